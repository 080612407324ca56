import { describe, expect, test } from "vitest";
import {
  describeChanges,
  entityHref,
  formatAuditValue,
  parseAuditFilter,
  relativeTime,
  toAuditItem,
  utcLabel,
  type AuditEntry,
} from "./audit";

const NOW = new Date("2026-11-23T14:00:00.000Z");

describe("how a change reads", () => {
  test("a price change reads as money, before and after", () => {
    const price = (amountMinor: number) => ({ amountMinor, currency: "USD" });
    expect(describeChanges({ price: [price(129900), price(139900)] })).toEqual(["Price $1,299 → $1,399"]);
  });

  test("a translated field names its language", () => {
    expect(describeChanges({ "title.fr": ["Brésil", "Le Brésil"], "includedServices.ar": [null, ["فندق"]] })).toEqual([
      "Title (French) Brésil → Le Brésil",
      "Included services (Arabic): فندق",
    ]);
  });

  test("booleans, lists, empty values and unknown fields read as words", () => {
    expect(
      describeChanges({
        featured: [false, true],
        activities: [["Surfing"], ["Surfing", "Temples"]],
        groupSize: [12, 14],
        country: [null, "Jordan"],
        title: ["Bali", null],
        someNewField: ["a", "b"],
      }),
    ).toEqual([
      "Featured No → Yes",
      "Activities Surfing → Surfing, Temples",
      "Group size 12 → 14",
      "Country: Jordan",
      "Title was Bali",
      "Some new field a → b",
    ]);
  });

  test("a long text is shortened to one line", () => {
    const long = `${"A very long description ".repeat(10)}\nwith a second line`;
    const [line] = describeChanges({ description: ["Short", long] });
    expect(line!.length).toBeLessThan(100);
    expect(line).toMatch(/^Description Short → A very long description A very.*…$/);
    expect(line).not.toContain("\n");
    expect(formatAuditValue("")).toBe("(empty)");
  });

  test("times read relative to now, with the absolute UTC time beside", () => {
    expect(relativeTime("2026-11-23T12:00:00.000Z", NOW)).toBe("2 hours ago");
    expect(relativeTime("2026-11-23T13:59:50.000Z", NOW)).toBe("just now");
    expect(relativeTime("2026-11-22T14:00:00.000Z", NOW)).toBe("yesterday");
    expect(relativeTime("2026-11-23T13:55:00.000Z", NOW)).toBe("5 minutes ago");
    expect(utcLabel("2026-11-23T12:00:59.000Z")).toBe("2026-11-23 12:00 UTC");
  });

  test("an entry becomes a line of history: action, fields, who and when, linking to the record", () => {
    const entry: AuditEntry = {
      id: "1",
      at: "2026-11-23T12:00:00.000Z",
      kind: "change",
      action: "update",
      actorId: "u",
      actorName: "Rima",
      entity: "tour",
      entityId: "bali-escape",
      changes: { rating: [4.5, 4.8] },
      detail: null,
      ip: "::1",
      requestId: null,
    };
    expect(toAuditItem(entry, NOW)).toMatchObject({
      actionLabel: "Edited",
      actor: "Rima",
      when: "2 hours ago",
      utc: "2026-11-23 12:00 UTC",
      entityLabel: "Tour",
      href: "/admin/tours/bali-escape",
      lines: ["Rating 4.5 → 4.8"],
    });
    expect(toAuditItem({ ...entry, action: "delete" }, NOW).href).toBeNull();
    expect(toAuditItem({ ...entry, actorId: null, actorName: null }, NOW).actor).toBe("Someone not signed in");
    expect(entityHref("service", "visa help")).toBe("/admin/services/edit/visa%20help");
  });
});

describe("the Activity filter from the URL", () => {
  test("keeps what is well formed and leaves out the rest", () => {
    const params = new URLSearchParams({ person: "user-1", entity: "tour", action: "update", from: "2026-11-01", to: "2026-11-30" });
    expect(parseAuditFilter(params)).toEqual({ actor: "user-1", entity: "tour", action: "update", from: "2026-11-01", to: "2026-11-30" });
    const bad = new URLSearchParams({ person: "x\r\ny", entity: "secrets", action: "DROP TABLE", from: "2026-02-30", to: "yesterday" });
    expect(parseAuditFilter(bad)).toEqual({});
    expect(parseAuditFilter(new URLSearchParams({ person: "p".repeat(500) }))).toEqual({});
  });
});
