import { isPhotoHash, type PhotoRef } from "./photos";

/**
 * The galleries in the catalogue file (decision 0031): photo references, not the pictures'
 * bytes. `photos` gives each referenced photo's size, so a database that never had them can
 * show them once their files are in its photo storage. Files from before have no `gallery`
 * and import as before, leaving galleries as they are.
 */
export type ExportedGalleryPhoto = { photo: string; alt: { en: string; fr: string; ar: string } };
export type ExportedGallery = {
  photos: PhotoRef[];
  tours: Record<string, ExportedGalleryPhoto[]>;
  destinations: Record<string, ExportedGalleryPhoto[]>;
};

const MAX_ALT = 300;

function text(value: unknown): string {
  return typeof value === "string"
    ? value
        .replace(/[\r\n\u2028\u2029]+/g, " ")
        .trim()
        .slice(0, MAX_ALT)
    : "";
}

function size(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 100_000 ? value : null;
}

function photoList(value: unknown): ExportedGalleryPhoto[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry): ExportedGalleryPhoto[] => {
    if (!entry || typeof entry !== "object") return [];
    const { photo, alt } = entry as Record<string, unknown>;
    if (typeof photo !== "string" || !isPhotoHash(photo) || seen.has(photo)) return [];
    seen.add(photo);
    const texts = alt && typeof alt === "object" ? (alt as Record<string, unknown>) : {};
    return [{ photo, alt: { en: text(texts.en), fr: text(texts.fr), ar: text(texts.ar) } }];
  });
}

function byId(value: unknown): Record<string, ExportedGalleryPhoto[]> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([id, list]) => [id, photoList(list)]));
}

/** The file's galleries, each entry checked (a malformed one is left out); null when the file has none. */
export function readExportedGallery(value: unknown): ExportedGallery | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { photos, tours, destinations } = value as Record<string, unknown>;
  const refs = (Array.isArray(photos) ? photos : []).flatMap((entry): PhotoRef[] => {
    if (!entry || typeof entry !== "object") return [];
    const { hash, width, height } = entry as Record<string, unknown>;
    const w = size(width);
    const h = size(height);
    return typeof hash === "string" && isPhotoHash(hash) && w && h ? [{ hash, width: w, height: h }] : [];
  });
  return { photos: refs, tours: byId(tours), destinations: byId(destinations) };
}
