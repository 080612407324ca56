import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from "vitest";
import { getPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { copySamplePhotos } from "~/server/samples/sample-photos.server";
import { closeDb, openDb, setDb, type Db, type DbDialect } from "~/server/platform/db.server";
import { migrations } from "../../db/migrations/index";
import { createThrowawayDatabase } from "./throwaway-postgres";

/**
 * Runs a suite against a fresh database of each kind: always SQLite (a copy of a template
 * file prepared as a start prepares one), and PostgreSQL too when TEST_POSTGRES_URL is set (a
 * throwaway database created for the file and dropped after it, a copy of the template database
 * the global setup prepares: tests/integration/postgres-template.ts). Every test starts from
 * empty tables; like the migrations' record, the sample catalogue's marker stays.
 */
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL;

const templateDir = path.join(tmpdir(), "cedar-integration");
let templateFile: string | undefined;

async function sqliteTemplate(): Promise<string> {
  if (templateFile && existsSync(templateFile)) return templateFile;
  const dir = mkdtempSync(`${templateDir}-`);
  const file = path.join(dir, "template.db");
  const { db } = openDb({ sqliteFile: file });
  await prepareDatabase(db);
  await db.destroy();
  templateFile = file;
  return file;
}

type Handle = { db: Db; cleanup: () => Promise<void> };

/**
 * A database with no tables at all, as a first start finds it. `connect` opens another
 * connection to it, as a second instance would; cleanup closes them all.
 */
export async function openEmptyDatabase(dialect: DbDialect): Promise<Handle & { connect: () => Db }> {
  const dir = dialect === "sqlite" ? mkdtempSync(path.join(tmpdir(), "cedar-it-")) : undefined;
  const postgres = dialect === "postgres" ? await createThrowawayDatabase("cedar_test") : undefined;
  const opened: Db[] = [];
  const connect = () => {
    const { db } = postgres ? openDb({ url: postgres.url, poolSize: 4 }) : openDb({ sqliteFile: path.join(dir!, "site.db") });
    opened.push(db);
    return db;
  };
  return {
    db: connect(),
    connect,
    cleanup: async () => {
      // The suite may have closed its connection already (closeDb).
      for (const db of opened) await db.destroy().catch(() => undefined);
      if (dir) rmSync(dir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

async function openFresh(dialect: DbDialect): Promise<Handle> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "cedar-it-"));
    const file = path.join(dir, "site.db");
    copyFileSync(await sqliteTemplate(), file);
    const { db } = openDb({ sqliteFile: file });
    return { db, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const template = inject("postgresTemplate");
  if (!template) {
    // Run without the global setup (another config): prepared here, as a start prepares one.
    const handle = await openEmptyDatabase(dialect);
    await prepareDatabase(handle.db);
    return handle;
  }
  const postgres = await createThrowawayDatabase("cedar_test", template);
  const { db } = openDb({ url: postgres.url, poolSize: 4 });
  // The photo files are no part of the database: into this process's storage, as prepareDatabase puts them.
  await copySamplePhotos(getPhotoStorage());
  return {
    db,
    cleanup: async () => {
      await db.destroy().catch(() => undefined);
      await postgres.drop();
    },
  };
}

const TABLES_CHILD_FIRST = [
  "calendar_feeds",
  "reminders",
  "reminder_mails",
  "jobs",
  "job_runners",
  "payment_notifications",
  "online_payments",
  "cash_up_counts",
  "cash_ups",
  "payment_references",
  "invoices",
  "payments",
  "document_numbers",
  "shipment_events",
  "shipment_charges",
  "shipment_pieces",
  "shipments",
  "cargo_batches",
  "cargo_piece_prices",
  "cargo_rate_brackets",
  "cargo_rate_cards",
  "rate_limit_hits",
  "mail_outbox",
  "enquiry_numbers",
  "bookings",
  "quote_events",
  "quote_lines",
  "quotes",
  "quote_numbers",
  "departures",
  "gallery_photos",
  "photos",
  "tour_prices",
  "exchange_rates",
  "audit_log",
  "kept_forms",
  "sessions",
  "sign_in_attempts",
  "recovery_codes",
  "user_two_factor",
  "settings",
  "site_content",
  "enquiry_events",
  "users",
  "enquiries",
  "tours",
  "services",
  "destinations",
] as const;

export async function emptyAllTables(db: Db): Promise<void> {
  for (const table of TABLES_CHILD_FIRST) await db.deleteFrom(table).execute();
}

export const DIALECTS: DbDialect[] = POSTGRES_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** `describe` once per database kind; inside, the app's getDb() points at that database. */
export function describeEachDatabase(name: string, suite: (context: { dialect: DbDialect; db: () => Db }) => void): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let handle: Handle | undefined;
      beforeAll(async () => {
        handle = await openFresh(dialect);
        setDb(handle.db, dialect);
      });
      beforeEach(async () => {
        setDb(handle!.db, dialect);
        await emptyAllTables(handle!.db);
      });
      afterAll(async () => {
        await closeDb();
        await handle?.cleanup();
      });
      suite({ dialect, db: () => handle!.db });
    });
  }
}

/** Runs the migrations up or down to one of them by name, or up to the latest. */
export async function migrateTo(db: Db, target: string | "latest"): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = target === "latest" ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error) throw error;
}

/**
 * For the tests of one migration, inside a `describe`: `open()` gives an empty database of the
 * kind migrated to `before`, which the app's queries use too; it is closed and removed after
 * each test. `migrate(target)` moves it on (or back).
 */
export function databasesAt(dialect: DbDialect, before: string) {
  let handle: Handle | undefined;
  afterEach(async () => {
    await closeDb();
    await handle?.cleanup();
    handle = undefined;
  });
  return {
    async open(): Promise<Kysely<any>> {
      handle = await openEmptyDatabase(dialect);
      setDb(handle.db, dialect);
      await migrateTo(handle.db, before);
      return handle.db as unknown as Kysely<any>;
    },
    migrate: (target: string | "latest") => migrateTo(handle!.db, target),
  };
}
