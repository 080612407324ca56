import type { Kysely } from "kysely";

/**
 * What an admin typed when their session had already ended (issue #23, decision 0041): the
 * posted text fields, kept for an hour for the browser that holds the row's token, and given
 * back once to the same person after they sign in again. `id` is a keyed hash of that token;
 * `user_id` is the ended session's user when it was still known, or the one who claimed the
 * row at sign-in; `device_keys` are the device cookie's nonces the post came with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("kept_forms")
    .addColumn("id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "varchar(40)", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("claimed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("device_keys", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("page_path", "varchar(500)", (col) => col.notNull())
    .addColumn("form_path", "varchar(500)", (col) => col.notNull())
    .addColumn("form_values", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("kept_forms_expires_at").on("kept_forms").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("kept_forms").execute();
}
