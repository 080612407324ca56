import { z } from "zod";
import { SERVICE_ICONS } from "./catalogue";
import { westernDigits, westernDigitsOf } from "./digits";
import { checkbox, emptyAsAbsent, hasVisibleText, isPlainText, isSingleLine, whenFilled } from "./form-fields";
import { splitList } from "./lists";
import { MINOR_DIGITS, OTHER_CURRENCIES, type OtherCurrency } from "./money";
import { parsePublishAt } from "./publication";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "./translations";
import { tourDetailsSchemas, withPostedRows, type TourDetailProblem } from "./tour-details-forms";

/**
 * One schema per admin form. Input is what a form posts (strings, a checkbox that is
 * present or absent); output is typed. The browser and the action both use these, built by
 * `catalogueFormSchemas` with the words of app/content/catalogue-admin.ts (decision 0053).
 */

/** A text field a problem names; the texts module gives each its name. */
export type CatalogueFormField = "title" | "description" | "country" | "continent" | "activities" | "includedServices";
type SizedField = "title" | "description" | "country" | "continent";
type CountField = "duration" | "groupSize";

/** What is wrong with a field of the destination, tour or service form. */
export type CatalogueFormProblem =
  | { code: "oneLine" | "invisibleOnly" | "controlCharacters"; field: CatalogueFormField }
  | { code: "tooShort"; field: SizedField; min: number }
  | { code: "tooLong"; field: SizedField; max: number }
  | { code: "listTooLong" | "priceTooLarge"; max: number }
  | { code: "notWhole" | "tooSmall"; field: CountField }
  | { code: "tooLarge"; field: CountField; max: number }
  | {
      code:
        | "imageInvalid"
        | "ratingNotANumber"
        | "ratingOutOfRange"
        | "destinationRequired"
        | "priceNotANumber"
        | "priceTooSmall"
        | "iconRequired"
        | "publishAtInvalid";
    };

/** The words of the forms' problems: their own, and the tour details' (tour-details-forms.ts). */
export type CatalogueFormWords = {
  form: (problem: CatalogueFormProblem) => string;
  tourDetails: (problem: TourDetailProblem) => string;
};

/**
 * An absolute http(s) URL, or a path on this site (the sample pictures live under /images):
 * one leading "/" followed by neither "/" nor "\" (browsers read "/\host" as "//host", another
 * site), with no backslash, space or control character anywhere (decision 0005).
 */
export function isImageUrl(value: string): boolean {
  if (!isSingleLine(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A form's translations (`translations.fr.title`): each language optional, each field too. */
function translationsOf<Shape extends z.ZodRawShape>(shape: Shape) {
  const language = z.object(shape).optional();
  return z
    .object(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, language])) as Record<TranslatedLocale, typeof language>)
    .optional();
}

const OTHER_CURRENCY_DIGITS = Object.fromEntries(OTHER_CURRENCIES.map((code) => [code, MINOR_DIGITS[code]])) as Record<
  OtherCurrency,
  number
>;

