import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, hydrated, signIn, test, type Site } from "./fixtures";

/**
 * Offices and WhatsApp (issue #23) as visitors and staff meet them: the contact page's three
 * offices in each language, the WhatsApp buttons' messages, the wa.me link beside a customer's
 * phone with the enquiry's reference. Times in each staff member's office zone: tests/integration/offices.test.ts.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

function openDb(site: Site) {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  return db;
}

/** An enquiry received at a known moment, with a phone number, straight into the database. */
function addEnquiry(site: Site, name: string, createdAt: string): string {
  const id = randomUUID();
  const db = openDb(site);
  db.prepare(
    `insert into enquiries (id, name, email, phone, subject, message, tour_id, read_at, archived_at, sender_key, created_at,
       locale, kind, details, departure_id, status, assignee_id, last_activity_at, version, currency, office)
     values (?, ?, ?, ?, 'General Inquiry', 'Do you fly to Abidjan?', null, null, null, 'e2e', ?, 'en', 'contact', null, null,
       'new', null, ?, 1, null, null)`,
  ).run(id, name, `${id}@offices-e2e.example`, "+225 07 07 11 22 33", createdAt, createdAt);
  db.close();
  return id;
}

/** The message a wa.me link carries, decoded. */
async function whatsAppText(link: Locator): Promise<{ number: string; text: string }> {
  const href = (await link.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(url.origin).toBe("https://wa.me");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("the contact page shows the three offices as cards, and the footer the same offices, in English, French and Arabic", async ({
  page,
}) => {
  const expected = {
    "/contact": ["Beirut", "Abidjan", "Monrovia"],
    "/fr/contact": ["Beyrouth", "Abidjan", "Monrovia"],
    "/ar/contact": ["بيروت", "أبيدجان", "مونروفيا"],
  };
  const titles = { "/contact": "Our offices", "/fr/contact": "Nos bureaux", "/ar/contact": "مكاتبنا" };
  for (const [path, names] of Object.entries(expected)) {
    await page.goto(path);
    const offices = page.getByRole("region", { name: titles[path as keyof typeof titles] });
    await expect(offices.getByRole("heading", { level: 3 })).toHaveText(names);
    const abidjan = offices.getByTestId("office-abidjan");
    // Its phone (another spec of the worker may have changed it) calls the number shown.
    const phone = abidjan.getByRole("link", { name: /^\+225 / });
    const shown = (await phone.textContent())!;
    await expect(phone).toHaveAttribute("href", `tel:+${shown.replace(/\D/g, "")}`);
    const { number } = await whatsAppText(abidjan.locator('a[href^="https://wa.me/"]'));
    expect(number).toBe("2250707123456");
    // The footer names the same offices, each with its card's address and phone: one source (issue #23).
    const footer = page.getByRole("contentinfo");
    for (const [index, id] of ["beirut", "abidjan", "monrovia"].entries()) {
      const card = offices.getByTestId(`office-${id}`);
      const inFooter = footer.getByTestId(`footer-office-${id}`);
      await expect(inFooter).toContainText(names[index]!);
      await expect(inFooter).toContainText((await card.locator("address p").first().textContent())!);
      const cardPhone = (await card.getByRole("link", { name: /^\+\d/ }).textContent())!;
      await expect(inFooter.getByRole("link", { name: cardPhone })).toHaveAttribute("href", `tel:+${cardPhone.replace(/\D/g, "")}`);
    }
  }
  // The top bar names every office with its phone on a wide screen.
  await page.setViewportSize(DESKTOP);
  await page.goto("/fr/contact");
  await expect(page.getByTestId("top-bar-office-monrovia")).toHaveText("Monrovia +231 77 123 4567");
});

test("a tour's WhatsApp button names the tour in the visitor's language, and no WhatsApp button covers the page at 375 px", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/fr/tours/bali-island-escape");
  await hydrated(page);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const tourButton = page.getByRole("link", { name: "Poser une question sur ce circuit sur WhatsApp" });
  await expect(tourButton).toBeVisible();
  const { number, text } = await whatsAppText(tourButton);
  expect(number).toBe("96171234567");
  expect(text).toContain(`le circuit « ${title} » (code bali-island-escape)`);
  expect(text).toContain("/fr/tours/bali-island-escape");

  // On a phone the page's chat link sits in the top bar, in the page's flow; the floating one is not shown.
  const chat = page.getByRole("link", { name: "Discuter avec nous sur WhatsApp" });
  await expect(chat).toHaveCount(1);
  await expect(chat).toBeVisible();
  expect(await chat.evaluate((link) => getComputedStyle(link).position)).toBe("static");
  expect((await whatsAppText(chat)).text).toContain(title);
  await expect(page.getByTestId("whatsapp-floating")).toBeHidden();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // On a wide screen the floating button leaves the footer's last line uncovered.
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const floating = page.getByTestId("whatsapp-floating");
  await expect(floating).toBeVisible();
  const copyright = page.locator("footer").getByText(/^©/);
  expect(overlaps((await floating.boundingBox())!, (await copyright.boundingBox())!)).toBe(false);
});

test("the enquiry screen's wa.me link carries the enquiry's reference", async ({ page, site }) => {
  const id = addEnquiry(site, "Awa Koné", "2026-11-20T10:30:00.000Z");
  await signIn(page);
  await page.goto(`/admin/messages/${id}`);
  const link = page.getByRole("link", { name: "Message Awa Koné on WhatsApp" });
  const { number, text } = await whatsAppText(link);
  expect(number).toBe("2250707112233");
  expect(text).toContain(`E-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`);
});
