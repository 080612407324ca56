import { createHash, type Hash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { mediaName, PHOTO_FORMATS, UPLOAD_TYPES, variantWidths, type PhotoExt, type PhotoRef } from "~/domain/photos";

/**
 * Turns an uploaded picture into the files the site serves (decision 0031): its content must
 * be JPEG, PNG, WebP or AVIF by its first bytes and must decode whole; it is turned upright,
 * scaled to each width it is not narrower than, and written anew as AVIF, WebP and JPEG,
 * which carries none of the original's metadata (EXIF, GPS, XMP, comments).
 */

/** A picture that is not one the site takes: the status and the message the admin reads. */
export class PhotoRefusedError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const PHOTO_REFUSALS = {
  notAPicture: (name: string) => `“${name}” is not a JPEG, PNG, WebP or AVIF picture, so it was not uploaded.`,
  unreadable: (name: string) => `“${name}” could not be read as a picture (it may be damaged or cut short), so it was not uploaded.`,
  tooManyPixels: (name: string) => `“${name}” has more than 50 megapixels, so it was not uploaded.`,
  heic: (name: string) =>
    `HEIC photos can't be read yet: on an iPhone choose Settings › Camera › Formats › Most Compatible, or send it as JPEG. “${name}” was not uploaded.`,
};

/**
 * Whether this sharp reads HEIC (HEVC-coded HEIF, an iPhone's default): its prebuilt libvips
 * reads AVIF only, which it names by its one file suffix.
 */
export const DECODES_HEIC = (sharp.format.heif?.input.fileSuffix ?? []).some((suffix) => suffix === ".heic" || suffix === ".heif");
/*
 * libvips' operation cache keeps recent results for reuse (50 MB by default); no two uploads
 * share work, so it only holds memory (decision 0047).
 */
sharp.cache(false);
/*
 * One thread per conversion: the ConversionQueue already runs about one conversion per core,
 * and each libvips thread keeps buffers (and, with glibc, a malloc arena) of its own.
 */
sharp.concurrency(1);

const HEIC_TYPES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

/** Larger pictures are refused before they are decoded: 50 megapixels is far above any camera's web use. */
const MAX_PIXELS = 50_000_000;

/** The formats sharp reports for the four accepted types (AVIF is a HEIF container). */
const DECODED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export type DerivedFile = { name: string; bytes: Uint8Array<ArrayBuffer>; type: string };
export type ProcessedPhoto = PhotoRef & { files: DerivedFile[] };

/** The first 32 hex digits of the content's SHA-256: the name every file of the photo starts with. */
export function photoHash(bytes: Uint8Array): string {
  return photoHashOf(createHash("sha256").update(bytes));
}

/** The photo's name from a SHA-256 fed as the upload arrived. */
export function photoHashOf(sha256: Hash): string {
  return sha256.digest("hex").slice(0, 32);
}

const ENCODERS: Record<PhotoExt, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  // JPEG has no transparency: a transparent PNG's background becomes white, not black.
  jpg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Checks an upload by its first bytes (file-type reads at most 4,100): throws
 * PhotoRefusedError for anything that is not a picture we take. Cheap: nothing is decoded.
 */
export async function checkPhotoType(head: Uint8Array, fileName: string): Promise<void> {
  const detected = await fileTypeFromBuffer(head);
  // Issue #23: a phone's HEIC is refused with how to send it instead, unless sharp here reads it.
  if (detected && HEIC_TYPES.has(detected.mime) && !DECODES_HEIC) throw new PhotoRefusedError(415, PHOTO_REFUSALS.heic(fileName));
  const readable =
    (UPLOAD_TYPES as readonly string[]).includes(detected?.mime ?? "") || (DECODES_HEIC && HEIC_TYPES.has(detected?.mime ?? ""));
  if (!detected || !readable) {
    throw new PhotoRefusedError(415, PHOTO_REFUSALS.notAPicture(fileName));
  }
}

/** Checks the upload's content and makes its derived files; throws PhotoRefusedError for anything that is not a picture we take. */
export async function processPhoto(bytes: Uint8Array, fileName: string): Promise<ProcessedPhoto> {
  await checkPhotoType(bytes, fileName);
  return convertPhoto(bytes, photoHash(bytes), fileName);
}

/**
 * Decodes a picture that passed checkPhotoType (its bytes, or the path of a file holding them)
 * and makes its derived files named by `hash`; throws PhotoRefusedError when it cannot be read
 * whole or is too large. The costly step: uploads run it through the ConversionQueue.
 */
export async function convertPhoto(input: Uint8Array | string, hash: string, fileName: string): Promise<ProcessedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new PhotoRefusedError(400, PHOTO_REFUSALS.unreadable(fileName));
  }
  if (!DECODED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new PhotoRefusedError(415, PHOTO_REFUSALS.notAPicture(fileName));
  }
  if (metadata.width * metadata.height > MAX_PIXELS) throw new PhotoRefusedError(400, PHOTO_REFUSALS.tooManyPixels(fileName));
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = sideways ? metadata.height : metadata.width;
  const height = sideways ? metadata.width : metadata.height;
  const widths = variantWidths(width);

  // One full decode, upright and at the largest width; a damaged file fails here (failOn "error").
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(input, { failOn: "error", limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefusedError(400, PHOTO_REFUSALS.unreadable(fileName));
  }
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };

  const files: DerivedFile[] = [];
  for (const variantWidth of widths) {
    for (const format of PHOTO_FORMATS) {
      const image = sharp(largest.data, { raw }).resize({ width: variantWidth, withoutEnlargement: true });
      const encoded = await ENCODERS[format.ext](image).toBuffer();
      files.push({ name: mediaName(hash, variantWidth, format.ext), bytes: new Uint8Array(encoded), type: format.type });
    }
  }
  return { hash, width, height, files };
}
