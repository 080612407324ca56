import type { Kysely } from "kysely";

/**
 * The back-office cockpit (issue #28) reads two new things off an enquiry:
 *
 * - **Dates staff record on it**, for the calendar and the reminders: a visa appointment
 *   (`visa_appointment_at`, the office's local day and time as `YYYY-MM-DDTHH:MM`, or a day
 *   alone), an air ticketing deadline (`ticketing_deadline`, a day) and the traveller's passport
 *   expiry (`passport_expires_on`, a day). Null: not recorded.
 * - **Where it came from**, for the Enquiries report: the site page it was sent from, the
 *   referrer's host and the `utm_*` parameters of the visit that brought the visitor (kept from
 *   the landing page in a first-party cookie). Null for enquiries sent before, or when the visit
 *   carried none.
 */
const SOURCE_COLUMNS = [
  ["source_page", 300],
  ["source_referrer_host", 255],
  ["utm_source", 100],
  ["utm_medium", 100],
  ["utm_campaign", 100],
  ["utm_term", 100],
  ["utm_content", 100],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").addColumn("visa_appointment_at", "varchar(16)").execute();
  await db.schema.alterTable("enquiries").addColumn("ticketing_deadline", "varchar(10)").execute();
  await db.schema.alterTable("enquiries").addColumn("passport_expires_on", "varchar(10)").execute();
  for (const [column, length] of SOURCE_COLUMNS) {
    await db.schema.alterTable("enquiries").addColumn(column, `varchar(${length})`).execute();
  }
  // The calendar asks for a month of each; most enquiries have none, so the indexes stay small in use.
  await db.schema.createIndex("enquiries_visa_appointment_idx").on("enquiries").column("visa_appointment_at").execute();
  await db.schema.createIndex("enquiries_ticketing_deadline_idx").on("enquiries").column("ticketing_deadline").execute();
  await db.schema.createIndex("enquiries_passport_expires_idx").on("enquiries").column("passport_expires_on").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("enquiries_passport_expires_idx").execute();
  await db.schema.dropIndex("enquiries_ticketing_deadline_idx").execute();
  await db.schema.dropIndex("enquiries_visa_appointment_idx").execute();
  for (const [column] of [...SOURCE_COLUMNS].reverse()) {
    await db.schema.alterTable("enquiries").dropColumn(column).execute();
  }
  await db.schema.alterTable("enquiries").dropColumn("passport_expires_on").execute();
  await db.schema.alterTable("enquiries").dropColumn("ticketing_deadline").execute();
  await db.schema.alterTable("enquiries").dropColumn("visa_appointment_at").execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "the indexed dates are new columns of enquiries (NULL in every row) and enquiries held hundreds of rows at most: indexed in milliseconds",
};
