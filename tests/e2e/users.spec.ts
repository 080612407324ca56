import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { ADMIN, expect, signIn, test, type Site } from "./fixtures";
import { uniqueWord } from "./admin-catalogue-helpers";

/**
 * The Users screen. Every user these tests add has an e-mail at USERS_DOMAIN, and is removed
 * after each test, so the worker's database is left with the admins it had.
 */
const USERS_DOMAIN = "users-e2e.example.com";

function openDb(site: Site) {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  return db;
}

type NewUser = { name: string; email: string; role: "admin" | "editor"; password: string };

function newUser(role: "admin" | "editor" = "editor"): NewUser {
  const word = uniqueWord("user");
  return { name: `Test ${word}`, email: `${word}@${USERS_DOMAIN}`, role, password: `harbour lights ${word.split("").reverse().join("")}` };
}

async function fillAddForm(page: Page, user: Partial<NewUser>) {
  const form = page.getByRole("region", { name: "Add user" });
  if (user.name !== undefined) await form.getByLabel("Name").fill(user.name);
  if (user.email !== undefined) await form.getByLabel("Email").fill(user.email);
  if (user.role !== undefined) await form.getByLabel("Role").selectOption(user.role);
  if (user.password !== undefined) await form.getByLabel("Initial password").fill(user.password);
  return form;
}

async function addUser(page: Page, user: NewUser) {
  await page.goto("/admin/users");
  const form = await fillAddForm(page, user);
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("User added")).toBeVisible();
}

/** The card of one user in the list. */
function userCard(page: Page, name: string) {
  return page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: name });
}

/** A second browser, signed in as someone else. */
async function signedInElsewhere(browser: Browser, site: Site, user: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

// A refused change answers 400 or 409, and the browser logs that status.
test.use({ allowConsoleErrors: [/the server responded with a status of (400|409)/] });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.afterEach(async ({ site }) => {
  const db = openDb(site);
  db.prepare("delete from users where email_key like ?").run(`%@${USERS_DOMAIN}`);
  db.close();
});

test("lists users with role, last sign-in and creation, and marks the signed-in admin '(you)'", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  const me = page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: ADMIN.email });
  await expect(me).toContainText("(you)");
  await expect(me).toContainText("Admin");
  await expect(me).toContainText("Last sign-in");
  await expect(me).toContainText(/Created\s*\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  // Nobody deletes their own account.
  await expect(me.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(me).toContainText("You cannot delete your own account.");
});

test("adding a user checks the fields, keeps what was typed, and refuses a taken e-mail", async ({ page }) => {
  const user = newUser();
  await page.goto("/admin/users");
  const form = await fillAddForm(page, { ...user, email: "not-an-email", password: "short" });
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(form.getByText("Password must be at least 12 characters")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(user.name);
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Email").fill(ADMIN.email.toUpperCase());
  await form.getByLabel("Initial password").fill(user.password);
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByText("A user with this e-mail already exists.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(user.name);
  await expect(userCard(page, user.name)).toHaveCount(0);

  await form.getByLabel("Email").fill(user.email);
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("User added")).toBeVisible();
  await expect(userCard(page, user.name)).toContainText(user.email);
  await expect(userCard(page, user.name)).toContainText("Never");
  // The form is empty again for the next one.
  await expect(form.getByLabel("Name")).toHaveValue("");
  await page.reload();
  await expect(userCard(page, user.name).getByLabel(/^Role/)).toHaveValue("editor");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses a short password with the message and the typed name and e-mail", async ({ page }) => {
    const user = newUser();
    await page.goto("/admin/users");
    const form = await fillAddForm(page, { ...user, password: "1234567" });
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(form.getByText("Password must be at least 12 characters")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue(user.name);
    await expect(form.getByLabel("Email")).toHaveValue(user.email);
    await expect(userCard(page, user.name)).toHaveCount(0);
  });
});

test("an admin changes a user's role", async ({ page }) => {
  // Adding the user hashes a password (scrypt N=2^17): slow on a busy machine.
  test.slow();
  const user = newUser("editor");
  await addUser(page, user);
  const card = userCard(page, user.name);
  await card.getByLabel(/^Role/).selectOption("admin");
  await card.getByRole("button", { name: /^Save role/ }).click();
  await expect(page.getByText("Role updated")).toBeVisible();
  await expect(userCard(page, user.name).getByLabel(/^Role/)).toHaveValue("admin");
  await page.reload();
  await expect(userCard(page, user.name).getByLabel(/^Role/)).toHaveValue("admin");
});

test("resetting a password signs the user out everywhere and the new password works", async ({ page, site, browser }) => {
  // Three sign-ins, each a deliberate slow password hash: over the default budget on a busy machine.
  test.slow();
  const user = newUser();
  await addUser(page, user);
  const elsewhere = await signedInElsewhere(browser, site, user);

  const card = userCard(page, user.name);
  await card.getByText("Reset password").click();
  await card.getByLabel("New password").fill("short");
  await card.getByRole("button", { name: /^Set password/ }).click();
  await expect(card.getByText("Password must be at least 12 characters")).toBeVisible();
  // A refused reset signs nobody out.
  await elsewhere.page.goto("/admin");
  await expect(elsewhere.page).toHaveURL(/\/admin$/);

  await card.getByLabel("New password").fill("a-brand-new-password");
  await card.getByRole("button", { name: /^Set password/ }).click();
  await expect(page.getByText("Password reset")).toBeVisible();
  await expect(page.getByText("signed out everywhere")).toBeVisible();

  // The old session is gone: the next page asks to sign in.
  await elsewhere.page.goto("/admin");
  await expect(elsewhere.page).toHaveURL(/\/login/);
  await elsewhere.close();

  const again = await signedInElsewhere(browser, site, { email: user.email, password: "a-brand-new-password" });
  await expect(again.page).toHaveURL(/\/admin/);
  await again.close();
});

test("delete asks first: Cancel keeps the user, Delete removes them", async ({ page }) => {
  const user = newUser();
  await addUser(page, user);
  const card = userCard(page, user.name);
  await card.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this user? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(userCard(page, user.name)).toBeVisible();

  await card.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted")).toBeVisible();
  await expect(userCard(page, user.name)).toHaveCount(0);
  await page.reload();
  await expect(userCard(page, user.name)).toHaveCount(0);
});

test("the users screen, with messages showing, has no accessibility violations", async ({ page }) => {
  test.slow(); // Each axe scan takes a few seconds.
  const user = newUser();
  await addUser(page, user);
  const check = async (where: string) => {
    // The toasts belong to the admin layout, which has its own checks.
    const { violations } = await new AxeBuilder({ page })
      .exclude("[data-sonner-toaster]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      violations.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  };
  await check("list");
  const card = userCard(page, user.name);
  await card.getByText("Reset password").click();
  await card.getByRole("button", { name: /^Set password/ }).click();
  await expect(card.getByText("Password must be at least 12 characters")).toBeVisible();
  const form = await fillAddForm(page, { email: "nope" });
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();
  await check("with errors");
  await card.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await check("delete dialog");
});
