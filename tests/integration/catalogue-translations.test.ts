import { expect, test } from "vitest";
import { parseDestinationFilter, parseTourFilter } from "~/domain/filters";
import { applyCatalogueImport, exportCatalogue, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { getDb } from "~/server/platform/db.server";
import { addDestination, getDestinationForEdit, searchDestinations, updateDestination } from "~/server/catalogue/destinations.server";
import {
  getPublicDestination,
  getPublicTour,
  listPublicContinents,
  listPublicServices,
  listPublicTours,
  searchPublicDestinations,
  searchPublicTours,
} from "~/server/catalogue/public-catalogue.server";
import { loadSampleDataIntoEmptyTables } from "~/server/samples/sample-data.server";
import { addService, searchServices } from "~/server/catalogue/services.server";
import { addTour, deleteTour, searchTours, updateTour } from "~/server/catalogue/tours.server";
import { destinationInput, tourInput } from "../catalogue-inputs";
import { loader as destinationsLoader } from "~/routes/public/destinations";
import { loader as tourLoader } from "~/routes/public/tour";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import { readContentVersion } from "~/server/platform/content-version.server";
import { getRequest, postRequest, run, signedInCookie, publishThroughList } from "./catalogue-helpers";
import { describeEachDatabase, emptyAllTables } from "./databases";

const DESTINATION_FILTER_DEFAULTS = parseDestinationFilter(new URLSearchParams());
const TOUR_FILTER_DEFAULTS = parseTourFilter(new URLSearchParams());

const brazil = () =>
  addDestination(
    destinationInput({
      title: "Brazil",
      country: "Brazil",
      continent: "South America",
      description: "Beaches, rainforest and samba in Rio.",
      activities: ["Samba", "Hiking"],
      translations: {
        fr: { title: "Brésil", country: "Brésil", continent: "Amérique du Sud", activities: ["Samba", "Randonnée"] },
        ar: { title: "البرازيل", continent: "أمريكا الجنوبية" },
      },
    }),
    "brazil",
    "published",
  );

describeEachDatabase("translated catalogue reads", () => {
  test("a destination reads in French where translated and in English otherwise, field by field", async () => {
    await brazil();
    expect(await getPublicDestination("brazil", "fr")).toMatchObject({
      title: "Brésil",
      country: "Brésil",
      continent: "Amérique du Sud",
      activities: ["Samba", "Randonnée"],
      description: "Beaches, rainforest and samba in Rio.",
    });
    expect(await getPublicDestination("brazil", "ar")).toMatchObject({ title: "البرازيل", country: "Brazil" });
    expect(await getPublicDestination("brazil")).toMatchObject({ title: "Brazil", continent: "South America" });
  });

  test("tours read in French with their destination's French name; untranslated tours stay English", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Rio Carnival", destinationId: "brazil", translations: { fr: { title: "Carnaval de Rio" } } }),
      "rio-carnival",
      "published",
    );
    await addTour(tourInput({ title: "Amazon Lodge", destinationId: "brazil" }), "amazon-lodge", "published");
    const french = await listPublicTours({ limit: 10, locale: "fr" });
    expect(french.map((tour) => [tour.title, tour.destination])).toEqual([
      ["Amazon Lodge", "Brésil"],
      ["Carnaval de Rio", "Brésil"],
    ]);
    expect((await getPublicTour("rio-carnival", { locale: "fr" }))?.description).toBe(tourInput().description);
    expect((await getPublicTour("rio-carnival"))?.title).toBe("Rio Carnival");
  });

  test("services read in Arabic where translated", async () => {
    await addService(
      {
        title: "Visa help",
        description: "We prepare your visa papers.",
        icon: "phone",
        translations: { ar: { title: "المساعدة في التأشيرة" } },
      },
      "visa",
      "published",
    );
    expect((await listPublicServices("ar")).map((service) => service.title)).toEqual(["المساعدة في التأشيرة"]);
    expect((await listPublicServices("fr")).map((service) => service.title)).toEqual(["Visa help"]);
  });

  test("searching 'bresil' or 'BRESIL' in French finds the destination Brésil, and its tours", async () => {
    await brazil();
    await addDestination(destinationInput({ title: "Bali" }), "bali", "published");
    await addTour(tourInput({ title: "Rio Carnival", destinationId: "brazil" }), "rio-carnival", "published");
    for (const q of ["bresil", "BRESIL", "Brésil"]) {
      const found = await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q }, 1, "fr");
      expect(found.rows.map((destination) => destination.title)).toEqual(["Brésil"]);
    }
    // English does not know the French name; an untranslated destination is searched in English.
    expect((await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q: "bresil" }, 1)).total).toBe(0);
    expect((await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q: "bali" }, 1, "fr")).total).toBe(1);
    const tours = await searchPublicTours({ ...TOUR_FILTER_DEFAULTS, q: "bresil" }, 1, { locale: "fr" });
    expect(tours.rows.map((tour) => tour.id)).toEqual(["rio-carnival"]);
  });

  test("an Arabic search ignores alef variants, taa marbuta and diacritics", async () => {
    await brazil();
    const found = await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q: "البرَازيل" }, 1, "ar");
    expect(found.rows.map((destination) => destination.id)).toEqual(["brazil"]);
    expect(await listPublicContinents("ar")).toEqual(["أمريكا الجنوبية"]);
    const byContinent = await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, continent: "أمريكا الجنوبية" }, 1, "ar");
    expect(byContinent.total).toBe(1);
  });

  test("a French tour search matches the French text, accents or not, and the English of untranslated tours", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Rio Carnival", destinationId: "brazil", translations: { fr: { description: "Défilés des écoles de samba." } } }),
      "rio-carnival",
      "published",
    );
    await addTour(
      tourInput({ title: "Amazon Lodge", description: "Nights in the forest.", destinationId: "brazil" }),
      "amazon-lodge",
      "published",
    );
    const search = async (q: string) =>
      (await searchPublicTours({ ...TOUR_FILTER_DEFAULTS, q }, 1, { locale: "fr" })).rows.map((tour) => tour.id);
    expect(await search("defiles des ecoles")).toEqual(["rio-carnival"]);
    expect(await search("forest")).toEqual(["amazon-lodge"]);
    // The French title falls back to the English one, which the French search reads too.
    expect(await search("carnival")).toEqual(["rio-carnival"]);
  });

  test("the French list is in the order of the French titles, an untranslated tour by its English one", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Zebra Plains", destinationId: "brazil", translations: { fr: { title: "Au pays des zèbres" } } }),
      "zebra-plains",
      "published",
    );
    await addTour(tourInput({ title: "Monkey Trail", destinationId: "brazil" }), "monkey-trail", "published");
    const order = async (locale: "en" | "fr") =>
      (await searchPublicTours({ ...TOUR_FILTER_DEFAULTS, destination: "brazil" }, 1, { locale })).rows.map((tour) => tour.title);
    expect(await order("en")).toEqual(["Monkey Trail", "Zebra Plains"]);
    expect(await order("fr")).toEqual(["Au pays des zèbres", "Monkey Trail"]);
  });

  test("renaming the English title keeps a partly translated record's French search in step", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Rio Carnival", destinationId: "brazil", translations: { fr: { description: "Défilés de samba." } } }),
      "rio-carnival",
      "published",
    );
    await updateTour("rio-carnival", { title: "Rio Parade" });
    const search = async (q: string) => (await searchPublicTours({ ...TOUR_FILTER_DEFAULTS, q }, 1, { locale: "fr" })).total;
    expect(await search("parade")).toBe(1);
    expect(await search("carnival")).toBe(0);
  });

  test("deleting a tour deletes its translations", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Rio Carnival", destinationId: "brazil", translations: { fr: { title: "Carnaval de Rio" } } }),
      "rio",
      "published",
    );
    await deleteTour("rio");
    const left = await getDb().selectFrom("tour_translations").select("tour_id").execute();
    expect(left).toEqual([]);
    // The history keeps what the tour held, its French title too.
    const deleted = await getDb()
      .selectFrom("audit_log")
      .select("changes")
      .where("entity_id", "=", "rio")
      .where("action", "=", "delete")
      .execute();
    expect(JSON.parse(String(deleted[0]!.changes))).toMatchObject({ "title.fr": ["Carnaval de Rio", null] });
  });

  test("a save changes the translations, keeps the version check and lists the change in the history", async () => {
    await brazil();
    const before = await getDestinationForEdit("brazil");
    const saved = await updateDestination("brazil", { translations: { fr: { title: "Le Brésil" } } }, before!.version);
    expect(saved.status).toBe("ok");
    expect((await getPublicDestination("brazil", "fr"))?.title).toBe("Le Brésil");
    expect((await getPublicDestination("brazil", "fr"))?.country).toBe("Brazil");
    const stale = await updateDestination("brazil", { translations: { fr: { title: "Brasil" } } }, before!.version);
    expect(stale.status).toBe("conflict");
    expect((await getPublicDestination("brazil", "fr"))?.title).toBe("Le Brésil");
    const history = await getDb()
      .selectFrom("audit_log")
      .select("changes")
      .where("entity_id", "=", "brazil")
      .where("action", "=", "update")
      .execute();
    expect(history).toHaveLength(1);
    expect(JSON.parse(String(history[0]!.changes))).toMatchObject({ "title.fr": ["Brésil", "Le Brésil"] });
  });

  test("the admin list says which languages a tour is missing", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Rio Carnival", destinationId: "brazil", translations: { fr: { title: "Carnaval de Rio" } } }),
      "rio",
      "published",
    );
    const page = await searchTours("", { column: "title", direction: "asc" }, 1);
    expect(page.rows[0]!.translationStates).toEqual({ fr: "partial", ar: "missing" });
  });
});

