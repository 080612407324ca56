import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { deleteEnquiriesFrom, expect, hydrated, test, type Site } from "./fixtures";

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
