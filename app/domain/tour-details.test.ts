import { describe, expect, test } from "vitest";
import { catalogueFormSchemas } from "./catalogue-forms";
import { CATALOGUE_FORM_WORDS } from "~/content/catalogue-admin";
import { fieldErrors, formValues } from "./form-fields";
import { money } from "./money";
import { difficultyKey } from "./tour-details";
import { applyRowIntent, NO_TOUR_DETAILS, parseRowIntent, tourDetailFormValues } from "./tour-form-values";
import { saleIsOn, tourPriceTexts } from "./tour-prices";
import { formatMoney } from "./money";
import { TOUR_POST } from "../../tests/catalogue-inputs";

const { TourFormSchema } = catalogueFormSchemas(CATALOGUE_FORM_WORDS);

const tourPost = { ...TOUR_POST, rowsPosted: "on" };

function errorsOf(input: unknown) {
  const result = TourFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the tour form's new fields", () => {
  test("days, FAQs, highlights and the not-included list are read from their full paths", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(tourPost)) form.append(name, value);
    form.append("highlights", "Sunrise at Tegallalang\n\n  Cooking class  ");
    form.append("notIncluded", "Insurance, Visa");
    form.append("itinerary[0].key", "k0");
    form.append("itinerary[0].title", "Arrival");
    form.append("itinerary[0].breakfast", "on");
    form.append("itinerary[1].title", "Temples");
    form.append("itinerary[1].overnight", "Ubud");
    form.append("faqs[0].question", "Do I need a visa?");
    form.append("faqs[0].answer", "Yes, on arrival.");
    form.append("translations.fr.itinerary[1].title", "Temples d'Ubud");
    const parsed = TourFormSchema.parse(formValues(form));
    expect(parsed.highlights).toEqual(["Sunrise at Tegallalang", "Cooking class"]);
    expect(parsed.notIncluded).toEqual(["Insurance", "Visa"]);
    expect(parsed.itinerary).toEqual([
      { title: "Arrival", description: "", overnight: "", breakfast: true, lunch: false, dinner: false },
      { title: "Temples", description: "", overnight: "Ubud", breakfast: false, lunch: false, dinner: false },
    ]);
    expect(parsed.faqs).toEqual([{ question: "Do I need a visa?", answer: "Yes, on arrival." }]);
    expect(parsed.translations?.fr?.itinerary?.[1]?.title).toBe("Temples d'Ubud");
  });

  test("no day posted by the form is an empty itinerary; a file without the key leaves it out", () => {
    expect(TourFormSchema.parse(tourPost).itinerary).toEqual([]);
    const { rowsPosted: _, ...oldFile } = tourPost;
    expect(TourFormSchema.parse(oldFile).itinerary).toBeUndefined();
    expect(TourFormSchema.parse(oldFile).tripCode).toBeUndefined();
  });

  test("empty optional fields are null, so saving clears them", () => {
    const parsed = TourFormSchema.parse({ ...tourPost, tripCode: " ", difficulty: "", childPrice: "", meetingPoint: "" });
    expect(parsed).toMatchObject({ tripCode: null, difficulty: null, childPrice: null, meetingPoint: null });
  });

  test("each wrong field gets a message at its own path", () => {
    expect(
      errorsOf({
        ...tourPost,
        tripCode: "BALI 08 <script>",
        difficulty: "6",
        minimumAge: "-1",
        itinerary: [{ title: "A" }, {}],
        faqs: [{ question: "Why?", answer: "" }],
      }),
    ).toEqual({
      tripCode: "Trip code: up to 40 letters, digits, spaces and - . / only",
      difficulty: "Choose a difficulty from 1 (Easy) to 5 (Strenuous)",
      minimumAge: "Minimum age must be a whole number from 0 to 99",
      "itinerary[0].title": "Day title must be at least 2 characters",
      "itinerary[1].title": "Day title is required",
      "faqs[0].question": "Question must be at least 5 characters",
      "faqs[0].answer": "Answer is required",
    });
  });

  test("a sale needs its last day and a lower price; coordinates come in pairs with a place", () => {
    expect(errorsOf({ ...tourPost, salePrice: "1399", saleEndsOn: "2026-12-31" })).toEqual({
      salePrice: "The sale price must be lower than the price",
    });
    expect(errorsOf({ ...tourPost, salePrice: "999" })).toEqual({ saleEndsOn: "Give the sale's last day" });
    expect(errorsOf({ ...tourPost, saleEndsOn: "2026-02-30", salePrice: "999" })).toEqual({ saleEndsOn: "Enter a date as YYYY-MM-DD" });
    expect(errorsOf({ ...tourPost, meetingPoint: "Airport", meetingLatitude: "-8.7" })).toEqual({
      meetingLongitude: "Give both latitude and longitude, or neither",
    });
    expect(errorsOf({ ...tourPost, endLatitude: "91", endLongitude: "10" })).toMatchObject({
      endLatitude: "Latitude must be a number from -90 to 90",
    });
    expect(errorsOf({ ...tourPost, meetingLatitude: "1", meetingLongitude: "2" })).toEqual({
      meetingPoint: "Name the place as well as its coordinates",
    });
  });
});

