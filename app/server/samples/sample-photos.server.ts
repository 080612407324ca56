import { readFile } from "node:fs/promises";
import path from "node:path";
import { mediaNames, mediaType, parseMediaName, photoPath, type PhotoRef } from "~/domain/photos";
import type { PhotoStorage } from "~/server/catalogue/photo-storage.server";

/**
 * The sample catalogue's pictures as uploads (decision 0031): converted once by
 * scripts/make-sample-photos.ts and shipped in samples/photos with a manifest from each
 * original address (/images/tours/….svg) to its photo.
 */
export const SAMPLE_PHOTOS_DIR = path.resolve("samples", "photos");

export type SamplePhotoManifest = Record<string, PhotoRef>;

let manifest: Promise<SamplePhotoManifest> | undefined;

export function samplePhotoManifest(): Promise<SamplePhotoManifest> {
  return (manifest ??= readFile(path.join(SAMPLE_PHOTOS_DIR, "manifest.json"), "utf8").then(
    (text) => JSON.parse(text) as SamplePhotoManifest,
    () => ({}),
  ));
}

/** The uploaded photo that stands for a sample picture's address, if there is one. */
export async function samplePhoto(src: string): Promise<PhotoRef | null> {
  return (await samplePhotoManifest())[src] ?? null;
}

/** The image field of a sample record: its uploaded photo's path, or the address as it was. */
export async function sampleImage(src: string): Promise<string> {
  const photo = await samplePhoto(src);
  return photo ? photoPath(photo) : src;
}

/**
 * Puts the shipped sample files the storage lacks into it. Each photo's largest JPEG (the
 * one its records point at) is written last and looked for first, so a start on a storage
 * that has them costs one stat (or one HEAD to a bucket) per sample photo. The names are
 * content hashes, so an existing file is the same file.
 */
export async function copySamplePhotos(storage: PhotoStorage): Promise<number> {
  let copied = 0;
  for (const photo of Object.values(await samplePhotoManifest())) {
    const last = photoPath(photo).slice("/media/".length);
    if (await storage.has(last)) continue;
    const names = [...mediaNames(photo).filter((name) => name !== last), last];
    for (const name of names) {
      const bytes = await readFile(path.join(SAMPLE_PHOTOS_DIR, name));
      await storage.put(name, new Uint8Array(bytes), mediaType(parseMediaName(name)!.ext));
      copied++;
    }
  }
  return copied;
}
