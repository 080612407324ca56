import { describe, expect, test } from "vitest";
import { parseCatalogueText, planCounts, planImport } from "./catalogue-transfer";

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
        input: expect.objectContaining({ title: "Bali", activities: ["Surfing", "Temples"], featured: true, rating: 4.8 }),
      },
    ]);
  });

  test("an id already in the database at the version the file was exported from is an update at that version", () => {
    const plan = planImport(
      { destinations: [{ ...oldStoreDestination, version: 3 }] },
      { ...none, destinations: new Map([["1700000000000", 3]]) },
    );
    expect(planCounts(plan).destinations).toEqual({ add: 0, update: 1 });
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
