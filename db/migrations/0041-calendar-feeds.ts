import type { Kysely } from "kysely";

/**
 * The calendar (issue #28, decision 0061).
 * - calendar_feeds: each staff member's private calendar address, one row per user. Only the
 *   SHA-256 (hex) of the address's secret is kept (`token_hash`, unique); renewing replaces the
 *   row's hash, so the old address stops working at once. Deleting the user deletes the row.
 * - Indexes for the calendar's month questions that none answered yet: holds by their last day
 *   (held bookings), and cargo batches by their departure and arrival days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "varchar(40)", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bookings_status_held_until").on("bookings").columns(["status", "held_until"]).execute();
  await db.schema.createIndex("cargo_batches_departure_date").on("cargo_batches").column("departure_date").execute();
  await db.schema.createIndex("cargo_batches_arrival_date").on("cargo_batches").column("arrival_date").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("cargo_batches_arrival_date").execute();
  await db.schema.dropIndex("cargo_batches_departure_date").execute();
  await db.schema.dropIndex("bookings_status_held_until").execute();
  await db.schema.dropTable("calendar_feeds").ifExists().execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "bookings (one per accepted quote) and cargo_batches (a few a week, created by 0032 days earlier) were small: tens to hundreds of rows, indexed in milliseconds",
};
