import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { data } from "react-router";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import { parseVersion } from "~/domain/catalogue-admin";
import { isSingleLine } from "~/domain/form-fields";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD, MIN_SHARP_WIDTH, isPhotoHash, mediaPath, variantWidths } from "~/domain/photos";
import { problem, type Problem } from "~/content/problem";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import {
  checkPhotoType,
  convertPhoto,
  photoHashOf,
  PhotoRefusedError,
  type ProcessedPhoto,
} from "~/server/catalogue/photo-processing.server";
import { getConversionQueue, RETRY_AFTER_SECONDS } from "~/server/catalogue/photo-queue.server";
import {
  adminGallery,
  changeGallery,
  photosByHash,
  storePhoto,
  type GalleryEntry,
  type GalleryOwner,
} from "~/server/catalogue/photos.server";
import { readForm } from "~/server/platform/posted-form.server";
import { getSiteContentSection, saveSiteContentSection } from "~/server/platform/site-content.server";

/*
 * The photo posts of the tour and destination screens (decisions 0031 and 0047). An upload is
 * multipart and streamed: each file is limited while it arrives, checked by its first bytes and
 * kept in a temporary folder, not in memory. Only when the whole body was read and the cheap
 * checks passed (role, owner, version, size, type) are the files converted, one at a time
 * through the instance's ConversionQueue; the converted files are stored inside the versioned
 * write, so a refused upload leaves nothing anywhere. The other changes (cover, order, texts,
 * removal) are small forms read by readForm.
 */

export const PHOTO_INTENTS = ["upload", "cover", "move-up", "move-down", "alt", "remove"] as const;
type PhotoIntent = (typeof PHOTO_INTENTS)[number];

export type PhotoActionResult = { problem: Problem; back: string };

/** Text fields of an upload: the owner, its version, the intent. Far below this. */
const MAX_TEXT_PARTS = 20;
/** Every file at its largest, and room for the multipart wrapping and the text fields. */
const MAX_UPLOAD_BYTES = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 64 * 1024;
const MAX_ALT = 300;

type Refusal = { status: number; problem: string };
const refusal = (status: number, text: string): Refusal => ({ status, problem: text });

function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The owner a post names, when it exists: its version, and whether it has a cover yet. */
async function ownerOf(form: FormData): Promise<(GalleryOwner & { version: number; hasCover: boolean }) | null> {
  const kind = form.get("ownerKind");
  const id = form.get("ownerId");
  if ((kind !== "tour" && kind !== "destination") || typeof id !== "string" || id === "") return null;
  const table = kind === "tour" ? "tours" : "destinations";
  const row = await getDb().selectFrom(table).select(["id", "image", "version"]).where("id", "=", id).executeTakeFirst();
  return row ? { kind, id, version: Number(row.version), hasCover: row.image.trim() !== "" } : null;
}

/**
 * The question before a photo is removed, without JavaScript (issue #23): the Remove button's
 * GET (`?ownerKind&ownerId&photo&back`) lands here. Null when it names no photo of a gallery.
 */
