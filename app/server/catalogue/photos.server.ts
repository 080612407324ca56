import type { Locale } from "~/domain/locale";
import { photoHashOfPath, photoPath, pictureSources, type AdminGalleryPhoto, type GalleryPhoto, type PhotoRef } from "~/domain/photos";
import { getDb } from "~/server/platform/db.server";
import { getDestinationForEdit } from "./destinations.server";
import type { ProcessedPhoto } from "./photo-processing.server";
import { getPhotoStorage, type PhotoStorage } from "./photo-storage.server";
import { newId, now, updateRecord, type WriteResult } from "~/server/platform/records.server";
import { getTourForEdit } from "./tours.server";

/** Whose gallery: a tour's or a destination's. */
export type GalleryOwner = { kind: "tour" | "destination"; id: string };

const OWNER_COLUMN = { tour: "tour_id", destination: "destination_id" } as const;
const OWNER_TABLE = { tour: "tours", destination: "destinations" } as const;

/**
 * Writes a processed upload's files (those the storage lacks: the names come from the
 * content, so an existing file is the same file) and its row. Files go first: a row never
 * names a photo whose files are missing.
 */
export async function storePhoto(photo: ProcessedPhoto, storage: PhotoStorage = getPhotoStorage()): Promise<PhotoRef> {
  for (const file of photo.files) {
    if (!(await storage.has(file.name))) await storage.put(file.name, file.bytes, file.type);
  }
  await registerPhoto(photo);
  return { hash: photo.hash, width: photo.width, height: photo.height };
}

/** The photo's row, once: a second upload of the same picture finds it there. */
export async function registerPhoto(photo: PhotoRef): Promise<void> {
  await getDb()
    .insertInto("photos")
    .values({ hash: photo.hash, width: photo.width, height: photo.height, created_at: now() })
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/** The stored photos among these hashes, by hash. */
export async function photosByHash(hashes: string[]): Promise<Map<string, PhotoRef>> {
  const wanted = [...new Set(hashes)];
  if (wanted.length === 0) return new Map();
  const rows = await getDb().selectFrom("photos").select(["hash", "width", "height"]).where("hash", "in", wanted).execute();
  return new Map(rows.map((row) => [row.hash, { hash: row.hash, width: Number(row.width), height: Number(row.height) }]));
}

/** The uploaded photo an image field points at (a cover), or null for any other address. */
export async function photoOfImage(src: string): Promise<PhotoRef | null> {
  const hash = photoHashOfPath(src);
  if (!hash) return null;
  return (await photosByHash([hash])).get(hash) ?? null;
}

/** The photos of several image fields at once (a page of cards), by address. */
export async function photosOfImages(srcs: string[]): Promise<Record<string, PhotoRef>> {
  const byHash = await photosByHash(srcs.map(photoHashOfPath).filter((hash): hash is string => hash !== null));
  const found: Record<string, PhotoRef> = {};
  for (const src of srcs) {
    const photo = byHash.get(photoHashOfPath(src) ?? "");
    if (photo) found[src] = photo;
  }
  return found;
}

/** A gallery in order, with every language's alternative text. */
export async function adminGallery(owner: GalleryOwner): Promise<AdminGalleryPhoto[]> {
  const rows = await getDb()
    .selectFrom("gallery_photos")
    .innerJoin("photos", "photos.hash", "gallery_photos.photo_hash")
    .select(["gallery_photos.id", "photos.hash", "photos.width", "photos.height", "alt", "alt_fr", "alt_ar"])
    .where(OWNER_COLUMN[owner.kind], "=", owner.id)
    .orderBy("position")
    .execute();
  return rows.map((row) => {
    const photo = { hash: row.hash, width: Number(row.width), height: Number(row.height) };
    return { id: row.id, ...photo, alt: { en: row.alt, fr: row.alt_fr, ar: row.alt_ar }, sources: pictureSources(photo) };
  });
}

/** A gallery as a visitor sees it: each photo's text in the page's language, falling back to English. */
export async function publicGallery(owner: GalleryOwner, locale: Locale): Promise<GalleryPhoto[]> {
  return (await adminGallery(owner)).map(({ hash, width, height, alt, sources }) => ({
    hash,
    width,
    height,
    sources,
    alt: (locale === "en" ? "" : alt[locale]) || alt.en,
  }));
}

/** One line per photo in the audit log, so a reorder or a new text reads as a change of the gallery. */
function galleryField(photos: AdminGalleryPhoto[]): string[] {
  return photos.map(({ hash, alt }) => [hash, alt.en, alt.fr, alt.ar].join(" | "));
}

async function ownerForEdit(owner: GalleryOwner) {
  const record = owner.kind === "tour" ? await getTourForEdit(owner.id) : await getDestinationForEdit(owner.id);
  return record ? { ...record, gallery: galleryField(await adminGallery(owner)) } : null;
}

export type GalleryEntry = { hash: string; alt: { en: string; fr: string; ar: string } };

/**
 * Replaces a gallery's rows with these photos in this order (inside the caller's write: a
 * gallery change, the sample data, an import).
 */
export async function writeGalleryRows(owner: GalleryOwner, photos: GalleryEntry[]): Promise<void> {
  const column = OWNER_COLUMN[owner.kind];
  await getDb().deleteFrom("gallery_photos").where(column, "=", owner.id).execute();
  if (photos.length === 0) return;
  await getDb()
    .insertInto("gallery_photos")
    .values(
      photos.map((photo, position) => ({
        id: newId(),
        tour_id: owner.kind === "tour" ? owner.id : null,
        destination_id: owner.kind === "destination" ? owner.id : null,
        photo_hash: photo.hash,
        position,
        alt: photo.alt.en,
        alt_fr: photo.alt.fr,
        alt_ar: photo.alt.ar,
      })),
    )
    .execute();
}

/**
 * Changes a gallery (and, when `cover` is given, the record's cover) as one versioned write
 * of its tour or destination (decision 0004): refused when the record moved on from
 * `expectedVersion`, and logged with the gallery's before and after (decision 0023). The
 * `uploaded` photos' files and rows are written inside it, after the version check: a refused
 * change stores nothing (decision 0047); a failed write may leave files, harmless as they are
 * named by their content.
 */
export async function changeGallery(
  owner: GalleryOwner,
  expectedVersion: number,
  change: (photos: GalleryEntry[]) => GalleryEntry[],
  cover?: PhotoRef,
  /** New photos the change adds: stored only once the version was found right, in the same write. */
  uploaded: ProcessedPhoto[] = [],
): Promise<WriteResult<unknown>> {
  const changes = cover ? { image: photoPath(cover) } : {};
  return updateRecord(
    OWNER_TABLE[owner.kind],
    owner.id,
    changes,
    expectedVersion,
    () => ownerForEdit(owner),
    async () => {
      for (const photo of uploaded) await storePhoto(photo);
      const next = change((await adminGallery(owner)).map(({ hash, alt }) => ({ hash, alt })));
      await writeGalleryRows(owner, next);
    },
  );
}
