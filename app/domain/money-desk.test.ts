import { describe, expect, test } from "vitest";
import {
  ageBucket,
  foldTotals,
  openInstallments,
  parseCountedMinor,
  parsePaymentFilter,
  paymentsHref,
  tillEffect,
  zonedDayRange,
  zonedDayStart,
} from "./money-desk";

describe("the till", () => {
  test("a payment brings money in, a refund pays it out, a reversal undoes its row (a reversed refund brings it back)", () => {
    expect(tillEffect("payment", 500, null)).toBe(500);
    expect(tillEffect("refund", 200, null)).toBe(-200);
    expect(tillEffect("reversal", 500, "payment")).toBe(-500);
    expect(tillEffect("reversal", 200, "refund")).toBe(200);
  });

  test("totals are one line per currency in the agency's order, never added across currencies", () => {
    const totals = foldTotals(
      [
        { currency: "XOF", kind: "payment", reversedKind: null, sumMinor: 15_000 },
        { currency: "USD", kind: "payment", reversedKind: null, sumMinor: 10_000 },
        { currency: "USD", kind: "refund", reversedKind: null, sumMinor: 3_000 },
        { currency: "USD", kind: "reversal", reversedKind: "refund", sumMinor: 1_000 },
        { currency: "USD", kind: "reversal", reversedKind: "payment", sumMinor: 2_000 },
      ],
      ["USD", "LBP", "XOF", "LRD"],
    );
    expect(totals).toEqual([
      { currency: "USD", receivedMinor: 10_000, refundedMinor: 3_000, reversedMinor: 3_000, netMinor: 6_000 },
      { currency: "XOF", receivedMinor: 15_000, refundedMinor: 0, reversedMinor: 0, netMinor: 15_000 },
    ]);
  });
});

describe("an office's day", () => {
  test("starts at the office's midnight, in UTC", () => {
    // Beirut is UTC+2 in winter and UTC+3 in summer; Abidjan and Monrovia are on UTC.
    expect(zonedDayStart("2026-01-15", "Asia/Beirut")).toBe("2026-01-14T22:00:00.000Z");
    expect(zonedDayStart("2026-07-15", "Asia/Beirut")).toBe("2026-07-14T21:00:00.000Z");
    expect(zonedDayStart("2026-07-15", "Africa/Abidjan")).toBe("2026-07-15T00:00:00.000Z");
  });

  test("the day the clocks change is 23 or 25 hours long", () => {
    // Lebanon moves its clocks at midnight: forward as 29 March 2026 starts, back as 24 October 2026 ends.
    const spring = zonedDayRange("2026-03-29", "Asia/Beirut");
    expect(Date.parse(spring.end) - Date.parse(spring.start)).toBe(23 * 3_600_000);
    const autumn = zonedDayRange("2026-10-24", "Asia/Beirut");
    expect(Date.parse(autumn.end) - Date.parse(autumn.start)).toBe(25 * 3_600_000);
  });
});

describe("what is owed", () => {
  const schedule = [
    { kind: "deposit" as const, amountMinor: 300, dueOn: "2026-01-01" },
    { kind: "balance" as const, amountMinor: 700, dueOn: "2026-03-01" },
  ];

  test("what was paid covers the installments in order; the rest is open with its days past due", () => {
    expect(openInstallments(schedule, 100, "2026-02-15")).toEqual([
      { kind: "deposit", leftMinor: 200, dueOn: "2026-01-01", daysPast: 45 },
      { kind: "balance", leftMinor: 700, dueOn: "2026-03-01", daysPast: -14 },
    ]);
    expect(openInstallments(schedule, 500, "2026-02-15")).toEqual([
      { kind: "balance", leftMinor: 500, dueOn: "2026-03-01", daysPast: -14 },
    ]);
    expect(openInstallments(schedule, 1000, "2026-02-15")).toEqual([]);
    // A refund beyond what was paid does not make more owed than the schedule says.
    expect(openInstallments(schedule, -50, "2026-02-15").map((part) => part.leftMinor)).toEqual([300, 700]);
  });

  test("an amount due at pickup has no day and is never late", () => {
    expect(openInstallments([{ kind: "whole", amountMinor: 900, dueOn: null, dueAt: "pickup" }], 0, "2026-02-15")).toEqual([]);
  });

  test("ages fall in 0–30, 31–60, 61–90 and 90+ days", () => {
    expect([1, 30, 31, 60, 61, 90, 91, 400].map(ageBucket)).toEqual(["0-30", "0-30", "31-60", "31-60", "61-90", "61-90", "90+", "90+"]);
  });
});

describe("the list's filter", () => {
  test("keeps what it knows and leaves out the rest; the link writes it back", () => {
    const filter = parsePaymentFilter(
      new URLSearchParams("office=abidjan&method=wave&currency=XOF&kind=refund&from=2026-02-01&to=2026-02-30&by=user-omar&page=2"),
    );
    expect(filter).toEqual({
      office: "abidjan",
      method: "wave",
      currency: "XOF",
      kind: "refund",
      from: "2026-02-01",
      recordedBy: "user-omar",
    });
    expect(paymentsHref(filter, 3)).toBe(
      "/admin/payments?office=abidjan&method=wave&currency=XOF&kind=refund&from=2026-02-01&by=user-omar&page=3",
    );
    expect(parsePaymentFilter(new URLSearchParams("office=mars&method=bitcoin&currency=EUR&kind=gift&by=%07"))).toEqual({});
  });
});

describe("a counted amount", () => {
  test("is read in the currency's minor units, with its decimals at most", () => {
    expect(parseCountedMinor("79", "USD")).toBe(7_900);
    expect(parseCountedMinor("79.5", "USD")).toBe(7_950);
    expect(parseCountedMinor("79,05", "USD")).toBe(7_905);
    expect(parseCountedMinor("0", "USD")).toBe(0);
    expect(parseCountedMinor("2 000 000", "LBP")).toBe(2_000_000);
    expect(parseCountedMinor("15000", "XOF")).toBe(15_000);
  });

  test("refuses what is not an amount", () => {
    for (const [text, currency] of [
      ["79.005", "USD"],
      ["10.5", "XOF"],
      ["-5", "USD"],
      ["1,250.50", "USD"],
      ["1e5", "USD"],
      ["", "USD"],
      ["99999999999999", "USD"],
    ] as const) {
      expect(parseCountedMinor(text, currency), text).toBeNull();
    }
  });
});
