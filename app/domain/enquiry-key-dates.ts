import { isRealDay } from "./departures";
import type { EnquiryKind } from "./enquiry-kinds";

/*
 * An enquiry's key dates (issue #28; migration 0040): a visa appointment (a day, and a time in
 * the office's zone when one is known), an air ticketing deadline, the traveller's passport
 * expiry. Which a kind shows: the appointment on visa enquiries, the deadline on air ones, the
 * passport on tour, air and visa ones (a cargo or contact enquiry has no traveller).
 */

export const KEY_DATES_INTENT = "key-dates";

export type KeyDateField = "visa" | "ticketing" | "passport";

export const KEY_DATES_BY_KIND: Record<EnquiryKind, readonly KeyDateField[]> = {
  contact: [],
  cargo: [],
  tour: ["passport"],
  air: ["ticketing", "passport"],
  visa: ["visa", "passport"],
};

export type KeyDates = { visa: string | null; ticketing: string | null; passport: string | null };

export type KeyDatesProblem = "badDay" | "badTime" | "timeWithoutDay" | "unchanged" | "notForKind" | "noVersion" | "conflict";

/** The form's fields as posted: `visaDay`, `visaTime`, `ticketing`, `passport`. */
export type KeyDatesForm = Partial<Record<"visaDay" | "visaTime" | "ticketing" | "passport", string>>;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The dates a form records, for the fields the kind shows (others posted are ignored and kept as
 * they were); empty clears. Problems by field name, codes the screen words.
 */
export function readKeyDates(
  form: KeyDatesForm,
  kind: EnquiryKind,
  before: KeyDates,
): { ok: true; dates: KeyDates } | { ok: false; errors: Partial<Record<keyof KeyDatesForm, KeyDatesProblem>> } {
  const fields = KEY_DATES_BY_KIND[kind];
  const errors: Partial<Record<keyof KeyDatesForm, KeyDatesProblem>> = {};
  const dates: KeyDates = { ...before };
  const day = (name: "visaDay" | "ticketing" | "passport") => {
    const value = (form[name] ?? "").trim();
    if (value === "") return null;
    if (!isRealDay(value)) {
      errors[name] = "badDay";
      return null;
    }
    return value;
  };
  if (fields.includes("visa")) {
    const visaDay = day("visaDay");
    const time = (form.visaTime ?? "").trim();
    if (time !== "" && !TIME.test(time)) errors.visaTime = "badTime";
    else if (time !== "" && !visaDay && !errors.visaDay) errors.visaDay = "timeWithoutDay";
    dates.visa = visaDay ? (time ? `${visaDay}T${time}` : visaDay) : null;
  }
  if (fields.includes("ticketing")) dates.ticketing = day("ticketing");
  if (fields.includes("passport")) dates.passport = day("passport");
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, dates };
}

/** What changed, field by field, in the form's order. */
export function keyDateChanges(before: KeyDates, after: KeyDates): { field: KeyDateField; from: string | null; to: string | null }[] {
  return (["visa", "ticketing", "passport"] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, from: before[field], to: after[field] }));
}
