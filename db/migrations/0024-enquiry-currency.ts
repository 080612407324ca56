import type { Kysely } from "kysely";

/**
 * The currency the visitor was browsing in when they sent an enquiry (issue #13): a quote for
 * it starts in that currency. Null for enquiries sent before, which start in US dollars.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").addColumn("currency", "varchar(3)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("currency").execute();
}
