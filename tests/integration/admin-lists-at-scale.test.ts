import { expect, test } from "vitest";
import * as destinationsList from "~/routes/admin/catalogue/destinations";
import * as servicesList from "~/routes/admin/catalogue/services";
import * as toursList from "~/routes/admin/catalogue/tours";
import { SERVICE_ICONS } from "~/domain/catalogue";
import { PAGE_SIZE, type SortDirection } from "~/domain/sort";
import { DESTINATION_SORT_COLUMNS } from "~/server/catalogue/destinations.server";
import { SERVICE_SORT_COLUMNS } from "~/server/catalogue/services.server";
import { TOUR_SORT_COLUMNS } from "~/server/catalogue/tours.server";
import type { Db } from "~/server/platform/db.server";
import { getRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/**
 * The admin lists at 10,000 rows: every page the server sends is one page (25 rows) of the
 * right rows, whatever the search, the sort or the page. The rows are written straight into
 * the tables in batches; titles, countries and descriptions are one letter case apart and
 * share one shape ("dest 04217"), so their order is the same in every database's collation,
 * and the expected pages are worked out here from the same rows.
 */

const ROWS = 10_000;
const BATCH = 500;
const CONTINENTS = ["Africa", "Antarctica", "Asia", "Europe", "North America", "Oceania", "South America"];
/** The columns every catalogue row has that the lists neither show nor sort by. */
const VERSIONED = { version: 1, created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" };

const pad = (value: number, digits = 5) => String(value).padStart(digits, "0");
/** A number from 0 to 9,999 that each index gets once, so titles are not in id order. */
const shuffled = (index: number) => (index * 7919) % ROWS;

/** One row as the list sorts it: its id and the value of each sortable column. */
type Expected<Column extends string> = { id: string; title: string } & Record<Column, string | number>;

function expectedPage<Column extends string>(
  rows: Expected<Column>[],
  textColumns: readonly Column[],
  column: Column,
  direction: SortDirection,
  page: number,
): string[] {
  const key = (row: Expected<Column>) => (textColumns.includes(column) ? String(row[column]).toLowerCase() : row[column]);
  const sign = direction === "asc" ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return sign * (x < y ? -1 : 1);
    return sign * (a.id < b.id ? -1 : 1);
  });
  return sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => row.id);
}

async function insertInBatches(db: Db, table: "destinations" | "tours" | "services", rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

type DestinationColumn = (typeof DESTINATION_SORT_COLUMNS)[number];

async function insertDestinations(db: Db, count: number): Promise<Expected<DestinationColumn>[]> {
  const expected: Expected<DestinationColumn>[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const row = {
      id: `d-${pad(index)}`,
      title: `${index % 2 ? "Dest" : "dest"} ${pad(shuffled(index))}`,
      description: "A place worth the trip.",
      image: "/images/destinations/bali.svg",
      country: `Country ${pad(index % 250, 3)}`,
      continent: CONTINENTS[index % CONTINENTS.length]!,
      rating: 1 + ((index * 37) % 41) / 10,
      activities: "[]",
      featured: index % 7 === 0 ? 1 : 0,
      ...VERSIONED,
    };
    expected.push(row);
    return row;
  });
  await insertInBatches(db, "destinations", rows);
  return expected;
}

type TourColumn = (typeof TOUR_SORT_COLUMNS)[number];

async function insertTours(db: Db, destinations: Expected<DestinationColumn>[]): Promise<Expected<TourColumn>[]> {
  const expected: Expected<TourColumn>[] = [];
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const destination = destinations[index % destinations.length]!;
    const row = {
      id: `t-${pad(index)}`,
      title: `${index % 3 ? "Tour" : "tour"} ${pad(shuffled(index))}`,
      description: "A tour made for the tests.",
      image: "/images/tours/bali-island-escape.svg",
      destination_id: destination.id,
      duration_days: 1 + ((index * 3) % 20),
      price_minor: (shuffled(index) * 37) % 500_000,
      currency: "USD",
      group_size: 12,
      rating: 1 + ((index * 13) % 41) / 10,
      included_services: "[]",
      featured: index % 5 === 0 ? 1 : 0,
      ...VERSIONED,
    };
    expected.push({
      id: row.id,
      title: row.title,
      destination: destination.title,
      duration: row.duration_days,
      price: row.price_minor,
      rating: row.rating,
      featured: row.featured,
    });
    return row;
  });
  await insertInBatches(db, "tours", rows);
  return expected;
}

type ServiceColumn = (typeof SERVICE_SORT_COLUMNS)[number];

async function insertServices(db: Db): Promise<Expected<ServiceColumn>[]> {
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    id: `s-${pad(index)}`,
    title: `${index % 2 ? "Service" : "service"} ${pad(shuffled(index))}`,
    description: `About ${pad((index * 31) % 2_000, 4)}`,
    icon: SERVICE_ICONS[index % SERVICE_ICONS.length]!,
    position: index,
    ...VERSIONED,
  }));
  await insertInBatches(db, "services", rows);
  return rows;
}

