import { rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import SQLite from "better-sqlite3";
import pg from "pg";
import { createThrowawayDatabase } from "../integration/throwaway-postgres";
import { addServiceOverHttp, createStartedDatabase, expect, signIn, signInOverHttp, startServer, stopServer, test } from "./fixtures";

const POSTGRES_URL = process.env.TEST_POSTGRES_URL;
const SHARED_SECRET = "instances-test-secret-0123456789abcdef0123";

/**
 * The acknowledged titles missing from the services table, read once the restarted server
 * answers (its public page lists a bounded number of services, so the table is asked directly).
 */
async function titlesMissing(titles: string[], storedTitles: () => Promise<string[]>): Promise<string[]> {
  const stored = new Set(await storedTitles());
  return titles.filter((title) => !stored.has(title));
}

async function sqliteServiceTitles(file: string): Promise<string[]> {
  const database = new SQLite(file, { readonly: true });
  try {
    return database
      .prepare<[], { title: string }>("select title from services")
      .all()
      .map((row) => row.title);
  } finally {
    database.close();
  }
}

async function postgresServiceTitles(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ title: string }>("select title from services")).rows.map((row) => row.title);
  } finally {
    await client.end();
  }
}

/** Fires writes ten at a time until the server dies; returns the titles it acknowledged. */
async function writeUntilKilled(url: string, cookie: string, server: ChildProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  setTimeout(() => {
    killed = true;
    server.kill("SIGKILL");
  }, 1500);
  const worker = async () => {
    while (!killed || server.exitCode === null) {
      const title = `Crash test service ${String(next++).padStart(4, "0")}`;
      try {
        if (await addServiceOverHttp(url, cookie, title)) acknowledged.push(title);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return acknowledged;
}

/**
 * A GET on a connection of its own that asks for "100 Continue" first: the server sends it just
 * before it hands the request to the site, so `started` settles once the request is truly in
 * flight on the server, and `answer` once the whole response has arrived.
 */
function requestInFlight(url: string): { started: Promise<void>; answer: Promise<{ status: number; body: string }> } {
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { agent: false, headers: { Expect: "100-continue" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    request.on("continue", () => {
      started();
      request.end();
    });
    request.on("error", reject);
    request.flushHeaders();
  });
  // A request refused before it started must fail the test, not leave it waiting.
  answer.catch(() => started());
  return { started: startedPromise, answer };
}

test.describe("several instances and crashes", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("two instances on one PostgreSQL database share edits and sessions", async ({ browser }) => {
    test.skip(!POSTGRES_URL, "TEST_POSTGRES_URL is not set");
    // An empty database, not a copy of the prepared one: this is the first start under test.
    const database = await createThrowawayDatabase("cedar_e2e");
    const env = { DATABASE_URL: database.url, SESSION_SECRET: SHARED_SECRET };
    // Started together on a fresh database: migrations and sample data must not collide.
    const [first, second] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const context = await browser.newContext({ baseURL: first.site.url });
      const page = await context.newPage();
      await signIn(page);

      // The session opened on the first instance is valid on the second.
      await page.goto(`${second.site.url}/admin`);
      await expect(page).toHaveURL(`${second.site.url}/admin`);
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

      // An edit made through the second is shown by the first on the next request.
      await page.goto(`${second.site.url}/admin/destinations/edit/bali`);
      await page.getByLabel("Destination Name", { exact: true }).fill("Bali and the Gili Islands");
      await page.getByRole("button", { name: "Update Destination" }).click();
      await expect(page).toHaveURL(`${second.site.url}/admin/destinations`);
      const publicPage = await (await browser.newContext()).newPage();
      await publicPage.goto(`${first.site.url}/destinations/bali`);
      await expect(publicPage.getByRole("heading", { level: 1, name: "Bali and the Gili Islands" })).toBeVisible();

      // A flash message set by one instance is shown by whichever instance serves the next page.
      await page.goto(`${second.site.url}/admin/services/new`);
      await page.getByLabel("Title", { exact: true }).fill("Visa Assistance");
      await page.getByLabel("Description", { exact: true }).fill("Help with visa paperwork for every destination.");
      await page.getByRole("radio", { name: "shield" }).check();
      await page.getByRole("button", { name: "Create Service" }).click();
      await expect(page.getByText("Service created")).toBeVisible();
      await context.close();
    } finally {
      await stopServer(first.process);
      await stopServer(second.process);
      await database.drop();
    }
  });

  test("sign-in throttling counts failures made on either instance", async () => {
    test.skip(!POSTGRES_URL, "TEST_POSTGRES_URL is not set");
    // Not a first start: a copy of the database the global setup's first start left.
    const database = await createStartedDatabase("cedar_e2e");
    const env = { DATABASE_URL: database.url, SESSION_SECRET: SHARED_SECRET };
    const first = await startServer(env);
    const second = await startServer(env);
    try {
      const attempt = (url: string) =>
        fetch(`${url}/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
          body: new URLSearchParams({ email: "admin@example.com", password: "wrong password" }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await attempt(i % 2 ? second.site.url : first.site.url)).status);
      expect(statuses).toContain(429);
    } finally {
      await stopServer(first.process);
      await stopServer(second.process);
      await database.drop();
    }
  });

  test("a server killed with SIGKILL during a burst of writes keeps every acknowledged write (SQLite)", async () => {
    const { site, process: server } = await startServer();
    try {
      const cookie = await signInOverHttp(site.url);
      const acknowledged = await writeUntilKilled(site.url, cookie, server);
      expect(acknowledged.length).toBeGreaterThan(10);

      const reopened = new SQLite(site.databaseFile);
      expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
      reopened.close();

      const restarted = await startServer({ DATA_DIR: site.dataDir });
      try {
        expect((await fetch(`${restarted.site.url}/services`)).status).toBe(200);
        expect(await titlesMissing(acknowledged, () => sqliteServiceTitles(site.databaseFile))).toEqual([]);
      } finally {
        await stopServer(restarted.process);
      }
    } finally {
      rmSync(site.dataDir, { recursive: true, force: true });
    }
  });

  test("a server killed with SIGKILL during a burst of writes keeps every acknowledged write (PostgreSQL)", async () => {
    test.skip(!POSTGRES_URL, "TEST_POSTGRES_URL is not set");
    const database = await createStartedDatabase("cedar_e2e");
    const env = { DATABASE_URL: database.url, SESSION_SECRET: SHARED_SECRET };
    const { site, process: server } = await startServer(env);
    try {
      const cookie = await signInOverHttp(site.url);
      const acknowledged = await writeUntilKilled(site.url, cookie, server);
      expect(acknowledged.length).toBeGreaterThan(10);
      const restarted = await startServer(env);
      try {
        expect((await fetch(`${restarted.site.url}/services`)).status).toBe(200);
        expect(await titlesMissing(acknowledged, () => postgresServiceTitles(database.url))).toEqual([]);
      } finally {
        await stopServer(restarted.process);
      }
    } finally {
      await database.drop();
    }
  });

  test("SIGTERM lets requests in flight finish, then the server exits cleanly", async () => {
    const { site, process: server } = await startServer();
    try {
      const exit = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
      const inFlight = Array.from({ length: 20 }, () => requestInFlight(`${site.url}/tours`));
      // SIGTERM only once the server has taken up every one of them.
      await Promise.all(inFlight.map((request) => request.started));
      server.kill("SIGTERM");
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      // Every request in flight got a full page, not an error or a cut-off body.
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      for (const answer of answers) expect(answer.body).toContain("</html>");
      expect(await exit).toBe(0);
      const database = new SQLite(site.databaseFile, { readonly: true });
      expect(database.pragma("integrity_check", { simple: true })).toBe("ok");
      database.close();
    } finally {
      rmSync(site.dataDir, { recursive: true, force: true });
    }
  });
});
