import { describe, expect, test } from "vitest";
import { convertFromUsd, currencyFromCookieHeader, displayPrice, ratesOn, usdBoundFor, type ExchangeRate } from "./currencies";
import { RATE_MESSAGES, RateFormSchema } from "./exchange-rate-form";
import { money } from "./money";

const micros = (units: number) => units * 1_000_000;

function rate(currency: ExchangeRate["currency"], units: number, appliesFrom: string, id = appliesFrom): ExchangeRate {
  return { id, currency, perUsdMicros: micros(units), appliesFrom, createdAt: `${appliesFrom}T00:00:00Z`, createdBy: null };
}

describe("converted prices are rounded as people quote them", () => {
  test("Lebanese pounds to the nearest 1,000", () => {
    expect(convertFromUsd(money(1299), "LBP", micros(89_500))).toEqual({ amountMinor: 116_261_000, currency: "LBP" });
    expect(convertFromUsd(money(0.01), "LBP", micros(89_500))).toEqual({ amountMinor: 1000, currency: "LBP" });
  });

  test("CFA francs to the nearest 100", () => {
    expect(convertFromUsd(money(1299), "XOF", micros(600))).toEqual({ amountMinor: 779_400, currency: "XOF" });
    expect(convertFromUsd(money(10.1), "XOF", micros(600.5))).toEqual({ amountMinor: 6100, currency: "XOF" });
  });

  test("Liberian dollars to whole units, kept in cents", () => {
    expect(convertFromUsd(money(999.5), "LRD", micros(189.5))).toEqual({ amountMinor: 18_940_500, currency: "LRD" });
  });

  test("a price bound in francs becomes the dollar bound that shows at most that", () => {
    const bound = usdBoundFor(45_000, micros(600), "XOF");
    expect(convertFromUsd({ amountMinor: bound, currency: "USD" }, "XOF", micros(600)).amountMinor).toBeLessThanOrEqual(45_000);
    expect(convertFromUsd({ amountMinor: bound + 1, currency: "USD" }, "XOF", micros(600)).amountMinor).toBeGreaterThan(45_000);
  });
});

describe("the rate in force on a date", () => {
  const history = [rate("XOF", 600, "2026-01-01"), rate("XOF", 650, "2026-06-01"), rate("LRD", 190, "2026-03-01")];

  test("is the latest that applies from that day or before", () => {
    expect(ratesOn(history, "2026-05-31").get("XOF")?.perUsdMicros).toBe(micros(600));
    expect(ratesOn(history, "2026-06-01").get("XOF")?.perUsdMicros).toBe(micros(650));
  });

  test("is missing before the first rate applies", () => {
    expect(ratesOn(history, "2026-02-01").get("LRD")).toBeUndefined();
  });
});

describe("what a visitor sees", () => {
  const xof = rate("XOF", 600, "2026-01-01");

  test("dollars keep the spec's $price, grouped as the page's language writes it", () => {
    expect(displayPrice(money(1299), "USD", undefined, undefined, "en")).toEqual({ text: "$1,299", approximate: false });
    expect(displayPrice(money(1299), "USD", undefined, undefined, "fr")).toEqual({ text: "1\u202f299\u00a0$", approximate: false });
  });

  test("a converted price is marked approximate", () => {
    expect(displayPrice(money(75), "XOF", undefined, xof, "en")).toEqual({ text: "≈ XOF\u00a045,000", approximate: true });
    expect(displayPrice(money(1299), "XOF", undefined, xof, "fr")).toEqual({ text: "≈ 779\u202f400\u00a0F\u202fCFA", approximate: true });
  });

  test("an explicit price wins over the conversion and is not approximate", () => {
    expect(displayPrice(money(75), "XOF", money(42_000, "XOF"), xof, "en")).toEqual({ text: "XOF\u00a042,000", approximate: false });
  });

  test("Liberian dollars never look like US dollars", () => {
    const shown = displayPrice(money(13), "LRD", undefined, rate("LRD", 190, "2026-01-01"), "en").text;
    expect(shown).toBe("≈ LRD\u00a02,470");
    expect(shown).not.toContain("$");
    expect(displayPrice(money(13), "LRD", money(2500.5, "LRD"), undefined, "en").text).toBe("LRD\u00a02,500.50");
  });

  test("without a rate the dollar price is shown", () => {
    expect(displayPrice(money(75), "LBP", undefined, undefined, "en")).toEqual({ text: "$75", approximate: false });
  });

  test("the cookie names a known currency or means dollars", () => {
    expect(currencyFromCookieHeader("a=1; cw_currency=XOF")).toBe("XOF");
    expect(currencyFromCookieHeader("cw_currency=EUR")).toBe("USD");
    expect(currencyFromCookieHeader(undefined)).toBe("USD");
  });
});

describe("a new rate as the Currencies screen posts it", () => {
  const valid = { currency: "LBP", rate: "89,500", appliesFrom: "2026-01-01" };

  test("accepts a grouped number and keeps it in millionths", () => {
    expect(RateFormSchema.parse(valid)).toMatchObject({ currency: "LBP", rate: micros(89_500), appliesFrom: "2026-01-01" });
  });

  test.each([
    ["abc", RATE_MESSAGES.rateNotANumber],
    ["0", RATE_MESSAGES.rateTooSmall],
    ["-5", RATE_MESSAGES.rateNotANumber],
    ["99999999", RATE_MESSAGES.rateTooLarge],
    ["1e9", RATE_MESSAGES.rateNotANumber],
    ["", RATE_MESSAGES.rateRequired],
  ])("refuses the rate %j with a message", (value, message) => {
    const result = RateFormSchema.safeParse({ ...valid, rate: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test("refuses a missing or impossible date", () => {
    expect(RateFormSchema.safeParse({ ...valid, appliesFrom: "" }).error?.issues[0]?.message).toBe(RATE_MESSAGES.dateRequired);
    expect(RateFormSchema.safeParse({ ...valid, appliesFrom: "2026-02-30" }).error?.issues[0]?.message).toBe(RATE_MESSAGES.dateInvalid);
  });
});

describe("two rates for the same day", () => {
  test("the one added last wins, by created_at then id, whatever the ids", () => {
    const first = { ...rate("LBP", 89_500, "2026-01-01"), id: "sample-lbp", createdAt: "2026-01-01T00:00:00.000Z" };
    const later = { ...rate("LBP", 90_000, "2026-01-01"), id: "0mhx00000-abc", createdAt: "2026-02-01T00:00:00.000Z" };
    expect(ratesOn([first, later], "2026-03-01").get("LBP")?.perUsdMicros).toBe(micros(90_000));
    expect(ratesOn([later, first], "2026-03-01").get("LBP")?.perUsdMicros).toBe(micros(90_000));
    const sameTime = { ...later, id: "0mhx00000-abd", perUsdMicros: micros(91_000) };
    expect(ratesOn([sameTime, later], "2026-03-01").get("LBP")?.perUsdMicros).toBe(micros(91_000));
  });
});
