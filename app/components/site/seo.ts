import type { MetaDescriptor } from "react-router";
import { COMPANY } from "~/content/company";

type PageSeo = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The page's path on this site, e.g. "/tours/bali-island-escape"; query strings are left out of canonical links. */
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
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Everything a public page puts in <head> for search engines and link previews: title,
 * description, canonical link, Open Graph and Twitter tags, and JSON-LD.
 * Use from a route's meta export: `meta = ({ matches }) => pageMeta(matches, {...})`.
 */
export function pageMeta(matches: readonly (MetaMatchLike | undefined)[], page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const fullTitle = page.path === "/" ? `${COMPANY.name} | ${page.title}` : `${page.title} | ${COMPANY.name}`;
  const canonical = absoluteUrl(siteUrl, page.path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(siteUrl, page.image) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const item of page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd]) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  }
  return tags;
}
