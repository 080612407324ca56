import { expect, test } from "vitest";
import {
  addDestination,
  deleteDestination,
  getDestination,
  searchDestinations,
  updateDestination,
} from "~/server/catalogue/destinations.server";
import { inTransaction } from "~/server/platform/db.server";
import { addTour } from "~/server/catalogue/tours.server";
import { destinationInput } from "../catalogue-inputs";
import { describeEachDatabase } from "./databases";

const bali = destinationInput({ featured: true });

describeEachDatabase("destination queries", () => {
  test("a new destination gets its title's slug, made unique with a suffix", async () => {
    const first = await addDestination({ ...bali, title: "New York" });
    const second = await addDestination({ ...bali, title: "New York" });
    expect(first.id).toBe("new-york");
    expect(second.id).toBe("new-york-2");
    expect((await getDestination("new-york-2"))?.activities).toEqual(["Surfing", "Temples"]);
  });

  test("an update over a newer version is a conflict and changes nothing", async () => {
    const created = await addDestination(bali);
    const first = await updateDestination(created.id, { title: "Bali Island" }, created.version);
    expect(first.status).toBe("ok");
    const stale = await updateDestination(created.id, { title: "Stale" }, created.version);
    expect(stale.status).toBe("conflict");
    expect((await getDestination(created.id))?.title).toBe("Bali Island");
  });

  test("deleting a destination that still has tours is refused with the tour count", async () => {
    const created = await addDestination(bali);
    await addTour({
      title: "Bali Escape",
      description: "Eight relaxed days on the island.",
      image: "/images/tours/bali-island-escape.svg",
      destinationId: created.id,
      duration: 8,
      price: 1299,
      groupSize: 12,
      rating: 4.8,
      includedServices: [],
      featured: false,
    });
    expect(await deleteDestination(created.id)).toEqual({ status: "has-tours", tourCount: 1 });
    expect(await getDestination(created.id)).not.toBeNull();
  });

  test("a delete inside another transaction joins it, and is undone with it", async () => {
    const created = await addDestination(bali);
    await expect(
      inTransaction(async () => {
        expect(await deleteDestination(created.id, created.version)).toEqual({ status: "ok" });
        throw new Error("the rest of the change failed");
      }),
    ).rejects.toThrow("the rest of the change failed");
    expect(await getDestination(created.id)).not.toBeNull();
    expect(await inTransaction(() => deleteDestination(created.id, created.version))).toEqual({ status: "ok" });
    expect(await getDestination(created.id)).toBeNull();
  });

  test("admin search matches title or country ignoring case, sorted and paged", async () => {
    await addDestination({ ...bali, title: "Bali", rating: 4.8 });
    await addDestination({ ...bali, title: "Paris", country: "France", rating: 4.5 });
    await addDestination({ ...bali, title: "Lyon", country: "France", rating: 4.9 });
    const page = await searchDestinations("fRaNcE", { column: "rating", direction: "desc" }, 1);
    expect(page.rows.map((row) => row.title)).toEqual(["Lyon", "Paris"]);
    expect(page.total).toBe(2);
    const wildcard = await searchDestinations("%", { column: "title", direction: "asc" }, 1);
    expect(wildcard.total).toBe(0);
  });
});