/** The three forms' schemas, with the words `words` gives each problem. */
export function catalogueFormSchemas(words: CatalogueFormWords) {
  const say = words.form;
  const { checkTourDetails, tourDetailsShape, tourDetailsTranslationShape, travelInfoShape, travelInfoTranslationShape } =
    tourDetailsSchemas(words.tourDetails);

  /** A text field of one line: refused with the field's message when it holds a line break or a control character. */
  const oneLine = (field: CatalogueFormField) => z.string().refine(isSingleLine, say({ code: "oneLine", field }));

  const list = (field: CatalogueFormField) =>
    oneLine(field)
      .max(2000, say({ code: "listTooLong", max: 2000 }))
      .optional()
      .transform((text) => splitList(text ?? ""));

  /** A name shown to visitors: one line, and not only invisible or bidi-control characters (issue #24), of min to max characters. */
  const visibleLine = (field: SizedField, min: number, max: number) =>
    oneLine(field)
      .trim()
      .refine((text) => text === "" || hasVisibleText(text), say({ code: "invisibleOnly", field }))
      .min(min, say({ code: "tooShort", field, min }))
      .max(max, say({ code: "tooLong", field, max }));

  const title = visibleLine("title", 2, 120);
  const description = z
    .string()
    .refine(isPlainText, say({ code: "controlCharacters", field: "description" }))
    .trim()
    .min(10, say({ code: "tooShort", field: "description", min: 10 }))
    .max(5000, say({ code: "tooLong", field: "description", max: 5000 }));

  const imageInvalid = say({ code: "imageInvalid" });
  const image = z.string().trim().max(2000, imageInvalid).refine(isImageUrl, imageInvalid);

  const ratingOutOfRange = say({ code: "ratingOutOfRange" });
  const rating = z.preprocess(
    westernDigitsOf,
    z.coerce
      .number({ error: say({ code: "ratingNotANumber" }) })
      .min(1, ratingOutOfRange)
      .max(5, ratingOutOfRange)
      .transform((value) => Math.round(value * 10) / 10),
  );

  /**
   * A tour's picture address (issue #23): optional, since a new tour gets its pictures uploaded on
   * its screen, the first of them becoming the cover; "" is a tour without a picture yet.
   */
  const tourImage = z.preprocess(emptyAsAbsent, image.optional()).transform((value) => value ?? "");

  /**
   * A tour's rating (issue #23): none until there is a real one. Left empty it is stored as 0,
   * which the site reads as "not rated" (no stars; isRated).
   */
  const tourRating = z.preprocess(emptyAsAbsent, rating.optional()).transform((value) => value ?? 0);

  function positiveInteger(field: CountField, max: number) {
    const notWhole = say({ code: "notWhole", field });
    return z.preprocess(
      westernDigitsOf,
      z.coerce
        .number({ error: notWhole })
        .int(notWhole)
        .positive(say({ code: "tooSmall", field }))
        .max(max, say({ code: "tooLarge", field, max })),
    );
  }

  /** A price in major units, rounded to `digits`, at most `max`. */
  const amount = (digits: number, max: number) =>
    z.coerce
      .number({ error: say({ code: "priceNotANumber" }) })
      .positive(say({ code: "priceTooSmall" }))
      .max(max, say({ code: "priceTooLarge", max }))
      .transform((value) => Math.round(value * 10 ** digits) / 10 ** digits);

  /**
   * An explicit price in another currency, in its major units (issue #11): empty is none (null);
   * left out (an import from before currencies) leaves the tour's as it is (undefined).
   */
  const explicitPrice = (digits: number) =>
    z
      .preprocess(
        (value) => (typeof value === "string" ? westernDigits(value).trim().replaceAll(",", "") : value) || null,
        amount(digits, 100_000_000_000).nullable(),
      )
      .optional();

  /**
   * A tour's explicit prices (`prices.LBP`, …; decision 0054): one optional field per currency
   * but the dollar, rounded to its minor digits. Empty removes the price; a field not posted leaves it.
   */
  const fields = Object.entries<number>(OTHER_CURRENCY_DIGITS).map(([code, places]) => [code, explicitPrice(places)] as const);
  const explicitPrices = z.object(Object.fromEntries(fields) as Record<OtherCurrency, ReturnType<typeof explicitPrice>>).optional();

  const country = visibleLine("country", 2, 80);
  const continent = visibleLine("continent", 2, 80);

  /**
   * The optional scheduled publish time (issue #12): empty is none (null); left out (an import
   * from before drafts, a one-field update) leaves the record's as it is (undefined).
   */
  const publishAt = z
    .string()
    .transform((value, context) => {
      const parsed = parsePublishAt(value);
      if (parsed === undefined) {
        context.addIssue({ code: "custom", message: say({ code: "publishAtInvalid" }) });
        return z.NEVER;
      }
      return parsed;
    })
    .optional();

  const DestinationFormSchema = z.object({
    title,
    description,
    image,
    country,
    continent,
    rating,
    activities: list("activities"),
    featured: checkbox,
    ...travelInfoShape,
    publishAt,
    translations: translationsOf({
      title: whenFilled(title),
      description: whenFilled(description),
      country: whenFilled(country),
      continent: whenFilled(continent),
      activities: list("activities").optional(),
      ...travelInfoTranslationShape,
    }),
  });

  const destinationRequired = say({ code: "destinationRequired" });
  const TourFormSchema = z
    .object({
      title,
      description,
      image: tourImage,
      destinationId: z.string().min(1, destinationRequired).refine(isSingleLine, destinationRequired),
      duration: positiveInteger("duration", 365),
      price: z.preprocess(westernDigitsOf, amount(2, 1_000_000)),
      groupSize: positiveInteger("groupSize", 1000),
      rating: tourRating,
      prices: explicitPrices,
      includedServices: list("includedServices"),
      featured: checkbox,
      publishAt,
      ...tourDetailsShape,
      translations: translationsOf({
        title: whenFilled(title),
        description: whenFilled(description),
        includedServices: list("includedServices").optional(),
        ...tourDetailsTranslationShape,
      }),
    })
    .superRefine(checkTourDetails)
    .transform(withPostedRows);

  const ServiceFormSchema = z.object({
    title,
    description,
    icon: z.enum(SERVICE_ICONS, { error: say({ code: "iconRequired" }) }),
    publishAt,
    translations: translationsOf({ title: whenFilled(title), description: whenFilled(description) }),
  });

  return { DestinationFormSchema, TourFormSchema, ServiceFormSchema };
}

type Schemas = ReturnType<typeof catalogueFormSchemas>;
export type DestinationInput = z.output<Schemas["DestinationFormSchema"]>;
export type TourInput = z.output<Schemas["TourFormSchema"]>;
export type ServiceInput = z.output<Schemas["ServiceFormSchema"]>;

/** The spec's form defaults. */
export const DESTINATION_DEFAULTS = { rating: 4.5, featured: false } as const;
/** A new tour starts without a rating (issue #23: no invented stars). */
export const TOUR_DEFAULTS = { duration: 7, price: 999, groupSize: 10, featured: false } as const;
