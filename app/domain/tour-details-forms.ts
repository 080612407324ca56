import { z } from "zod";
import { TOUR_DETAIL_FIELDS as FIELDS, TOUR_DETAIL_MESSAGES as MESSAGES, TRAVEL_INFO_FIELDS_TEXT } from "~/content/tour-details-admin";
import { westernDigitsOf } from "./digits";
import { isPlainText, isSingleLine, repeated } from "./form-fields";
import { splitList } from "./lists";

/**
 * The tour form's and destination form's new fields (issue #12), spread into the forms'
 * schemas in catalogue-forms.ts. Each field left out of a post (an import file from before
 * these fields) stays undefined, which leaves the record's value as it is; a field posted
 * empty is null (or an empty list), which clears it.
 */

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** A number or a day as typed, with an Arabic keyboard's digits as Western ones; empty is null. */
const blankToNullNumber = (value: unknown) => blankToNull(westernDigitsOf(value));

function plainLine(label: string, max: number) {
  return z.string().refine(isSingleLine, `${label} must be a single line`).trim().max(max, MESSAGES.tooLong(label, max));
}

function plainText(label: string, max: number) {
  return z.string().refine(isPlainText, `${label} must not contain control characters`).trim().max(max, MESSAGES.tooLong(label, max));
}

/** Optional one-line text: empty is null. */
function line(label: string, max: number) {
  return z.preprocess(blankToNull, plainLine(label, max).nullable()).optional();
}

/** Optional text of several lines: empty is null. */
function text(label: string, max: number) {
  return z.preprocess(blankToNull, plainText(label, max).nullable()).optional();
}

/** A whole number in a range, or empty (null). */
function wholeNumber(message: string, min: number, max: number) {
  return z
    .preprocess(blankToNullNumber, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable())
    .optional();
}

function decimal(message: string, min: number, max: number) {
  return z.preprocess(blankToNullNumber, z.coerce.number({ error: message }).min(min, message).max(max, message).nullable()).optional();
}

/** A dollar amount, or empty (null). */
function dollars(label: string) {
  const message = MESSAGES.price(label);
  return z
    .preprocess(
      (value) => blankToNullNumber(typeof value === "string" ? value.replaceAll(",", "") : value),
      z.coerce
        .number({ error: message })
        .min(1, message)
        .max(1_000_000, message)
        .transform((value) => Math.round(value * 100) / 100)
        .nullable(),
    )
    .optional();
}

const day = z
  .preprocess(
    blankToNullNumber,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateInvalid)
      .refine(isRealDay, MESSAGES.dateInvalid)
      .nullable(),
  )
  .optional();

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal(""), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Highlights, one per line. */
const lines = (label: string) =>
  z
    .string()
    .refine(isPlainText, `${label} must not contain control characters`)
    .max(3000, MESSAGES.tooLong(label, 3000))
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .optional();

/** A comma-separated list (as Included Services). */
const commaList = (label: string) =>
  z
    .string()
    .refine(isSingleLine, `${label} must be a single line`)
    .max(2000, MESSAGES.tooLong(label, 2000))
    .transform(splitList)
    .optional();

const required = (label: string, min: number, max: number, multiline = false) =>
  z
    .string({ error: MESSAGES.required(label) })
    .refine(
      multiline ? isPlainText : isSingleLine,
      multiline ? `${label} must not contain control characters` : `${label} must be a single line`,
    )
    .trim()
    .min(1, MESSAGES.required(label))
    .min(min, MESSAGES.tooShort(label, min))
    .max(max, MESSAGES.tooLong(label, max));

const MAX_DAYS = 60;
const MAX_FAQS = 30;

const DaySchema = z.object({
  title: required("Day title", 2, 120),
  description: z.preprocess(
    (value) => value ?? "",
    z
      .string()
      .refine(isPlainText, "Day description must not contain control characters")
      .trim()
      .max(3000, MESSAGES.tooLong("Day description", 3000)),
  ),
  overnight: z.preprocess(
    (value) => value ?? "",
    z.string().refine(isSingleLine, "Overnight must be a single line").trim().max(120, MESSAGES.tooLong("Overnight", 120)),
  ),
  breakfast: checkbox,
  lunch: checkbox,
  dinner: checkbox,
});

const FaqSchema = z.object({
  question: required("Question", 5, 200),
  answer: required("Answer", 2, 2000, true),
});

/** A translated day or FAQ: each part optional, with the English part's rules when filled. */
const whenFilled = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const rows = <Item extends z.ZodType>(item: Item, max: number, what: string) =>
  repeated(z.preprocess((value) => value ?? {}, item))
    .refine((list) => list.length <= max, MESSAGES.tooMany(what, max))
    .optional();

