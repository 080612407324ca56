import { addDays, AGENCY_TIME_ZONE } from "./departures";

/*
 * A quote's events as the enquiry's timeline lists them (issue #13). Stored events (created,
 * sent, revised, withdrawn, accepted, declined, hold confirmed, released) come from
 * quote_events; an expiry and a hold that lapsed are read from the dates, as nobody did them.
 */

export const QUOTE_EVENT_TYPES = [
  "created",
  "sent",
  "revised",
  "withdrawn",
  "accepted",
  "declined",
  "expired",
  "hold-confirmed",
  "released",
  // Issue #23: a departure cancelled under a booking, and an accept refused for want of seats.
  "departure-cancelled",
  "accept-failed",
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];

/** One line of the timeline: when, who ("Customer" and "System" for what staff did not do), what. */
export type QuoteTimelineEntry = {
  /** Unique, and sorts in the order things happened at the same instant. */
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  actorName: string;
  type: QuoteEventType;
  summary: string;
  quoteId: string;
  number: string;
};

/** The one who did what the dates did by themselves. */
export const SYSTEM_ACTOR_NAME = "System";

/** A stored event as the timeline reads it. */
export type StoredQuoteEvent = { id: string; at: string; type: QuoteEventType; actorName: string; detail: Record<string, unknown> };

/** What the timeline needs of a quote revision and its booking. */
export type QuoteHistory = {
  id: string;
  number: string;
  revision: number;
  status: string;
  validUntil: string;
  sentAt: string | null;
  events: StoredQuoteEvent[];
  booking: { status: string; heldUntil: string; seats: number } | null;
};

/** The minutes a time zone is ahead of UTC at an instant (Beirut: 120 or 180). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((local - at.getTime()) / 60_000);
}

/** The instant a day (YYYY-MM-DD) begins on the agency's calendar. */
export function startOfAgencyDay(day: string, timeZone: string = AGENCY_TIME_ZONE): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000);
}

/**
 * What a line of the timeline says, in words chosen by the screen (app/content/quotes-admin.ts):
 * from a stored event's type and detail, or "hold-lapsed" with the seats freed.
 */
export type QuoteEventSummary = (type: QuoteEventType | "hold-lapsed", detail: Record<string, unknown>, quote: QuoteHistory) => string;

/**
 * A quote's timeline entries, oldest first: its stored events, then what the calendar did: it
 * expired (sent, never answered, and its last day passed before anything else happened to it),
 * or its hold lapsed (still held the day after its last day).
 */
export function timelineOf(quote: QuoteHistory, now: Date, summaryOf: QuoteEventSummary): QuoteTimelineEntry[] {
  const entries: QuoteTimelineEntry[] = quote.events.map((event) => ({
    id: event.id,
    at: event.at,
    actorName: event.actorName,
    type: event.type,
    summary: summaryOf(event.type, event.detail, quote),
    quoteId: quote.id,
    number: quote.number,
  }));
  // After whatever was stored at the same instant ("~" sorts after the stored ids' digits).
  const derived = (type: QuoteEventType, at: Date, summary: string) =>
    entries.push({
      id: `${at.getTime().toString(16).padStart(12, "0")}-~-${quote.id}-${type}`,
      at: at.toISOString(),
      actorName: SYSTEM_ACTOR_NAME,
      type,
      summary,
      quoteId: quote.id,
      number: quote.number,
    });

  const answered = quote.events.some((event) => event.type === "accepted" || event.type === "declined");
  if (quote.sentAt && !answered) {
    const expiry = startOfAgencyDay(addDays(quote.validUntil, 1));
    // Withdrawn or revised before its last day passed, it never expired.
    const closedAt = quote.events.find((event) => event.type === "withdrawn" || event.type === "revised")?.at;
    if (expiry <= now && (!closedAt || expiry.toISOString() <= closedAt)) {
      derived("expired", expiry, summaryOf("expired", {}, quote));
    }
  }
  if (quote.booking?.status === "held") {
    const lapse = startOfAgencyDay(addDays(quote.booking.heldUntil, 1));
    if (lapse <= now) derived("released", lapse, summaryOf("hold-lapsed", { seats: quote.booking.seats }, quote));
  }
  return sortTimeline(entries);
}

/** Oldest first; what happened at the same instant in the order it was written. */
export function sortTimeline(entries: QuoteTimelineEntry[]): QuoteTimelineEntry[] {
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
