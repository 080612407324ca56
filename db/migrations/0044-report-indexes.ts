import type { Kysely } from "kysely";

/**
 * The reports (issue #28, decision 0059) group rows in SQL by period; three of their reads had
 * no index to start from:
 *
 * - the Cargo report's days between ready-for-pickup and delivered start with the delivered
 *   events of a period (`shipment_events` by status and time; the table holds ten events a
 *   shipment) and its waiting list from the ready-for-pickup ones;
 * - the Sales report reads the bookings made in a period (`bookings.created_at`);
 * - the Cash report sums a period's ledger rows by office, method, currency and kind: an index
 *   holding those columns after `recorded_at` answers it without reading the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("shipment_events_status_idx")
    .on("shipment_events")
    .columns(["status", "recorded_at", "shipment_id"])
    .execute();
  await db.schema.createIndex("bookings_created_idx").on("bookings").columns(["created_at", "status"]).execute();
  await db.schema
    .createIndex("payments_report_idx")
    .on("payments")
    .columns(["recorded_at", "office_id", "method", "currency", "kind", "amount_minor", "reverses_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_report_idx").execute();
  await db.schema.dropIndex("bookings_created_idx").execute();
  await db.schema.dropIndex("shipment_events_status_idx").execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "shipment_events (0032) and payments (0035) were created in the same week by issues #26 and #27, and bookings has one row per accepted quote: each held days of data at most, indexed in milliseconds",
};
