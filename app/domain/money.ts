/**
 * Prices are kept in minor units (cents) with their currency, never as floating dollars. The
 * Lebanese pound and the CFA franc have no minor unit in use (issue #11): their amounts are whole.
 */
export const CURRENCIES = ["USD", "LBP", "XOF", "LRD"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export type Money = { readonly amountMinor: number; readonly currency: CurrencyCode };

export const MINOR_DIGITS: Record<CurrencyCode, number> = { USD: 2, LBP: 0, XOF: 0, LRD: 2 };

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

export function money(amount: number, currency: CurrencyCode = "USD"): Money {
  return { amountMinor: Math.round(amount * 10 ** MINOR_DIGITS[currency]), currency };
}

export function toMajorUnits(value: Money): number {
  return value.amountMinor / 10 ** MINOR_DIGITS[value.currency];
}

// Building an Intl.NumberFormat costs far more than using one: one per locale, currency and
// "whole amount or not", built on first use and kept.
const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: string, currency: CurrencyCode, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole ? "whole" : "cents"}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      useGrouping: false,
      minimumFractionDigits: whole ? 0 : MINOR_DIGITS[currency],
      maximumFractionDigits: MINOR_DIGITS[currency],
    });
    formats.set(key, format);
  }
  return format;
}

/** The spec shows prices as `$price`: no grouping, cents only when there are any. */
export function formatMoney(value: Money, locale = "en-US"): string {
  const major = toMajorUnits(value);
  return priceFormat(locale, value.currency, Number.isInteger(major)).format(major);
}
