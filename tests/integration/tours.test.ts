import { expect, test } from "vitest";
import { addDestination, updateDestination } from "~/server/catalogue/destinations.server";
import { listPublicTours } from "~/server/catalogue/public-catalogue.server";
import { addTour, countTours, deleteTour, getTour, listTours, searchTours, updateTour } from "~/server/catalogue/tours.server";
import { destinationInput, tourInput } from "../catalogue-inputs";
import { describeEachDatabase } from "./databases";

function destination(title: string, id?: string) {
  return addDestination(destinationInput({ title }), id, "published");
}

describeEachDatabase("tour queries", () => {
  test("a saved tour reads back with every field, its price in cents and its destination's title", async () => {
    await destination("Bali", "bali");
    const created = await addTour(tourInput({ price: 999.5, featured: true }), undefined, "published");
    expect(created).toMatchObject({
      id: "bali-island-escape",
      title: "Bali Island Escape",
      destinationId: "bali",
      destination: "Bali",
      duration: 8,
      price: { amountMinor: 99950, currency: "USD" },
      groupSize: 12,
      rating: 4.8,
      includedServices: ["Return flights", "Hotel stays"],
      featured: true,
      version: 1,
    });
    expect(await getTour(created.id)).toEqual(created);
    expect(await getTour("no-such-tour")).toBeNull();
  });

  test("a second tour with the same title gets a numbered id", async () => {
    await destination("Bali", "bali");
    const first = await addTour(tourInput(), undefined, "published");
    const second = await addTour(tourInput(), undefined, "published");
    expect([first.id, second.id]).toEqual(["bali-island-escape", "bali-island-escape-2"]);
    expect(await countTours()).toBe(2);
  });

  test("a tour cannot point at a destination that does not exist", async () => {
    await expect(addTour(tourInput({ destinationId: "atlantis" }), undefined, "published")).rejects.toThrow();
    expect(await countTours()).toBe(0);
  });

  test("renaming a destination shows the new name on its tours at once", async () => {
    const bali = await destination("Bali", "bali");
    const created = await addTour(tourInput(), undefined, "published");
    const renamed = await updateDestination(bali.id, { title: "Bali and Lombok" }, bali.version);
    expect(renamed.status).toBe("ok");
    expect((await getTour(created.id))?.destination).toBe("Bali and Lombok");
    expect((await listTours()).map((tour) => tour.destination)).toEqual(["Bali and Lombok"]);
    const found = await searchTours("lombok", { column: "title", direction: "asc" }, 1);
    expect(found.rows.map((tour) => tour.id)).toEqual([created.id]);
  });

  test("the home page's list holds only featured tours; a destination's page only its own", async () => {
    await destination("Bali", "bali");
    await destination("Paris", "paris");
    await addTour(tourInput({ title: "Bali Featured", featured: true }), undefined, "published");
    await addTour(tourInput({ title: "Bali Plain", featured: false }), undefined, "published");
    await addTour(tourInput({ title: "Paris Featured", destinationId: "paris", featured: true }), undefined, "published");
    expect((await listPublicTours({ featuredOnly: true, limit: 100 })).map((tour) => tour.title)).toEqual([
      "Bali Featured",
      "Paris Featured",
    ]);
    expect((await listPublicTours({ destinationId: "bali", limit: 100 })).map((tour) => tour.title)).toEqual([
      "Bali Featured",
      "Bali Plain",
    ]);
    expect((await listPublicTours({ featuredOnly: true, destinationId: "paris", limit: 100 })).map((tour) => tour.title)).toEqual([
      "Paris Featured",
    ]);
    expect(await listPublicTours({ destinationId: "tokyo", limit: 100 })).toEqual([]);
    // The admin's destination page lists every tour of its destination too.
    expect((await listTours({ destinationId: "bali" })).map((tour) => tour.title)).toEqual(["Bali Featured", "Bali Plain"]);
  });

  test("admin search matches the tour title or the destination's title, ignoring case", async () => {
    await destination("Santorini", "santorini");
    await destination("Bali", "bali");
    await addTour(tourInput({ title: "Island Escape" }), undefined, "published");
    await addTour(tourInput({ title: "Sunset Sailing", destinationId: "santorini" }), undefined, "published");
    await addTour(tourInput({ title: "Caldera Walk", destinationId: "santorini" }), undefined, "published");
    const sort = { column: "title", direction: "asc" } as const;
    expect((await searchTours("SANTO", sort, 1)).rows.map((tour) => tour.title)).toEqual(["Caldera Walk", "Sunset Sailing"]);
    expect((await searchTours("escape", sort, 1)).rows.map((tour) => tour.title)).toEqual(["Island Escape"]);
    expect((await searchTours("  ", sort, 1)).total).toBe(3);
    expect((await searchTours("_", sort, 1)).total).toBe(0);
  });

  test("price, duration and rating sort as numbers, not as text", async () => {
    await destination("Bali", "bali");
    await addTour(tourInput({ title: "A", price: 10000, duration: 12, rating: 4.5 }), undefined, "published");
    await addTour(tourInput({ title: "B", price: 899, duration: 3, rating: 5 }), undefined, "published");
    await addTour(tourInput({ title: "C", price: 1299.5, duration: 10, rating: 4.9 }), undefined, "published");
    const titles = async (column: "price" | "duration" | "rating", direction: "asc" | "desc") =>
      (await searchTours("", { column, direction }, 1)).rows.map((tour) => tour.title).join("");
    expect(await titles("price", "asc")).toBe("BCA");
    expect(await titles("price", "desc")).toBe("ACB");
    expect(await titles("duration", "asc")).toBe("BCA");
    expect(await titles("rating", "desc")).toBe("BCA");
  });

  test("text columns sort ignoring case; the destination column sorts by the destination's title", async () => {
    await destination("zanzibar", "zanzibar");
    await destination("Bali", "bali");
    await addTour(tourInput({ title: "beach days", destinationId: "zanzibar" }), undefined, "published");
    await addTour(tourInput({ title: "Adventure", destinationId: "bali" }), undefined, "published");
    await addTour(tourInput({ title: "Culture", destinationId: "zanzibar" }), undefined, "published");
    const sorted = async (column: "title" | "destination", direction: "asc" | "desc") =>
      (await searchTours("", { column, direction }, 1)).rows.map((tour) => tour.title);
    expect(await sorted("title", "asc")).toEqual(["Adventure", "beach days", "Culture"]);
    expect(await sorted("title", "desc")).toEqual(["Culture", "beach days", "Adventure"]);
    expect((await sorted("destination", "asc"))[0]).toBe("Adventure");
  });

  test("the admin list pages 25 tours at a time and counts all matches", async () => {
    await destination("Bali", "bali");
    for (let n = 1; n <= 27; n++)
      await addTour(tourInput({ title: `Tour ${String(n).padStart(2, "0")}`, price: n * 100 }), undefined, "published");
    const first = await searchTours("", { column: "price", direction: "asc" }, 1);
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.title).toBe("Tour 01");
    const second = await searchTours("", { column: "price", direction: "asc" }, 2);
    expect(second.rows.map((tour) => tour.title)).toEqual(["Tour 26", "Tour 27"]);
    // A page past the end is the last page.
    const beyond = await searchTours("", { column: "price", direction: "asc" }, 5);
    expect(beyond).toMatchObject({ total: 27, page: 2, pageCount: 2 });
    expect(beyond.rows.map((tour) => tour.title)).toEqual(["Tour 26", "Tour 27"]);
  });

  test("an update merges only the given fields and bumps the version", async () => {
    await destination("Bali", "bali");
    const created = await addTour(tourInput(), undefined, "published");
    const result = await updateTour(created.id, { featured: true, price: 1499 }, created.version);
    expect(result.status).toBe("ok");
    const saved = await getTour(created.id);
    expect(saved).toMatchObject({ title: created.title, featured: true, price: { amountMinor: 149900 }, version: 2 });
    expect(saved!.includedServices).toEqual(created.includedServices);
  });

  test("saving over a newer version is refused and the newer edit stays", async () => {
    await destination("Bali", "bali");
    const opened = await addTour(tourInput(), undefined, "published");
    expect((await updateTour(opened.id, { title: "First Save" }, opened.version)).status).toBe("ok");
    const stale = await updateTour(opened.id, { title: "Second Save" }, opened.version);
    expect(stale).toMatchObject({ status: "conflict", current: { title: "First Save", version: 2 } });
    expect((await getTour(opened.id))?.title).toBe("First Save");
  });

  test("updating or deleting a tour that is gone says not found", async () => {
    expect(await updateTour("gone", { title: "Nothing" }, 1)).toEqual({ status: "not-found" });
    expect(await deleteTour("gone", 1)).toEqual({ status: "not-found" });
  });

  test("deleting with a stale version is refused; with the current version it deletes", async () => {
    await destination("Bali", "bali");
    const opened = await addTour(tourInput(), undefined, "published");
    await updateTour(opened.id, { featured: true }, opened.version);
    expect(await deleteTour(opened.id, opened.version)).toMatchObject({ status: "conflict", current: { featured: true } });
    expect(await getTour(opened.id)).not.toBeNull();
    expect(await deleteTour(opened.id, opened.version + 1)).toEqual({ status: "ok" });
    expect(await getTour(opened.id)).toBeNull();
  });
});
