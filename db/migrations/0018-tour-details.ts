import type { Kysely } from "kysely";

/**
 * A tour in full (issue #12): trip code, summary, highlights, what is not included, a
 * day-by-day itinerary, FAQs, difficulty, minimum age, meeting and end points, prices per
 * traveller type and an adult sale price; a destination's travel information. Every column
 * is nullable, so existing rows keep working as they are. Lists, days and FAQs are JSON text
 * (decision 0002: read and written whole); money is integer cents; the sale's last day is a
 * `YYYY-MM-DD` text. The text fields get a column in the translation tables too (decision 0027).
 */

const TOUR_TEXT = ["summary", "highlights", "not_included", "itinerary", "faqs", "meeting_point", "end_point"] as const;
const DESTINATION_TEXT = ["best_time_to_visit", "visa", "health", "currency_info", "language_info", "time_zone"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const tourColumns: [string, "text" | "varchar(40)" | "varchar(10)" | "integer" | "double precision"][] = [
    ["trip_code", "varchar(40)"],
    ...TOUR_TEXT.map((column) => [column, "text"] as [string, "text"]),
    ["difficulty", "integer"],
    ["minimum_age", "integer"],
    ["meeting_latitude", "double precision"],
    ["meeting_longitude", "double precision"],
    ["end_latitude", "double precision"],
    ["end_longitude", "double precision"],
    ["child_price_minor", "integer"],
    ["single_supplement_minor", "integer"],
    ["sale_price_minor", "integer"],
    ["sale_ends_on", "varchar(10)"],
  ];
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [column, type] of tourColumns) await db.schema.alterTable("tours").addColumn(column, type).execute();
  for (const column of TOUR_TEXT) await db.schema.alterTable("tour_translations").addColumn(column, "text").execute();
  for (const column of DESTINATION_TEXT) {
    await db.schema.alterTable("destinations").addColumn(column, "text").execute();
    await db.schema.alterTable("destination_translations").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of DESTINATION_TEXT) {
    await db.schema.alterTable("destination_translations").dropColumn(column).execute();
    await db.schema.alterTable("destinations").dropColumn(column).execute();
  }
  for (const column of TOUR_TEXT) await db.schema.alterTable("tour_translations").dropColumn(column).execute();
  const tourColumns = ["trip_code", ...TOUR_TEXT, "difficulty", "minimum_age", "meeting_latitude", "meeting_longitude"];
  tourColumns.push("end_latitude", "end_longitude", "child_price_minor", "single_supplement_minor", "sale_price_minor", "sale_ends_on");
  for (const column of tourColumns) await db.schema.alterTable("tours").dropColumn(column).execute();
}
