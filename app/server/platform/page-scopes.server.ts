/*
 * Which kept pages a write can change (issue #24, docs/decisions/0049-page-cache-scopes.md).
 * A public page is known by its kind, from its path alone, and for a destination's page by the
 * destination's id; a write names the kinds (and destinations) it can change, or "all". A page
 * of no known kind (about, contact, the 404 page…) goes only with a site-wide change, so a new
 * page that shows catalogue records must get a kind here, and every write that changes those
 * records must name it.
 */

export type PageKind =
  | "home"
  | "tours" // the tour list, with its filters and pages
  | "tour" // every tour's page: each shows other tours of its destination
  | "destinations"
  | "destination"
  | "services"
  | "enquire" // the enquiry forms: the tour form offers every tour and its departures
  | "sitemap";

/** Pages of one kind; of a destination's page, that destination's alone when `id` is given. */
export type PageScope = { kind: PageKind; id?: string };

/** What a committed write may have changed: every page, or the pages of these scopes. */
export type PagesChanged = "all" | readonly PageScope[];

type PageOfPath = { kind: PageKind; id?: string };

/** The language prefixes of the public site; English has none (app/domain/locale.ts). */
const LANGUAGE_PREFIXES = new Set(["fr", "ar"]);

/**
 * The kind of the page at a path (with or without its query), or null when only a site-wide
 * change drops it. The router matches paths without regard to case or a trailing slash, and
 * decodes ids, so this does too: a doubt makes the page of a kind a write drops, never of none.
 */
export function pageOfPath(path: string): PageOfPath | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  let segments: string[];
  try {
    segments = pathname
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return null;
  }
  if (segments.length > 0 && LANGUAGE_PREFIXES.has(segments[0]!)) segments.shift();
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: "home" };
  if (first === "sitemap.xml" && second === undefined) return { kind: "sitemap" };
  if (first === "enquire") return { kind: "enquire" };
  if (rest.length > 0) return null;
  if (first === "tours") return second === undefined ? { kind: "tours" } : { kind: "tour", id: second };
  if (first === "destinations") return second === undefined ? { kind: "destinations" } : { kind: "destination", id: second };
  if (first === "services" && second === undefined) return { kind: "services" };
  return null;
}

/** Whether a write that changed `pages` may have changed the page at `path`. */
export function pageChangedBy(path: string, pages: PagesChanged): boolean {
  if (pages === "all") return true;
  const page = pageOfPath(path);
  if (!page) return false;
  return pages.some((scope) => scope.kind === page.kind && (scope.id === undefined || scope.id.toLowerCase() === page.id));
}

/** Both changes together. */
export function mergePagesChanged(a: PagesChanged, b: PagesChanged): PagesChanged {
  if (a === "all" || b === "all") return "all";
  return [...a, ...b];
}

/**
 * A tour's card and facts show on its own page, on every other tour page of its destination
 * ("more tours"; every tour page is dropped, since a tour may move between destinations), on
 * the tour list, on its destination's page (before and after a move), on the home page while
 * featured (before or after the write), in the enquiry forms and in the sitemap. Its
 * departures (dates, seats left) show in the same places.
 */
export function tourPagesChanged(tours: readonly { destinationId: string; featured: boolean }[]): PageScope[] {
  const pages: PageScope[] = [{ kind: "tour" }, { kind: "tours" }, { kind: "enquire" }, { kind: "sitemap" }];
  for (const destinationId of new Set(tours.map((tour) => tour.destinationId))) pages.push({ kind: "destination", id: destinationId });
  if (tours.some((tour) => tour.featured)) pages.push({ kind: "home" });
  return pages;
}

/** Services show on their list, on the home page (all of them) and in the sitemap. */
export const SERVICE_PAGES: readonly PageScope[] = [{ kind: "services" }, { kind: "home" }, { kind: "sitemap" }];
