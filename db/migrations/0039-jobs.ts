import type { Kysely } from "kysely";

/**
 * The job runner (issue #28; docs/decisions/0058-job-runner.md).
 * - jobs: work to do at a time, one row each. `status` is pending, running, done or failed; a
 *   pending row is due at `due_at`; a running one is held by `lease_owner` until `lease_until`,
 *   after which any runner may take it over. `attempts` counts the claims, `max_attempts` bounds
 *   them; `last_error` is the handler's last failure. `dedupe_key`, when given, is unique (NULLs
 *   are not compared), so scheduling the same occurrence twice keeps one row.
 * - job_runners: one row per runner (an instance of the server), its `beat_at` moved on at each
 *   loop, so a stale runner can be told.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("kind", "varchar(60)", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("dedupe_key", "varchar(200)")
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("due_at", "varchar(30)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (col) => col.notNull())
    .addColumn("lease_owner", "varchar(100)")
    .addColumn("lease_until", "varchar(30)")
    .addColumn("last_error", "varchar(1000)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("finished_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("jobs_dedupe_key").on("jobs").column("dedupe_key").unique().execute();
  // The claim's two questions: which pending rows are due, and which running rows' leases have run out.
  await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "due_at"]).execute();
  await db.schema.createIndex("jobs_lease").on("jobs").columns(["status", "lease_until"]).execute();

  await db.schema
    .createTable("job_runners")
    .addColumn("instance_id", "varchar(100)", (col) => col.primaryKey())
    .addColumn("started_at", "varchar(30)", (col) => col.notNull())
    .addColumn("beat_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runners").ifExists().execute();
  await db.schema.dropTable("jobs").ifExists().execute();
}
