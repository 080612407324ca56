import { randomUUID } from "node:crypto";
import { sql, type Insertable, type Kysely, type Updateable } from "kysely";
import { uniqueSlug } from "~/domain/slug";
import type { Database } from "../../../db/schema";
import { currentAuditOrigin, diffFields, recordChange } from "~/server/accounts/audit.server";
import { bumpContentVersion } from "./content-version.server";
import { getDb, getDialect, inTransaction } from "./db.server";
import { SERVICE_PAGES, tourPagesChanged, type PagesChanged } from "./page-scopes.server";

export function now(): string {
  return new Date().toISOString();
}

export function newId(): string {
  return randomUUID();
}

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** A slug of the title that no row of the table has yet. */
export async function freeSlug(title: string, existingIds: (prefix: string) => Promise<string[]>): Promise<string> {
  const taken = new Set(await existingIds(uniqueSlug(title, () => false)));
  return uniqueSlug(title, (id) => taken.has(id));
}

/** A new record's id: its title's slug, made unique in the table. */
export async function slugIdFor(table: CatalogueTable, title: string): Promise<string> {
  return freeSlug(title, (prefix) => idsStartingWith(getDb(), table, prefix));
}

/** What a versioned write can end in. */
export type WriteResult<T> = { status: "ok"; record: T } | { status: "not-found" } | { status: "conflict"; current: T };

/** The catalogue's tables: every row carries an id, a version and its times (a tour's departures too). */
export type CatalogueTable = "destinations" | "tours" | "services" | "departures";

/** Columns the write helpers own: callers never set them. */
type OwnColumns = "id" | "version" | "created_at" | "updated_at";
export type NewRecord<T extends CatalogueTable> = Omit<Insertable<Database[T]>, OwnColumns>;
export type RecordChanges<T extends CatalogueTable> = Omit<Updateable<Database[T]>, OwnColumns>;

type VersionedTables = Record<CatalogueTable, { id: string; version: number; created_at: string; updated_at: string }>;

/**
 * The shared columns of whichever catalogue table is named. Kysely cannot resolve a table
 * name that is a type parameter, so the helpers below, whose signatures are typed by the
 * named table, query through this view of the same connection.
 */
function catalogueDb(db: Kysely<Database>): Kysely<VersionedTables> {
  return db as unknown as Kysely<VersionedTables>;
}

/*
 * Every catalogue write goes through insertRecord, updateRecord or deleteRecord, each inside
 * one transaction (inTransaction joins an outer one), so whatever must change with a record
 * changes in the same place and commits with it: its version, the content version that
 * tells every instance's page cache its pages are out of date, and the audit row that says
 * who changed which fields from what to what (decision 0023; the author comes from the
 * request's audit scope, set by the admin gate or a CLI script).
 */

/** What the audit log calls each table's records. */
const ENTITY: Record<CatalogueTable, string> = { destinations: "destination", tours: "tour", services: "service", departures: "departure" };

/** Fields of a record as the app reads it that are not the admin's to change: never logged as changes. */
const UNLOGGED_FIELDS = ["id", "version", "updatedAt", "createdAt", "destination"] as const;

/**
 * A record's fields as the log compares them; its translations (`translations.fr.title`) are
 * fields of their own, `title.fr`, so a changed French title is one line of the history; a
 * tour's explicit prices (`prices.XOF`) are `priceXOF`, as the log has named them since issue #11.
 */
function fieldsOf(record: unknown): Record<string, unknown> | null {
  if (!record || typeof record !== "object") return null;
  const { translations, prices, ...fields } = record as Record<string, unknown>;
  for (const [currency, price] of Object.entries(prices ?? {})) fields[`price${currency}`] = price;
  if (!translations || typeof translations !== "object") return fields;
  for (const [locale, translation] of Object.entries(translations)) {
    for (const [field, value] of Object.entries(translation ?? {})) fields[`${field}.${locale}`] = value;
  }
  return fields;
}

/**
 * A change of `featured` alone is the lists' one-click toggle: logged as feature or unfeature;
 * a change of `status` alone, the Publish and Unpublish buttons (issue #12): publish or unpublish.
 */
function updateAction(changes: Record<string, [unknown, unknown]>): string {
  const fields = Object.keys(changes);
  if (fields.length === 1 && fields[0] === "featured") return changes.featured![1] ? "feature" : "unfeature";
  // A publication status only: a departure's status (Cancelled, say) is an update like any other.
  const [before, after] = changes.status ?? [];
  const publication = ["draft", "published"];
  if (fields.length === 1 && publication.includes(String(before)) && publication.includes(String(after))) {
    return after === "published" ? "publish" : "unpublish";
  }
  return "update";
}

/**
 * On PostgreSQL, locks the row for the rest of the transaction, so the "before" an audit row
 * records is the version the write replaces. SQLite has one writer at a time.
 */
async function lockRow(table: CatalogueTable, id: string): Promise<void> {
  if (getDialect() !== "postgres") return;
  await catalogueDb(getDb()).selectFrom(table).select("id").where("id", "=", id).forUpdate().execute();
}

/**
 * The public pages a write of these rows (as `reload` reads them, before and after) can change
 * (decision 0049). A tour's, and a departure's (its dates and seats show wherever its tour
 * does), the pages that show that tour; a service's, the pages that list services. A
 * destination's, every page: the featured ones are in every page's footer, and every tour's
 * page and card names its destination.
 */
