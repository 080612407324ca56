import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, test } from "vitest";
import * as auditLogMigration from "../../db/migrations/0010-audit-log";
import * as currenciesMigration from "../../db/migrations/0013-currencies";
import * as translationsMigration from "../../db/migrations/0014-catalogue-translations";
import * as publicationMigration from "../../db/migrations/0017-publication-status";
import * as tourDetailsMigration from "../../db/migrations/0018-tour-details";
import * as departuresMigration from "../../db/migrations/0019-departures";
import * as photosMigration from "../../db/migrations/0020-photos";
import * as placeSearchMigration from "../../db/migrations/0028-destination-place-search";
import { migrations } from "../../db/migrations/index";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { migrate, openDb, setDb, withDb, type Db } from "~/server/platform/db.server";
import { listPublicTours, searchPublicTours } from "~/server/catalogue/public-catalogue.server";
import { filterTours, parseTourFilter } from "~/domain/filters";
import { generateCatalogue } from "../../scripts/generate-catalogue";
import { SAMPLE_CATALOGUE_MARKER, loadSampleDataIntoEmptyTables } from "~/server/samples/sample-data.server";
import { DIALECTS, openEmptyDatabase, POSTGRES_URL } from "./databases";
import { createThrowawayDatabase } from "./throwaway-postgres";

const MIGRATIONS_DIR = path.join(import.meta.dirname, "../../db/migrations");

/** Every module a file imports, statically or dynamically. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

describe("migrations", () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".ts"));

  test("import kysely and nothing of the application", () => {
    const migrationFiles = files.filter((file) => file !== "index.ts");
    expect(migrationFiles.length).toBeGreaterThan(0);
    for (const file of migrationFiles) {
      for (const specifier of importsOf(file)) {
        expect(specifier === "kysely" || specifier.startsWith("kysely/"), `${file} imports ${specifier}`).toBe(true);
      }
    }
  });

  test("the list imports the migrations beside it and kysely only, and names every one", () => {
    for (const specifier of importsOf("index.ts")) {
      expect(/^kysely(\/|$)|^\.\/\d{4}-[a-z0-9-]+$/.test(specifier), `index.ts imports ${specifier}`).toBe(true);
    }
    const names = files.filter((file) => file !== "index.ts").map((file) => file.replace(/\.ts$/, ""));
    expect(Object.keys(migrations).sort()).toEqual(names.sort());
  });
});

async function counts(db: Db): Promise<number[]> {
  const count = async (table: "destinations" | "tours" | "services") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [await count("destinations"), await count("tours"), await count("services")];
}

async function markers(db: Db): Promise<string[]> {
  return (await db.selectFrom("app_markers").select("key").execute()).map((row) => row.key);
}

/** Runs a command that starts like the server (`npm run data:export`) on the SQLite file of `db`. */
async function startCommand(db: Db): Promise<{ code: number | null; output: string }> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const dataDir = path.dirname(rows[0]!.file);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/data-export.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** A database as the code before migration 0005 left it: migrated to 0004, which loaded the sample data. */
async function migratedByTheOldCode(db: Db): Promise<void> {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo("0004-sample-data");
  if (error) throw error;
  // Today's write path also raises the content version, whose table 0008 creates, and writes
  // audit rows, whose table 0010 creates, reads tours' explicit prices, whose table 0013
  // creates, writes translations, whose tables 0014 creates (with 0018's columns), a status,
  // whose columns 0017 adds, departures, whose table 0019 creates, photos, whose tables 0020
  // creates, destinations' place search, whose column 0028 adds, and reads departures' held seats from bookings, whose table 0023 creates (a bare
  // stand-in: 0023's own needs tables 0004 had not made yet): stand-ins serve for the load and
  // go again, so the later migrations find the schema 0004 left.
  await db.schema.createTable("content_version").addColumn("id", "integer").addColumn("version", "integer").execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
  await auditLogMigration.up(db);
  await currenciesMigration.up(db);
  await translationsMigration.up(db);
  await publicationMigration.up(db);
  await tourDetailsMigration.up(db);
  await departuresMigration.up(db);
  await photosMigration.up(db);
  await placeSearchMigration.up(db);
  await db.schema
    .createTable("bookings")
    .addColumn("departure_id", "varchar(40)")
    .addColumn("seats", "integer")
    .addColumn("status", "varchar(20)")
    .addColumn("held_until", "varchar(10)")
    .execute();
  await withDb(db, loadSampleDataIntoEmptyTables);
  await db.schema.dropTable("bookings").execute();
  await placeSearchMigration.down(db);
  await photosMigration.down(db);
  await departuresMigration.down(db);
  await tourDetailsMigration.down(db);
  await publicationMigration.down(db);
  await translationsMigration.down(db);
  await currenciesMigration.down(db);
  await auditLogMigration.down(db);
  await db.schema.dropTable("content_version").execute();
}

