import { mediaPath, variantWidths } from "./photos";

/**
 * How a change of a list, a photo, a linked record or a translation reads in a history
 * (issue #23, item 11): "Itinerary: 2 days added, day 3 renamed", the destination's name
 * rather than its id, a photo's thumbnail rather than its hash, "French title changed".
 * Pure: the names and the photos' sizes are looked up by the server beforehand (AuditNames).
 * The facts are here; app/content/audit-history.ts puts them in words.
 */

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
export const ROW_NAME: Record<string, string> = { itinerary: "title", faqs: "question" };

export type RowKind = "itinerary" | "faqs" | "other";

export function rowKind(field: string): RowKind {
  return field === "itinerary" || field === "faqs" ? field : "other";
}

export const json = (value: unknown) => JSON.stringify(value);

export function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A list of rows (objects), as opposed to a list of texts. */
export function isRowList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRow);
}

/** Whether two lists hold the same entries, each as often, in any order. */
export function sameEntries(before: unknown[], after: unknown[]): boolean {
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
export function galleryEntries(value: unknown): { hash: string; text: string }[] {
  if (!Array.isArray(value)) return [];
  return value.map((line) => {
    const [hash = "", ...alt] = String(line).split(" | ");
    return { hash, text: alt.join(" | ") };
  });
}

/** The hashes of the photos a change mentions (its gallery), for the server to look up their sizes. */
export function photoHashes(changes: Record<string, [unknown, unknown]> | null): string[] {
  const gallery = changes?.gallery;
  if (!gallery) return [];
  return [...new Set([...galleryEntries(gallery[0]), ...galleryEntries(gallery[1])].map((entry) => entry.hash))].filter(Boolean);
}
