import type { Kysely } from "kysely";

/**
 * The cargo desk (issue #26, decision 0055). Times are ISO-8601 UTC strings, dates `YYYY-MM-DD`,
 * weights integer grams, sizes whole centimetres, money integer minor units (bigint: Lebanese
 * pounds pass 2^31).
 *
 * - `cargo_rate_cards` with `cargo_rate_brackets` and `cargo_piece_prices`: a change of rates is
 *   a new dated card for the route and mode; the card in force on a day is the latest whose
 *   `valid_from` is on or before it, so the history is the rows themselves. A bracket starts at
 *   `from_quantity` (grams by air, millionths of a tonne-or-m³ by sea).
 * - `shipments`, its `shipment_pieces` and `shipment_charges` (the lines computed from the card
 *   in force on the drop-off date, kept so that a later card does not move them).
 * - `shipment_events`: append-only. `shipments.status` is derived from them: the latest event's
 *   status, written in the same transaction as each event, only so that the admin list filters
 *   and counts by status without reading the events; nothing else writes it.
 * - `cargo_batches`: shipments leaving together; `shipments.batch_id` says which one a shipment is in.
 * - `search_text`: the lower-cased tracking number, names and phones, for the admin list's search
 *   (a substring LIKE). No B-tree serves a substring search, so it has none: a tracking number is
 *   found by its unique index, and a trigram index for the rest is the bench slice's to add if
 *   100,000 shipments need it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cargo_rate_cards")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("from_office", "varchar(40)", (col) => col.notNull())
    .addColumn("to_office", "varchar(40)", (col) => col.notNull())
    .addColumn("mode", "varchar(10)", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("divisor", "integer")
    .addColumn("step_grams", "integer")
    .addColumn("minimum_minor", "bigint", (col) => col.notNull())
    .addColumn("valid_from", "varchar(10)", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("created_by", "varchar(100)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("cargo_rate_cards_route_idx")
    .on("cargo_rate_cards")
    .columns(["from_office", "to_office", "mode", "valid_from"])
    .execute();

  await db.schema
    .createTable("cargo_rate_brackets")
    .addColumn("card_id", "varchar(40)", (col) => col.notNull().references("cargo_rate_cards.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("from_quantity", "bigint", (col) => col.notNull())
    .addColumn("rate_minor", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("cargo_rate_brackets_pk", ["card_id", "position"])
    .execute();

  await db.schema
    .createTable("cargo_piece_prices")
    .addColumn("card_id", "varchar(40)", (col) => col.notNull().references("cargo_rate_cards.id").onDelete("cascade"))
    .addColumn("piece_kind", "varchar(20)", (col) => col.notNull())
    .addColumn("price_minor", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("cargo_piece_prices_pk", ["card_id", "piece_kind"])
    .execute();

  await db.schema
    .createTable("cargo_batches")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("mode", "varchar(10)", (col) => col.notNull())
    .addColumn("from_office", "varchar(40)", (col) => col.notNull())
    .addColumn("to_office", "varchar(40)", (col) => col.notNull())
    .addColumn("carrier", "varchar(200)", (col) => col.notNull())
    .addColumn("vessel", "varchar(200)", (col) => col.notNull())
    .addColumn("master_waybill", "varchar(100)", (col) => col.notNull())
    .addColumn("departure_date", "varchar(10)")
    .addColumn("arrival_date", "varchar(10)")
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("created_by", "varchar(100)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("shipments")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("tracking_number", "varchar(20)", (col) => col.notNull())
    .addColumn("from_office", "varchar(40)", (col) => col.notNull())
    .addColumn("to_office", "varchar(40)", (col) => col.notNull())
    .addColumn("mode", "varchar(10)", (col) => col.notNull())
    .addColumn("status", "varchar(30)", (col) => col.notNull())
    .addColumn("sender_name", "varchar(200)", (col) => col.notNull())
    .addColumn("sender_phone", "varchar(40)", (col) => col.notNull())
    .addColumn("sender_email", "varchar(254)")
    .addColumn("receiver_name", "varchar(200)", (col) => col.notNull())
    .addColumn("receiver_phone", "varchar(40)", (col) => col.notNull())
    .addColumn("receiver_email", "varchar(254)")
    .addColumn("receiver_city", "varchar(200)", (col) => col.notNull())
    .addColumn("contents", "varchar(2000)", (col) => col.notNull())
    .addColumn("declared_value_minor", "bigint")
    .addColumn("declared_currency", "varchar(3)")
    .addColumn("payer", "varchar(20)", (col) => col.notNull())
    .addColumn("internal_note", "varchar(4000)", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("enquiry_id", "varchar(40)", (col) => col.references("enquiries.id").onDelete("set null"))
    .addColumn("batch_id", "varchar(40)", (col) => col.references("cargo_batches.id").onDelete("set null"))
    .addColumn("rate_card_id", "varchar(40)", (col) => col.references("cargo_rate_cards.id"))
    .addColumn("drop_off_date", "varchar(10)", (col) => col.notNull())
    .addColumn("search_text", "varchar(1000)", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("created_by", "varchar(100)")
    .addColumn("updated_by", "varchar(100)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("shipments_tracking_number_key").on("shipments").column("tracking_number").unique().execute();
  await db.schema.createIndex("shipments_status_idx").on("shipments").columns(["status", "drop_off_date"]).execute();
  await db.schema.createIndex("shipments_from_office_idx").on("shipments").columns(["from_office", "drop_off_date"]).execute();
  await db.schema.createIndex("shipments_to_office_idx").on("shipments").columns(["to_office", "drop_off_date"]).execute();
  await db.schema.createIndex("shipments_mode_idx").on("shipments").columns(["mode", "drop_off_date"]).execute();
  await db.schema.createIndex("shipments_drop_off_idx").on("shipments").columns(["drop_off_date", "id"]).execute();
  await db.schema.createIndex("shipments_batch_idx").on("shipments").column("batch_id").execute();

  await db.schema
    .createTable("shipment_pieces")
    .addColumn("shipment_id", "varchar(40)", (col) => col.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("grams", "bigint", (col) => col.notNull())
    .addColumn("length_cm", "integer", (col) => col.notNull())
    .addColumn("width_cm", "integer", (col) => col.notNull())
    .addColumn("height_cm", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("shipment_pieces_pk", ["shipment_id", "position"])
    .execute();

  await db.schema
    .createTable("shipment_charges")
    .addColumn("shipment_id", "varchar(40)", (col) => col.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("label", "varchar(200)", (col) => col.notNull())
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addPrimaryKeyConstraint("shipment_charges_pk", ["shipment_id", "position"])
    .execute();

  await db.schema
    .createTable("shipment_events")
    .addColumn("id", "varchar(100)", (col) => col.primaryKey())
    .addColumn("shipment_id", "varchar(40)", (col) => col.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("sequence", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(30)", (col) => col.notNull())
    .addColumn("place", "varchar(200)", (col) => col.notNull())
    .addColumn("public_note", "varchar(1000)", (col) => col.notNull())
    .addColumn("internal_note", "varchar(4000)", (col) => col.notNull())
    .addColumn("office", "varchar(40)")
    .addColumn("recorded_at", "varchar(30)", (col) => col.notNull())
    .addColumn("recorded_by", "varchar(100)")
    .addColumn("recorded_by_name", "varchar(200)")
    .addColumn("batch_event_id", "varchar(40)")
    .execute();
  await db.schema
    .createIndex("shipment_events_shipment_idx")
    .on("shipment_events")
    .columns(["shipment_id", "recorded_at", "sequence"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "shipment_events",
    "shipment_charges",
    "shipment_pieces",
    "shipments",
    "cargo_batches",
    "cargo_piece_prices",
    "cargo_rate_brackets",
    "cargo_rate_cards",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
