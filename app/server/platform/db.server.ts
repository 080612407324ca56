import SQLite from "better-sqlite3";
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, sql, SqliteAdapter, SqliteDialect } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import pg from "pg";
import type { Database } from "../../../db/schema";
import { migrations } from "../../../db/migrations/index";
import { getEnv, isPostgresUrl, sqlitePath } from "./env.server";
import { log } from "./log.server";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export type DbOptions = { url?: string; sqliteFile?: string; poolSize?: number };

/** Opens a database: PostgreSQL for a postgres:// URL, otherwise a SQLite file. */
export function openDb(options: DbOptions): { db: Db; dialect: DbDialect } {
  if (isPostgresUrl(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url!, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection the server drops (restart, failover, a forced
    // drop) throws an uncaught error and stops the process; the pool reconnects on next use.
    pool.on("error", (error) => log.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    // The pool listens only to idle connections: one lost while a query holds it (a server that
    // went away, a hung one whose connection is finally cut, as /readyz sees) would otherwise
    // stop the process. That query fails with the error; the pool then drops the connection.
    pool.on("connect", (client) => client.on("error", () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const file = options.sqliteFile ?? "./data/site.db";
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; FULL sync makes every acknowledged commit survive a crash.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Reads through the operating system's page cache rather than SQLite's own 2 MB one: a report
  // over a year of the cargo book reads tens of thousands of scattered index pages (decision 0059).
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) }), dialect: "sqlite" };
}

/** How much of the database file SQLite maps into memory (address space, not memory taken). */
const SQLITE_MMAP_BYTES = 256 * 1024 * 1024;

/** How many prepared statements a SQLite connection keeps (the app has far fewer distinct queries). */
const KEPT_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely sees it, keeping each prepared statement for reuse: preparing one
 * cost more than running most of the site's queries (a profile of a tour page showed it as the
 * largest single cost). Statements run synchronously and are never iterated, so sharing one is
 * safe; the least recently used is dropped beyond KEPT_STATEMENTS.
 */
function keepingStatements(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else statement = sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

/**
 * How long a migration on PostgreSQL may wait for a lock on what it changes. While it waits, every
 * query of the running instances that needs the same table queues behind it, so a long wait would
 * stall the site; past this, the migration stops, nothing of it stays, and the start fails with a
 * message saying so, for the orchestrator to start it again (decision 0066). SQLite has one writer
 * and its own busy_timeout.
 */
export const MIGRATION_LOCK_TIMEOUT_MS = 5000;

/** PostgreSQL's code for a statement cancelled by lock_timeout. */
const LOCK_NOT_AVAILABLE = "55P03";

/** Each migration, on PostgreSQL, first sets the lock timeout for the transaction the migrator runs it in. */
function withLockTimeout(migration: Migration): Migration {
  return {
    ...migration,
    up: async (db) => {
      await sql`set local lock_timeout = ${sql.lit(`${MIGRATION_LOCK_TIMEOUT_MS}ms`)}`.execute(db);
      await migration.up(db);
    },
  };
}

/** The migrations as migrate() runs them on `db` (the SQL lint of tests/integration/migration-safety.test.ts reads what they send). */
export function migrationsFor(db: Pick<Db, "getExecutor">): Record<string, Migration> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrations;
  return Object.fromEntries(Object.entries(migrations).map(([name, migration]) => [name, withLockTimeout(migration)]));
}

/** Brings the schema to the latest migration; answers the names of those it applied (none when it was current). */
export async function migrate(db: Db): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error")?.migrationName;
  if (failed) log.error(`Migration ${failed} failed`);
  if ((error as { code?: string } | undefined)?.code === LOCK_NOT_AVAILABLE) {
    throw new Error(
      `Migration ${failed} waited ${MIGRATION_LOCK_TIMEOUT_MS / 1000} s for a lock another session holds on a table it changes, and stopped rather than hold up the site's queries behind it; none of the pending migrations was applied. Start again once that session's work is done (an orchestrator's restart does). PostgreSQL said: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (error) throw error;
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * The migrations this code knows that the database has not applied (the readiness check's
 * question). Migrations the database has and this code does not know (a newer instance ran
 * them) are not counted: see decision 0064.
 */
export async function migrationsNotApplied(db: Db): Promise<string[]> {
  const applied = await db.withTables<{ kysely_migration: { name: string } }>().selectFrom("kysely_migration").select("name").execute();
  const names = new Set(applied.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !names.has(name));
}

/**
 * Gives the query planner the tables' sizes. SQLite keeps no statistics until asked, and
 * without any it reads a public list through the index of a filter that matches nearly every
 * row (days 0 to 20), then sorts it all, instead of walking the list's order; `PRAGMA optimize`
 * gathers them for the tables that have none or have grown much, and is cheap otherwise.
 * PostgreSQL gathers its own (autovacuum).
 */
export async function updatePlannerStatistics(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`PRAGMA optimize=0x10002`.execute(db);
}

let shared: { db: Db; dialect: DbDialect } | undefined;

const scopedDb = new AsyncLocalStorage<Db>();

/** Runs `work` with getDb() answering `db` (a database that is not the process's own, say). */
export function withDb<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return scopedDb.run(db, work);
}

/**
 * Runs `work` in one transaction: every query module's getDb() call made inside it uses
 * that transaction, so a multi-record change commits whole or not at all. Called inside
 * another, it joins it. The app's one way to open a transaction (decision 0009).
 */
export async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  const current = scopedDb.getStore();
  if (current?.isTransaction) return work();
  let transaction: Db | undefined;
  const result = await getDb()
    .transaction()
    .execute((trx) => {
      transaction = trx;
      return scopedDb.run(trx, work);
    });
  const hooks = commitHooks.get(transaction!) ?? [];
  commitHooks.delete(transaction!);
  for (const hook of hooks) await runHook(hook);
  return result;
}

type CommitHook = () => void | Promise<void>;
const commitHooks = new WeakMap<Db, CommitHook[]>();

/**
 * Runs `hook` once the current transaction has committed (never after a rollback), before
 * inTransaction returns, or at once outside a transaction: for what other readers may only
 * learn after the commit. A hook that fails is logged; the write stays done.
 */
export async function afterCommit(hook: CommitHook): Promise<void> {
  const current = scopedDb.getStore();
  if (!current?.isTransaction) return runHook(hook);
  commitHooks.set(current, [...(commitHooks.get(current) ?? []), hook]);
}

async function runHook(hook: CommitHook): Promise<void> {
  try {
    await hook();
  } catch (error) {
    log.error({ err: error }, "A task after a commit failed");
  }
}

/** The process's one database handle (or the current transaction), opened from the environment on first use. */
export function getDb(): Db {
  const scoped = scopedDb.getStore();
  if (scoped) return scoped;
  if (!shared) {
    const env = getEnv();
    shared = openDb({ url: env.DATABASE_URL, sqliteFile: sqlitePath(env), poolSize: env.DB_POOL_SIZE });
  }
  return shared.db;
}

export function getDialect(): DbDialect {
  getDb();
  return shared!.dialect;
}

/** Tests and scripts point the app at a database of their own. */
export function setDb(db: Db, dialect: DbDialect): void {
  shared = { db, dialect };
}

export async function closeDb(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.db.destroy();
}

/**
 * Whether a write failed on a unique key, on either database: `column` (when given) names the
 * key, as PostgreSQL's constraint name and SQLite's message both carry it
 * ("payments_reverses_id_key", "UNIQUE constraint failed: payments.reverses_id").
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const { code, message, constraint } = (error ?? {}) as { code?: string; message?: string; constraint?: string };
  if (code === "23505") return column === undefined || (constraint ?? message ?? "").includes(column);
  return typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT") && (column === undefined || (message ?? "").includes(column));
}
