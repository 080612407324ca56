import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../integration/throwaway-postgres";

/**
 * The built server as the browser tests start it (`npm start`'s script), and the one prepared
 * data folder every start copies (docs/testing.md, decision 0050). No Playwright here: the
 * global setup (tests/e2e/global-setup.ts) uses it too.
 */

export const ADMIN = { email: "admin@example.com", password: "correct-horse-battery", name: "Site Admin" };

/** Every test server's SESSION_SECRET unless a spec gives its own, so a test can make a session as sign-in does. */
export const E2E_SESSION_SECRET = "e2e-session-secret-fixed-for-every-test-server";

/** The environment variable naming the prepared data folder, set by the global setup for the workers. */
const PREPARED_DATA_DIR = "CEDAR_E2E_PREPARED_DATA_DIR";

/** The environment variable naming the prepared PostgreSQL template database, when TEST_POSTGRES_URL is set. */
const PREPARED_POSTGRES_TEMPLATE = "CEDAR_E2E_POSTGRES_TEMPLATE";

export type Site = { url: string; dataDir: string; databaseFile: string; env: NodeJS.ProcessEnv };

/** The sites this process started, by address, so a helper given a page or an address finds its database. */
const sitesByUrl = new Map<string, Site>();
const urlOfProcess = new WeakMap<ChildProcess, string>();

/** The site this process started at an address (any path of it), if any. */
export function siteAt(url: string): Site | undefined {
  return sitesByUrl.get(new URL(url).origin);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the built server (`npm start`'s script) and waits for /readyz (its database,
 * migrations and job runner answer). Without a DATA_DIR or a DATABASE_URL of its own, the
 * server gets a copy of the prepared data folder (migrated, seeded, sample photos in place,
 * the admin created), so its start neither seeds nor hashes a password; `emptyDataDir` gives it
 * an empty folder instead, for a real first start.
 */
export async function startServer(
  extraEnv: NodeJS.ProcessEnv = {},
  options: { emptyDataDir?: boolean } = {},
): Promise<{ site: Site; process: ChildProcess; output: () => string }> {
  let dataDir = extraEnv.DATA_DIR;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(tmpdir(), "cedar-e2e-"));
    const prepared = process.env[PREPARED_DATA_DIR];
    const ownDatabase = extraEnv.DATABASE_URL ?? process.env.DATABASE_URL;
    if (prepared && !options.emptyDataDir && !ownDatabase) cpSync(prepared, dataDir, { recursive: true });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: E2E_SESSION_SECRET,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ["scripts/start.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  // A first start on PostgreSQL (migrations, sample data, a password hash) on a loaded two-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL"); // no server left behind by a test that failed here
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const site = { url, dataDir, databaseFile: path.join(dataDir, "site.db"), env };
  sitesByUrl.set(url, site);
  urlOfProcess.set(child, url);
  return { site, process: child, output: () => output };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const url = urlOfProcess.get(child);
  if (url) sitesByUrl.delete(url);
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * Makes the data folder every test server copies: one real first start of the built server on
 * an empty folder (migrations, sample catalogue and content, sample photos, the admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD with its full-cost password hash), stopped cleanly, its database
 * checkpointed into one file. Returns the folder; the workers find it in their environment.
 */
export async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cedar-e2e-prepared-"));
  const { process: child } = await startServer({ DATA_DIR: dataDir });
  await stopServer(child);
  const db = new Database(path.join(dataDir, "site.db"));
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  process.env[PREPARED_DATA_DIR] = dataDir;
  return dataDir;
}

/**
 * With TEST_POSTGRES_URL, the PostgreSQL counterpart of the prepared data folder: a database
 * one real first start of the built server has migrated, seeded and given the admin, stopped
 * cleanly so that no connection to it stays (PostgreSQL copies no database someone is
 * connected to). `createStartedDatabase` copies it. Returns it, to drop when the run ends;
 * the workers find its name in their environment.
 */
export async function preparePostgresTemplate(): Promise<ThrowawayDatabase | undefined> {
  if (!process.env.TEST_POSTGRES_URL) return undefined;
  const template = await createThrowawayDatabase("cedar_e2e_template");
  // Its photo files are not kept: every server on a copy puts the sample photos in its own folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), "cedar-e2e-template-"));
  try {
    const { process: child } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: template.url });
    await stopServer(child);
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.env[PREPARED_POSTGRES_TEMPLATE] = template.name;
  return template;
}

/**
 * A throwaway PostgreSQL database as a first start leaves it (migrated, the sample catalogue
 * and content, the admin with its full-cost hash): a copy of the template the global setup
 * prepared, so a server started on it neither migrates nor seeds nor hashes. For a spec
 * that tests the first start itself, `createThrowawayDatabase` gives an empty one.
 */
export async function createStartedDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const template = process.env[PREPARED_POSTGRES_TEMPLATE];
  if (!template) throw new Error(`${PREPARED_POSTGRES_TEMPLATE} is not set: the global setup prepares it when TEST_POSTGRES_URL is set`);
  return createThrowawayDatabase(prefix, template);
}
