import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { data } from "react-router";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import { parseVersion } from "~/domain/catalogue-admin";
import { isSingleLine } from "~/domain/form-fields";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD, MIN_SHARP_WIDTH, isPhotoHash, mediaPath, variantWidths } from "~/domain/photos";
import { problem, type Problem } from "~/domain/problem";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { PhotoRefusedError, processPhoto, type ProcessedPhoto } from "~/server/photo-processing.server";
import { adminGallery, changeGallery, photosByHash, storePhoto, type GalleryEntry, type GalleryOwner } from "~/server/photos.server";
import { readForm } from "~/server/posted-form.server";
import { getSiteContentSection, saveSiteContentSection } from "~/server/site-content.server";

/*
 * The photo posts of the tour and destination screens (decision 0031). An upload is
 * multipart and streamed: each file is limited to 10 MB while it arrives and checked and
 * converted in memory; only when the whole body was read and every file accepted are the
 * files stored and the gallery changed, so a refused upload leaves nothing anywhere. The
 * other changes (cover, order, texts, removal) are small forms read by readForm.
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

/** The owner a post names, when it exists, and whether it has a cover yet. */
async function ownerOf(form: FormData): Promise<(GalleryOwner & { hasCover: boolean }) | null> {
  const kind = form.get("ownerKind");
  const id = form.get("ownerId");
  if ((kind !== "tour" && kind !== "destination") || typeof id !== "string" || id === "") return null;
  const table = kind === "tour" ? "tours" : "destinations";
  const row = await getDb().selectFrom(table).select(["id", "image"]).where("id", "=", id).executeTakeFirst();
  return row ? { kind, id, hasCover: row.image.trim() !== "" } : null;
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

/** `narrow`: the names of pictures under MIN_SHARP_WIDTH, taken with a warning (issue #23). */
type Upload = { form: FormData; photos: ProcessedPhoto[]; narrow: string[]; refused: PhotoRefusedError | null };

/** Reads a multipart upload, converting each file as it arrives; a limit passed answers 413 at once. */
async function readUpload(request: Request): Promise<Upload | Refusal> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return refusal(413, PHOTO_TEXTS.tooLarge);
  if ((request.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase() !== "identity") {
    return refusal(415, PHOTO_TEXTS.unreadable);
  }
  const photos: ProcessedPhoto[] = [];
  const narrow: string[] = [];
  let refused: PhotoRefusedError | null = null;
  const handle = async (file: FileUpload) => {
    if (file.fieldName !== "photos" || file.size === 0) return null;
    // After one refusal the rest is read (the limits still count) but not converted.
    if (refused) return null;
    try {
      const photo = await processPhoto(new Uint8Array(await file.arrayBuffer()), file.name || "The picture");
      photos.push(photo);
      if (photo.width < MIN_SHARP_WIDTH) narrow.push(file.name || "The picture");
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      refused = error;
    }
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
    return { form, photos, narrow, refused };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) return refusal(413, PHOTO_TEXTS.tooLarge);
    if (error instanceof MaxFilesExceededError) return refusal(413, PHOTO_TEXTS.tooMany);
    if (error instanceof FormDataParseError) return refusal(400, PHOTO_TEXTS.unreadable);
    throw error;
  }
}

function hasNul(form: FormData): boolean {
  return [...form.entries()].some(([name, value]) => name.includes("\0") || (typeof value === "string" && value.includes("\0")));
}

/** Whose picture a site-content upload is (decision 0024's team and testimonials sections): the section and the row. */
const PEOPLE = { team: { list: "members", field: "image" }, testimonials: { list: "items", field: "avatar" } } as const;
type PeopleSection = keyof typeof PEOPLE;

/**
 * A team member's or a testimonial's picture: the upload's one photo becomes the row's picture
 * (its 480 px JPEG, or the photo's own width when smaller: a portrait is shown small), saved as
 * a change of the section at the version the screen was opened with.
 */
async function setPersonPicture(section: PeopleSection, form: FormData, photos: ProcessedPhoto[]): Promise<Refusal | null> {
  const index = Number(form.get("index"));
  const version = parseVersion(form.get("version"));
  if (photos.length !== 1) return refusal(400, PHOTO_TEXTS.onePicture);
  const stored = await getSiteContentSection(section);
  const rows = (stored.document as unknown as Record<string, Record<string, unknown>[]>)[PEOPLE[section].list] ?? [];
  if (!Number.isInteger(index) || !rows[index]) return refusal(404, PHOTO_TEXTS.unknownPerson);
  if (version === null || version !== stored.version) return refusal(409, PHOTO_TEXTS.conflict);
  const photo = await storePhoto(photos[0]!);
  const width = variantWidths(photo.width)[0]!;
  rows[index] = { ...rows[index], [PEOPLE[section].field]: mediaPath(photo.hash, width, "jpg") };
  const saved = await saveSiteContentSection(section, stored.document, version);
  return saved.status === "ok" ? null : refusal(409, PHOTO_TEXTS.conflict);
}

/** Handles a post to /admin/photos; `requireAdmin` refuses (403) staff who may not change the site content. */
export async function handlePhotoAction(request: Request, back: string, requireAdmin: () => void) {
  const refuse = (status: number, description: string) => data<PhotoActionResult>({ problem: problem(description), back }, { status });
  let form: FormData;
  let photos: ProcessedPhoto[] = [];
  let narrow: string[] = [];
  if (isMultipart(request)) {
    const upload = await readUpload(request);
    if (!("form" in upload)) return refuse(upload.status, upload.problem);
    if (upload.refused) return refuse(upload.refused.status, upload.refused.message);
    form = upload.form;
    photos = upload.photos;
    narrow = upload.narrow;
    if (hasNul(form)) return refuse(400, PHOTO_TEXTS.unreadable);
  } else {
    form = await readForm(request);
  }

  const intent = form.get("intent");
  if (typeof intent !== "string" || !(PHOTO_INTENTS as readonly string[]).includes(intent)) return refuse(400, PHOTO_TEXTS.unknownIntent);
  const kind = form.get("ownerKind");
  if (intent === "upload" && (kind === "team" || kind === "testimonials")) {
    requireAdmin();
    const refused = await setPersonPicture(kind, form, photos);
    if (refused) return refuse(refused.status, refused.problem);
    return redirectWithToast(back, { type: "success", ...PHOTO_TEXTS.uploaded(1) });
  }
  const owner = await ownerOf(form);
  if (!owner) return refuse(404, PHOTO_TEXTS.unknownOwner);
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, PHOTO_TEXTS.conflict);

  const found = await galleryChange(intent as PhotoIntent, form, photos);
  if ("problem" in found) return refuse(found.status, found.problem);
  // A tour created without a picture (issue #23) gets the first photo uploaded as its cover.
  const change = intent === "upload" && !owner.hasCover && photos[0] ? { ...found, cover: photos[0] } : found;
  // Only now, with everything accepted, is anything written.
  for (const photo of photos) await storePhoto(photo);
  let result: Awaited<ReturnType<typeof changeGallery>>;
  try {
    result = await changeGallery({ kind: owner.kind, id: owner.id }, version, change.apply, change.cover);
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
async function galleryChange(intent: PhotoIntent, form: FormData, photos: ProcessedPhoto[]): Promise<Change | Refusal> {
  if (intent === "upload") {
    if (photos.length === 0) return { status: 400, problem: PHOTO_TEXTS.noFiles };
    const added = photos.map((photo) => ({ hash: photo.hash, alt: { en: "", fr: "", ar: "" } }));
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
