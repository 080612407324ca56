import { spawn } from "node:child_process";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { BackupError } from "./manifest.server";
import { countRows, migrationHead, type AnyDb, type AnySchema } from "./table-counts.server";

/** A Kysely handle on one connection to `url`, closed after `work`. */
export async function withPostgres<T>(url: string, work: (db: AnyDb) => Promise<T>): Promise<T> {
  const db = new Kysely<AnySchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    return await work(db);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`PostgreSQL at ${safeUrl(url)}: ${(error as Error).message}`);
  } finally {
    await db.destroy();
  }
}

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * Runs one of PostgreSQL's client tools, on the database `url` names when given (its password
 * through PGPASSWORD, so it never shows in the process list); a BackupError carries its
 * complaint when it fails or is missing.
 */
function runTool(tool: string, args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
    args = [...args, `--dbname=${parsed.toString()}`];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "pipe", "pipe"], env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${tool} is not on PATH: install PostgreSQL's client tools (the package postgresql-client).`
            : `${tool}: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else reject(new BackupError(`${tool} failed (exit ${code}): ${output.trim().split("\n").slice(0, 5).join(" / ")}`));
    });
  });
}

/** The major version a client tool reports ("pg_dump (PostgreSQL) 15.20 …" → 15). */
async function toolMajor(tool: string): Promise<number> {
  const version = /\(PostgreSQL\)\s+(\d+)/.exec(await runTool(tool, ["--version"]));
  if (!version) throw new BackupError(`${tool} --version did not say its version.`);
  return Number(version[1]);
}

/**
 * Dumps the database in pg_dump's custom format, and counts its rows in the same snapshot: a
 * read-only REPEATABLE READ transaction exports its snapshot, pg_dump runs in it (`--snapshot`)
 * while the transaction stays open, and the counts are read in that transaction too. Writers
 * are not blocked; what they commit after the snapshot is in neither the dump nor the counts.
 */
export async function dumpPostgres(url: string, file: string): Promise<{ tables: Record<string, number>; head: string | null }> {
  const clientMajor = await toolMajor("pg_dump");
  return withPostgres(url, async (db) => {
    const { rows } = await sql<{ major: number }>`select current_setting('server_version_num')::int / 10000 as major`.execute(db);
    const serverMajor = rows[0]!.major;
    if (clientMajor < serverMajor) {
      throw new BackupError(
        `pg_dump is version ${clientMajor} but the server is PostgreSQL ${serverMajor}: install pg_dump ${serverMajor} or later.`,
      );
    }
    return db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        const exported = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
        const dumping = runTool("pg_dump", ["--format=custom", `--snapshot=${exported.rows[0]!.snapshot}`, `--file=${file}`], url);
        // Not left unhandled while the counts run: its failure is reported by the await below.
        dumping.catch(() => undefined);
        const counted = { tables: await countRows(trx), head: await migrationHead(trx) };
        await dumping;
        return counted;
      });
  });
}

/**
 * Restores a custom-format dump into `url`. `--clean --if-exists` drops each object of the dump
 * before recreating it (so an empty schema the site created is replaced too), and
 * `--single-transaction` makes it all or nothing: a damaged dump leaves the database as it was.
 * Owners and grants are left out, so any role allowed to create tables can restore.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await runTool(
    "pg_restore",
    ["--clean", "--if-exists", "--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", file],
    url,
  );
}

/** Creates an empty database beside the one `serverUrl` names; answers its URL and a function that drops it. */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await withPostgres(serverUrl, (db) => sql`create database ${sql.id(name)}`.execute(db));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPostgres(serverUrl, (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db)).then(() => undefined),
  };
}
