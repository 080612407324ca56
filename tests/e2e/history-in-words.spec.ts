import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { insertDestinations, insertTours, signInAdmin, uniqueWord } from "./admin-catalogue-helpers";
import { deleteEnquiriesFrom, expect, hydrated, signIn, test, type Site } from "./fixtures";
import { clickRowButton, itineraryDay } from "./tour-operator";

/** Issue #23, items 11 and 12: numbers as people type them, and history in words. */

const MAIL_DOMAIN = "history-words.example";
test.afterEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));

/** One row of the site's database, read as staff could not from the screens. */
function row<T>(site: Site, sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(site.databaseFile, { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

test("an Arabic visitor types a phone and party size in Arabic-Indic digits on the tour enquiry form, and it is accepted", async ({
  page,
  site,
}) => {
  const email = `rania.${randomBytes(3).toString("hex")}@${MAIL_DOMAIN}`;
  await page.goto("/ar/enquire/tour?tour=bali-island-escape");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await hydrated(page);
  const form = page.getByRole("region", { name: "طلبك لحجز جولة" });
  await form.getByLabel("البالغون").fill("٢");
  await form.getByLabel("الأطفال (دون 12 سنة)").fill("١");
  await form.getByLabel("الاسم الكامل").fill("رانيا حداد");
  await form.getByLabel("البريد الإلكتروني").fill(email);
  await form.getByLabel("رقم الهاتف").fill("+٩٦١ ٣ ١٢٣ ٤٥٦");
  await form.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(form.getByRole("status")).toContainText("شكرًا لك! تم إرسال طلبك لحجز الجولة");

  // Kept as Western digits, so staff can call and count them.
  const stored = row<{ phone: string; details: string }>(site, "select phone, details from enquiries where email = ?", email);
  expect(stored?.phone).toBe("+961 3 123 456");
  expect(JSON.parse(stored!.details)).toMatchObject({ adults: 2, children: 1 });
});

test("a tour's history after editing the itinerary reads in words, never [object Object]", async ({ page, site }) => {
  const word = uniqueWord("words");
  insertDestinations(site, [{ id: `${word}-dest`, title: `${word} Land` }]);
  insertTours(site, [{ id: `${word}-tour`, title: `${word} Escape`, destinationId: `${word}-dest` }]);
  await signInAdmin(page, site);

  const editDays = async (change: () => Promise<void>) => {
    await page.goto(`/admin/tours/${word}-tour`);
    await page.getByRole("link", { name: `Edit ${word} Escape` }).click();
    await change();
    await page.getByRole("button", { name: "Update Tour" }).click();
    await expect(page).toHaveURL(/\/admin\/tours$/);
    await page.goto(`/admin/tours/${word}-tour`);
    return page.getByRole("list", { name: "History" }).getByRole("listitem").first();
  };

  let entry = await editDays(async () => {
    await clickRowButton(page, "Add a day", (n) => itineraryDay(page, n), 1);
    await itineraryDay(page, 1).getByLabel("Title", { exact: true }).fill("Arrival");
    await clickRowButton(page, "Add a day", (n) => itineraryDay(page, n), 2);
    await itineraryDay(page, 2).getByLabel("Title", { exact: true }).fill("Old town");
  });
  await expect(entry).toContainText("Itinerary: 2 days added");

  entry = await editDays(async () => {
    await itineraryDay(page, 2).getByLabel("Title", { exact: true }).fill("Old town and souks");
  });
  await expect(entry).toContainText("Itinerary: day 2 renamed");
  await expect(page.getByRole("list", { name: "History" })).not.toContainText("[object Object]");
});

test("the Activity page names a quote by its number, not its id", async ({ page, site }) => {
  test.slow();
  const email = `karim.${randomBytes(3).toString("hex")}@${MAIL_DOMAIN}`;
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Karim Nassar");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").selectOption("General Inquiry");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Visa help for two, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Thank you! Your message has been sent/)).toBeVisible();

  await signIn(page);
  const enquiry = row<{ id: string }>(site, "select id from enquiries where email = ?", email)!;
  await page.goto(`/admin/messages/${enquiry.id}`);
  await page.getByRole("link", { name: "New quote" }).click();
  const line = page.getByRole("listitem", { name: "Line 1" });
  await line.getByLabel("Description").fill("Visa application help");
  await line.getByLabel("Quantity").fill("2");
  await line.getByLabel("Unit price (USD)").fill("45");
  await page.getByRole("button", { name: "Save draft" }).click();
  const number = (await page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ }).textContent())!.trim();
  const quoteId = row<{ id: string }>(site, "select id from quotes where number = ?", number)!.id;

  await page.goto("/admin/activity?entity=quote");
  const created = page.getByRole("row").filter({ has: page.getByRole("link", { name: number, exact: true }) });
  await expect(created.first()).toContainText("Created");
  await expect(page.getByRole("table")).not.toContainText(quoteId);
});
