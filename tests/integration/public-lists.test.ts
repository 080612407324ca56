import { LOCALES, localizedPath } from "~/domain/locale";
import { sql } from "kysely";
import { expect, test } from "vitest";
import { CURRENCIES } from "~/domain/money";
import {
  continentsOf,
  DURATION_FILTER,
  filterDestinations,
  filterTours,
  LIST_PAGE_SIZE,
  parseTourFilter,
  PRICE_FILTER,
  tourDestinationsOf,
  type DestinationFilter,
  type TourFilter,
} from "~/domain/filters";
import { loader as destinationLoader } from "~/routes/public/destination";
import { loader as destinationsLoader } from "~/routes/public/destinations";
import { loader as tourLoader } from "~/routes/public/tour";
import { loader as toursLoader } from "~/routes/public/tours";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { getDb } from "~/server/platform/db.server";
import { applyCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import {
  listPublicContinents,
  listPublicDestinations,
  listPublicTourDestinations,
  listPublicTours,
  narrowingTextQuery,
  searchPublicDestinations,
  searchPublicTours,
} from "~/server/catalogue/public-catalogue.server";
import type { Page } from "~/server/platform/paging.server";
import { addTour, deleteTour, updateTour } from "~/server/catalogue/tours.server";
import { generateCatalogue, seededRandom } from "../../scripts/generate-catalogue";
import { getRequest, run, seedDestination, seedTour, tourInput } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

type Random = ReturnType<typeof seededRandom>;

/** Where a tour goes, as the search reads it beyond the tour's own text (issue #23): its destination's country and continent. */
function placesOf(destinations: { id: string; country: string; continent: string }[]) {
  const byId = new Map(destinations.map((destination) => [destination.id, [destination.country, destination.continent]]));
  return (tour: { destinationId: string }) => byId.get(tour.destinationId) ?? [];
}

/** Every page of a search, one after the other, as a visitor following Next would see them. */
async function allPages<T>(search: (page: number) => Promise<Page<T>>): Promise<{ rows: T[]; total: number }> {
  const first = await search(1);
  const rows = [...first.rows];
  for (let page = 2; page <= first.pageCount; page++) rows.push(...(await search(page)).rows);
  return { rows, total: first.total };
}

const ids = (records: { id: string }[]) => records.map((record) => record.id);

// Words the random catalogue is made of: mixed case, LIKE's wildcards and its escape, an accent.
const WORDS = ["Sunny", "sunset", "SAFARI", "Old Town", "café", "50%", "off_road", "back\\slash", "Wine", "trek", "Isle", "isles"];
const CONTINENTS = ["Europe", "europe", "Asia", "Africa", "South America"];

// Pieces of a larger vocabulary, in which a piece of text of three characters or more is in
// few tours, as a place name is: mixed case, letters beyond ASCII (lower case: SQLite's LIKE
// folds the case of ASCII letters only), LIKE's wildcards and its escape, FTS5's syntax.
const SYLLABLES = ["ka", "ró", "Tro", "msø", "pá", "GO", "lis", "bon", "ça", "Zü", "rich", "ñu", "%", "_", "\\", '"', "*", "AND"];

function phrase(random: Random, words: number, vocabulary: readonly string[] = WORDS): string {
  return Array.from({ length: words }, () => random.pick(vocabulary)).join(" ");
}

/** Text a visitor might type: a piece of some catalogue text, a wildcard alone, or nothing that matches. */
function searchText(random: Random, texts: string[]): string {
  const roll = random.next();
  if (roll < 0.15) return "";
  if (roll < 0.25) return random.pick(["%", "_", "\\", "zzz", "  trek  "]);
  const text = random.pick(texts);
  const start = random.int(0, Math.max(0, text.length - 3));
  const piece = text.slice(start, start + random.int(2, 8));
  return random.chance(0.5) ? piece.toUpperCase() : piece;
}

/** A random small catalogue written straight into the tables, with prices in several currencies. */
async function randomCatalogue(random: Random, options: { vocabulary?: readonly string[]; tours?: number } = {}): Promise<void> {
  const now = new Date().toISOString();
  const stamps = { version: 1, created_at: now, updated_at: now, status: "published" as const };
  const destinations = Array.from({ length: random.int(3, 8) }, (_, index) => ({
    id: `place-${index}`,
    title: `${phrase(random, 2)} ${index}`,
    description: phrase(random, 6),
    image: "/images/placeholder.svg",
    country: random.pick(["Greece", "Peru", "Kenya", "Japan"]),
    continent: random.pick(CONTINENTS),
    rating: 4,
    activities: "[]",
    featured: random.chance(0.3) ? (1 as const) : (0 as const),
    ...stamps,
  }));
  await getDb().insertInto("destinations").values(destinations).execute();
  const tours = Array.from({ length: options.tours ?? random.int(0, 45) }, (_, index) => {
    const currency = random.chance(0.7) ? "USD" : random.pick([...CURRENCIES, "EUR"]);
    const major = random.pick([0, 1, 99, 100, 1500, 2999, 3000, 4999, 5000, 5001, 9000]);
    return {
      id: `trip-${index}`,
      title: phrase(random, 3, options.vocabulary),
      description: phrase(random, 8, options.vocabulary),
      image: "/images/placeholder.svg",
      // The last destination gets no tours, so its id is a destination that has none.
      destination_id: destinations[random.int(0, destinations.length - 2)]!.id,
      duration_days: random.int(0, 24),
      price_minor: currency === "XOF" ? major : major * 100 + random.pick([0, 0, 1, 50]),
      currency,
      group_size: 10,
      rating: 4.5,
      included_services: "[]",
      featured: random.chance(0.3) ? (1 as const) : (0 as const),
      ...stamps,
    };
  });
  if (tours.length > 0) await getDb().insertInto("tours").values(tours).execute();
}

function randomTourFilter(random: Random, texts: string[], destinations: { id: string; title: string }[]): TourFilter {
  const roll = random.next();
  const destination =
    roll < 0.4
      ? ""
      : roll < 0.65
        ? random.pick(destinations).id
        : roll < 0.75
          ? "no-such-place"
          : searchText(
              random,
              destinations.map((d) => d.title),
            );
  const days = [random.int(DURATION_FILTER.min, DURATION_FILTER.max), random.int(DURATION_FILTER.min, DURATION_FILTER.max)].sort(
    (a, b) => a - b,
  );
  return {
    q: searchText(random, texts).trim(),
    destination: destination.trim(),
    maxPrice: random.chance(0.4) ? PRICE_FILTER.max : random.int(0, PRICE_FILTER.max / PRICE_FILTER.step) * PRICE_FILTER.step,
    minDays: random.chance(0.5) ? DURATION_FILTER.min : days[0]!,
    maxDays: random.chance(0.5) ? DURATION_FILTER.max : days[1]!,
    // The month needs departures, which these catalogues have none of (departures.test.ts).
    month: "",
  };
}

/** The first column of each index on a table: the one a search or an ordered read can start from. */
async function leadingIndexColumns(dialect: string, table: string): Promise<string[]> {
  if (dialect === "sqlite") {
    const { rows } = await sql<{ column: string }>`
      select info.name as "column" from sqlite_master as idx, pragma_index_info(idx.name) as info
      where idx.type = 'index' and idx.tbl_name = ${table} and info.seqno = 0`.execute(getDb());
    return rows.map((row) => row.column);
  }
  const { rows } = await sql<{ column: string }>`
    select attribute.attname as "column" from pg_index as idx
    join pg_class as tbl on tbl.oid = idx.indrelid
    join pg_attribute as attribute on attribute.attrelid = tbl.oid and attribute.attnum = idx.indkey[0]
    where tbl.relname = ${table}`.execute(getDb());
  return rows.map((row) => row.column);
}

describeEachDatabase("public lists", ({ dialect }) => {
  test("the columns the public lists filter and sort by are indexed", async () => {
    expect(await leadingIndexColumns(dialect, "tours")).toEqual(
      expect.arrayContaining(["title", "destination_id", "featured", "price_minor", "duration_days"]),
    );
    expect(await leadingIndexColumns(dialect, "destinations")).toEqual(expect.arrayContaining(["title", "continent", "featured"]));
  });

  test.runIf(dialect === "sqlite")("a started SQLite database has planner statistics for the catalogue tables", async () => {
    // Without them SQLite reads /tours through the duration index and sorts every row.
    const { rows } = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(getDb());
    expect(rows.map((row) => row.tbl)).toEqual(expect.arrayContaining(["tours", "destinations"]));
  });

  test("the tours list's SQL finds exactly what the in-memory filter finds, in the same order, page after page", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const random = seededRandom(seed);
      await getDb().deleteFrom("tours").execute();
      await getDb().deleteFrom("destinations").execute();
      await randomCatalogue(random);
      // The list's order (title, then id) as the database sorts it; filterTours keeps it.
      const everything = await listPublicTours({ limit: 1000 });
      const allDestinations = await listPublicDestinations({ limit: 1000 });
      const texts = [...everything.flatMap((tour) => [tour.title, tour.description]), ...allDestinations.map((d) => d.title)];
      expect(await listPublicTourDestinations()).toEqual(tourDestinationsOf(everything));
      for (let round = 0; round < 15; round++) {
        const filter = randomTourFilter(random, texts, allDestinations);
        const expected = filterTours(everything, filter, placesOf(allDestinations));
        const found = await allPages((page) => searchPublicTours(filter, page));
        expect({ filter, ids: ids(found.rows) }).toEqual({ filter, ids: ids(expected) });
        expect(found.total).toBe(expected.length);
      }
    }
  });

  test("a search of three characters or more, in few tours, finds exactly what the in-memory filter finds", async () => {
    // Such a search goes through the trigram index on SQLite; counted, so the test knows it did.
    let narrowed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(200 + seed);
      const vocabulary = Array.from({ length: 150 }, () => Array.from({ length: random.int(2, 3) }, () => random.pick(SYLLABLES)).join(""));
      await getDb().deleteFrom("tours").execute();
      await getDb().deleteFrom("destinations").execute();
      await randomCatalogue(random, { vocabulary, tours: 150 });
      const everything = await listPublicTours({ limit: 1000 });
      const allDestinations = await listPublicDestinations({ limit: 1000 });
      const texts = everything.flatMap((tour) => [tour.title, tour.description]);
      for (let round = 0; round < 20; round++) {
        const text = random.pick(texts);
        const start = random.int(0, Math.max(0, text.length - 3));
        const piece = text.slice(start, start + random.int(3, 12));
        const q = (random.chance(0.5) ? piece.toUpperCase() : piece).trim();
        const filter = { ...randomTourFilter(random, texts, allDestinations), q };
        const expected = filterTours(everything, filter, placesOf(allDestinations));
        const found = await allPages((page) => searchPublicTours(filter, page));
        expect({ filter, ids: ids(found.rows) }).toEqual({ filter, ids: ids(expected) });
        expect(found.total).toBe(expected.length);
        if (await narrowingTextQuery(q)) narrowed++;
      }
    }
    if (dialect === "sqlite") expect(narrowed).toBeGreaterThan(60);
  });

  test("a tours search finds the text as typed, in any case, and not its pieces here and there", async () => {
    await generateCatalogue(getDb(), { tours: 300, destinations: 10 });
    const destination = await seedDestination({ title: "Harbour" }, "harbour");
    const cruise = await addTour(
      tourInput({
        title: "Moonlit Dhow Cruise",
        description: "An owl at dawn over Kraków; 50% off, 0%_off road.",
        destinationId: destination.id,
      }),
      undefined,
      "published",
    );
    const found = async (q: string) => ids((await searchPublicTours({ ...parseTourFilter(new URLSearchParams()), q }, 1)).rows);
    for (const q of ["MOONLIT dh", "kraKÓW;", "50% off,", "0%_off", "owl at da"]) {
      if (dialect === "sqlite") expect(await narrowingTextQuery(q), q).not.toBeNull();
      expect(await found(q), q).toEqual([cruise.id]);
    }
    // Each three-character piece of these is in the tour, but not the whole text.
    for (const q of ["dhowl", "50%_off"]) {
      if (dialect === "sqlite") expect(await narrowingTextQuery(q), q).not.toBeNull();
      expect(await found(q), q).toEqual([]);
    }
  });

  test("the tours search follows every change to a tour's text: added, edited, imported, deleted", async () => {
    // Enough other tours that a rare word goes through the trigram index on SQLite.
    await generateCatalogue(getDb(), { tours: 300, destinations: 10 });
    const destination = await seedDestination({ title: "Harbour" }, "harbour");
    const found = async (q: string) => {
      const { body } = await run(toursLoader, getRequest(`/tours?${new URLSearchParams({ q })}`));
      return body.tours.map((tour: { id: string }) => tour.id);
    };
    if (dialect === "sqlite") expect(await narrowingTextQuery("lantern")).not.toBeNull();

    const tour = await addTour(
      tourInput({ title: "Lantern Night Cruise", description: "Paper lanterns drift down the Mekong.", destinationId: destination.id }),
      undefined,
      "published",
    );
    expect(await found("lantern")).toEqual([tour.id]);
    expect(await found("MEKONG")).toEqual([tour.id]);

    const edited = await updateTour(
      tour.id,
      { title: "Moonlit Dhow Voyage", description: "Sails under the stars, 100% by wind." },
      tour.version,
    );
    expect(edited.status).toBe("ok");
    expect(await found("lantern")).toEqual([]);
    expect(await found("mekong")).toEqual([]);
    expect(await found("dhow voyage")).toEqual([tour.id]);
    expect(await found("100% by")).toEqual([tour.id]);

    await applyCatalogueImport(
      {
        tours: [
          { ...tourInput({ destinationId: destination.id }), id: tour.id, title: "Glacier Kayak Week", description: "Fjords and ice." },
        ],
      },
      "overwrite",
    );
    expect(await found("moonlit")).toEqual([]);
    expect(await found("Glacier kayak")).toEqual([tour.id]);
    expect(await found("fjords")).toEqual([tour.id]);

    expect((await deleteTour(tour.id)).status).toBe("ok");
    expect(await found("glacier")).toEqual([]);
    if (dialect === "sqlite") {
      // The index agrees with the tours table, row for row (it throws otherwise).
      await sql`insert into tours_search (tours_search, rank) values ('integrity-check', 1)`.execute(getDb());
    }
  });

  test("the destinations list's SQL finds exactly what the in-memory filter finds, in the same order", async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const random = seededRandom(100 + seed);
      await getDb().deleteFrom("tours").execute();
      await getDb().deleteFrom("destinations").execute();
      await randomCatalogue(random);
      const everything = await listPublicDestinations({ limit: 1000 });
      const texts = everything.flatMap((destination) => [destination.title, destination.country, destination.description]);
      expect(await listPublicContinents()).toEqual(continentsOf(everything));
      for (let round = 0; round < 15; round++) {
        const filter: DestinationFilter = {
          q: searchText(random, texts).trim(),
          continent: random.chance(0.5) ? "" : random.pick([...CONTINENTS, "EUROPE", "Atlantis", "Eur"]),
        };
        const expected = filterDestinations(everything, filter);
        const found = await allPages((page) => searchPublicDestinations(filter, page));
        expect({ filter, ids: ids(found.rows) }).toEqual({ filter, ids: ids(expected) });
        expect(found.total).toBe(expected.length);
      }
    }
  });

  test("with 10,006 tours, /tours shows one page of cards and the count of every match, and any page number is safe", async () => {
    await generateCatalogue(getDb(), { tours: 10_006, destinations: 200 });
    const everything = await listPublicTours({ limit: 20_000 });
    const load = async (query: string) => (await run(toursLoader, getRequest(`/tours${query}`))).body;

    const first = await load("");
    const inRange = filterTours(everything, parseTourFilter(new URLSearchParams()));
    expect(first.tours).toHaveLength(LIST_PAGE_SIZE);
    expect(first.tours.map((tour: { id: string }) => tour.id)).toEqual(ids(inRange.slice(0, LIST_PAGE_SIZE)));
    expect(first.position).toMatchObject({ total: inRange.length, page: 1, pageCount: Math.ceil(inRange.length / LIST_PAGE_SIZE) });
    // The dropdown lists each destination that has tours, once.
    expect(first.destinations).toEqual(tourDestinationsOf(everything));

    const query = "?q=wine&maxPrice=3000&minDays=3&maxDays=12";
    const wine = filterTours(
      everything,
      parseTourFilter(new URLSearchParams(query)),
      placesOf(await listPublicDestinations({ limit: 1000 })),
    );
    expect(wine.length).toBeGreaterThan(LIST_PAGE_SIZE * 2);
    const second = await load(`${query}&page=2`);
    expect(second.position).toMatchObject({ total: wine.length, page: 2 });
    expect(second.tours.map((tour: { id: string }) => tour.id)).toEqual(ids(wine.slice(LIST_PAGE_SIZE, LIST_PAGE_SIZE * 2)));

    // Past the end: the last page. Not a number, negative or huge: the first or the last page.
    const lastPage = Math.ceil(wine.length / LIST_PAGE_SIZE);
    const beyond = await load(`${query}&page=${lastPage + 5}`);
    expect(beyond.position.page).toBe(lastPage);
    expect(beyond.tours.map((tour: { id: string }) => tour.id)).toEqual(ids(wine.slice((lastPage - 1) * LIST_PAGE_SIZE)));
    for (const [page, shown] of [
      ["abc", 1],
      ["-3", 1],
      ["2.5", 1],
      ["", 1],
      ["99999999999999999999", lastPage],
    ] as const) {
      const outcome = await run(toursLoader, getRequest(`/tours${query}&page=${page}`));
      expect(outcome.status).toBe(200);
      expect(outcome.body.position.page).toBe(shown);
    }

    const nothing = await load("?q=no-tour-is-called-this&page=4");
    expect(nothing.tours).toEqual([]);
    expect(nothing.position).toMatchObject({ total: 0, page: 1, pageCount: 1 });
  });

  test("with 10,006 tours, /sitemap.xml is an index of sitemap files of at most 10,000 pages (30,000 URLs in three languages), which together list every page in every language", async () => {
    const { destinationIds, tourIds } = await generateCatalogue(getDb(), { tours: 10_006, destinations: 200 });
    const get = async (path: string) => run(sitemapLoader, getRequest(path));
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace("http://localhost:3000", ""));

    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.body).toContain("<sitemapindex");
    const files = locs(index.body);
    expect(files).toEqual([
      "/sitemap.xml?part=pages",
      "/sitemap.xml?part=destinations-1",
      "/sitemap.xml?part=tours-1",
      "/sitemap.xml?part=tours-2",
    ]);

    const listed: string[] = [];
    for (const file of files) {
      const sitemap = await get(file);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      const urls = locs(sitemap.body);
      expect(urls.length).toBeLessThanOrEqual(30_000);
      listed.push(...urls);
    }
    expect(listed.toSorted()).toEqual(
      [
        ...["/", "/about", "/destinations", "/tours", "/services", "/contact"],
        ...["tour", "air", "cargo", "visa"].map((kind) => `/enquire/${kind}`),
        ...destinationIds.map((id) => `/destinations/${id}`),
        ...tourIds.map((id) => `/tours/${id}`),
      ]
        .flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)))
        .toSorted(),
    );

    for (const unknown of ["tours-3", "tours-0", "users-1", "../etc"]) {
      expect((await get(`/sitemap.xml?part=${unknown}`)).status).toBe(404);
    }
  });

  test("/destinations shows one page of destinations, the count of all matches, and every continent in the dropdown", async () => {
    await generateCatalogue(getDb(), { tours: 0, destinations: 150 });
    const everything = await listPublicDestinations({ limit: 1000 });
    const { body } = await run(destinationsLoader, getRequest("/destinations?continent=europe&page=2"));
    const europe = filterDestinations(everything, { q: "", continent: "europe" });
    expect(body.position).toMatchObject({ total: europe.length, page: 2 });
    expect(body.destinations.map((destination: { id: string }) => destination.id)).toEqual(
      ids(europe.slice(LIST_PAGE_SIZE, LIST_PAGE_SIZE * 2)),
    );
    expect(body.continents).toEqual(continentsOf(everything));
  });

  test("a destination page shows six of its tours, counts them all and links to the rest; a tour page suggests three others", async () => {
    const bali = await seedDestination({ title: "Bali" }, "bali");
    const titles = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"];
    for (const title of titles) await seedTour({ title, destinationId: bali.id });

    const { body: destination } = await run(destinationLoader, getRequest("/destinations/bali"), { id: "bali" });
    expect(destination.tours.map((tour: { title: string }) => tour.title)).toEqual(titles.slice(0, 6));
    expect(destination.tourCount).toBe(8);

    const { body: tour } = await run(tourLoader, getRequest("/tours/bravo"), { id: "bravo" });
    expect(tour.moreTours.map((other: { title: string }) => other.title)).toEqual(["Alpha", "Charlie", "Delta"]);
  });
});
