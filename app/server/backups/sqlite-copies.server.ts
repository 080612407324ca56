import SQLite from "better-sqlite3";
import { existsSync } from "node:fs";
import { copyFile, rename, rm } from "node:fs/promises";
import { Kysely, SqliteDialect } from "kysely";
import { BackupError } from "./manifest.server";
import { countRows, migrationHead, type AnyDb, type AnySchema } from "./table-counts.server";

/** A SQLite file opened read-only for counting, without changing anything in it (openDb would switch it to WAL). */
async function withSqliteFile<T>(file: string, work: (db: AnyDb) => Promise<T>): Promise<T> {
  const db = new Kysely<AnySchema>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }) });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Copies the live database to `target` and counts the copy. SQLite's online backup API copies
 * page by page and restarts if a writer changes a page mid-copy, so the copy is one consistent
 * moment even while the server keeps writing; the counts are read from the copy itself.
 */
export async function copySqlite(source: string, target: string): Promise<{ tables: Record<string, number>; head: string | null }> {
  if (!existsSync(source)) throw new BackupError(`no database at ${source}`);
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    await database.backup(target);
  } finally {
    database.close();
  }
  // The copy keeps the source's WAL mode; a plain rollback journal makes it one self-contained
  // file (no -wal/-shm beside it) that can simply be copied back.
  const copy = new SQLite(target);
  copy.pragma("journal_mode = DELETE");
  const integrity = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (integrity !== "ok") throw new BackupError(`the copy at ${target} failed its integrity check: ${String(integrity)}`);
  return withSqliteFile(target, async (db) => ({ tables: await countRows(db), head: await migrationHead(db) }));
}

/** Rows per table of a SQLite file; an absent file has none. */
export async function countSqliteRows(file: string): Promise<Record<string, number>> {
  if (!existsSync(file)) return {};
  return withSqliteFile(file, countRows);
}

/**
 * Puts the backup's copy at `target`: checked first (a damaged copy stops here, with the target
 * untouched), then written beside it and renamed over it, so the target is never half a file.
 * An existing database (with its -wal and -shm) is moved to `movedAside` first, never deleted.
 */
export async function restoreSqlite(copy: string, target: string, movedAside?: string): Promise<void> {
  let integrity: unknown;
  try {
    const check = new SQLite(copy, { readonly: true, fileMustExist: true });
    integrity = check.pragma("integrity_check", { simple: true });
    check.close();
  } catch (error) {
    integrity = (error as Error).message;
  }
  if (integrity !== "ok") throw new BackupError(`the backup's database copy ${copy} is damaged: ${String(integrity)}`);
  const partial = `${target}.restoring`;
  await copyFile(copy, partial);
  try {
    for (const suffix of ["", "-wal", "-shm"]) {
      if (movedAside && existsSync(target + suffix)) await rename(target + suffix, movedAside + suffix);
      else await rm(target + suffix, { force: true });
    }
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}
