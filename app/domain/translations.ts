import { LOCALES, type Locale } from "./locale";

/**
 * Translated catalogue content (issue #11). English lives in the records themselves; French
 * and Arabic are kept beside them per field, and a visitor reading another language sees each
 * field translated where it is, and in English where it is not yet.
 */

/** The languages a record can be translated into: every one but English. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The fields of each kind of record that are written once per language. */
export const TRANSLATABLE_FIELDS = {
  destination: [
    "title",
    "description",
    "country",
    "continent",
    "activities",
    "bestTimeToVisit",
    "visa",
    "health",
    "currencyInfo",
    "languageInfo",
    "timeZone",
  ],
  tour: [
    "title",
    "description",
    "includedServices",
    "summary",
    "highlights",
    "notIncluded",
    "itinerary",
    "faqs",
    "meetingPoint",
    "endPoint",
  ],
  service: ["title", "description"],
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField<K extends TranslatableKind> = (typeof TRANSLATABLE_FIELDS)[K][number];

/** One translated row of a repeated group (an itinerary day, an FAQ): only the parts translated. */
export type TranslatedRow = Partial<Record<string, string>>;
/** A list (activities, included services), a text, or rows (itinerary days, FAQs). */
export type TranslatedValue = string | string[] | TranslatedRow[];
/** One language's translation of a record: only the fields translated so far. */
export type Translation = Partial<Record<string, TranslatedValue>>;
/** A record's translations by language; a language without any field is absent. */
export type Translations = Partial<Record<TranslatedLocale, Translation>>;

/** Whether a value says something: an empty text or list is no translation. */
export function isTranslated(value: TranslatedValue | null | undefined): value is TranslatedValue {
  if (Array.isArray(value)) return value.some((entry) => (typeof entry === "string" ? entry.trim() !== "" : isTranslatedRow(entry)));
  return typeof value === "string" && value.trim() !== "";
}

function isTranslatedRow(row: TranslatedRow | null | undefined): boolean {
  return !!row && typeof row === "object" && Object.values(row).some((part) => typeof part === "string" && part.trim() !== "");
}

/**
 * Rows (itinerary days, FAQs) in a language: each part of each row from the translation when
 * it has it, else the English row's; rows the translation does not reach stay English.
 */
function translatedRows(english: unknown[], rows: TranslatedRow[]): unknown[] {
  return english.map((row, index) => {
    const translation = rows[index];
    if (!row || typeof row !== "object" || !translation) return row;
    const merged: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const [part, value] of Object.entries(translation)) {
      if (part in merged && typeof value === "string" && value.trim() !== "") merged[part] = value;
    }
    return merged;
  });
}

/** The record in a language: each translatable field from the translation when it has it, else the English. */
export function translated<R extends object>(record: R, fields: readonly string[], translation: Translation | undefined): R {
  if (!translation) return record;
  const result: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) {
    const value = translation[field];
    if (!(field in result) || !isTranslated(value)) continue;
    const english = result[field];
    const rows = Array.isArray(english) && english.some((entry) => typeof entry === "object" && entry !== null);
    result[field] = rows ? translatedRows(english as unknown[], value as TranslatedRow[]) : value;
  }
  return result as R;
}

/** How far a translation has come: none of the fields, some of them, or all. */
export type TranslationState = "missing" | "partial" | "complete";

export function translationState(
  allFields: readonly string[],
  translation: Translation | undefined,
  english?: Record<string, unknown>,
): TranslationState {
  // A field the English leaves empty (a tour without FAQs) has nothing to translate.
  const fields = english ? allFields.filter((field) => isTranslated(english[field] as TranslatedValue | undefined)) : allFields;
  const done = fields.filter((field) => isTranslated(translation?.[field])).length;
  return done === 0 ? "missing" : done === fields.length ? "complete" : "partial";
}

/** How far each language's translation of a record has come (the admin lists' badges). */
export type TranslationStates = Record<TranslatedLocale, TranslationState>;

/** Only the translated fields of each language, and only the languages with one. */
export function compactTranslations(fields: readonly string[], translations: Translations | undefined): Translations {
  const compact: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entries = fields.flatMap((field) => {
      const value = translations?.[locale]?.[field];
      return isTranslated(value) ? [[field, value] as const] : [];
    });
    if (entries.length > 0) compact[locale] = Object.fromEntries(entries);
  }
  return compact;
}
