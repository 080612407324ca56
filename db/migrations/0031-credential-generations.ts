import type { Kysely } from "kysely";

/**
 * A user's credential generation (issue #24, decision 0048): raised by every change of their
 * password, and signed into the browser tokens that remember where they signed in from, so a
 * password change makes every browser unknown again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("credential_generation", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("credential_generation").execute();
}
