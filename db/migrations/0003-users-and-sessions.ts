import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    // Lower-cased e-mail: unique ignoring case on both databases.
    .addColumn("email_key", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("role", "varchar(10)", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("last_sign_in_at", "varchar(30)")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "varchar(40)", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("email_key", "varchar(254)", (col) => col.notNull())
    .addColumn("address_key", "varchar(64)", (col) => col.notNull())
    .addColumn("attempted_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sign_in_attempts_email").on("sign_in_attempts").columns(["email_key", "attempted_at"]).execute();
  await db.schema.createIndex("sign_in_attempts_address").on("sign_in_attempts").columns(["address_key", "attempted_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_attempts").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
