import type { TranslatedLocale } from "./translations";

/** As the `status` column holds it (migration 0017). */
export type PublicationStatus = "draft" | "published";

/**
 * Drafts (issue #12, decision 0028). A record reaches visitors when it is published and its
 * scheduled time, if any, has come; a tour also needs its destination to be public. Times are
 * ISO-8601 UTC text, which sorts as it reads, in the database as here.
 */
export type Publication = { status: PublicationStatus; publishAt: string | null };

/** What the admin screens call a record's state: a published record whose time is still to come is "scheduled". */
export type PublicationState = "draft" | "scheduled" | "published";

/** What a staff preview's banner says of a record visitors do not see: from when they will, if it is scheduled. */
export type PreviewNotice = { scheduledAt: string | null };

/** Publish's question when French or Arabic is missing (issue #23): the record and the languages. */
export type PublishWarning = { id: string; missing: TranslatedLocale[] };

export const DRAFT: Publication = { status: "draft", publishAt: null };
export const PUBLISHED: Publication = { status: "published", publishAt: null };

export function isPublicationStatus(value: unknown): value is PublicationStatus {
  return value === "draft" || value === "published";
}

export function publicationState(record: Publication, at: Date = new Date()): PublicationState {
  if (record.status !== "published") return "draft";
  return record.publishAt !== null && record.publishAt > at.toISOString() ? "scheduled" : "published";
}

/** Whether visitors see the record now (its own state only; a tour's destination is checked apart). */
export function isPublicNow(record: Publication, at: Date = new Date()): boolean {
  return publicationState(record, at) === "published";
}

/**
 * Whether a tour may be published: its destination must be published or scheduled (a draft
 * destination would leave the tour without a page to link to). A scheduled destination is
 * enough: the tour shows when both have come.
 */
export function canPublishTour(destination: Publication | null): boolean {
  return destination !== null && destination.status === "published";
}

/** The publish time a form posts (`datetime-local`, read as UTC: the admin screens show UTC times, decision 0008) as ISO-8601 UTC; empty is none. */
export function parsePublishAt(value: string): string | null | undefined {
  const text = value.trim();
  if (text === "") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?Z?$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = "0", fraction = "0"] = match;
  const milliseconds = Number(fraction.padEnd(3, "0"));
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), milliseconds));
  // Date.UTC rolls 31 February over into March (and 25:00 into the next day): a time that moved was not one.
  const fields = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  if (Number.isNaN(date.getTime()) || fields.join() !== [month, day, hour, minute, second].map(Number).join()) return undefined;
  if (date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 9999) return undefined;
  return date.toISOString();
}

/** An ISO time as a `datetime-local` field shows it (UTC, to the minute). */
export function publishAtFieldValue(publishAt: string | null): string {
  return publishAt ? publishAt.slice(0, 16) : "";
}

/** What a Publish or Unpublish button posts as `intent`. */
export const PUBLICATION_INTENTS = ["publish", "unpublish"] as const;
export type PublicationIntent = (typeof PUBLICATION_INTENTS)[number];

export function parsePublicationIntent(value: FormDataEntryValue | null): PublicationIntent | null {
  return (PUBLICATION_INTENTS as readonly unknown[]).includes(value) ? (value as PublicationIntent) : null;
}
