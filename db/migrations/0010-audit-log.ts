import type { Kysely } from "kysely";

/**
 * Who changed what, and what happened at the door: one row per catalogue, user or settings
 * change (written in the change's own transaction) and per security event (sign-in, sign-out,
 * refusals). `changes` is JSON text: `{ field: [before, after] }`, never a secret.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    .addColumn("entity", "text")
    .addColumn("entity_id", "text")
    .addColumn("changes", "text")
    .addColumn("detail", "text")
    .addColumn("ip", "text")
    .addColumn("request_id", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id", "at"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
