import type { Kysely } from "kysely";

/**
 * Cash-ups (issue #27): an office's day closed by a manager with the cash counted. One row per
 * office and day (the unique key refuses a second close, even two at the same moment), and one
 * row per currency with what the ledger said the drawer should hold, what was counted and the
 * difference, kept as recorded so that a shortfall is never hidden. Amounts are integer minor
 * units; a day is the office's own (`YYYY-MM-DD` in its time zone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cash_ups")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("office_id", "varchar(40)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("note", "varchar(500)", (col) => col.notNull())
    .addColumn("closed_at", "varchar(30)", (col) => col.notNull())
    .addColumn("closed_by", "varchar(100)")
    .addColumn("closed_by_name", "varchar(200)", (col) => col.notNull())
    .addUniqueConstraint("cash_ups_office_day_key", ["office_id", "day"])
    .execute();

  await db.schema
    .createTable("cash_up_counts")
    .addColumn("cash_up_id", "varchar(40)", (col) => col.notNull().references("cash_ups.id"))
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("expected_minor", "bigint", (col) => col.notNull())
    .addColumn("counted_minor", "bigint", (col) => col.notNull())
    .addColumn("difference_minor", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("cash_up_counts_pkey", ["cash_up_id", "currency"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cash_up_counts").ifExists().execute();
  await db.schema.dropTable("cash_ups").ifExists().execute();
}
