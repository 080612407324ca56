import { describe, expect, test } from "vitest";
import { IMPORT_WORDS } from "~/content/import-export";
import { catalogueImport, planCounts, toExportedRates } from "./catalogue-transfer";

const { parseCatalogueText, planImport } = catalogueImport(IMPORT_WORDS);

const none = { destinations: new Map<string, number>(), tours: new Map<string, number>(), services: new Map<string, number>() };

const oldStoreDestination = {
  id: "1700000000000",
  title: "Bali",
  description: "Island of temples and rice terraces.",
  image: "https://example.com/bali.jpg",
  country: "Indonesia",
  continent: "Asia",
  rating: 4.8,
  activities: ["Surfing", "Temples"],
  featured: true,
};

describe("parseCatalogueText", () => {
  test("refuses text that is not JSON, and JSON that is not a catalogue", () => {
    expect(parseCatalogueText("{nope")).toEqual({ ok: false, reason: "The file is not valid JSON." });
    expect(parseCatalogueText("[]")).toMatchObject({ ok: false });
    expect(parseCatalogueText('{"destinations": 3}')).toEqual({ ok: false, reason: '"destinations" must be an array.' });
    expect(parseCatalogueText("{}")).toEqual({ ok: false, reason: "The file has no destinations, tours or services to import." });
  });
});

