import type { Kysely } from "kysely";
import { DEFAULT_MIGRATION_TABLE } from "kysely/migration";

/*
 * What a backup says it holds and a restore checks: rows per table. The tables come from the
 * database itself (Kysely's introspection, both dialects), so a table a later migration adds is
 * counted without a list to keep up to date; Kysely's own migration tables are left out (the
 * manifest names the migration head instead).
 */

/** Any database, whatever its schema: a backup's copy may be older or newer than this code. */
export type AnySchema = Record<string, Record<string, unknown>>;
export type AnyDb = Kysely<AnySchema>;

export async function countRows(db: AnyDb): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView)
    .map((table) => (table.schema && table.schema !== "public" ? `${table.schema}.${table.name}` : table.name))
    .sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("rows"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(rows);
  }
  return counts;
}

/** The last migration applied, or null when none was (or the database has no tables). */
export async function migrationHead(db: AnyDb): Promise<string | null> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return null;
  // Kysely applies migrations in the order of their names, so the greatest name is the last.
  const row = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select("name").orderBy("name", "desc").limit(1).executeTakeFirst();
  return (row?.name as string | undefined) ?? null;
}

/** One line per table whose rows differ from what the manifest counted (a table missing on either side included). */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables.flatMap((table) => {
    const want = expected[table];
    const got = found[table];
    if (want === got) return [];
    if (want === undefined) return [`table ${table} is not in the backup's manifest (${got} rows)`];
    if (got === undefined) return [`table ${table} is missing (the manifest counted ${want} rows)`];
    return [`table ${table} has ${got} rows, the manifest counted ${want}`];
  });
}

export function totalRows(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, rows) => sum + rows, 0);
}
