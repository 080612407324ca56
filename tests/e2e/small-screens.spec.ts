import Database from "better-sqlite3";
import { expect, signIn, test, type Site } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Issue #23, items 9 and 10: the customer's quote on a phone, in three languages and Lebanese
 * pounds, and the admin on a phone and a laptop.
 */

const PHONE = { width: 375, height: 667 };
/** A sample tour and its destination. */
const TOUR = "bali-island-escape";

/** The enquiry last sent from an address. */
function enquiryFrom(site: Site, email: string): string {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    return (db.prepare("select id from enquiries where email = ? order by created_at desc").get(email) as { id: string }).id;
  } finally {
    db.close();
  }
}

/** A visitor's enquiry and a staff member's draft quote for it in Lebanese pounds; its id, the enquiry's and the customer's link. */
async function poundQuote(page: Page, site: Site, email: string): Promise<{ enquiry: string; quote: string; link: string }> {
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Rania Haddad");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").selectOption("General Inquiry");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Bali for two in the spring, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Thank you! Your message has been sent/)).toBeVisible();
  const enquiry = enquiryFrom(site, email);
  await signIn(page);
  await page.goto(`/admin/messages/${enquiry}/quotes/new`);
  const first = page.getByRole("listitem", { name: "Line 1" });
  // The total follows the typed lines once the form has JavaScript: what a user waits for before going on.
  await expect(async () => {
    await page.getByLabel("Currency").selectOption("LBP");
    await first.getByLabel("Description").fill("Bali Island Escape, eight days, adult sharing a double room");
    await first.getByLabel("Quantity").fill("2");
    await first.getByLabel(/^Unit price/).fill("116259500");
    await expect(page.getByText("Total: LBP 232,519,000")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: "Add a line" }).click();
  const second = page.getByRole("listitem", { name: "Line 2" });
  await second.getByLabel("Description").fill("Single room supplement");
  await second.getByLabel("Quantity").fill("1");
  await second.getByLabel(/^Unit price/).fill("35800000");
  await expect(page.getByText("Total: LBP 268,319,000")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByTestId("admin-quote-total")).toHaveText("LBP 268,319,000");
  const quote = new URL(page.url()).pathname.split("/").at(-1)!;
  await page.getByRole("button", { name: "Send to the customer" }).click();
  const link = await page.getByLabel("Link to the quote").inputValue();
  return { enquiry, quote, link };
}

/** Every amount on the customer's page, with whether it shows whole: inside its cell, its table and the screen. */
function amountsShown(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector("[data-testid=quote-lines]")!.parentElement!;
    return [...document.querySelectorAll<HTMLElement>("[data-amount]")]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent,
          fitsItsCell: element.scrollWidth <= element.clientWidth,
          ellipsis: getComputedStyle(element).textOverflow === "ellipsis",
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
          tableScrolls: container.scrollWidth > container.clientWidth,
        };
      });
  });
}

test("the customer's quote in Lebanese pounds shows every amount whole on a phone, in English, French and Arabic", async ({
  page,
  browser,
  site,
}) => {
  test.slow(); // A sign-in (the real password hash), a quote saved and sent, three languages.
  const { link } = await poundQuote(page, site, "rania-phone@example.com");
  const phone = await browser.newContext({ viewport: PHONE });
  const customer = await phone.newPage();
  for (const [lang, total] of [
    ["", "LBP 268,319,000"],
    ["/fr", "268 319 000 LBP"],
    ["/ar", "268,319,000 ل.ل."],
  ] as const) {
    await customer.goto(link.replace("/quote/", `${lang}/quote/`));
    await expect(customer.getByTestId("quote-total")).toContainText(total);
    const amounts = await amountsShown(customer);
    // Two unit prices (under the descriptions), two line amounts and the total.
    expect(amounts).toHaveLength(5);
    for (const amount of amounts) {
      expect(amount, `${lang || "/en"}: ${amount.text}`).toEqual({
        text: amount.text,
        fitsItsCell: true,
        ellipsis: false,
        onScreen: true,
        tableScrolls: false,
      });
    }
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
  await phone.close();
});

test("no admin page is wider than a phone, and the tours list shows its row buttons on a laptop", async ({ page, site }) => {
  test.slow(); // A sign-in, a quote, then sixteen screens.
  await page.setViewportSize(PHONE);
  const { enquiry, quote } = await poundQuote(page, site, "rania-admin@example.com");
  const screens = [
    "/admin",
    "/admin/tours",
    `/admin/tours/${TOUR}`,
    `/admin/tours/edit/${TOUR}`,
    "/admin/destinations",
    "/admin/destinations/bali",
    "/admin/services",
    "/admin/messages",
    `/admin/messages/${enquiry}`,
    "/admin/quotes",
    `/admin/quotes/${quote}`,
    `/admin/messages/${enquiry}/quotes/new`,
    "/admin/bookings",
    "/admin/users",
    "/admin/activity",
    "/admin/settings",
    "/admin/settings/content",
    "/admin/settings/content/contact",
    "/admin/settings/currencies",
    "/admin/account",
  ];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(PHONE.width);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/tours");
  const table = page.getByRole("table");
  const frame = (await table.locator("xpath=..").boundingBox())!;
  const row = table.getByRole("row").filter({ hasText: "Bali Island Escape" });
  // Edit, and the row's last cell (its Delete) whole inside the table's frame, nothing on top of them.
  for (const shown of [row.getByRole("link", { name: /^Edit/ }), row.getByRole("cell").last()]) {
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    await shown.hover({ trial: true });
  }
  await expect(row.getByRole("cell").last()).toContainText("Delete");
});
