import { describe, expect, it } from "vitest";
import { compactTranslations, translated, translationState, TRANSLATABLE_FIELDS } from "./translations";

const brazil = {
  id: "brazil",
  title: "Brazil",
  description: "Beaches, rainforest and samba.",
  country: "Brazil",
  continent: "South America",
  activities: ["Hiking", "Samba"],
  rating: 4.8,
};
const fields = TRANSLATABLE_FIELDS.destination;

describe("translated", () => {
  it("shows the French of every field that has one", () => {
    const french = translated(brazil, fields, {
      title: "Brésil",
      description: "Plages, forêt tropicale et samba.",
      country: "Brésil",
      continent: "Amérique du Sud",
      activities: ["Randonnée", "Samba"],
    });
    expect(french).toMatchObject({ title: "Brésil", continent: "Amérique du Sud", activities: ["Randonnée", "Samba"], rating: 4.8 });
  });

  it("falls back to English field by field", () => {
    const french = translated(brazil, fields, { title: "Brésil" });
    expect(french.title).toBe("Brésil");
    expect(french.description).toBe(brazil.description);
    expect(french.country).toBe("Brazil");
    expect(french.activities).toEqual(["Hiking", "Samba"]);
  });

  it("treats an empty text or list as not translated", () => {
    const french = translated(brazil, fields, { title: "  ", activities: [] });
    expect(french.title).toBe("Brazil");
    expect(french.activities).toEqual(["Hiking", "Samba"]);
  });

  it("shows English when there is no translation at all", () => {
    expect(translated(brazil, fields, undefined)).toBe(brazil);
  });

  it("never takes a field that is not translatable from the translation", () => {
    expect(translated(brazil, fields, { rating: "1" } as never).rating).toBe(4.8);
  });
});

describe("translationState", () => {
  it("says missing, partial or complete", () => {
    expect(translationState(TRANSLATABLE_FIELDS.service, undefined)).toBe("missing");
    expect(translationState(TRANSLATABLE_FIELDS.service, { title: "", description: "" })).toBe("missing");
    expect(translationState(TRANSLATABLE_FIELDS.service, { title: "Visas" })).toBe("partial");
    expect(translationState(TRANSLATABLE_FIELDS.service, { title: "Visas", description: "Nous vous aidons." })).toBe("complete");
  });
});

describe("compactTranslations", () => {
  it("keeps only the languages and fields that were filled", () => {
    expect(
      compactTranslations(TRANSLATABLE_FIELDS.tour, {
        fr: { title: "Croisière", description: "", includedServices: [] },
        ar: { title: "" },
      }),
    ).toEqual({ fr: { title: "Croisière" } });
  });
});
