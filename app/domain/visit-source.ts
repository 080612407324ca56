/*
 * Where a visit came from (issue #28; decision 0060): the referrer's host and the `utm_*`
 * parameters of the page a visitor landed on, kept in a first-party cookie until they send an
 * enquiry, which records them with the page it was sent from. Pure rules: what counts as a
 * landing, what the cookie may hold (length-capped, plain printable text, nothing else), and
 * the page a form was sent from.
 */

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** What the cookie holds, and an enquiry keeps beside its page. Null: not known. */
export type VisitSource = { referrerHost: string | null } & Record<UtmField, string | null>;

/** An enquiry's source as stored: the page it was sent from and the visit's source. */
export type EnquirySource = VisitSource & { page: string | null };

/** The cookie's name before the `__Host-` prefix (https): `cw_` like every cookie of the site. */
export const VISIT_SOURCE_COOKIE = "cw_source";

/** The columns' widths (migration 0040): a utm value at most 100 characters, a host 255, a page 300. */
export const SOURCE_LIMITS = { utm: 100, host: 255, page: 300 } as const;

/**
 * A stored value's encoded bytes at most: keeps the whole cookie under 2 kB (browsers keep 4 kB a
 * cookie) whatever the alphabet (an Arabic letter is 6 bytes encoded).
 */
const MAX_ENCODED_VALUE = 300;

/** The cookie's short keys, so the cookie holds nothing but these values. */
const COOKIE_KEYS: Record<keyof VisitSource, string> = {
  referrerHost: "r",
  utm_source: "s",
  utm_medium: "m",
  utm_campaign: "c",
  utm_term: "t",
  utm_content: "n",
};

const NOTHING: VisitSource = {
  referrerHost: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
};

/**
 * A value as kept: control and format characters out, runs of spaces one space, trimmed, cut to
 * `max` characters (whole code points) and to `maxEncoded` encoded bytes (what a cookie may
 * hold, MAX_ENCODED_VALUE); null when empty.
 */
export function plainValue(
  value: string | null | undefined,
  max: number = SOURCE_LIMITS.utm,
  maxEncoded: number = MAX_ENCODED_VALUE,
): string | null {
  if (typeof value !== "string") return null;
  let points = Array.from(
    value
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu, "")
      .replace(/\s+/gu, " ")
      .trim(),
  ).slice(0, max);
  while (points.length > 0 && encodeURIComponent(points.join("")).length > maxEncoded) points = points.slice(0, -1);
  const kept = points.join("").trim();
  return kept === "" ? null : kept;
}

/** A host name as kept: lower case letters, digits, dots and hyphens (a URL gives it in punycode), or null. */
export function plainHost(host: string | null | undefined): string | null {
  if (typeof host !== "string") return null;
  const lower = host.toLowerCase();
  return /^[a-z0-9.-]{1,255}$/.test(lower) && /[a-z0-9]/.test(lower) ? lower : null;
}

/** The host of an http(s) address, or null for anything else (a missing or malformed Referer, `android-app:`…). */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? plainHost(url.hostname) : null;
  } catch {
    return null;
  }
}

/** Whether a query string names any utm_* parameter. */
export function hasUtm(query: URLSearchParams): boolean {
  return UTM_FIELDS.some((field) => query.has(field));
}

/** The same query without its utm_* parameters (`?` included, or "" when nothing is left). */
export function queryWithoutUtm(query: URLSearchParams): string {
  const kept = new URLSearchParams(query);
  for (const field of UTM_FIELDS) kept.delete(field);
  const text = kept.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * The source of a landing: the referrer's host when it is another site's, and the address's
 * utm_* values; null when the visit came from this site (an internal navigation, whatever its
 * address carries) or brings nothing to record (typed in, a bookmark).
 */
export function landingSource(query: URLSearchParams, referer: string | null | undefined, ownHosts: readonly string[]): VisitSource | null {
  const referrerHost = hostOf(referer);
  if (referrerHost !== null && ownHosts.includes(referrerHost)) return null;
  const source: VisitSource = { ...NOTHING, referrerHost };
  for (const field of UTM_FIELDS) source[field] = plainValue(query.get(field));
  return isEmpty(source) ? null : source;
}

function isEmpty(source: VisitSource): boolean {
  return Object.values(source).every((value) => value === null);
}

/** The cookie's value: its short keys and the kept values, as a query string. */
export function visitSourceCookieValue(source: VisitSource): string {
  const pairs = new URLSearchParams();
  for (const [field, key] of Object.entries(COOKIE_KEYS) as [keyof VisitSource, string][]) {
    const value = source[field];
    if (value !== null) pairs.set(key, value);
  }
  return pairs.toString();
}

/** The largest cookie value read: anything longer is not one this site wrote. */
const MAX_COOKIE_VALUE = 4096;

/**
 * A cookie's value read back, each value checked again as it was kept (a browser or a person may
 * have changed it); null when it is missing, oversized, unreadable or holds nothing.
 */
export function readVisitSource(value: string | null | undefined): VisitSource | null {
  if (typeof value !== "string" || value === "" || value.length > MAX_COOKIE_VALUE) return null;
  let pairs: URLSearchParams;
  try {
    pairs = new URLSearchParams(value);
  } catch {
    return null;
  }
  const source: VisitSource = { ...NOTHING, referrerHost: plainHost(pairs.get(COOKIE_KEYS.referrerHost)) };
  for (const field of UTM_FIELDS) source[field] = plainValue(pairs.get(COOKIE_KEYS[field]));
  return isEmpty(source) ? null : source;
}

/**
 * The site path a form was sent from: the Referer's path (no query, no fragment) when it is this
 * site's, otherwise the form's own path; cut to SOURCE_LIMITS.page characters.
 */
export function sourcePage(referer: string | null | undefined, siteOrigins: readonly string[], formPath: string): string {
  let page = formPath;
  if (referer) {
    try {
      const url = new URL(referer);
      if (siteOrigins.includes(url.origin)) page = url.pathname;
    } catch {
      // Not an address: the form's own path.
    }
  }
  // Kept in the database, never in the cookie: no byte cap beyond the column's characters.
  return plainValue(page, SOURCE_LIMITS.page, Infinity) ?? "/";
}

/** An enquiry's source from its visit (or none) and the page it was sent from. */
export function enquirySource(visit: VisitSource | null, page: string): EnquirySource {
  return { ...(visit ?? NOTHING), page };
}
