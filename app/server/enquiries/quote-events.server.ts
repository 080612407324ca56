import type { QuoteEventType } from "~/domain/quote-timeline";
import { currentAuditOrigin, nextStamp } from "~/server/accounts/audit.server";
import { getDb } from "~/server/platform/db.server";

/*
 * What happened to a quote (issue #13), written in the change's own transaction: the enquiry's
 * timeline reads them back (quoteTimelineEntries in quotes.server.ts). Staff changes are also
 * in the audit log; what the customer does (accept, decline) is only here, as a visitor's
 * contact message is not logged either (decision 0023).
 */

/** Who did it as the timeline names them: the signed-in staff member, or the customer. */
export type EventActor = { id: string | null; name: string } | "customer";

/** The customer's actor name in the timeline; also the one the English admin shows. */
export const CUSTOMER_ACTOR = "Customer";

export async function recordQuoteEvent(
  quote: { id: string; enquiryId: string },
  type: QuoteEventType,
  detail: Record<string, unknown> = {},
  actor: EventActor = staffActor(),
): Promise<string> {
  const { id, at } = nextStamp();
  await getDb()
    .insertInto("quote_events")
    .values({
      id,
      quote_id: quote.id,
      enquiry_id: quote.enquiryId,
      at,
      type,
      actor_id: actor === "customer" ? null : actor.id,
      actor_name: actor === "customer" ? CUSTOMER_ACTOR : actor.name,
      detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
    })
    .execute();
  return id;
}

/** The author of the request's change (the admin gate's scope), as an event's actor. */
function staffActor(): EventActor {
  const { actor } = currentAuditOrigin();
  return { id: actor?.id ?? null, name: actor?.name ?? "System" };
}

/** Adds to an event's detail once something later is known (the e-mail's delivery, after the commit). */
export async function addEventDetail(eventId: string, more: Record<string, unknown>): Promise<void> {
  const row = await getDb().selectFrom("quote_events").select("detail").where("id", "=", eventId).executeTakeFirst();
  if (!row) return;
  const detail = { ...(row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {}), ...more };
  await getDb()
    .updateTable("quote_events")
    .set({ detail: JSON.stringify(detail) })
    .where("id", "=", eventId)
    .execute();
}
