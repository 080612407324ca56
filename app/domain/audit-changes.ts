import { AUDIT_TEXTS } from "~/content/audit";
import { plural } from "~/content/plural";
import { mediaPath, photoOfPath, variantWidths } from "./photos";

/**
 * How a change of a list, a photo, a linked record or a translation reads in a history
 * (issue #23, item 11): "Itinerary: 2 days added, day 3 renamed", the destination's name
 * rather than its id, a photo's thumbnail rather than its hash, "French title changed".
 * Pure: the names and the photos' sizes are looked up by the server beforehand (AuditNames).
 */

const TEXTS = AUDIT_TEXTS.changes;

/**
 * What the server found for the ids a page of history mentions, one query per kind: a
 * record's name as staff know it, by entity and id (`names.destination["bali"]` is "Bali"),
 * and each mentioned photo's smallest stored width, by hash.
 */
export type AuditNames = {
  records?: Partial<Record<string, Record<string, string>>>;
  /** For records no longer there: the name the log last knew them by (their deletion's row). */
  deleted?: Partial<Record<string, Record<string, string>>>;
  photoWidths?: Record<string, number>;
};

/** A photo shown beside a line of history: its smallest stored JPEG, and what it was in the change. */
export type AuditThumbnail = { src: string; label: string };

/** Fields holding another record's id, and the kind of record it names. */
export const LINKED_FIELDS: Record<string, string> = {
  destinationId: "destination",
  tourId: "tour",
  departureId: "departure",
  assigneeId: "user",
};

/** Fields that hold rows of several parts (itinerary days, FAQs): told row by row. */
const ROW_FIELDS = new Set(["itinerary", "faqs"]);

/** The field a row of a kind is named by: a day's title, a question. */
const ROW_NAME: Record<string, string> = { itinerary: "title", faqs: "question" };

type RowKind = "itinerary" | "faqs" | "other";

function rowKind(field: string): RowKind {
  return field === "itinerary" || field === "faqs" ? field : "other";
}

const json = (value: unknown) => JSON.stringify(value);

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A list of rows (objects), as opposed to a list of texts. */
export function isRowList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRow);
}

/** Whether two lists hold the same entries, each as often, in any order. */
function sameEntries(before: unknown[], after: unknown[]): boolean {
  if (before.length !== after.length) return false;
  const counts = new Map<string, number>();
  for (const entry of before) counts.set(json(entry), (counts.get(json(entry)) ?? 0) + 1);
  for (const entry of after) {
    const left = counts.get(json(entry)) ?? 0;
    if (left === 0) return false;
    counts.set(json(entry), left - 1);
  }
  return true;
}

/**
 * Rows compared place by place, as the form numbers them: "2 days added, day 3 renamed",
 * "question 2 reworded", "days reordered"; null when nothing differs.
 */
export function describeRowChanges(field: string, before: unknown[], after: unknown[]): string | null {
  const kind = rowKind(field);
  const noun = TEXTS.rows[kind];
  if (json(before) === json(after)) return null;
  if (sameEntries(before, after)) return TEXTS.reordered[kind];
  const parts: string[] = [];
  const nameField = ROW_NAME[field];
  for (let index = 0; index < Math.min(before.length, after.length); index++) {
    const was = before[index];
    const is = after[index];
    if (json(was) === json(is)) continue;
    const renamed = nameField && isRow(was) && isRow(is) && json(was[nameField] ?? null) !== json(is[nameField] ?? null);
    const otherParts =
      isRow(was) && isRow(is)
        ? [...new Set([...Object.keys(was), ...Object.keys(is)])].some(
            (part) => part !== nameField && json(was[part] ?? null) !== json(is[part] ?? null),
          )
        : !renamed;
    if (renamed) parts.push(TEXTS.renamed[kind](index + 1));
    // A day renamed and re-described is one change of that day; an FAQ's answer is a part of its own.
    if (otherParts && (!renamed || kind === "faqs")) parts.push(TEXTS.changed[kind](index + 1));
  }
  if (after.length > before.length) parts.unshift(TEXTS.added(plural(after.length - before.length, noun)));
  if (before.length > after.length) parts.unshift(TEXTS.removed(plural(before.length - after.length, noun)));
  return parts.join(", ");
}

/** How many rows a list holds, in words: "5 days". */
export function countRows(field: string, rows: unknown[]): string {
  return plural(rows.length, TEXTS.rows[rowKind(field)]);
}

function quoteAll(items: unknown[], shorten: (text: string) => string): string {
  return items.map((item) => TEXTS.quoted(shorten(String(item)))).join(", ");
}

