import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { HOTP, Secret, TOTP } from "otpauth";
import { hashPassword } from "../../app/server/accounts/passwords.server";
import { axeViolations } from "./axe";
import { ADMIN, expect, signInThroughForm, test, type Site } from "./fixtures";

/**
 * Two-factor sign-in through the browser (decision 0022). Each test uses an editor of its own,
 * removed afterwards with everything two-factor kept for them, so the shared admin never has
 * two-factor on and other specs sign in with the password alone.
 */

// A wrong or replayed code answers 401; the browser logs it.
test.use({ allowConsoleErrors: [/status of 401/] });

type Staff = { id: string; name: string; email: string; password: string };

function openDb(site: Site) {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

async function insertEditor(site: Site): Promise<Staff> {
  const word = randomBytes(4).toString("hex");
  const staff = { id: randomUUID(), name: `Editor ${word}`, email: `two-factor-${word}@example.com`, password: `pass-${word}-long` };
  const db = openDb(site);
  db.prepare(
    `insert into users (id, name, email, email_key, role, password_hash, created_at, last_sign_in_at)
     values (?, ?, ?, ?, 'editor', ?, ?, null)`,
  ).run(staff.id, staff.name, staff.email, staff.email, await hashPassword(staff.password), new Date().toISOString());
  db.close();
  return staff;
}

let staff: Staff;

test.beforeEach(async ({ site }) => {
  staff = await insertEditor(site);
});

test.afterEach(async ({ site }) => {
  const db = openDb(site);
  db.prepare("delete from users where id = ?").run(staff.id);
  db.close();
});

/** What an authenticator app would show: the code of `step`, or of now when that is later. */
class Authenticator {
  lastStep = 0;
  constructor(private readonly secret: string) {}

  /** A code the site has not accepted yet (the window allows the next step's code early). */
  nextCode(): string {
    const step = Math.max(TOTP.counter({ period: 30 }), this.lastStep + 1);
    this.lastStep = step;
    return HOTP.generate({ secret: Secret.fromBase32(this.secret), counter: step });
  }

  /** The code accepted last, typed again. */
  lastCode(): string {
    return HOTP.generate({ secret: Secret.fromBase32(this.secret), counter: this.lastStep });
  }
}

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.goto("/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Sets two-factor up from the account page, up to the recovery codes shown once; returns the app and the codes. */
async function showCodes(page: Page): Promise<{ app: Authenticator; recoveryCodes: string[] }> {
  await page.goto("/admin/account/two-factor");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is off" })).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code to add .* to an authenticator app/ })).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = new Authenticator(secret);

  await page.getByLabel("Authentication code").fill(app.nextCode());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const recoveryCodes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  return { app, recoveryCodes };
}

/** Sets two-factor up from the account page; returns the app and the recovery codes shown once. */
async function setUp(page: Page): Promise<{ app: Authenticator; recoveryCodes: string[] }> {
  const shown = await showCodes(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  return shown;
}

/** Downloads the codes with the page's link: the file's text, which holds every code and whose they are. */
async function downloadCodes(page: Page, recoveryCodes: string[]): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download (.txt)" }).click()]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const text = readFileSync((await download.path())!, "utf8");
  expect(text).toContain(staff.email);
  for (const code of recoveryCodes) expect(text).toContain(code);
  return text;
}

async function adminBrowser(browser: Browser, site: Site) {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await signInThroughForm(page, ADMIN);
  return { page, close: () => context.close() };
}

test("set up two-factor, sign in with a code, a replayed code is refused, a recovery code works once, and an admin resets it", async ({
  page,
  browser,
  site,
}) => {
  // Nine sign-ins and sign-outs, each checking a password: longer than one page's test.
  test.setTimeout(180_000);
  await signInThroughForm(page, staff);
  const { app, recoveryCodes } = await setUp(page);
  await signOut(page);

  // The password alone is not enough any more.
  await passwordStep(page, staff);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toBeFocused();
  await codeField.fill(app.nextCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  // The server's banner, or the toast that takes over from it: never both (auth.spec.ts).
  await expect(page.getByText(`Welcome back, ${staff.name}.`)).toBeVisible();
  await signOut(page);

  // The same code a second time: refused, no session.
  await passwordStep(page, staff);
  await page.getByLabel("Authentication code").fill(app.lastCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("That code was already used. Wait for your app to show a new one and enter that.");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);

  // A recovery code instead, once.
  await passwordStep(page, staff);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(/9 recovery codes are left/)).toBeVisible();
  await page.goto("/admin/account/two-factor");
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();
  await signOut(page);

  await passwordStep(page, staff);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("That recovery code is not right, or it was already used.");

  // Signed in again (another recovery code), then an admin resets two-factor: this browser is signed out.
  await page.getByLabel("Recovery code").fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  const admin = await adminBrowser(browser, site);
  await admin.page.goto("/admin/users");
  const card = admin.page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: staff.email });
  await expect(card).toContainText("Two-factor on");
  await card.getByRole("button", { name: /^Reset two-factor/ }).click();
  await expect(admin.page.getByText("Two-factor reset")).toBeVisible();
  await expect(card).toContainText("Two-factor off");
  await admin.close();

  await page.goto("/admin/tours");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Ftours$/);
  // The password alone signs in again, and the set-up page starts afresh.
  await passwordStep(page, staff);
  await expect(page.getByRole("heading", { name: "Tours" }).first()).toBeVisible();
  await page.goto("/admin/account/two-factor");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is off" })).toBeVisible();
});

test("the set-up page, the recovery codes, the second step and the settings page have no accessibility violations", async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(180_000);
  await signInThroughForm(page, staff);
  await page.goto("/admin/account/two-factor");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const secret = (await page.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel("Authentication code").fill(new Authenticator(secret).nextCode());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await signOut(page);
  await passwordStep(page, staff);
  await expect(page.getByRole("heading", { name: "Two-step verification", level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const admin = await adminBrowser(browser, site);
  await admin.page.goto("/admin/settings");
  await expect(admin.page.getByRole("switch", { name: "Require two-factor sign-in for all staff" })).not.toBeChecked();
  expect(await axeViolations(admin.page)).toEqual([]);
  await admin.close();
});

test("the recovery codes can be copied, downloaded as a text file and printed", async ({ page, context, site }) => {
  test.setTimeout(60_000);
  await signInThroughForm(page, staff);
  const { recoveryCodes } = await showCodes(page);
  await downloadCodes(page, recoveryCodes);

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  await page.getByRole("button", { name: "Copy codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Codes copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join("\n"));

  // On paper: the codes and their heading, not the menus, the buttons or the way on.
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  for (const code of recoveryCodes) await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Download (.txt)" })).toBeHidden();
  for (const link of await page.getByRole("link", { name: "Dashboard" }).all()) await expect(link).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the recovery codes download as a text file", async ({ page }) => {
    test.setTimeout(60_000);
    await signInThroughForm(page, staff);
    const { recoveryCodes } = await showCodes(page);
    await expect(page.getByRole("button", { name: "Copy codes" })).toHaveCount(0);
    await downloadCodes(page, recoveryCodes);
  });

  test("the set-up and the second sign-in step work as plain forms", async ({ page }) => {
    test.setTimeout(60_000);
    await signInThroughForm(page, staff);
    const { app } = await setUp(page);
    await signOut(page);
    await passwordStep(page, staff);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText(/not right|already used/);
    await page.getByLabel("Authentication code").fill(app.nextCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
