/**
 * The site's languages (issue #11). English keeps the spec's paths (`/tours`); French and
 * Arabic live under `/fr/…` and `/ar/…` with the same ids. The admin area stays English.
 */
export const LOCALES = ["en", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name, as the language switcher and the admin forms label it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Arabic is written right to left. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The language a public path is in, from its first segment: `/fr/tours` is French, `/tours`
 * English. A first segment that is not a prefix (`/tours`, `/xx`) means English: whether `/xx`
 * exists is the router's business.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A path without its language prefix: `/fr/tours?q=x` is `/tours?q=x`, `/fr` is `/`. */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** A spec path in a language: `localizedPath("/tours", "fr")` is `/fr/tours`, `("/", "ar")` is `/ar`. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}` : bare.startsWith("/?") || bare.startsWith("/#") ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

/** Whether a first path segment is a language prefix: `fr` and `ar`, not `en` (English has none). */
export function isPathPrefix(segment: string): boolean {
  return segment !== DEFAULT_LOCALE && isLocale(segment);
}