export async function photoRemovalQuestion(params: URLSearchParams) {
  const kind = params.get("ownerKind");
  const id = params.get("ownerId");
  const hash = params.get("photo") ?? "";
  if ((kind !== "tour" && kind !== "destination") || !id || !isPhotoHash(hash)) return null;
  const row = await getDb()
    .selectFrom(kind === "tour" ? "tours" : "destinations")
    .select(["id", "version", "image"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const owner: GalleryOwner = { kind, id };
  const gallery = await adminGallery(owner);
  const index = gallery.findIndex((photo) => photo.hash === hash);
  if (index < 0) return null;
  const photo = gallery[index]!;
  return {
    owner: { ...owner, version: Number(row.version) },
    photo: { hash, position: index + 1, sources: photo.sources, alt: photo.alt },
    effects: { kind: "photo" as const, cover: row.image === photo.sources.src },
  };
}

export function ownerScreen(owner: GalleryOwner): string {
  return `/admin/${owner.kind === "tour" ? "tours" : "destinations"}/${encodeURIComponent(owner.id)}`;
}

/** A file of an upload, checked by its first bytes and waiting on disk: its name, where it is, its content's hash. */
type WaitingPhoto = { name: string; path: string; hash: string };
type Upload = { form: FormData; waiting: WaitingPhoto[]; refused: PhotoRefusedError | null };

/** Reads a multipart upload into `folder`, checking each file's type as it arrives; a limit passed answers 413 at once. */
async function readUpload(request: Request, folder: string): Promise<Upload | Refusal> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return refusal(413, PHOTO_TEXTS.tooLarge);
  if ((request.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase() !== "identity") {
    return refusal(415, PHOTO_TEXTS.unreadable);
  }
  const waiting: WaitingPhoto[] = [];
  let refused: PhotoRefusedError | null = null;
  const handle = async (file: FileUpload) => {
    if (file.fieldName !== "photos" || file.size === 0) return null;
    // After one refusal the rest is read (the limits still count) but not kept.
    if (refused) return null;
    const name = file.name || "The picture";
    try {
      // file-type needs at most the first 4,100 bytes.
      await checkPhotoType(new Uint8Array(await file.slice(0, 4100).arrayBuffer()), name);
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      refused = error;
      return null;
    }
    // Written out and hashed as a stream: no second copy of the picture in memory.
    const kept = path.join(folder, String(waiting.length));
    const hash = createHash("sha256");
    await pipeline(
      Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>),
      new Transform({ transform: (chunk: Buffer, _, done) => done(null, hash.update(chunk) && chunk) }),
      createWriteStream(kept),
    );
    waiting.push({ name, path: kept, hash: photoHashOf(hash) });
    return null;
  };
  try {
    const form = await parseFormData(
      request,
      {
        maxFiles: MAX_PHOTOS_PER_UPLOAD,
        maxFileSize: MAX_PHOTO_BYTES,
        maxParts: MAX_TEXT_PARTS + MAX_PHOTOS_PER_UPLOAD,
        maxTotalSize: MAX_UPLOAD_BYTES,
      },
      handle,
    );
    return { form, waiting, refused };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) return refusal(413, PHOTO_TEXTS.tooLarge);
    if (error instanceof MaxFilesExceededError) return refusal(413, PHOTO_TEXTS.tooMany);
    if (error instanceof FormDataParseError) return refusal(400, PHOTO_TEXTS.unreadable);
    throw error;
  }
}

type Converted = { photos: ProcessedPhoto[]; narrow: string[] };

/**
 * The waiting files converted, one after another through the instance's queue: a photo stored
 * before (same content, same hash) is not converted again. `narrow`: the names of pictures
 * under MIN_SHARP_WIDTH, taken with a warning (issue #23).
 */
async function convertUploads(waiting: WaitingPhoto[]): Promise<Converted | Refusal> {
  const known = await photosByHash(waiting.map((photo) => photo.hash));
  const photos: ProcessedPhoto[] = [];
  const narrow: string[] = [];
  for (const upload of waiting) {
    if (photos.some((photo) => photo.hash === upload.hash)) continue;
    const stored = known.get(upload.hash);
    let photo: ProcessedPhoto;
    try {
      photo = stored
        ? { ...stored, files: [] }
        : await getConversionQueue().convert(() => convertPhoto(upload.path, upload.hash, upload.name));
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      return refusal(error.status, error.message);
    }
    photos.push(photo);
    if (photo.width < MIN_SHARP_WIDTH) narrow.push(upload.name);
  }
  return { photos, narrow };
}

function hasNul(form: FormData): boolean {
  return [...form.entries()].some(([name, value]) => name.includes("\0") || (typeof value === "string" && value.includes("\0")));
}

/** Whose picture a site-content upload is (decision 0024's team and testimonials sections): the section and the row. */
const PEOPLE = { team: { list: "members", field: "image" }, testimonials: { list: "items", field: "avatar" } } as const;
type PeopleSection = keyof typeof PEOPLE;

/** The section moved on between the early check and the write: the write is rolled back. */
class StaleSection extends Error {}

/**
 * A team member's or a testimonial's picture: the upload's one photo becomes the row's picture
 * (its 480 px JPEG, or the photo's own width when smaller: a portrait is shown small), saved as
 * a change of the section at the version the screen was opened with.
 */
