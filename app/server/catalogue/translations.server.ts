import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Locale } from "~/domain/locale";
import { normalizeSearchText } from "~/domain/search-text";
import {
  compactTranslations,
  TRANSLATABLE_FIELDS,
  TRANSLATED_LOCALES,
  translated,
  type TranslatableKind,
  translationState,
  type TranslatedLocale,
  type Translation,
  type TranslatedRow,
  type Translations,
  type TranslationStates,
} from "~/domain/translations";
import { getDb } from "~/server/platform/db.server";
import { parseList } from "~/server/platform/records.server";
import { likePattern, type Page } from "~/server/platform/paging.server";

/*
 * The translation tables (migration 0014), read and written the same way for the three kinds
 * of record: each kind names its table, the column holding the record's id, the column of
 * each translatable field, which of them are lists, and how its search text is made.
 */

type TranslationTableSpec = {
  table: "destination_translations" | "tour_translations" | "service_translations";
  recordTable: "destinations" | "tours" | "services";
  key: "destination_id" | "tour_id" | "service_id";
  /** Field → column. */
  columns: Record<string, string>;
  lists: readonly string[];
  /** Fields holding rows (itinerary days, FAQs), JSON text of objects. */
  rows?: readonly string[];
  /** The search columns of a row, from the record's text in the row's language (fallbacks filled). */
  search?: (text: Record<string, unknown>) => Record<string, string>;
};

const joined = (...values: unknown[]) => normalizeSearchText(values.map((value) => String(value ?? "")).join("\n"));

export const TRANSLATION_TABLES: Record<TranslatableKind, TranslationTableSpec> = {
  destination: {
    table: "destination_translations",
    recordTable: "destinations",
    key: "destination_id",
    columns: {
      title: "title",
      description: "description",
      country: "country",
      continent: "continent",
      activities: "activities",
      bestTimeToVisit: "best_time_to_visit",
      visa: "visa",
      health: "health",
      currencyInfo: "currency_info",
      languageInfo: "language_info",
      timeZone: "time_zone",
    },
    lists: ["activities"],
    search: (text) => ({
      search_title: joined(text.title),
      search_text: joined(text.title, text.country, text.description),
      search_place: joined(text.title, text.country, text.continent),
    }),
  },
  tour: {
    table: "tour_translations",
    recordTable: "tours",
    key: "tour_id",
    columns: {
      title: "title",
      description: "description",
      includedServices: "included_services",
      summary: "summary",
      highlights: "highlights",
      notIncluded: "not_included",
      itinerary: "itinerary",
      faqs: "faqs",
      meetingPoint: "meeting_point",
      endPoint: "end_point",
    },
    lists: ["includedServices", "highlights", "notIncluded"],
    rows: ["itinerary", "faqs"],
    search: (text) => ({ search_text: joined(text.title, text.description) }),
  },
  service: {
    table: "service_translations",
    recordTable: "services",
    key: "service_id",
    columns: { title: "title", description: "description" },
    lists: [],
  },
};

type AnyRow = Record<string, unknown>;

/** The same connection, queried by table names only known at run time (each spec's, above). */
function untyped(): Kysely<Record<string, AnyRow>> {
  return getDb() as unknown as Kysely<Record<string, AnyRow>>;
}

/** Rows as stored: a JSON list of objects whose text parts are kept (anything else is dropped). */
function parseTranslatedRows(json: string): TranslatedRow[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.map((row) =>
      row && typeof row === "object"
        ? Object.fromEntries(Object.entries(row as Record<string, unknown>).filter(([, part]) => typeof part === "string"))
        : {},
    ) as TranslatedRow[];
  } catch {
    return [];
  }
}

function toTranslation(spec: TranslationTableSpec, row: AnyRow): Translation {
  const translation: Translation = {};
  for (const [field, column] of Object.entries(spec.columns)) {
    const value = row[column];
    if (typeof value !== "string") continue;
    translation[field] = spec.lists.includes(field) ? parseList(value) : spec.rows?.includes(field) ? parseTranslatedRows(value) : value;
  }
  return translation;
}

/**
 * The translations of some records (by id, or all of the kind's), each language's fields as
 * the app reads them; `locale` narrows to one language.
 */
export async function readTranslations(kind: TranslatableKind, ids: readonly string[] | "all", locale?: TranslatedLocale) {
  const spec = TRANSLATION_TABLES[kind];
  const byId = new Map<string, Translations>();
  if (ids.length === 0) return byId;
  let query = untyped().selectFrom(spec.table).selectAll();
  if (ids !== "all") query = query.where(spec.key, "in", [...new Set(ids)]);
  if (locale) query = query.where("locale", "=", locale);
  for (const row of await query.execute()) {
    const id = String(row[spec.key]);
    const rowLocale = row.locale as TranslatedLocale;
    if (!TRANSLATED_LOCALES.includes(rowLocale)) continue;
    byId.set(id, { ...byId.get(id), [rowLocale]: toTranslation(spec, row) });
  }
  return byId;
}

/** The records in a language: each translatable field translated where it is, English where not (one query). */
export async function inLocale<R extends { id: string }>(kind: TranslatableKind, records: R[], locale: Locale): Promise<R[]> {
  if (locale === "en" || records.length === 0) return records;
  const translations = await readTranslations(
    kind,
    records.map((record) => record.id),
    locale,
  );
  return records.map((record) => translated(record, TRANSLATABLE_FIELDS[kind], translations.get(record.id)?.[locale]));
}

