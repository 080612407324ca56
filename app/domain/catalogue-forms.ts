import { z } from "zod";
import { CATALOGUE_FORM_MESSAGES as MESSAGES } from "~/content/catalogue-admin";
import { SERVICE_ICONS } from "./catalogue";
import { westernDigits, westernDigitsOf } from "./digits";
import { hasVisibleText, isPlainText, isSingleLine } from "./form-fields";
import { splitList } from "./lists";
import { MINOR_DIGITS, OTHER_CURRENCIES, type OtherCurrency } from "./money";
import { parsePublishAt } from "./publication";
import { PUBLICATION_TEXTS } from "~/content/publication-admin";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "./translations";
import { tourDetailsSchemas, withPostedRows } from "./tour-details-forms";
import { tourDetailMessageFor } from "~/content/tour-details-admin";

/**
 * One schema per admin form. Input is what a form posts (strings, a checkbox that is
 * present or absent); output is typed. The browser and the action both use these.
 */

const { checkTourDetails, tourDetailsShape, tourDetailsTranslationShape, travelInfoShape, travelInfoTranslationShape } =
  tourDetailsSchemas(tourDetailMessageFor);

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal(""), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** A text field of one line: refused with the field's message when it holds a line break or a control character. */
const oneLine = (label: string) => z.string().refine(isSingleLine, MESSAGES.oneLine(label));

const list = (label: string) =>
  oneLine(label)
    .max(2000, MESSAGES.listTooLong(2000))
    .optional()
    .transform((text) => splitList(text ?? ""));

/** A name shown to visitors: one line, and not only invisible or bidi-control characters (issue #24). */
const visibleLine = (label: string) =>
  oneLine(label)
    .trim()
    .refine((text) => text === "" || hasVisibleText(text), MESSAGES.invisibleOnly(label));

const title = visibleLine("Title").min(2, MESSAGES.titleTooShort(2)).max(120, MESSAGES.titleTooLong(120));
const description = z
  .string()
  .refine(isPlainText, MESSAGES.controlCharacters("Description"))
  .trim()
  .min(10, MESSAGES.descriptionTooShort(10))
  .max(5000, MESSAGES.descriptionTooLong(5000));

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
const image = z.string().trim().max(2000, MESSAGES.imageInvalid).refine(isImageUrl, MESSAGES.imageInvalid);

const rating = z.preprocess(
  westernDigitsOf,
  z.coerce
    .number({ error: MESSAGES.ratingNotANumber })
    .min(1, MESSAGES.ratingOutOfRange)
    .max(5, MESSAGES.ratingOutOfRange)
    .transform((value) => Math.round(value * 10) / 10),
);

/** Empty form text as no value, so an optional field's own rules apply only when it is filled. */
const emptyAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

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

function positiveInteger(messages: { notWhole: string; tooSmall: string; tooLarge: (max: number) => string }, max: number) {
  return z.preprocess(
    westernDigitsOf,
    z.coerce.number({ error: messages.notWhole }).int(messages.notWhole).positive(messages.tooSmall).max(max, messages.tooLarge(max)),
  );
}

/**
 * An explicit price in another currency, in its major units (issue #11): empty is none (null);
 * left out (an import from before currencies) leaves the tour's as it is (undefined).
 */
function explicitPrice(digits: number) {
  const max = 100_000_000_000;
  return z
    .preprocess(
      (value) => (typeof value === "string" ? westernDigits(value).trim().replaceAll(",", "") : value) || null,
      z.coerce
        .number({ error: MESSAGES.priceNotANumber })
        .positive(MESSAGES.priceTooSmall)
        .max(max, MESSAGES.priceTooLarge(max))
        .transform((value) => Math.round(value * 10 ** digits) / 10 ** digits)
        .nullable(),
    )
    .optional();
}

const OTHER_CURRENCY_DIGITS = Object.fromEntries(OTHER_CURRENCIES.map((code) => [code, MINOR_DIGITS[code]])) as Record<
  OtherCurrency,
  number
>;

/**
 * A tour's explicit prices (`prices.LBP`, …; decision 0054): one optional field per currency
 * of `digits` (its code and its minor digits; by default every currency but the dollar),
 * rounded to those digits. Empty removes the price; a field not posted leaves it.
 */
