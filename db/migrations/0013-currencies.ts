import type { Kysely } from "kysely";

/**
 * Currencies (issue #11; docs/decisions/0025-currencies.md).
 * - exchange_rates: what one US dollar buys in another currency, in millionths of a unit
 *   (1 USD = 89,500 LBP is 89,500,000,000: beyond 2^31, so bigint), from a day on. Rows are
 *   never changed or deleted: the history is the table.
 * - tour_prices: a tour's explicit price in a currency, in that currency's minor units
 *   (bigint: a price in Lebanese pounds passes 2^31 easily), which wins over the conversion.
 *   Deleting the tour deletes them.
 * Sample rates apply from 2026-01-01.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("exchange_rates")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("per_usd_micros", "bigint", (col) => col.notNull())
    .addColumn("applies_from", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("created_by", "varchar(200)")
    .execute();
  await db.schema.createIndex("exchange_rates_currency").on("exchange_rates").columns(["currency", "applies_from"]).execute();

  await db.schema
    .createTable("tour_prices")
    .addColumn("tour_id", "varchar(200)", (col) => col.notNull().references("tours.id").onDelete("cascade"))
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("tour_prices_pk", ["tour_id", "currency"])
    .execute();
  await db.schema.createIndex("tour_prices_currency").on("tour_prices").columns(["currency", "amount_minor"]).execute();

  const createdAt = "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("exchange_rates")
    .values([
      {
        id: "sample-lbp",
        currency: "LBP",
        per_usd_micros: 89_500_000_000,
        applies_from: "2026-01-01",
        created_at: createdAt,
        created_by: "System",
      },
      {
        id: "sample-xof",
        currency: "XOF",
        per_usd_micros: 600_000_000,
        applies_from: "2026-01-01",
        created_at: createdAt,
        created_by: "System",
      },
      {
        id: "sample-lrd",
        currency: "LRD",
        per_usd_micros: 190_000_000,
        applies_from: "2026-01-01",
        created_at: createdAt,
        created_by: "System",
      },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tour_prices").execute();
  await db.schema.dropTable("exchange_rates").execute();
}
