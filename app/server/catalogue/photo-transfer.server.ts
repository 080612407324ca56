import type { ImportPlan } from "~/domain/catalogue-transfer";
import { readExportedGallery, type ExportedGallery } from "~/domain/photo-transfer";
import { getDb } from "~/server/platform/db.server";
import { adminGallery, photosByHash, registerPhoto, writeGalleryRows } from "./photos.server";

/** Every gallery and the photos they show, for the export. */
export async function exportGalleries(): Promise<ExportedGallery> {
  const rows = await getDb().selectFrom("gallery_photos").select(["tour_id", "destination_id"]).distinct().execute();
  const gallery: ExportedGallery = { photos: [], tours: {}, destinations: {} };
  const hashes = new Set<string>();
  for (const row of rows) {
    const owner = row.tour_id ? { kind: "tour" as const, id: row.tour_id } : { kind: "destination" as const, id: row.destination_id! };
    const photos = await adminGallery(owner);
    photos.forEach((photo) => hashes.add(photo.hash));
    (owner.kind === "tour" ? gallery.tours : gallery.destinations)[owner.id] = photos.map(({ hash, alt }) => ({ photo: hash, alt }));
  }
  gallery.photos = [...(await photosByHash([...hashes])).values()].sort((a, b) => a.hash.localeCompare(b.hash));
  return gallery;
}

/**
 * Writes the file's galleries of the records the import wrote (inside its transaction): a
 * record the file gives a gallery gets exactly that gallery; one it gives none keeps its own.
 * A photo neither stored here nor described by the file is left out; a record the import
 * leaves unchanged is not touched.
 */
export async function importGalleries(file: Record<string, unknown>, plan: ImportPlan): Promise<void> {
  const gallery = readExportedGallery(file.gallery);
  if (!gallery) return;
  for (const photo of gallery.photos) await registerPhoto(photo);
  const wanted = [...Object.values(gallery.tours), ...Object.values(gallery.destinations)].flat().map((entry) => entry.photo);
  const known = await photosByHash(wanted);
  // A record left unchanged keeps its gallery rows as they are (its photos are the file's already).
  const written = <R extends { action: string }>(records: R[]) => records.filter((record) => record.action !== "unchanged");
  const owners = [
    ...written(plan.tours).map((record) => ({ kind: "tour" as const, id: record.id, photos: gallery.tours[record.id ?? ""] })),
    ...written(plan.destinations).map((record) => ({
      kind: "destination" as const,
      id: record.id,
      photos: gallery.destinations[record.id ?? ""],
    })),
  ];
  for (const { kind, id, photos } of owners) {
    if (!id || !photos) continue;
    const kept = photos.filter((entry) => known.has(entry.photo)).map((entry) => ({ hash: entry.photo, alt: entry.alt }));
    await writeGalleryRows({ kind, id }, kept);
  }
}
