import { describe, expect, test } from "vitest";
import type { Destination, Tour } from "./catalogue";
import {
  continentsOf,
  destinationFilterQuery,
  DURATION_FILTER,
  filterDestinations,
  filterTours,
  isAdvancedTourFilter,
  parseDestinationFilter,
  parseTourFilter,
  PRICE_FILTER,
  tourDestinationsOf,
  tourFilterQuery,
  type TourFilter,
} from "./filters";
import { money } from "./money";
import { NO_TOUR_DETAILS, NO_TRAVEL_INFO } from "./tour-form-values";

function destination(overrides: Partial<Destination> = {}): Destination {
  return {
    id: "bali",
    title: "Bali",
    description: "Rice terraces and temples.",
    image: "/images/destinations/bali.svg",
    country: "Indonesia",
    continent: "Asia",
    rating: 4.8,
    activities: [],
    featured: false,
    version: 1,
    updatedAt: new Date(0),
    ...NO_TRAVEL_INFO,
    status: "published",
    publishAt: null,
    ...overrides,
  };
}

function tour(overrides: Partial<Omit<Tour, "price">> & { dollars?: number } = {}): Tour {
  const { dollars = 1299, ...rest } = overrides;
  return {
    id: "bali-island-escape",
    title: "Bali Island Escape",
    description: "Eight relaxed days on the island.",
    image: "/images/tours/bali-island-escape.svg",
    destinationId: "bali",
    destination: "Bali",
    duration: 8,
    price: money(dollars),
    groupSize: 12,
    rating: 4.8,
    includedServices: [],
    featured: false,
    version: 1,
    updatedAt: new Date(0),
    ...NO_TOUR_DETAILS,
    status: "published",
    publishAt: null,
    ...rest,
  };
}

const noFilter: TourFilter = { q: "", destination: "", maxPrice: 5000, minDays: 0, maxDays: 20, month: "", sort: "title" };
const params = (query: string) => new URLSearchParams(query);

