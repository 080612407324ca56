import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue #23, items 8 and 9 on the public site: money as each language's readers write it, and
 * the tour page's price and enquiry on a phone's first screen. The sample catalogue as shipped.
 */
test.use({ catalogue: "pristine" });

const PHONE = { width: 375, height: 667 };
/** The sample Bali tour: $1,299, that is 779,400 CFA francs at the sample rate of 600. */
const TOUR = "bali-island-escape";

/** The tour page's price card (a phone also shows the price under the title). */
const priceBox = (page: Page, name: string) => page.getByRole("complementary", { name });

test("a French page writes dollars as 1 299 $ and CFA francs grouped by narrow spaces, the slider too", async ({ page, site }) => {
  await page.goto(`/fr/tours/${TOUR}`);
  const dollars = priceBox(page, "Réserver ce circuit").getByText("1 299 $", { exact: true }).first();
  await expect(dollars).toBeVisible();
  // A narrow no-break space between the thousands, a no-break space before the currency.
  expect(await dollars.textContent()).toBe("1\u202f299\u00a0$");

  await page.context().addCookies([{ name: "cw_currency", value: "XOF", url: site.url }]);
  await page.reload();
  const francs = priceBox(page, "Réserver ce circuit").getByText("≈ 779 400 F CFA", { exact: true }).first();
  await expect(francs).toBeVisible();
  expect(await francs.textContent()).toBe("≈ 779\u202f400\u00a0F\u202fCFA");
  await expect(priceBox(page, "Réserver ce circuit").getByText("Prix approximatif, converti de 1 299 $ au taux du jour.")).toBeVisible();

  await page.goto("/fr/tours");
  await expect(page.getByRole("article").filter({ hasText: "Bali" }).first()).toContainText("≈ 779 400 F CFA");
  await page.getByText("Filtres avancés").click();
  // The dollar range 0–5,000 converted: up to 3,000,000 francs, written as the page writes money.
  const slider = page.getByRole("slider", { name: "Prix maximum" });
  await expect(slider).toHaveAttribute("aria-valuetext", "Jusqu’à 3\u202f000\u202f000\u00a0F\u202fCFA");
  await expect(page.getByText("0 F CFA", { exact: true })).toBeVisible();
});

test("English writes $1,299 and Arabic writes Western digits with the currency after", async ({ page }) => {
  await page.goto(`/tours/${TOUR}`);
  await expect(priceBox(page, "Book this tour").getByText("$1,299", { exact: true }).first()).toBeVisible();
  await page.goto(`/ar/tours/${TOUR}`);
  const price = priceBox(page, "احجز هذه الرحلة").getByText("1,299 US$").first();
  await expect(price).toBeVisible();
  expect(await price.textContent()).toBe("\u200f1,299\u00a0US$");
});

for (const [lang, enquire] of [
  ["", "Enquire about this tour"],
  ["/fr", "Se renseigner sur ce circuit"],
  ["/ar", "استفسر عن هذه الرحلة"],
] as const) {
  test(`on a phone the tour page offers its price and its enquiry on the first screen (${lang || "/en"})`, async ({ page, site }) => {
    await page.setViewportSize(PHONE);
    await page.context().addCookies([{ name: "cw_currency", value: "LBP", url: site.url }]);
    await page.goto(`${lang}/tours/${TOUR}`);
    const quick = page.getByTestId("tour-quick-book");
    const link = quick.getByRole("link", { name: enquire });
    await expect(link).toBeVisible();
    // 1,299 × 89,500 pounds, rounded to the thousand.
    await expect(quick).toContainText(/116\D261\D000/);
    for (const shown of [link, quick.getByText(/116/)]) {
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}
