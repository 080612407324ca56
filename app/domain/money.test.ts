import { describe, expect, test } from "vitest";
import { formatMoney, money, toMajorUnits } from "./money";

describe("money", () => {
  test("keeps dollars as whole cents", () => {
    expect(money(1299)).toEqual({ amountMinor: 129900, currency: "USD" });
    expect(money(999.5)).toEqual({ amountMinor: 99950, currency: "USD" });
    expect(money(0.1 + 0.2)).toEqual({ amountMinor: 30, currency: "USD" });
  });

  test("a currency without minor units keeps whole amounts", () => {
    expect(money(1500, "XOF")).toEqual({ amountMinor: 1500, currency: "XOF" });
  });

  test("toMajorUnits gives the amount back in dollars", () => {
    expect(toMajorUnits(money(1299))).toBe(1299);
    expect(toMajorUnits(money(999.5))).toBe(999.5);
    expect(toMajorUnits({ amountMinor: 1, currency: "USD" })).toBe(0.01);
  });
});

describe("formatMoney", () => {
  test("shows whole dollars as $price, with no cents", () => {
    expect(formatMoney(money(1299))).toBe("$1299");
    expect(formatMoney(money(899))).toBe("$899");
  });

  test("shows cents only when there are any, always two digits", () => {
    expect(formatMoney(money(999.5))).toBe("$999.50");
    expect(formatMoney(money(1299.05))).toBe("$1299.05");
  });

  test("never groups thousands", () => {
    expect(formatMoney(money(1_000_000))).toBe("$1000000");
  });
});
