import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * What the admin shipments list needs at 100,000 shipments (issue #26, measured by `npm run
 * bench`'s cargo book; decision 0055).
 *
 * - The tabs count the shipments of each status under the other filters (offices, mode, drop-off
 *   days). With only (status, drop_off_date) to go by, a count under an office or a mode read
 *   every matching row (150–225 ms on SQLite); an index holding all four filter columns after
 *   the status answers every combination from the index alone (1–6 ms). A count under one
 *   office or the mode alone still read that whole index (9–13 ms) or, as the planner chose on
 *   the site's connection, the office's index and every row it names (67 ms); the office and
 *   mode indexes (0032) now carry the status after their drop-off date, so such a count reads
 *   only that office's or mode's entries, and the list still walks them in date order.
 * - The search by a part of a name or phone is a substring of `search_text`, which no B-tree
 *   serves (migration 0032 left it to this one). SQLite: an FTS5 trigram index over it, kept by
 *   triggers, as the tours have (migration 0009), narrowing the rows a LIKE then decides.
 *   PostgreSQL: a GIN trigram index, which LIKE uses as it is; without pg_trgm (not offered, or
 *   a role that may not create it) there is no index and the search works as before.
 * Every step may run again (SQLite runs a migration outside a transaction).
 */
/** The list's filters whose index (migration 0032) also carries the status from this migration on. */
const FILTER_COLUMNS = ["from_office", "to_office", "mode"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("shipments_counts_idx")
    .ifNotExists()
    .on("shipments")
    .columns(["status", "from_office", "to_office", "mode", "drop_off_date"])
    .execute();
  for (const column of FILTER_COLUMNS) {
    await db.schema.dropIndex(`shipments_${column}_idx`).ifExists().execute();
    await db.schema.createIndex(`shipments_${column}_idx`).on("shipments").columns([column, "drop_off_date", "status"]).execute();
  }
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteUp(db);
  else await postgresUp(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ["shipments_search_insert", "shipments_search_delete", "shipments_search_update"]) {
      await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
    }
    await sql`drop table if exists shipments_search`.execute(db);
  } else {
    await db.schema.dropIndex("shipments_search_trgm").ifExists().execute();
  }
  await db.schema.dropIndex("shipments_counts_idx").ifExists().execute();
  for (const column of FILTER_COLUMNS) {
    await db.schema.dropIndex(`shipments_${column}_idx`).ifExists().execute();
    await db.schema.createIndex(`shipments_${column}_idx`).on("shipments").columns([column, "drop_off_date"]).execute();
  }
}

async function sqliteUp(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table if not exists shipments_search using fts5(
      search_text,
      content = 'shipments', content_rowid = 'rowid',
      tokenize = 'trigram case_sensitive 0', detail = none, columnsize = 0
    )`.execute(db);
  const remove = sql`insert into shipments_search (shipments_search, rowid, search_text) values ('delete', old.rowid, old.search_text);`;
  const add = sql`insert into shipments_search (rowid, search_text) values (new.rowid, new.search_text);`;
  await sql`create trigger if not exists shipments_search_insert after insert on shipments begin ${add} end`.execute(db);
  await sql`create trigger if not exists shipments_search_delete after delete on shipments begin ${remove} end`.execute(db);
  await sql`create trigger if not exists shipments_search_update after update of search_text on shipments begin ${remove} ${add} end`.execute(
    db,
  );
  await sql`insert into shipments_search (shipments_search) values ('rebuild')`.execute(db);
}

async function postgresUp(db: Kysely<any>): Promise<void> {
  // Migration 0009 installed pg_trgm where it could; where it did not, this one goes without.
  const { rows } = await sql<{ schema: string }>`
    select namespace.nspname as "schema" from pg_extension as extension
    join pg_namespace as namespace on namespace.oid = extension.extnamespace
    where extension.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  await sql`
    create index if not exists shipments_search_trgm on shipments
    using gin (search_text ${sql.ref(schema)}.gin_trgm_ops)`.execute(db);
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "shipments was created by 0032 in the same issue (#26), days earlier: it held test shipments at most when this ran",
  "require-concurrent-index-deletion":
    "these indexes of shipments, created by 0032 in the same issue (#26), were replaced by wider ones while the table held test shipments at most",
};
