import type { Kysely } from "kysely";

/**
 * The Cargo report for a year (issue #28, decision 0059 "Speed") read 45,000 shipments and their
 * pieces row by row and waited for each delivered shipment's events to be read for its first
 * "Ready for pickup". Three indexes answer those reads from the index alone:
 *
 * - the shipments of a period by day and route, with what the report filters and weighs them by,
 *   in the order it groups them;
 * - a shipment's pieces with their weight and measures;
 * - a shipment's events by status and time, so the first "Ready for pickup" is one seek.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("shipments_report_idx")
    .ifNotExists()
    .on("shipments")
    .columns(["drop_off_date", "from_office", "to_office", "status", "mode", "rate_card_id", "id"])
    .execute();
  await db.schema
    .createIndex("shipment_pieces_weight_idx")
    .ifNotExists()
    .on("shipment_pieces")
    .columns(["shipment_id", "grams", "length_cm", "width_cm", "height_cm"])
    .execute();
  await db.schema
    .createIndex("shipment_events_status_per_shipment_idx")
    .ifNotExists()
    .on("shipment_events")
    .columns(["shipment_id", "status", "recorded_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("shipment_events_status_per_shipment_idx").ifExists().execute();
  await db.schema.dropIndex("shipment_pieces_weight_idx").ifExists().execute();
  await db.schema.dropIndex("shipments_report_idx").ifExists().execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "shipments, shipment_pieces and shipment_events were created by 0032 in the same week (issue #26): they held days of data at most, indexed in milliseconds",
};
