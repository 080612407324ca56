import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { insertTours, uniqueWord } from "./admin-catalogue-helpers";
import { ADMIN, expect, signIn, test, type Site } from "./fixtures";
import { addDeparture, agencyDay, picture } from "./tour-operator";
import { hashPassword } from "../../app/server/accounts/passwords.server";

/**
 * Nothing typed is lost (issue #23 items 2 and 3): a save after the session ended comes back
 * after signing in again (its version rule: tests/integration/kept-forms.test.ts); sending one
 * form of the tour screen leaves another's typed text in place; leaving a screen with unsent
 * text asks first.
 */

/** Ends every session as 31 idle minutes would (the server deletes it when it is next shown). */
function idle31Minutes(site: Site): void {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.prepare("update sessions set last_seen_at = ?").run(new Date(Date.now() - 31 * 60_000).toISOString());
  db.close();
}

/**
 * Waits until React has taken over the admin screen (its nodes carry React's keys): a field
 * filled before that can be reset by hydration, as a person's typing would not be.
 */
async function adminHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("#main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__react"));
  });
}

async function signInAgain(page: Page, user: { email: string; password: string } = ADMIN): Promise<void> {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A password check takes a few seconds on a busy machine.
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
}

type Person = { id: string; name: string; email: string; password: string };

/** An admin of the test's own, so that renaming them leaves the shared admin's name alone. */
async function addAdmin(site: Site, name: string): Promise<Person> {
  const person = { id: randomUUID(), name, email: `kept-${randomBytes(4).toString("hex")}@example.com`, password: "seven tulips at dawn" };
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.prepare(
    `insert into users (id, name, email, email_key, role, password_hash, created_at, last_sign_in_at)
     values (?, ?, ?, ?, 'admin', ?, ?, null)`,
  ).run(person.id, person.name, person.email, person.email, await hashPassword(person.password), new Date().toISOString());
  db.close();
  return person;
}

/** The admin shell's card of who is signed in. */
function signedInAs(page: Page) {
  return page.getByText("Signed in as", { exact: true }).first().locator("..");
}

function newTour(site: Site, word: string): { id: string; title: string } {
  const id = word.toLowerCase();
  const title = `${word} Coast Walk`;
  insertTours(site, [{ id, title, destinationId: "bali" }]);
  return { id, title };
}

test("a save after 30 idle minutes asks to sign in again, then the typed text is back and saves", async ({ page, site }) => {
  const tour = newTour(site, uniqueWord("Kept"));
  await signIn(page);
  await page.goto(`/admin/tours/edit/${tour.id}`);
  await adminHydrated(page);
  const description = page.getByLabel("Description", { exact: true });
  const typed = "Typed for half an hour, then lunch: the coast at low tide, the caves, the fish market.";
  await description.fill(typed);
  idle31Minutes(site);
  await page.getByRole("button", { name: "Update Tour" }).click();

  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText("You were signed out. Sign in again to keep your changes.")).toBeVisible();
  // The admin shell, and its claim of who is signed in, is gone.
  await expect(page.getByText(/Signed in as/)).toHaveCount(0);
  await signInAgain(page);
  await expect(page).toHaveURL(new RegExp(`/admin/tours/edit/${tour.id}$`));
  await expect(page.getByText("Your changes were kept: review and save.")).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(typed);

  // The values put back are unsent text too: leaving asks first.
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("alertdialog", { name: "Unsaved changes" }).getByRole("button", { name: "Stay on this page" }).click();
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(page.getByText("Tour updated").first()).toBeVisible();
  await page.goto(`/admin/tours/edit/${tour.id}`);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(typed);
});

test("site content and an enquiry's note come back after signing in again too", async ({ page, site }) => {
  await signIn(page);
  await page.goto("/admin/settings/content/hero");
  await adminHydrated(page);
  const title = page.getByLabel("Title (English)", { exact: true });
  await title.fill("A hero title typed before the session ended");
  idle31Minutes(site);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("You were signed out. Sign in again to keep your changes.")).toBeVisible();
  await signInAgain(page);
  await expect(page).toHaveURL(/\/admin\/settings\/content\/hero$/);
  await expect(page.getByText("Your changes were kept: review and save.")).toBeVisible();
  await expect(title).toHaveValue("A hero title typed before the session ended");

  const word = uniqueWord("Noted");
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  const at = new Date().toISOString();
  db.prepare(
    `insert into enquiries (id, name, email, subject, message, sender_key, created_at, locale, kind, status, last_activity_at, version)
     values (?, 'Aïcha Koné', 'aicha@kept-forms.example', ?, 'Any departures in May?', 'test', ?, 'en', 'contact', 'new', ?, 1)`,
  ).run(word.toLowerCase(), `Question ${word}`, at, at);
  db.close();
  // Opening an unread enquiry marks it read and reloads the screen's data once: let that finish
  // first, as a person reading the message would, so the session ends on a settled screen.
  const markedRead = page.waitForResponse((response) => response.url().endsWith("/read") && response.request().method() === "POST");
  await page.goto(`/admin/messages/${word.toLowerCase()}`);
  await adminHydrated(page);
  expect((await markedRead).status()).toBe(204);
  await page.waitForLoadState("networkidle");
  const note = page.getByRole("textbox", { name: "Internal note" });
  await note.fill("Called her back; she wants the 12 May departure.");
  idle31Minutes(site);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("You were signed out. Sign in again to keep your changes.")).toBeVisible();
  await signInAgain(page);
  await expect(note).toHaveValue("Called her back; she wants the 12 May departure.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  await expect(page.getByText("Called her back; she wants the 12 May departure.")).toBeVisible();
});

