import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * An index that answers "which tours contain this text" for the public tours search (issue
 * #9), whose count otherwise reads every tour's title and description.
 *
 * SQLite: an FTS5 table over the tours' title and description with the trigram tokenizer
 * (case-folded), reading its text from `tours` itself (external content, nothing stored
 * twice) and listing only which tours hold each three-character sequence (detail=none, about
 * a fifth of the full index's size). Triggers keep it in step with every insert, delete and
 * change of a title or description, whichever code makes it. It is keyed by the tours' rowid,
 * which SQLite keeps through VACUUM and backups for a table with indexes, as `tours` has.
 * Every step may run again (SQLite runs a migration outside a transaction); the last one
 * refills the index from the table, so one stopped half-way completes on the next start.
 *
 * PostgreSQL: a GIN trigram index on both columns, which ILIKE uses as it is. It needs the
 * pg_trgm extension; a server that does not offer it, or a role that may not create it, gets
 * no index and the search works as before (a savepoint keeps the failed attempt from
 * aborting the migration's transaction).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteUp(db);
  else await postgresUp(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ["tours_search_insert", "tours_search_delete", "tours_search_update"]) {
      await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
    }
    await sql`drop table if exists tours_search`.execute(db);
  } else {
    // The extension stays: something else may have come to use it.
    await db.schema.dropIndex("tours_search_trgm").ifExists().execute();
  }
}

async function sqliteUp(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table if not exists tours_search using fts5(
      title, description,
      content = 'tours', content_rowid = 'rowid',
      tokenize = 'trigram case_sensitive 0', detail = none, columnsize = 0
    )`.execute(db);
  const remove = sql`insert into tours_search (tours_search, rowid, title, description) values ('delete', old.rowid, old.title, old.description);`;
  const add = sql`insert into tours_search (rowid, title, description) values (new.rowid, new.title, new.description);`;
  await sql`create trigger if not exists tours_search_insert after insert on tours begin ${add} end`.execute(db);
  await sql`create trigger if not exists tours_search_delete after delete on tours begin ${remove} end`.execute(db);
  await sql`create trigger if not exists tours_search_update after update of title, description on tours begin ${remove} ${add} end`.execute(
    db,
  );
  await sql`insert into tours_search (tours_search) values ('rebuild')`.execute(db);
}

async function postgresUp(db: Kysely<any>): Promise<void> {
  const schema = await trigramSchema(db);
  if (!schema) return;
  await sql`
    create index if not exists tours_search_trgm on tours
    using gin (title ${sql.ref(schema)}.gin_trgm_ops, description ${sql.ref(schema)}.gin_trgm_ops)`.execute(db);
}

/** The schema pg_trgm is installed in, installing it first if this role may; null when it cannot be had. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const installed = async () => {
    const { rows } = await sql<{ schema: string }>`
      select namespace.nspname as "schema" from pg_extension as extension
      join pg_namespace as namespace on namespace.oid = extension.extnamespace
      where extension.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.schema ?? null;
  };
  const before = await installed();
  if (before) return before;
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length === 0) return null;
  const guarded = db.isTransaction;
  try {
    if (guarded) await sql`savepoint pg_trgm`.execute(db);
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (guarded) await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    // Typically "permission denied to create extension": the search works without the index.
    if (guarded) await sql`rollback to savepoint pg_trgm`.execute(db);
    return null;
  }
  return installed();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "the trigram index covers the tours' text; the catalogue's tables were small when this ran (the sample catalogue's 6 destinations and 6 tours, a few thousand rows at the very most), so the build held writes to them for a moment (10,000 generated tours index in about a second)",
};
