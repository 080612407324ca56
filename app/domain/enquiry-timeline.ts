/**
 * An enquiry's timeline (issue #13; decision 0034): every event as stored, and as the enquiry
 * screen shows it. The entry's shape is open on purpose: a `type` string, a one-line `summary`,
 * optional `details` (a note's or an e-mail's text) and an optional `result` (an e-mail's
 * delivery), so later kinds of event (quotes) fit without changing the screen. The words of
 * each entry are chosen in app/content/enquiry-timeline.ts.
 */

/** The types this module describes; any other type is shown from its `summary` datum or its name. */
export const ENQUIRY_EVENT_TYPES = ["received", "status", "assigned", "routed", "note", "email", "archived", "unarchived"] as const;
export type EnquiryEventType = (typeof ENQUIRY_EVENT_TYPES)[number];

/** Who an event's actor was: a staff user, or (no id) the customer or the site itself. */
export type EventActor = { id: string | null; name: string };

export type EnquiryEvent = {
  id: string;
  enquiryId: string;
  /** ISO-8601 UTC. */
  at: string;
  actor: EventActor | null;
  type: string;
  data: Record<string, unknown> | null;
};

/** What became of an e-mail: `sending` until the mail server answered; `queued` while the outbox tries again (issue #23). */
export type DeliveryOutcome = "sending" | "queued" | "sent" | "failed";

/** One entry as the screen shows it, worked out on the server (the relative time too, so hydration agrees). */
export type TimelineEntry = {
  id: string;
  at: string;
  utc: string;
  when: string;
  type: string;
  actor: string;
  summary: string;
  details?: string[];
  result?: { tone: "success" | "error" | "pending"; text: string };
};

/** Newest first; events of one moment in the reverse of the order they were written (their ids sort in it). */
export function newestFirst(events: readonly EnquiryEvent[]): EnquiryEvent[] {
  return [...events].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
}
