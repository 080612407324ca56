import { PRICE_FILTER, type PriceRange } from "./filters";
import type { Locale } from "./locale";
import {
  BASE_CURRENCY,
  MINOR_DIGITS,
  formatMoney,
  isCurrency,
  money,
  toMajorUnits,
  type CurrencyCode,
  type Money,
  type OtherCurrency,
} from "./money";

/*
 * The visitor's currency (issue #11; docs/decisions/0025-currencies.md). Tours are priced in US
 * dollars; an admin sets what one dollar is worth in each other currency from a given date, and
 * a tour may carry an explicit price in a currency, which wins over the conversion. Converted
 * prices are rounded to what a person would say and marked as approximate.
 */

/** The currencies a visitor may choose, dollars first (the list is app/domain/money.ts's CURRENCIES). */
export { BASE_CURRENCY, OTHER_CURRENCIES, type OtherCurrency } from "./money";

/** The cookie that remembers the visitor's choice (a year); not a session, so pages stay cacheable. */
export const CURRENCY_COOKIE = "cw_currency";

/** A converted price is rounded to this many major units: nobody quotes LBP 116,259,500. */
export const ROUNDING_STEP: Record<CurrencyCode, number> = { USD: 1, LBP: 1000, XOF: 100, LRD: 1 };

/** Rates are kept as millionths of a unit per dollar (integers), so 1 USD = 189.5 LRD is exact. */
export const RATE_SCALE = 1_000_000;
/** The most one dollar may be worth in another currency (the Lebanese pound is near 90,000). */
export const MAX_UNITS_PER_USD = 10_000_000;

export type ExchangeRate = {
  readonly id: string;
  readonly currency: OtherCurrency;
  /** Units of the currency one US dollar buys, in millionths. */
  readonly perUsdMicros: number;
  /** The first day (YYYY-MM-DD, UTC) the rate is used. */
  readonly appliesFrom: string;
  readonly createdAt: string;
  readonly createdBy: string | null;
};

/** What a visitor sees of a price: its text, and whether it was converted (approximate). */
export type PriceDisplay = { readonly text: string; readonly approximate: boolean };

/** The visitor's currency from a cookie or query value; anything unknown is dollars. */
export function toVisitorCurrency(value: string | null | undefined): CurrencyCode {
  const upper = value?.trim().toUpperCase();
  return isCurrency(upper) ? upper : BASE_CURRENCY;
}

/** The visitor's currency from a Cookie header. */
export function currencyFromCookieHeader(header: string | null | undefined): CurrencyCode {
  const match = header?.match(/(?:^|;)\s*(?:__Host-)?cw_currency=([A-Za-z]{3})\b/);
  return toVisitorCurrency(match?.[1]);
}

/**
 * The rate of each currency in force on `day` (YYYY-MM-DD): the latest that applies from that
 * day or before; of two for the same day, the one added last (by created_at, then id: ids alone
 * do not tell, as the samples' "sample-lbp" sorts after every id the screen makes).
 */
export function ratesOn(history: readonly ExchangeRate[], day: string): Map<OtherCurrency, ExchangeRate> {
  const inForce = new Map<OtherCurrency, ExchangeRate>();
  for (const rate of history) {
    if (rate.appliesFrom > day) continue;
    const current = inForce.get(rate.currency);
    if (!current || isNewer(rate, current)) inForce.set(rate.currency, rate);
  }
  return inForce;
}

function isNewer(rate: ExchangeRate, than: ExchangeRate): boolean {
  if (rate.appliesFrom !== than.appliesFrom) return rate.appliesFrom > than.appliesFrom;
  if (rate.createdAt !== than.createdAt) return rate.createdAt > than.createdAt;
  return rate.id > than.id;
}

/** Half-up integer division of non-negative bigints. */
function dividedRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator / 2n) / denominator;
}

/** A dollar price in another currency at a rate, rounded to that currency's step (LBP 1,000, XOF 100). */
export function convertFromUsd(usd: Money, currency: CurrencyCode, perUsdMicros: number): Money {
  const step = BigInt(ROUNDING_STEP[currency]);
  // usd cents × micros is in units of 10^-8 of the currency; rounded to whole steps.
  const steps = dividedRounded(BigInt(usd.amountMinor) * BigInt(perUsdMicros), 100n * BigInt(RATE_SCALE) * step);
  const amountMinor = Number(steps * step * 10n ** BigInt(MINOR_DIGITS[currency]));
  return { amountMinor, currency };
}

