import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { withDb } from "../../app/server/db.server";
import { loadSampleDataIntoEmptyTables } from "../../app/server/sample-data.server";

/**
 * The sample catalogue, as a data migration: it runs once per database under the
 * migrator's lock, so instances starting together on a fresh database never seed twice,
 * and a catalogue an agency later empties on purpose is not refilled on restart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withDb(db as Kysely<Database>, loadSampleDataIntoEmptyTables);
}

export async function down(): Promise<void> {
  // Sample records are ordinary records once loaded; rolling back leaves them.
}
