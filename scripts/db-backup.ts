// npm run db:backup [-- FILE]: a consistent copy of the SQLite database, taken while the site runs.
import SQLite from "better-sqlite3";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { getEnv, isPostgresUrl, sqlitePath } from "~/server/env.server";
import { fail } from "./cli-db";

const env = getEnv();
if (isPostgresUrl(env.DATABASE_URL)) {
  fail("DATABASE_URL is PostgreSQL: back it up with pg_dump (see the README's Backups section).");
}
const source = sqlitePath(env);
if (!existsSync(source)) fail(`no database at ${source}`);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = process.argv[2] ?? path.join(env.DATA_DIR, "backups", `site-${stamp}.db`);
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });

// SQLite's online backup API copies page by page and restarts if a writer changes a page
// mid-copy, so the copy is one consistent moment even while the server keeps writing.
const database = new SQLite(source, { fileMustExist: true });
database.pragma("busy_timeout = 5000");
await database.backup(target);
database.close();

// The copy keeps the source's WAL mode; switch it to a plain rollback journal so the backup is
// one self-contained file (no -wal/-shm beside it) that can simply be copied back.
const check = new SQLite(target);
check.pragma("journal_mode = DELETE");
const integrity = check.pragma("integrity_check", { simple: true });
check.close();
if (integrity !== "ok") fail(`the copy at ${target} failed its integrity check: ${String(integrity)}`);
console.log(`Backup written to ${target} (integrity check: ok).`);