export const tourDetailsShape = {
  tripCode: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/, MESSAGES.tripCode)
        .nullable(),
    )
    .optional(),
  summary: text("Summary", 400),
  highlights: lines("Highlights"),
  notIncluded: commaList("Not included"),
  itinerary: rows(DaySchema, MAX_DAYS, "days"),
  faqs: rows(FaqSchema, MAX_FAQS, "questions"),
  difficulty: wholeNumber(MESSAGES.difficulty, 1, 5),
  minimumAge: wholeNumber(MESSAGES.minimumAge, 0, 99),
  meetingPoint: line(FIELDS.meetingPoint.label, 200),
  meetingLatitude: decimal(MESSAGES.latitude, -90, 90),
  meetingLongitude: decimal(MESSAGES.longitude, -180, 180),
  endPoint: line(FIELDS.endPoint.label, 200),
  endLatitude: decimal(MESSAGES.latitude, -90, 90),
  endLongitude: decimal(MESSAGES.longitude, -180, 180),
  childPrice: dollars(FIELDS.childPrice.label),
  singleSupplement: dollars(FIELDS.singleSupplement.label),
  salePrice: dollars(FIELDS.salePrice.label),
  saleEndsOn: day,
  /** Sent by the form (a hidden field) so that no day and no FAQ posted means "none", not "as before". */
  rowsPosted: checkbox,
};

export const tourDetailsTranslationShape = {
  summary: whenFilled(plainText("Summary", 400)),
  highlights: lines("Highlights"),
  notIncluded: commaList("Not included"),
  meetingPoint: whenFilled(plainLine(FIELDS.meetingPoint.label, 200)),
  endPoint: whenFilled(plainLine(FIELDS.endPoint.label, 200)),
  itinerary: repeated(
    z.preprocess(
      (value) => value ?? {},
      z.object({
        title: whenFilled(required("Day title", 2, 120)),
        description: whenFilled(required("Day description", 1, 3000, true)),
        overnight: whenFilled(required("Overnight", 1, 120)),
      }),
    ),
  ).optional(),
  faqs: repeated(
    z.preprocess(
      (value) => value ?? {},
      z.object({ question: whenFilled(required("Question", 5, 200)), answer: whenFilled(required("Answer", 2, 2000, true)) }),
    ),
  ).optional(),
};

type Checked = {
  price?: number;
  salePrice?: number | null;
  saleEndsOn?: string | null;
  meetingPoint?: string | null;
  meetingLatitude?: number | null;
  meetingLongitude?: number | null;
  endPoint?: string | null;
  endLatitude?: number | null;
  endLongitude?: number | null;
};

/** The rules between fields: a sale needs its last day and a lower price; coordinates come in pairs, with a place. */
export function checkTourDetails(input: Checked, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (input.salePrice != null && input.saleEndsOn == null) issue("saleEndsOn", MESSAGES.saleNeedsDate);
  if (input.salePrice == null && input.saleEndsOn != null) issue("salePrice", MESSAGES.dateNeedsSale);
  if (input.salePrice != null && input.price !== undefined && input.salePrice >= input.price) issue("salePrice", MESSAGES.saleBelowPrice);
  for (const point of ["meeting", "end"] as const) {
    const latitude = input[`${point}Latitude`];
    const longitude = input[`${point}Longitude`];
    if ((latitude == null) !== (longitude == null))
      issue(`${point}${latitude == null ? "Latitude" : "Longitude"}`, MESSAGES.bothCoordinates);
    const place = point === "meeting" ? input.meetingPoint : input.endPoint;
    if (latitude != null && longitude != null && place == null)
      issue(point === "meeting" ? "meetingPoint" : "endPoint", MESSAGES.coordinatesNeedPlace);
  }
}

/** With `rowsPosted` (the form), no day or FAQ posted is an empty list; without it (an old import file), absent stays absent. */
export function withPostedRows<Input extends { rowsPosted: boolean; itinerary?: unknown[]; faqs?: unknown[] }>({
  rowsPosted,
  ...input
}: Input) {
  return rowsPosted ? { ...input, itinerary: input.itinerary ?? [], faqs: input.faqs ?? [] } : input;
}

const TRAVEL = TRAVEL_INFO_FIELDS_TEXT;

export const travelInfoShape = {
  bestTimeToVisit: text(TRAVEL.bestTimeToVisit.label, 600),
  visa: text(TRAVEL.visa.label, 600),
  health: text(TRAVEL.health.label, 600),
  currencyInfo: text(TRAVEL.currencyInfo.label, 600),
  languageInfo: text(TRAVEL.languageInfo.label, 600),
  timeZone: line(TRAVEL.timeZone.label, 120),
};

export const travelInfoTranslationShape = {
  bestTimeToVisit: whenFilled(plainText(TRAVEL.bestTimeToVisit.label, 600)),
  visa: whenFilled(plainText(TRAVEL.visa.label, 600)),
  health: whenFilled(plainText(TRAVEL.health.label, 600)),
  currencyInfo: whenFilled(plainText(TRAVEL.currencyInfo.label, 600)),
  languageInfo: whenFilled(plainText(TRAVEL.languageInfo.label, 600)),
  timeZone: whenFilled(plainLine(TRAVEL.timeZone.label, 120)),
};
