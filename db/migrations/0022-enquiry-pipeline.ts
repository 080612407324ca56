import { sql, type Kysely } from "kysely";

/**
 * The enquiry pipeline (issue #13; docs/decisions/0034-enquiry-pipeline.md).
 * - enquiries gain a `status` (new, open, quoted, won, lost, spam), an `assignee_id` (a user;
 *   deleting the user leaves the enquiry unassigned), `last_activity_at` (ISO-8601 UTC; the
 *   newest event of its timeline) and a `version` (decision 0004) for staff changes. Existing
 *   enquiries become `open` when they were read and `new` when not; archiving stays its own
 *   state (`archived_at`). Their last activity is when they arrived.
 * - enquiry_events: the timeline of each enquiry (arrival, status changes, assignment, notes,
 *   e-mails and, later, quotes): when, who (`actor_id` null and `actor_name` the customer or
 *   "System" for what no staff did), a `type` and its `data` as JSON text. Deleting the enquiry
 *   deletes its timeline. Every existing enquiry gets its arrival as its first event, with an
 *   id made from its own (`received-<id>`), so no id needs generating here.
 * Both steps run in one transaction on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await trx.schema
      .alterTable("enquiries")
      .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("new"))
      .execute();
    await trx.schema
      .alterTable("enquiries")
      .addColumn("assignee_id", "varchar(40)", (col) => col.references("users.id").onDelete("set null"))
      .execute();
    await trx.schema.alterTable("enquiries").addColumn("last_activity_at", "varchar(30)").execute();
    await trx.schema
      .alterTable("enquiries")
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await trx.updateTable("enquiries").set({ status: "open" }).where("read_at", "is not", null).execute();
    await trx
      .updateTable("enquiries")
      .set((eb) => ({ last_activity_at: eb.ref("created_at") }))
      .execute();
    await trx.schema.createIndex("enquiries_status").on("enquiries").columns(["status", "created_at"]).execute();
    await trx.schema.createIndex("enquiries_assignee").on("enquiries").columns(["assignee_id", "status"]).execute();

    await trx.schema
      .createTable("enquiry_events")
      .addColumn("id", "varchar(80)", (col) => col.primaryKey())
      .addColumn("enquiry_id", "varchar(40)", (col) => col.notNull().references("enquiries.id").onDelete("cascade"))
      .addColumn("created_at", "varchar(30)", (col) => col.notNull())
      .addColumn("actor_id", "varchar(40)")
      .addColumn("actor_name", "text")
      .addColumn("type", "varchar(40)", (col) => col.notNull())
      .addColumn("data", "text")
      .execute();
    await trx.schema.createIndex("enquiry_events_enquiry").on("enquiry_events").columns(["enquiry_id", "created_at", "id"]).execute();
    await trx
      .insertInto("enquiry_events")
      .columns(["id", "enquiry_id", "created_at", "actor_id", "actor_name", "type", "data"])
      .expression(
        trx
          .selectFrom("enquiries")
          .select((eb) => [
            sql<string>`'received-' || ${eb.ref("id")}`.as("id"),
            "id as enquiry_id",
            "created_at",
            sql<null>`null`.as("actor_id"),
            "name as actor_name",
            sql<string>`'received'`.as("type"),
            sql<null>`null`.as("data"),
          ]),
      )
      .execute();
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await trx.schema.dropTable("enquiry_events").execute();
    await trx.schema.dropIndex("enquiries_assignee").execute();
    await trx.schema.dropIndex("enquiries_status").execute();
    for (const column of ["version", "last_activity_at", "assignee_id", "status"]) {
      await trx.schema.alterTable("enquiries").dropColumn(column).execute();
    }
  });
}

/** Kysely wraps migrations in a transaction on PostgreSQL only; SQLite gets one here, so a failure leaves the shape before it. */
async function inOneTransaction(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  await db.transaction().execute(work);
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "adding-foreign-key-constraint":
    "assignee_id is a new column, NULL in every row, so there was nothing to validate; the lock it takes on users lasted the statement",
  "require-concurrent-index-creation":
    "enquiries held the messages received so far (hundreds of rows at most) and the indexed columns were added by this migration, indexed in milliseconds",
};
