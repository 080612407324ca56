import { describe, expect, test } from "vitest";
import { catalogueFormSchemas } from "~/domain/catalogue-forms";
import { CATALOGUE_FORM_WORDS } from "~/content/catalogue-admin";
import { slugify } from "~/domain/slug";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { addDestination, countDestinations, listDestinations } from "~/server/catalogue/destinations.server";
import { listPublicDestinations, listPublicTours } from "~/server/catalogue/public-catalogue.server";
import {
  SAMPLE_DESTINATIONS,
  SAMPLE_SERVICES,
  SAMPLE_TOURS,
  loadSampleCatalogueOnce,
  loadSampleDataIntoEmptyTables,
} from "~/server/samples/sample-data.server";
import { countServices, listServices } from "~/server/catalogue/services.server";
import { getSiteContentDocuments, loadSiteContentSampleOnce } from "~/server/platform/site-content.server";
import { countTours, listTours } from "~/server/catalogue/tours.server";
import { describeEachDatabase, emptyAllTables } from "./databases";

const { DestinationFormSchema, ServiceFormSchema, TourFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);

const within = (value: number, min: number, max: number) => value >= min && value <= max;

describe("the sample catalogue", () => {
  test("6 destinations over the spec's 5 continents, 4 of them featured", () => {
    expect(SAMPLE_DESTINATIONS).toHaveLength(6);
    expect(new Set(SAMPLE_DESTINATIONS.map((destination) => destination.continent))).toEqual(
      new Set(["Asia", "Europe", "South America", "Africa", "North America"]),
    );
    expect(SAMPLE_DESTINATIONS.filter((destination) => destination.featured)).toHaveLength(4);
  });

  test("6 tours, 4 featured, within the spec's ranges for price, duration, group size and rating", () => {
    expect(SAMPLE_TOURS).toHaveLength(6);
    expect(SAMPLE_TOURS.filter((tour) => tour.featured)).toHaveLength(4);
    for (const tour of SAMPLE_TOURS) {
      expect(within(tour.price, 899, 3499), `${tour.id} price ${tour.price}`).toBe(true);
      expect(within(tour.duration, 3, 12), `${tour.id} duration ${tour.duration}`).toBe(true);
      expect(within(tour.groupSize, 8, 18), `${tour.id} group ${tour.groupSize}`).toBe(true);
      expect(within(tour.rating, 4.5, 4.9), `${tour.id} rating ${tour.rating}`).toBe(true);
    }
    for (const destination of SAMPLE_DESTINATIONS) {
      expect(within(destination.rating, 4.5, 4.9), `${destination.id} rating`).toBe(true);
    }
  });

  test("6 services; every tour's destination is a sample destination", () => {
    expect(SAMPLE_SERVICES).toHaveLength(6);
    const destinationIds = new Set(SAMPLE_DESTINATIONS.map((destination) => destination.id));
    for (const tour of SAMPLE_TOURS) expect(destinationIds.has(tour.destinationId), tour.id).toBe(true);
  });

  test("every sample record passes the admin form it would be edited in, and its id is its title's slug", () => {
    for (const { id, ...destination } of SAMPLE_DESTINATIONS) {
      const posted = { ...destination, rating: String(destination.rating), activities: destination.activities.join(", ") };
      expect(DestinationFormSchema.safeParse(posted).success, id).toBe(true);
      expect(id).toBe(slugify(destination.title));
    }
    for (const { id, ...tour } of SAMPLE_TOURS) {
      const posted = { ...tour, price: String(tour.price), includedServices: tour.includedServices.join(", ") };
      expect(TourFormSchema.safeParse(posted).success, id).toBe(true);
      expect(id).toBe(slugify(tour.title));
    }
    for (const { id, ...service } of SAMPLE_SERVICES) {
      expect(ServiceFormSchema.safeParse(service).success, id).toBe(true);
      expect(id).toBe(slugify(service.title));
    }
  });
});

describeEachDatabase("loading the sample data", ({ db }) => {
  test("fills empty tables with the whole sample catalogue", async () => {
    await loadSampleDataIntoEmptyTables();
    expect(await countDestinations()).toBe(6);
    expect(await countTours()).toBe(6);
    expect(await countServices()).toBe(6);
    expect((await listPublicDestinations({ featuredOnly: true, limit: 100 })).length).toBe(4);
    expect((await listPublicTours({ featuredOnly: true, limit: 100 })).length).toBe(4);
    expect((await listServices()).map((service) => service.id)).toEqual(SAMPLE_SERVICES.map((service) => service.id));
    const tours = await listTours();
    expect(tours.find((tour) => tour.id === "bali-island-escape")).toMatchObject({
      destination: "Bali",
      price: { amountMinor: 129900, currency: "USD" },
    });
  });

  test("never loads twice: a second run adds nothing", async () => {
    await loadSampleDataIntoEmptyTables();
    await loadSampleDataIntoEmptyTables();
    expect([await countDestinations(), await countTours(), await countServices()]).toEqual([6, 6, 6]);
  });

  test("a table that holds anything is left alone, and no tour is added without its destination", async () => {
    await addDestination({
      title: "Beirut",
      description: "Our home city on the Mediterranean.",
      image: "/images/destinations/beirut.svg",
      country: "Lebanon",
      continent: "Asia",
      rating: 4.7,
      activities: [],
      featured: true,
    });
    await loadSampleDataIntoEmptyTables();
    expect((await listDestinations()).map((destination) => destination.id)).toEqual(["beirut"]);
    expect(await countTours()).toBe(0);
    expect(await countServices()).toBe(6);
  });

  test("a database gets the sample data once, after the migrations; emptied later, a restart does not refill it", async () => {
    // As on a database that never had it: no marker.
    await db().deleteFrom("app_markers").execute();
    await prepareDatabase(db());
    expect([await countDestinations(), await countTours(), await countServices()]).toEqual([6, 6, 6]);

    await emptyAllTables(db());
    await prepareDatabase(db());
    expect([await countDestinations(), await countTours(), await countServices()]).toEqual([0, 0, 0]);
  });

  test("the sample team's photos and customers' avatars are uploaded photos, like the catalogue's pictures", async () => {
    await db().deleteFrom("site_content").execute();
    await loadSiteContentSampleOnce(db());
    const { team, testimonials } = await getSiteContentDocuments();
    expect(team.members.map((member) => member.image)).toEqual(
      team.members.map(() => expect.stringMatching(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/)),
    );
    expect(testimonials.items.map((item) => item.avatar)).toEqual(
      testimonials.items.map(() => expect.stringMatching(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/)),
    );
  });

  test("of two starts at once, one loads the sample data and the other waits and loads nothing", async () => {
    await db().deleteFrom("app_markers").execute();
    const loaded = await Promise.all([loadSampleCatalogueOnce(db()), loadSampleCatalogueOnce(db())]);
    expect(loaded.sort()).toEqual([false, true]);
    expect([await countDestinations(), await countTours(), await countServices()]).toEqual([6, 6, 6]);
  });

  test("a failed load leaves no marker, so the next start tries again", async () => {
    await db().deleteFrom("app_markers").execute();
    await db().schema.alterTable("services").renameTo("services_away").execute();
    try {
      await expect(loadSampleCatalogueOnce(db())).rejects.toThrow();
    } finally {
      await db().schema.alterTable("services_away").renameTo("services").execute();
    }
    expect(await countDestinations()).toBe(0);
    expect(await loadSampleCatalogueOnce(db())).toBe(true);
    expect([await countDestinations(), await countTours(), await countServices()]).toEqual([6, 6, 6]);
  });
});