describe("the sale price rule", () => {
  const tour = { price: money(1299), salePrice: money(999), saleEndsOn: "2026-12-31" };

  test("applies up to and including its last day, then the regular price is back", () => {
    expect(saleIsOn(tour, "2026-12-01")).toBe(true);
    expect(saleIsOn(tour, "2026-12-31")).toBe(true);
    expect(saleIsOn(tour, "2027-01-01")).toBe(false);
  });

  test("never applies without a date, or when it is not lower than the price", () => {
    expect(saleIsOn({ ...tour, saleEndsOn: null }, "2026-01-01")).toBe(false);
    expect(saleIsOn({ ...tour, salePrice: money(1299) }, "2026-01-01")).toBe(false);
  });

  test("shows the sale price with the regular one to strike through, and the other traveller prices", () => {
    const show = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value);
    const details = { ...tour, childPrice: money(650), singleSupplement: null };
    expect(tourPriceTexts(details, show, "2026-12-31")).toEqual({ priceText: "$999", wasPriceText: "$1,299", childPriceText: "$650" });
    expect(tourPriceTexts(details, show, "2027-01-01")).toEqual({ priceText: "$1,299", childPriceText: "$650" });
  });
});

describe("rows moved by the form's buttons", () => {
  const values = {
    itinerary: [
      { key: "k0", title: "One" },
      { key: "k1", title: "Two" },
      { key: "k2", title: "Three" },
    ],
    translations: { fr: { title: "Titre", itinerary: [{ title: "Un" }, undefined, { title: "Trois" }] } },
  };

  test("reads only the intents the form's buttons post", () => {
    expect(parseRowIntent("itinerary.add")).toEqual({ list: "itinerary", move: "add" });
    expect(parseRowIntent("faqs.up.3")).toEqual({ list: "faqs", move: "up", index: 3 });
    for (const wrong of ["itinerary.add.1", "faqs.remove", "days.up.1", "itinerary.up.-1", 7, null])
      expect(parseRowIntent(wrong)).toBeNull();
  });

  test("moving a day moves its translations with it", () => {
    const moved = applyRowIntent(values, { list: "itinerary", move: "up", index: 2 });
    expect(moved.itinerary.map((day) => (day as { title: string }).title)).toEqual(["One", "Three", "Two"]);
    expect(moved.translations.fr.itinerary).toEqual([{ title: "Un" }, { title: "Trois" }, {}]);
    expect(moved.translations.fr.title).toBe("Titre");
  });

  test("removing and adding keep every row's key unique", () => {
    const removed = applyRowIntent(values, { list: "itinerary", move: "remove", index: 0 });
    expect(removed.itinerary).toEqual([
      { key: "k1", title: "Two" },
      { key: "k2", title: "Three" },
    ]);
    const added = applyRowIntent(removed, { list: "itinerary", move: "add" });
    expect(added.itinerary.map((day) => (day as { key: string }).key)).toEqual(["k1", "k2", "k3"]);
    expect((applyRowIntent({}, { list: "faqs", move: "add" }) as { faqs?: unknown }).faqs).toEqual([{ key: "k0" }]);
  });

  test("a move past either end changes nothing", () => {
    expect(applyRowIntent(values, { list: "itinerary", move: "up", index: 0 }).itinerary).toEqual(values.itinerary);
    expect(applyRowIntent(values, { list: "itinerary", move: "down", index: 2 }).itinerary).toEqual(values.itinerary);
  });
});

test("difficulty levels", () => {
  expect([1, 3, 5, 0, 6, null].map(difficultyKey)).toEqual(["easy", "challenging", "strenuous", null, null, null]);
});

test("a tour's fields as its form starts with them", () => {
  const values = tourDetailFormValues({
    ...NO_TOUR_DETAILS,
    highlights: ["A", "B"],
    itinerary: [{ title: "One", description: "", overnight: "Ubud", breakfast: true, lunch: false, dinner: true }],
    salePrice: money(999.5),
  });
  expect(values).toMatchObject({
    highlights: "A\nB",
    salePrice: "999.5",
    itinerary: [{ key: "k0", title: "One", overnight: "Ubud", breakfast: "on", lunch: "", dinner: "on" }],
  });
});
