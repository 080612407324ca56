import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { migrations } from "../../db/migrations/index";
import { migrate, MIGRATION_LOCK_TIMEOUT_MS, migrationsFor } from "~/server/platform/db.server";
import { migrateTo, openEmptyDatabase, POSTGRES_URL } from "./databases";
import { createThrowawayDatabase } from "./throwaway-postgres";

/**
 * Migrations are run by the first instance of a new version while the old ones keep serving
 * (README "Upgrading", decision 0066): on PostgreSQL, none may stall them for long. Both tests
 * need PostgreSQL; SQLite has one writer and waits on busy_timeout.
 */

const REPO = path.resolve(import.meta.dirname, "../..");
const LAST = Object.keys(migrations).sort().at(-1)!;
const BEFORE_LAST = Object.keys(migrations).sort().at(-2)!;

describe.skipIf(!POSTGRES_URL)("migrations on PostgreSQL", () => {
  test(
    "a migration that needs a lock another transaction holds stops within the lock timeout, with a message, and applies once it is free",
    { timeout: 60_000 },
    async () => {
      const database = await openEmptyDatabase("postgres");
      try {
        await migrateTo(database.db, BEFORE_LAST);
        // An instance of the old version in the middle of a write to every table the last migration changes.
        const writer = database.connect();
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const writing = writer.transaction().execute(async (trx) => {
          for (const table of ["shipments", "shipment_pieces", "shipment_events"])
            await sql`lock table ${sql.table(table)} in row exclusive mode`.execute(trx);
          holding();
          await released;
        });
        await held;

        const started = Date.now();
        const error = await migrate(database.db).then(
          () => undefined,
          (failure: Error) => failure,
        );
        const waited = Date.now() - started;
        release();
        await writing;

        expect(error?.message).toContain(`Migration ${LAST} waited ${MIGRATION_LOCK_TIMEOUT_MS / 1000} s for a lock another session holds`);
        expect(waited).toBeGreaterThanOrEqual(MIGRATION_LOCK_TIMEOUT_MS - 100);
        expect(waited).toBeLessThan(MIGRATION_LOCK_TIMEOUT_MS + 5000);
        const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
        expect(applied.rows.map((row) => row.name)).not.toContain(LAST);

        // The write committed: the next start applies it.
        await migrate(database.db);
        const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'shipments'`.execute(
          database.db,
        );
        expect(indexes.rows.map((row) => row.indexname)).toContain("shipments_report_idx");
      } finally {
        await database.cleanup();
      }
    },
  );

  test("the SQL every migration runs passes squawk's lock rules, or the migration says why it may not", { timeout: 120_000 }, async () => {
    const statements = await sqlPerMigration();
    const dir = mkdtempSync(path.join(tmpdir(), "cedar-squawk-"));
    try {
      for (const [name, lines] of Object.entries(statements))
        writeFileSync(path.join(dir, `${name}.sql`), lines.map((line) => `${line};\n`).join("\n"));
      const findings = squawk(dir);

      const unexplained: string[] = [];
      const stale: string[] = [];
      for (const name of Object.keys(migrations)) {
        const reasons: Record<string, string> = (migrations[name] as Migration & { squawk?: Record<string, string> }).squawk ?? {};
        const rules = new Set(findings.filter((finding) => finding.file === name).map((finding) => finding.rule));
        for (const finding of findings.filter((finding) => finding.file === name && !reasons[finding.rule]?.trim())) {
          unexplained.push(`${name}: ${finding.rule}: ${finding.message}\n    ${finding.sql}`);
        }
        for (const rule of Object.keys(reasons)) if (!rules.has(rule)) stale.push(`${name}: ${rule} (squawk no longer finds it)`);
      }
      expect(unexplained, "findings without a reason in the migration's `squawk` export").toEqual([]);
      expect(stale, "reasons for findings squawk does not make").toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Every statement each migration runs on a new PostgreSQL database, as PostgreSQL received it. */
async function sqlPerMigration(): Promise<Record<string, string[]>> {
  const postgres = await createThrowawayDatabase("cedar_squawk");
  const statements: Record<string, string[]> = {};
  let current: string | undefined;
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url, max: 1 }) }),
    log: (event) => {
      if (current && event.level === "query") statements[current]!.push(event.query.sql);
    },
  });
  const recorded = Object.fromEntries(
    Object.entries(migrationsFor(db)).map(([name, migration]) => [
      name,
      {
        up: async (trx: Kysely<unknown>) => {
          current = name;
          statements[name] = [];
          await migration.up(trx);
          current = undefined;
        },
      },
    ]),
  );
  try {
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => recorded } }).migrateToLatest();
    if (error) throw error;
  } finally {
    await db.destroy();
    await postgres.drop();
  }
  return statements;
}

type Finding = { file: string; rule: string; message: string; sql: string };

/** squawk's findings for the .sql files of `dir`, by migration (the file's name), with the statement each concerns. */
function squawk(dir: string): Finding[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(REPO, "node_modules/.bin/squawk"),
      ["--config", path.join(REPO, ".squawk.toml"), "--reporter", "json", `${dir}/*.sql`],
      {
        cwd: REPO,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (failure) {
    // squawk exits 1 when it finds something; its report is on standard output all the same.
    output = (failure as { stdout?: string }).stdout ?? "";
    if (!output.trim().startsWith("[")) throw failure;
  }
  const report = JSON.parse(output) as { file: string; rule_name: string; message: string; line: number }[];
  return report.map((violation) => ({
    file: path.basename(violation.file, ".sql"),
    rule: violation.rule_name,
    message: violation.message,
    sql: readFileSync(violation.file, "utf8").split("\n")[violation.line] ?? "",
  }));
}
