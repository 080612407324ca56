import type { Kysely } from "kysely";

/**
 * Offices (issue #23): the office a staff member works from (whose time zone their screens
 * use) and the office an enquiry is routed to. Both are an office id of the site content's
 * `offices` section (beirut, abidjan, monrovia), or null for none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("office", "varchar(40)").execute();
  await db.schema.alterTable("enquiries").addColumn("office", "varchar(40)").execute();
  await db.schema.createIndex("enquiries_office_created_idx").on("enquiries").columns(["office", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("enquiries_office_created_idx").execute();
  await db.schema.alterTable("enquiries").dropColumn("office").execute();
  await db.schema.alterTable("users").dropColumn("office").execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "office is a new column of enquiries, which held the messages received so far (hundreds of rows at most); indexed in milliseconds",
};
