import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { storageFromEnv } from "~/server/catalogue/photo-storage.server";
import { isPostgresUrl, sqlitePath, type Env } from "~/server/platform/env.server";
import {
  backupName,
  DATABASE_FILES,
  listBackups,
  MANIFEST_FORMAT,
  readManifest,
  writeManifest,
  type Manifest,
  type PhotoFile,
} from "./manifest.server";
import { backUpPhotos } from "./photo-copies.server";
import { dumpPostgres } from "./postgres-dumps.server";
import { copySqlite } from "./sqlite-copies.server";
import { totalRows } from "./table-counts.server";

type BackupEnv = Pick<
  Env,
  "DATABASE_URL" | "DATA_DIR" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_REGION"
>;

/** How many copied photos the output names one by one: enough to see what happened, short enough for a cron mail. */
const LISTED_PHOTOS = 10;

/** Where backups go unless told: one folder per backup, and the shared media folder, under DATA_DIR/backups. */
export function defaultBackupsFolder(env: Pick<Env, "DATA_DIR">): string {
  return path.join(env.DATA_DIR, "backups");
}

/**
 * Takes a backup of the site's database and photos into `root` (decision 0065) and answers its
 * folder. Everything is written into a hidden folder renamed at the end, the manifest last, so
 * a backup that stopped halfway never looks finished. The database is copied before the photos
 * are listed: a photo the copy refers to was stored before it, so it is listed too.
 */
export async function takeBackup(env: BackupEnv, root: string, report: (line: string) => void): Promise<string> {
  const startedAt = new Date();
  const name = backupName(startedAt);
  const partial = path.join(root, `.${name}.partial`);
  await mkdir(partial, { recursive: true });
  try {
    const kind = isPostgresUrl(env.DATABASE_URL) ? "postgres" : "sqlite";
    const databaseFile = path.join(partial, DATABASE_FILES[kind]);
    const { tables, head } =
      kind === "postgres" ? await dumpPostgres(env.DATABASE_URL!, databaseFile) : await copySqlite(sqlitePath(env), databaseFile);
    report(
      `Database (${kind === "postgres" ? "PostgreSQL, pg_dump custom format" : "SQLite, integrity check ok"}): ${Object.keys(tables).length} tables, ${totalRows(tables)} rows, migration ${head ?? "none"}.`,
    );

    const storage = storageFromEnv(env);
    const mediaDir = path.join(root, "media");
    const photos = await backUpPhotos(storage, mediaDir, await describedPhotos(root));
    const copiedBytes = photos.copied.reduce((sum, photo) => sum + photo.bytes, 0);
    report(
      `Photos from ${storage.location}: ${photos.copied.length} new copied to ${mediaDir} (${(copiedBytes / 1e6).toFixed(1)} MB), ${photos.all.length} in all.`,
    );
    for (const photo of photos.copied.slice(0, LISTED_PHOTOS)) report(`  + ${photo.name}`);
    if (photos.copied.length > LISTED_PHOTOS) report(`  + ${photos.copied.length - LISTED_PHOTOS} more`);

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      kind,
      started_at: startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      migration_head: head,
      tables,
      photos: { storage: storage.kind, ...photos },
    };
    await writeManifest(partial, manifest);
    const finished = path.join(root, name);
    await rename(partial, finished);
    return finished;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The photo files the latest finished backup in `root` described, by name (none when there is no readable one). */
async function describedPhotos(root: string): Promise<Map<string, PhotoFile>> {
  const latest = (await listBackups(root)).at(-1);
  const manifest = latest ? await readManifest(latest).catch(() => undefined) : undefined;
  return new Map((manifest?.photos.all ?? []).map((photo) => [photo.name, photo]));
}
