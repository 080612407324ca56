import type { Kysely } from "kysely";

/**
 * One row, one number: every write that changes what a visitor sees raises it in the same
 * transaction, and every instance reads it once a second to drop the pages it rendered
 * before (docs/decisions/0016-rendered-page-cache.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
