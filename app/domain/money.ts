import type { Locale } from "./locale";

/**
 * Prices are kept in minor units (cents) with their currency, never as floating dollars. The
 * Lebanese pound and the CFA franc have no minor unit in use (issue #11): their amounts are whole.
 */
export const CURRENCIES = ["USD", "LBP", "XOF", "LRD"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Tours are priced in US dollars; every other currency has rates against it and may carry a tour's explicit price. */
export const BASE_CURRENCY = "USD" satisfies CurrencyCode;
export const OTHER_CURRENCIES = CURRENCIES.filter((code) => code !== BASE_CURRENCY) as Exclude<CurrencyCode, typeof BASE_CURRENCY>[];
export type OtherCurrency = (typeof OTHER_CURRENCIES)[number];

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

/**
 * How each language writes a currency (issue #23; docs/decisions/0040-money-as-people-read-it.md):
 * the dollar by its sign ("$1,299", "1 299 $", "‏1,299 US$"), the CFA franc as French and
 * Arabic readers know it ("779 400 F CFA") and by its code in English ("XOF 779,400"), the
 * Lebanese pound as "LBP" (ل.ل. in Arabic), the Liberian dollar by its code: no currency but
 * the US dollar ever shows a bare "$".
 */
type Display = Intl.NumberFormatOptions["currencyDisplay"];
const CURRENCY_DISPLAY: Record<Locale, Record<CurrencyCode, Display>> = {
  en: { USD: "narrowSymbol", LBP: "code", XOF: "code", LRD: "code" },
  fr: { USD: "narrowSymbol", LBP: "code", XOF: "symbol", LRD: "code" },
  ar: { USD: "symbol", LBP: "symbol", XOF: "symbol", LRD: "code" },
};

/**
 * The convention each page language writes numbers in: English as in the US, French as in
 * France (a narrow no-break space between thousands, the sign after), Arabic with Western
 * digits as Lebanese customers write prices ("‏1,299 US$", "‏89,500,000 ل.ل.‏").
 */
const NUMBER_LOCALE: Record<Locale, string> = { en: "en-US", fr: "fr-FR", ar: "ar-u-nu-latn" };

// Building an Intl.NumberFormat costs far more than using one: one per locale, currency and
// "whole amount or not", built on first use and kept.
const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: Locale, currency: CurrencyCode, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole ? "whole" : "cents"}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: "currency",
      currency,
      currencyDisplay: CURRENCY_DISPLAY[locale][currency],
      minimumFractionDigits: whole ? 0 : MINOR_DIGITS[currency],
      maximumFractionDigits: MINOR_DIGITS[currency],
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Every amount anyone reads (the site, the quote, the mails, the admin) is written here, in the
 * reader's language (`en`, `fr`, `ar`; the admin is English): grouped thousands, cents only when
 * there are any, none ever for LBP and XOF. `approximate` (a converted price) puts "≈ " before it.
 */
export function formatMoney(value: Money, locale: Locale = "en", { approximate = false }: { approximate?: boolean } = {}): string {
  const major = toMajorUnits(value);
  const formatted = priceFormat(locale, value.currency, Number.isInteger(major)).format(major);
  const text = locale === "ar" ? closeLatinSign(formatted) : formatted;
  return approximate ? `≈ ${text}` : text;
}

const LRM = "\u200e";

/**
 * Arabic writes the dollar's sign after the amount in Latin letters ("‏1,299 US$"). At the end of
 * an amount in right-to-left text, the "$" (a neutral character) sides with the text around it
 * and is drawn before the letters: "$US 1,299". A left-to-right mark after it keeps "US$" whole.
 */
function closeLatinSign(text: string): string {
  return text.endsWith("$") ? `${text}${LRM}` : text;
}
