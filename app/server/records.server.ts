import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { randomUUID } from "node:crypto";
import { uniqueSlug } from "~/domain/slug";

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

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What a versioned write can end in. */
export type WriteResult<T> =
  | { status: "ok"; record: T }
  | { status: "not-found" }
  | { status: "conflict"; current: T };

export type Page<T> = { rows: T[]; total: number; page: number; pageCount: number };

export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): Page<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

type VersionedTable = "destinations" | "tours" | "services";

/**
 * Sets columns on a row and bumps its version, but only while the row is still at
 * `expectedVersion` (when given): saving over someone else's newer edit is a conflict.
 */
export async function updateVersioned<T>(
  db: Kysely<Database>,
  table: VersionedTable,
  id: string,
  columns: Record<string, unknown>,
  expectedVersion: number | undefined,
  reload: (id: string) => Promise<T | null>,
): Promise<WriteResult<T>> {
  const anyDb = db as unknown as Kysely<any>;
  let query = anyDb
    .updateTable(table)
    .set({ ...columns, version: sql`version + 1`, updated_at: now() })
    .where("id", "=", id);
  if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
  const result = await query.executeTakeFirst();
  const current = await reload(id);
  if (!current) return { status: "not-found" };
  if (Number(result.numUpdatedRows) === 0) return { status: "conflict", current };
  return { status: "ok", record: current };
}

export type DeleteResult<T> = { status: "ok" } | { status: "not-found" } | { status: "conflict"; current: T };

/** Deletes a row if it is still at `expectedVersion` (when given). */
export async function deleteVersioned<T>(
  db: Kysely<Database>,
  table: VersionedTable,
  id: string,
  expectedVersion: number | undefined,
  reload: (id: string) => Promise<T | null>,
): Promise<DeleteResult<T>> {
  const anyDb = db as unknown as Kysely<any>;
  let query = anyDb.deleteFrom(table).where("id", "=", id);
  if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return { status: "ok" };
  const current = await reload(id);
  return current ? { status: "conflict", current } : { status: "not-found" };
}

/** The ids of a table that start with a slug, to make a new slug unique. */
export async function idsStartingWith(db: Kysely<Database>, table: VersionedTable, prefix: string): Promise<string[]> {
  const anyDb = db as unknown as Kysely<any>;
  const rows = await anyDb.selectFrom(table).select("id").where("id", "like", `${prefix}%`).execute();
  return rows.map((row: { id: string }) => row.id);
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const anyDb = db as unknown as Kysely<any>;
  const row = (await anyDb
    .selectFrom(table)
    .select((eb: any) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow()) as { total: number | string | bigint };
  return Number(row.total);
}

/** A case-insensitive substring condition over some text columns. */
export function searchCondition(columns: readonly string[], query: string) {
  const pattern = likePattern(query.trim());
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or(columns.map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`)));
}

/** Text columns sort ignoring case; numbers sort numerically. */
export function orderExpression(column: string, textColumns: readonly string[]) {
  return textColumns.includes(column) ? sql`lower(${sql.ref(column)})` : sql.ref(column);
}
