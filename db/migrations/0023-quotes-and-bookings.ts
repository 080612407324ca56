import type { Kysely } from "kysely";

/**
 * Quotes and bookings (issue #13; docs/decisions/0035-quotes-and-bookings.md).
 * - quote_numbers: one row per year, the last number given (`Q-2026-0042`); raised by one
 *   conditional UPDATE, so two quotes created at once never share a number.
 * - quotes: one row per revision of a quote (`number` + `revision` is unique). Amounts are
 *   minor units of the quote's currency (bigint: Lebanese pounds pass 2^31); the rate of the day
 *   is kept (`per_usd_micros`, millionths of a unit per dollar, as exchange_rates). The
 *   customer's link is a random token of which only the SHA-256 hash is stored. Versioned
 *   (decision 0004). Deleting the enquiry deletes its quotes (its personal data goes with it).
 * - quote_lines: what is offered, in order; `kind` says which lines are seats on the departure.
 * - quote_events: what happened to a quote (created, sent with the e-mail's result, revised,
 *   withdrawn, accepted, declined, hold confirmed, released), for the enquiry's timeline.
 * - bookings: seats held by an accepted quote on a departure until `held_until` (a day on the
 *   agency's calendar, included), then confirmed or released. A hold whose day has passed no
 *   longer counts, whatever its stored status.
 * No rows exist before this migration, so nothing moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("quote_numbers")
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("last_number", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("quotes")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("enquiry_id", "varchar(40)", (col) => col.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("number", "varchar(20)", (col) => col.notNull())
    .addColumn("revision", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("per_usd_micros", "bigint")
    .addColumn("rate_day", "varchar(10)")
    .addColumn("valid_until", "varchar(10)", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("departure_id", "varchar(40)", (col) => col.references("departures.id").onDelete("set null"))
    .addColumn("total_minor", "bigint", (col) => col.notNull())
    .addColumn("token_hash", "varchar(64)")
    .addColumn("previous_id", "varchar(40)")
    .addColumn("created_by", "varchar(200)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(30)")
    .addColumn("answered_at", "varchar(30)")
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("quotes_number_revision").on("quotes").columns(["number", "revision"]).unique().execute();
  await db.schema.createIndex("quotes_token_hash").on("quotes").column("token_hash").unique().execute();
  await db.schema.createIndex("quotes_enquiry").on("quotes").columns(["enquiry_id", "created_at"]).execute();
  await db.schema.createIndex("quotes_status").on("quotes").columns(["status", "valid_until"]).execute();

  await db.schema
    .createTable("quote_lines")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("quote_id", "varchar(40)", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("description", "varchar(300)", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("unit_price_minor", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("quote_lines_quote").on("quote_lines").columns(["quote_id", "position"]).execute();

  await db.schema
    .createTable("quote_events")
    .addColumn("id", "varchar(80)", (col) => col.primaryKey())
    .addColumn("quote_id", "varchar(40)", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("enquiry_id", "varchar(40)", (col) => col.notNull())
    .addColumn("at", "varchar(30)", (col) => col.notNull())
    .addColumn("type", "varchar(30)", (col) => col.notNull())
    .addColumn("actor_id", "varchar(40)")
    .addColumn("actor_name", "varchar(200)", (col) => col.notNull())
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("quote_events_enquiry").on("quote_events").columns(["enquiry_id", "at"]).execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("quote_id", "varchar(40)", (col) => col.notNull().unique().references("quotes.id").onDelete("cascade"))
    .addColumn("departure_id", "varchar(40)", (col) => col.notNull().references("departures.id").onDelete("cascade"))
    .addColumn("adults", "integer", (col) => col.notNull())
    .addColumn("children", "integer", (col) => col.notNull())
    .addColumn("seats", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("held_until", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  // The seats a departure's active holds take: by departure, status and day.
  await db.schema.createIndex("bookings_departure").on("bookings").columns(["departure_id", "status", "held_until"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bookings").execute();
  await db.schema.dropTable("quote_events").execute();
  await db.schema.dropTable("quote_lines").execute();
  await db.schema.dropTable("quotes").execute();
  await db.schema.dropTable("quote_numbers").execute();
}
