import type { Kysely } from "kysely";

/**
 * The uses that count against a limit per sender (issue #24, decision 0045): one row per use
 * that went through, reserved in the same transaction as what it allowed. `limit_name` names
 * the limit (the public forms' "public-forms", say), `sender_key` is a keyed hash of who it is
 * counted against; a row counts until `expires_at`, then it is swept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("limit_name", "varchar(40)", (col) => col.notNull())
    .addColumn("sender_key", "varchar(100)", (col) => col.notNull())
    .addColumn("hit_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_sender").on("rate_limit_hits").columns(["limit_name", "sender_key", "hit_at"]).execute();
  await db.schema.createIndex("rate_limit_hits_expires_at").on("rate_limit_hits").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").execute();
}
