import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { addDestination } from "~/server/catalogue/destinations.server";
import {
  getPublicDestination,
  getPublicTour,
  listPublicDestinations,
  listPublicServices,
  listPublicTours,
} from "~/server/catalogue/public-catalogue.server";
import { addService } from "~/server/catalogue/services.server";
import { addTour } from "~/server/catalogue/tours.server";
import { destinationInput, tourInput } from "../catalogue-inputs";
import { describeEachDatabase } from "./databases";

const ROOT = path.join(import.meta.dirname, "../..");

/** The public site's server code: its routes, the sitemap, and the contact form's handling. */
const PUBLIC_MODULES = [
  ...readdirSync(path.join(ROOT, "app/routes/public")).map((file) => `app/routes/public/${file}`),
  "app/routes/resources/sitemap.ts",
];

const ADMIN_QUERY_MODULES = /(destinations|tours|services)\.server["']/;

describe("the public site's modules", () => {
  test("read the catalogue through the public reads only, never the admin queries", () => {
    for (const file of PUBLIC_MODULES) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      expect(ADMIN_QUERY_MODULES.test(source), `${file} imports an admin catalogue query module`).toBe(false);
    }
  });
});

const place = (title: string, featured: boolean) => destinationInput({ title, featured, activities: ["Walking"] });
const trip = (title: string, destinationId: string, featured: boolean) => tourInput({ title, destinationId, featured, price: 999.5 });

describeEachDatabase("public catalogue reads", () => {
  test("destinations by title, all or the featured ones; one by id, or null", async () => {
    await addDestination(place("Paris", false), "paris", "published");
    await addDestination(place("Bali", true), "bali", "published");
    await addDestination(place("Amman", true), "amman", "published");
    expect((await listPublicDestinations({ limit: 10 })).map((destination) => destination.id)).toEqual(["amman", "bali", "paris"]);
    expect((await listPublicDestinations({ limit: 2 })).map((destination) => destination.id)).toEqual(["amman", "bali"]);
    expect((await listPublicDestinations({ featuredOnly: true, limit: 10 })).map((destination) => destination.id)).toEqual([
      "amman",
      "bali",
    ]);
    expect(await getPublicDestination("bali")).toMatchObject({ title: "Bali", featured: true, activities: ["Walking"] });
    expect(await getPublicDestination("nowhere")).toBeNull();
  });

  test("tours by title with their destination's name, filtered by featured and destination; one by id, or null", async () => {
    await addDestination(place("Bali", true), "bali", "published");
    await addDestination(place("Paris", false), "paris", "published");
    await addTour(trip("Seine Evenings", "paris", true), "seine-evenings", "published");
    await addTour(trip("Island Days", "bali", false), "island-days", "published");
    await addTour(trip("Bali Temples", "bali", true), "bali-temples", "published");
    expect((await listPublicTours({ limit: 10 })).map((tour) => tour.id)).toEqual(["bali-temples", "island-days", "seine-evenings"]);
    expect((await listPublicTours({ limit: 1 })).map((tour) => tour.id)).toEqual(["bali-temples"]);
    expect((await listPublicTours({ featuredOnly: true, limit: 10 })).map((tour) => tour.id)).toEqual(["bali-temples", "seine-evenings"]);
    expect((await listPublicTours({ destinationId: "bali", limit: 10 })).map((tour) => tour.id)).toEqual(["bali-temples", "island-days"]);
    expect((await listPublicTours({ destinationId: "bali", exceptId: "bali-temples", limit: 10 })).map((tour) => tour.id)).toEqual([
      "island-days",
    ]);
    expect(await getPublicTour("seine-evenings")).toMatchObject({
      destination: "Paris",
      price: { amountMinor: 99950, currency: "USD" },
    });
    expect(await getPublicTour("nowhere")).toBeNull();
  });

  test("services in the agency's order", async () => {
    await addService({ title: "Visas", description: "Help with visa paperwork.", icon: "shield" }, undefined, "published");
    await addService({ title: "Cargo", description: "Air and sea cargo worldwide.", icon: "globe" }, undefined, "published");
    expect((await listPublicServices()).map((service) => service.title)).toEqual(["Visas", "Cargo"]);
  });
});
