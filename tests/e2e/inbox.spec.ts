import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signIn, test, type Site } from "./fixtures";
import { uniqueWord } from "./admin-catalogue-helpers";

/**
 * The admin Enquiries screen (the Inbox before issue #13): reading, marking unread, archiving
 * and deleting, as before. Messages are written straight into the worker's database, each test
 * with its own unique word, and the tests find their rows by that word. The pipeline (status,
 * assignment, notes, replies, filters) is in enquiry-pipeline.spec.ts.
 */
type MessageRow = {
  name: string;
  subject: string;
  message: string;
  email?: string;
  phone?: string | null;
  tourId?: string | null;
  read?: boolean;
  archived?: boolean;
  /** Minutes before now. */
  ago?: number;
};

function insertMessages(site: Site, rows: MessageRow[]): string[] {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare(
    `insert into enquiries (id, name, email, phone, subject, message, tour_id, read_at, archived_at, sender_key, created_at)
     values (@id, @name, @email, @phone, @subject, @message, @tourId, @readAt, @archivedAt, 'e2e', @createdAt)`,
  );
  const ids = rows.map((row) => {
    const id = randomUUID();
    const createdAt = new Date(Date.now() - (row.ago ?? 0) * 60_000).toISOString();
    insert.run({
      id,
      name: row.name,
      email: row.email ?? "sender@example.com",
      phone: row.phone ?? null,
      subject: row.subject,
      message: row.message,
      tourId: row.tourId ?? null,
      readAt: row.read ? createdAt : null,
      archivedAt: row.archived ? createdAt : null,
      createdAt,
    });
    return id;
  });
  db.close();
  return ids;
}

/** The message's row in the list the page shows (Inbox, or Archived with `folder`). */
async function listedRow(page: Page, word: string, folder = "") {
  await page.goto(`/admin/messages${folder ? `?folder=${folder}` : ""}`);
  return page.getByRole("listitem").filter({ hasText: word });
}

/** The unread count the admin navigation shows beside Enquiries (none shown: 0). */
async function navUnread(page: Page): Promise<number> {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Enquiries/ });
  // What a screen reader hears: the text without the parts hidden from it.
  const text = await link.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
    return copy.textContent ?? "";
  });
  return Number(text.match(/(\d+) unread/)?.[1] ?? 0);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("lists messages newest first, with unread ones marked and their first line shown", async ({ page, site }) => {
  const word = uniqueWord("Newest");
  insertMessages(site, [
    { name: `${word} Older`, subject: `${word} older subject`, message: `Older first line\nhidden second line`, ago: 30, read: true },
    { name: `${word} Newer`, subject: `${word} newer subject`, message: `Newer first line\nsecond line`, ago: 5 },
  ]);
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();

  const items = page.getByRole("listitem").filter({ hasText: word });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`${word} Newer`);
  await expect(items.nth(1)).toContainText(`${word} Older`);

  const newer = items.nth(0);
  await expect(newer).toContainText("Unread");
  await expect(newer).toContainText("Newer first line");
  await expect(newer).not.toContainText("second line");
  await expect(newer).toContainText("sender@example.com");
  // When it was received, and (issue #13) where it stands: New, nobody's yet.
  await expect(newer.locator("time").first()).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  await expect(newer).toContainText("New");
  await expect(newer).toContainText("Assignee:Nobody");
  await expect(items.nth(1)).not.toContainText("Unread");
});

