import { expect, test } from "vitest";
import * as destinationDetail from "~/routes/admin/catalogue/destination";
import * as destinationsList from "~/routes/admin/catalogue/destinations";
import * as servicesList from "~/routes/admin/catalogue/services";
import * as tourDetail from "~/routes/admin/catalogue/tour";
import * as toursList from "~/routes/admin/catalogue/tours";
import { addService, getService } from "~/server/catalogue/services.server";
import { getDestination, updateDestination } from "~/server/catalogue/destinations.server";
import { getTour } from "~/server/catalogue/tours.server";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

describeEachDatabase("catalogue lists and detail screens", () => {
  test("every list and detail screen sends an anonymous visitor to sign in", async () => {
    await seedDestination({}, "bali");
    const tour = await seedTour();
    for (const [loader, path, params] of [
      [destinationsList.loader, "/admin/destinations?q=bali", {}],
      [toursList.loader, "/admin/tours", {}],
      [servicesList.loader, "/admin/services", {}],
      [destinationDetail.loader, "/admin/destinations/bali", { id: "bali" }],
      [tourDetail.loader, `/admin/tours/${tour.id}`, { id: tour.id }],
    ] as const) {
      const outcome = await run(loader, getRequest(path), params);
      expect(outcome.status, path).toBe(302);
      expect(outcome.location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("an anonymous delete or featured toggle is refused with 401 and changes nothing", async () => {
    await seedDestination({}, "bali");
    const tour = await seedTour();
    const service = await addService({ title: "Visas", description: "Visa paperwork handled.", icon: "shield" });
    const deleteDestination = await run(
      destinationsList.action,
      postRequest("/admin/destinations", { intent: "delete", id: "bali", version: "1" }),
    );
    const toggleTour = await run(
      toursList.action,
      postRequest("/admin/tours", { intent: "toggle-featured", id: tour.id, version: "1", featured: "true" }),
    );
    const deleteService = await run(
      servicesList.action,
      postRequest("/admin/services", { intent: "delete", id: service.id, version: "1" }),
    );
    expect([deleteDestination.status, toggleTour.status, deleteService.status]).toEqual([401, 401, 401]);
    expect(await getDestination("bali")).not.toBeNull();
    expect((await getTour(tour.id))?.featured).toBe(false);
    expect(await getService(service.id)).not.toBeNull();
  });

  test("the list searches, sorts and pages on the server", async () => {
    const cookie = await signedInCookie();
    for (let index = 1; index <= 30; index += 1) {
      await seedDestination({
        title: `Place ${String(index).padStart(2, "0")}`,
        country: index === 7 ? "Peru" : "Chile",
        rating: 1 + index / 10,
      });
    }
    const first = await run(destinationsList.loader, getRequest("/admin/destinations", cookie));
    expect(first.body.page).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.body.page.rows).toHaveLength(25);
    expect(first.body.sort).toEqual({ column: "title", direction: "asc" });

    const byRating = await run(destinationsList.loader, getRequest("/admin/destinations?sort=rating&dir=desc", cookie));
    expect(byRating.body.page.rows[0].title).toBe("Place 30");

    const search = await run(destinationsList.loader, getRequest("/admin/destinations?q=PERU", cookie));
    expect(search.body.page.rows.map((row: { title: string }) => row.title)).toEqual(["Place 07"]);

    const pastTheEnd = await run(destinationsList.loader, getRequest("/admin/destinations?page=9", cookie));
    expect(pastTheEnd.body.page).toMatchObject({ page: 2 });
    expect(pastTheEnd.body.page.rows).toHaveLength(5);
  });

  test("?delete=id asks for confirmation of that row, for browsers without JavaScript", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const outcome = await run(destinationsList.loader, getRequest("/admin/destinations?delete=bali", cookie));
    expect(outcome.body.pendingDelete).toEqual({ id: "bali", title: "Bali", version: 1 });
  });

  test("deleting a destination redirects back to the list as it was, with a toast", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const outcome = await run(
      destinationsList.action,
      postRequest("/admin/destinations?q=ba&sort=rating&delete=bali", { intent: "delete", id: "bali", version: "1" }, { cookie }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/destinations?q=ba&sort=rating");
    expect(outcome.toast).toMatchObject({ title: "Destination deleted" });
    expect(await getDestination("bali")).toBeNull();
  });

  test("a destination that tours still use is not deleted, and the message says how many", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    await seedTour();
    await seedTour({ title: "Bali Again" });
    const outcome = await run(
      destinationsList.action,
      postRequest("/admin/destinations", { intent: "delete", id: "bali", version: "1" }, { cookie }),
    );
    expect(outcome.status).toBe(409);
    expect(outcome.body.problem.description).toBe(
      "This destination cannot be deleted because 2 tours use it. Delete or move those tours first.",
    );
    expect(await getDestination("bali")).not.toBeNull();
  });

  test("the featured toggle flips the flag and refuses a stale version with 409", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const on = await run(
      destinationsList.action,
      postRequest("/admin/destinations", { intent: "toggle-featured", id: "bali", version: "1", featured: "true" }, { cookie }),
    );
    expect(on.status).toBe(302);
    expect(on.toast).toMatchObject({ title: "Destination updated", description: '"Bali" is now featured.' });
    expect(await getDestination("bali")).toMatchObject({ featured: true, version: 2 });

    const stale = await run(
      destinationsList.action,
      postRequest("/admin/destinations", { intent: "toggle-featured", id: "bali", version: "1", featured: "false" }, { cookie }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.problem.description).toBe(
      "This destination was changed by someone else after you opened it. Reload to see the latest version.",
    );
    expect(await getDestination("bali")).toMatchObject({ featured: true, version: 2 });
  });

  test("a delete over a newer version is refused with 409", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    await updateDestination("bali", { rating: 4 }, 1);
    const outcome = await run(
      destinationsList.action,
      postRequest("/admin/destinations", { intent: "delete", id: "bali", version: "1" }, { cookie }),
    );
    expect(outcome.status).toBe(409);
    expect(await getDestination("bali")).not.toBeNull();
  });

  test("an unknown intent is a 400, and services have no featured toggle", async () => {
    const cookie = await signedInCookie();
    const service = await addService({ title: "Visas", description: "Visa paperwork handled.", icon: "shield" });
    const unknown = await run(
      servicesList.action,
      postRequest("/admin/services", { intent: "archive", id: service.id, version: "1" }, { cookie }),
    );
    expect(unknown.status).toBe(400);
    const toggle = await run(
      servicesList.action,
      postRequest("/admin/services", { intent: "toggle-featured", id: service.id, version: "1" }, { cookie }),
    );
    expect(toggle.status).toBe(400);
    expect(await getService(service.id)).toMatchObject({ version: 1 });
  });

  test("deleting a row someone else already deleted answers 404", async () => {
    const cookie = await signedInCookie();
    const outcome = await run(toursList.action, postRequest("/admin/tours", { intent: "delete", id: "gone", version: "1" }, { cookie }));
    expect(outcome.status).toBe(404);
    expect(outcome.body.problem.description).toBe("Tour not found");
  });

  test("the destination detail lists its tours; unknown ids are 404s", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    await seedDestination({ title: "Paris" }, "paris");
    await seedTour({ price: 1299, duration: 8 });
    const bali = await run(destinationDetail.loader, getRequest("/admin/destinations/bali", cookie), { id: "bali" });
    expect(bali.body.tours).toEqual([{ id: "bali-island-escape", title: "Bali Island Escape", duration: 8, price: "$1,299" }]);
    const paris = await run(destinationDetail.loader, getRequest("/admin/destinations/paris", cookie), { id: "paris" });
    expect(paris.body.tours).toEqual([]);
    const missing = await run(destinationDetail.loader, getRequest("/admin/destinations/nowhere", cookie), { id: "nowhere" });
    expect([missing.status, missing.body]).toEqual([404, "Destination not found"]);
    const missingTour = await run(tourDetail.loader, getRequest("/admin/tours/nothing", cookie), { id: "nothing" });
    expect([missingTour.status, missingTour.body]).toEqual([404, "Tour not found"]);
  });
});
