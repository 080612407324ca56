import { z } from "zod";
import { messageField, personFields, type ContactErrorTranslator } from "./contact";
import { addDays, isRealDay } from "./departures";
import { CABIN_CLASSES, CARGO_PLACES, MAX_DAYS_AHEAD, TRIP_TYPES, type DetailsOf, type EnquiryFormKind } from "./enquiry-kinds";
import { isPlainText, isSingleLine } from "./form-fields";

/*
 * The schemas of the tour, air ticket, cargo and visa forms (issue #13; decision 0033), one per
 * kind, each with its messages in one language: the browser builds them with the page's messages
 * (instant feedback), the action with those of the page posted from, as the contact form does.
 * Name, e-mail and phone are the contact form's fields with its messages.
 */

/** The forms' own validation messages (app/messages, `enquireErrors`). */
export type EnquiryErrorKey =
  | "oneLine"
  | "plainText"
  | "tooLong"
  | "dateRequired"
  | "dateInvalid"
  | "datePast"
  | "dateTooFar"
  | "tourRequired"
  | "departureUnavailable"
  | "adultsRange"
  | "childrenRange"
  | "fromRequired"
  | "toRequired"
  | "sameRoute"
  | "tripRequired"
  | "returnDateRequired"
  | "returnBeforeDeparture"
  | "passengersRange"
  | "cabinRequired"
  | "fromOfficeRequired"
  | "toOfficeRequired"
  | "otherPlaceRequired"
  | "sameOffice"
  | "contentsRequired"
  | "weightRange"
  | "destinationRequired"
  | "nationalityRequired"
  | "applicantsRange";
export type EnquiryErrorTranslator = (key: EnquiryErrorKey, values?: Record<string, number>) => string;

/** The messages a form's schema speaks: the contact form's for the person, the forms' own for the rest. */
export type EnquiryFormTexts = { contact: ContactErrorTranslator; enquiry: EnquiryErrorTranslator };

/** The bounds of every number and length the forms ask for. */
export const ENQUIRY_LIMITS = {
  adults: { min: 1, max: 99 },
  children: { min: 0, max: 99 },
  passengers: { min: 1, max: 99 },
  applicants: { min: 1, max: 99 },
  /** Kilograms, approximate: a letter to a container. */
  weightKg: { min: 0.1, max: 50_000 },
  /** A city, an airport, a country, a nationality, a size. */
  place: 100,
  contents: 1000,
  tourId: 200,
  departureId: 40,
} as const;

/** Digits as an Arabic or Persian keyboard types them (and the Arabic decimal comma), as ASCII. */
export function toAsciiDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".");
}

