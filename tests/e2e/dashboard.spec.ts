import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signIn, signInThroughForm, test, type Site } from "./fixtures";

/** The dashboard's cards count what is really in the database (docs/product-decisions.md), and link on. */

function openDb(site: Site) {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  return db;
}

/** The total a catalogue list shows under its table ("Showing 1–6 of 6"). */
async function listTotal(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const showing = await page.getByText(/^Showing .* of \d+$/).innerText();
  return Number(showing.match(/of (\d+)$/)![1]);
}

/** What the back office's own lists say there is. */
async function listedCounts(page: Page) {
  const destinations = await listTotal(page, "/admin/destinations");
  const tours = await listTotal(page, "/admin/tours");
  const services = await listTotal(page, "/admin/services");
  await page.goto("/admin/users");
  const users = await page.getByRole("list", { name: "Users" }).getByRole("listitem").count();
  return { destinations, tours, services, users };
}

/** The number on the Enquiries card ("3 unread"). */
async function unreadOnCard(page: Page): Promise<number> {
  const text = await page
    .getByRole("region", { name: "Overview" })
    .getByText(/^\d+ unread$/)
    .innerText();
  return Number(text.match(/^(\d+)/)![1]);
}

function insertService(site: Site): string {
  const id = `dashboard-${randomBytes(3).toString("hex")}`;
  const now = new Date().toISOString();
  const db = openDb(site);
  db.prepare(
    `insert into services (id, title, description, icon, position, version, created_at, updated_at)
     values (?, 'Dashboard check', 'A service added by the dashboard test.', 'globe', 999, 1, ?, ?)`,
  ).run(id, now, now);
  db.close();
  return id;
}

function insertUnreadMessage(site: Site): string {
  const id = randomUUID();
  const db = openDb(site);
  db.prepare(
    `insert into enquiries (id, name, email, phone, subject, message, tour_id, read_at, archived_at, sender_key, created_at)
     values (?, 'Dana', 'dana@example.com', null, 'General Inquiry', 'Hello from the dashboard test', null, null, null, 'e2e', ?)`,
  ).run(id, new Date().toISOString());
  db.close();
  return id;
}

function remove(site: Site, table: "services" | "enquiries", id: string): void {
  const db = openDb(site);
  db.prepare(`delete from ${table} where id = ?`).run(id);
  db.close();
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

test("the cards show the real counts, and follow changes to the data", async ({ page, site }) => {
  test.slow(); // Reads the totals from four list pages before comparing.
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle("Dashboard | Cedar Wings Travel admin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const before = { ...(await listedCounts(page)), unread: 0 };
  await page.goto("/admin");
  before.unread = await unreadOnCard(page);
  const overview = page.getByRole("region", { name: "Overview" });
  await expect(overview.getByText(plural(before.destinations, "destination", "destinations"), { exact: true })).toBeVisible();
  await expect(overview.getByText(plural(before.tours, "tour", "tours"), { exact: true })).toBeVisible();
  await expect(overview.getByText(plural(before.services, "service", "services"), { exact: true })).toBeVisible();
  await expect(overview.getByText(plural(before.users, "user", "users"), { exact: true })).toBeVisible();
  await expect(overview.getByText("Manage admin users and permissions")).toBeVisible();

  const serviceId = insertService(site);
  const messageId = insertUnreadMessage(site);
  try {
    await page.reload();
    await expect(overview.getByText(plural(before.services + 1, "service", "services"), { exact: true })).toBeVisible();
    await expect(overview.getByText(`${before.unread + 1} unread`, { exact: true })).toBeVisible();
    // The Enquiries entry of the navigation carries the same count, read out as "N unread".
    const inboxLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Enquiries/ });
    await expect(inboxLink).toHaveAccessibleName(`Enquiries ${before.unread + 1} unread`);
  } finally {
    remove(site, "services", serviceId);
    remove(site, "enquiries", messageId);
  }
});

test("each card, the quick actions and View Website lead where they say", async ({ page }) => {
  test.slow(); // A sign-in (a slow hash on purpose) and nine page loads: 24-31 s on a loaded two-core machine.
  await signIn(page);
  const overview = page.getByRole("region", { name: "Overview" });
  const cards: [string, RegExp][] = [
    ["Destinations", /\/admin\/destinations$/],
    ["Tours", /\/admin\/tours$/],
    ["Services", /\/admin\/services$/],
    ["User Management", /\/admin\/users$/],
    ["Enquiries", /\/admin\/messages$/],
  ];
  for (const [name, url] of cards) {
    await page.goto("/admin");
    await overview.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }

  await page.goto("/admin");
  const actions = page.getByRole("region", { name: "Quick Actions" });
  await expect(actions.getByRole("link", { name: "Add New Destination" })).toHaveAttribute("href", "/admin/destinations/new");
  await expect(actions.getByRole("link", { name: "Add New Tour" })).toHaveAttribute("href", "/admin/tours/new");
  await expect(actions.getByRole("link", { name: "Add New Service" })).toHaveAttribute("href", "/admin/services/new");
  await actions.getByRole("link", { name: "Add New Tour" }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/new$/);

  await page.goto("/admin");
  await page.getByRole("main").getByRole("link", { name: "View Website" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the sign-in page and the dashboard pass an automated accessibility check", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => `/login: ${violation.id}`)).toEqual([]);
  // Through the form: the welcome toast it leads to is part of the scan.
  await signInThroughForm(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  // The welcome toast shows right after signing in, so this scan checks it too (a scan can
  // outlast the toast on a busy machine, so it is not waited for later).
  await expect(page.getByText("Welcome back, admin.")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => `/admin: ${violation.id}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByText("Menu", { exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => `/admin menu: ${violation.id}`)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu opens to the same navigation and a Sign out button", async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    // The menu closes after going somewhere.
    await expect(nav).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens and its links work", async ({ page }) => {
      await signIn(page);
      await page.getByText("Menu", { exact: true }).click();
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tours" }).click();
      await expect(page).toHaveURL(/\/admin\/tours$/);
    });
  });
});