describe("parseTourFilter", () => {
  test("an empty query string gives the spec's defaults: price up to 5000, 0 to 20 days", () => {
    expect(parseTourFilter(params(""))).toEqual(noFilter);
    expect(PRICE_FILTER).toEqual({ min: 0, max: 5000, step: 100 });
    expect(DURATION_FILTER).toEqual({ min: 0, max: 20, step: 1 });
  });

  test("reads every filter from the URL and trims the texts", () => {
    expect(parseTourFilter(params("q=+sunset+&destination=santorini&maxPrice=2000&minDays=3&maxDays=9"))).toEqual({
      q: "sunset",
      destination: "santorini",
      maxPrice: 2000,
      minDays: 3,
      maxDays: 9,
      month: "",
      sort: "title",
    });
  });

  test("reads the list's order, an unknown one as the name's", () => {
    expect(parseTourFilter(params("sort=price-desc")).sort).toBe("price-desc");
    expect(parseTourFilter(params("sort=departure")).sort).toBe("departure");
    expect(parseTourFilter(params("sort=rating")).sort).toBe("title");
    expect(tourFilterQuery({ ...noFilter, sort: "duration" })).toBe("?sort=duration");
  });

  test("clamps numbers out of range instead of refusing them", () => {
    const filter = parseTourFilter(params("maxPrice=99999&minDays=-4&maxDays=300"));
    expect(filter).toMatchObject({ maxPrice: 5000, minDays: 0, maxDays: 20 });
    expect(parseTourFilter(params("maxPrice=-1")).maxPrice).toBe(0);
  });

  test("ignores numbers that are not numbers, and rounds fractions", () => {
    expect(parseTourFilter(params("maxPrice=cheap&minDays=&maxDays=Infinity"))).toMatchObject({
      maxPrice: 5000,
      minDays: 0,
      maxDays: 20,
    });
    expect(parseTourFilter(params("maxPrice=1249.6&minDays=2.4")).maxPrice).toBe(1250);
    expect(parseTourFilter(params("minDays=2.4")).minDays).toBe(2);
  });

  test("swaps a minimum duration above the maximum so the range still means something", () => {
    expect(parseTourFilter(params("minDays=12&maxDays=5"))).toMatchObject({ minDays: 5, maxDays: 12 });
  });

  test("'All' in the destination dropdown means no destination filter", () => {
    expect(parseTourFilter(params("destination=All")).destination).toBe("");
    expect(parseTourFilter(params("destination=all")).destination).toBe("");
  });

  test("keeps very long search texts to 100 characters", () => {
    expect(parseTourFilter(params(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });
});

describe("tourFilterQuery", () => {
  test("leaves defaults out so a shared link stays short", () => {
    expect(tourFilterQuery(noFilter)).toBe("");
    expect(tourFilterQuery({ ...noFilter, maxPrice: 1500 })).toBe("?maxPrice=1500");
  });

  test("a page after the first comes last, with the filter kept; the first page is the plain filter", () => {
    expect(tourFilterQuery({ ...noFilter, q: "bali", maxPrice: 1500 }, 3)).toBe("?q=bali&maxPrice=1500&page=3");
    expect(tourFilterQuery(noFilter, 2)).toBe("?page=2");
    expect(tourFilterQuery({ ...noFilter, month: "2027-03" })).toBe("?month=2027-03");
    expect(tourFilterQuery({ ...noFilter, q: "bali" }, 1)).toBe("?q=bali");
    expect(destinationFilterQuery({ q: "", continent: "Europe" }, 4)).toBe("?continent=Europe&page=4");
    expect(destinationFilterQuery({ q: "", continent: "" }, 1)).toBe("");
  });

  test("a filter written to the URL and read back is the same filter", () => {
    const filters: TourFilter[] = [
      noFilter,
      { q: "sahara nights", destination: "marrakech", maxPrice: 1500, minDays: 5, maxDays: 10, month: "2027-03", sort: "price" },
      { q: "café & co", destination: "new york", maxPrice: 0, minDays: 0, maxDays: 0, month: "", sort: "title" },
      { q: "", destination: "", maxPrice: 5000, minDays: 20, maxDays: 20, month: "", sort: "departure" },
    ];
    for (const filter of filters) {
      expect(parseTourFilter(new URLSearchParams(tourFilterQuery(filter)))).toEqual(filter);
    }
  });

  test("isAdvancedTourFilter is true only when a slider moved from its default", () => {
    expect(isAdvancedTourFilter(noFilter)).toBe(false);
    expect(isAdvancedTourFilter({ ...noFilter, q: "bali", destination: "bali" })).toBe(false);
    expect(isAdvancedTourFilter({ ...noFilter, maxPrice: 4900 })).toBe(true);
    expect(isAdvancedTourFilter({ ...noFilter, minDays: 1 })).toBe(true);
    expect(isAdvancedTourFilter({ ...noFilter, maxDays: 19 })).toBe(true);
  });
});

describe("filterTours", () => {
  const bali = tour();
  const santorini = tour({
    id: "santorini-sunset-sailing",
    title: "Santorini Sunset Sailing",
    description: "Six days on the caldera.",
    destinationId: "santorini",
    destination: "Santorini",
    duration: 6,
    dollars: 1899,
  });
  const newYork = tour({
    id: "new-york-city-break",
    title: "New York City Break",
    description: "Three packed days in Manhattan.",
    destinationId: "new-york",
    destination: "New York",
    duration: 3,
    dollars: 899,
  });
  const all = [bali, santorini, newYork];
  const ids = (tours: Tour[]) => tours.map((found) => found.id);

  test("with no filter every tour is shown", () => {
    expect(ids(filterTours(all, noFilter))).toEqual(ids(all));
  });

  test("search matches title or description, ignoring case", () => {
    expect(ids(filterTours(all, { ...noFilter, q: "CALDERA" }))).toEqual(["santorini-sunset-sailing"]);
    expect(ids(filterTours(all, { ...noFilter, q: "city break" }))).toEqual(["new-york-city-break"]);
    // The destination's country is a tour search field only as the caller's placeOf gives it.
    expect(ids(filterTours(all, { ...noFilter, q: "Indonesia" }))).toEqual([]);
    expect(ids(filterTours(all, { ...noFilter, q: "Indonesia" }, (found) => (found.id === bali.id ? ["Indonesia", "Asia"] : [])))).toEqual([
      bali.id,
    ]);
  });

  test("every word of the search must be found, each anywhere and in any order", () => {
    expect(ids(filterTours(all, { ...noFilter, q: "break  CITY" }))).toEqual(["new-york-city-break"]);
    expect(ids(filterTours(all, { ...noFilter, q: "manhattan york" }))).toEqual(["new-york-city-break"]);
    expect(ids(filterTours(all, { ...noFilter, q: "manhattan caldera" }))).toEqual([]);
  });

  test("search also matches the destination's name, so the home page's '/tours?q=bali' finds Bali's tours", () => {
    const ubud = tour({ id: "ubud-retreat", title: "Ubud Retreat", description: "Yoga in the hills." });
    expect(ids(filterTours([ubud, santorini, newYork], { ...noFilter, q: "bali" }))).toEqual(["ubud-retreat"]);
    expect(ids(filterTours(all, { ...noFilter, q: "NEW YORK" }))).toEqual(["new-york-city-break"]);
  });

  test("the destination dropdown filters by destination id", () => {
    expect(ids(filterTours(all, { ...noFilter, destination: "new-york" }))).toEqual(["new-york-city-break"]);
  });

  test("the home page's free text filters by the destination's title, ignoring case", () => {
    expect(ids(filterTours(all, { ...noFilter, destination: "new york" }))).toEqual(["new-york-city-break"]);
    expect(ids(filterTours(all, { ...noFilter, destination: "SANTO" }))).toEqual(["santorini-sunset-sailing"]);
    expect(ids(filterTours(all, { ...noFilter, destination: "Atlantis" }))).toEqual([]);
  });

  test("choosing a destination in the dropdown never shows tours of another destination whose title contains it", () => {
    const disneyland = tour({ id: "magic-days", title: "Magic Days", destinationId: "disneyland-paris", destination: "Disneyland Paris" });
    const paris = tour({ id: "paris-and-the-loire-valley", title: "Paris and the Loire", destinationId: "paris", destination: "Paris" });
    expect(ids(filterTours([disneyland, paris], { ...noFilter, destination: "paris" }))).toEqual(["paris-and-the-loire-valley"]);
    expect(ids(filterTours([disneyland, paris], { ...noFilter, destination: "Paris" }))).toEqual([
      "magic-days",
      "paris-and-the-loire-valley",
    ]);
  });

  test("a tour priced exactly at the maximum price is shown; one cent more is not", () => {
    expect(ids(filterTours(all, { ...noFilter, maxPrice: 1299 }))).toEqual(["bali-island-escape", "new-york-city-break"]);
    const dearer = tour({ id: "dearer", dollars: 1299.01 });
    expect(filterTours([dearer], { ...noFilter, maxPrice: 1299 })).toEqual([]);
    expect(filterTours([newYork], { ...noFilter, maxPrice: 0 })).toEqual([]);
  });

  test("durations exactly at the minimum and maximum days are inside the range", () => {
    expect(ids(filterTours(all, { ...noFilter, minDays: 6, maxDays: 8 }))).toEqual(["bali-island-escape", "santorini-sunset-sailing"]);
    expect(ids(filterTours(all, { ...noFilter, minDays: 8, maxDays: 8 }))).toEqual(["bali-island-escape"]);
    expect(ids(filterTours(all, { ...noFilter, minDays: 7, maxDays: 7 }))).toEqual([]);
  });

  test("all filters apply together", () => {
    const filter = { q: "days", destination: "", maxPrice: 1900, minDays: 4, maxDays: 20, month: "" };
    expect(ids(filterTours(all, filter))).toEqual(["bali-island-escape", "santorini-sunset-sailing"]);
  });

  test("tourDestinationsOf lists each destination that has tours once, sorted by title", () => {
    const second = tour({ id: "bali-2", title: "Bali again" });
    expect(tourDestinationsOf([santorini, bali, newYork, second])).toEqual([
      { id: "bali", title: "Bali" },
      { id: "new-york", title: "New York" },
      { id: "santorini", title: "Santorini" },
    ]);
  });
});

describe("destination filters", () => {
  const bali = destination();
  const paris = destination({
    id: "paris",
    title: "Paris",
    country: "France",
    continent: "Europe",
    description: "Museums and café terraces along the Seine.",
  });
  const santorini = destination({
    id: "santorini",
    title: "Santorini",
    country: "Greece",
    continent: "Europe",
    description: "Whitewashed villages on volcanic cliffs.",
  });
  const all = [bali, paris, santorini];
  const ids = (destinations: Destination[]) => destinations.map((found) => found.id);

  test("parseDestinationFilter reads q and continent; 'All' means every continent", () => {
    expect(parseDestinationFilter(params("q=+bali+&continent=Asia"))).toEqual({ q: "bali", continent: "Asia" });
    expect(parseDestinationFilter(params("continent=All"))).toEqual({ q: "", continent: "" });
    expect(parseDestinationFilter(params(""))).toEqual({ q: "", continent: "" });
  });

  test("search matches title, country or description ignoring case", () => {
    expect(ids(filterDestinations(all, { q: "paris", continent: "" }))).toEqual(["paris"]);
    expect(ids(filterDestinations(all, { q: "GREECE", continent: "" }))).toEqual(["santorini"]);
    expect(ids(filterDestinations(all, { q: "seine", continent: "" }))).toEqual(["paris"]);
    expect(ids(filterDestinations(all, { q: "nowhere", continent: "" }))).toEqual([]);
  });

  test("the continent must match whole, ignoring case", () => {
    expect(ids(filterDestinations(all, { q: "", continent: "europe" }))).toEqual(["paris", "santorini"]);
    expect(ids(filterDestinations(all, { q: "", continent: "Eur" }))).toEqual([]);
    expect(ids(filterDestinations(all, { q: "cliffs", continent: "Europe" }))).toEqual(["santorini"]);
  });

  test("destinationFilterQuery leaves defaults out and reads back as the same filter", () => {
    expect(destinationFilterQuery({ q: "", continent: "" })).toBe("");
    expect(destinationFilterQuery({ q: "café", continent: "Europe" })).toBe("?q=caf%C3%A9&continent=Europe");
    for (const filter of [
      { q: "", continent: "Asia" },
      { q: "a & b", continent: "" },
    ]) {
      expect(parseDestinationFilter(new URLSearchParams(destinationFilterQuery(filter)))).toEqual(filter);
    }
  });

  test("continentsOf lists each continent once, sorted", () => {
    expect(continentsOf([santorini, bali, paris])).toEqual(["Asia", "Europe"]);
    expect(continentsOf([])).toEqual([]);
  });
});