/** A whole number typed in a field, from `min` to `max`, with one message for every way it is wrong. */
function count({ min, max }: { min: number; max: number }, message: string) {
  return z
    .string({ error: message })
    .transform((value) => toAsciiDigits(value).trim())
    .pipe(z.string().regex(/^\d{1,4}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** A one-line text a visitor must give, at most `max` characters. */
function requiredLine(t: EnquiryErrorTranslator, required: string, max: number = ENQUIRY_LIMITS.place) {
  return z.string({ error: required }).refine(isSingleLine, t("oneLine")).trim().min(1, required).max(max, t("tooLong", { max }));
}

/** A one-line text a visitor may leave empty (null then). */
function optionalLine(t: EnquiryErrorTranslator, max: number = ENQUIRY_LIMITS.place) {
  return z
    .string()
    .refine(isSingleLine, t("oneLine"))
    .trim()
    .max(max, t("tooLong", { max }))
    .optional()
    .transform((value) => value || null);
}

/** The checks of a day the visitor picks: a real one, not before today, not more than two years ahead. */
function dayProblem(t: EnquiryErrorTranslator, day: string, today: string): string | null {
  if (!isRealDay(day)) return t("dateInvalid");
  if (day < today) return t("datePast");
  if (day > addDays(today, MAX_DAYS_AHEAD)) return t("dateTooFar");
  return null;
}

/** A day (YYYY-MM-DD, as a date control posts it) the form needs. */
function requiredDay(t: EnquiryErrorTranslator, today: string, required: string = t("dateRequired")) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((day, ctx) => {
      if (day === "") return;
      const problem = dayProblem(t, day, today);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A day the visitor may leave empty (null then). */
function optionalDay(t: EnquiryErrorTranslator, today: string) {
  return z
    .string()
    .trim()
    .optional()
    .superRefine((day, ctx) => {
      const problem = day ? dayProblem(t, day, today) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((day) => day || null);
}

/** Two places typed by hand are the same place when they differ only in case and spaces. */
function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  const normal = (place: string | null | undefined) => (place ?? "").trim().replace(/\s+/g, " ").toLocaleLowerCase();
  return normal(a) !== "" && normal(a) === normal(b);
}

function personAndMessage(texts: EnquiryFormTexts) {
  return { ...personFields(texts.contact), message: messageField(texts.contact, { required: false }) };
}

/**
 * The tour form: a tour (from the tour page), one of its departures or another date, adults
 * and children. Whether the departure is the tour's and still open is checked by the action.
 */
export function tourEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return z.object({
    ...personAndMessage(texts),
    tourId: requiredLine(t, t("tourRequired"), ENQUIRY_LIMITS.tourId),
    departureId: optionalLine(t, ENQUIRY_LIMITS.departureId),
    preferredDate: optionalDay(t, today),
    adults: count(ENQUIRY_LIMITS.adults, t("adultsRange", ENQUIRY_LIMITS.adults)),
    children: count(ENQUIRY_LIMITS.children, t("childrenRange", ENQUIRY_LIMITS.children)),
  });
}

/** The air ticket form: from, to, one way or return with its dates, passengers and class. */
export function airEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return (
    z
      .object({
        ...personAndMessage(texts),
        from: requiredLine(t, t("fromRequired")),
        to: requiredLine(t, t("toRequired")),
        trip: z.enum(TRIP_TYPES, { error: t("tripRequired") }),
        departDate: requiredDay(t, today),
        returnDate: z.string().trim().optional(),
        passengers: count(ENQUIRY_LIMITS.passengers, t("passengersRange", ENQUIRY_LIMITS.passengers)),
        cabin: z.enum(CABIN_CLASSES, { error: t("cabinRequired") }),
      })
      .superRefine((form, ctx) => {
        if (samePlace(form.from, form.to)) ctx.addIssue({ code: "custom", path: ["to"], message: t("sameRoute") });
        if (form.trip !== "return") return;
        const back = form.returnDate ?? "";
        const problem =
          back === ""
            ? t("returnDateRequired")
            : (dayProblem(t, back, today) ?? (isRealDay(form.departDate) && back < form.departDate ? t("returnBeforeDeparture") : null));
        if (problem) ctx.addIssue({ code: "custom", path: ["returnDate"], message: problem });
      })
      // A one-way trip has no return date, whatever the (hidden) field still held.
      .transform((form) => ({ ...form, returnDate: form.trip === "return" ? (form.returnDate ?? null) : null }))
  );
}

/** The cargo form: from and to an office or another place, what is sent, its weight and size, the pickup day. */
export function cargoEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return (
    z
      .object({
        ...personAndMessage(texts),
        fromOffice: z.enum(CARGO_PLACES, { error: t("fromOfficeRequired") }),
        fromPlace: optionalLine(t),
        toOffice: z.enum(CARGO_PLACES, { error: t("toOfficeRequired") }),
        toPlace: optionalLine(t),
        contents: z
          .string({ error: t("contentsRequired") })
          .refine(isPlainText, t("plainText"))
          .trim()
          .min(1, t("contentsRequired"))
          .max(ENQUIRY_LIMITS.contents, t("tooLong", { max: ENQUIRY_LIMITS.contents })),
        weightKg: z
          .string({ error: t("weightRange", ENQUIRY_LIMITS.weightKg) })
          .transform((value) => toAsciiDigits(value).trim())
          .pipe(z.string().regex(/^\d{1,6}([.,]\d{1,3})?$/, t("weightRange", ENQUIRY_LIMITS.weightKg)))
          .transform((value) => Number(value.replace(",", ".")))
          .pipe(
            z
              .number()
              .min(ENQUIRY_LIMITS.weightKg.min, t("weightRange", ENQUIRY_LIMITS.weightKg))
              .max(ENQUIRY_LIMITS.weightKg.max, t("weightRange", ENQUIRY_LIMITS.weightKg)),
          ),
        size: optionalLine(t),
        pickupDate: requiredDay(t, today),
      })
      .superRefine((form, ctx) => {
        for (const end of ["from", "to"] as const) {
          if (form[`${end}Office`] === "other" && !form[`${end}Place`]) {
            ctx.addIssue({ code: "custom", path: [`${end}Place`], message: t("otherPlaceRequired") });
          }
        }
        const same = form.fromOffice === form.toOffice && (form.fromOffice !== "other" || samePlace(form.fromPlace, form.toPlace));
        if (same) ctx.addIssue({ code: "custom", path: ["toOffice"], message: t("sameOffice") });
      })
      // A place written in counts only with "another place"; an office needs none.
      .transform((form) => ({
        ...form,
        fromPlace: form.fromOffice === "other" ? form.fromPlace : null,
        toPlace: form.toOffice === "other" ? form.toPlace : null,
      }))
  );
}

/** The visa form: where to, the applicants' nationality, when, and how many apply. */
export function visaEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return z.object({
    ...personAndMessage(texts),
    destination: requiredLine(t, t("destinationRequired")),
    nationality: requiredLine(t, t("nationalityRequired")),
    travelDate: requiredDay(t, today),
    applicants: count(ENQUIRY_LIMITS.applicants, t("applicantsRange", ENQUIRY_LIMITS.applicants)),
  });
}

export const ENQUIRY_SCHEMAS = {
  tour: tourEnquirySchema,
  air: airEnquirySchema,
  cargo: cargoEnquirySchema,
  visa: visaEnquirySchema,
} as const satisfies Record<EnquiryFormKind, (texts: EnquiryFormTexts, today: string) => z.ZodType>;

export type EnquiryFormInput<K extends EnquiryFormKind> = z.output<ReturnType<(typeof ENQUIRY_SCHEMAS)[K]>>;

/** The person's fields and message of a checked form, apart from the kind's own fields. */
export type EnquiryPerson = Pick<EnquiryFormInput<"air">, "name" | "email" | "phone" | "message">;

/** Splits a checked form into the person (columns of the enquiry) and the details (its JSON). */
export function splitEnquiry<K extends Exclude<EnquiryFormKind, "tour">>(
  input: EnquiryFormInput<K>,
): { person: EnquiryPerson; details: DetailsOf[K] } {
  const { name, email, phone, message, ...details } = input;
  return { person: { name, email, phone, message }, details: details as unknown as DetailsOf[K] };
}
