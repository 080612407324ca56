// Opens the database the site uses (same environment rules as the server) for a command-line task.
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
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

/** A command's flags and arguments (at most `maxArguments`); a mistake prints it with the usage and exits 1. */
export function commandLine<const Options extends ParseArgsOptionsConfig>(usage: string, options: Options, maxArguments: number) {
  try {
    const parsed = parseArgs({ options, allowPositionals: true, strict: true });
    if (parsed.positionals.length > maxArguments) throw new Error(`Unexpected argument '${parsed.positionals[maxArguments]}'.`);
    return parsed;
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

/** Runs a command's work and exits 0, or prints why it failed on one line (never a stack trace) and exits 1. */
export async function runCommand(work: () => Promise<void>): Promise<never> {
  try {
    await work();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  process.exit(0);
}
