import { expect, test } from "vitest";
import { RateFormSchema } from "~/domain/currencies";
import { exportCatalogue, applyCatalogueImport } from "~/server/catalogue-transfer.server";
import { auditHistory, commandLineOrigin } from "~/server/audit.server";
import { readContentVersion } from "~/server/content-version.server";
import { addRate, latestRateId, listRates, ratesInForce } from "~/server/currencies.server";
import { addDestination } from "~/server/destinations.server";
import { addTour, getTour } from "~/server/tours.server";
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
    await addDestination(destinationInput({ title: "Bali" }), "bali");
    await rate("LBP", "9999999.5", "2026-01-01");
    const tour = await addTour(tourInput({ priceLBP: 5_000_000_000 }));
    expect((await getTour(tour.id))?.priceLBP).toEqual({ amountMinor: 5_000_000_000, currency: "LBP" });
    expect((await listRates())[0]?.perUsdMicros).toBe(9_999_999_500_000);
    const row = await db().selectFrom("tour_prices").select("amount_minor").executeTakeFirstOrThrow();
    expect(Number(row.amount_minor)).toBe(5_000_000_000);
  });

  test("an export carries explicit prices, and an export from before them still imports", async () => {
    await addDestination(destinationInput({ title: "Bali" }), "bali");
    const tour = await addTour(tourInput({ priceLRD: 2500.5 }));
    const file = await exportCatalogue();
    expect(file.tours[0]).toMatchObject({ priceLRD: 2500.5, priceXOF: null });
    const { priceLBP, priceXOF, priceLRD, ...before } = file.tours[0]!;
    await applyCatalogueImport({ ...file, tours: [before] }, "overwrite");
    expect((await getTour(tour.id))?.priceLRD).toEqual({ amountMinor: 250_050, currency: "LRD" });
    await applyCatalogueImport({
      ...(await exportCatalogue()),
      tours: [{ ...before, id: "new-tour", version: undefined, priceXOF: 9000 }],
    });
    expect((await getTour("new-tour"))?.priceXOF).toEqual({ amountMinor: 9000, currency: "XOF" });
    expect([priceLBP, priceXOF, priceLRD]).toEqual([null, null, 2500.5]);
  });
});
