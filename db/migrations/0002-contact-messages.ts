import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "varchar(40)", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("tour_id", "varchar(100)")
    .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("unread"))
    .addColumn("archived", "integer", (col) => col.notNull().defaultTo(0))
    // A keyed hash of the sender's address, for the rate limit; the address itself is not kept.
    .addColumn("sender_key", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();
  await db.schema.createIndex("contact_messages_sender").on("contact_messages").columns(["sender_key", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