for (const dialect of DIALECTS) {
  describe(`a first start [${dialect}]`, () => {
    test("migrates an empty database and loads the sample catalogue once", async () => {
      const { db, cleanup } = await openEmptyDatabase(dialect);
      try {
        await prepareDatabase(db);
        expect(await counts(db)).toEqual([6, 6, 6]);
        expect(await markers(db)).toEqual([SAMPLE_CATALOGUE_MARKER]);
        await prepareDatabase(db);
        expect(await counts(db)).toEqual([6, 6, 6]);
      } finally {
        await cleanup();
      }
    });

    test("instances starting together load the sample catalogue once", async () => {
      const { db, connect, cleanup } = await openEmptyDatabase(dialect);
      try {
        if (dialect === "postgres") {
          await Promise.all([prepareDatabase(db), prepareDatabase(connect())]);
        } else {
          // One process's SQLite connection waits for another's lock by blocking its thread,
          // so the instances are processes; Kysely guards migrations across connections on
          // PostgreSQL only (where several instances run), so they start after the migrations.
          await migrate(db);
          const results = await Promise.all([startCommand(db), startCommand(db)]);
          for (const result of results) expect(result.code, result.output).toBe(0);
        }
        expect(await counts(db)).toEqual([6, 6, 6]);
        expect(await markers(db)).toEqual([SAMPLE_CATALOGUE_MARKER]);
      } finally {
        await cleanup();
      }
    });
  });

  describe(`a database the old migration 0004 seeded [${dialect}]`, () => {
    test("counts as seeded: the marker is written and nothing is loaded again", async () => {
      const { db, cleanup } = await openEmptyDatabase(dialect);
      try {
        await migratedByTheOldCode(db);
        await db.deleteFrom("services").execute();
        await prepareDatabase(db);
        expect(await markers(db)).toEqual([SAMPLE_CATALOGUE_MARKER]);
        expect(await counts(db)).toEqual([6, 6, 0]);
      } finally {
        await cleanup();
      }
    });

    test("keeps every record, now published: visitors see the same catalogue (migration 0017)", async () => {
      const { db, cleanup } = await openEmptyDatabase(dialect);
      try {
        await migratedByTheOldCode(db);
        await prepareDatabase(db);
        expect(await counts(db)).toEqual([6, 6, 6]);
        for (const table of ["destinations", "tours", "services"] as const) {
          const statuses = await db.selectFrom(table).select(["status", "publish_at"]).execute();
          expect(statuses, table).toEqual(Array.from({ length: 6 }, () => ({ status: "published", publish_at: null })));
        }
        expect(await withDb(db, () => listPublicTours({ limit: 10 }))).toHaveLength(6);
      } finally {
        await cleanup();
      }
    });

    test("whose catalogue the agency emptied is not refilled", async () => {
      const { db, cleanup } = await openEmptyDatabase(dialect);
      try {
        await migratedByTheOldCode(db);
        await db
          .insertInto("users")
          .values({
            id: "u1",
            name: "Rima",
            email: "rima@example.com",
            email_key: "rima@example.com",
            role: "admin",
            password_hash: "x",
            created_at: new Date().toISOString(),
            last_sign_in_at: null,
          })
          .execute();
        for (const table of ["tours", "destinations", "services"] as const) await db.deleteFrom(table).execute();
        await prepareDatabase(db);
        expect(await markers(db)).toEqual([SAMPLE_CATALOGUE_MARKER]);
        expect(await counts(db)).toEqual([0, 0, 0]);
      } finally {
        await cleanup();
      }
    });
  });
}

describe.runIf(POSTGRES_URL)("a PostgreSQL user who may not create extensions", () => {
  test("gets every migration, and a tours search that works without the trigram index", async () => {
    const database = await createThrowawayDatabase("cedar_test");
    const role = `cedar_plain_${randomBytes(6).toString("hex")}`;
    const { db: admin } = openDb({ url: database.url, poolSize: 1 });
    let db: Db | undefined;
    try {
      // Tables in the public schema, but not CREATE on the database, which pg_trgm needs.
      await sql`create role ${sql.id(role)} login password 'plain-role'`.execute(admin);
      await sql`grant create, usage on schema public to ${sql.id(role)}`.execute(admin);
      const url = new URL(database.url);
      [url.username, url.password] = [role, "plain-role"];
      db = openDb({ url: url.toString(), poolSize: 2 }).db;
      await prepareDatabase(db);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      const { rows: indexes } = await sql<{ name: string }>`select indexname as "name" from pg_indexes where tablename = 'tours'`.execute(
        db,
      );
      expect(indexes.map((index) => index.name)).not.toContain("tours_search_trgm");

      await generateCatalogue(db, { tours: 60, destinations: 4 });
      setDb(db, "postgres");
      const everything = await listPublicTours({ limit: 100 });
      const filter = { ...parseTourFilter(new URLSearchParams()), q: "Beach" };
      const found = await searchPublicTours(filter, 1);
      expect(found.total).toBe(filterTours(everything, filter).length);
      expect(found.total).toBeGreaterThan(0);
    } finally {
      await db?.destroy();
      await admin.destroy();
      await database.drop();
      const { db: server } = openDb({ url: POSTGRES_URL!, poolSize: 1 });
      await sql`drop role if exists ${sql.id(role)}`.execute(server);
      await server.destroy();
    }
  });
});
