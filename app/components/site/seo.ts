import type { MetaDescriptor } from "react-router";
import { COMPANY } from "~/content/company";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "~/domain/locale";
import { absoluteUrl } from "~/domain/site-links";
import type { Messages } from "~/messages/en";

// Pages and components build their links with it from here, beside the rest of the head tags.
export { absoluteUrl };

type PageSeo = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /**
   * The page's spec path, e.g. "/tours/bali-island-escape", without the language prefix (added
   * here for the page's language); query strings are left out of canonical links.
   */
  path: string;
  /** A picture for link previews: an absolute URL or a path on this site. */
  image?: string;
  /** Open Graph type: "website" unless the page is about one thing. */
  type?: "website" | "article";
  /** Structured data (schema.org objects) for search engines. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
};

type MetaMatchLike = { id: string; loaderData?: unknown };

/** The site's public address, from the root loader (SITE_URL). */
export function siteUrlFrom(matches: readonly (MetaMatchLike | undefined)[]): string {
  return rootData(matches)?.siteUrl ?? "";
}

type RootData = { siteUrl?: string; locale?: Locale; messages?: Messages };

/** The public layout's loader data as far as the company name goes (site content, issue #11). */
type LayoutData = { contact?: { companyName?: string } } | undefined;

/** The company name as admins set it, from the public layout's data; the compiled name without it (its own error page). */
export function companyNameOf(layout: unknown): string {
  return (layout as LayoutData)?.contact?.companyName ?? COMPANY.name;
}

function companyNameFrom(matches: readonly (MetaMatchLike | undefined)[]): string {
  return companyNameOf(matches.find((match) => match?.id === "routes/public/layout")?.loaderData);
}

function rootData(matches: readonly (MetaMatchLike | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** The page's language, from the root loader. */
export function localeFrom(matches: readonly (MetaMatchLike | undefined)[]): Locale {
  return rootData(matches)?.locale ?? DEFAULT_LOCALE;
}

/** The catalogue sections with a page's title and description for search engines. */
export type MetaNamespace = {
  [K in keyof Messages]: Messages[K] extends { metaTitle: string; metaDescription: string } ? K : never;
}[keyof Messages];

/**
 * A page's title and description in its language, for a meta export (where hooks cannot run).
 * They have no arguments, and a plain text compiles to itself (messages.test.ts checks), so
 * they are read as they are, without a translator in the browser's bundle.
 */
export function metaTexts(
  matches: readonly (MetaMatchLike | undefined)[],
  namespace: MetaNamespace,
): { title: string; description: string } {
  // The root's messages, or the page's own when the namespace is one only its page gets (decision 0033).
  const texts = [...matches]
    .reverse()
    .map((match) => (match?.loaderData as { messages?: Partial<Messages> } | undefined)?.messages?.[namespace])
    .find((found) => found !== undefined);
  return { title: texts?.metaTitle ?? "", description: texts?.metaDescription ?? "" };
}

/** Open Graph names languages with their region. */
const OG_LOCALE: Record<Locale, string> = { en: "en_US", fr: "fr_FR", ar: "ar_LB" };

/**
 * Everything a public page puts in <head> for search engines and link previews: title,
 * description, canonical link, Open Graph and Twitter tags, and JSON-LD.
 * Use from a route's meta export: `meta = ({ matches }) => pageMeta(matches, {...})`.
 */
export function pageMeta(matches: readonly (MetaMatchLike | undefined)[], page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeFrom(matches);
  const brand = companyNameFrom(matches);
  const fullTitle = page.path === "/" ? `${brand} | ${page.title}` : `${page.title} | ${brand}`;
  const canonical = absoluteUrl(siteUrl, localizedPath(page.path, locale));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // Every language version of the page, English also as the default for other languages.
    ...LOCALES.map((version) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: version,
      href: absoluteUrl(siteUrl, localizedPath(page.path, version)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, page.path) },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(siteUrl, page.image) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const item of page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd]) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", inLanguage: locale, ...item } });
  }
  return tags;
}

/** Meta descriptions read best under ~160 characters (the detail pages' words are in app/messages). */
export function metaDescription(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
