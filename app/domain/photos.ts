/**
 * Uploaded photos (issue #12, docs/decisions/0031-photo-uploads.md): each upload is stored
 * as AVIF, WebP and JPEG at up to three widths, under names made of its content's hash, and
 * served at /media/<hash>-<width>.<ext>. These rules are pure so the browser's picture
 * component and the server share them.
 */

/** The widths a photo is stored at, never wider than the upload itself. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The formats a photo is stored in, best first: the order of a picture's sources. */
export const PHOTO_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
  { ext: "jpg", type: "image/jpeg" },
] as const;

export type PhotoExt = (typeof PHOTO_FORMATS)[number]["ext"];

/** The types an upload may be, told by its content (never by its name or declared type). */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/**
 * At most 25 MB (MiB) per picture, counted while it arrives (issue #23: an ordinary phone
 * picture, 10 to 20 MB, is taken and scaled down like any other: only the derived sizes are
 * kept, at most PHOTO_WIDTHS' largest). Each file waits on disk until the upload's cheap
 * checks passed, then is converted through the instance's queue (decision 0047).
 */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** Narrower pictures are taken with a warning: they look soft on a wide screen's cover. */
export const MIN_SHARP_WIDTH = 1200;

/** How many pictures one upload may carry. */
export const MAX_PHOTOS_PER_UPLOAD = 12;

/** A stored photo: its hash and its size once turned upright. */
export type PhotoRef = { hash: string; width: number; height: number };

/**
 * What a `<picture>` of a stored photo needs, worked out on the server so the browser's code
 * only copies strings: the largest JPEG, its size, and each format's `srcset`.
 */
export type PictureSources = { src: string; width: number; height: number; srcSet: Record<PhotoExt, string> };

/** A gallery photo as a page shows it: the photo, its sources and its alternative text in the page's language. */
export type GalleryPhoto = PhotoRef & { alt: string; sources: PictureSources };

/** A gallery photo as the admin screen edits it: every language's alternative text. */
export type AdminGalleryPhoto = PhotoRef & { id: string; alt: { en: string; fr: string; ar: string }; sources: PictureSources };

/** The first 32 hex digits (128 bits) of the SHA-256 of the upload's bytes. */
const HASH = /^[0-9a-f]{32}$/;
const MEDIA_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,3})\.(avif|webp|jpg)$/;

export function isPhotoHash(value: string): boolean {
  return HASH.test(value);
}

/**
 * The widths a photo of `width` pixels is stored at: each standard width it is wider than,
 * and its own width (capped at the largest), so nothing is ever enlarged.
 */
export function variantWidths(width: number): number[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  const top = Math.min(Math.max(1, Math.round(width)), largest);
  return [...PHOTO_WIDTHS.filter((standard) => standard < top), top];
}

/** The stored file's name for one width and format. */
export function mediaName(hash: string, width: number, ext: PhotoExt): string {
  return `${hash}-${width}.${ext}`;
}

export function mediaPath(hash: string, width: number, ext: PhotoExt): string {
  return `/media/${mediaName(hash, width, ext)}`;
}

/** Every file a photo is stored as. */
export function mediaNames(photo: Pick<PhotoRef, "hash" | "width">): string[] {
  return variantWidths(photo.width).flatMap((width) => PHOTO_FORMATS.map(({ ext }) => mediaName(photo.hash, width, ext)));
}

/** A name the media route may serve, split in its parts; null for anything else. */
export function parseMediaName(name: string): { hash: string; width: number; ext: PhotoExt } | null {
  const match = MEDIA_NAME.exec(name);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), ext: match[3] as PhotoExt };
}

/** The content type a stored file is served with. */
export function mediaType(ext: PhotoExt): string {
  return PHOTO_FORMATS.find((format) => format.ext === ext)!.type;
}

/**
 * The path an image field holds for an uploaded photo (its largest JPEG, which any browser
 * shows): a path on this site, so it passes decision 0005's check and exports as text.
 */
export function photoPath(photo: Pick<PhotoRef, "hash" | "width">): string {
  const widths = variantWidths(photo.width);
  return mediaPath(photo.hash, widths[widths.length - 1]!, "jpg");
}

/** An image field pointing at an uploaded photo holds its largest JPEG (photoPath). */
const PHOTO_PATH = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{0,3})\.jpg$/;

/** The photo an image field points at (its hash and largest width), when it is an uploaded one; null for any other address. */
export function photoOfPath(src: string): Pick<PhotoRef, "hash" | "width"> | null {
  const match = PHOTO_PATH.exec(src);
  return match ? { hash: match[1]!, width: Number(match[2]) } : null;
}

export function photoHashOfPath(src: string): string | null {
  return photoOfPath(src)?.hash ?? null;
}

/** A `srcset` of one format: every stored width, each with its real width in pixels. */
export function photoSrcSet(photo: Pick<PhotoRef, "hash" | "width">, ext: PhotoExt): string {
  return variantWidths(photo.width)
    .map((width) => `${mediaPath(photo.hash, width, ext)} ${width}w`)
    .join(", ");
}

/** A stored photo's `<picture>` sources (see PictureSources). */
export function pictureSources(photo: PhotoRef): PictureSources {
  const widths = variantWidths(photo.width);
  const width = widths[widths.length - 1]!;
  return {
    src: photoPath(photo),
    width,
    height: heightAt(photo, width),
    srcSet: { avif: photoSrcSet(photo, "avif"), webp: photoSrcSet(photo, "webp"), jpg: photoSrcSet(photo, "jpg") },
  };
}

/** The height of a variant `width` pixels wide, keeping the photo's proportions. */
export function heightAt(photo: Pick<PhotoRef, "width" | "height">, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}
