import { z } from "zod";
import { westernDigitsOf } from "./digits";
import { checkbox, isPlainText, isSingleLine, repeated, whenFilled } from "./form-fields";
import { splitList } from "./lists";

/**
 * The tour form's and destination form's new fields (issue #12), spread into the forms'
 * schemas in catalogue-forms.ts. Each field left out of a post (an import file from before
 * these fields) stays undefined, which leaves the record's value as it is; a field posted
 * empty is null (or an empty list), which clears it. Problems are codes (decision 0053);
 * app/content/tour-details-admin.ts words them (`tourDetailMessageFor`).
 */

/** A field of these forms that a problem names; the texts module gives each its label. */
export type TourDetailField =
  | "summary"
  | "highlights"
  | "notIncluded"
  | "meetingPoint"
  | "endPoint"
  | "childPrice"
  | "singleSupplement"
  | "salePrice"
  | "dayTitle"
  | "dayDescription"
  | "overnight"
  | "question"
  | "answer"
  | TravelInfoField;

export type TravelInfoField = "bestTimeToVisit" | "visa" | "health" | "currencyInfo" | "languageInfo" | "timeZone";

/** What is wrong with one of these fields, or between them. */
export type TourDetailProblem =
  | { code: "oneLine" | "controlCharacters" | "required" | "price"; field: TourDetailField }
  | { code: "tooLong"; field: TourDetailField; max: number }
  | { code: "tooShort"; field: TourDetailField; min: number }
  | { code: "tooMany"; rows: "days" | "questions"; max: number }
  | {
      code:
        | "tripCode"
        | "difficulty"
        | "minimumAge"
        | "dateInvalid"
        | "latitude"
        | "longitude"
        | "saleBelowPrice"
        | "saleNeedsDate"
        | "dateNeedsSale"
        | "bothCoordinates"
        | "coordinatesNeedPlace";
    };

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** A number or a day as typed, with an Arabic keyboard's digits as Western ones; empty is null. */
const blankToNullNumber = (value: unknown) => blankToNull(westernDigitsOf(value));

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const MAX_DAYS = 60;
const MAX_FAQS = 30;

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

/**
 * These fields' schemas and the rules between them, with the words `say` gives each problem
 * (the browser and the action pass the same `say`, so both show the same sentences).
 */