describe("planImport", () => {
  test("reads the old browser store's shape: timestamp ids, arrays, booleans", () => {
    const plan = planImport({ destinations: [oldStoreDestination] }, none);
    expect(plan.problems).toEqual([]);
    expect(plan.destinations).toEqual([
      {
        id: "1700000000000",
        action: "add",
        expectedVersion: null,
        // A file from before drafts: its records were public, and stay so.
        status: "published",
        input: expect.objectContaining({ title: "Bali", activities: ["Surfing", "Temples"], featured: true, rating: 4.8 }),
      },
    ]);
  });

  test("an id already in the database at the version the file was exported from is an update at that version", () => {
    const plan = planImport(
      { destinations: [{ ...oldStoreDestination, version: 3 }] },
      { ...none, destinations: new Map([["1700000000000", 3]]) },
    );
    expect(planCounts(plan).destinations).toEqual({ add: 0, update: 1, unchanged: 0 });
    expect(plan.destinations[0]).toMatchObject({ action: "update", expectedVersion: 3 });
    expect(plan.conflicts).toEqual([]);
  });

  test("a record changed here since the export is a conflict, left out unless the admin chooses to overwrite it", () => {
    const file = { destinations: [{ ...oldStoreDestination, version: 2 }] };
    const existing = { ...none, destinations: new Map([["1700000000000", 5]]) };
    const conflict = {
      kind: "destination",
      position: 1,
      id: "1700000000000",
      title: "Bali",
      reason: "changed since the export (version 2 in the file, version 5 here)",
      fileVersion: 2,
      currentVersion: 5,
    };
    const refused = planImport(file, existing);
    expect(refused.conflicts).toEqual([conflict]);
    expect(refused.destinations).toEqual([]);
    expect(planCounts(refused)).toMatchObject({ destinations: { add: 0, update: 0 }, conflicts: 1 });
    expect(planImport(file, existing, "skip").destinations).toEqual([]);
    expect(planImport(file, existing, "overwrite").destinations).toEqual([
      expect.objectContaining({ id: "1700000000000", action: "update", expectedVersion: null }),
    ]);
  });

  test("a file without versions (exported before they were) cannot say what changed: updating an existing id is a conflict", () => {
    const plan = planImport({ destinations: [oldStoreDestination] }, { ...none, destinations: new Map([["1700000000000", 1]]) });
    expect(plan.conflicts).toEqual([
      expect.objectContaining({
        id: "1700000000000",
        fileVersion: null,
        reason: "the file does not say which version it was exported from, and the record here is at version 1",
      }),
    ]);
    // New records need no version.
    expect(planImport({ destinations: [oldStoreDestination] }, none).destinations).toEqual([expect.objectContaining({ action: "add" })]);
  });

  test("a version that is not a whole number of at least 1 is an invalid record", () => {
    for (const version of [0, -1, 1.5, "two", true, [1]]) {
      const plan = planImport(
        { services: [{ id: "s1", title: "Visa help", description: "Paperwork done for you.", icon: "globe", version }] },
        none,
      );
      expect(plan.problems, String(version)).toEqual([
        expect.objectContaining({ reason: "The version must be a whole number of at least 1." }),
      ]);
    }
    const numeric = planImport(
      { services: [{ id: "s1", title: "Visa help", description: "Paperwork done for you.", icon: "globe", version: "4" }] },
      {
        ...none,
        services: new Map([["s1", 4]]),
      },
    );
    expect(numeric.services).toEqual([expect.objectContaining({ action: "update", expectedVersion: 4 })]);
  });

  test("each invalid record is listed with the form's message and its position", () => {
    const plan = planImport(
      {
        destinations: [
          { ...oldStoreDestination, title: "B" },
          { ...oldStoreDestination, id: "x", image: "not a url" },
        ],
        services: [{ id: "s1", title: "Visa help", description: "short" }],
      },
      none,
    );
    expect(plan.problems).toEqual([
      { kind: "destination", position: 1, id: "1700000000000", title: "B", reason: "Title must be at least 2 characters" },
      { kind: "destination", position: 2, id: "x", title: "Bali", reason: "Please enter a valid URL for the image" },
      { kind: "service", position: 1, id: "s1", title: "Visa help", reason: "Description must be at least 10 characters" },
    ]);
    expect(plan.destinations).toEqual([]);
  });

  test("a tour may point at a destination in the same file, but not at one that exists nowhere", () => {
    const tour = {
      id: "t1",
      title: "Bali Escape",
      description: "Eight relaxed days on the island.",
      image: "/images/tours/bali.svg",
      destinationId: "1700000000000",
      destination: "Bali",
      duration: 8,
      price: 1299,
      groupSize: 12,
      rating: 4.8,
      includedServices: ["Flights"],
      featured: false,
    };
    const together = planImport({ destinations: [oldStoreDestination], tours: [tour] }, none);
    expect(together.problems).toEqual([]);
    expect(together.tours[0]?.input).toMatchObject({ price: 1299, duration: 8, includedServices: ["Flights"] });
    const alone = planImport({ tours: [tour] }, none);
    expect(alone.problems[0]?.reason).toBe("Selected destination not found");
  });

  test("duplicate ids in one file are refused, and an unknown service icon becomes globe", () => {
    const plan = planImport(
      {
        services: [
          { id: "a", title: "Cargo", description: "Air and sea freight.", icon: "rocket" },
          { id: "a", title: "Cargo again", description: "Air and sea freight.", icon: "map" },
        ],
      },
      none,
    );
    expect(plan.services[0]?.input.icon).toBe("globe");
    expect(plan.problems[0]?.reason).toBe('The id "a" appears more than once in the file.');
  });
});

