import { sql, type Kysely, type RawBuilder } from "kysely";
import { canPublishTour, type Publication, type PublicationStatus } from "~/domain/publication";
import type { CatalogueKind } from "~/domain/catalogue";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "~/domain/translations";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { getDestinationForEdit } from "./destinations.server";
import { now, updateRecord, type CatalogueTable, type WriteResult } from "~/server/platform/records.server";
import { getServiceForEdit } from "./services.server";
import { getTourForEdit } from "./tours.server";
import { readTranslations, TRANSLATION_TABLES } from "./translations.server";

/*
 * Drafts (issue #12, docs/decisions/0028-drafts-and-scheduled-publishing.md): which records
 * visitors see, and the one-click publish and unpublish. Every public read in
 * public-catalogue.server.ts filters with these conditions; the admin reads see everything.
 */

/** The row of `table` is published and its scheduled time, if any, has come. */
export function isPublic(table: CatalogueTable, at: string = now()): RawBuilder<boolean> {
  const status = sql.ref(`${table}.status`);
  const publishAt = sql.ref(`${table}.publish_at`);
  return sql<boolean>`(${status} = ${"published"} and (${publishAt} is null or ${publishAt} <= ${at}))`;
}

/** The tour is public and so is its destination: unpublishing a destination hides its tours, which keep their own status. */
export function isPublicTour(at: string = now()): RawBuilder<boolean> {
  return sql<boolean>`(${isPublic("tours", at)} and exists (select 1 from destinations where destinations.id = ${sql.ref(
    "tours.destination_id",
  )} and ${isPublic("destinations", at)}))`;
}

/**
 * The earliest scheduled publish still to come (ms since the epoch), or null: the page cache
 * drops its pages then, so a scheduled record shows by itself (decision 0028).
 */
export async function nextScheduledPublish(at: string = now()): Promise<number | null> {
  const tables: CatalogueTable[] = ["destinations", "tours", "services"];
  const times = await Promise.all(
    tables.map(async (table) => {
      const row = await getDb()
        .selectFrom(table)
        .select((eb) => eb.fn.min<string | null>("publish_at").as("next"))
        .where("publish_at", ">", at)
        .where("status", "=", "published")
        .executeTakeFirst();
      return row?.next ? Date.parse(row.next) : null;
    }),
  );
  const upcoming = times.filter((time): time is number => time !== null);
  return upcoming.length > 0 ? Math.min(...upcoming) : null;
}

export type PublishResult<T> = WriteResult<T> | { status: "destination-is-draft" };

const TABLES: Record<CatalogueKind, CatalogueTable> = { destination: "destinations", tour: "tours", service: "services" };
const RELOAD = { destination: getDestinationForEdit, tour: getTourForEdit, service: getServiceForEdit };

/**
 * Publishes or unpublishes a record at `expectedVersion` (decision 0004): through updateRecord,
 * so it is logged (publish, unpublish), raises the version and the content version. A tour
 * whose destination is a draft is not published (nothing changes). The scheduled time is kept:
 * publishing a record scheduled for later makes it scheduled.
 */
export async function setPublicationStatus(
  kind: CatalogueKind,
  id: string,
  status: PublicationStatus,
  expectedVersion: number,
): Promise<PublishResult<Publication & { title: string; version: number }>> {
  return inTransaction(async () => {
    if (kind === "tour" && status === "published") {
      const destination = await getDb()
        .selectFrom("tours")
        .innerJoin("destinations", "destinations.id", "tours.destination_id")
        .select(["destinations.status as status", "destinations.publish_at as publishAt"])
        .where("tours.id", "=", id)
        .executeTakeFirst();
      // A missing tour goes on to updateRecord's not-found.
      if (destination && !canPublishTour(destination)) return { status: "destination-is-draft" };
    }
    return updateRecord(
      TABLES[kind],
      id,
      { status },
      expectedVersion,
      RELOAD[kind] as (id: string) => Promise<(Publication & { title: string; version: number }) | null>,
    );
  });
}

/** The texts a record needs in every language before Publish stops asking (issue #23): its title and its description or summary. */
const REQUIRED_TEXTS: Record<CatalogueKind, readonly string[]> = {
  destination: ["title", "description"],
  tour: ["title", "summary", "description"],
  service: ["title", "description"],
};

/**
 * The languages (French, Arabic) in which one of the record's required texts is missing, so
 * visitors on those pages read the English: a text left empty in English is not asked for.
 * Empty for a record not found (its publish goes on to not-found). Two small reads by key.
 */
export async function missingTranslations(kind: CatalogueKind, id: string): Promise<TranslatedLocale[]> {
  const spec = TRANSLATION_TABLES[kind];
  const fields = REQUIRED_TEXTS[kind];
  const [english, translations] = await Promise.all([
    (getDb() as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom(spec.recordTable)
      .select(fields.map((field) => spec.columns[field]!))
      .where("id", "=", id)
      .executeTakeFirst(),
    readTranslations(kind, [id]),
  ]);
  if (!english) return [];
  const wanted = fields.filter((field) => filled(english[spec.columns[field]!]));
  const translation = translations.get(id) ?? {};
  return TRANSLATED_LOCALES.filter((locale) => wanted.some((field) => !filled(translation[locale]?.[field])));
}

const filled = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** Whether visitors see the record now (a preview's banner asks). */
export async function isVisibleToVisitors(kind: CatalogueKind, id: string): Promise<boolean> {
  const table = TABLES[kind];
  const row = await getDb()
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .where(kind === "tour" ? isPublicTour() : isPublic(table))
    .executeTakeFirst();
  return row !== undefined;
}
