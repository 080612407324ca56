import { expect, test, vi } from "vitest";
import * as destinationForm from "~/routes/admin/catalogue/destination-form";
import * as serviceForm from "~/routes/admin/catalogue/service-form";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import { getDb } from "~/server/platform/db.server";
import { getDestination, listDestinations, updateDestination } from "~/server/catalogue/destinations.server";
import { listServices } from "~/server/catalogue/services.server";
import { getTour, listTours, updateTour } from "~/server/catalogue/tours.server";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { log } from "~/server/platform/log.server";

const validDestination = {
  title: "Petra",
  country: "Jordan",
  continent: "Asia",
  image: "https://example.com/petra.jpg",
  rating: "4.7",
  activities: "Hiking,  Desert camps, ,Night tours",
  description: "A rose-red city carved into the desert cliffs.",
  featured: "on",
};

const validTour = {
  title: "Bali Island Escape",
  destinationId: "bali",
  image: "/images/tours/bali.svg",
  duration: "8",
  price: "1299",
  groupSize: "12",
  rating: "4.8",
  includedServices: "Flights, Hotel",
  description: "Eight relaxed days on the island.",
};

describeEachDatabase("catalogue forms", () => {
  test("an anonymous visitor is sent to sign in and cannot save anything", async () => {
    const page = await run(destinationForm.loader, getRequest("/admin/destinations/new"));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/login?redirectTo=%2Fadmin%2Fdestinations%2Fnew");
    const saved = await run(destinationForm.action, postRequest("/admin/destinations/new", validDestination));
    expect(saved.status).toBe(401);
    const tour = await run(tourForm.action, postRequest("/admin/tours/new", validTour));
    expect(tour.status).toBe(401);
    const service = await run(
      serviceForm.action,
      postRequest("/admin/services/new", { title: "Visas", description: "Visa paperwork handled for you.", icon: "shield" }),
    );
    expect(service.status).toBe(401);
    expect(await listDestinations()).toEqual([]);
    expect(await listServices()).toEqual([]);
  });

  test("a form posted from another site is refused", async () => {
    const cookie = await signedInCookie();
    const outcome = await run(
      destinationForm.action,
      postRequest("/admin/destinations/new", validDestination, { cookie, origin: "https://evil.example" }),
    );
    expect(outcome.status).toBe(403);
    expect(await listDestinations()).toEqual([]);
  });

  test("creating a destination saves the cleaned fields and redirects with the spec's toast", async () => {
    const cookie = await signedInCookie();
    const outcome = await run(destinationForm.action, postRequest("/admin/destinations/new", validDestination, { cookie }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/destinations");
    expect(outcome.toast).toEqual({
      type: "success",
      title: "Destination created",
      description: '"Petra" has been successfully added.',
    });
    expect(await getDestination("petra")).toMatchObject({
      title: "Petra",
      activities: ["Hiking", "Desert camps", "Night tours"],
      rating: 4.7,
      featured: true,
    });
  });

  test("an invalid destination comes back with status 400, every message and the typed values", async () => {
    const cookie = await signedInCookie();
    const typed = { title: "P", country: "J", continent: "A", image: "not a url", rating: "9", description: "short", activities: "a, b" };
    const outcome = await run(destinationForm.action, postRequest("/admin/destinations/new", typed, { cookie }));
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toEqual({
      title: "Title must be at least 2 characters",
      country: "Country must be at least 2 characters",
      continent: "Continent must be at least 2 characters",
      image: "Please enter a valid URL for the image",
      rating: "Rating must be between 1 and 5",
      description: "Description must be at least 10 characters",
    });
    expect(outcome.body.values).toEqual(typed);
    expect(await listDestinations()).toEqual([]);
  });

  test("the edit form is prefilled from the destination and an unknown id is a 404", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const found = await run(destinationForm.loader, getRequest("/admin/destinations/edit/bali", cookie), { id: "bali" });
    expect(found.body.destination).toMatchObject({ id: "bali", activities: ["Surfing", "Temples"], version: 1 });
    const missing = await run(destinationForm.loader, getRequest("/admin/destinations/edit/nowhere", cookie), { id: "nowhere" });
    expect(missing.status).toBe(404);
    expect(missing.body).toBe("Destination not found");
  });

  test("editing at the version it was opened with saves and says so", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const outcome = await run(
      destinationForm.action,
      postRequest("/admin/destinations/edit/bali", { ...validDestination, title: "Bali Island", version: "1" }, { cookie }),
      { id: "bali" },
    );
    expect(outcome.status).toBe(302);
    expect(outcome.toast).toMatchObject({ title: "Destination updated", description: '"Bali Island" has been successfully updated.' });
    expect(await getDestination("bali")).toMatchObject({ id: "bali", title: "Bali Island", version: 2 });
  });

  test("saving over someone else's newer edit is refused with 409 and keeps both the record and the typed input", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    await updateDestination("bali", { title: "Bali by someone else" }, 1);
    const typed = { ...validDestination, title: "Bali by me", version: "1" };
    const outcome = await run(destinationForm.action, postRequest("/admin/destinations/edit/bali", typed, { cookie }), { id: "bali" });
    expect(outcome.status).toBe(409);
    expect(outcome.body.problem.description).toBe(
      "This destination was changed by someone else after you opened it. Reload to see the latest version.",
    );
    expect(outcome.body.conflict).toBe(true);
    expect(outcome.body.values).toEqual(typed);
    expect(await getDestination("bali")).toMatchObject({ title: "Bali by someone else", version: 2 });
  });

  test("an edit without its version is refused and changes nothing", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const outcome = await run(destinationForm.action, postRequest("/admin/destinations/edit/bali", validDestination, { cookie }), {
      id: "bali",
    });
    expect(outcome.status).toBe(400);
    expect(await getDestination("bali")).toMatchObject({ title: "Bali", version: 1 });
  });

  test("saving a destination deleted meanwhile answers 404 with the not-found message", async () => {
    const cookie = await signedInCookie();
    const outcome = await run(
      destinationForm.action,
      postRequest("/admin/destinations/edit/gone", { ...validDestination, version: "1" }, { cookie }),
      { id: "gone" },
    );
    expect(outcome.status).toBe(404);
    expect(outcome.body.problem.description).toBe("Destination not found");
    expect(await listDestinations()).toEqual([]);
  });

  test("the tour form lists every destination and starts from the spec's defaults", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    await seedDestination({ title: "Paris", country: "France" }, "paris");
    const outcome = await run(tourForm.loader, getRequest("/admin/tours/new", cookie));
    expect(outcome.body).toEqual({
      tour: null,
      destinations: [
        { id: "bali", title: "Bali", country: "Indonesia" },
        { id: "paris", title: "Paris", country: "France" },
      ],
      // A new tour has no translations yet: the French and Arabic fields start empty.
      translations: {},
    });
  });

  test("a tour whose destination no longer exists is refused with 'Selected destination not found'", async () => {
    const cookie = await signedInCookie();
    const outcome = await run(tourForm.action, postRequest("/admin/tours/new", { ...validTour, destinationId: "atlantis" }, { cookie }));
    expect(outcome.status).toBe(400);
    expect(outcome.body.problem).toEqual({ title: "Error", description: "Selected destination not found" });
    expect(outcome.body.values.destinationId).toBe("atlantis");
    expect(await listTours()).toEqual([]);
  });

  test("creating a tour saves it under its destination", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const outcome = await run(tourForm.action, postRequest("/admin/tours/new", validTour, { cookie }));
    expect(outcome.status).toBe(302);
    // The tour's own screen, where its photos are uploaded (issue #23).
    expect(outcome.location).toBe("/admin/tours/bali-island-escape");
    expect(outcome.toast).toMatchObject({ title: "Tour created", description: '"Bali Island Escape" has been successfully added.' });
    expect(await getTour("bali-island-escape")).toMatchObject({
      destination: "Bali",
      price: { amountMinor: 129900, currency: "USD" },
      includedServices: ["Flights", "Hotel"],
      featured: false,
    });
  });

  test("an invalid tour lists the spec's messages", async () => {
    const cookie = await signedInCookie();
    const outcome = await run(
      tourForm.action,
      postRequest("/admin/tours/new", { ...validTour, destinationId: "", duration: "0", price: "0", groupSize: "1.5" }, { cookie }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toMatchObject({
      destinationId: "Please select a destination",
      duration: "Duration must be at least 1",
      price: "Price must be at least 1",
      groupSize: "Group size must be a whole number",
    });
  });

  test("a tour edit over a newer version is refused with the tour's conflict message", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const tour = await seedTour();
    await updateTour(tour.id, { price: 1500 }, 1);
    const outcome = await run(
      tourForm.action,
      postRequest(`/admin/tours/edit/${tour.id}`, { ...validTour, price: "900", version: "1" }, { cookie }),
      { id: tour.id },
    );
    expect(outcome.status).toBe(409);
    expect(outcome.body.problem.description).toBe(
      "This tour was changed by someone else after you opened it. Reload to see the latest version.",
    );
    expect((await getTour(tour.id))?.price.amountMinor).toBe(150000);
  });

  test("a failing database gives the spec's error message with status 503 and keeps the input", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    // A broken table stands in for a database that fails mid-save.
    await getDb().schema.alterTable("tours").renameTo("tours_away").execute();
    try {
      const outcome = await run(tourForm.action, postRequest("/admin/tours/new", validTour, { cookie }));
      expect(outcome.status).toBe(503);
      expect(outcome.body.problem.description).toBe("There was an error saving the tour.");
      expect(outcome.body.values.title).toBe("Bali Island Escape");
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
      await getDb().schema.alterTable("tours_away").renameTo("tours").execute();
    }
  });

  test("a service needs a title, a description and one of the twelve icons", async () => {
    const cookie = await signedInCookie();
    const bad = await run(
      serviceForm.action,
      postRequest("/admin/services/new", { title: "V", description: "short", icon: "rocket" }, { cookie }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      title: "Title must be at least 2 characters",
      description: "Description must be at least 10 characters",
      icon: "Please choose an icon",
    });
    const good = await run(
      serviceForm.action,
      postRequest(
        "/admin/services/new",
        { title: "Visa Assistance", description: "Visa paperwork handled for you.", icon: "shield" },
        { cookie },
      ),
    );
    expect(good.status).toBe(302);
    expect(good.toast).toMatchObject({ title: "Service created", description: '"Visa Assistance" has been successfully added.' });
    expect(await listServices()).toMatchObject([{ id: "visa-assistance", icon: "shield" }]);
  });
});
