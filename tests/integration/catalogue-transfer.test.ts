import { expect, test } from "vitest";
import {
  applyCatalogueImport,
  exportCatalogue,
  ImportRefusedError,
  planCatalogueImport,
} from "~/server/catalogue/catalogue-transfer.server";
import * as dataScreen from "~/routes/admin/data/data";
import { ORIGIN, run, signedInCookie } from "./catalogue-helpers";
import { inTransaction } from "~/server/platform/db.server";
import { addDestination, countDestinations, getDestination, updateDestination } from "~/server/catalogue/destinations.server";
import { loadSampleDataIntoEmptyTables } from "~/server/samples/sample-data.server";
import { countServices } from "~/server/catalogue/services.server";
import { countTours, getTour } from "~/server/catalogue/tours.server";
import { planCounts } from "~/domain/catalogue-transfer";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { auditHistory, commandLineOrigin } from "~/server/accounts/audit.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import { addRate, latestRateId, listRates, ratesInForce } from "~/server/platform/currencies.server";
import { describeEachDatabase } from "./databases";

async function addRateHere(currency: string, units: string, appliesFrom: string) {
  const input = RateFormSchema.parse({ currency, rate: units, appliesFrom, latestId: await latestRateId() });
  const result = await addRate(input, commandLineOrigin());
  if (result.status !== "ok") throw new Error("rate refused");
}