export function explicitPricesSchema<Code extends string = OtherCurrency>(
  digits: Readonly<Record<Code, number>> = OTHER_CURRENCY_DIGITS as Record<Code, number>,
) {
  const fields = Object.entries<number>(digits).map(([code, places]) => [code, explicitPrice(places)] as const);
  return z.object(Object.fromEntries(fields) as Record<Code, ReturnType<typeof explicitPrice>>).optional();
}

const country = visibleLine("Country").min(2, MESSAGES.countryTooShort(2)).max(80, MESSAGES.countryTooLong(80));
const continent = visibleLine("Continent").min(2, MESSAGES.continentTooShort(2)).max(80, MESSAGES.continentTooLong(80));

/**
 * The optional scheduled publish time (issue #12): empty is none (null); left out (an import
 * from before drafts, a one-field update) leaves the record's as it is (undefined).
 */
const publishAt = z
  .string()
  .transform((value, context) => {
    const parsed = parsePublishAt(value);
    if (parsed === undefined) {
      context.addIssue({ code: "custom", message: PUBLICATION_TEXTS.publishAtInvalid });
      return z.NEVER;
    }
    return parsed;
  })
  .optional();

/** A translated text: the English field's rules when filled; left empty, the English shows instead. */
const whenFilled = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** A form's translations (`translations.fr.title`): each language optional, each field too. */
function translationsOf<Shape extends z.ZodRawShape>(shape: Shape) {
  const language = z.object(shape).optional();
  return z
    .object(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, language])) as Record<TranslatedLocale, typeof language>)
    .optional();
}

export const DestinationTranslationsSchema = translationsOf({
  title: whenFilled(title),
  description: whenFilled(description),
  country: whenFilled(country),
  continent: whenFilled(continent),
  activities: list("Activities").optional(),
  ...travelInfoTranslationShape,
});

export const DestinationFormSchema = z.object({
  title,
  description,
  image,
  country,
  continent,
  rating,
  activities: list("Activities"),
  featured: checkbox,
  ...travelInfoShape,
  publishAt,
  translations: DestinationTranslationsSchema,
});
export type DestinationInput = z.output<typeof DestinationFormSchema>;

export const TourFormSchema = z
  .object({
    title,
    description,
    image: tourImage,
    destinationId: z.string().min(1, MESSAGES.destinationRequired).refine(isSingleLine, MESSAGES.destinationRequired),
    duration: positiveInteger(MESSAGES.duration, 365),
    price: z.preprocess(
      westernDigitsOf,
      z.coerce
        .number({ error: MESSAGES.priceNotANumber })
        .positive(MESSAGES.priceTooSmall)
        .max(1_000_000, MESSAGES.priceTooLarge(1_000_000))
        .transform((value) => Math.round(value * 100) / 100),
    ),
    groupSize: positiveInteger(MESSAGES.groupSize, 1000),
    rating: tourRating,
    prices: explicitPricesSchema(),
    includedServices: list("Included Services"),
    featured: checkbox,
    publishAt,
    ...tourDetailsShape,
    translations: translationsOf({
      title: whenFilled(title),
      description: whenFilled(description),
      includedServices: list("Included Services").optional(),
      ...tourDetailsTranslationShape,
    }),
  })
  .superRefine(checkTourDetails)
  .transform(withPostedRows);
export type TourInput = z.output<typeof TourFormSchema>;

export const ServiceFormSchema = z.object({
  title,
  description,
  icon: z.enum(SERVICE_ICONS, { error: MESSAGES.iconRequired }),
  publishAt,
  translations: translationsOf({ title: whenFilled(title), description: whenFilled(description) }),
});
export type ServiceInput = z.output<typeof ServiceFormSchema>;

/** The spec's form defaults. */
export const DESTINATION_DEFAULTS = { rating: 4.5, featured: false } as const;
/** A new tour starts without a rating (issue #23: no invented stars). */
export const TOUR_DEFAULTS = { duration: 7, price: 999, groupSize: 10, featured: false } as const;
