import { describe, expect, test } from "vitest";
import { CATALOGUE_FORM_WORDS } from "~/content/catalogue-admin";
import { catalogueFormSchemas, DESTINATION_DEFAULTS, isImageUrl, TOUR_DEFAULTS } from "./catalogue-forms";
import { TOUR_POST, tourInput } from "../../tests/catalogue-inputs";
import { fieldErrors } from "./form-fields";

const { DestinationFormSchema, ServiceFormSchema, TourFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);

/** What the destination form posts when filled in correctly: every value a string. */
const destinationPost = {
  title: "Bali",
  description: "Emerald rice terraces and temples.",
  image: "https://example.com/bali.jpg",
  country: "Indonesia",
  continent: "Asia",
  rating: "4.8",
  activities: "Surfing, Temple visits",
  featured: "on",
};

function errorsOf(schema: typeof DestinationFormSchema | typeof TourFormSchema | typeof ServiceFormSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("destination form", () => {
  test("a correct form gives typed values: numbers, a list and a flag", () => {
    expect(DestinationFormSchema.parse(destinationPost)).toEqual({
      title: "Bali",
      description: "Emerald rice terraces and temples.",
      image: "https://example.com/bali.jpg",
      country: "Indonesia",
      continent: "Asia",
      rating: 4.8,
      activities: ["Surfing", "Temple visits"],
      featured: true,
    });
  });

  test("each field too short gets the spec's message", () => {
    expect(
      errorsOf(DestinationFormSchema, {
        ...destinationPost,
        title: "B",
        description: "Too short",
        image: "not a url",
        country: "I",
        continent: "A",
      }),
    ).toEqual({
      title: "Title must be at least 2 characters",
      description: "Description must be at least 10 characters",
      image: "Please enter a valid URL for the image",
      country: "Country must be at least 2 characters",
      continent: "Continent must be at least 2 characters",
    });
  });

  test("spaces around a value do not count towards its length", () => {
    expect(errorsOf(DestinationFormSchema, { ...destinationPost, title: "  B  " })).toEqual({
      title: "Title must be at least 2 characters",
    });
    expect(DestinationFormSchema.parse({ ...destinationPost, title: "  Bali  " }).title).toBe("Bali");
  });

  test("missing text fields get the same messages as short ones", () => {
    const errors = errorsOf(DestinationFormSchema, { rating: "4.5" });
    expect(errors).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      image: expect.any(String),
      country: expect.any(String),
      continent: expect.any(String),
    });
    const blanks = errorsOf(DestinationFormSchema, { ...destinationPost, title: "", country: "", continent: "" });
    expect(blanks).toEqual({
      title: "Title must be at least 2 characters",
      country: "Country must be at least 2 characters",
      continent: "Continent must be at least 2 characters",
    });
  });

  test("exactly 2 and 10 characters are enough", () => {
    expect(
      DestinationFormSchema.safeParse({ ...destinationPost, title: "Ba", description: "0123456789", country: "UK", continent: "EU" })
        .success,
    ).toBe(true);
  });

  test("rating is a number from 1 to 5, rounded to one decimal", () => {
    expect(DestinationFormSchema.parse({ ...destinationPost, rating: "1" }).rating).toBe(1);
    expect(DestinationFormSchema.parse({ ...destinationPost, rating: "5" }).rating).toBe(5);
    expect(DestinationFormSchema.parse({ ...destinationPost, rating: "4.75" }).rating).toBe(4.8);
    expect(errorsOf(DestinationFormSchema, { ...destinationPost, rating: "5.1" })).toEqual({ rating: "Rating must be between 1 and 5" });
    expect(errorsOf(DestinationFormSchema, { ...destinationPost, rating: "0.9" })).toEqual({ rating: "Rating must be between 1 and 5" });
    expect(errorsOf(DestinationFormSchema, { ...destinationPost, rating: "great" })).toEqual({
      rating: "Rating must be a number between 1 and 5",
    });
  });

  test("activities are split on commas, trimmed, empty items dropped; none is an empty list", () => {
    expect(DestinationFormSchema.parse({ ...destinationPost, activities: " a, b,, c " }).activities).toEqual(["a", "b", "c"]);
    expect(DestinationFormSchema.parse({ ...destinationPost, activities: "" }).activities).toEqual([]);
    const { activities: _omitted, ...withoutActivities } = destinationPost;
    expect(DestinationFormSchema.parse(withoutActivities).activities).toEqual([]);
  });

  test("featured is false unless the switch is on", () => {
    const { featured: _omitted, ...unchecked } = destinationPost;
    expect(DestinationFormSchema.parse(unchecked).featured).toBe(false);
    expect(DestinationFormSchema.parse({ ...destinationPost, featured: "" }).featured).toBe(false);
    expect(DestinationFormSchema.parse({ ...destinationPost, featured: "false" }).featured).toBe(false);
    expect(DestinationFormSchema.parse({ ...destinationPost, featured: "true" }).featured).toBe(true);
    expect(DestinationFormSchema.parse({ ...destinationPost, featured: true }).featured).toBe(true);
  });

  test("the spec's defaults: rating 4.5, not featured", () => {
    expect(DESTINATION_DEFAULTS).toEqual({ rating: 4.5, featured: false });
  });
});

