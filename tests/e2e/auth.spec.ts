import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import { emailKey } from "../../app/domain/users";
import { hashPassword } from "../../app/server/accounts/passwords.server";
import { storedEmailKey } from "../../app/server/accounts/sign-in-throttle.server";
import { ADMIN, expect, signInThroughForm, siteEnv, test, type Site } from "./fixtures";

/**
 * Sign-in, sign-out and the editor's limits, through the browser; the rules behind them
 * (throttling, redirects, sessions ended) are checked in tests/integration. A test that fails a
 * sign-in on purpose removes its failures afterwards, so the shared admin is never locked out.
 */

// A wrong password answers 401, an editor on Users 403: the browser logs each.
// (One pattern: Playwright would read a second array element as the fixture's options.)
test.use({ allowConsoleErrors: [/status of 40[13]/] });

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

/** The site keeps a keyed hash of the typed e-mail, never the e-mail (decision 0048): the server's own, here. */
function forgetFailures(site: Site, email: string): number {
  const key = storedEmailKey(emailKey(email), siteEnv(site).SESSION_SECRET);
  const db = openDb(site);
  const forgotten = db.prepare("delete from sign_in_attempts where email_key = ?").run(key);
  db.close();
  return forgotten.changes;
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
    expect(forgetFailures(site, ADMIN.email), "the failure kept under the server's key").toBeGreaterThan(0);

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

test("after signing in the welcome shows once: the server's banner gives way to the toast, never both at a time", async ({
  page,
  site,
}) => {
  // Counts, at every change of the page, how many welcomes are on screen: the banner the
  // server rendered (for a page without JavaScript) and the toast that takes over from it.
  await page.addInitScript(() => {
    const state = { most: 0 };
    (window as unknown as { welcomes: typeof state }).welcomes = state;
    const count = () => {
      const shown = [...document.querySelectorAll("[role=status], [role=alert], [data-sonner-toast]")].filter(
        (element) => element.textContent?.includes("Welcome back") && !element.parentElement?.closest("[data-sonner-toast]"),
      );
      state.most = Math.max(state.most, shown.length);
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // Signed in by a post outside the page, the next page is a whole document with the banner in
  // it: the case where the banner and the toast could meet while the page hydrates.
  const signedIn = await page.request.post("/login", {
    form: { email: ADMIN.email, password: ADMIN.password },
    headers: { Origin: site.url },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  await page.goto("/admin");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { welcomes: { most: number } }).welcomes.most)).toBe(1);
});
