import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { parseMediaName } from "~/domain/photos";

/**
 * A backup on disk (decision 0065): a folder per backup, named by the UTC time it started,
 * holding the database copy and manifest.json, beside the `media` folder every backup of the
 * same place shares (photos are named by content and never rewritten, so one copy serves all).
 */

/** A mistake or a failed check the operator can act on: the commands print its message alone, never a stack trace. */
export class BackupError extends Error {}

export const MANIFEST_FILE = "manifest.json";
/** Raised when the manifest's shape changes, so an older command refuses a newer backup rather than misread it. */
export const MANIFEST_FORMAT = 1;

export type DatabaseKind = "sqlite" | "postgres";

/** The database copy's file in a backup folder, by kind. */
export const DATABASE_FILES: Record<DatabaseKind, string> = { sqlite: "database.sqlite", postgres: "database.dump" };

const PhotoFileSchema = z.object({
  name: z.string().refine((name) => parseMediaName(name) !== null, "not a photo's name"),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PhotoFile = z.infer<typeof PhotoFileSchema>;

const ManifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  kind: z.enum(["sqlite", "postgres"]),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime(),
  /** The last migration applied to the copied database (null before the first). */
  migration_head: z.string().nullable(),
  /** Rows per table, counted in the same snapshot as the copy. */
  tables: z.record(z.string(), z.number().int().min(0)),
  photos: z.object({
    /** Where the site kept them: "disk" or "s3". */
    storage: z.enum(["disk", "s3"]),
    /** What this backup added to the shared media folder. */
    copied: z.array(PhotoFileSchema),
    /** Every photo the site had when the backup ran: what a restore needs from the media folder. */
    all: z.array(PhotoFileSchema),
  }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A backup folder's name: its start in UTC, without colons (which some file systems refuse), sorting in time order. */
export function backupName(startedAt: Date): string {
  return startedAt.toISOString().replace(/:/g, "");
}
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z$/;

/** The photos' folder that a backup folder relies on. */
export function mediaFolderOf(backupDir: string): string {
  return path.join(path.dirname(path.resolve(backupDir)), "media");
}

export async function writeManifest(backupDir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(backupDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of the backup in `backupDir`, checked; a BackupError says what is wrong with the folder. */
export async function readManifest(backupDir: string): Promise<Manifest> {
  if (!(await isFolder(backupDir))) throw new BackupError(`${backupDir} is not a folder (a backup is a folder holding ${MANIFEST_FILE}).`);
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(`${backupDir} holds no ${MANIFEST_FILE}: it is not a backup, or one that never finished.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(backupDir, MANIFEST_FILE)} is not valid JSON.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new BackupError(
      `${path.join(backupDir, MANIFEST_FILE)} is not a manifest this version reads (${first.path.join(".") || "format"}: ${first.message}).`,
    );
  }
  return parsed.data;
}

/** The finished backups in a folder of backups, oldest first. */
export async function listBackups(root: string): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const finished: string[] = [];
  for (const name of names.filter((name) => BACKUP_NAME.test(name)).sort()) {
    if (await isFile(path.join(root, name, MANIFEST_FILE))) finished.push(path.join(root, name));
  }
  return finished;
}

/** `given` itself when it is a backup; the latest backup in it when it is a folder of backups. */
export async function chooseBackup(given: string): Promise<string> {
  if (!(await isFolder(given))) throw new BackupError(`${given} is not a folder.`);
  if (await isFile(path.join(given, MANIFEST_FILE))) return given;
  const backups = await listBackups(given);
  if (backups.length === 0) throw new BackupError(`${given} holds no finished backup (a folder with ${MANIFEST_FILE}).`);
  return backups.at(-1)!;
}

async function isFolder(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isDirectory(),
    () => false,
  );
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}