describe("one-line fields", () => {
  test("a line break or control character in a title, country, continent or list is refused with the field's message", () => {
    expect(
      errorsOf(DestinationFormSchema, {
        ...destinationPost,
        title: "Bali\r\nX-Injected: 1",
        country: "Indo\u0000nesia",
        continent: "Asia\u2028",
        activities: "Surfing,\nDiving",
      }),
    ).toEqual({
      title: "Title must be a single line, without line breaks or control characters",
      country: "Country must be a single line, without line breaks or control characters",
      continent: "Continent must be a single line, without line breaks or control characters",
      activities: "Activities must be a single line, without line breaks or control characters",
    });
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, includedServices: "Flights\rHotel" })).toEqual({
      includedServices: "Included Services must be a single line, without line breaks or control characters",
    });
  });

  test("a description keeps its line breaks and tabs but refuses other control characters", () => {
    expect(DestinationFormSchema.parse({ ...destinationPost, description: "Rice terraces.\r\n\tTemples." }).description).toBe(
      "Rice terraces.\r\n\tTemples.",
    );
    expect(errorsOf(ServiceFormSchema, { title: "Visas", description: "Paperwork \u0000 done for you.", icon: "globe" })).toEqual({
      description: "Description must not contain control characters",
    });
  });
});

describe("image URLs", () => {
  test("accepts http(s) links and paths on this site", () => {
    expect(isImageUrl("https://images.example.com/bali.jpg?w=800")).toBe(true);
    expect(isImageUrl("http://example.com/a.png")).toBe(true);
    expect(isImageUrl("/images/destinations/bali.svg")).toBe(true);
  });

  test("refuses other schemes, other-host shorthand and text that is not a URL", () => {
    for (const value of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.com/a.png",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "/images\\..\\a.png",
      "https://evil\n.example/a.png",
      "/images/a.png\u0000",
      "bali.jpg",
      "",
      "/images/my picture.jpg",
    ]) {
      expect(isImageUrl(value), value).toBe(false);
    }
  });

  test("a backslash right after the slash, which browsers read as another host, is refused with the spec's message", () => {
    expect(errorsOf(DestinationFormSchema, { ...destinationPost, image: "/\\evil.example/x.png" })).toEqual({
      image: "Please enter a valid URL for the image",
    });
  });

  test("the form trims the URL before checking it", () => {
    expect(DestinationFormSchema.parse({ ...destinationPost, image: "  /images/a.svg " }).image).toBe("/images/a.svg");
  });
});

describe("tour form", () => {
  test("numeric text is coerced to numbers", () => {
    expect(TourFormSchema.parse(TOUR_POST)).toEqual(tourInput());
  });

  test("shares the destination form's title, description and image messages", () => {
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, title: "x", description: "short", image: "nope" })).toEqual({
      title: "Title must be at least 2 characters",
      description: "Description must be at least 10 characters",
      image: "Please enter a valid URL for the image",
    });
  });

  test("no destination chosen: 'Please select a destination'", () => {
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, destinationId: "" })).toEqual({ destinationId: "Please select a destination" });
    const { destinationId: _omitted, ...withoutDestination } = TOUR_POST;
    expect(errorsOf(TourFormSchema, withoutDestination)).toHaveProperty("destinationId");
  });

  test("duration and group size are whole numbers of at least 1", () => {
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, duration: "0", groupSize: "-3" })).toEqual({
      duration: "Duration must be at least 1",
      groupSize: "Group size must be at least 1",
    });
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, duration: "7.5", groupSize: "many" })).toEqual({
      duration: "Duration must be a whole number",
      groupSize: "Group size must be a whole number",
    });
    expect(TourFormSchema.parse({ ...TOUR_POST, duration: "1", groupSize: "1" })).toMatchObject({ duration: 1, groupSize: 1 });
  });

  test("price is a positive number kept to the cent", () => {
    expect(TourFormSchema.parse({ ...TOUR_POST, price: "999.5" }).price).toBe(999.5);
    expect(TourFormSchema.parse({ ...TOUR_POST, price: "1299.999" }).price).toBe(1300);
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, price: "0" })).toEqual({ price: "Price must be at least 1" });
    expect(errorsOf(TourFormSchema, { ...TOUR_POST, price: "free" })).toEqual({ price: "Price must be a number" });
  });

  test("the spec's defaults: duration 7, price 999, group of 10, not featured, and no rating (issue #23: none invented)", () => {
    expect(TOUR_DEFAULTS).toEqual({ duration: 7, price: 999, groupSize: 10, featured: false });
    const defaults = Object.fromEntries(Object.entries(TOUR_DEFAULTS).map(([key, value]) => [key, String(value)]));
    const parsed = TourFormSchema.parse({ ...TOUR_POST, ...defaults, rating: "", featured: undefined });
    expect(parsed).toMatchObject({ duration: 7, price: 999, groupSize: 10, rating: 0, featured: false });
  });

  test("a tour's picture address and rating may be left empty; filled, they are checked as before", () => {
    const parsed = TourFormSchema.parse({ ...TOUR_POST, image: "  ", rating: "" });
    expect(parsed).toMatchObject({ image: "", rating: 0 });
    expect(TourFormSchema.safeParse({ ...TOUR_POST, image: "javascript:alert(1)" }).success).toBe(false);
    expect(TourFormSchema.safeParse({ ...TOUR_POST, rating: "0" }).success).toBe(false);
    expect(TourFormSchema.parse({ ...TOUR_POST, rating: "4.84" }).rating).toBe(4.8);
  });

  test("included services are split like activities", () => {
    expect(TourFormSchema.parse({ ...TOUR_POST, includedServices: "Flights,, Hotel ,  " }).includedServices).toEqual(["Flights", "Hotel"]);
  });
});