test("opening a message shows all of it and marks it read with a POST, not on the GET", async ({ page, site }) => {
  const word = uniqueWord("Open");
  const [id] = insertMessages(site, [
    {
      name: `${word} Sender`,
      email: "rania@example.com",
      phone: "+961 1 234 567",
      subject: `${word} booking`,
      message: "Line one\nLine two",
      tourId: "bali-island-escape",
    },
  ]);

  // A plain GET (no JavaScript runs) leaves the message unread.
  const response = await page.request.get(`/admin/messages/${id}`);
  expect(response.status()).toBe(200);
  await expect(await listedRow(page, word)).toContainText("Unread");

  const before = await navUnread(page);
  expect(before).toBeGreaterThan(0);
  await page.getByRole("link", { name: `${word} booking` }).click();
  await expect(page.getByRole("heading", { name: `${word} booking`, level: 1 })).toBeVisible();
  await expect(page.getByText("Line one\nLine two")).toBeVisible();
  await expect(page.getByRole("link", { name: "rania@example.com" })).toHaveAttribute("href", "mailto:rania@example.com");
  await expect(page.getByText("+961 1 234 567")).toBeVisible();
  await expect(page.getByRole("link", { name: "Bali Island Escape" })).toHaveAttribute("href", "/admin/tours/bali-island-escape");
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:rania@example.com?subject=${encodeURIComponent(`Re: ${word} booking`)}`,
  );

  // The page marks it read once shown.
  await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  // The navigation's unread count follows without a reload.
  await expect.poll(() => navUnread(page)).toBe(before - 1);
  await expect(await listedRow(page, word)).not.toContainText("Unread");
  expect(await navUnread(page)).toBe(before - 1);
});

test("mark as unread goes back to the inbox with a toast and the message is unread again", async ({ page, site }) => {
  const word = uniqueWord("Again");
  const [id] = insertMessages(site, [{ name: `${word} Sender`, subject: `${word} subject`, message: "Hello", read: true }]);
  await page.goto(`/admin/messages/${id}`);
  const before = await navUnread(page);
  await page.getByRole("button", { name: "Mark as unread" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByText("Marked as unread")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: word })).toContainText("Unread");
  await expect.poll(() => navUnread(page)).toBe(before + 1);
  await expect(await listedRow(page, word)).toContainText("Unread");
});

test("archive moves a message to Archived and back, with the folder counts following", async ({ page, site }) => {
  const word = uniqueWord("Shelve");
  insertMessages(site, [{ name: `${word} Sender`, subject: `${word} subject`, message: "Please archive me", read: true }]);
  await page.goto("/admin/messages");
  const folders = page.getByRole("navigation", { name: "Folders" });
  const archivedTab = folders.getByRole("link", { name: /Archived/ });
  const countOf = async () => Number((await archivedTab.innerText()).match(/(\d+) enquir/)?.[1]);
  const archivedBefore = await countOf();

  await page.getByRole("listitem").filter({ hasText: word }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Enquiry archived")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: word })).toHaveCount(0);
  await expect.poll(countOf).toBe(archivedBefore + 1);

  await archivedTab.click();
  await expect(page).toHaveURL(/folder=archived/);
  await expect(archivedTab).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("listitem").filter({ hasText: word });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Move to inbox" }).click();
  await expect(page.getByText("Enquiry moved to inbox")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: word })).toHaveCount(0);
  await page.goto("/admin/messages");
  await expect(page.getByRole("listitem").filter({ hasText: word })).toBeVisible();
});

test("delete asks first: Cancel keeps the message, Delete removes it", async ({ page, site }) => {
  const word = uniqueWord("Delete");
  const [id] = insertMessages(site, [{ name: `${word} Sender`, subject: `${word} subject`, message: "Delete me", read: true }]);
  await page.goto(`/admin/messages/${id}`);

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this enquiry and its timeline? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: `${word} subject`, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByText("Enquiry deleted")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: word })).toHaveCount(0);
  expect((await page.request.get(`/admin/messages/${id}`)).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opening leaves a message unread until 'Mark as read'; delete confirms on a page of its own", async ({ page, site }) => {
    const word = uniqueWord("NoJs");
    const [id] = insertMessages(site, [{ name: `${word} Sender`, subject: `${word} subject`, message: "No script here" }]);
    await page.goto(`/admin/messages/${id}`);
    await expect(page.getByRole("button", { name: "Mark as read" })).toBeVisible();
    await expect(await listedRow(page, word)).toContainText("Unread");
    await page.goto(`/admin/messages/${id}`);
    await page.getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await expect(await listedRow(page, word)).not.toContainText("Unread");

    await page.goto("/admin/messages");
    await page.getByRole("listitem").filter({ hasText: word }).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this enquiry and its timeline? This action cannot be undone.");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: word })).toBeVisible();

    await page.getByRole("listitem").filter({ hasText: word }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: word })).toHaveCount(0);
    expect((await page.request.get(`/admin/messages/${id}`)).status()).toBe(404);
  });
});

test("the inbox, a message and the delete question have no accessibility violations", async ({ page, site }) => {
  test.slow(); // Each axe scan takes a few seconds.
  const word = uniqueWord("Axe");
  const [id] = insertMessages(site, [
    { name: `${word} Unread`, subject: `${word} unread`, message: "Hello", phone: "+961 3 000 000", tourId: "bali-island-escape" },
    { name: `${word} Read`, subject: `${word} read`, message: "Hi", read: true, ago: 3 },
  ]);
  const check = async (where: string) => {
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(
      violations.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  };
  await page.goto("/admin/messages");
  await check("list");
  await page.goto(`/admin/messages?delete=${id}`);
  await check("list with delete question");
  await page.goto(`/admin/messages/${id}`);
  await check("message");
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await check("delete dialog");
});
