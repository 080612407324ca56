import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { mediaType, parseMediaName } from "~/domain/photos";
import type { PhotoStorage } from "~/server/catalogue/photo-storage.server";
import { BackupError, type PhotoFile } from "./manifest.server";

/*
 * The photos of a backup (decision 0065): a media folder every backup of one place shares.
 * Photo names are content hashes and a name is never rewritten, so a file already there is the
 * same file and each backup copies only the new ones; the manifest keeps each file's SHA-256,
 * since the name's hash is the upload's, not that of each derived file.
 */

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function describe(name: string, bytes: Uint8Array): PhotoFile {
  return { name, bytes: bytes.byteLength, sha256: sha256(bytes) };
}

/** Writes under a temporary name, reads the file back and renames it once its hash is right: no half file ever has a photo's name. */
async function writeVerified(dir: string, name: string, bytes: Uint8Array, expected: string): Promise<void> {
  const partial = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.partial`);
  try {
    await writeFile(partial, bytes);
    const written = sha256(await readFile(partial));
    if (written !== expected)
      throw new BackupError(`the copy of ${name} in ${dir} reads back with another SHA-256 (${written}): is the disk failing?`);
    await rename(partial, path.join(dir, name));
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Copies into `mediaDir` every photo of `storage` it lacks, and describes every photo the
 * storage has. `known` gives the files earlier backups described (from the latest manifest), so
 * only files no manifest described are read again.
 */
export async function backUpPhotos(
  storage: PhotoStorage,
  mediaDir: string,
  known: ReadonlyMap<string, PhotoFile>,
): Promise<{ copied: PhotoFile[]; all: PhotoFile[] }> {
  await mkdir(mediaDir, { recursive: true });
  const present = new Set(await readdir(mediaDir));
  const copied: PhotoFile[] = [];
  const all: PhotoFile[] = [];
  for (const name of (await storage.list()).sort()) {
    if (present.has(name)) {
      all.push(known.get(name) ?? describe(name, await readFile(path.join(mediaDir, name))));
      continue;
    }
    const bytes = await storage.get(name);
    // Listed, then gone: the storage lost it between the two requests; nothing to copy.
    if (!bytes) continue;
    const file = describe(name, bytes);
    await writeVerified(mediaDir, name, bytes, file.sha256);
    copied.push(file);
    all.push(file);
  }
  return { copied, all };
}

/** The backup's copy of a photo, checked against the manifest; a BackupError when it is missing or differs. */
async function readChecked(mediaDir: string, photo: PhotoFile): Promise<Uint8Array<ArrayBuffer>> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await readFile(path.join(mediaDir, photo.name)));
  } catch {
    throw new BackupError(`photo ${photo.name} is missing from ${mediaDir}`);
  }
  const found = sha256(bytes);
  if (found !== photo.sha256)
    throw new BackupError(`photo ${photo.name} in ${mediaDir} is damaged: SHA-256 ${found}, the manifest says ${photo.sha256}`);
  return bytes;
}

/** The problems found in the backup's copies of `photos` (missing or damaged), one line each. */
export async function checkPhotos(mediaDir: string, photos: readonly PhotoFile[]): Promise<string[]> {
  const problems: string[] = [];
  for (const photo of photos) {
    await readChecked(mediaDir, photo).catch((error: BackupError) => problems.push(error.message));
  }
  return problems;
}

/** Puts into `storage` each photo of the backup that it lacks, each checked against the manifest first; answers how many it put. */
export async function restorePhotos(mediaDir: string, photos: readonly PhotoFile[], storage: PhotoStorage): Promise<number> {
  const present = new Set(await storage.list());
  let restored = 0;
  for (const photo of photos) {
    if (present.has(photo.name)) continue;
    const bytes = await readChecked(mediaDir, photo);
    await storage.put(photo.name, bytes, mediaType(parseMediaName(photo.name)!.ext));
    restored++;
  }
  return restored;
}

/** Up to `count` of `photos`, chosen at random (all of them when there are fewer). */
export function samplePhotos<T>(photos: readonly T[], count: number): T[] {
  const shuffled = [...photos];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, count);
}
