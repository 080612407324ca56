import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { rmSync } from "node:fs";
import { emailKey } from "../../app/domain/users";
import { newSession, sessionCookieName } from "../../app/server/accounts/session.server";
import { getEnv, type Env } from "../../app/server/platform/env.server";
import { startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { ADMIN, siteAt, startServer, stopServer, type Site } from "./server";

export { ADMIN, createStartedDatabase, freePort, startServer, stopServer, type Site } from "./server";

type Fixtures = { consoleErrors: string[]; allowConsoleErrors: RegExp[] };
type WorkerFixtures = { site: Site; smtp: SmtpInbox };

/** The mail workers' mailboxes: the general one and the cargo team's get enquiries; customers get mail from sales. */
export const MAILBOXES = {
  info: "info@e2e.cedarwings.example",
  cargo: "cargo@e2e.cedarwings.example",
  sales: "sales@e2e.cedarwings.example",
} as const;

/**
 * The one configuration of the servers that send mail (mail-fixtures.ts): e-mail goes to the
 * worker's local SMTP server (`smtp`), with MAIL_TO, CARGO_MAIL_TO and REPLY_FROM set to
 * MAILBOXES. The shared worker server has no mail set up: what staff see then (a mailto: link
 * for replies, the link to copy for a quote) is what most admin specs check.
 */
export function mailServerEnv(smtp: SmtpInbox): NodeJS.ProcessEnv {
  return {
    SMTP_URL: smtp.url,
    MAIL_TO: MAILBOXES.info,
    CARGO_MAIL_TO: MAILBOXES.cargo,
    REPLY_FROM: `Cedar Wings Sales <${MAILBOXES.sales}>`,
  };
}

/** The address the fixture's pages open relative paths against, for signIn to find their server. */
const baseUrlOfPage = new WeakMap<Page, string>();

/**
 * `site`: one server and database per worker, no mail set up; `smtp`: a local SMTP server for
 * the worker, with every e-mail it received (for servers given mailServerEnv). `page` fails the test on any page error or
 * console.error, except messages matched by `allowConsoleErrors`.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  smtp: [
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      await use(inbox);
      await inbox.close();
    },
    { scope: "worker" },
  ],
  site: [
    async ({}, use) => {
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
  page: async ({ page, baseURL, consoleErrors, allowConsoleErrors }, use) => {
    if (baseURL) baseUrlOfPage.set(page, baseURL);
    // Every test starts with the public forms' limit free: it counts the messages of this
    // machine's one address over ten minutes, so the messages earlier tests of the worker sent
    // (a quote journey's, a small-screen check's) would otherwise refuse this test's with a 429.
    const started = baseURL ? sessionSite(baseURL) : undefined;
    if (started) freePublicFormsLimit(started);
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

/**
 * A test server's settings as the server reads them (getEnv in app/server/platform/env.server.ts):
 * its SESSION_SECRET, given or kept in its data folder, its session lifetimes, its SITE_URL.
 */
export function siteEnv(site: Site): Env {
  return getEnv(site.env);
}

/**
 * A session for a user of a test server's SQLite database, made as sign-in makes one (newSession
 * in app/server/accounts/session.server.ts, under the server's own settings) and recorded as
 * their last sign-in (with no device: the account screen shows it unnamed); the cookie, as the
 * browser would keep it. Throws when the e-mail is no user's.
 */
export function createTestSession(site: Site, email: string): { name: string; value: string; expires: number } {
  const env = siteEnv(site);
  const at = new Date();
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    const user = db.prepare<[string], { id: string }>("select id from users where email_key = ?").get(emailKey(email));
    if (!user) throw new Error(`no user ${email} to sign in`);
    const { token, row } = newSession(user.id, { at }, env);
    // The row's columns are the app's, whatever they become.
    const columns = Object.keys(row);
    db.prepare(`insert into sessions (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`).run(...Object.values(row));
    db.prepare("update users set last_sign_in_at = ? where id = ?").run(at.toISOString(), user.id);
    return { name: sessionCookieName(env), value: token, expires: Math.floor(new Date(row.expires_at).getTime() / 1000) };
  } finally {
    db.close();
  }
}

/** A server whose sessions a test can make itself: one this process started, on SQLite. */
function sessionSite(url: string): Site | undefined {
  const site = siteAt(url);
  return site && !site.env.DATABASE_URL ? site : undefined;
}

/**
 * The session cookie of a user (the admin by default) for plain HTTP requests (no browser):
 * a session made in the database (createTestSession) on a server this process started,
 * otherwise a POST of the sign-in form.
 */
export async function signInOverHttp(url: string, user: { email: string; password: string } = ADMIN): Promise<string> {
  const site = sessionSite(url);
  if (site) {
    const cookie = createTestSession(site, user.email);
    return `${cookie.name}=${cookie.value}`;
  }
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: user.email, password: user.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?cw_session=/.test(value));
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

/**
 * Signs a user (the admin by default) in and leaves the page on the dashboard (/admin), as the
 * sign-in form does. The session is made in the server's database (createTestSession), which
 * costs no password hash; on a server this process did not start or on PostgreSQL, the form
 * signs in. Tests of signing in itself use signInThroughForm.
 */
export async function signIn(page: Page, user: { email: string; password: string } = ADMIN): Promise<void> {
  const origin = await pageOrigin(page);
  const site = sessionSite(origin);
  if (!site) return signInThroughForm(page, user);
  await page.context().addCookies([{ ...createTestSession(site, user.email), url: origin, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`${origin}/admin`);
}

/** Signs in through the real form, password hash and all; the page ends where the form sends it (/admin). */
export async function signInThroughForm(page: Page, user: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** The origin a page's relative addresses go to: the fixture's baseURL, else found by opening /livez. */
async function pageOrigin(page: Page): Promise<string> {
  const known = baseUrlOfPage.get(page);
  if (known) return new URL(known).origin;
  await page.goto("/livez");
  return new URL(page.url()).origin;
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
  db.close();
  freePublicFormsLimit(site);
}

/** Forgets the public forms' limit's uses (rows of their own, decision 0045) on a SQLite site. */
export function freePublicFormsLimit(site: Site): void {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.prepare("delete from rate_limit_hits where limit_name = 'public-forms'").run();
  db.close();
}
