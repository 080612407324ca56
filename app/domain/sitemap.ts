import { DEFAULT_LOCALE, LOCALES, localizedPath } from "./locale";

/** One page in the sitemap: its path on this site and, when known, when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: Date };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

function lastmodOf(entry: SitemapEntry): string {
  return entry.lastModified && !Number.isNaN(entry.lastModified.getTime()) ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
}

function document(root: string, namespaces: string, lines: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${namespaces}>\n${lines.join("\n")}\n</${root}>\n`;
}

const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * A sitemaps.org urlset for the given pages under the site's address (no trailing slash
 * needed): each page in every language (`/tours`, `/fr/tours`, `/ar/tours`), each URL naming
 * all its language versions as `xhtml:link` alternates, English also as x-default.
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, "");
  const url = (path: string) => escapeXml(`${base}${path}`);
  const lines = entries.flatMap((entry) => {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(entry.path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localizedPath(entry.path, DEFAULT_LOCALE))}"/>`,
    ].join("");
    return LOCALES.map((locale) => `  <url><loc>${url(localizedPath(entry.path, locale))}</loc>${lastmodOf(entry)}${alternates}</url>`);
  });
  return document("urlset", `${SITEMAP_NS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`, lines);
}

/** A sitemaps.org sitemap index naming the given sitemap files under the site's address. */
export function sitemapIndexXml(siteUrl: string, files: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, "");
  return document(
    "sitemapindex",
    SITEMAP_NS,
    files.map((file) => `  <sitemap><loc>${escapeXml(`${base}${file.path}`)}</loc>${lastmodOf(file)}</sitemap>`),
  );
}

/**
 * Records per sitemap file, each listed in three languages: 30,000 URLs, within sitemaps.org's
 * 50,000 (and 50 MB), read in one short query.
 */
export const SITEMAP_URLS_PER_FILE = 10_000;

/** The record kinds with a page each, listed in sitemap files of their own. */
export const SITEMAP_RECORD_KINDS = ["destinations", "tours"] as const;
export type SitemapRecordKind = (typeof SITEMAP_RECORD_KINDS)[number];

/**
 * One sitemap file: the site's own pages, or the n-th (from 1) file of a kind's records.
 * Every file is served from /sitemap.xml?part=…, so it sits at the site's root and may, by
 * sitemaps.org's rule, list any page of the site.
 */
export type SitemapPart = { kind: "pages" } | { kind: SitemapRecordKind; file: number };

export function sitemapPartName(part: SitemapPart): string {
  return part.kind === "pages" ? "pages" : `${part.kind}-${part.file}`;
}

export function sitemapPartPath(part: SitemapPart): string {
  return `/sitemap.xml?part=${sitemapPartName(part)}`;
}

/** `pages`, `tours-3`…; anything else is null. */
export function parseSitemapPart(name: string): SitemapPart | null {
  if (name === "pages") return { kind: "pages" };
  const match = /^(destinations|tours)-([1-9]\d{0,5})$/.exec(name);
  return match ? { kind: match[1] as SitemapRecordKind, file: Number(match[2]) } : null;
}

/** How many files a kind with this many records takes. */
export function sitemapFileCount(records: number): number {
  return Math.ceil(records / SITEMAP_URLS_PER_FILE);
}

/** Every sitemap file, given how many records of each kind there are: the pages first. */
export function sitemapParts(counts: Record<SitemapRecordKind, number>): SitemapPart[] {
  return [
    { kind: "pages" },
    ...SITEMAP_RECORD_KINDS.flatMap((kind) =>
      Array.from({ length: sitemapFileCount(counts[kind]) }, (_, index) => ({ kind, file: index + 1 })),
    ),
  ];
}
