import type { Kysely } from "kysely";

/**
 * Sessions end after an idle time and a total lifetime (docs/decisions/0020): each keeps when
 * it was last used and a short description of its browser, shown on the account page. Failed
 * sign-ins remember the device cookie they came with, so failures from a browser that signed
 * in before count against that browser only. Sessions opened under the old 14-day rule end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("sessions").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("last_seen_at", "varchar(30)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("sessions").addColumn("device", "varchar(100)").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  await db.schema.createIndex("sessions_last_seen_at").on("sessions").column("last_seen_at").execute();

  await db.schema.alterTable("sign_in_attempts").addColumn("device_key", "varchar(64)").execute();
  await db.schema.createIndex("sign_in_attempts_device").on("sign_in_attempts").columns(["device_key", "attempted_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sign_in_attempts_device").execute();
  await db.schema.alterTable("sign_in_attempts").dropColumn("device_key").execute();
  await db.schema.dropIndex("sessions_last_seen_at").execute();
  await db.schema.dropIndex("sessions_expires_at").execute();
  await db.schema.alterTable("sessions").dropColumn("device").execute();
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "sessions and sign_in_attempts hold short-lived rows (sessions end within 12 hours and are swept, attempts count for 15 minutes): tens to hundreds of rows, indexed in milliseconds",
};
