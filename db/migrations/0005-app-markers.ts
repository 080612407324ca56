import type { Kysely } from "kysely";

/** The tables a database held before this migration; each written by 0001–0003. */
const EARLIER_TABLES = ["destinations", "tours", "services", "contact_messages", "users", "sessions", "sign_in_attempts"] as const;

/**
 * Things done once per database, by key: the sample catalogue's load writes
 * `sample-catalogue`, in the transaction that loads it, so it happens once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_markers")
    .addColumn("key", "varchar(100)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();

  // A database the old 0004 seeded counts as seeded. A fresh one reaches this point with
  // every table empty; one in use holds its sample rows or, emptied through the admin,
  // at least the admin who emptied it.
  for (const table of EARLIER_TABLES) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) {
      await db.insertInto("app_markers").values({ key: "sample-catalogue", created_at: new Date().toISOString() }).execute();
      return;
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("app_markers").execute();
}