describeEachDatabase("catalogue export and import", () => {
  test("an export imported into an empty database gives the same catalogue", async () => {
    await loadSampleDataIntoEmptyTables();
    const exported = await exportCatalogue();
    expect(exported.destinations).toHaveLength(6);
    expect(exported.tours[0]).toHaveProperty("destination");
    const { emptyAllTables } = await import("./databases");
    const { getDb } = await import("~/server/platform/db.server");
    await emptyAllTables(getDb());
    await applyCatalogueImport(JSON.parse(JSON.stringify(exported)));
    const again = await exportCatalogue();
    expect({ ...again, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
  });

  test("the exchange rates travel: the history goes into an empty database, audited, and is skipped when already here", async () => {
    await addRateHere("LBP", "89500", "2026-01-01");
    // A correction of the same day: the newer row is the one in force.
    await addRateHere("LBP", "90000", "2026-01-01");
    await addRateHere("XOF", "655.957", "2026-03-01");
    const exported = await exportCatalogue();
    expect(exported.exchangeRates).toEqual([
      { currency: "LBP", unitsPerDollar: 89_500, appliesFrom: "2026-01-01" },
      { currency: "LBP", unitsPerDollar: 90_000, appliesFrom: "2026-01-01" },
      { currency: "XOF", unitsPerDollar: 655.957, appliesFrom: "2026-03-01" },
    ]);
    const { emptyAllTables } = await import("./databases");
    const { getDb } = await import("~/server/platform/db.server");
    await emptyAllTables(getDb());

    const versionBefore = await readContentVersion();
    const plan = await applyCatalogueImport(JSON.parse(JSON.stringify(exported)));
    expect(planCounts(plan).exchangeRates).toEqual({ add: 3, skip: 0 });
    expect(await readContentVersion()).toBeGreaterThan(versionBefore);
    const inForce = await ratesInForce("2026-06-01");
    expect(inForce.get("LBP")?.perUsdMicros).toBe(90_000_000_000);
    expect(inForce.get("XOF")?.perUsdMicros).toBe(655_957_000);
    const rates = await listRates();
    expect(rates).toHaveLength(3);
    for (const rate of rates) {
      expect(await auditHistory("exchange-rate", rate.id)).toEqual([
        expect.objectContaining({ action: "create", changes: expect.objectContaining({ appliesFrom: [null, rate.appliesFrom] }) }),
      ]);
    }
    expect((await exportCatalogue()).exchangeRates).toEqual(exported.exchangeRates);

    // Imported again: every rate is already here.
    const again = await applyCatalogueImport(JSON.parse(JSON.stringify(exported)));
    expect(planCounts(again).exchangeRates).toEqual({ add: 0, skip: 3 });
    expect(await listRates()).toHaveLength(3);
  });

  test("a rate of another value for a day that has one here is a conflict: refused, skipped, or added as the newer row", async () => {
    await addRateHere("LBP", "89500", "2026-01-01");
    const file = { exchangeRates: [{ currency: "LBP", unitsPerDollar: 91_000, appliesFrom: "2026-01-01" }] };
    expect((await planCatalogueImport(file)).conflicts).toEqual([expect.objectContaining({ kind: "exchange-rate", position: 1 })]);
    await expect(applyCatalogueImport(file)).rejects.toMatchObject({ reason: "conflict" });
    await applyCatalogueImport(file, "skip");
    expect(await listRates()).toHaveLength(1);
    await applyCatalogueImport(file, "overwrite");
    expect(await listRates()).toHaveLength(2);
    expect((await ratesInForce("2026-02-01")).get("LBP")?.perUsdMicros).toBe(91_000_000_000);
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
    // The other five are in the file as they are here: no change (issue #23).
    expect(checked.body.preview.counts.destinations).toEqual({ add: 0, update: 0, unchanged: 5 });
    const catalogue = checked.body.preview.catalogue as string;
    expect(catalogue).toBe(JSON.stringify(exported));

    const unchosen = await post({ intent: "apply", catalogue });
    expect(unchosen.status).toBe(409);
    expect(unchosen.body.problem.description).toContain("Nothing was imported");
    expect((await getDestination("bali"))?.title).toBe("Bali, edited here");

    expect((await post({ intent: "apply", catalogue, conflicts: "whatever" })).status).toBe(400);

    const skipped = await post({ intent: "apply", catalogue, conflicts: "skip" });
    expect(skipped.status).toBe(302);
    // The sample tours' departures are records of the file too (issue #12).
    const departures = exported.departures?.length ?? 0;
    const others = exported.destinations.length + exported.tours.length + exported.services.length + departures - 1;
    expect(skipped.toast).toMatchObject({ description: `0 added, 0 updated, ${others} with no change, 1 changed here kept as they are.` });
    expect((await getDestination("bali"))?.title).toBe("Bali, edited here");
  });

  test("an export imported back unchanged previews no change, and importing it writes nothing", async () => {
    await loadSampleDataIntoEmptyTables();
    const cookie = await signedInCookie("admin");
    const exported = JSON.parse(JSON.stringify(await exportCatalogue()));
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
    const counts = checked.body.preview.counts;
    expect(counts.destinations).toEqual({ add: 0, update: 0, unchanged: exported.destinations.length });
    expect(counts.tours).toEqual({ add: 0, update: 0, unchanged: exported.tours.length });
    expect(counts.services).toEqual({ add: 0, update: 0, unchanged: exported.services.length });
    expect(counts.departures).toEqual({ add: 0, update: 0, unchanged: exported.departures.length });
    expect(counts.siteContent).toEqual({ add: 0, update: 0, unchanged: Object.keys(exported.siteContent).length });
    expect(counts.conflicts).toBe(0);

    // One record changed in the file: that one, and only that one, is an update.
    exported.tours[0].title = `${exported.tours[0].title} (revised)`;
    const oneChanged = await planCatalogueImport(exported);
    expect(planCounts(oneChanged).tours).toEqual({ add: 0, update: 1, unchanged: exported.tours.length - 1 });
    exported.tours[0].title = exported.tours[0].title.replace(" (revised)", "");

    const applied = await post({ intent: "apply", catalogue: checked.body.preview.catalogue as string });
    expect(applied.status).toBe(302);
    const total =
      exported.destinations.length +
      exported.tours.length +
      exported.services.length +
      exported.departures.length +
      Object.keys(exported.siteContent).length;
    expect(applied.toast).toMatchObject({ description: `0 added, 0 updated, ${total} with no change.` });
    // Nothing was written: every version is the one exported.
    const again = await exportCatalogue();
    expect(again.destinations.map((record) => record.version)).toEqual(
      exported.destinations.map((record: { version: number }) => record.version),
    );
    expect(again.tours.map((record) => record.version)).toEqual(exported.tours.map((record: { version: number }) => record.version));
  });

  test("the import screen's preview counts the rates to add and skip, and names a bad rate", async () => {
    await addRateHere("LBP", "89500", "2026-01-01");
    const cookie = await signedInCookie("admin");
    const file = {
      exchangeRates: [
        { currency: "LBP", unitsPerDollar: 89_500, appliesFrom: "2026-01-01" },
        { currency: "XOF", unitsPerDollar: 655.957, appliesFrom: "2026-03-01" },
        { currency: "LRD", unitsPerDollar: 0, appliesFrom: "2026-03-01" },
      ],
    };
    const form = new FormData();
    form.append("intent", "preview");
    form.append("file", new File([JSON.stringify(file)], "catalogue.json"));
    const checked = await run(
      dataScreen.action,
      new Request(`${ORIGIN}/admin/data`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: form }),
    );
    expect(checked.status).toBe(200);
    expect(checked.body.preview.counts.exchangeRates).toEqual({ add: 1, skip: 1 });
    expect(checked.body.preview.problems).toEqual([
      expect.objectContaining({
        kind: "exchange-rate",
        position: 3,
        title: "LRD from 2026-03-01",
        reason: "The rate must be more than 0.",
      }),
    ]);
    await expect(applyCatalogueImport(file)).rejects.toMatchObject({ reason: "invalid" });
    expect(await listRates()).toHaveLength(1);
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