async function setPersonPicture(section: PeopleSection, form: FormData, waiting: WaitingPhoto[]): Promise<Refusal | null> {
  const index = Number(form.get("index"));
  const version = parseVersion(form.get("version"));
  if (waiting.length !== 1) return refusal(400, PHOTO_TEXTS.onePicture);
  const stored = await getSiteContentSection(section);
  const rows = (stored.document as unknown as Record<string, Record<string, unknown>[]>)[PEOPLE[section].list] ?? [];
  if (!Number.isInteger(index) || !rows[index]) return refusal(404, PHOTO_TEXTS.unknownPerson);
  if (version === null || version !== stored.version) return refusal(409, PHOTO_TEXTS.conflict);
  const converted = await convertUploads(waiting);
  if (!("photos" in converted)) return converted;
  const photo = converted.photos[0]!;
  const width = variantWidths(photo.width)[0]!;
  rows[index] = { ...rows[index], [PEOPLE[section].field]: mediaPath(photo.hash, width, "jpg") };
  try {
    await inTransaction(async () => {
      const saved = await saveSiteContentSection(section, stored.document, version);
      if (saved.status !== "ok") throw new StaleSection();
      // Stored once the section's version was found right, in its transaction: a refusal stores nothing.
      await storePhoto(photo);
    });
  } catch (error) {
    if (error instanceof StaleSection) return refusal(409, PHOTO_TEXTS.conflict);
    throw error;
  }
  return null;
}

type Refuse = (status: number, description: string) => ReturnType<typeof data<PhotoActionResult>>;

