import {
  parseSitemapPart,
  SITEMAP_URLS_PER_FILE,
  sitemapIndexXml,
  sitemapPartPath,
  sitemapParts,
  sitemapXml,
  type SitemapEntry,
  type SitemapRecordKind,
} from "~/domain/sitemap";
import { getEnv } from "~/server/platform/env.server";
import { listPublicRecordIds, publicRecordStats } from "~/server/catalogue/public-catalogue.server";
import type { Route } from "./+types/sitemap";

const STATIC_PAGES = [
  "/",
  "/about",
  "/destinations",
  "/tours",
  "/services",
  "/contact",
  // The enquiry forms (issue #13).
  "/enquire/tour",
  "/enquire/air",
  "/enquire/cargo",
  "/enquire/visa",
] as const;

/**
 * /sitemap.xml is a sitemap index, at any catalogue size: it names the file of the site's own
 * pages and one file per SITEMAP_URLS_PER_FILE destinations or tours, each served here as
 * /sitemap.xml?part=…, so no request reads more than one file's worth of records.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const name = new URL(request.url).searchParams.get("part");
  const siteUrl = getEnv().SITE_URL;
  if (name === null) {
    const [destinations, tours] = await Promise.all([publicRecordStats("destinations"), publicRecordStats("tours")]);
    const files = sitemapParts({ destinations: destinations.count, tours: tours.count }).map((part) => ({ path: sitemapPartPath(part) }));
    return xmlResponse(sitemapIndexXml(siteUrl, files));
  }
  const part = parseSitemapPart(name);
  if (part === null) return notFound();
  if (part.kind === "pages") return xmlResponse(sitemapXml(siteUrl, await pageEntries()));
  const entries = await recordEntries(part.kind, part.file);
  return entries.length === 0 ? notFound() : xmlResponse(sitemapXml(siteUrl, entries));
}

/** The site's own pages; a list page carries its records' last change as lastmod. */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [destinations, tours, services] = await Promise.all([
    publicRecordStats("destinations"),
    publicRecordStats("tours"),
    publicRecordStats("services"),
  ]);
  const catalogueChanged = [destinations.lastChange, tours.lastChange].reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
  const lastChange: Record<(typeof STATIC_PAGES)[number], Date | null> = {
    "/": catalogueChanged,
    "/about": null,
    "/destinations": destinations.lastChange,
    "/tours": tours.lastChange,
    "/services": services.lastChange,
    "/contact": null,
    "/enquire/tour": tours.lastChange,
    "/enquire/air": null,
    "/enquire/cargo": null,
    "/enquire/visa": null,
  };
  return STATIC_PAGES.map((path) => ({ path, lastModified: lastChange[path] ?? undefined }));
}

/** The n-th file of a kind's detail pages, each with its record's last change. */
async function recordEntries(kind: SitemapRecordKind, file: number): Promise<SitemapEntry[]> {
  const records = await listPublicRecordIds(kind, (file - 1) * SITEMAP_URLS_PER_FILE, SITEMAP_URLS_PER_FILE);
  return records.map((record) => ({ path: `/${kind}/${encodeURIComponent(record.id)}`, lastModified: record.updatedAt }));
}

function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}

function notFound(): Response {
  return new Response(null, { status: 404 });
}
