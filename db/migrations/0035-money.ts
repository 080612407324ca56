import type { Kysely } from "kysely";

/**
 * The money ledger (issue #27, decision 0056). Amounts are integer minor units (bigint), times
 * ISO-8601 UTC strings, days `YYYY-MM-DD`.
 *
 * - `payments`: the ledger of bookings and shipments, rows never changed nor deleted: a payment
 *   received, a refund paid out, or the reversal of one of them (`reverses_id`, unique: a row is
 *   reversed once). `amount_minor` is what changed hands in `currency`; `applied_minor` the same
 *   money in the account's currency, with the two rates used when they differ. A payment
 *   received has a receipt number, unique; a provider's transaction id is unique, so that a
 *   notification told twice records once.
 * - `payment_references`: the references of payments standing (not reversed), one row per method
 *   and reference as compared (case, spaces and dashes aside), its primary key refusing the same
 *   payment twice even when two clerks record it at once; a reversal frees it.
 * - `document_numbers`: the last number given per office, series (R, INV, CN) and year, moved on
 *   in the transaction that uses it, so that numbers have no gaps and a rollback gives none away.
 * - `invoices`: invoices and credit notes, immutable once issued; the lines are kept as issued
 *   (JSON), with the tax and, for Beirut, the total in Lebanese pounds and the rate used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("account_kind", "varchar(20)", (col) => col.notNull())
    .addColumn("account_id", "varchar(40)", (col) => col.notNull())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("reverses_id", "varchar(40)", (col) => col.unique().references("payments.id"))
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("applied_minor", "bigint", (col) => col.notNull())
    .addColumn("account_currency", "varchar(3)", (col) => col.notNull())
    .addColumn("paid_per_usd_micros", "bigint")
    .addColumn("owed_per_usd_micros", "bigint")
    .addColumn("rate_day", "varchar(10)")
    .addColumn("method", "varchar(20)", (col) => col.notNull())
    .addColumn("reference", "varchar(100)")
    .addColumn("office_id", "varchar(40)", (col) => col.notNull())
    .addColumn("receipt_number", "varchar(30)", (col) => col.unique())
    .addColumn("reason", "varchar(500)", (col) => col.notNull())
    .addColumn("provider", "varchar(20)", (col) => col.notNull())
    .addColumn("provider_transaction_id", "varchar(100)", (col) => col.unique())
    .addColumn("recorded_at", "varchar(30)", (col) => col.notNull())
    .addColumn("recorded_by", "varchar(100)")
    .addColumn("recorded_by_name", "varchar(200)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("payments_account_idx").on("payments").columns(["account_kind", "account_id", "recorded_at"]).execute();
  await db.schema.createIndex("payments_recorded_idx").on("payments").columns(["recorded_at", "id"]).execute();
  await db.schema.createIndex("payments_office_idx").on("payments").columns(["office_id", "recorded_at"]).execute();

  await db.schema
    .createTable("payment_references")
    .addColumn("method", "varchar(20)", (col) => col.notNull())
    .addColumn("reference_key", "varchar(100)", (col) => col.notNull())
    // No foreign key: the reference is claimed before its payment is written, so that a
    // duplicate is refused before anything else is (also inside a caller's transaction).
    .addColumn("payment_id", "varchar(40)", (col) => col.notNull())
    .addPrimaryKeyConstraint("payment_references_pkey", ["method", "reference_key"])
    .execute();

  await db.schema
    .createTable("document_numbers")
    .addColumn("office_id", "varchar(40)", (col) => col.notNull())
    .addColumn("series", "varchar(5)", (col) => col.notNull())
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("last_number", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("document_numbers_pkey", ["office_id", "series", "year"])
    .execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("number", "varchar(30)", (col) => col.notNull().unique())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("refers_to_id", "varchar(40)", (col) => col.references("invoices.id"))
    .addColumn("account_kind", "varchar(20)", (col) => col.notNull())
    .addColumn("account_id", "varchar(40)", (col) => col.notNull())
    .addColumn("office_id", "varchar(40)", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("customer_name", "varchar(200)", (col) => col.notNull())
    .addColumn("customer_email", "varchar(254)")
    .addColumn("lines", "text", (col) => col.notNull())
    .addColumn("subtotal_minor", "bigint", (col) => col.notNull())
    .addColumn("tax_basis_points", "integer", (col) => col.notNull())
    .addColumn("tax_minor", "bigint", (col) => col.notNull())
    .addColumn("total_minor", "bigint", (col) => col.notNull())
    .addColumn("lbp_total_minor", "bigint")
    .addColumn("lbp_per_usd_micros", "bigint")
    .addColumn("rate_day", "varchar(10)")
    .addColumn("reason", "varchar(500)", (col) => col.notNull())
    .addColumn("issued_at", "varchar(30)", (col) => col.notNull())
    .addColumn("issued_by", "varchar(100)")
    .addColumn("issued_by_name", "varchar(200)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("invoices_account_idx").on("invoices").columns(["account_kind", "account_id", "issued_at"]).execute();
  // One credit note per invoice: a correction of a correction is a new invoice.
  await db.schema.createIndex("invoices_refers_to_key").on("invoices").column("refers_to_id").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invoices").ifExists().execute();
  await db.schema.dropTable("document_numbers").ifExists().execute();
  await db.schema.dropTable("payment_references").ifExists().execute();
  await db.schema.dropTable("payments").ifExists().execute();
}