describeEachDatabase("translations in the export, the import and the sample catalogue", () => {
  test("an export carries the translations, and importing it into an empty database gives them back", async () => {
    await loadSampleDataIntoEmptyTables();
    const exported = await exportCatalogue();
    expect(exported.destinations.find((destination) => destination.id === "santorini")?.translations?.fr).toMatchObject({
      title: "Santorin",
      country: "Grèce",
    });
    await emptyAllTables(getDb());
    await applyCatalogueImport(JSON.parse(JSON.stringify(exported)));
    expect({ ...(await exportCatalogue()), exportedAt: null }).toEqual({ ...exported, exportedAt: null });
    expect((await getPublicTour("bali-island-escape", { locale: "fr" }))?.title).toBe("Escapade sur l'île de Bali");
    const found = await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q: "grece" }, 1, "fr");
    expect(found.rows.map((destination) => destination.title)).toEqual(["Santorin"]);
  });

  test("an export made before translations imports, and leaves the translations already there", async () => {
    await brazil();
    const { version } = (await getDestinationForEdit("brazil"))!;
    const oldFile = {
      destinations: [
        {
          id: "brazil",
          version,
          title: "Brazil",
          description: "Beaches, rainforest and samba in Rio and beyond.",
          image: "/images/destinations/bali.svg",
          country: "Brazil",
          continent: "South America",
          rating: 4.7,
          activities: ["Samba"],
          featured: true,
        },
        {
          id: "peru",
          title: "Peru",
          description: "Mountains and Inca roads.",
          image: "/images/a.svg",
          country: "Peru",
          continent: "South America",
          rating: 4.5,
          activities: [],
          featured: false,
        },
      ],
      tours: [],
      services: [],
    };
    await applyCatalogueImport(oldFile);
    expect(await getPublicDestination("brazil", "fr")).toMatchObject({
      title: "Brésil",
      description: "Beaches, rainforest and samba in Rio and beyond.",
    });
    expect((await getPublicDestination("peru", "fr"))?.title).toBe("Peru");
    // The French search reads the new English description where the French has none.
    expect((await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q: "beyond" }, 1, "fr")).total).toBe(1);
  });

  test("an imported translation is checked by the form's rules, with the record's position", async () => {
    const plan = await planCatalogueImport({
      services: [
        { id: "visa", title: "Visas", description: "We handle your visa papers.", icon: "map", translations: { fr: { title: "V" } } },
      ],
    });
    expect(plan.problems).toEqual([
      expect.objectContaining({ kind: "service", position: 1, reason: "Title must be at least 2 characters" }),
    ]);
  });

  test("the sample catalogue comes in French and Arabic, every record translated", async () => {
    await loadSampleDataIntoEmptyTables();
    expect((await listPublicServices("fr")).map((service) => service.title)).toContain("Billetterie aérienne");
    expect((await listPublicServices("ar")).map((service) => service.title)).toContain("تأمين السفر");
    expect(await getPublicDestination("marrakech", "ar")).toMatchObject({ title: "مراكش", country: "المغرب" });
    for (const kind of ["destination", "tour", "service"] as const) {
      const page = await { destination: searchDestinations, tour: searchTours, service: searchServices }[kind](
        "",
        { column: "title", direction: "asc" } as never,
        1,
      );
      for (const row of page.rows) expect(row.translationStates, `${kind} ${row.id}`).toEqual({ fr: "complete", ar: "complete" });
    }
    // Arabic letter variants: أفريقيا is found as افريقيا, and مراكش with a tatweel.
    expect((await searchPublicDestinations({ ...DESTINATION_FILTER_DEFAULTS, q: "مـراكش" }, 1, "ar")).total).toBe(1);
    expect((await listPublicContinents("ar")).includes("أفريقيا")).toBe(true);
  });
});

