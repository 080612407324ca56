// Opens the database the site uses (same environment rules as the server) for a command-line task.
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { openDb, setDb, type DbDialect } from "~/server/platform/db.server";
import { getEnv, sqlitePath } from "~/server/platform/env.server";

export async function openSiteDatabase(): Promise<{ dialect: DbDialect; sqliteFile: string | null }> {
  const env = getEnv();
  const { db, dialect } = openDb({ url: env.DATABASE_URL, sqliteFile: sqlitePath(env), poolSize: 2 });
  setDb(db, dialect);
  await prepareDatabase(db);
  return { dialect, sqliteFile: dialect === "sqlite" ? sqlitePath(env) : null };
}

/** Prints a one-line error and exits 1, for mistakes the user can fix. */
export function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}