type ListLoader = Parameters<typeof run>[0];

async function listPage(loader: ListLoader, cookie: string, path: string) {
  const outcome = await run(loader, getRequest(path, cookie));
  expect(outcome.status, path).toBe(200);
  const page = outcome.body.page as { rows: { id: string }[]; total: number; page: number; pageCount: number };
  return { ...page, ids: page.rows.map((row) => row.id) };
}

/** First page, every sort both ways (on the first and the last page), and a page past the end. */
async function checkEverySort<Column extends string>(options: {
  loader: ListLoader;
  path: string;
  cookie: string;
  rows: Expected<Column>[];
  columns: readonly Column[];
  textColumns: readonly Column[];
}) {
  const { loader, path, cookie, rows, columns, textColumns } = options;
  const lastPage = Math.ceil(rows.length / PAGE_SIZE);

  const first = await listPage(loader, cookie, path);
  expect(first).toMatchObject({ total: rows.length, page: 1, pageCount: lastPage });
  expect(first.ids).toEqual(expectedPage(rows, textColumns, "title" as Column, "asc", 1));

  for (const column of columns) {
    for (const direction of ["asc", "desc"] as const) {
      for (const page of [1, lastPage]) {
        const url = `${path}?sort=${column}&dir=${direction}&page=${page}`;
        const shown = await listPage(loader, cookie, url);
        expect(shown.ids, url).toEqual(expectedPage(rows, textColumns, column, direction, page));
      }
    }
  }

  const pastTheEnd = await listPage(loader, cookie, `${path}?page=99999`);
  expect(pastTheEnd.page).toBe(lastPage);
  expect(pastTheEnd.ids).toEqual(expectedPage(rows, textColumns, "title" as Column, "asc", lastPage));
}

describeEachDatabase("admin lists at 10,000 rows", ({ db }) => {
  test("destinations: one page of the right rows for every sort, search and page", { timeout: 120_000 }, async () => {
    const cookie = await signedInCookie();
    const rows = await insertDestinations(db(), ROWS);
    await checkEverySort({
      loader: destinationsList.loader,
      path: "/admin/destinations",
      cookie,
      rows,
      columns: DESTINATION_SORT_COLUMNS,
      textColumns: ["title", "country", "continent"],
    });

    // Ten titles hold "st 0421" (04210 to 04219), whatever their case.
    const search = await listPage(destinationsList.loader, cookie, "/admin/destinations?q=ST%200421&sort=rating&dir=desc");
    const matches = rows.filter((row) => row.title.toLowerCase().includes("st 0421"));
    expect(search.total).toBe(10);
    expect(search.ids).toEqual(expectedPage(matches, [], "rating", "desc", 1));
    // A search that matches every row still sends one page.
    const broad = await listPage(destinationsList.loader, cookie, "/admin/destinations?q=country&page=400");
    expect(broad).toMatchObject({ total: ROWS, page: 400, pageCount: 400 });
    expect(broad.ids).toHaveLength(PAGE_SIZE);
  });

  test("tours: one page of the right rows for every sort, search and page", { timeout: 120_000 }, async () => {
    const cookie = await signedInCookie();
    const destinations = await insertDestinations(db(), 100);
    const rows = await insertTours(db(), destinations);
    await checkEverySort({
      loader: toursList.loader,
      path: "/admin/tours",
      cookie,
      rows,
      columns: TOUR_SORT_COLUMNS,
      textColumns: ["title", "destination"],
    });

    const search = await listPage(toursList.loader, cookie, "/admin/tours?q=TOUR%2000777&sort=price");
    expect(search.total).toBe(1);
    // The destination's name finds its hundred tours.
    const destination = destinations[42]!;
    const byDestination = await listPage(toursList.loader, cookie, `/admin/tours?q=${encodeURIComponent(destination.title)}&page=4`);
    const matches = rows.filter((row) => row.destination === destination.title);
    expect(byDestination).toMatchObject({ total: 100, page: 4, pageCount: 4 });
    expect(byDestination.ids).toEqual(expectedPage(matches, ["title"], "title", "asc", 4));
  });

  test("services: one page of the right rows for every sort, search and page", { timeout: 120_000 }, async () => {
    const cookie = await signedInCookie();
    const rows = await insertServices(db());
    await checkEverySort({
      loader: servicesList.loader,
      path: "/admin/services",
      cookie,
      rows,
      columns: SERVICE_SORT_COLUMNS,
      textColumns: SERVICE_SORT_COLUMNS,
    });

    const search = await listPage(servicesList.loader, cookie, "/admin/services?q=about%200042");
    expect(search.ids).toEqual(
      expectedPage(
        rows.filter((row) => String(row.description).toLowerCase().includes("about 0042")),
        SERVICE_SORT_COLUMNS,
        "title",
        "asc",
        1,
      ),
    );
  });
});
