import { sql, type Kysely } from "kysely";

/**
 * The tours search finds a tour by its destination's country and continent in any language
 * (issue #23). `search_place` is a destination translation's name, country and continent in its
 * language, each falling back to the English, normalized by the app when it writes the row, as
 * `search_text` is (migration 0014); that one holds the description too, which would make every
 * word of a destination's description find its tours.
 *
 * Rows written before this migration are filled here with the text lowered by the database
 * (accents kept); the app writes them normalized at the next save of the destination.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("destination_translations").addColumn("search_place", "text").execute();
  const english = (column: string) =>
    sql`(select ${sql.ref(`destinations.${column}`)} from destinations where destinations.id = destination_translations.destination_id)`;
  const field = (column: string) => sql`coalesce(${sql.ref(`destination_translations.${column}`)}, ${english(column)}, '')`;
  await sql`update destination_translations
    set search_place = lower(${field("title")} || ' ' || ${field("country")} || ' ' || ${field("continent")})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("destination_translations").dropColumn("search_place").execute();
}
