import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sha256 } from "~/server/backups/photo-copies.server";
import { diskStorage, setPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { openDb, type Db, type DbDialect } from "~/server/platform/db.server";
import { copySamplePhotos, SAMPLE_PHOTOS_DIR } from "~/server/samples/sample-photos.server";
import { DIALECTS, migrateTo } from "./databases";
import { listenLocally, loadInProcessSite, type InProcessSite, type Listening } from "./in-process-site";
import { startS3Server } from "./s3-server";
import { createThrowawayDatabase, dropDatabase } from "./throwaway-postgres";

/*
 * npm run db:backup, db:restore and db:restore-drill (decision 0065), run as the operator runs
 * them: child processes on a real database of each kind, beside the real site taking writes.
 */

// Each contact message is a sender of its own (X-Forwarded-For through one trusted proxy), so the
// contact form's rate limit never refuses the writes this file makes.
process.env.TRUST_PROXY = "1";

type Run = { code: number | null; output: string };

/** One of the commands, as `npm run` runs it, with its own environment on top of this process's. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: "",
        S3_ENDPOINT: "",
        S3_BUCKET: "",
        S3_ACCESS_KEY_ID: "",
        S3_SECRET_ACCESS_KEY: "",
        S3_REGION: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

type Manifest = {
  started_at: string;
  finished_at: string;
  tables: Record<string, number>;
  photos: { copied: { name: string }[]; all: { name: string; sha256: string }[] };
};

function readManifest(backup: string): Manifest {
  return JSON.parse(readFileSync(path.join(backup, "manifest.json"), "utf8")) as Manifest;
}

/** The backup folder a db:backup run printed it wrote. */
function writtenBackup(run: Run): string {
  const match = /^Backup written to (.+)\.$/m.exec(run.output);
  if (run.code !== 0 || !match) throw new Error(`db:backup failed:\n${run.output}`);
  return match[1]!;
}

/** A site database of the kind, prepared as a start prepares one, with its data folder (photos in its media). */
type SiteDatabase = { db: Db; url: string; dataDir: string; cleanup: () => Promise<void> };

async function openSiteDatabase(dialect: DbDialect, migratedTo: string | "prepared" = "prepared"): Promise<SiteDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cedar-backup-"));
  const media = diskStorage(path.join(dataDir, "media"));
  const postgres =
    dialect === "postgres"
      ? await createThrowawayDatabase("cedar_backup", migratedTo === "prepared" ? inject("postgresTemplate") : undefined)
      : undefined;
  const url = postgres ? postgres.url : `file:${path.join(dataDir, "site.db")}`;
  const { db } = postgres ? openDb({ url, poolSize: 4 }) : openDb({ sqliteFile: path.join(dataDir, "site.db") });
  if (migratedTo !== "prepared") {
    await migrateTo(db, migratedTo);
  } else {
    setPhotoStorage(media);
    try {
      if (!postgres || !inject("postgresTemplate")) await prepareDatabase(db);
      await copySamplePhotos(media);
    } finally {
      setPhotoStorage(undefined);
    }
  }
  return {
    db,
    url,
    dataDir,
    cleanup: async () => {
      await db.destroy().catch(() => undefined);
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database of the kind to restore into. */
async function emptyTarget(dialect: DbDialect): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (dialect === "postgres") {
    const postgres = await createThrowawayDatabase("cedar_restore");
    return { url: postgres.url, cleanup: postgres.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "cedar-restore-"));
  return { url: `file:${path.join(dir, "site.db")}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The contact messages a database holds. */
async function storedMessages(url: string): Promise<Set<string>> {
  if (url.startsWith("file:")) {
    const copy = new SQLite(url.slice("file:".length), { readonly: true });
    const rows = copy.prepare("select message from enquiries").all() as { message: string }[];
    copy.close();
    return new Set(rows.map((row) => row.message));
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ message: string }>("select message from enquiries");
  await client.end();
  return new Set(rows.map((row) => row.message));
}

let site: InProcessSite;
beforeAll(async () => {
  site = await loadInProcessSite();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

for (const dialect of DIALECTS) {
  describe(`backups and restores [${dialect}]`, () => {
    let database: SiteDatabase;
    let server: Listening;
    let backup: string;
    let manifest: Manifest;
    /** The contact messages the site acknowledged, each with the time its answer came. */
    const acknowledged: { message: string; at: number }[] = [];

    beforeAll(async () => {
      database = await openSiteDatabase(dialect);
      site.db.setDb(database.db, dialect);
      server = await listenLocally(site.app);
      const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.url };

      // Visitors keep sending contact messages, one after another, until the backup has finished.
      let writing = true;
      let twentyWritten: () => void;
      const twenty = new Promise<void>((resolve) => (twentyWritten = resolve));
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          const message = `Written during the backup drill, number ${n}.`;
          const response = await fetch(`${server.base}/contact`, {
            method: "POST",
            redirect: "manual",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: server.base,
              "X-Forwarded-For": `10.9.${n >> 8}.${n & 255}`,
            },
            body: new URLSearchParams({
              website: "",
              name: "Backup Tester",
              email: "tester@example.com",
              phone: "",
              subject: "General Inquiry",
              message,
            }),
          });
          const answer = await response.text();
          if (response.status !== 302) throw new Error(`the contact form answered ${response.status}: ${answer.slice(0, 300)}`);
          acknowledged.push({ message, at: Date.now() });
          if (acknowledged.length === 20) twentyWritten!();
        }
      })();
      // Twenty writes are acknowledged before the backup starts (or the writer's failure ends the wait).
      await Promise.race([writer, twenty]);
      const run = await runScript("db-backup", [], env);
      writing = false;
      await writer;
      backup = writtenBackup(run);
      manifest = readManifest(backup);
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await database?.cleanup();
    });

    it("the drill restores the backup taken while the site was written to, with every write acknowledged before it started", async () => {
      const startedAt = Date.parse(manifest.started_at);
      const before = acknowledged.filter((write) => write.at < startedAt);
      expect(before.length).toBeGreaterThanOrEqual(20);
      // The writes went on until the backup had finished.
      expect(acknowledged.at(-1)!.at).toBeGreaterThan(Date.parse(manifest.finished_at));

      const drill = await runScript("db-restore-drill", ["--keep"], { DATA_DIR: database.dataDir, DATABASE_URL: database.url });
      expect(drill.output).toContain("Drill passed.");
      expect(drill.code).toBe(0);
      expect(drill.output).toMatch(/min old\)/);
      expect(drill.output).toMatch(/Restored in \d+\.\d s/);
      expect(drill.output).toContain("Migrations: none pending");
      expect(drill.output).toMatch(/Photos: 20 of \d+ checked, every SHA-256 matches/);

      const kept = /Kept the scratch database: the (?:SQLite file|PostgreSQL database) (\S+)\.$/m.exec(drill.output)![1]!;
      const scratchUrl = dialect === "sqlite" ? `file:${kept}` : kept;
      try {
        const restored = await storedMessages(scratchUrl);
        expect(before.filter((write) => !restored.has(write.message))).toEqual([]);
        // The manifest counted the same snapshot: as many enquiries as the copy holds.
        expect(manifest.tables.enquiries).toBe(restored.size);
      } finally {
        if (dialect === "sqlite") rmSync(path.dirname(kept), { recursive: true, force: true });
        else await dropDatabase(new URL(kept).pathname.slice(1));
      }
    });

    it("copies each photo into the shared media folder once, with its SHA-256 in the manifest", async () => {
      const sampleFiles = readdirSync(SAMPLE_PHOTOS_DIR).filter((name) => name !== "manifest.json");
      const media = path.join(path.dirname(backup), "media");
      expect(readdirSync(media).sort()).toEqual(sampleFiles.sort());
      expect(manifest.photos.copied.map((photo) => photo.name).sort()).toEqual(sampleFiles.sort());
      for (const photo of manifest.photos.all) expect(sha256(readFileSync(path.join(media, photo.name)))).toBe(photo.sha256);

      // A second backup copies nothing again, yet still lists every photo it relies on.
      const second = readManifest(
        writtenBackup(await runScript("db-backup", [], { DATA_DIR: database.dataDir, DATABASE_URL: database.url })),
      );
      expect(second.photos.copied).toEqual([]);
      expect(second.photos.all).toEqual(manifest.photos.all);
    });

    it("db:restore fills an empty database and its photo folder, refuses a non-empty one, and replaces it with --replace", async () => {
      const target = await emptyTarget(dialect);
      const dataDir = mkdtempSync(path.join(tmpdir(), "cedar-restored-"));
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: target.url };
        const first = await runScript("db-restore", [backup], env);
        expect(first.output).toContain("Row counts match the manifest");
        expect(first.code).toBe(0);
        // The photos are back in the new data folder, byte for byte.
        for (const photo of manifest.photos.all) expect(sha256(readFileSync(path.join(dataDir, "media", photo.name)))).toBe(photo.sha256);

        const refused = await runScript("db-restore", [backup], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/^Error: .* is not empty \(\d+ rows\): restore into an empty database, or pass --replace/m);
        expect(refused.output).not.toContain("    at ");

        const replaced = await runScript("db-restore", [backup, "--replace"], env);
        expect(replaced.output).toContain("Row counts match the manifest");
        expect(replaced.code).toBe(0);
        if (dialect === "sqlite") {
          // The database that was there is moved aside, not deleted.
          expect(
            readdirSync(path.dirname(target.url.slice("file:".length))).some((name) => name.startsWith("site.db.before-restore-")),
          ).toBe(true);
        }
      } finally {
        await target.cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("the drill fails, naming the photo, when a photo in the backup is damaged", async () => {
      const media = path.join(path.dirname(backup), "media");
      const damaged = manifest.photos.all[0]!.name;
      const original = readFileSync(path.join(media, damaged));
      writeFileSync(path.join(media, damaged), Buffer.concat([original, Buffer.from("x")]));
      try {
        const drill = await runScript("db-restore-drill", [backup, "--photos", "all"], {
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.url,
        });
        expect(drill.code).toBe(1);
        expect(drill.output).toContain(`photo ${damaged} in ${media} is damaged`);
        expect(drill.output).not.toContain("Drill passed.");
      } finally {
        writeFileSync(path.join(media, damaged), original);
      }
    });

    it("the drill fails with pg_restore's or SQLite's complaint when the database copy is damaged", async () => {
      const copy = mkdtempSync(path.join(tmpdir(), "cedar-damaged-"));
      try {
        const damagedBackup = path.join(copy, path.basename(backup));
        cpSync(backup, damagedBackup, { recursive: true });
        const file = path.join(damagedBackup, dialect === "sqlite" ? "database.sqlite" : "database.dump");
        writeFileSync(file, readFileSync(file).subarray(0, 4096));
        const drill = await runScript("db-restore-drill", [damagedBackup, "--photos", "0"], {
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.url,
        });
        expect(drill.code).toBe(1);
        expect(drill.output).toMatch(dialect === "sqlite" ? /the backup's database copy .* is damaged/ : /pg_restore failed \(exit 1\)/);
        expect(drill.output).not.toContain("    at ");
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });

    it("the drill fails when the backup's schema is older than the code's (migrations pending)", async () => {
      const older = await openSiteDatabase(dialect, "0040-enquiry-dates-and-sources");
      try {
        const env = { DATA_DIR: older.dataDir, DATABASE_URL: older.url };
        writtenBackup(await runScript("db-backup", [], env));
        const drill = await runScript("db-restore-drill", [], env);
        expect(drill.code).toBe(1);
        expect(drill.output).toMatch(/migrations were pending on the restored copy: 0041-/);
      } finally {
        await older.cleanup();
      }
    });
  });
}

describe("photos in an S3 bucket", () => {
  const started: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const server of started) await server.close();
  });

  /** A bucket on its own s3rver, closed after the tests. */
  async function bucket() {
    const server = await startS3Server();
    started.push(server);
    return server;
  }

  it("are downloaded when new, and uploaded into an empty bucket by db:restore, each with its SHA-256", async () => {
    const source = await bucket();
    const dataDir = mkdtempSync(path.join(tmpdir(), "cedar-backup-s3-"));
    const target = await emptyTarget("sqlite");
    try {
      const { db } = openDb({ sqliteFile: path.join(dataDir, "site.db") });
      setPhotoStorage(source.storage);
      try {
        await prepareDatabase(db);
      } finally {
        setPhotoStorage(undefined);
        await db.destroy();
      }
      const env = { ...source.env, DATA_DIR: dataDir };
      const first = readManifest(writtenBackup(await runScript("db-backup", [], env)));
      const inBucket = (await source.storage.list()).sort();
      expect(inBucket.length).toBeGreaterThan(100);
      expect(first.photos.copied.map((photo) => photo.name)).toEqual(inBucket);

      // An upload after the first backup: the next one downloads it alone.
      const added = "f".repeat(32) + "-480.jpg";
      await source.storage.put(
        added,
        new Uint8Array(
          readFileSync(
            path.join(
              SAMPLE_PHOTOS_DIR,
              inBucket.find((name) => name.endsWith(".jpg"))!,
            ),
          ),
        ),
        "image/jpeg",
      );
      const secondRun = await runScript("db-backup", [], env);
      expect(secondRun.output).toMatch(/: 1 new copied to .*media/);
      const secondBackup = writtenBackup(secondRun);
      const second = readManifest(secondBackup);
      expect(second.photos.copied.map((photo) => photo.name)).toEqual([added]);
      expect(second.photos.all).toHaveLength(inBucket.length + 1);

      const empty = await bucket();
      const restore = await runScript("db-restore", [secondBackup], { ...empty.env, DATA_DIR: dataDir, DATABASE_URL: target.url });
      expect(restore.output).toContain(`Photos: ${inBucket.length + 1} put into ${empty.storage.location}`);
      expect(restore.code).toBe(0);
      for (const photo of second.photos.all) expect(sha256((await empty.storage.get(photo.name))!)).toBe(photo.sha256);
    } finally {
      await target.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("mistakes the commands explain", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "cedar-backup-mistakes-"));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs a command expected to refuse: exit 1, one clear line, never a stack trace. */
  async function refused(script: string, args: string[], env: Record<string, string> = {}): Promise<string> {
    const run = await runScript(script, args, { DATA_DIR: dir, ...env });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^Error: /);
    expect(run.output).not.toContain("    at ");
    return run.output;
  }

  it("db:backup: no database yet, an unknown option, no pg_dump on PATH — and no half backup left", async () => {
    expect(await refused("db-backup", [])).toContain("no database at");
    expect(await refused("db-backup", ["--into", "x"])).toMatch(/Unknown option '--into'[\s\S]*Usage: npm run db:backup/);
    const root = path.join(dir, "pg-backups");
    const output = await refused("db-backup", ["--to", root], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      PATH: path.dirname(process.execPath),
    });
    expect(output).toContain("pg_dump is not on PATH");
    expect(readdirSync(root)).toEqual([]);
  });

  it("db:restore: no folder named, a missing folder, a folder without a manifest, a manifest that is not one, the wrong kind of database", async () => {
    expect(await refused("db-restore", [])).toContain("Name the backup folder to restore");
    expect(await refused("db-restore", [path.join(dir, "nowhere")])).toContain("is not a folder");
    const folder = path.join(dir, "not-a-backup");
    cpSync(path.join(SAMPLE_PHOTOS_DIR, "manifest.json"), path.join(folder, "other.json"));
    expect(await refused("db-restore", [folder])).toContain("holds no manifest.json");
    writeFileSync(path.join(folder, "manifest.json"), "{ not json");
    expect(await refused("db-restore", [folder])).toContain("is not valid JSON");
    writeFileSync(path.join(folder, "manifest.json"), JSON.stringify({ format: 9 }));
    expect(await refused("db-restore", [folder])).toContain("is not a manifest this version reads");
    const now = new Date().toISOString();
    const sqliteManifest = {
      format: 1,
      kind: "sqlite",
      started_at: now,
      finished_at: now,
      migration_head: null,
      tables: {},
      photos: { storage: "disk", copied: [], all: [] },
    };
    writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(sqliteManifest));
    expect(await refused("db-restore", [folder, "--to", "postgres://postgres@127.0.0.1:1/none"])).toContain(
      "the backup is of SQLite and cannot be restored into the PostgreSQL database",
    );
    expect(await refused("db-restore", [folder, "--to", "mysql://somewhere"])).toContain("is not a database address");
    expect(await refused("db-restore", [folder])).toContain("has a manifest but no database.sqlite");
  });

  it("db:restore-drill: no backup yet, a bad photo count", async () => {
    expect(await refused("db-restore-drill", [])).toMatch(/backups holds no finished backup/);
    expect(await refused("db-restore-drill", [path.join(dir, "nowhere")])).toContain("is not a folder");
    expect(await refused("db-restore-drill", ["--photos", "many"])).toContain("--photos must be a whole number or 'all'");
  });
});