test("on the tour screen, adding a departure leaves a photo's typed alternative text in place", async ({ page, site }) => {
  test.slow(); // a picture is converted on a shared two-core machine
  const tour = newTour(site, uniqueWord("Altered"));
  await signIn(page);
  await page.goto(`/admin/tours/${tour.id}`);
  await adminHydrated(page);
  await page.getByLabel("Pictures to upload").setInputFiles({ name: "cove.jpg", mimeType: "image/jpeg", buffer: await picture("#2a7f62") });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const altText = page.getByLabel("English").first();
  await expect(altText).toBeVisible();
  await altText.fill("A green cove at low tide");
  await addDeparture(page, { startDate: agencyDay(30), capacity: "12", seatsBooked: "0" });
  await expect(altText).toHaveValue("A green cove at low tide");
  // Still not saved: leaving the screen asks first.
  await page.getByRole("link", { name: "Back to tours" }).click();
  await expect(page.getByRole("alertdialog", { name: "Unsaved changes" })).toBeVisible();
  await page.getByRole("button", { name: "Stay on this page" }).click();
  await page.getByRole("button", { name: /Save text/ }).click();
  await expect(page.getByRole("img", { name: "A green cove at low tide" })).toBeVisible();
  // Saved: nothing left to lose, so the screen is left without a question.
  await page.getByRole("link", { name: "Back to tours" }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
});

test("leaving a screen with unsaved text asks first; staying keeps it, leaving goes", async ({ page, site }) => {
  const tour = newTour(site, uniqueWord("Leaving"));
  await signIn(page);
  await page.goto(`/admin/tours/edit/${tour.id}`);
  await adminHydrated(page);
  await page.getByLabel("Description", { exact: true }).fill("Not saved yet.");
  await page.getByRole("link", { name: "Cancel" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/tours/edit/${tour.id}$`));
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Not saved yet.");

  await page.getByRole("link", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);

  // A screen with nothing typed is left without a question.
  await page.goto(`/admin/tours/edit/${tour.id}`);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
});

test("changing your display name shows it in the shell, on the account and in the activity", async ({ page, site }) => {
  test.slow(); // two sign-ins with a deliberately slow password hash
  const person = await addAdmin(site, "Lina Saad");
  await signIn(page, person);
  await page.goto("/admin/account");
  await expect(signedInAs(page)).toContainText("Lina Saad");
  const name = page.getByRole("region", { name: "Display name" }).getByLabel("Name");
  await expect(name).toHaveValue("Lina Saad");
  await name.fill("Lina Saad-Haddad");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("The name is now Lina Saad-Haddad.")).toBeVisible();
  await expect(signedInAs(page)).toContainText("Lina Saad-Haddad");
  await expect(page.getByText(`Signed in as Lina Saad-Haddad (${person.email}).`)).toBeVisible();

  // The activity says who changed it, under the name now, and what it was.
  await page.goto(`/admin/activity?entity=user`);
  const row = page.getByRole("row").filter({ hasText: "Lina Saad-Haddad" }).first();
  await expect(row).toContainText("Lina Saad → Lina Saad-Haddad");
  await page.goto(`/admin/users/${person.id}`);
  await expect(page.getByRole("heading", { name: "Lina Saad-Haddad", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "History" }).getByRole("listitem").first()).toContainText("Lina Saad → Lina Saad-Haddad");
});

test("a display name saved after the session ended comes back on the account screen, and saves", async ({ page, site }) => {
  test.slow(); // two sign-ins with a deliberately slow password hash
  const person = await addAdmin(site, "Omar Kanté");
  await signIn(page, person);
  await page.goto("/admin/account");
  await adminHydrated(page);
  const name = page.getByRole("region", { name: "Display name" }).getByLabel("Name");
  await name.fill("Omar Kanté (cargo desk)");
  idle31Minutes(site);
  await page.getByRole("button", { name: "Save name" }).click();

  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText("You were signed out. Sign in again to keep your changes.")).toBeVisible();
  await signInAgain(page, person);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByText("Your changes were kept: review and save.")).toBeVisible();
  await expect(name).toHaveValue("Omar Kanté (cargo desk)");
  await expect(signedInAs(page)).toContainText("Omar Kanté");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("The name is now Omar Kanté (cargo desk).")).toBeVisible();
  await expect(signedInAs(page)).toContainText("Omar Kanté (cargo desk)");
});