/** The record with its translations beside it, as the admin form and the history read it. */
export async function withTranslations<R extends { id: string }>(kind: TranslatableKind, record: R | null) {
  if (!record) return null;
  const translations = (await readTranslations(kind, [record.id])).get(record.id) ?? {};
  return { ...record, translations };
}

/**
 * Writes a record's translations: `translations` replaces them all (the admin form posts every
 * language); without it the rows stay and only their search text is made again from the
 * record's current English (after an English field changed). Run inside the record's write.
 */
export async function writeTranslations(kind: TranslatableKind, id: string, translations?: Translations): Promise<void> {
  const spec = TRANSLATION_TABLES[kind];
  const fields = TRANSLATABLE_FIELDS[kind];
  const wanted = compactTranslations(fields, translations ?? (await readTranslations(kind, [id])).get(id));
  await untyped().deleteFrom(spec.table).where(spec.key, "=", id).execute();
  const rows = Object.entries(wanted);
  if (rows.length === 0) return;
  const english = spec.search ? await readEnglish(kind, id) : null;
  await untyped()
    .insertInto(spec.table)
    .values(
      rows.map(([locale, translation]) => {
        const row: AnyRow = { [spec.key]: id, locale };
        for (const [field, column] of Object.entries(spec.columns)) {
          const value = translation?.[field];
          row[column] = value === undefined ? null : Array.isArray(value) ? JSON.stringify(value) : value;
        }
        if (spec.search && english) Object.assign(row, spec.search(translated(english, fields, translation)));
        return row;
      }),
    )
    .execute();
}

/** The English text of a record's translatable fields, as the search text falls back on it. */
async function readEnglish(kind: TranslatableKind, id: string): Promise<Record<string, unknown> | null> {
  const spec = TRANSLATION_TABLES[kind];
  const row = await untyped().selectFrom(spec.recordTable).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return toTranslation(spec, row);
}

/** An admin list's page with each row's translation states beside it (the "FR missing" badges), one query more. */
export async function readTranslationStates<R extends { id: string }>(
  kind: TranslatableKind,
  page: Page<R>,
): Promise<Page<R & { translationStates: TranslationStates }>> {
  const translations = await readTranslations(
    kind,
    page.rows.map((row) => row.id),
  );
  const rows = page.rows.map((row) => {
    const states = Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [
        locale,
        translationState(TRANSLATABLE_FIELDS[kind], translations.get(row.id)?.[locale], row as Record<string, unknown>),
      ]),
    ) as TranslationStates;
    return { ...row, translationStates: states };
  });
  return { ...page, rows };
}

/**
 * A translatable column of the record in a language, in SQL: the translation's value where
 * there is one, else the English (ordering and filtering a public list in that language).
 */
export function translatedColumn(kind: TranslatableKind, column: string, locale: TranslatedLocale): RawBuilder<string> {
  const spec = TRANSLATION_TABLES[kind];
  return sql<string>`coalesce((select ${sql.ref(`tr.${column}`)} from ${sql.table(spec.table)} as tr
    where ${sql.ref(`tr.${spec.key}`)} = ${sql.ref(`${spec.recordTable}.id`)} and tr.locale = ${locale}),
    ${sql.ref(`${spec.recordTable}.${column}`)})`;
}

/**
 * Records whose text in a language holds the search text: a translated record's search
 * column (its text in that language, normalized) holds the normalized text, so "bresil"
 * finds "Brésil"; a record not translated into it is searched in English as `english` does.
 * The translated ids are read once for the whole search (`in`, not a lookup per record), and
 * the English matches as a query of their own, so each side can use its table's trigram index
 * (tested on both databases; on PostgreSQL with 10,000 tours, `bresil` went from a scan of every
 * untranslated description to two index lookups).
 */
export function textMatchesIn(
  kind: TranslatableKind,
  locale: TranslatedLocale,
  text: string,
  english: Expression<SqlBool>,
  searchColumn: "search_text" | "search_title" = "search_text",
): RawBuilder<SqlBool> {
  const spec = TRANSLATION_TABLES[kind];
  const pattern = likePattern(normalizeSearchText(text));
  const id = sql.ref(`${spec.recordTable}.id`);
  const translatedIds = sql`select ${sql.ref(spec.key)} from ${sql.table(spec.table)} where locale = ${locale}`;
  const englishIds = sql`select ${id} from ${sql.table(spec.recordTable)} where ${english}`;
  return sql<SqlBool>`(${id} in (${translatedIds} and ${sql.ref(searchColumn)} like ${pattern} escape '\\')
    or (${id} in (${englishIds}) and ${id} not in (${translatedIds})))`;
}

/** A record's translations for its admin form (none for a new record). */
export async function readFormTranslations(kind: TranslatableKind, id: string | undefined): Promise<Translations> {
  return id === undefined ? {} : ((await readTranslations(kind, [id])).get(id) ?? {});
}

/** Every record of a kind with its translations beside it (the export: one query for them all). */
export async function withAllTranslations<R extends { id: string }>(kind: TranslatableKind, records: Promise<R[]>) {
  const [rows, translations] = await Promise.all([records, readTranslations(kind, "all")]);
  return rows.map((record) => ({ ...record, translations: translations.get(record.id) ?? {} }));
}
