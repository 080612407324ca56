import type { Kysely } from "kysely";

/**
 * Paying online (issue #27, decision 0057). Amounts are integer minor units (bigint), times
 * ISO-8601 UTC strings.
 *
 * - `online_payments`: each payment the site asked a provider to take (CinetPay), by the
 *   transaction id the site chose (random, unique): which account, what amount in which
 *   currency, at which office. A notification is compared with this row, never with itself.
 * - `payment_notifications`: every notification received whose signature held, kept as told:
 *   the transaction id, what came of it (recorded, held for review, refused, pending), the
 *   amount asked and the amount the provider told, the fields received (no secret among them),
 *   the payment recorded if any, and when it arrived and was settled. Several per transaction
 *   (a provider tells again until it hears 200).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("online_payments")
    .addColumn("transaction_id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("provider", "varchar(20)", (col) => col.notNull())
    .addColumn("account_kind", "varchar(20)", (col) => col.notNull())
    .addColumn("account_id", "varchar(40)", (col) => col.notNull())
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("office_id", "varchar(40)", (col) => col.notNull())
    .addColumn("locale", "varchar(5)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("online_payments_account_idx")
    .on("online_payments")
    .columns(["account_kind", "account_id", "created_at"])
    .execute();

  await db.schema
    .createTable("payment_notifications")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("provider", "varchar(20)", (col) => col.notNull())
    .addColumn("transaction_id", "varchar(64)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("reason", "varchar(100)", (col) => col.notNull())
    .addColumn("asked_minor", "bigint")
    .addColumn("asked_currency", "varchar(3)")
    .addColumn("told_amount", "varchar(40)")
    .addColumn("told_currency", "varchar(10)")
    .addColumn("provider_status", "varchar(40)")
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("payment_id", "varchar(40)", (col) => col.references("payments.id"))
    .addColumn("received_at", "varchar(30)", (col) => col.notNull())
    .addColumn("settled_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("payment_notifications_transaction_idx")
    .on("payment_notifications")
    .columns(["transaction_id", "received_at"])
    .execute();
  await db.schema.createIndex("payment_notifications_status_idx").on("payment_notifications").columns(["status", "received_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_notifications").ifExists().execute();
  await db.schema.dropTable("online_payments").ifExists().execute();
}
