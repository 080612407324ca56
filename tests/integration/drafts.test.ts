import { expect, test } from "vitest";
import * as destinationScreen from "~/routes/admin/catalogue/destination";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import * as tourScreen from "~/routes/admin/catalogue/tour";
import * as toursList from "~/routes/admin/catalogue/tours";
import { loader as destinationLoader } from "~/routes/public/destination";
import { loader as destinationsLoader } from "~/routes/public/destinations";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as layoutLoader } from "~/routes/public/layout";
import { loader as servicesLoader } from "~/routes/public/services";
import { loader as tourLoader } from "~/routes/public/tour";
import { loader as toursLoader } from "~/routes/public/tours";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { PUBLICATION_TEXTS } from "~/content/publication-admin";
import { exportCatalogue, applyCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { getDb } from "~/server/platform/db.server";
import { addDestination, getDestination } from "~/server/catalogue/destinations.server";
import { nextScheduledPublish, setPublicationStatus } from "~/server/catalogue/publication.server";
import {
  countPublicTours,
  getPublicTour,
  listPublicContinents,
  listPublicServices,
  listPublicTourDestinations,
  listPublicTours,
  publicRecordStats,
  searchPublicDestinations,
} from "~/server/catalogue/public-catalogue.server";
import { parseDestinationFilter } from "~/domain/filters";
import { addService, getService } from "~/server/catalogue/services.server";
import { addTour, getTour } from "~/server/catalogue/tours.server";
import { destinationInput, TOUR_FORM_FIELDS, tourInput } from "../catalogue-inputs";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Drafts (issue #12, decision 0028): a draft, or a record scheduled for later, is nowhere a
 * visitor looks; a signed-in staff member previews it; publishing follows the version rule and
 * the tour's destination rule.
 */

const hour = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + hour).toISOString();
const anHourAgo = () => new Date(Date.now() - hour).toISOString();

/** A public catalogue, with a draft, a scheduled and a once-scheduled record of each kind beside it. */
async function catalogue() {
  await addDestination(destinationInput({ title: "Bali", featured: true }), "bali", "published");
  await addDestination(destinationInput({ title: "Lisbon", continent: "Europe", featured: true }), "lisbon", "draft");
  await addDestination(
    destinationInput({ title: "Porto", continent: "Oceania", featured: true, publishAt: inAnHour() }),
    "porto",
    "published",
  );
  await addTour(tourInput({ title: "Island Escape", featured: true }), "island-escape", "published");
  await addTour(tourInput({ title: "Secret Lagoon", featured: true }), "secret-lagoon", "draft");
  await addTour(tourInput({ title: "Sunrise Lagoon", featured: true, publishAt: inAnHour() }), "sunrise-lagoon", "published");
  await addTour(tourInput({ title: "Temple Lagoon", featured: true, publishAt: anHourAgo() }), "temple-lagoon", "published");
  // Published, but its destination is a draft: hidden with it.
  await addTour(tourInput({ title: "Tram Lagoon", destinationId: "lisbon", featured: true }), "tram-lagoon", "published");
  await addService({ title: "Visas", description: "Visa paperwork handled.", icon: "shield" }, "visas", "published");
  await addService({ title: "Cargo", description: "Air and sea cargo worldwide.", icon: "globe" }, "cargo", "draft");
}

const ids = (records: { id: string }[]) => records.map((record) => record.id).sort();
const HIDDEN = ["lisbon", "porto", "secret-lagoon", "sunrise-lagoon", "tram-lagoon", "cargo"];

describeEachDatabase("drafts and scheduled records", () => {
  test("are absent from every public read: pages, lists, search, filters' choices and counts, home, footer, sitemap, related tours", async () => {
    await catalogue();
    expect(ids(await listPublicTours({ limit: 50 }))).toEqual(["island-escape", "temple-lagoon"]);
    expect(ids(await listPublicTours({ featuredOnly: true, limit: 50 }))).toEqual(["island-escape", "temple-lagoon"]);
    expect(ids(await listPublicTours({ destinationId: "bali", exceptId: "island-escape", limit: 50 }))).toEqual(["temple-lagoon"]);
    expect(await countPublicTours("bali")).toBe(2);
    expect(await countPublicTours("lisbon")).toBe(0);
    for (const id of ["secret-lagoon", "sunrise-lagoon", "tram-lagoon"]) expect(await getPublicTour(id)).toBeNull();
    expect(await listPublicTourDestinations()).toEqual([{ id: "bali", title: "Bali" }]);
    expect(await listPublicContinents()).toEqual(["Asia"]);
    expect(ids((await searchPublicDestinations(parseDestinationFilter(new URLSearchParams()), 1)).rows)).toEqual(["bali"]);
    expect(ids(await listPublicServices())).toEqual(["visas"]);
    expect(await publicRecordStats("tours")).toMatchObject({ count: 2 });
    expect(await publicRecordStats("destinations")).toMatchObject({ count: 1 });
    expect(await publicRecordStats("services")).toMatchObject({ count: 1 });

    // Through the routes, as a visitor gets them.
    const tours = await run(toursLoader, getRequest("/tours?q=lagoon"));
    expect(ids(tours.body.tours)).toEqual(["temple-lagoon"]);
    expect(tours.body.position.total).toBe(1);
    expect(ids(tours.body.destinations)).toEqual(["bali"]);
    expect((await run(tourLoader, getRequest("/tours/secret-lagoon"), { id: "secret-lagoon" })).status).toBe(404);
    expect((await run(destinationLoader, getRequest("/destinations/lisbon"), { id: "lisbon" })).status).toBe(404);
    expect(ids((await run(destinationsLoader, getRequest("/destinations"))).body.destinations.rows ?? [])).not.toContain("lisbon");
    const home = (await run(homeLoader, getRequest("/"))).body;
    expect([...ids(home.destinations), ...ids(home.tours)]).toEqual(expect.not.arrayContaining(HIDDEN));
    // The home's services and the footer come as HTML (decision 0032).
    expect(home.servicesHtml).toContain("Visas");
    expect(home.servicesHtml).not.toContain("Air and sea cargo worldwide.");
    const footer: string = (await run(layoutLoader, getRequest("/"))).body.footerHtml;
    expect([...footer.matchAll(/href="\/destinations\/([^"]+)"/g)].map((link) => link[1])).toEqual(["bali"]);
    expect(ids((await run(servicesLoader, getRequest("/services"))).body.services)).toEqual(["visas"]);
    const sitemap = [
      (await run(sitemapLoader, getRequest("/sitemap.xml?part=destinations-1"))).body,
      (await run(sitemapLoader, getRequest("/sitemap.xml?part=tours-1"))).body,
    ].join();
    for (const id of HIDDEN) expect(sitemap).not.toContain(`/${id}<`);
    expect(sitemap).toContain("/tours/island-escape<");
  });

  test("a scheduled record shows once its time has come; the next scheduled time is known", async () => {
    await catalogue();
    const later = inAnHour();
    await getDb().updateTable("tours").set({ publish_at: later }).where("id", "=", "island-escape").execute();
    expect(await getPublicTour("island-escape")).toBeNull();
    const next = await nextScheduledPublish();
    // Porto and Sunrise Lagoon were scheduled a moment before, the tour just now: the earliest comes first.
    expect(next).not.toBeNull();
    expect(next!).toBeLessThanOrEqual(Date.parse(later));
    expect(next!).toBeGreaterThan(Date.now());
    // A draft's time does not count: it shows only once published.
    await getDb().updateTable("tours").set({ publish_at: null }).execute();
    await getDb().updateTable("destinations").set({ publish_at: null }).execute();
    await getDb().updateTable("tours").set({ publish_at: later }).where("id", "=", "secret-lagoon").execute();
    expect(await nextScheduledPublish()).toBeNull();
    // Time passes (the reads take the time they compare with).
    await getDb().updateTable("tours").set({ publish_at: anHourAgo() }).where("id", "=", "sunrise-lagoon").execute();
    expect(await getPublicTour("sunrise-lagoon")).not.toBeNull();
  });

  test("a tour whose destination is a draft is not published: 409 with the reason, nothing changed", async () => {
    const cookie = await signedInCookie("editor");
    await catalogue();
    await addTour(tourInput({ title: "Fado Nights", destinationId: "lisbon" }), "fado-nights");
    const before = await getTour("fado-nights");
    const outcome = await run(
      toursList.action,
      postRequest("/admin/tours", { intent: "publish", id: "fado-nights", version: "1", confirmMissing: "1" }, { cookie }),
    );
    expect(outcome.status).toBe(409);
    expect(outcome.body.problem.description).toBe(PUBLICATION_TEXTS.tourDestinationIsDraft);
    expect(await getTour("fado-nights")).toEqual(before);
    expect(await setPublicationStatus("tour", "fado-nights", "published", 1)).toEqual({ status: "destination-is-draft" });

    // Once the destination is published (from its screen), the tour can be.
    const destination = await run(
      destinationScreen.action,
      postRequest("/admin/destinations/lisbon", { intent: "publish", id: "lisbon", version: "1", confirmMissing: "1" }, { cookie }),
      { id: "lisbon" },
    );
    expect(destination.status).toBe(302);
    const published = await run(
      tourScreen.action,
      postRequest("/admin/tours/fado-nights", { intent: "publish", id: "fado-nights", version: "1", confirmMissing: "1" }, { cookie }),
      {
        id: "fado-nights",
      },
    );
    expect(published).toMatchObject({ status: 302, location: "/admin/tours/fado-nights" });
    expect(await getPublicTour("fado-nights")).not.toBeNull();
  });

  test("unpublishing a destination hides its published tours, which keep their status and come back with it", async () => {
    await catalogue();
    const bali = await getDestination("bali");
    expect(await setPublicationStatus("destination", "bali", "draft", bali!.version)).toMatchObject({ status: "ok" });
    expect(await listPublicTours({ limit: 50 })).toEqual([]);
    expect((await getTour("island-escape"))?.status).toBe("published");
    expect(await setPublicationStatus("destination", "bali", "published", bali!.version + 1)).toMatchObject({ status: "ok" });
    expect(ids(await listPublicTours({ limit: 50 }))).toEqual(["island-escape", "temple-lagoon"]);
  });

  test("an admin list shows each record's status and narrows to drafts or published records", async () => {
    const cookie = await signedInCookie("editor");
    await catalogue();
    const list = async (query: string) => (await run(toursList.loader, getRequest(`/admin/tours${query}`, cookie))).body;
    const all = await list("");
    expect(all.status).toBeNull();
    expect(all.page.rows.map((row: { id: string; status: string }) => [row.id, row.status]).sort()).toEqual([
      ["island-escape", "published"],
      ["secret-lagoon", "draft"],
      ["sunrise-lagoon", "published"],
      ["temple-lagoon", "published"],
      ["tram-lagoon", "published"],
    ]);
    expect(ids((await list("?status=draft")).page.rows)).toEqual(["secret-lagoon"]);
    expect(ids((await list("?status=published&q=lagoon")).page.rows)).toEqual(["sunrise-lagoon", "temple-lagoon", "tram-lagoon"]);
    expect((await list("?status=bogus")).page.total).toBe(5);
  });

  test("a stale Publish click is refused with the usual message and changes nothing; a fresh one is logged", async () => {
    const cookie = await signedInCookie("admin");
    await catalogue();
    const cargo = await getService("cargo");
    const stale = await run(
      (await import("~/routes/admin/catalogue/services")).action,
      postRequest(
        "/admin/services",
        { intent: "publish", id: "cargo", version: String(cargo!.version + 1), confirmMissing: "1" },
        { cookie },
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.problem.description).toBe(
      "This service was changed by someone else after you opened it. Reload to see the latest version.",
    );
    expect(await getService("cargo")).toEqual(cargo);
    const fresh = await run(
      (await import("~/routes/admin/catalogue/services")).action,
      postRequest(
        "/admin/services?q=car",
        { intent: "publish", id: "cargo", version: String(cargo!.version), confirmMissing: "1" },
        { cookie },
      ),
    );
    expect(fresh).toMatchObject({ status: 302, location: "/admin/services?q=car" });
    expect(await getService("cargo")).toMatchObject({ status: "published", version: cargo!.version + 1 });
    const logged = await getDb()
      .selectFrom("audit_log")
      .select(["action", "changes"])
      .where("entity_id", "=", "cargo")
      .where("action", "=", "publish")
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.changes!)).toEqual({ status: ["draft", "published"] });
  });

  test("a tour made in the admin starts as a draft; staff preview it with the banner, never kept or indexed; visitors get 404", async () => {
    const cookie = await signedInCookie("editor");
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    const created = await run(
      tourForm.action,
      postRequest("/admin/tours/new", { ...TOUR_FORM_FIELDS, title: "Ubud Slow Week", publishAt: "" }, { cookie }),
    );
    expect(created.status).toBe(302);
    expect(await getTour("ubud-slow-week")).toMatchObject({ status: "draft", publishAt: null });

    const preview = await run(tourLoader, getRequest("/tours/ubud-slow-week?preview=1", cookie), { id: "ubud-slow-week" });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toEqual({ scheduledAt: null });
    expect(preview.body.tour.title).toBe("Ubud Slow Week");
    expect(preview.headers?.get("Cache-Control")).toBe("private, no-store");
    expect(preview.headers?.get("X-Robots-Tag")).toBe("noindex, nofollow");

    // Signed out: to the sign-in page, never the draft; without ?preview, staff see what visitors see.
    const signedOut = await run(tourLoader, getRequest("/tours/ubud-slow-week?preview=1"), { id: "ubud-slow-week" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login\?redirectTo=/);
    expect((await run(tourLoader, getRequest("/tours/ubud-slow-week", cookie), { id: "ubud-slow-week" })).status).toBe(404);
    expect((await run(tourLoader, getRequest("/tours/ubud-slow-week"), { id: "ubud-slow-week" })).status).toBe(404);
  });

  test("import and export carry the status and the publish time; a file from before drafts imports as published", async () => {
    await catalogue();
    const file = await exportCatalogue();
    expect(file.tours.find((tour) => tour.id === "sunrise-lagoon")).toMatchObject({ status: "published", publishAt: expect.any(String) });
    expect(file.services.find((service) => service.id === "cargo")).toMatchObject({ status: "draft", publishAt: null });
    for (const table of ["tours", "services", "destinations"] as const) await getDb().deleteFrom(table).execute();
    await applyCatalogueImport(file as unknown as Record<string, unknown>);
    expect(await getService("cargo")).toMatchObject({ status: "draft" });
    expect((await getTour("sunrise-lagoon"))?.publishAt).toBe(file.tours.find((tour) => tour.id === "sunrise-lagoon")!.publishAt);
    expect(ids(await listPublicTours({ limit: 50 }))).toEqual(["island-escape", "temple-lagoon"]);

    for (const table of ["tours", "services", "destinations"] as const) await getDb().deleteFrom(table).execute();
    const old = {
      destinations: [
        {
          id: "petra",
          title: "Petra",
          description: "A rose-red city in the desert.",
          image: "/images/petra.svg",
          country: "Jordan",
          continent: "Asia",
          rating: 4.7,
          activities: [],
          featured: false,
        },
      ],
      tours: [
        {
          id: "petra-walk",
          title: "Petra Walk",
          description: "Two days among the tombs.",
          image: "/images/petra.svg",
          destinationId: "petra",
          duration: 2,
          price: 300,
          groupSize: 8,
          rating: 4.5,
          includedServices: [],
          featured: false,
        },
      ],
      services: [{ id: "visas", title: "Visas", description: "Visa paperwork handled.", icon: "shield" }],
    };
    await applyCatalogueImport(old);
    expect(await getTour("petra-walk")).toMatchObject({ status: "published", publishAt: null });
    expect(await getPublicTour("petra-walk")).not.toBeNull();
    expect(ids(await listPublicServices())).toEqual(["visas"]);
  });
});