describeEachDatabase("public loaders in a language", () => {
  test("a /fr/ path gets the French text from the tour and destinations loaders; the English path stays English", async () => {
    await brazil();
    await addTour(
      tourInput({ title: "Rio Carnival", destinationId: "brazil", translations: { fr: { title: "Carnaval de Rio" } } }),
      "rio",
      "published",
    );
    const french = (await run(tourLoader, getRequest("/fr/tours/rio"), { id: "rio" })).body as {
      tour: { title: string; destination: string };
    };
    expect(french.tour).toMatchObject({ title: "Carnaval de Rio", destination: "Brésil" });
    const english = (await run(tourLoader, getRequest("/tours/rio"), { id: "rio" })).body as { tour: { title: string } };
    expect(english.tour.title).toBe("Rio Carnival");
    const list = (await run(destinationsLoader, getRequest("/fr/destinations?q=bresil"))).body as {
      destinations: { title: string }[];
      continents: string[];
    };
    expect(list.destinations.map((destination) => destination.title)).toEqual(["Brésil"]);
    expect(list.continents).toEqual(["Amérique du Sud"]);
  });
});

describeEachDatabase("the admin tour form's translations", () => {
  const post = {
    title: "Rio Carnival",
    destinationId: "brazil",
    image: "/images/tours/bali.svg",
    duration: "6",
    price: "1500",
    groupSize: "12",
    rating: "4.7",
    includedServices: "Hotel",
    description: "Six days of parades and samba schools.",
    "translations.fr.title": "Carnaval de Rio",
    "translations.fr.description": "",
    "translations.fr.includedServices": "",
    "translations.ar.title": "",
    "translations.ar.description": "",
    "translations.ar.includedServices": "",
  };

  test("a plain post saves the French title alone, and the cached pages learn the content changed", async () => {
    const cookie = await signedInCookie();
    await brazil();
    const before = await readContentVersion();
    const created = await run(tourForm.action, postRequest("/admin/tours/new", post, { cookie }));
    expect(created.status).toBe(302);
    // A new tour is a draft: visitors see it once it is published.
    expect(await getPublicTour("rio-carnival", { locale: "fr" })).toBeNull();
    expect((await publishThroughList("tours", "rio-carnival", cookie)).status).toBe(302);
    expect((await getPublicTour("rio-carnival", { locale: "fr" }))?.title).toBe("Carnaval de Rio");
    expect(await readContentVersion()).toBeGreaterThan(before);

    const version = String((await getPublicTour("rio-carnival"))!.version);
    const edited = await run(
      tourForm.action,
      postRequest("/admin/tours/edit/rio-carnival", { ...post, version, "translations.ar.title": "كرنفال ريو" }, { cookie }),
      { id: "rio-carnival" },
    );
    expect(edited.status).toBe(302);
    expect((await getPublicTour("rio-carnival", { locale: "ar" }))?.title).toBe("كرنفال ريو");
  });

  test("a French title over 120 characters is refused with 400, its message at the French field, and what was typed", async () => {
    const cookie = await signedInCookie();
    await brazil();
    const outcome = await run(
      tourForm.action,
      postRequest("/admin/tours/new", { ...post, "translations.fr.title": "T".repeat(121) }, { cookie }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toEqual({ "translations.fr.title": "Title must be at most 120 characters" });
    expect(outcome.body.values.translations.fr.title).toBe("T".repeat(121));
    expect(await getPublicTour("rio-carnival")).toBeNull();
  });
});