describe("service form", () => {
  test("accepts one of the twelve icon names", () => {
    expect(ServiceFormSchema.parse({ title: "Cargo", description: "Air and sea freight.", icon: "globe" })).toEqual({
      title: "Cargo",
      description: "Air and sea freight.",
      icon: "globe",
    });
  });

  test("same title and description rules; an unknown icon asks to choose one", () => {
    expect(errorsOf(ServiceFormSchema, { title: "C", description: "short", icon: "rocket" })).toEqual({
      title: "Title must be at least 2 characters",
      description: "Description must be at least 10 characters",
      icon: "Please choose an icon",
    });
  });
});

describe("translated fields", () => {
  const withTranslations = (translations: unknown) => TourFormSchema.safeParse({ ...TOUR_POST, translations });

  test("every translated field may stay empty: the English shows instead", () => {
    const parsed = withTranslations({ fr: { title: "", description: "", includedServices: "" }, ar: { title: " " } });
    expect(parsed.success && parsed.data.translations).toEqual({
      fr: { title: undefined, description: undefined, includedServices: [] },
      ar: { title: undefined },
    });
  });

  test("a French title alone is fine, and a French description without a title too", () => {
    expect(withTranslations({ fr: { title: "Évasion à Bali" } }).success).toBe(true);
    expect(withTranslations({ fr: { description: "Huit jours paisibles sur l'île." } }).success).toBe(true);
  });

  test("a filled translation follows the English rules, with its message at its own field", () => {
    const parsed = withTranslations({ fr: { title: "T".repeat(121) }, ar: { description: "قصير" } });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      "translations.fr.title": "Title must be at most 120 characters",
      "translations.ar.description": "Description must be at least 10 characters",
    });
  });

  test("destinations and services take their own translated fields", () => {
    const destination = DestinationFormSchema.safeParse({
      ...destinationPost,
      translations: { fr: { country: "Indonésie", activities: "Surf, Temples" } },
    });
    expect(destination.success && destination.data.translations?.fr).toMatchObject({
      country: "Indonésie",
      activities: ["Surf", "Temples"],
    });
    const service = ServiceFormSchema.safeParse({
      title: "Visas",
      description: "We handle your visa papers.",
      icon: "map",
      translations: { ar: { title: "x" } },
    });
    expect(service.success).toBe(false);
  });
});

describe("titles made only of invisible characters (issue #24)", () => {
  const invisible = [
    "\u200b\u200b\u200b", // zero-width spaces
    "\u202e\u202d\u202c", // bidi overrides
    "\u2066\u2069\u200f\u200e", // bidi isolates and marks
    "\ufeff\u2060\u200d", // BOM, word joiner, zero-width joiner
    "\u3164\u3164", // Hangul fillers
    " \u00a0\u2003\u200b ", // spaces of several kinds
  ];

  test("are refused on tours, destinations and services, and in translations", () => {
    const message = "Title must contain visible letters or digits, not only invisible or text-direction characters";
    for (const title of invisible) {
      expect(errorsOf(TourFormSchema, { ...TOUR_POST, title }).title, JSON.stringify(title)).toBe(message);
      expect(errorsOf(DestinationFormSchema, { ...destinationPost, title }).title, JSON.stringify(title)).toBe(message);
      expect(errorsOf(ServiceFormSchema, { title, description: "Air and sea freight.", icon: "globe" }).title).toBe(message);
      expect(errorsOf(TourFormSchema, { ...TOUR_POST, translations: { fr: { title } } })["translations.fr.title"]).toBe(message);
    }
  });

  test("refuse a country or continent of only invisible characters too", () => {
    expect(errorsOf(DestinationFormSchema, { ...destinationPost, country: "\u200e\u200f", continent: "\u2067\u2069" })).toEqual({
      country: "Country must contain visible letters or digits, not only invisible or text-direction characters",
      continent: "Continent must contain visible letters or digits, not only invisible or text-direction characters",
    });
  });

  test("leave visible titles in any script alone, marks and bidi characters around them included", () => {
    for (const title of ["بالي", "Bali\u200f", "\u2067جزيرة بالي\u2069", "Côte d'Azur", "東京"])
      expect(errorsOf(TourFormSchema, { ...TOUR_POST, title }), JSON.stringify(title)).toEqual({});
  });
});