export function tourDetailsSchemas(say: (problem: TourDetailProblem) => string) {
  const tooLong = (field: TourDetailField, max: number) => say({ code: "tooLong", field, max });
  const oneLine = (field: TourDetailField) => say({ code: "oneLine", field });
  const noControl = (field: TourDetailField) => say({ code: "controlCharacters", field });

  const plainLine = (field: TourDetailField, max: number) =>
    z.string().refine(isSingleLine, oneLine(field)).trim().max(max, tooLong(field, max));
  const plainText = (field: TourDetailField, max: number) =>
    z.string().refine(isPlainText, noControl(field)).trim().max(max, tooLong(field, max));

  /** Optional one-line text: empty is null. */
  const line = (field: TourDetailField, max: number) => z.preprocess(blankToNull, plainLine(field, max).nullable()).optional();

  /** Optional text of several lines: empty is null. */
  const text = (field: TourDetailField, max: number) => z.preprocess(blankToNull, plainText(field, max).nullable()).optional();

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
  function dollars(field: TourDetailField) {
    const message = say({ code: "price", field });
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

  const dateInvalid = say({ code: "dateInvalid" });
  const day = z
    .preprocess(
      blankToNullNumber,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, dateInvalid)
        .refine(isRealDay, dateInvalid)
        .nullable(),
    )
    .optional();

  /** Highlights, one per line. */
  const lines = (field: TourDetailField) =>
    z
      .string()
      .refine(isPlainText, noControl(field))
      .max(3000, tooLong(field, 3000))
      .transform((value) =>
        value
          .split(/\r?\n/)
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .optional();

  /** A comma-separated list (as Included Services). */
  const commaList = (field: TourDetailField) =>
    z.string().refine(isSingleLine, oneLine(field)).max(2000, tooLong(field, 2000)).transform(splitList).optional();

  const required = (field: TourDetailField, min: number, max: number, multiline = false) =>
    z
      .string({ error: say({ code: "required", field }) })
      .refine(multiline ? isPlainText : isSingleLine, multiline ? noControl(field) : oneLine(field))
      .trim()
      .min(1, say({ code: "required", field }))
      .min(min, say({ code: "tooShort", field, min }))
      .max(max, tooLong(field, max));

  const DaySchema = z.object({
    title: required("dayTitle", 2, 120),
    description: z.preprocess((value) => value ?? "", plainText("dayDescription", 3000)),
    overnight: z.preprocess((value) => value ?? "", plainLine("overnight", 120)),
    breakfast: checkbox,
    lunch: checkbox,
    dinner: checkbox,
  });

  const FaqSchema = z.object({
    question: required("question", 5, 200),
    answer: required("answer", 2, 2000, true),
  });

  const rows = <Item extends z.ZodType>(item: Item, max: number, what: "days" | "questions") =>
    repeated(z.preprocess((value) => value ?? {}, item))
      .refine((list) => list.length <= max, say({ code: "tooMany", rows: what, max }))
      .optional();

  const latitude = say({ code: "latitude" });
  const longitude = say({ code: "longitude" });

  const tourDetailsShape = {
    tripCode: z
      .preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/, say({ code: "tripCode" }))
          .nullable(),
      )
      .optional(),
    summary: text("summary", 400),
    highlights: lines("highlights"),
    notIncluded: commaList("notIncluded"),
    itinerary: rows(DaySchema, MAX_DAYS, "days"),
    faqs: rows(FaqSchema, MAX_FAQS, "questions"),
    difficulty: wholeNumber(say({ code: "difficulty" }), 1, 5),
    minimumAge: wholeNumber(say({ code: "minimumAge" }), 0, 99),
    meetingPoint: line("meetingPoint", 200),
    meetingLatitude: decimal(latitude, -90, 90),
    meetingLongitude: decimal(longitude, -180, 180),
    endPoint: line("endPoint", 200),
    endLatitude: decimal(latitude, -90, 90),
    endLongitude: decimal(longitude, -180, 180),
    childPrice: dollars("childPrice"),
    singleSupplement: dollars("singleSupplement"),
    salePrice: dollars("salePrice"),
    saleEndsOn: day,
    /** Sent by the form (a hidden field) so that no day and no FAQ posted means "none", not "as before". */
    rowsPosted: checkbox,
  };

  const tourDetailsTranslationShape = {
    summary: whenFilled(plainText("summary", 400)),
    highlights: lines("highlights"),
    notIncluded: commaList("notIncluded"),
    meetingPoint: whenFilled(plainLine("meetingPoint", 200)),
    endPoint: whenFilled(plainLine("endPoint", 200)),
    itinerary: repeated(
      z.preprocess(
        (value) => value ?? {},
        z.object({
          title: whenFilled(required("dayTitle", 2, 120)),
          description: whenFilled(required("dayDescription", 1, 3000, true)),
          overnight: whenFilled(required("overnight", 1, 120)),
        }),
      ),
    ).optional(),
    faqs: repeated(
      z.preprocess(
        (value) => value ?? {},
        z.object({ question: whenFilled(required("question", 5, 200)), answer: whenFilled(required("answer", 2, 2000, true)) }),
      ),
    ).optional(),
  };

  /** The rules between fields: a sale needs its last day and a lower price; coordinates come in pairs, with a place. */
  function checkTourDetails(input: Checked, context: z.RefinementCtx): void {
    const issue = (path: string, problem: TourDetailProblem) => context.addIssue({ code: "custom", path: [path], message: say(problem) });
    if (input.salePrice != null && input.saleEndsOn == null) issue("saleEndsOn", { code: "saleNeedsDate" });
    if (input.salePrice == null && input.saleEndsOn != null) issue("salePrice", { code: "dateNeedsSale" });
    if (input.salePrice != null && input.price !== undefined && input.salePrice >= input.price)
      issue("salePrice", { code: "saleBelowPrice" });
    for (const point of ["meeting", "end"] as const) {
      const latitude = input[`${point}Latitude`];
      const longitude = input[`${point}Longitude`];
      if ((latitude == null) !== (longitude == null))
        issue(`${point}${latitude == null ? "Latitude" : "Longitude"}`, { code: "bothCoordinates" });
      const place = point === "meeting" ? input.meetingPoint : input.endPoint;
      if (latitude != null && longitude != null && place == null)
        issue(point === "meeting" ? "meetingPoint" : "endPoint", { code: "coordinatesNeedPlace" });
    }
  }

  const travelInfoShape = {
    bestTimeToVisit: text("bestTimeToVisit", 600),
    visa: text("visa", 600),
    health: text("health", 600),
    currencyInfo: text("currencyInfo", 600),
    languageInfo: text("languageInfo", 600),
    timeZone: line("timeZone", 120),
  };

  const travelInfoTranslationShape = {
    bestTimeToVisit: whenFilled(plainText("bestTimeToVisit", 600)),
    visa: whenFilled(plainText("visa", 600)),
    health: whenFilled(plainText("health", 600)),
    currencyInfo: whenFilled(plainText("currencyInfo", 600)),
    languageInfo: whenFilled(plainText("languageInfo", 600)),
    timeZone: whenFilled(plainLine("timeZone", 120)),
  };

  return { tourDetailsShape, tourDetailsTranslationShape, checkTourDetails, travelInfoShape, travelInfoTranslationShape };
}

/** With `rowsPosted` (the form), no day or FAQ posted is an empty list; without it (an old import file), absent stays absent. */
export function withPostedRows<Input extends { rowsPosted: boolean; itinerary?: unknown[]; faqs?: unknown[] }>({
  rowsPosted,
  ...input
}: Input) {
  return rowsPosted ? { ...input, itinerary: input.itinerary ?? [], faqs: input.faqs ?? [] } : input;
}
