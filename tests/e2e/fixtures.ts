import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const ADMIN = { email: "admin@example.com", password: "correct-horse-battery", name: "Site Admin" };

export type Site = { url: string; dataDir: string; databaseFile: string; env: NodeJS.ProcessEnv };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the built server (`npm start`'s script) and waits for /healthz. */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<{ site: Site; process: ChildProcess; output: () => string }> {
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "cedar-e2e-"));
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
    ...extraEnv,
  };
  const child = spawn(process.execPath, ["scripts/start.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { site: { url, dataDir, databaseFile: path.join(dataDir, "site.db"), env }, process: child, output: () => output };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Fixtures = { consoleErrors: string[]; allowConsoleErrors: RegExp[] };
/**
 * "shared": the worker's database is shared by every spec that runs there, and admin specs add
 * and feature records in it. "pristine": specs that check the sample catalogue as shipped ask
 * for it, and Playwright then runs them in workers of their own, whose catalogue only read-only
 * specs touch.
 */
type Catalogue = "shared" | "pristine";
type WorkerFixtures = { site: Site; catalogue: Catalogue };

/**
 * `site`: one server and database per worker. `page` fails the test on any page error or
 * console.error, except messages matched by `allowConsoleErrors`.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  catalogue: ["shared", { option: true, scope: "worker" }],
  site: [
    async ({ catalogue }, use) => {
      void catalogue; // a different value means a different worker, hence a server of its own
      const { site, process: child } = await startServer();
      await use(site);
      await stopServer(child);
      rmSync(site.dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({}, use) => use([]),
  page: async ({ page, consoleErrors, allowConsoleErrors }, use) => {
    page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    });
    await use(page);
    expect(consoleErrors, "the page logged errors").toEqual([]);
  },
});

export { expect };

/** Signs in with a plain HTTP POST (no browser); returns the session cookie. */
export async function signInOverHttp(url: string, user: { email: string; password: string } = ADMIN): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: user.email, password: user.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("cw_session="));
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed with status ${response.status}`);
  return cookie.split(";")[0]!;
}

/** Adds a service through the admin form's action, as a browser without JavaScript posts it; true when it was saved. */
export async function addServiceOverHttp(url: string, cookie: string, title: string): Promise<boolean> {
  const response = await fetch(`${url}/admin/services/new`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
    body: new URLSearchParams({ title, description: "Added over HTTP by a test.", icon: "clock" }),
  });
  return response.status === 302;
}

/**
 * Publishes a record as its list's Publish button posts it (a record made in the admin starts
 * as a draft, issue #12); true when it was published.
 */
export async function publishOverHttp(
  url: string,
  cookie: string,
  list: "destinations" | "tours" | "services",
  id: string,
  version = 1,
): Promise<boolean> {
  const response = await fetch(`${url}/admin/${list}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
    body: new URLSearchParams({ intent: "publish", id, version: String(version), confirmMissing: "1" }),
  });
  return response.status === 302;
}

/** Signs in through the real form. */
export async function signIn(page: Page, user: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/**
 * Waits until React has taken over the public page: the header's menu toggle becomes a button
 * (it is a <details> until then, app/components/site/site-header.tsx). On a loaded machine a
 * select changed or a link clicked earlier is handled as a plain form or link, or lost while
 * hydration runs; tests of the instant behaviour wait for this first, as a visitor's next
 * move would come after the page is ready.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("header button[aria-controls]")).toBeAttached();
}

/**
 * Deletes the enquiries sent from addresses at one mail domain, which a spec's messages all use,
 * and the public forms' rate limit's uses: the limit counts every message from this machine's one
 * address (rows of their own, decision 0045), so a spec that sends several starts and ends with
 * the limit free. Another spec's messages stay.
 */
export function deleteEnquiriesFrom(site: Site, mailDomain: string): void {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.prepare("delete from enquiries where email like ?").run(`%@${mailDomain}`);
  db.prepare("delete from rate_limit_hits where limit_name = 'public-forms'").run();
  db.close();
}
