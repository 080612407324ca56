import type { Kysely } from "kysely";

/**
 * Contact messages become `enquiries`, and their state becomes two moments: `read_at` and
 * `archived_at` (null: not yet), instead of a `status` word and an `archived` flag. The time
 * a row was read or archived was never kept, so existing rows take their arrival time.
 * SQLite (≥ 3.35) and PostgreSQL both rename tables and add and drop columns in place;
 * neither index covers a dropped column, and both are recreated under the new name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await trx.schema.alterTable("contact_messages").renameTo("enquiries").execute();
    await trx.schema.alterTable("enquiries").addColumn("read_at", "varchar(30)").execute();
    await trx.schema.alterTable("enquiries").addColumn("archived_at", "varchar(30)").execute();
    await trx
      .updateTable("enquiries")
      .set((eb) => ({ read_at: eb.ref("created_at") }))
      .where("status", "=", "read")
      .execute();
    await trx
      .updateTable("enquiries")
      .set((eb) => ({ archived_at: eb.ref("created_at") }))
      .where("archived", "=", 1)
      .execute();
    await trx.schema.alterTable("enquiries").dropColumn("status").execute();
    await trx.schema.alterTable("enquiries").dropColumn("archived").execute();
    await renameIndexes(trx, "contact_messages", "enquiries");
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await renameIndexes(trx, "enquiries", "contact_messages");
    await trx.schema
      .alterTable("enquiries")
      .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("unread"))
      .execute();
    await trx.schema
      .alterTable("enquiries")
      .addColumn("archived", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await trx.updateTable("enquiries").set({ status: "read" }).where("read_at", "is not", null).execute();
    await trx.updateTable("enquiries").set({ archived: 1 }).where("archived_at", "is not", null).execute();
    await trx.schema.alterTable("enquiries").dropColumn("read_at").execute();
    await trx.schema.alterTable("enquiries").dropColumn("archived_at").execute();
    await trx.schema.alterTable("enquiries").renameTo("contact_messages").execute();
  });
}

/** SQLite cannot rename an index, so both dialects drop and recreate them (same columns). */
async function renameIndexes(db: Kysely<any>, from: string, to: string): Promise<void> {
  // The table is already named `enquiries` on the way up and still is on the way down.
  await db.schema.dropIndex(`${from}_created_at`).execute();
  await db.schema.dropIndex(`${from}_sender`).execute();
  await db.schema.createIndex(`${to}_created_at`).on("enquiries").column("created_at").execute();
  await db.schema.createIndex(`${to}_sender`).on("enquiries").columns(["sender_key", "created_at"]).execute();
}

/** Kysely wraps migrations in a transaction on PostgreSQL only; SQLite gets one here, so a failure leaves 0005's shape. */
async function inOneTransaction(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  await db.transaction().execute(work);
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "renaming-table":
    "contact_messages became enquiries together with the code that reads it, when the site ran as one instance that stopped, migrated and started again; with instances of two versions side by side this would be expand → migrate → contract (decision 0066)",
  "ban-drop-column":
    "status and archived were replaced by read_at and archived_at in the same migration, and the one instance of the time stopped before it ran, so no running code read them; with instances side by side the drop would wait for a later release (decision 0066)",
  "require-concurrent-index-deletion":
    "the contact messages' indexes went with the table's rename while the table held the messages received so far (hundreds of rows at most); the one instance of the time was stopped",
  "require-concurrent-index-creation":
    "the renamed table held the messages received so far (hundreds of rows at most); indexing it took milliseconds, with the one instance of the time stopped",
};
