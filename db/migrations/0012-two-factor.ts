import type { Kysely } from "kysely";

/**
 * Two-factor sign-in for staff (issue #10, item 6; decision 0022).
 * - user_two_factor: one row per user who has started or finished setting up TOTP. The secret
 *   is encrypted (AES-256-GCM, key derived from SESSION_SECRET); `enabled_at` is null until the
 *   user confirmed a first code; `last_step` is the last TOTP time-step accepted, so a code is
 *   accepted once; `failures` since `window_start`, `locked_until` and `lockouts` (locks in a
 *   row) are the throttle on wrong codes.
 * - recovery_codes: ten one-time codes per user, kept as SHA-256 hashes; `used_at` once used.
 * - settings: site-wide settings by key (the first: require_two_factor).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_two_factor")
    .addColumn("user_id", "varchar(40)", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("enabled_at", "varchar(30)")
    .addColumn("last_step", "integer")
    .addColumn("failures", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("window_start", "varchar(30)")
    .addColumn("locked_until", "varchar(30)")
    .addColumn("lockouts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("user_id", "varchar(40)", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("used_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("recovery_codes_user").on("recovery_codes").columns(["user_id", "code_hash"]).execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "varchar(100)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("user_two_factor").execute();
}
