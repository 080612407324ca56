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

// The spaces are the ones Intl writes: a narrow no-break space (U+202F) between French thousands
// and a no-break space (U+00A0) before a currency; Arabic starts with a right-to-left mark (U+200F).
const NNBSP = "\u202f";
const NBSP = "\u00a0";
const RLM = "\u200f";
const LRM = "\u200e";

describe("formatMoney", () => {
  test("English: dollars as $1,299, other currencies by their code, thousands grouped with commas", () => {
    expect(formatMoney(money(1299))).toBe("$1,299");
    expect(formatMoney(money(899), "en")).toBe("$899");
    expect(formatMoney(money(89_500_000, "LBP"), "en")).toBe(`LBP${NBSP}89,500,000`);
    expect(formatMoney(money(779_400, "XOF"), "en")).toBe(`XOF${NBSP}779,400`);
    expect(formatMoney(money(2500.5, "LRD"), "en")).toBe(`LRD${NBSP}2,500.50`);
  });

  test("French: thousands grouped by a narrow space, the currency after, a decimal comma", () => {
    expect(formatMoney(money(1299), "fr")).toBe(`1${NNBSP}299${NBSP}$`);
    expect(formatMoney(money(999.5), "fr")).toBe(`999,50${NBSP}$`);
    expect(formatMoney(money(89_500_000, "LBP"), "fr")).toBe(`89${NNBSP}500${NNBSP}000${NBSP}LBP`);
    expect(formatMoney(money(779_400, "XOF"), "fr")).toBe(`779${NNBSP}400${NBSP}F${NNBSP}CFA`);
    expect(formatMoney(money(2500, "LRD"), "fr")).toBe(`2${NNBSP}500${NBSP}LRD`);
  });

  test("Arabic: Western digits as Lebanese customers write them, the currency after in Arabic usage", () => {
    // A left-to-right mark closes "US$", so right to left it is drawn "US$" and not "$US".
    expect(formatMoney(money(1299), "ar")).toBe(`${RLM}1,299${NBSP}US$${LRM}`);
    expect(formatMoney(money(1299), "ar", { approximate: true })).toBe(`≈ ${RLM}1,299${NBSP}US$${LRM}`);
    expect(formatMoney(money(89_500_000, "LBP"), "ar")).toBe(`${RLM}89,500,000${NBSP}ل.ل.${RLM}`);
    expect(formatMoney(money(779_400, "XOF"), "ar")).toBe(`${RLM}779,400${NBSP}F${NNBSP}CFA`);
    expect(formatMoney(money(2500, "LRD"), "ar")).toBe(`${RLM}2,500${NBSP}LRD`);
  });

  test("shows cents only when there are any, always two digits", () => {
    expect(formatMoney(money(999.5))).toBe("$999.50");
    expect(formatMoney(money(1299.05))).toBe("$1,299.05");
  });

  test("the pound and the franc never show minor units", () => {
    expect(formatMoney({ amountMinor: 1_250, currency: "XOF" }, "fr")).toBe(`1${NNBSP}250${NBSP}F${NNBSP}CFA`);
    expect(formatMoney({ amountMinor: 1_000_000, currency: "LBP" }, "ar")).not.toMatch(/[.٫]\d/);
  });

  test("no currency but the US dollar shows a bare $", () => {
    for (const locale of ["en", "fr", "ar"] as const) {
      expect(formatMoney(money(2500, "LRD"), locale)).not.toMatch(/(^|[^U])\$/);
    }
  });

  test("an approximate amount is marked ≈", () => {
    expect(formatMoney(money(45_000, "XOF"), "en", { approximate: true })).toBe(`≈ XOF${NBSP}45,000`);
    expect(formatMoney(money(45_000, "XOF"), "fr", { approximate: true })).toBe(`≈ 45${NNBSP}000${NBSP}F${NNBSP}CFA`);
  });
});
