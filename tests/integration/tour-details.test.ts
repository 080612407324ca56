import { expect, test } from "vitest";
import { money } from "~/domain/money";
import { applyCatalogueImport, exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { getDestination, updateDestination } from "~/server/catalogue/destinations.server";
import { getPublicDestination, getPublicTour, listPublicTours } from "~/server/catalogue/public-catalogue.server";
import { addTour, getTour, updateTour } from "~/server/catalogue/tours.server";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import { loader as tourLoader } from "~/routes/public/tour";
import { getDb } from "~/server/platform/db.server";
import { postRequest, run, seedDestination, signedInCookie, tourInput } from "./catalogue-helpers";
import { describeEachDatabase, emptyAllTables } from "./databases";

const days = [
  { title: "Arrival", description: "Transfer to Ubud.", overnight: "Ubud", breakfast: false, lunch: false, dinner: true },
  { title: "Temples", description: "", overnight: "", breakfast: true, lunch: true, dinner: false },
];

const post = {
  title: "Bali Island Escape",
  destinationId: "bali",
  image: "/images/tours/bali-island-escape.svg",
  duration: "8",
  price: "1299",
  groupSize: "12",
  rating: "4.8",
  includedServices: "Hotel",
  description: "Eight relaxed days on the island.",
  rowsPosted: "on",
  "itinerary[0].key": "k0",
  "itinerary[0].title": "Arrival",
  "itinerary[1].key": "k1",
  "itinerary[1].title": "Temples",
  "faqs[0].question": "Do I need a visa?",
  "faqs[0].answer": "Yes, on arrival.",
};

describeEachDatabase("a tour in full", () => {
  test("every new field is saved and read back; a change of other fields leaves them as they are", async () => {
    await seedDestination({}, "bali");
    await addTour(
      tourInput({
        tripCode: "BALI-08",
        summary: "Temples and beaches.",
        highlights: ["Sunrise", "Cooking class"],
        notIncluded: ["Insurance"],
        itinerary: days,
        faqs: [{ question: "Do I need a visa?", answer: "Yes." }],
        difficulty: 2,
        minimumAge: 8,
        meetingPoint: "Airport",
        meetingLatitude: -8.7467,
        meetingLongitude: 115.1668,
        endPoint: "Nusa Dua",
        childPrice: 999,
        singleSupplement: 350.5,
        salePrice: 1099,
        saleEndsOn: "2099-12-31",
      }),
      "bali-island-escape",
      "published",
    );
    const saved = await getTour("bali-island-escape");
    expect(saved).toMatchObject({
      tripCode: "BALI-08",
      highlights: ["Sunrise", "Cooking class"],
      itinerary: days,
      difficulty: 2,
      minimumAge: 8,
      meetingLatitude: -8.7467,
      meetingLongitude: 115.1668,
      endLatitude: null,
      childPrice: money(999),
      singleSupplement: money(350.5),
      salePrice: money(1099),
      saleEndsOn: "2099-12-31",
    });
    await updateTour("bali-island-escape", { title: "Bali Escape" }, saved!.version);
    expect(await getTour("bali-island-escape")).toMatchObject({ title: "Bali Escape", itinerary: days, tripCode: "BALI-08" });
  });

  test("during a sale the public tour and its card show the sale price with the regular one to strike through", async () => {
    await seedDestination({}, "bali");
    await addTour(tourInput({ salePrice: 999, saleEndsOn: "2099-12-31", childPrice: 650 }), "bali-island-escape", "published");
    await addTour(tourInput({ title: "Ended sale", salePrice: 999, saleEndsOn: "2000-01-01" }), "ended-sale", "published");
    expect(await getPublicTour("bali-island-escape")).toMatchObject({ priceText: "$999", wasPriceText: "$1,299", childPriceText: "$650" });
    const ended = await getPublicTour("ended-sale");
    expect(ended?.priceText).toBe("$1,299");
    expect(ended?.wasPriceText).toBeUndefined();
    const cards = await listPublicTours({ limit: 5 });
    const card = cards.find((each) => each.id === "bali-island-escape");
    expect(card).toMatchObject({ wasPriceText: "$1,299" });
    // A card carries what it shows, not the tour's details (TOUR_CARD_FIELDS).
    expect(card).not.toHaveProperty("itinerary");
    expect(card).not.toHaveProperty("childPriceText");
  });

  test("days and FAQs read in French part by part, falling back to the English where not translated", async () => {
    await seedDestination({}, "bali");
    await addTour(
      tourInput({
        itinerary: days,
        summary: "Temples and beaches.",
        highlights: ["Sunrise"],
        faqs: [{ question: "Do I need a visa?", answer: "Yes." }],
        translations: {
          fr: {
            itinerary: [{ title: "Arrivée" }, { description: "Les temples." }],
            faqs: [{ answer: "Oui." }],
            highlights: ["Lever du soleil"],
          },
        },
      }),
      "bali-island-escape",
      "published",
    );
    const french = await getPublicTour("bali-island-escape", { locale: "fr" });
    expect(french?.itinerary).toEqual([
      { ...days[0], title: "Arrivée" },
      { ...days[1], description: "Les temples." },
    ]);
    expect(french?.faqs).toEqual([{ question: "Do I need a visa?", answer: "Oui." }]);
    expect(french?.highlights).toEqual(["Lever du soleil"]);
    expect(french?.summary).toBe("Temples and beaches.");
    expect((await getPublicTour("bali-island-escape", { locale: "ar" }))?.itinerary).toEqual(days);
  });

  test("the form's row buttons show the form again with the rows changed, saving nothing; an unknown intent is a 400", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const moved = await run(tourForm.action, postRequest("/admin/tours/new", { ...post, intent: "itinerary.down.0" }, { cookie }));
    expect(moved.status).toBe(200);
    expect(moved.body.values.itinerary.map((day: { title: string }) => day.title)).toEqual(["Temples", "Arrival"]);
    const added = await run(tourForm.action, postRequest("/admin/tours/new", { ...post, intent: "faqs.add" }, { cookie }));
    expect(added.body.values.faqs).toHaveLength(2);
    expect(await getTour("bali-island-escape")).toBeNull();
    const unknown = await run(tourForm.action, postRequest("/admin/tours/new", { ...post, intent: "itinerary.explode" }, { cookie }));
    expect(unknown.status).toBe(400);

    const saved = await run(tourForm.action, postRequest("/admin/tours/new", post, { cookie }));
    expect(saved.status).toBe(302);
    expect((await getTour("bali-island-escape"))?.itinerary.map((day) => day.title)).toEqual(["Arrival", "Temples"]);
    const { "itinerary[0].key": _k0, "itinerary[0].title": _t0, "itinerary[1].key": _k1, "itinerary[1].title": _t1, ...noDays } = post;
    const version = String((await getTour("bali-island-escape"))!.version);
    const cleared = await run(tourForm.action, postRequest("/admin/tours/edit/bali-island-escape", { ...noDays, version }, { cookie }), {
      id: "bali-island-escape",
    });
    expect(cleared.status).toBe(302);
    expect((await getTour("bali-island-escape"))?.itinerary).toEqual([]);
  });

  test("a wrong day is refused with 400, its message at its path, and every typed value kept", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const outcome = await run(
      tourForm.action,
      postRequest("/admin/tours/new", { ...post, "itinerary[1].title": "T", salePrice: "2000", saleEndsOn: "2099-01-01" }, { cookie }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toEqual({
      "itinerary[1].title": "Day title must be at least 2 characters",
      salePrice: "The sale price must be lower than the price",
    });
    expect(outcome.body.values.itinerary[1].title).toBe("T");
  });

  test("the tour page's loader and structured data carry the days", async () => {
    await seedDestination({}, "bali");
    await addTour(tourInput({ itinerary: days }), "bali-island-escape", "published");
    const loaded = (await run(tourLoader, new Request("http://localhost:3000/fr/tours/bali-island-escape"), { id: "bali-island-escape" }))
      .body as { html: { sections: string }; jsonLd: { itinerary: { numberOfItems: number } } };
    // The sections arrive as HTML rendered on the server (decision 0032), in French: each day with its meals in words.
    expect(loaded.html.sections).toContain("Jour 1");
    expect(loaded.html.sections).toContain("Arrival");
    expect(loaded.html.sections).toContain("Jour 2");
    expect(loaded.html.sections).toContain("Temples");
    expect(loaded.html.sections).toMatch(/Petit-déjeuner · Déjeuner/);
    expect(loaded.jsonLd.itinerary.numberOfItems).toBe(2);
  });

  test("a destination's travel information is saved, read in French with the English fallback", async () => {
    await seedDestination(
      { bestTimeToVisit: "April to October.", timeZone: "UTC+8", translations: { fr: { bestTimeToVisit: "D'avril à octobre." } } },
      "bali",
    );
    expect(await getPublicDestination("bali", "fr")).toMatchObject({
      bestTimeToVisit: "D'avril à octobre.",
      timeZone: "UTC+8",
      visa: null,
    });
    const bali = await getDestination("bali");
    await updateDestination("bali", { visa: "On arrival." }, bali!.version);
    expect(await getDestination("bali")).toMatchObject({ visa: "On arrival.", bestTimeToVisit: "April to October." });
  });

  test("the export carries every new field back in; a file from before them imports and leaves them as they are", async () => {
    await seedDestination({ timeZone: "UTC+8" }, "bali");
    await addTour(
      tourInput({
        itinerary: days,
        faqs: [{ question: "Do I need a visa?", answer: "Yes." }],
        highlights: ["Sunrise, with breakfast"],
        salePrice: 999,
        saleEndsOn: "2099-12-31",
        translations: { fr: { itinerary: [{ title: "Arrivée" }] } },
      }),
      "bali-island-escape",
      "published",
    );
    const file = JSON.parse(JSON.stringify(await exportCatalogue()));
    const before = await getTour("bali-island-escape");
    await emptyAllTables(getDb());
    await applyCatalogueImport(file);
    const after = await getTour("bali-island-escape");
    expect(after).toMatchObject({ itinerary: days, highlights: ["Sunrise, with breakfast"], salePrice: money(999), faqs: before!.faqs });
    expect((await getPublicTour("bali-island-escape", { locale: "fr" }))?.itinerary[0]?.title).toBe("Arrivée");
    expect((await getDestination("bali"))?.timeZone).toBe("UTC+8");

    // The same file as an export from before issue #12: none of the new keys.
    const old = JSON.parse(JSON.stringify(await exportCatalogue()));
    for (const tour of old.tours) {
      for (const key of ["itinerary", "faqs", "highlights", "notIncluded", "salePrice", "saleEndsOn", "tripCode", "summary"])
        delete tour[key];
      delete tour.translations;
    }
    for (const destination of old.destinations) delete destination.timeZone;
    old.tours[0].title = "Bali, imported";
    await applyCatalogueImport(old, "overwrite");
    expect(await getTour("bali-island-escape")).toMatchObject({ title: "Bali, imported", itinerary: days, salePrice: money(999) });
    expect((await getDestination("bali"))?.timeZone).toBe("UTC+8");
  });
});
