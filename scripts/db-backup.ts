// npm run db:backup [-- FILE]: a consistent copy of the SQLite database, taken while the site
// runs, and the uploaded photos copied beside it (FILE's folder/media) when they are on disk.
import SQLite from "better-sqlite3";
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseMediaName } from "~/domain/photos";
import { getEnv, isPostgresUrl, sqlitePath } from "~/server/platform/env.server";
import { diskMediaDir, storageFromEnv } from "~/server/catalogue/photo-storage.server";
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

// Photos are named by their content and never rewritten, so a file already in the backup's
// media folder is the same file: each backup copies only the new ones (decision 0031).
const storage = storageFromEnv(env);
if (storage.kind === "disk") {
  const from = diskMediaDir(env.DATA_DIR);
  const to = path.join(path.dirname(path.resolve(target)), "media");
  mkdirSync(to, { recursive: true });
  const names = existsSync(from) ? readdirSync(from).filter((name) => parseMediaName(name) !== null) : [];
  const copied = names.filter((name) => !existsSync(path.join(to, name)));
  for (const name of copied) copyFileSync(path.join(from, name), path.join(to, name));
  console.log(`Photos copied to ${to}: ${copied.length} new, ${names.length} in all.`);
} else {
  console.log(
    `Photos are in the S3 bucket ${storage.location} and are not copied: back the bucket up with its provider's tools (versioning or replication, or a sync of the bucket to another place).`,
  );
}
