import type { Kysely } from "kysely";

/**
 * The language a contact message was sent in (issue #11): `en`, `fr` or `ar`, from the page the
 * form was on, so the agency can answer in it. Messages sent before are English.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("enquiries")
    .addColumn("locale", "varchar(5)", (col) => col.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("locale").execute();
}
