import Database from "better-sqlite3";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../app/server/passwords.server";
import { ADMIN, expect, signInThroughForm, test, type Site } from "./fixtures";

/**
 * Sign-in, sign-out, throttling and the editor's limits, through the browser. Tests that fail
 * sign-ins on purpose use an e-mail of their own and remove its failures afterwards, so the
 * shared admin is never locked out.
 */

// Wrong passwords answer 401, throttled ones 429, an editor on Users 403: the browser logs each.
// (One pattern: Playwright would read a second array element as the fixture's options.)
test.use({ allowConsoleErrors: [/status of (40[13]|429)/] });

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

function openDb(site: Site) {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

async function insertUser(site: Site, user: { name: string; email: string; role: "admin" | "editor"; password: string }) {
  const db = openDb(site);
  const id = randomUUID();
  db.prepare(
    `insert into users (id, name, email, email_key, role, password_hash, created_at, last_sign_in_at)
     values (?, ?, ?, ?, ?, ?, ?, null)`,
  ).run(id, user.name, user.email, user.email.toLowerCase(), user.role, await hashPassword(user.password), new Date().toISOString());
  db.close();
  return id;
}

function deleteUser(site: Site, id: string): void {
  const db = openDb(site);
  db.prepare("delete from users where id = ?").run(id);
  db.close();
}

/** The site keeps a keyed hash of the typed e-mail, never the e-mail (decision 0048): the same one here. */
function forgetFailures(site: Site, email: string): number {
  const secret = site.env.SESSION_SECRET ?? readFileSync(path.join(site.dataDir, "session-secret"), "utf8").trim();
  const key = createHmac("sha256", secret).update(`sign-in-email|${email.toLowerCase()}`).digest("base64url");
  const db = openDb(site);
  const forgotten = db.prepare("delete from sign_in_attempts where email_key = ?").run(key);
  db.close();
  return forgotten.changes;
}

function postSignIn(site: Site, email: string, password: string) {
  return fetch(`${site.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: new URLSearchParams({ email, password }),
  });
}

test.describe("signing in", () => {
  test("an anonymous visit to an admin page asks to sign in, then returns to that page", async ({ page }) => {
    await page.goto("/admin/tours?q=bali");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Ftours%3Fq%3Dbali$/);
    await expect(page).toHaveTitle("Sign in | Cedar Wings Travel");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/tours\?q=bali$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Tours");
  });

  test("a wrong password or an unknown e-mail gives one generic message and keeps the e-mail", async ({ page, site }) => {
    // Each try checks a slow password hash (scrypt N=2^17).
    test.slow();
    await page.goto("/login");
    for (const email of [ADMIN.email, uniqueEmail("nobody")]) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not the password");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Sign in" }).click();
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expect(page).toHaveURL(/\/login$/);
      forgetFailures(site, email);
    }
  });

  test("links from elsewhere cannot send a signed-in user off the site", async ({ page }) => {
    await page.goto("/login?redirectTo=" + encodeURIComponent("//evil.example/admin"));
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("a signed-in user who opens /login goes to the dashboard", async ({ page }) => {
    await signInThroughForm(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("after five failures for one e-mail, sign-in is refused for a while, even with the right password", async ({ page, site }) => {
    // Six slow password hashes (scrypt N=2^17) and the growing delays after failures.
    test.slow();
    const email = uniqueEmail("throttled");
    const id = await insertUser(site, { name: "Throttled", email, role: "editor", password: "the right password" });
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await postSignIn(site, email, `wrong ${attempt}`)).status).toBe(401);
      }
      const refused = await postSignIn(site, email, "the right password");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("the right password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Too many sign-in attempts. Please wait 15 minutes and try again.");
      await expect(page).toHaveURL(/\/login$/);

      // Once the failures are gone (the window has passed), the right password works again.
      expect(forgetFailures(site, email)).toBeGreaterThan(0);
      await page.getByLabel("Password").fill("the right password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/admin$/);
    } finally {
      forgetFailures(site, email);
      deleteUser(site, id);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in, a wrong password, and signing out all work with plain forms", async ({ page, site }) => {
    await page.goto("/admin/services");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fservices$/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN.email);
    forgetFailures(site, ADMIN.email);

    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    // The one-time message is in the page the server sent.
    await expect(page.getByRole("status").filter({ hasText: "Welcome back" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toHaveText("You have been signed out.");
  });
});

test.describe("signing out", () => {
  test("ends the session: back and reload lead to the sign-in page", async ({ page, context }) => {
    await signInThroughForm(page);
    await page.goto("/admin/destinations");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toHaveText("You have been signed out.");
    expect((await context.cookies()).some((cookie) => cookie.name === "cw_session")).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdestinations$/);
    await page.goto("/admin/destinations");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("the old session cookie no longer opens the admin area", async ({ page, site, context }) => {
    await signInThroughForm(page);
    const session = (await context.cookies()).find((cookie) => cookie.name === "cw_session")!;
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const replayed = await fetch(`${site.url}/admin`, { redirect: "manual", headers: { Cookie: `cw_session=${session.value}` } });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("Location")).toMatch(/^\/login/);
  });

  test("opening /logout does not sign out; it offers the button", async ({ page }) => {
    await signInThroughForm(page);
    await page.goto("/logout");
    await expect(page.getByRole("heading", { name: "Sign out" })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/logout");
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("an editor", () => {
  test("manages the catalogue but sees no Users section and gets 403 there", async ({ page, site }) => {
    const email = uniqueEmail("editor");
    const id = await insertUser(site, { name: "Edith Editor", email, role: "editor", password: "editor password" });
    try {
      await signInThroughForm(page, { email, password: "editor password" });
      await expect(page).toHaveURL(/\/admin$/);
      const nav = page.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("link", { name: "Tours" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "User Management" })).toHaveCount(0);
      await expect(page.getByText("Edith Editor", { exact: true }).filter({ visible: true })).toBeVisible();

      const response = await page.goto("/admin/users");
      expect(response?.status()).toBe(403);
      await expect(page.getByText("Only administrators can use this page.")).toBeVisible();

      await page.goto("/admin/tours");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Tours");
    } finally {
      deleteUser(site, id);
    }
  });

  test("an admin sees the Users section", async ({ page }) => {
    await signInThroughForm(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });
});
