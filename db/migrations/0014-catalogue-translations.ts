import type { Kysely } from "kysely";

/**
 * Translated catalogue content (issue #11): one row per record and language (fr, ar) beside
 * the English in the record's own table. A field left null is not translated yet and reads
 * as the English. Lists (activities, included services) are JSON text, as in the main tables.
 *
 * `search_text` is the row's text in its language, every field falling back to the English,
 * normalized by the app (lower case, no accents, Arabic letter variants folded) when it writes
 * the row: the public search compares the visitor's text normalized the same way. The
 * destinations' `search_title` is the same for the name alone (the tours list's destination
 * search). A row goes with its record (on delete cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("destination_translations")
    .addColumn("destination_id", "varchar(100)", (col) => col.notNull().references("destinations.id").onDelete("cascade"))
    .addColumn("locale", "varchar(10)", (col) => col.notNull())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("country", "text")
    .addColumn("continent", "text")
    .addColumn("activities", "text")
    .addColumn("search_title", "text", (col) => col.notNull())
    .addColumn("search_text", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("destination_translations_pk", ["destination_id", "locale"])
    .execute();

  await db.schema
    .createTable("tour_translations")
    .addColumn("tour_id", "varchar(100)", (col) => col.notNull().references("tours.id").onDelete("cascade"))
    .addColumn("locale", "varchar(10)", (col) => col.notNull())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("included_services", "text")
    .addColumn("search_text", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("tour_translations_pk", ["tour_id", "locale"])
    .execute();

  await db.schema
    .createTable("service_translations")
    .addColumn("service_id", "varchar(100)", (col) => col.notNull().references("services.id").onDelete("cascade"))
    .addColumn("locale", "varchar(10)", (col) => col.notNull())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addPrimaryKeyConstraint("service_translations_pk", ["service_id", "locale"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("service_translations").execute();
  await db.schema.dropTable("tour_translations").execute();
  await db.schema.dropTable("destination_translations").execute();
}
