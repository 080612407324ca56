import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { expect, test, type Site } from "./fixtures";
import { insertDestinations, insertTours, signInAdmin, uniqueWord } from "./admin-catalogue-helpers";

/*
 * Every delete asks first and says what else it affects (issue #23): with JavaScript in a
 * dialog that reads the counts as it opens, without it on a confirmation page.
 */

test.beforeEach(async ({ page, site }) => {
  await signInAdmin(page, site);
});

/** A departure of the tour and, when `heldSeats` is given, a customer's quote holding that many seats on it. */
function insertDeparture(site: Site, tourId: string, heldSeats?: number): void {
  const db = new Database(site.databaseFile);
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  const departureId = randomUUID();
  db.prepare(
    `insert into departures (id, tour_id, start_date, capacity, seats_booked, status, price_minor, version, created_at, updated_at)
     values (?, ?, '2099-05-01', 12, 0, 'scheduled', null, 1, ?, ?)`,
  ).run(departureId, tourId, now, now);
  if (heldSeats !== undefined) {
    const enquiryId = randomUUID();
    const quoteId = randomUUID();
    db.prepare(
      `insert into enquiries (id, name, email, subject, message, tour_id, sender_key, created_at, locale, kind, status, version)
       values (?, 'Rania Haddad', 'rania@example.com', 'Tour Booking', 'Two of us.', ?, 'e2e', ?, 'en', 'tour', 'won', 1)`,
    ).run(enquiryId, tourId, now);
    db.prepare(
      `insert into quotes (id, enquiry_id, number, revision, status, currency, valid_until, note, locale, departure_id, total_minor, created_at, updated_at, version)
       values (?, ?, ?, 1, 'accepted', 'USD', '2099-01-01', '', 'en', ?, 259800, ?, ?, 1)`,
    ).run(quoteId, enquiryId, `Q-2099-${String(Math.floor(Math.random() * 9000) + 1000)}`, departureId, now, now);
    db.prepare(
      `insert into bookings (id, quote_id, departure_id, adults, children, seats, status, held_until, created_at, updated_at, version)
       values (?, ?, ?, ?, 0, ?, 'held', '2099-01-01', ?, ?, 1)`,
    ).run(randomUUID(), quoteId, departureId, heldSeats, heldSeats, now, now);
  }
  db.close();
}

test("the destination's dialog names its tours and offers no Delete while it has them; one without tours is deleted", async ({
  page,
  site,
}) => {
  const word = uniqueWord("Effects");
  insertDestinations(site, [
    { id: `${word.toLowerCase()}-busy`, title: `${word} Busy` },
    { id: `${word.toLowerCase()}-free`, title: `${word} Free` },
  ]);
  insertTours(site, [
    { id: `${word}-1`, title: `${word} One`, destinationId: `${word.toLowerCase()}-busy` },
    { id: `${word}-2`, title: `${word} Two`, destinationId: `${word.toLowerCase()}-busy` },
  ]);
  await page.goto(`/admin/destinations?q=${word}`);
  await page.getByRole("button", { name: `Delete ${word} Busy` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("listitem").filter({ hasText: "2 tours use this destination." })).toBeVisible();
  await expect(dialog).toContainText("This destination cannot be deleted because 2 tours use it. Delete or move those tours first.");
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`${word} Busy`) })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${word} Free` }).click();
  await expect(dialog).toContainText("Nothing else is affected.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`"${word} Free" has been successfully deleted.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`${word} Free`) })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deleting a tour asks on a page that says what else goes, and refuses while its departures hold seats", async ({ page, site }) => {
    const word = uniqueWord("Doomed");
    insertDestinations(site, [{ id: word.toLowerCase(), title: word }]);
    insertTours(site, [
      { id: `${word}-free`, title: `${word} Free`, destinationId: word.toLowerCase() },
      { id: `${word}-held`, title: `${word} Held`, destinationId: word.toLowerCase() },
    ]);
    insertDeparture(site, `${word}-free`);
    insertDeparture(site, `${word}-free`);
    insertDeparture(site, `${word}-held`, 3);

    await page.goto(`/admin/tours?q=${word}`);
    await page.getByRole("button", { name: `Delete ${word} Held` }).click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText("Are you sure you want to delete this tour?");
    await expect(question).toContainText(
      "This tour cannot be deleted: 3 seats are held or confirmed on its departures. Release or move those bookings first, or unpublish the tour instead.",
    );
    await expect(question.getByRole("listitem").filter({ hasText: "1 quote names one of its departures" })).toBeVisible();
    await expect(question.getByRole("listitem").filter({ hasText: "1 enquiry is about this tour" })).toBeVisible();
    await expect(question.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await question.getByRole("link", { name: "Cancel" }).click();

    await page.getByRole("button", { name: `Delete ${word} Free` }).click();
    await expect(question.getByRole("listitem").filter({ hasText: "Its 2 departures are deleted with it." })).toBeVisible();
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("row", { name: new RegExp(`${word} Free`) })).toHaveCount(0);
    await expect(page.getByRole("row", { name: new RegExp(`${word} Held`) })).toBeVisible();
  });
});
