import type { Kysely } from "kysely";

/**
 * The site's editable content (issue #11): one row per section (contact, hours, team…), its
 * texts in every language as one JSON document, with a version for the no-lost-edit check
 * (decision 0004). The sample content is written after the migrations, by the application.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_content")
    .addColumn("section", "varchar(40)", (col) => col.primaryKey())
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_content").execute();
}