/** Handles a post to /admin/photos; `requireAdmin` refuses (403) staff who may not change the site content. */
export async function handlePhotoAction(request: Request, back: string, requireAdmin: () => void) {
  const refuse: Refuse = (status, description) => data<PhotoActionResult>({ problem: problem(description), back }, { status });
  if (!isMultipart(request)) return changePhotos(await readForm(request), [], back, refuse, requireAdmin);
  // Admitted before a byte of the body is read, or told at once when to come back.
  const release = getConversionQueue().admit();
  if (!release) {
    return data<PhotoActionResult>(
      { problem: problem(PHOTO_TEXTS.busy), back },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
  const folder = await mkdtemp(path.join(tmpdir(), "cedar-upload-"));
  try {
    const upload = await readUpload(request, folder);
    if (!("form" in upload)) return refuse(upload.status, upload.problem);
    if (upload.refused) return refuse(upload.refused.status, upload.refused.message);
    if (hasNul(upload.form)) return refuse(400, PHOTO_TEXTS.unreadable);
    return await changePhotos(upload.form, upload.waiting, back, refuse, requireAdmin);
  } finally {
    release();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Checks the post's intent, role, owner and version, then converts the upload's files (if any) and writes the change. */
async function changePhotos(form: FormData, waiting: WaitingPhoto[], back: string, refuse: Refuse, requireAdmin: () => void) {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(PHOTO_INTENTS as readonly string[]).includes(intent)) return refuse(400, PHOTO_TEXTS.unknownIntent);
  const kind = form.get("ownerKind");
  if (intent === "upload" && (kind === "team" || kind === "testimonials")) {
    requireAdmin();
    const refused = await setPersonPicture(kind, form, waiting);
    if (refused) return refuse(refused.status, refused.problem);
    return redirectWithToast(back, { type: "success", ...PHOTO_TEXTS.uploaded(1) });
  }
  const owner = await ownerOf(form);
  if (!owner) return refuse(404, PHOTO_TEXTS.unknownOwner);
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, PHOTO_TEXTS.conflict);
  // A stale screen is told so before anything is converted; the write checks again.
  if (version !== owner.version) return refuse(409, PHOTO_TEXTS.conflict);

  const found = await galleryChange(intent as PhotoIntent, form, waiting);
  if ("problem" in found) return refuse(found.status, found.problem);
  let converted: Converted = { photos: [], narrow: [] };
  if (intent === "upload") {
    const result = await convertUploads(waiting);
    if (!("photos" in result)) return refuse(result.status, result.problem);
    converted = result;
  }
  const { photos, narrow } = converted;
  // A tour created without a picture (issue #23) gets the first photo uploaded as its cover.
  const cover = intent === "upload" && !owner.hasCover && photos[0] ? photos[0] : found.cover;
  let result: Awaited<ReturnType<typeof changeGallery>>;
  try {
    result = await changeGallery({ kind: owner.kind, id: owner.id }, version, found.apply, cover, photos);
  } catch (error) {
    if (error instanceof GalleryPhotoMissing) return refuse(409, PHOTO_TEXTS.unknownPhoto);
    throw error;
  }
  if (result.status === "not-found") return refuse(404, PHOTO_TEXTS.unknownOwner);
  if (result.status === "conflict") return refuse(409, PHOTO_TEXTS.conflict);
  return redirectWithToast(ownerScreen(owner), {
    type: "success",
    ...(intent === "upload" ? PHOTO_TEXTS.uploaded(photos.length) : PHOTO_TEXTS.changed),
    ...(intent === "upload" && narrow.length > 0 ? { description: PHOTO_TEXTS.narrow(narrow, MIN_SHARP_WIDTH.toLocaleString("en")) } : {}),
  });
}

type Change = { apply: (gallery: GalleryEntry[]) => GalleryEntry[]; cover?: { hash: string; width: number; height: number } };

/** What the intent does to the gallery, or why it cannot. */
async function galleryChange(intent: PhotoIntent, form: FormData, photos: { hash: string }[]): Promise<Change | Refusal> {
  if (intent === "upload") {
    if (photos.length === 0) return { status: 400, problem: PHOTO_TEXTS.noFiles };
    // The same picture chosen twice is one photo.
    const added = [...new Set(photos.map((photo) => photo.hash))].map((hash) => ({ hash, alt: { en: "", fr: "", ar: "" } }));
    return { apply: (gallery) => [...gallery, ...added.filter((photo) => !gallery.some((kept) => kept.hash === photo.hash))] };
  }
  const hash = String(form.get("photo") ?? "");
  if (!isPhotoHash(hash)) return { status: 400, problem: PHOTO_TEXTS.unknownPhoto };
  const missing = (gallery: GalleryEntry[]) => !gallery.some((photo) => photo.hash === hash);
  const guard =
    (apply: Change["apply"]): Change["apply"] =>
    (gallery) => {
      if (missing(gallery)) throw new GalleryPhotoMissing();
      return apply(gallery);
    };
  switch (intent) {
    case "cover": {
      const photo = (await photosByHash([hash])).get(hash);
      if (!photo) return { status: 400, problem: PHOTO_TEXTS.unknownPhoto };
      return { apply: guard((gallery) => gallery), cover: photo };
    }
    case "move-up":
    case "move-down":
      return {
        apply: guard((gallery) => {
          const from = gallery.findIndex((photo) => photo.hash === hash);
          const to = Math.max(0, Math.min(gallery.length - 1, from + (intent === "move-up" ? -1 : 1)));
          const moved = [...gallery];
          [moved[from], moved[to]] = [moved[to]!, moved[from]!];
          return moved;
        }),
      };
    case "alt": {
      const alt = { en: altOf(form, "alt.en"), fr: altOf(form, "alt.fr"), ar: altOf(form, "alt.ar") };
      if (Object.values(alt).some((text) => text === null)) return { status: 400, problem: PHOTO_TEXTS.altTooLong };
      return {
        apply: guard((gallery) => gallery.map((photo) => (photo.hash === hash ? { ...photo, alt: alt as GalleryEntry["alt"] } : photo))),
      };
    }
    case "remove":
      return { apply: guard((gallery) => gallery.filter((photo) => photo.hash !== hash)) };
  }
}

/** An alternative text: one line of at most 300 characters, trimmed; null when it is not. */
function altOf(form: FormData, name: string): string | null {
  const value = form.get(name);
  if (value === null) return "";
  if (typeof value !== "string" || value.length > MAX_ALT || !isSingleLine(value)) return null;
  return value.trim();
}

/** The photo a change names left the gallery meanwhile: the write is rolled back. */
export class GalleryPhotoMissing extends Error {}
