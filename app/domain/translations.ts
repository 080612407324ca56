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
  destination: ["title", "description", "country", "continent", "activities"],
  tour: ["title", "description", "includedServices"],
  service: ["title", "description"],
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField<K extends TranslatableKind> = (typeof TRANSLATABLE_FIELDS)[K][number];

/** A list (activities, included services) or a text. */
export type TranslatedValue = string | string[];
/** One language's translation of a record: only the fields translated so far. */
export type Translation = Partial<Record<string, TranslatedValue>>;
/** A record's translations by language; a language without any field is absent. */
export type Translations = Partial<Record<TranslatedLocale, Translation>>;

/** Whether a value says something: an empty text or list is no translation. */
export function isTranslated(value: TranslatedValue | null | undefined): value is TranslatedValue {
  return Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== "";
}

/** The record in a language: each translatable field from the translation when it has it, else the English. */
export function translated<R extends object>(record: R, fields: readonly string[], translation: Translation | undefined): R {
  if (!translation) return record;
  const result: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) {
    const value = translation[field];
    if (field in result && isTranslated(value)) result[field] = value;
  }
  return result as R;
}

/** How far a translation has come: none of the fields, some of them, or all. */
export type TranslationState = "missing" | "partial" | "complete";

export function translationState(fields: readonly string[], translation: Translation | undefined): TranslationState {
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
