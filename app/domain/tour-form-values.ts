import type { TourDetails, TravelInfo } from "./tour-details";
import type { Money } from "./money";

/*
 * The tour form's repeated rows (itinerary days, FAQs), its starting values and the empty
 * details (issue #12;
 * decision 0029). Apart from tour-details.ts so the public tour page's bundle does not carry them.
 */

/**
 * The buttons that add, remove and move rows of the tour form's repeated groups post
 * `intent=itinerary.add`, `itinerary.remove.2`, `faqs.up.1`…: the action answers by showing
 * the form again with the change made to what was typed (no JavaScript needed).
 */
export const ROW_LISTS = ["itinerary", "faqs"] as const;
export type RowList = (typeof ROW_LISTS)[number];
export type RowIntent = { list: RowList; move: "add" } | { list: RowList; move: "remove" | "up" | "down"; index: number };

export function rowIntent(list: RowList, move: "add"): string;
export function rowIntent(list: RowList, move: "remove" | "up" | "down", index: number): string;
export function rowIntent(list: RowList, move: string, index?: number): string {
  return index === undefined ? `${list}.${move}` : `${list}.${move}.${index}`;
}

export function parseRowIntent(value: unknown): RowIntent | null {
  if (typeof value !== "string") return null;
  const match = /^(itinerary|faqs)\.(add|remove|up|down)(?:\.(\d{1,3}))?$/.exec(value);
  if (!match) return null;
  const list = match[1] as RowList;
  if (match[2] === "add") return match[3] === undefined ? { list, move: "add" } : null;
  if (match[3] === undefined) return null;
  return { list, move: match[2] as "remove" | "up" | "down", index: Number(match[3]) };
}

type Rows = unknown[];

function moved(rows: Rows, intent: RowIntent, blank: unknown): Rows {
  const next = [...rows];
  if (intent.move === "add") return [...next, blank];
  const { index } = intent;
  if (index >= next.length) return next;
  if (intent.move === "remove") {
    next.splice(index, 1);
    return next;
  }
  const other = intent.move === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other], next[index]];
  return next;
}

/**
 * Rows carry a `key` (a hidden field) so that React keeps each row's inputs with the row when
 * rows move; a new row takes one no other row has.
 */
export function newRowKey(rows: Rows): string {
  const used = rows.map((row) => {
    const key = row && typeof row === "object" ? (row as { key?: unknown }).key : undefined;
    const match = typeof key === "string" ? /^k(\d{1,6})$/.exec(key) : null;
    return match ? Number(match[1]) : -1;
  });
  return `k${Math.max(rows.length - 1, ...used) + 1}`;
}

const asRows = (value: unknown): Rows => (Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value]);

/**
 * The typed values with a row added, removed or moved: the English rows and every language's
 * translated rows move together, so a French day stays with its English day. Gaps left by
 * unfilled rows are kept as empty rows.
 */
export function applyRowIntent<V extends Record<string, unknown>>(values: V, intent: RowIntent): V {
  const result: Record<string, unknown> = { ...values };
  const length = Math.max(asRows(values[intent.list]).length, 0);
  const filled = (rows: Rows) => Array.from({ length }, (_, index) => rows[index] ?? {});
  const english = filled(asRows(values[intent.list]));
  result[intent.list] = moved(english, intent, { key: newRowKey(english) });
  const translations = values.translations;
  if (translations && typeof translations === "object" && !Array.isArray(translations)) {
    const nextTranslations: Record<string, unknown> = {};
    for (const [locale, translation] of Object.entries(translations as Record<string, unknown>)) {
      if (!translation || typeof translation !== "object" || Array.isArray(translation)) {
        nextTranslations[locale] = translation;
        continue;
      }
      const rows = (translation as Record<string, unknown>)[intent.list];
      nextTranslations[locale] = { ...(translation as object), [intent.list]: moved(filled(asRows(rows)), intent, {}) };
    }
    result.translations = nextTranslations;
  }
  return result as V;
}

type FormText = string | FormText[] | { [field: string]: FormText };

const major = (value: Money | null) => (value ? String(value.amountMinor / 100) : "");
const numberText = (value: number | null) => (value === null ? "" : String(value));
const flag = (value: boolean) => (value ? "on" : "");

/** A tour's new fields as its form starts with them (days and FAQs as rows, each with its key). */
export function tourDetailFormValues(details: TourDetails): Record<string, FormText> {
  return {
    tripCode: details.tripCode ?? "",
    summary: details.summary ?? "",
    highlights: details.highlights.join("\n"),
    notIncluded: details.notIncluded.join(", "),
    itinerary: details.itinerary.map((day, index) => ({
      key: `k${index}`,
      title: day.title,
      description: day.description,
      overnight: day.overnight,
      breakfast: flag(day.breakfast),
      lunch: flag(day.lunch),
      dinner: flag(day.dinner),
    })),
    faqs: details.faqs.map((faq, index) => ({ key: `k${index}`, question: faq.question, answer: faq.answer })),
    difficulty: numberText(details.difficulty),
    minimumAge: numberText(details.minimumAge),
    meetingPoint: details.meetingPoint ?? "",
    meetingLatitude: numberText(details.meetingLatitude),
    meetingLongitude: numberText(details.meetingLongitude),
    endPoint: details.endPoint ?? "",
    endLatitude: numberText(details.endLatitude),
    endLongitude: numberText(details.endLongitude),
    childPrice: major(details.childPrice),
    singleSupplement: major(details.singleSupplement),
    salePrice: major(details.salePrice),
    saleEndsOn: details.saleEndsOn ?? "",
  };
}

/** The fields of a translation that are not plain texts or comma lists, as the form shows them. */
export function translatedDetailFormValues(translation: Record<string, unknown>): Record<string, FormText> {
  const values: Record<string, FormText> = {};
  if (Array.isArray(translation.highlights)) values.highlights = translation.highlights.join("\n");
  for (const field of ["itinerary", "faqs"]) {
    const rows = translation[field];
    if (!Array.isArray(rows)) continue;
    values[field] = rows.map((row) =>
      Object.fromEntries(
        Object.entries((row ?? {}) as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ),
    );
  }
  return values;
}

/** A tour without any of these fields filled (a tour from before them, and the tests' fixtures). */
export const NO_TOUR_DETAILS: TourDetails = {
  tripCode: null,
  summary: null,
  highlights: [],
  notIncluded: [],
  itinerary: [],
  faqs: [],
  difficulty: null,
  minimumAge: null,
  meetingPoint: null,
  meetingLatitude: null,
  meetingLongitude: null,
  endPoint: null,
  endLatitude: null,
  endLongitude: null,
  childPrice: null,
  singleSupplement: null,
  salePrice: null,
  saleEndsOn: null,
};

export const NO_TRAVEL_INFO: TravelInfo = {
  bestTimeToVisit: null,
  visa: null,
  health: null,
  currencyInfo: null,
  languageInfo: null,
  timeZone: null,
};

const DETAIL_KEYS = Object.keys(NO_TOUR_DETAILS) as (keyof TourDetails)[];

/** A tour's fields apart: the new ones (drawn by their own editors) and the rest. */
export function splitTourDetails<T extends TourDetails>(tour: T): { fields: Omit<T, keyof TourDetails>; details: TourDetails } {
  const fields: Record<string, unknown> = { ...tour };
  const details: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) {
    details[key] = tour[key];
    delete fields[key];
  }
  return { fields: fields as Omit<T, keyof TourDetails>, details: details as TourDetails };
}
