import { toTimelineEntry } from "~/content/enquiry-timeline";
import { newestFirst, type EnquiryEvent, type TimelineEntry } from "~/domain/enquiry-timeline";
import type { EnquiryEventsTable } from "../../../db/schema";
import { getDb } from "~/server/platform/db.server";
import { outboxStatuses } from "~/server/platform/mail-outbox/outbox.server";
import { quoteTimelineEntries } from "./quotes.server";

/*
 * An enquiry's timeline as the enquiry screen reads it (decision 0034): its events newest first,
 * with its quotes' events and what became of its e-mails. Apart from the writer
 * (enquiry-events.server.ts), which the quotes module uses, so the two import no circle.
 */

function parseData(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toEvent(row: EnquiryEventsTable): EnquiryEvent {
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    at: row.created_at,
    actor: row.actor_id || row.actor_name ? { id: row.actor_id, name: row.actor_name ?? row.actor_id! } : null,
    type: row.type,
    data: parseData(row.data),
  };
}

/** An enquiry's events as stored, newest first. */
export async function enquiryEvents(enquiryId: string): Promise<EnquiryEvent[]> {
  const rows = await getDb()
    .selectFrom("enquiry_events")
    .selectAll()
    .where("enquiry_id", "=", enquiryId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toEvent);
}

/**
 * The enquiry screen's timeline, newest first, its arrival last, with its quotes' events. An enquiry stored without its
 * arrival event (a row written straight into the table) still shows when it came, from the
 * enquiry itself.
 */
export async function enquiryTimeline(enquiryId: string, reference: Date = new Date(), timeZone = "UTC"): Promise<TimelineEntry[]> {
  const events = await withOutboxDelivery(await enquiryEvents(enquiryId));
  if (!events.some((event) => event.type === "received")) {
    const enquiry = await getDb().selectFrom("enquiries").select(["name", "created_at"]).where("id", "=", enquiryId).executeTakeFirst();
    if (enquiry) {
      events.push({
        id: `received-${enquiryId}`,
        enquiryId,
        at: enquiry.created_at,
        actor: { id: null, name: enquiry.name },
        type: "received",
        data: null,
      });
    }
  }
  // Its quotes' events (issue #13), each as a line of its own with who did it.
  for (const entry of await quoteTimelineEntries(enquiryId, reference)) {
    events.push({
      id: entry.id,
      enquiryId,
      at: entry.at,
      actor: { id: null, name: entry.actorName },
      type: `quote-${entry.type}`,
      data: { summary: entry.summary },
    });
  }
  return newestFirst(events).map((event) => toTimelineEntry(event, reference, timeZone));
}

/**
 * A reply not yet known as sent or failed when it was written reads what became of it from its
 * outbox row (issue #23): the outbox may have sent it, or given it up, since.
 */
async function withOutboxDelivery(events: EnquiryEvent[]): Promise<EnquiryEvent[]> {
  const pending = events.filter(
    (event) =>
      event.type === "email" &&
      typeof event.data?.outboxId === "string" &&
      event.data.outcome !== "sent" &&
      event.data.outcome !== "failed",
  );
  const statuses = await outboxStatuses(pending.map((event) => String(event.data!.outboxId)));
  return events.map((event) => {
    const row = pending.includes(event) ? statuses.get(String(event.data!.outboxId)) : undefined;
    return row ? { ...event, data: { ...event.data, outcome: row.status, reason: row.lastError ?? "" } } : event;
  });
}
