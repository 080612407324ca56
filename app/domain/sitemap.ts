/** One page in the sitemap: its path on this site and, when known, when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: Date };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** `<tag><loc>…</loc><lastmod>…</lastmod></tag>` lines under a root element, as sitemaps.org writes both kinds of file. */
function sitemapDocument(
  root: "urlset" | "sitemapindex",
  tag: "url" | "sitemap",
  siteUrl: string,
  entries: readonly SitemapEntry[],
): string {
  const base = siteUrl.replace(/\/+$/, "");
  const lines = entries.map((entry) => {
    const lastmod =
      entry.lastModified && !Number.isNaN(entry.lastModified.getTime()) ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <${tag}><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</${tag}>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</${root}>\n`;
}

/** A sitemaps.org urlset for the given pages under the site's address (no trailing slash needed). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  return sitemapDocument("urlset", "url", siteUrl, entries);
}

/** A sitemaps.org sitemap index naming the given sitemap files under the site's address. */
export function sitemapIndexXml(siteUrl: string, files: readonly SitemapEntry[]): string {
  return sitemapDocument("sitemapindex", "sitemap", siteUrl, files);
}

/**
 * URLs per sitemap file. sitemaps.org allows 50,000 (and 50 MB); a fifth of that keeps each
 * file about a megabyte, read in one short query.
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