/** An amount of another currency in dollars at a rate, to the cent, rounded half up. */
export function toDollars(amount: Money, perUsdMicros: number): Money {
  // amountMinor / 10^digits units ÷ (micros / 10^6) units per dollar × 100 cents.
  const numerator = BigInt(amount.amountMinor) * 100n * BigInt(RATE_SCALE);
  const denominator = BigInt(perUsdMicros) * 10n ** BigInt(MINOR_DIGITS[amount.currency]);
  return { amountMinor: Number(dividedRounded(numerator, denominator)), currency: "USD" };
}

/**
 * The largest dollar price (cents) whose conversion shows at most `major` units of the currency:
 * the visitor's price bound turned into one the index on tours.price_minor can serve.
 */
export function usdBoundFor(major: number, perUsdMicros: number, currency: CurrencyCode): number {
  const halfStep = BigInt(ROUNDING_STEP[currency]) * BigInt(RATE_SCALE);
  // converted < major + step / 2  ⇔  cents × micros < (major + step / 2) × 100 × RATE_SCALE
  const limit = (BigInt(Math.max(0, Math.floor(major))) * 2n * BigInt(RATE_SCALE) + halfStep) * 100n;
  const cents = (limit - 1n) / (2n * BigInt(perUsdMicros));
  return Number(cents > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : cents);
}

/**
 * What a tour's price shows in the visitor's currency and language (`formatMoney`): the explicit
 * price in that currency if the tour has one, else the dollar price converted at the rate in
 * force, marked "≈", else (no rate) dollars. A currency never shows `$` but the US dollar.
 */
export function displayPrice(
  usd: Money,
  currency: CurrencyCode,
  explicit: Money | undefined,
  rate: ExchangeRate | undefined,
  locale: Locale,
): PriceDisplay {
  if (currency === usd.currency) return { text: formatMoney(usd, locale), approximate: false };
  if (explicit) return { text: formatMoney(explicit, locale), approximate: false };
  if (!rate) return { text: formatMoney(usd, locale), approximate: false };
  return { text: formatMoney(convertFromUsd(usd, currency, rate.perUsdMicros), locale, { approximate: true }), approximate: true };
}

/** Today in UTC as YYYY-MM-DD: the day whose rates apply. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A rate in millionths as a person writes it: 89500, 189.5. */
export function rateText(perUsdMicros: number): string {
  return (perUsdMicros / RATE_SCALE).toLocaleString("en-US", { maximumFractionDigits: 6 });
}

/**
 * The /tours price slider in the visitor's currency (issue #11): the dollar range converted at the
 * day's rate, in 50 steps of a round amount. Dollars, or no rate, keep the spec's range.
 */
export function priceFilterFor(currency: CurrencyCode, perUsdMicros: number | undefined): PriceRange {
  if (currency === "USD" || perUsdMicros === undefined) return PRICE_FILTER;
  const steps = (PRICE_FILTER.max - PRICE_FILTER.min) / PRICE_FILTER.step;
  const widest = toMajorUnits(convertFromUsd(money(PRICE_FILTER.max), currency, perUsdMicros));
  const round = ROUNDING_STEP[currency];
  const step = Math.max(round, Math.ceil(widest / steps / round) * round);
  return { min: 0, max: step * steps, step };
}

/**
 * The price slider's words (issue #23): each step's amount as the page's language writes it,
 * so the browser never formats a price (see `PublicTour`); `value` is the amount the list is
 * filtered by, which an older link may set between two steps.
 */
export type PriceSliderLabels = { readonly steps: readonly string[]; readonly value: string };

export function priceSliderLabels(range: PriceRange, currency: CurrencyCode, locale: Locale, value: number): PriceSliderLabels {
  const count = Math.round((range.max - range.min) / range.step) + 1;
  const steps = Array.from({ length: count }, (_, index) => formatMoney(money(range.min + index * range.step, currency), locale));
  return { steps, value: formatMoney(money(value, currency), locale) };
}

/** The words for an amount on the slider: the filter's own, else its step's. */
export function priceSliderLabel(range: PriceRange, labels: PriceSliderLabels, value: number, filtered: number): string {
  if (value === filtered) return labels.value;
  const index = Math.min(labels.steps.length - 1, Math.max(0, Math.round((value - range.min) / range.step)));
  return labels.steps[index] ?? labels.value;
}

/** What the switcher shows, written by the public layout's loader (currencySwitcher), so its words add no script. */
export type CurrencySwitcherData = { current: string; label: string; change: string; choices: { value: string; label: string }[] };
