import { toTimelineEntry } from "~/content/enquiry-timeline";
import { newestFirst, type EnquiryEvent, type EventActor, type TimelineEntry } from "~/domain/enquiry-timeline";
import type { EnquiryEventsTable } from "../../../db/schema";
import { currentAuditOrigin, nextStamp } from "~/server/accounts/audit.server";
import { getDb, type Db } from "~/server/platform/db.server";
import { outboxStatuses } from "~/server/platform/mail-outbox/outbox.server";
import { quoteTimelineEntries } from "./quotes.server";

/**
 * An enquiry's timeline (issue #13; decision 0034): one row per thing that happened to it, in
 * `enquiry_events`. Written in the transaction of the change it records (pass that transaction,
 * or getDb(), which is it inside inTransaction), and read newest first for the enquiry screen.
 */

/** The staff member making the current change (the admin gate's audit scope), or the system outside one. */
export function currentEventActor(): EventActor {
  const actor = currentAuditOrigin().actor;
  return actor ? { id: actor.id, name: actor.name } : { id: null, name: "System" };
}

/**
 * Adds an event to an enquiry's timeline and makes it the enquiry's last activity. `actor`
 * null is the site itself ("System"); the customer is `{ id: null, name }`. `at` defaults to
 * now. Returns the event's id.
 */
export async function recordEnquiryEvent(
  db: Db,
  event: { enquiryId: string; actor: EventActor | null; type: string; data?: Record<string, unknown> | null; at?: Date },
): Promise<string> {
  const at = event.at ?? new Date();
  const row: EnquiryEventsTable = {
    id: nextStamp(at.getTime()).id,
    enquiry_id: event.enquiryId,
    created_at: at.toISOString(),
    actor_id: event.actor?.id ?? null,
    actor_name: event.actor?.name ?? "System",
    type: event.type,
    data: event.data && Object.keys(event.data).length > 0 ? JSON.stringify(event.data) : null,
  };
  await db.insertInto("enquiry_events").values(row).execute();
  await db.updateTable("enquiries").set({ last_activity_at: row.created_at }).where("id", "=", event.enquiryId).execute();
  return row.id;
}

/** Replaces what an event holds (an e-mail's delivery, known once the mail server answered). */
export async function updateEnquiryEventData(db: Db, id: string, data: Record<string, unknown>): Promise<void> {
  await db
    .updateTable("enquiry_events")
    .set({ data: JSON.stringify(data) })
    .where("id", "=", id)
    .execute();
}

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
