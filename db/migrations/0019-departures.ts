import type { Kysely } from "kysely";

/**
 * A tour's departures (issue #12; docs/decisions/0030-departures.md): the day it starts
 * (YYYY-MM-DD; the end follows from the tour's duration), its seats (capacity and seats booked,
 * entered by staff), its status (scheduled, guaranteed, on-request, cancelled; "full" is
 * read from the seats, never stored) and an optional adult price in US cents that overrides
 * the tour's for that date (bigint, as every amount added since 0013). Deleting the tour
 * deletes its departures. Versioned like the catalogue (decision 0004).
 *
 * Indexes: a tour's departures by date (its page, "is there an open departure in March" as a
 * correlated EXISTS from the tours list), and all departures by date (the same question asked
 * the other way round, when few departures fall in the month).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("departures")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("tour_id", "varchar(200)", (col) => col.notNull().references("tours.id").onDelete("cascade"))
    .addColumn("start_date", "varchar(10)", (col) => col.notNull())
    .addColumn("capacity", "integer", (col) => col.notNull())
    .addColumn("seats_booked", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("price_minor", "bigint")
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("departures_tour_start").on("departures").columns(["tour_id", "start_date"]).execute();
  await db.schema.createIndex("departures_start_tour").on("departures").columns(["start_date", "tour_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("departures").execute();
}
