import { expect, test } from "vitest";
import { applyCatalogueImport, exportCatalogue, ImportRefusedError } from "~/server/catalogue-transfer.server";
import { inTransaction } from "~/server/db.server";
import { addDestination, countDestinations, getDestination } from "~/server/destinations.server";
import { loadSampleDataIntoEmptyTables } from "~/server/sample-data.server";
import { countServices } from "~/server/services.server";
import { countTours, getTour } from "~/server/tours.server";
import { describeEachDatabase } from "./databases";

describeEachDatabase("catalogue export and import", () => {
  test("an export imported into an empty database gives the same catalogue", async () => {
    await loadSampleDataIntoEmptyTables();
    const exported = await exportCatalogue();
    expect(exported.destinations).toHaveLength(6);
    expect(exported.tours[0]).toHaveProperty("destination");
    const { emptyAllTables } = await import("./databases");
    const { getDb } = await import("~/server/db.server");
    await emptyAllTables(getDb());
    await applyCatalogueImport(JSON.parse(JSON.stringify(exported)));
    const again = await exportCatalogue();
    expect({ ...again, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
  });

  test("adds new records and updates those whose id exists", async () => {
    await addDestination(
      {
        title: "Bali",
        description: "Island of temples.",
        image: "/images/a.svg",
        country: "Indonesia",
        continent: "Asia",
        rating: 4,
        activities: [],
        featured: false,
      },
      "bali",
    );
    const plan = await applyCatalogueImport({
      destinations: [
        {
          id: "bali",
          title: "Bali Island",
          description: "Island of temples and rice.",
          image: "/images/a.svg",
          country: "Indonesia",
          continent: "Asia",
          rating: 4.9,
          activities: ["Surf"],
          featured: true,
        },
        {
          id: "1700000000000",
          title: "Tokyo",
          description: "Neon and shrines, old and new.",
          image: "https://example.com/t.jpg",
          country: "Japan",
          continent: "Asia",
          rating: 4.7,
          activities: [],
          featured: false,
        },
      ],
      tours: [
        {
          id: "tokyo-lights",
          title: "Tokyo Lights",
          description: "Five days in the capital.",
          image: "/images/t.svg",
          destinationId: "1700000000000",
          duration: 5,
          price: 2100.5,
          groupSize: 10,
          rating: 4.6,
          includedServices: [],
          featured: false,
        },
      ],
    });
    expect(plan.destinations.map((record) => record.action)).toEqual(["update", "add"]);
    expect((await getDestination("bali"))?.title).toBe("Bali Island");
    expect((await getDestination("bali"))?.version).toBe(2);
    expect((await getTour("tokyo-lights"))?.price).toEqual({ amountMinor: 210050, currency: "USD" });
  });

  test("one invalid record refuses the whole file and changes nothing", async () => {
    await expect(
      applyCatalogueImport({
        destinations: [
          {
            id: "ok",
            title: "Fine place",
            description: "A perfectly valid record.",
            image: "/i.svg",
            country: "Peru",
            continent: "South America",
            rating: 4.5,
            activities: [],
            featured: false,
          },
        ],
        services: [{ id: "bad", title: "X", description: "too short", icon: "map" }],
      }),
    ).rejects.toBeInstanceOf(ImportRefusedError);
    expect(await countDestinations()).toBe(0);
    expect(await countServices()).toBe(0);
  });

  test("a failure inside the transaction rolls back what was already written", async () => {
    await expect(
      inTransaction(async () => {
        await addDestination({
          title: "Paris",
          description: "Museums and cafés.",
          image: "/p.svg",
          country: "France",
          continent: "Europe",
          rating: 4.5,
          activities: [],
          featured: false,
        });
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect(await countDestinations()).toBe(0);
    expect(await countTours()).toBe(0);
  });
});