/** A list of texts changed: 'added “Sunset cruise”; removed “Museum”', or "reordered". */
export function describeTextListChanges(before: unknown[], after: unknown[], shorten: (text: string) => string): string | null {
  if (json(before) === json(after)) return null;
  if (sameEntries(before, after)) return TEXTS.listReordered;
  const keys = (list: unknown[]) => new Set(list.map(json));
  const beforeKeys = keys(before);
  const afterKeys = keys(after);
  const added = after.filter((item) => !beforeKeys.has(json(item)));
  const removed = before.filter((item) => !afterKeys.has(json(item)));
  const parts: string[] = [];
  if (added.length > 0) parts.push(TEXTS.addedItems(quoteAll(added, shorten)));
  if (removed.length > 0) parts.push(TEXTS.removedItems(quoteAll(removed, shorten)));
  return parts.length > 0 ? parts.join("; ") : TEXTS.listReordered;
}

/** A list the log keeps for a field: rows (itinerary days, FAQs) or texts. */
export function isListField(field: string, before: unknown, after: unknown): boolean {
  return ROW_FIELDS.has(field) || Array.isArray(before) || Array.isArray(after);
}

/* ---------------------------------------------------------------- photos */

/** The smallest stored JPEG of a photo: what a line of history shows. */
export function thumbnailSrc(hash: string, largestWidth: number): string {
  return mediaPath(hash, variantWidths(largestWidth)[0]!, "jpg");
}

/** A gallery as the log keeps it: one "hash | English | French | Arabic" line per photo. */
function galleryEntries(value: unknown): { hash: string; text: string }[] {
  if (!Array.isArray(value)) return [];
  return value.map((line) => {
    const [hash = "", ...alt] = String(line).split(" | ");
    return { hash, text: alt.join(" | ") };
  });
}

function thumbnailOf(hash: string, names: AuditNames, label: string): AuditThumbnail[] {
  const width = names.photoWidths?.[hash];
  return width ? [{ src: thumbnailSrc(hash, width), label }] : [];
}

/** A gallery changed: "2 photos added, 1 photo removed, alt text of 1 photo changed", with the photos added and removed. */
export function describeGalleryChange(
  before: unknown,
  after: unknown,
  names: AuditNames,
): { text: string | null; thumbnails: AuditThumbnail[] } {
  const was = galleryEntries(before);
  const is = galleryEntries(after);
  const wasByHash = new Map(was.map((entry) => [entry.hash, entry.text]));
  const isHashes = new Set(is.map((entry) => entry.hash));
  const added = is.filter((entry) => !wasByHash.has(entry.hash));
  const removed = was.filter((entry) => !isHashes.has(entry.hash));
  const retitled = is.filter((entry) => wasByHash.has(entry.hash) && wasByHash.get(entry.hash) !== entry.text);
  const kept = (list: { hash: string }[], other: Set<string>) => list.map((entry) => entry.hash).filter((hash) => other.has(hash));
  const reordered = json(kept(was, isHashes)) !== json(kept(is, new Set(wasByHash.keys())));
  const parts: string[] = [];
  if (added.length > 0) parts.push(TEXTS.added(plural(added.length, TEXTS.photos)));
  if (removed.length > 0) parts.push(TEXTS.removed(plural(removed.length, TEXTS.photos)));
  if (retitled.length > 0) parts.push(TEXTS.altChanged(plural(retitled.length, TEXTS.photos)));
  if (reordered) parts.push(TEXTS.photosReordered);
  return {
    text: parts.length > 0 ? parts.join(", ") : null,
    thumbnails: [
      ...added.flatMap((entry) => thumbnailOf(entry.hash, names, TEXTS.photoAdded)),
      ...removed.flatMap((entry) => thumbnailOf(entry.hash, names, TEXTS.photoRemoved)),
    ],
  };
}

/** A cover image changed: "changed", "set" or "removed", with the uploaded photos before and after. */
export function describeCoverChange(before: unknown, after: unknown): { text: string; thumbnails: AuditThumbnail[] } | null {
  const was = typeof before === "string" ? photoOfPath(before) : null;
  const is = typeof after === "string" ? photoOfPath(after) : null;
  // An address elsewhere (not an uploaded photo) reads as text, as any other field.
  if (!was && !is) return null;
  const thumbnails: AuditThumbnail[] = [];
  if (was) thumbnails.push({ src: thumbnailSrc(was.hash, was.width), label: TEXTS.photoBefore });
  if (is) thumbnails.push({ src: thumbnailSrc(is.hash, is.width), label: TEXTS.photoAfter });
  const text = before === null || before === "" ? TEXTS.coverSet : after === null || after === "" ? TEXTS.coverRemoved : TEXTS.coverChanged;
  return { text, thumbnails };
}

/** The hashes of the photos a change mentions (its gallery), for the server to look up their sizes. */
export function photoHashes(changes: Record<string, [unknown, unknown]> | null): string[] {
  const gallery = changes?.gallery;
  if (!gallery) return [];
  return [...new Set([...galleryEntries(gallery[0]), ...galleryEntries(gallery[1])].map((entry) => entry.hash))].filter(Boolean);
}
