import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { closeDb, openDb } from "~/server/platform/db.server";
import { diskStorage, setPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { SAMPLE_PHOTOS_DIR } from "~/server/samples/sample-photos.server";

function runBackup(dataDir: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", target], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("npm run db:backup", () => {
  let dir: string;
  afterEach(async () => {
    await closeDb();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies the live database while it is being written, into one file that opens clean", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "cedar-backup-"));
    const { db } = openDb({ sqliteFile: path.join(dir, "site.db") });
    // The sample photos go to this data folder's media folder, as a start with DATA_DIR=dir puts them.
    setPhotoStorage(diskStorage(path.join(dir, "media")));
    await prepareDatabase(db);
    setPhotoStorage(undefined);
    await db.destroy();

    // A second connection keeps writing enquiries while the backup runs, as the site would.
    const writer = new SQLite(path.join(dir, "site.db"));
    writer.pragma("journal_mode = WAL");
    writer.pragma("busy_timeout = 5000");
    const insert = writer.prepare(
      `insert into enquiries (id, name, email, subject, message, sender_key, created_at)
       values (?, 'Backup Tester', 'tester@example.com', 'Other', 'Written during the backup.', 'k', ?)`,
    );
    let written = 0;
    for (; written < 50; written++) insert.run(`before-${written}`, new Date().toISOString());
    const timer = setInterval(() => insert.run(`during-${written++}`, new Date().toISOString()), 2);

    const target = path.join(dir, "copy", "site-backup.db");
    const result = await runBackup(dir, target);
    clearInterval(timer);
    writer.close();

    expect(result.output).toContain("integrity check: ok");
    expect(result.code).toBe(0);
    // One self-contained file, and the photos beside it: nothing to forget when copying it back.
    expect(readdirSync(path.dirname(target))).toEqual(["media", "site-backup.db"]);
    // Every sample photo's files (samples/photos, decision 0031) are in the site's media, and copied.
    const sampleFiles = readdirSync(SAMPLE_PHOTOS_DIR).filter((name) => name !== "manifest.json");
    expect(sampleFiles.length).toBeGreaterThan(100);
    expect(readdirSync(path.join(dir, "media")).sort()).toEqual(sampleFiles.sort());
    expect(readdirSync(path.join(dir, "media")).sort()).toEqual(readdirSync(path.join(path.dirname(target), "media")).sort());
    expect(result.output).toMatch(/Photos copied to .*media: \d+ new/);

    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const ids = copy.prepare("select id from enquiries").all() as { id: string }[];
    copy.close();
    // Everything committed before the backup began is in the copy, and the catalogue came along.
    for (let i = 0; i < 50; i++) expect(ids.map((row) => row.id)).toContain(`before-${i}`);
  });

  it("refuses with a clear message when there is no database yet", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "cedar-backup-"));
    const result = await runBackup(dir, path.join(dir, "copy.db"));
    expect(result.code).toBe(1);
    expect(result.output).toContain("no database at");
    expect(existsSync(path.join(dir, "copy.db"))).toBe(false);
  });
});
