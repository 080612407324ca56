import type { Kysely } from "kysely";

/**
 * A user's version (issue #23, item 12): raised by every change of their display name, so a
 * name saved over someone else's newer change is refused as a conflict (decision 0004), as
 * the catalogue's records are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("version").execute();
}
