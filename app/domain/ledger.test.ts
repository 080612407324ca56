import { describe, expect, test } from "vitest";
import {
  balanceOf,
  bookingSchedule,
  convertMinor,
  documentNumber,
  percentOf,
  referenceKey,
  shipmentSchedule,
  type LedgerEntry,
} from "./ledger";

const USD = (amountMinor: number) => ({ amountMinor, currency: "USD" as const });
const paid = (id: string, appliedMinor: number): LedgerEntry => ({ id, kind: "payment", appliedMinor });
const schedule = bookingSchedule(100_000, { acceptedOn: "2026-11-01", departsOn: "2027-02-01", depositPercent: 30, balanceDays: 30 });

describe("the schedule", () => {
  test("a deposit at acceptance, the balance 30 days before the departure", () => {
    expect(schedule).toEqual([
      { kind: "deposit", amountMinor: 30_000, dueOn: "2026-11-01" },
      { kind: "balance", amountMinor: 70_000, dueOn: "2027-01-02" },
    ]);
  });

  test("a departure closer than the balance's days, or no deposit asked: the whole at acceptance or before departure", () => {
    expect(bookingSchedule(100_000, { acceptedOn: "2026-11-01", departsOn: "2026-11-20", depositPercent: 30, balanceDays: 30 })).toEqual([
      { kind: "whole", amountMinor: 100_000, dueOn: "2026-11-01" },
    ]);
    expect(bookingSchedule(100_000, { acceptedOn: "2026-11-01", departsOn: "2027-02-01", depositPercent: 0, balanceDays: 30 })).toEqual([
      { kind: "whole", amountMinor: 100_000, dueOn: "2027-01-02" },
    ]);
    expect(bookingSchedule(100_000, { acceptedOn: "2026-11-01", departsOn: "2027-02-01", depositPercent: 100, balanceDays: 30 })).toEqual([
      { kind: "whole", amountMinor: 100_000, dueOn: "2026-11-01" },
    ]);
  });

  test("a deposit rounds half up to the minor unit; a shipment is due whole at drop-off or at pickup", () => {
    expect(percentOf(1_005, 50)).toBe(503);
    expect(percentOf(999, 33)).toBe(330);
    expect(shipmentSchedule(5_000, { payer: "receiver", dropOffDate: "2026-03-02" })).toEqual([
      { kind: "whole", amountMinor: 5_000, dueOn: null, dueAt: "pickup" },
    ]);
  });
});

describe("the balance", () => {
  test("Due, Deposit paid, Paid, Overpaid from the payments", () => {
    expect(balanceOf(USD(100_000), schedule, []).state).toBe("due");
    expect(balanceOf(USD(100_000), schedule, [paid("a", 29_999)])).toMatchObject({ state: "due", next: { kind: "deposit", leftMinor: 1 } });
    expect(balanceOf(USD(100_000), schedule, [paid("a", 30_000)])).toMatchObject({
      state: "deposit-paid",
      dueMinor: 70_000,
      next: { kind: "balance", leftMinor: 70_000, dueOn: "2027-01-02" },
    });
    expect(balanceOf(USD(100_000), schedule, [paid("a", 30_000), paid("b", 70_000)])).toMatchObject({
      state: "paid",
      dueMinor: 0,
      next: null,
    });
    expect(balanceOf(USD(100_000), schedule, [paid("a", 100_001)])).toMatchObject({ state: "overpaid", dueMinor: 0 });
  });

  test("a reversal undoes its row; money paid back leaves the balance Refunded", () => {
    const entries: LedgerEntry[] = [
      paid("a", 30_000),
      { id: "b", kind: "reversal", reverses: { id: "a", kind: "payment" }, appliedMinor: 30_000 },
    ];
    expect(balanceOf(USD(100_000), schedule, entries)).toMatchObject({ state: "due", paidMinor: 0 });
    const refunded: LedgerEntry[] = [paid("a", 30_000), { id: "r", kind: "refund", appliedMinor: 30_000 }];
    expect(balanceOf(USD(100_000), schedule, refunded)).toMatchObject({ state: "refunded", paidMinor: 0, refundedMinor: 30_000 });
    const refundUndone: LedgerEntry[] = [
      ...refunded,
      { id: "x", kind: "reversal", reverses: { id: "r", kind: "refund" }, appliedMinor: 30_000 },
    ];
    expect(balanceOf(USD(100_000), schedule, refundUndone)).toMatchObject({ state: "deposit-paid", refundedMinor: 0 });
  });
});

test("conversion at the day's rates rounds half up to the target's minor unit", () => {
  // 1,790,000 LBP at 89,500 per dollar is 20.00 USD; 1 USD at 600 XOF is 600 XOF.
  expect(convertMinor(1_790_000, { currency: "LBP", perUsdMicros: 89_500_000_000 }, { currency: "USD", perUsdMicros: 1_000_000 })).toBe(
    2_000,
  );
  expect(convertMinor(100, { currency: "USD", perUsdMicros: 1_000_000 }, { currency: "XOF", perUsdMicros: 600_000_000 })).toBe(600);
  expect(convertMinor(1, { currency: "XOF", perUsdMicros: 600_000_000 }, { currency: "USD", perUsdMicros: 1_000_000 })).toBe(0);
  expect(convertMinor(3, { currency: "XOF", perUsdMicros: 600_000_000 }, { currency: "USD", perUsdMicros: 1_000_000 })).toBe(1);
});

test("document numbers and references as compared", () => {
  expect(documentNumber("beirut", "R", 2026, 1)).toBe("BEY-R-2026-0001");
  expect(documentNumber("abidjan", "INV", 2026, 12_345)).toBe("ABJ-INV-2026-12345");
  expect(documentNumber("monrovia", "CN", 2027, 7)).toBe("MLW-CN-2027-0007");
  expect(referenceKey(" wv-2026 77341 ")).toBe(referenceKey("WV2026/77341"));
  expect(referenceKey("ＯＭＴ１")).toBe("OMT1");
});
