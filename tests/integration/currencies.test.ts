import { expect, test } from "vitest";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { exportCatalogue, applyCatalogueImport, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { auditHistory, commandLineOrigin } from "~/server/accounts/audit.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import { addRate, explicitPricesIn, latestRateId, listRates, ratesInForce } from "~/server/platform/currencies.server";
import { addDestination } from "~/server/catalogue/destinations.server";
import { getPublicTour, searchPublicTours } from "~/server/catalogue/public-catalogue.server";
import { priceFilterFor } from "~/domain/currencies";
import { parseTourFilter } from "~/domain/filters";
import { addTour, deleteTour, getTour, updateTour } from "~/server/catalogue/tours.server";
import { destinationInput, tourInput } from "../catalogue-inputs";
import { describeEachDatabase } from "./databases";

const origin = commandLineOrigin();

async function rate(currency: string, units: string, appliesFrom: string) {
  const input = RateFormSchema.parse({ currency, rate: units, appliesFrom, latestId: await latestRateId() });
  const result = await addRate(input, origin);
  if (result.status !== "ok") throw new Error("rate refused");
  return result.rate;
}

describeEachDatabase("currencies", ({ db }) => {
  test("rates keep their history, the one in force is the latest applying by the date, and each is audited", async () => {
    const versionBefore = await readContentVersion();
    const first = await rate("XOF", "600", "2026-01-01");
    await rate("XOF", "650.5", "2026-06-01");
    expect((await ratesInForce("2026-05-31")).get("XOF")?.perUsdMicros).toBe(600_000_000);
    expect((await ratesInForce("2026-06-01")).get("XOF")?.perUsdMicros).toBe(650_500_000);
    expect((await listRates()).map((entry) => entry.appliesFrom)).toEqual(["2026-06-01", "2026-01-01"]);
    expect(await readContentVersion()).toBeGreaterThan(versionBefore);
    expect((await auditHistory("exchange-rate", first.id))[0]).toMatchObject({ action: "create" });
  });

  test("a rate saved over a newer one the screen did not show is refused", async () => {
    const shown = await latestRateId();
    await rate("LBP", "89500", "2026-01-01");
    const stale = RateFormSchema.parse({ currency: "LBP", rate: "90000", appliesFrom: "2026-02-01", latestId: shown });
    expect(await addRate(stale, origin)).toEqual({ status: "stale" });
    expect(await listRates()).toHaveLength(1);
  });

  test("amounts above 2^31 are kept and read back exactly", async () => {
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    await rate("LBP", "9999999.5", "2026-01-01");
    const tour = await addTour(tourInput({ prices: { LBP: 5_000_000_000 } }), undefined, "published");
    expect((await getTour(tour.id))?.prices?.LBP).toEqual({ amountMinor: 5_000_000_000, currency: "LBP" });
    expect((await listRates())[0]?.perUsdMicros).toBe(9_999_999_500_000);
    const row = await db().selectFrom("tour_prices").select("amount_minor").executeTakeFirstOrThrow();
    expect(Number(row.amount_minor)).toBe(5_000_000_000);
  });

  test("an explicit price wins over the conversion, is audited with the tour, and goes with it", async () => {
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    await rate("XOF", "600", "2000-01-01");
    const tour = await addTour(tourInput({ price: 75 }), undefined, "published");
    expect(await getPublicTour(tour.id, { currency: "XOF" })).toMatchObject({ priceText: "≈ XOF\u00a045,000", priceApproximate: true });
    const updated = await updateTour(tour.id, { prices: { XOF: 42_000 } }, tour.version);
    expect(updated.status).toBe("ok");
    expect(await getPublicTour(tour.id, { currency: "XOF" })).toMatchObject({ priceText: "XOF\u00a042,000", priceApproximate: false });
    expect(await getPublicTour(tour.id, { currency: "USD" })).toMatchObject({ priceText: "$75" });
    const [change] = await auditHistory("tour", tour.id);
    expect(change?.changes).toMatchObject({ priceXOF: [null, { amountMinor: 42_000, currency: "XOF" }] });
    expect((await deleteTour(tour.id)).status).toBe("ok");
    expect(await explicitPricesIn([tour.id], "XOF")).toEqual(new Map());
  });

  test("the price filter works in the visitor's currency, explicit prices included", async () => {
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    await rate("XOF", "600", "2000-01-01");
    await addTour(tourInput({ title: "Cheap Tour", price: 50 }), undefined, "published"); // ≈ XOF 30,000
    await addTour(tourInput({ title: "Dear Tour", price: 100 }), undefined, "published"); // ≈ XOF 60,000
    await addTour(tourInput({ title: "Set Tour", price: 100, prices: { XOF: 35_000 } }), undefined, "published");
    const filter = parseTourFilter(new URLSearchParams("maxPrice=40000"), priceFilterFor("XOF", 600_000_000));
    const found = await searchPublicTours(filter, 1, { currency: "XOF" });
    expect(found.rows.map((tour) => tour.title)).toEqual(["Cheap Tour", "Set Tour"]);
  });

  test("an export carries explicit prices by currency, and an export from before them still imports", async () => {
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    const tour = await addTour(tourInput({ prices: { LRD: 2500.5 } }), undefined, "published");
    const file = await exportCatalogue();
    expect(file.tours[0]?.prices).toEqual({ LBP: null, XOF: null, LRD: 2500.5 });
    const { prices: _, ...before } = file.tours[0]!;
    await applyCatalogueImport({ ...file, tours: [before] }, "overwrite");
    expect((await getTour(tour.id))?.prices?.LRD).toEqual({ amountMinor: 250_050, currency: "LRD" });
    await applyCatalogueImport({
      ...(await exportCatalogue()),
      tours: [{ ...before, id: "new-tour", version: undefined, prices: { XOF: 9000 } }],
    });
    expect((await getTour("new-tour"))?.prices).toEqual({ LBP: null, XOF: { amountMinor: 9000, currency: "XOF" }, LRD: null });
  });

  test("an export from before prices by currency (priceLBP, priceXOF, priceLRD) still imports its prices", async () => {
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    const tour = await addTour(tourInput({ prices: { LBP: 90_000_000, LRD: 2500.5 } }), undefined, "published");
    const { prices: _, ...current } = (await exportCatalogue()).tours[0]!;
    // As decision 0054's files before it wrote them: one field per currency, null for none.
    const old = { ...current, priceLBP: null, priceXOF: 45_000, priceLRD: 2600.25 };
    await applyCatalogueImport({ ...(await exportCatalogue()), tours: [old] });
    expect((await getTour(tour.id))?.prices).toEqual({
      LBP: null,
      XOF: { amountMinor: 45_000, currency: "XOF" },
      LRD: { amountMinor: 260_025, currency: "LRD" },
    });
    // Its prices are checked as the form checks them, with the form's message.
    const bad = await planCatalogueImport({ tours: [{ ...current, id: "old-file-tour", version: undefined, priceXOF: "twelve" }] });
    expect(bad.problems).toMatchObject([{ id: "old-file-tour", reason: "Price must be a number" }]);
  });
});