export async function pagesChangedBy(table: CatalogueTable, rows: readonly unknown[]): Promise<PagesChanged> {
  const records = rows.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null);
  if (table === "services") return SERVICE_PAGES;
  if (table === "tours") {
    const tours = records.map(({ destinationId, featured }) => ({ destinationId, featured }));
    const known = tours.length > 0 && tours.every((tour) => typeof tour.destinationId === "string" && typeof tour.featured === "boolean");
    return known ? tourPagesChanged(tours as { destinationId: string; featured: boolean }[]) : "all";
  }
  if (table === "departures") {
    const tourIds = [...new Set(records.map((record) => record.tourId))];
    if (tourIds.length === 0 || !tourIds.every((id): id is string => typeof id === "string")) return "all";
    const tours = await getDb().selectFrom("tours").select(["destination_id", "featured"]).where("id", "in", tourIds).execute();
    if (tours.length !== tourIds.length) return "all";
    return tourPagesChanged(tours.map((tour) => ({ destinationId: tour.destination_id, featured: Number(tour.featured) === 1 })));
  }
  return "all";
}

/** Adds a row at version 1 and returns it as `reload` reads it. */
export async function insertRecord<T extends CatalogueTable, R>(
  table: T,
  id: string,
  columns: NewRecord<T>,
  reload: (id: string) => Promise<R | null>,
  /** What else the write changes in the same transaction (the record's translations). */
  alsoWrite?: (id: string) => Promise<void>,
): Promise<R> {
  return inTransaction(async () => {
    const timestamp = now();
    await catalogueDb(getDb())
      .insertInto(table as CatalogueTable)
      .values({ ...columns, id, version: 1, created_at: timestamp, updated_at: timestamp })
      .execute();
    await alsoWrite?.(id);
    const record = await reload(id);
    if (!record) throw new Error(`${table} ${id} was not found right after it was added`);
    await bumpContentVersion(await pagesChangedBy(table, [record]));
    await recordChange(currentAuditOrigin(), {
      action: "create",
      entity: ENTITY[table],
      entityId: id,
      changes: diffFields(null, fieldsOf(record), UNLOGGED_FIELDS),
    });
    return record;
  });
}

/**
 * Sets columns on a row and bumps its version, but only while the row is still at
 * `expectedVersion` (when given): saving over someone else's newer edit is a conflict.
 * `alsoWrite` changes the record's rows in other tables (a tour's explicit prices) once the
 * row itself was updated, so the audit row's before and after include them.
 */
export async function updateRecord<T extends CatalogueTable, R>(
  table: T,
  id: string,
  changes: RecordChanges<T>,
  expectedVersion: number | undefined,
  reload: (id: string) => Promise<R | null>,
  alsoWrite?: (id: string) => Promise<void>,
): Promise<WriteResult<R>> {
  return inTransaction(async () => {
    await lockRow(table, id);
    const before = await reload(id);
    let query = catalogueDb(getDb())
      .updateTable(table as CatalogueTable)
      .set({ ...changes, version: sql<number>`version + 1`, updated_at: now() })
      .where("id", "=", id);
    if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await alsoWrite?.(id);
    const current = await reload(id);
    if (Number(result.numUpdatedRows) > 0) await bumpContentVersion(await pagesChangedBy(table, [before, current]));
    if (!current) return { status: "not-found" };
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict", current };
    const fieldChanges = diffFields(fieldsOf(before), fieldsOf(current), UNLOGGED_FIELDS);
    // A save that changed no field changed nothing anyone would read in the history.
    if (Object.keys(fieldChanges).length > 0) {
      await recordChange(currentAuditOrigin(), {
        action: updateAction(fieldChanges),
        entity: ENTITY[table],
        entityId: id,
        changes: fieldChanges,
      });
    }
    return { status: "ok", record: current };
  });
}

export type DeleteResult<T> = { status: "ok" } | { status: "not-found" } | { status: "conflict"; current: T };

/** Deletes a row if it is still at `expectedVersion` (when given); the log keeps what it held. */
export async function deleteRecord<T extends CatalogueTable, R>(
  table: T,
  id: string,
  expectedVersion: number | undefined,
  reload: (id: string) => Promise<R | null>,
): Promise<DeleteResult<R>> {
  return inTransaction(async () => {
    await lockRow(table, id);
    const before = await reload(id);
    let query = catalogueDb(getDb())
      .deleteFrom(table as CatalogueTable)
      .where("id", "=", id);
    if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
    const result = await query.executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) {
      await bumpContentVersion(await pagesChangedBy(table, [before]));
      await recordChange(currentAuditOrigin(), {
        action: "delete",
        entity: ENTITY[table],
        entityId: id,
        changes: diffFields(fieldsOf(before), null, UNLOGGED_FIELDS),
      });
      return { status: "ok" };
    }
    const current = await reload(id);
    return current ? { status: "conflict", current } : { status: "not-found" };
  });
}

/** The ids of a table that start with a slug, to make a new slug unique. */
export async function idsStartingWith(db: Kysely<Database>, table: CatalogueTable, prefix: string): Promise<string[]> {
  const rows = await catalogueDb(db).selectFrom(table).select("id").where("id", "like", `${prefix}%`).execute();
  return rows.map((row) => row.id);
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