describe("exchange rates", () => {
  const lbp = { currency: "LBP", unitsPerDollar: 89_500, appliesFrom: "2026-01-01" };
  const xof = { currency: "XOF", unitsPerDollar: 655.957, appliesFrom: "2026-03-01" };
  const here = { ...none, exchangeRates: [{ currency: "LBP" as const, perUsdMicros: 89_500_000_000, appliesFrom: "2026-01-01" }] };

  test("the export carries the whole history oldest first, as decimal units per dollar", () => {
    const rate = (id: string, currency: "LBP" | "XOF", micros: number, appliesFrom: string, createdAt: string) => ({
      id,
      currency,
      perUsdMicros: micros,
      appliesFrom,
      createdAt,
      createdBy: null,
    });
    const history = [
      rate("b", "XOF", 655_957_000, "2026-03-01", "2026-02-01T00:00:00.000Z"),
      rate("sample-lbp", "LBP", 89_000_000_000, "2026-01-01", "2026-01-01T00:00:00.000Z"),
      rate("a", "LBP", 89_500_000_000, "2026-01-01", "2026-01-02T00:00:00.000Z"),
    ];
    expect(toExportedRates(history)).toEqual([
      { currency: "LBP", unitsPerDollar: 89_000, appliesFrom: "2026-01-01" },
      { currency: "LBP", unitsPerDollar: 89_500, appliesFrom: "2026-01-01" },
      xof,
    ]);
  });

  test("a new rate is added, one already here (same currency, day and value) is skipped", () => {
    const plan = planImport({ exchangeRates: [lbp, xof] }, here);
    expect(plan.problems).toEqual([]);
    expect(plan.conflicts).toEqual([]);
    expect(plan.exchangeRates).toEqual([{ currency: "XOF", perUsdMicros: 655_957_000, appliesFrom: "2026-03-01", action: "add" }]);
    expect(planCounts(plan).exchangeRates).toEqual({ add: 1, skip: 1 });
  });

  test("a bad rate is refused with its reason, the Currencies form's limits included", () => {
    const plan = planImport(
      {
        exchangeRates: [
          { ...lbp, currency: "USD" },
          { ...lbp, unitsPerDollar: 0 },
          { ...lbp, unitsPerDollar: -5 },
          { ...lbp, unitsPerDollar: 20_000_000 },
          { ...lbp, appliesFrom: "2026-02-30" },
          "not a rate",
        ],
      },
      none,
    );
    expect(plan.exchangeRates).toEqual([]);
    expect(plan.problems.map((problem) => [problem.kind, problem.position, problem.title, problem.reason])).toEqual([
      ["exchange-rate", 1, "USD from 2026-01-01", "the currency must be one of LBP, XOF, LRD (rates say what one US dollar buys)"],
      ["exchange-rate", 2, "LBP from 2026-01-01", "The rate must be more than 0."],
      ["exchange-rate", 3, "LBP from 2026-01-01", "Enter the rate as a number, for example 89500 or 189.5."],
      ["exchange-rate", 4, "LBP from 2026-01-01", "The rate must be at most 10,000,000 per dollar."],
      ["exchange-rate", 5, "LBP from 2026-02-30", "Enter a real date, as YYYY-MM-DD."],
      ["exchange-rate", 6, null, "the currency must be one of LBP, XOF, LRD (rates say what one US dollar buys)"],
    ]);
    expect(parseCatalogueText('{"exchangeRates": {}}')).toEqual({ ok: false, reason: '"exchangeRates" must be an array.' });
  });

  test("another value here for the same currency and day is a conflict: refused, skipped, or added as the newer row", () => {
    const file = { exchangeRates: [{ ...lbp, unitsPerDollar: 90_000 }] };
    const conflict = {
      kind: "exchange-rate",
      position: 1,
      id: null,
      title: "LBP from 2026-01-01",
      reason: "the rate here for that day is 89,500 per US dollar; the file's is 90,000",
    };
    const refused = planImport(file, here);
    expect(refused.conflicts).toEqual([conflict]);
    expect(refused.exchangeRates).toEqual([]);
    expect(planCounts(planImport(file, here, "skip")).exchangeRates).toEqual({ add: 0, skip: 1 });
    expect(planImport(file, here, "overwrite").exchangeRates).toEqual([
      { currency: "LBP", perUsdMicros: 90_000_000_000, appliesFrom: "2026-01-01", action: "add" },
    ]);
  });

  test("a correction in the file (two values for one day) is added in order into a database without that day", () => {
    const plan = planImport({ exchangeRates: [lbp, { ...lbp, unitsPerDollar: 89_600 }, lbp] }, none);
    expect(plan.exchangeRates.map((rate) => rate.perUsdMicros)).toEqual([89_500_000_000, 89_600_000_000]);
    expect(plan.skippedRates).toBe(1);
  });

  test("a file from before rates imports as before", () => {
    const plan = planImport({ destinations: [oldStoreDestination] }, here);
    expect(plan.exchangeRates).toEqual([]);
    expect(plan.problems).toEqual([]);
    expect(plan.conflicts).toEqual([]);
    expect(planCounts(plan).exchangeRates).toEqual({ add: 0, skip: 0 });
    expect(plan.destinations).toHaveLength(1);
  });
});
