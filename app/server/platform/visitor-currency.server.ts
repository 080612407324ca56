import type { CurrencySwitcherData } from "~/domain/currencies";
import { CURRENCY_NAMES } from "~/content/currency";
import { CURRENCY_COOKIE } from "~/domain/currencies";
import type { Locale } from "~/domain/locale";
import { CURRENCIES, type CurrencyCode } from "~/domain/money";
import { translatorFor } from "./messages.server";
import { secureCookies, siteCookieHeader } from "~/server/accounts/session.server";

/*
 * The visitor's currency (issue #11; decision 0025): a cookie, not a session, so the page
 * cache still answers, keyed by it. Read once per request with the rest of the visitor
 * (domain/visitor.ts, decision 0052).
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** On https `__Host-` prefixed, like every cookie of the site (decision 0020). */
export function currencyCookieName(): string {
  return secureCookies() ? `__Host-${CURRENCY_COOKIE}` : CURRENCY_COOKIE;
}

/** The Set-Cookie value that remembers a choice for a year. */
export function currencyCookieHeader(currency: CurrencyCode): string {
  return siteCookieHeader(currencyCookieName(), currency, ONE_YEAR_SECONDS);
}

/** The header's switcher in the page's language, as the public layout's loader hands it over. */
export function currencySwitcher(current: CurrencyCode, locale: Locale): CurrencySwitcherData {
  const t = translatorFor(locale);
  return {
    current,
    label: t("currency.switcherLabel"),
    change: t("currency.change"),
    choices: CURRENCIES.map((code) => ({ value: code, label: CURRENCY_NAMES[code] })),
  };
}
