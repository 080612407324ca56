import { describe, expect, test } from "vitest";
import { AUDIT_ACTIONS, entityHref, utcLabel, type AuditEntry } from "~/domain/audit";
import { AUDIT_TEXTS } from "./audit";
import { describeChanges, describeChangesInWords, formatAuditValue, relativeTime, toAuditItem } from "./audit-history";

const NOW = new Date("2026-11-23T14:00:00.000Z");

describe("how a change reads", () => {
  test("a price change reads as money, before and after", () => {
    const price = (amountMinor: number) => ({ amountMinor, currency: "USD" });
    expect(describeChanges({ price: [price(129900), price(139900)] })).toEqual(["Price $1,299 → $1,399"]);
  });

  test("a translated field names its language", () => {
    expect(
      describeChanges({
        "title.fr": ["Brésil", "Le Brésil"],
        "includedServices.ar": [null, ["فندق"]],
        "description.ar": ["وصف", null],
        "itinerary.fr": [[{ title: "Arrivée" }], [{ title: "Arrivée à Rio" }]],
      }),
    ).toEqual([
      "French title changed: Brésil → Le Brésil",
      "Arabic included services added: فندق",
      "Arabic description removed",
      "French itinerary: day 1 renamed",
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
      "Activities: added “Temples”",
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

  test("an itinerary's days read as days added, removed, renamed and changed, never as [object Object]", () => {
    const day = (title: string, description = "") => ({ title, description, overnight: "", breakfast: false, lunch: false, dinner: false });
    const before = [day("Arrival"), day("Old town"), day("Desert")];
    const lines = describeChanges({
      itinerary: [before, [day("Arrival"), day("Old town", "A walk"), day("Sahara camp"), day("Coast"), day("Departure")]],
    });
    expect(lines).toEqual(["Itinerary: 2 days added, day 2 changed, day 3 renamed"]);
    expect(describeChanges({ itinerary: [before, [before[1], before[0], before[2]]] })).toEqual(["Itinerary: days reordered"]);
    expect(describeChanges({ itinerary: [before, [before[0]]] })).toEqual(["Itinerary: 2 days removed"]);
    expect(describeChanges({ itinerary: [null, before] })).toEqual(["Itinerary: 3 days"]);
    expect(describeChanges({ faqs: [[{ question: "Visa?", answer: "No" }], [{ question: "Visa needed?", answer: "Yes" }]] })).toEqual([
      "FAQs: question 1 reworded, answer 1 changed",
    ]);
    expect(formatAuditValue([{ question: "Visa?" }])).toBe("1 item");
    expect(lines.join(" ")).not.toContain("[object Object]");
  });

  test("highlights and included items read as the items added and removed", () => {
    expect(
      describeChanges({
        highlights: [
          ["Souks", "Museum"],
          ["Souks", "Sunset cruise"],
        ],
      }),
    ).toEqual(["Highlights: added “Sunset cruise”; removed “Museum”"]);
    expect(
      describeChanges({
        includedServices: [
          ["Hotel", "Guide"],
          ["Guide", "Hotel"],
        ],
      }),
    ).toEqual(["Included services: reordered"]);
  });

  test("a destination reads by its name, '(deleted) …' when it is gone", () => {
    const names = { records: { destination: { bali: "Bali", morocco: "Morocco" } }, deleted: { destination: { atlantis: "Atlantis" } } };
    expect(describeChanges({ destinationId: ["bali", "morocco"] }, names)).toEqual(["Destination Bali → Morocco"]);
    expect(describeChanges({ destinationId: ["atlantis", "bali"] }, names)).toEqual(["Destination (deleted) Atlantis → Bali"]);
  });

  test("photos read as thumbnails, not hashes", () => {
    const a = "a".repeat(32);
    const b = "b".repeat(32);
    const c = "c".repeat(32);
    const described = describeChangesInWords(
      {
        gallery: [
          [`${a} | Dunes | Dunes | كثبان`, `${b} | Camel | | `],
          [`${b} | Camel at dusk | | `, `${c} | Oasis | | `],
        ],
        image: [`/media/${a}-1600.jpg`, `/media/${c}-1200.jpg`],
      },
      { photoWidths: { [a]: 4000, [c]: 300 } },
    );
    expect(described.lines).toEqual(["Gallery: 1 photo added, 1 photo removed, alt text of 1 photo changed", "Image changed"]);
    expect(described.thumbnails).toEqual([
      { src: `/media/${c}-300.jpg`, label: "Added" },
      { src: `/media/${a}-480.jpg`, label: "Removed" },
      { src: `/media/${a}-480.jpg`, label: "Before" },
      { src: `/media/${c}-480.jpg`, label: "After" },
    ]);
    expect(described.lines.join(" ")).not.toContain(a);
  });

  test("an entry names its record as staff know it, and '(deleted) …' when it is gone", () => {
    const entry: AuditEntry = {
      id: "1",
      at: "2026-11-23T12:00:00.000Z",
      kind: "change",
      action: "send",
      actorId: "u",
      actorName: "Rima",
      entity: "quote",
      entityId: "5f0c…",
      changes: null,
      detail: null,
      ip: null,
      requestId: null,
    };
    expect(toAuditItem(entry, NOW, { records: { quote: { "5f0c…": "Q-2026-0001" } } }).record).toBe("Q-2026-0001");
    expect(toAuditItem(entry, NOW, { records: { quote: {} } }).record).toBe("(deleted) Quote");
    expect(
      toAuditItem({ ...entry, entity: "tour", entityId: "gone" }, NOW, {
        records: { tour: {} },
        deleted: { tour: { gone: "Bali Escape" } },
      }).record,
    ).toBe("(deleted) Bali Escape");
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

  test("a refusal reads as what was refused and why, in words", () => {
    const refusal: AuditEntry = {
      id: "2",
      at: "2026-11-23T12:00:00.000Z",
      kind: "security",
      action: "throttled",
      actorId: null,
      actorName: null,
      entity: null,
      entityId: null,
      changes: null,
      detail: { form: "sign-in", scope: "address" },
      ip: "203.0.113.9",
      requestId: null,
    };
    expect(toAuditItem(refusal, NOW)).toMatchObject({
      actionLabel: "Refused (too many attempts)",
      actor: "Someone not signed in",
      lines: ["Form: sign-in", "Counted by: address"],
    });
    const crossSite = {
      ...refusal,
      action: "cross-site-refused",
      detail: { reason: "origin", route: "/:lang?/contact", secFetchSite: "cross-site" },
    };
    expect(toAuditItem(crossSite, NOW)).toMatchObject({
      actionLabel: "Refused (cross-site post)",
      lines: ["Why: origin", "Page: /:lang?/contact", "Browser said: cross-site"],
    });
  });
});

test("the texts name every action the log knows, in the order the Activity filter lists them", () => {
  expect(Object.keys(AUDIT_TEXTS.actions)).toEqual([...AUDIT_ACTIONS]);
});
