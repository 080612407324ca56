import type { Kysely } from "kysely";

/**
 * Reminders (issue #28; docs/decisions/0062-reminders.md).
 * - reminders: the staff reminders the scan writes, one row per occurrence (`key` is unique:
 *   `balance-due:{booking}:day`), shown under the dashboard's Today from `due_day` on until done.
 *   The record it is about is `record_kind` + `record_id` with the reference and a label to show;
 *   `office` and `assignee_id` (the enquiry's assignee; null: the office's) say whose it is.
 * - reminder_mails: the customer e-mails the reminders queued, one row per occurrence (`key`
 *   unique), written in the transaction that queues the mail, so a mail is queued once ever.
 * - bookings(status, held_until): the holds running out on a day, asked by each scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reminders")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("key", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    .addColumn("record_kind", "varchar(20)", (col) => col.notNull())
    .addColumn("record_id", "varchar(40)", (col) => col.notNull())
    .addColumn("reference", "varchar(60)", (col) => col.notNull())
    .addColumn("label", "varchar(300)", (col) => col.notNull())
    .addColumn("office", "varchar(20)")
    .addColumn("assignee_id", "varchar(40)")
    .addColumn("due_day", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("done_at", "varchar(30)")
    .addColumn("done_by", "varchar(40)")
    .addColumn("done_by_name", "varchar(200)")
    .execute();
  // Today's question: what is not done and due by today.
  await db.schema.createIndex("reminders_open").on("reminders").columns(["done_at", "due_day"]).execute();

  await db.schema
    .createTable("reminder_mails")
    .addColumn("key", "varchar(200)", (col) => col.primaryKey())
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    .addColumn("mail_id", "varchar(40)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  // The hold reminder reads held bookings by their last day through 0041's bookings_status_held_until.
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reminder_mails").ifExists().execute();
  await db.schema.dropTable("reminders").ifExists().execute();
}
