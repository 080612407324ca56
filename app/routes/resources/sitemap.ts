import { sitemapXml, type SitemapEntry } from "~/domain/sitemap";
import { getEnv } from "~/server/env.server";
import { listPublicDestinations, listPublicServices, listPublicTours } from "~/server/public-catalogue.server";

const STATIC_PAGES = ["/", "/about", "/destinations", "/tours", "/services", "/contact"] as const;

/** Every public page; detail pages carry their record's last change as lastmod. */
export async function loader() {
  const [destinations, tours, services] = await Promise.all([listPublicDestinations(), listPublicTours(), listPublicServices()]);
  const latest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined);
  const catalogueChanged = latest([...destinations, ...tours].map((record) => record.updatedAt));
  const lastChange: Record<(typeof STATIC_PAGES)[number], Date | undefined> = {
    "/": catalogueChanged,
    "/about": undefined,
    "/destinations": latest(destinations.map((record) => record.updatedAt)),
    "/tours": latest(tours.map((record) => record.updatedAt)),
    "/services": latest(services.map((record) => record.updatedAt)),
    "/contact": undefined,
  };
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastModified: lastChange[path] })),
    ...destinations.map((destination) => ({ path: `/destinations/${destination.id}`, lastModified: destination.updatedAt })),
    ...tours.map((tour) => ({ path: `/tours/${tour.id}`, lastModified: tour.updatedAt })),
  ];
  return new Response(sitemapXml(getEnv().SITE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
