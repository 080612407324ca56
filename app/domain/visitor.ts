import { currencyFromCookieHeader } from "./currencies";
import { localeOfPath, type Locale } from "./locale";
import type { CurrencyCode } from "./money";

/*
 * Who is asking for a public page (issue #25 §3, decision 0052): the language of its address,
 * the currency its cookie names, whether it asks for a staff preview, and the agency's day.
 * The public layout's middleware puts one Visitor in the router context for every loader and
 * action; the page cache keys its pages on the same reading of the address and cookie, so the
 * two never disagree on who the visitor is.
 */

/** The URL parameter that asks for a staff preview (`?preview=1`, or `?preview=<id>` on the services list). */
export const PREVIEW_PARAM = "preview";

/** What the address and the Cookie header alone say of a visitor, before any session is read. */
export type VisitorSignals = {
  /** From the path's prefix: `/fr/…` French, `/ar/…` Arabic, anything else English. */
  locale: Locale;
  /** From the currency cookie: no cookie or an unknown currency is dollars. */
  currency: CurrencyCode;
  /** Whether the query asks for a staff preview; only a staff session makes it one. */
  previewAsked: boolean;
};

/** A public request's visitor, as every public loader and action reads it. */
export type Visitor = {
  locale: Locale;
  currency: CurrencyCode;
  /** A signed-in staff member's preview of drafts, on the pages that show them (decision 0028). */
  preview: boolean;
  /** Today on the agency's calendar (YYYY-MM-DD), one day for the whole request. */
  today: string;
};

/** The visitor an address (path and query, `/fr/tours?q=x`) and a Cookie header describe. */
export function visitorSignals(address: string, cookieHeader: string | null | undefined): VisitorSignals {
  const queryAt = address.indexOf("?");
  const query = queryAt === -1 ? "" : address.slice(queryAt + 1).split("#", 1)[0]!;
  return {
    locale: localeOfPath(address),
    currency: currencyFromCookieHeader(cookieHeader),
    previewAsked: query !== "" && new URLSearchParams(query).has(PREVIEW_PARAM),
  };
}
