import { z } from "zod";
import { messageField, personFields, type ContactErrorTranslator } from "./contact";
import { addDays, isRealDay } from "./departures";
import { MAX_DAYS_AHEAD } from "./enquiry-kinds";
import { westernDigits, westernDigitsOf } from "./digits";
import { isSingleLine } from "./form-fields";

/*
 * What the schemas of the tour, air ticket, cargo and visa forms (issue #13; decision 0033) are
 * made of: their messages, limits and fields. Each kind's schema is a module of its own
 * (tour-enquiry.ts, air-enquiry.ts, cargo-enquiry.ts, visa-enquiry.ts), so each form's page
 * loads only its own. Each is built with its messages in one language: the browser builds it
 * with the page's messages (instant feedback), the action with those of the page posted from,
 * as the contact form does. Name, e-mail and phone are the contact form's fields and messages.
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

/** A whole number typed in a field, from `min` to `max`, with one message for every way it is wrong. */
export function count({ min, max }: { min: number; max: number }, message: string) {
  return z
    .string({ error: message })
    .transform((value) => westernDigits(value).trim())
    .pipe(z.string().regex(/^\d{1,4}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** A one-line text a visitor must give, at most `max` characters. */
export function requiredLine(t: EnquiryErrorTranslator, required: string, max: number = ENQUIRY_LIMITS.place) {
  return z.string({ error: required }).refine(isSingleLine, t("oneLine")).trim().min(1, required).max(max, t("tooLong", { max }));
}

/** A one-line text a visitor may leave empty (null then). */
export function optionalLine(t: EnquiryErrorTranslator, max: number = ENQUIRY_LIMITS.place) {
  return z
    .string()
    .refine(isSingleLine, t("oneLine"))
    .trim()
    .max(max, t("tooLong", { max }))
    .optional()
    .transform((value) => value || null);
}

/** The checks of a day the visitor picks: a real one, not before today, not more than two years ahead. */
export function dayProblem(t: EnquiryErrorTranslator, day: string, today: string): string | null {
  if (!isRealDay(day)) return t("dateInvalid");
  if (day < today) return t("datePast");
  if (day > addDays(today, MAX_DAYS_AHEAD)) return t("dateTooFar");
  return null;
}

/** A day (YYYY-MM-DD, as a date control posts it) the form needs. */
export function requiredDay(t: EnquiryErrorTranslator, today: string, required: string = t("dateRequired")) {
  return z
    .string({ error: required })
    .transform(westernDigits)
    .pipe(z.string().trim().min(1, required))
    .superRefine((day, ctx) => {
      if (day === "") return;
      const problem = dayProblem(t, day, today);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A day the visitor may leave empty (null then). */
export function optionalDay(t: EnquiryErrorTranslator, today: string) {
  return z
    .preprocess(westernDigitsOf, z.string().trim())
    .optional()
    .superRefine((day, ctx) => {
      const problem = day ? dayProblem(t, day, today) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((day) => day || null);
}

/** Two places typed by hand are the same place when they differ only in case and spaces. */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  const normal = (place: string | null | undefined) => (place ?? "").trim().replace(/\s+/g, " ").toLocaleLowerCase();
  return normal(a) !== "" && normal(a) === normal(b);
}

export function personAndMessage(texts: EnquiryFormTexts) {
  return { ...personFields(texts.contact), message: messageField(texts.contact, { required: false }) };
}
