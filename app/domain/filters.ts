import type { Destination, Tour } from "./catalogue";
import { toMajorUnits } from "./money";
import { matchesSearch } from "./lists";
import { parseMonth } from "./departures";

/** docs/product-spec.md §9: the tours price slider and duration sliders. */
export const PRICE_FILTER = { min: 0, max: 5000, step: 100 } as const;
export const DURATION_FILTER = { min: 0, max: 20, step: 1 } as const;

export type PriceRange = { readonly min: number; readonly max: number; readonly step: number };

/** Cards on one page of a public list: four rows of the three-column grid, six of two. */
export const LIST_PAGE_SIZE = 12;

export type DestinationFilter = { q: string; continent: string };

/**
 * The orders the tours list offers (issue #23): by name (the default), by price either way, by
 * the next open departure (tours without one last) and by duration, shortest first.
 */
export const TOUR_SORTS = ["title", "price", "price-desc", "departure", "duration"] as const;
export type TourSort = (typeof TOUR_SORTS)[number];

/** At most this many words of a search are looked for: each is a condition of its own. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search text, each to be found somewhere in a record (issue #23): "loire paris"
 * finds "Paris and the Loire Valley". Repeated words count once.
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.trim().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

export type TourFilter = {
  q: string;
  destination: string;
  maxPrice: number;
  minDays: number;
  maxDays: number;
  /** "Departing in" (issue #12): YYYY-MM, tours with an open departure that month; "" for any. */
  month: string;
  /** The list's order; the name when absent. */
  sort?: TourSort;
};

function clampedInt(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function text(raw: string | null): string {
  return (raw ?? "").trim().slice(0, 100);
}

/** Filters come from the URL; anything out of range is clamped rather than refused. */
export function parseDestinationFilter(params: URLSearchParams): DestinationFilter {
  const continent = text(params.get("continent"));
  return { q: text(params.get("q")), continent: continent.toLowerCase() === "all" ? "" : continent };
}

/** `range`: the price slider's, in the visitor's currency (priceFilterFor). */
export function parseTourFilter(params: URLSearchParams, range: PriceRange = PRICE_FILTER): TourFilter {
  const destination = text(params.get("destination"));
  let minDays = clampedInt(params.get("minDays"), DURATION_FILTER.min, DURATION_FILTER.max, DURATION_FILTER.min);
  let maxDays = clampedInt(params.get("maxDays"), DURATION_FILTER.min, DURATION_FILTER.max, DURATION_FILTER.max);
  if (minDays > maxDays) [minDays, maxDays] = [maxDays, minDays];
  return {
    q: text(params.get("q")),
    destination: destination.toLowerCase() === "all" ? "" : destination,
    maxPrice: clampedInt(params.get("maxPrice"), range.min, range.max, range.max),
    minDays,
    maxDays,
    month: parseMonth(params.get("month")),
    sort: TOUR_SORTS.find((sort) => sort === params.get("sort")) ?? "title",
  };
}

export function isAdvancedTourFilter(filter: TourFilter, range: PriceRange = PRICE_FILTER): boolean {
  return filter.maxPrice !== range.max || filter.minDays !== DURATION_FILTER.min || filter.maxDays !== DURATION_FILTER.max;
}

/** `?…` of some parameters, or "" for none; a page after the first is added last as `page`. */
function queryString(params: URLSearchParams, page: number): string {
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The query string of a filter (and a page of its results), leaving defaults out so shared links stay short. */
export function tourFilterQuery(filter: TourFilter, page = 1, range: PriceRange = PRICE_FILTER): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.destination) params.set("destination", filter.destination);
  if (filter.maxPrice !== range.max) params.set("maxPrice", String(filter.maxPrice));
  if (filter.minDays !== DURATION_FILTER.min) params.set("minDays", String(filter.minDays));
  if (filter.maxDays !== DURATION_FILTER.max) params.set("maxDays", String(filter.maxDays));
  if (filter.month) params.set("month", filter.month);
  if (filter.sort && filter.sort !== "title") params.set("sort", filter.sort);
  return queryString(params, page);
}

/** The query string of a destination filter (and a page of its results), leaving defaults out. */
export function destinationFilterQuery(filter: DestinationFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.continent) params.set("continent", filter.continent);
  return queryString(params, page);
}

/*
 * What the public filters mean, over records in memory. The lists filter in SQL
 * (app/server/catalogue/public-catalogue.server.ts); the integration tests hold those queries to these
 * definitions on random catalogues.
 */

/** Public destinations: search over title, country and description; continent exact. */
export function filterDestinations(destinations: readonly Destination[], filter: DestinationFilter): Destination[] {
  return destinations.filter(
    (destination) =>
      matchesSearch(filter.q, [destination.title, destination.country, destination.description]) &&
      (!filter.continent || destination.continent.toLowerCase() === filter.continent.toLowerCase()),
  );
}

/** The distinct continents, sorted, for the dropdown. */
export function continentsOf(destinations: readonly Destination[]): string[] {
  return [...new Set(destinations.map((destination) => destination.continent))].sort((a, b) => a.localeCompare(b));
}

/**
 * A tour's destination filter is a destination id (the dropdown) or, from the home page's
 * search box, free text matched against the destination's title. A value that is some
 * tour's destination id is only that id, so choosing "Paris" never also lists "Disneyland Paris".
 */
function matchesDestination(tour: Pick<Tour, "destination" | "destinationId">, destination: string, isId: boolean): boolean {
  if (!destination) return true;
  if (isId) return tour.destinationId === destination;
  return matchesSearch(destination, [tour.destination]);
}

/**
 * Public tours: search text, destination, price at or below, duration in range. The month
 * needs the tours' departures and is defined by hasOpenDepartureIn (departures.server.ts)
 * alone; here it is left out, as is the order (the list's SQL alone sorts by price or date).
 * The spec's tour search covers title and description; it also covers the destination's name
 * here because the home page's hero search sends the visitor's destination text as `q`
 * ("/tours?q=bali"), and a visitor typing a place expects that place's tours. Since issue #23
 * every word of the search must be found, each anywhere: in those, or in `placeOf` the tour
 * (its destination's country and continent, the translations of its and its destination's
 * names).
 */
export function filterTours<T extends Pick<Tour, "title" | "description" | "destination" | "destinationId" | "price" | "duration">>(
  tours: readonly T[],
  filter: TourFilter,
  placeOf: (tour: T) => readonly string[] = () => [],
): T[] {
  const isId = tours.some((tour) => tour.destinationId === filter.destination);
  const words = searchWords(filter.q);
  return tours.filter(
    (tour) =>
      words.every((word) => matchesSearch(word, [tour.title, tour.description, tour.destination, ...placeOf(tour)])) &&
      matchesDestination(tour, filter.destination, isId) &&
      toMajorUnits(tour.price) <= filter.maxPrice &&
      tour.duration >= filter.minDays &&
      tour.duration <= filter.maxDays,
  );
}

/** The distinct destinations that have tours, for the dropdown. */
export function tourDestinationsOf(tours: readonly Pick<Tour, "destination" | "destinationId">[]): { id: string; title: string }[] {
  const byId = new Map<string, string>();
  for (const tour of tours) byId.set(tour.destinationId, tour.destination);
  return [...byId].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
