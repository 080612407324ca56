import type { EventActor } from "~/domain/enquiry-timeline";
import type { EnquiryEventsTable } from "../../../db/schema";
import { currentAuditOrigin, nextStamp } from "~/server/accounts/audit.server";
import type { Db } from "~/server/platform/db.server";

/**
 * An enquiry's timeline (issue #13; decision 0034): one row per thing that happened to it, in
 * `enquiry_events`. Written in the transaction of the change it records (pass that transaction,
 * or getDb(), which is it inside inTransaction); enquiry-timeline.server.ts reads it back.
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
