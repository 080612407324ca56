import type { Kysely } from "kysely";

/**
 * The reports (issue #28, decision 0059) group rows in SQL by period; two of their reads had no
 * index to start from:
 *
 * - the Cargo report's days from "Ready for pickup" to "Delivered" starts from the delivered
 *   events of a period (`shipment_events` by status and time; the table holds ten events a
 *   shipment) and its waiting list from the ready-for-pickup ones;
 * - the Sales report reads the bookings made in a period (`bookings.created_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("shipment_events_status_idx")
    .on("shipment_events")
    .columns(["status", "recorded_at", "shipment_id"])
    .execute();
  await db.schema.createIndex("bookings_created_idx").on("bookings").columns(["created_at", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_created_idx").execute();
  await db.schema.dropIndex("shipment_events_status_idx").execute();
}
