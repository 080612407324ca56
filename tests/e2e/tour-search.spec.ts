import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { insertDestinations, insertTours, uniqueWord } from "./admin-catalogue-helpers";
import { expect, hydrated, test, type Site } from "./fixtures";
import { agencyDay } from "./tour-operator";

/*
 * The tours list forgives (issue #23), on a phone: words in any order, a country, a continent,
 * a name in another script (the sample tours, which no spec changes); and it sorts by price,
 * next departure and duration (tours of the test's own, as other specs add tours of theirs).
 */
test.use({ viewport: { width: 375, height: 800 } });

const SAMPLE_TOURS =
  /^(New York City Break|Santorini Sunset Sailing|Marrakech and Sahara Nights|Bali Island Escape|Inca Trail Adventure|Paris and the Loire Valley)$/;

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 });
const samples = (page: Page) => cards(page).filter({ hasText: SAMPLE_TOURS });

/** A scheduled departure of a tour, written straight into the worker's database as insertTours writes tours. */
function insertDeparture(site: Site, tourId: string, startDate: string): void {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  db.prepare(
    `insert into departures (id, tour_id, start_date, capacity, seats_booked, status, version, created_at, updated_at)
     values (?, ?, ?, 12, 0, 'scheduled', 1, ?, ?)`,
  ).run(`${tourId}-${startDate}`, tourId, startDate, now, now);
  db.prepare("update content_version set version = version + 1 where id = 1").run();
  db.close();
}

test("a visitor finds tours by words in any order, a country, a continent and an Arabic name", async ({ page }) => {
  await page.goto("/tours");
  await hydrated(page);
  const search = page.getByRole("searchbox", { name: "Search tours" });
  for (const [typed, found] of [
    ["loire paris", ["Paris and the Loire Valley"]],
    ["morocco", ["Marrakech and Sahara Nights"]],
    ["north america", ["New York City Break"]],
    ["بالي", ["Bali Island Escape"]],
  ] as const) {
    await search.fill(typed);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed).replace(/%20/g, "(\\+|%20)")}`));
    await expect(samples(page)).toHaveText([...found]);
  }
});

test("a visitor sorts the tours by price, next departure and duration, and a shared link keeps the order", async ({ page, site }) => {
  const word = uniqueWord("Sort");
  const id = word.toLowerCase();
  insertDestinations(site, [{ id: `${id}-land`, title: `${word} Land` }]);
  const [walk, nights, trek] = [`${word} Harbour Walk`, `${word} Desert Nights`, `${word} Valley Trek`];
  insertTours(site, [
    { id: `${id}-walk`, title: walk, destinationId: `${id}-land`, price: 300, duration: 6 },
    { id: `${id}-nights`, title: nights, destinationId: `${id}-land`, price: 800, duration: 2 },
    { id: `${id}-trek`, title: trek, destinationId: `${id}-land`, price: 1500, duration: 9 },
  ]);
  insertDeparture(site, `${id}-nights`, agencyDay(10));
  insertDeparture(site, `${id}-trek`, agencyDay(40));

  await page.goto(`/tours?q=${word}`);
  await hydrated(page);
  await expect(cards(page)).toHaveText([nights, walk, trek]);
  const sort = page.getByLabel("Sort by");
  await sort.selectOption({ label: "Price: lowest first" });
  await expect(page).toHaveURL(/sort=price$/);
  await expect(cards(page)).toHaveText([walk, nights, trek]);
  await sort.selectOption({ label: "Price: highest first" });
  await expect(cards(page)).toHaveText([trek, nights, walk]);
  // A tour with no departure comes last.
  await sort.selectOption({ label: "Next departure" });
  await expect(cards(page)).toHaveText([nights, trek, walk]);
  await sort.selectOption({ label: "Duration: shortest first" });
  await expect(cards(page)).toHaveText([nights, walk, trek]);
  // A shared link keeps its order; the select says which.
  await page.goto("/fr/tours?sort=duration");
  await expect(page.getByLabel("Trier par")).toHaveValue("duration");
});
