import type { Kysely } from "kysely";

/**
 * Enquiries of every kind (issue #13; docs/decisions/0033-enquiry-kinds.md): beside the contact
 * form's messages, the tour, air ticket, cargo and visa forms.
 * - kind: contact, tour, air, cargo or visa. Every message stored before is a contact message,
 *   which the column's default writes into each existing row.
 * - details: the kind's own fields as JSON text (adults and children, the route and dates, what
 *   is sent…); null for a contact message, whose fields are the table's own.
 * - departure_id: the tour form's chosen departure, beside the tour_id every booking had. No
 *   foreign key, like tour_id: deleting a departure (or a tour) must not delete what a customer
 *   wrote; the details keep the departure's date.
 * The list filters by kind, newest first: an index on (kind, created_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("enquiries")
    .addColumn("kind", "varchar(10)", (col) => col.notNull().defaultTo("contact"))
    .execute();
  await db.schema.alterTable("enquiries").addColumn("details", "text").execute();
  await db.schema.alterTable("enquiries").addColumn("departure_id", "varchar(40)").execute();
  await db.schema.createIndex("enquiries_kind_created_at").on("enquiries").columns(["kind", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // SQLite refuses to drop a column an index covers: the index goes first.
  await db.schema.dropIndex("enquiries_kind_created_at").execute();
  await db.schema.alterTable("enquiries").dropColumn("departure_id").execute();
  await db.schema.alterTable("enquiries").dropColumn("details").execute();
  await db.schema.alterTable("enquiries").dropColumn("kind").execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "enquiries held the messages received so far (hundreds of rows at most: the agency gets tens a day), indexed in milliseconds",
};
