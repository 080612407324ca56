import { expect, test } from "vitest";
import { applyCatalogueImport, exportCatalogue, ImportRefusedError, planCatalogueImport } from "~/server/catalogue-transfer.server";
import * as dataScreen from "~/routes/admin/data";
import { ORIGIN, run, signedInCookie } from "./catalogue-helpers";
import { inTransaction } from "~/server/db.server";
import { addDestination, countDestinations, getDestination, updateDestination } from "~/server/destinations.server";
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
          version: 1,
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

  test("the export carries each record's version", async () => {
    await loadSampleDataIntoEmptyTables();
    await updateDestination("bali", { title: "Bali, Island of Gods" }, 1);
    const exported = await exportCatalogue();
    expect(exported.destinations.find((record) => record.id === "bali")?.version).toBe(2);
    expect(exported.tours.every((record) => record.version === 1)).toBe(true);
    expect(exported.services.every((record) => record.version === 1)).toBe(true);
  });

  test("importing an export after a record was edited here refuses it as a conflict, unless the admin skips or overwrites it", async () => {
    await loadSampleDataIntoEmptyTables();
    const exported = JSON.parse(JSON.stringify(await exportCatalogue()));
    exported.destinations.find((record: { id: string }) => record.id === "bali").title = "Bali from the file";
    exported.destinations.find((record: { id: string }) => record.id === "paris").title = "Paris from the file";
    // Edited here after the export.
    await updateDestination("bali", { title: "Bali, edited here" }, 1);

    const plan = await planCatalogueImport(exported);
    expect(plan.conflicts).toEqual([expect.objectContaining({ kind: "destination", id: "bali", fileVersion: 1, currentVersion: 2 })]);
    await expect(applyCatalogueImport(exported)).rejects.toMatchObject({ reason: "conflict" });
    expect((await getDestination("bali"))?.title).toBe("Bali, edited here");
    expect((await getDestination("paris"))?.title).not.toBe("Paris from the file");

    await applyCatalogueImport(exported, "skip");
    expect((await getDestination("bali"))?.title).toBe("Bali, edited here");
    expect(await getDestination("paris")).toMatchObject({ title: "Paris from the file", version: 2 });

    // Paris is now at version 2 too: the file's version 1 is a conflict for both.
    await applyCatalogueImport(exported, "overwrite");
    expect(await getDestination("bali")).toMatchObject({ title: "Bali from the file", version: 3 });
  });

  test("the import screen shows the conflicts in the preview and imports only with the admin's choice", async () => {
    await loadSampleDataIntoEmptyTables();
    const cookie = await signedInCookie("admin");
    const exported = JSON.parse(JSON.stringify(await exportCatalogue()));
    exported.destinations.find((record: { id: string }) => record.id === "bali").title = "Bali from the file";
    await updateDestination("bali", { title: "Bali, edited here" }, 1);
    const post = (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return run(
        dataScreen.action,
        new Request(`${ORIGIN}/admin/data`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: form }),
      );
    };

    const checked = await post({ intent: "preview", file: new File([JSON.stringify(exported, null, 2)], "catalogue.json") });
    expect(checked.status).toBe(200);
    expect(checked.body.preview.conflicts).toEqual([
      expect.objectContaining({
        id: "bali",
        title: "Bali from the file",
        reason: "changed since the export (version 1 in the file, version 2 here)",
      }),
    ]);
    expect(checked.body.preview.counts.destinations).toEqual({ add: 0, update: 5 });
    const catalogue = checked.body.preview.catalogue as string;
    expect(catalogue).toBe(JSON.stringify(exported));

    const unchosen = await post({ intent: "apply", catalogue });
    expect(unchosen.status).toBe(409);
    expect(unchosen.body.problem.description).toContain("Nothing was imported");
    expect((await getDestination("bali"))?.title).toBe("Bali, edited here");

    expect((await post({ intent: "apply", catalogue, conflicts: "whatever" })).status).toBe(400);

    const skipped = await post({ intent: "apply", catalogue, conflicts: "skip" });
    expect(skipped.status).toBe(302);
    const others = exported.destinations.length + exported.tours.length + exported.services.length - 1;
    expect(skipped.toast).toMatchObject({ description: `0 added, ${others} updated, 1 changed here kept as they are.` });
    expect((await getDestination("bali"))?.title).toBe("Bali, edited here");
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
