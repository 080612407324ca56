import { insertDestinations, insertTours, uniqueWord } from "./admin-catalogue-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue #23, item 9 on the public site: the tour page's price and enquiry on a phone's first
 * screen, in each language. How each language writes money is checked in
 * tests/integration/rendered-pages.test.ts.
 */
const PHONE = { width: 375, height: 667 };

for (const [lang, enquire] of [
  ["", "Enquire about this tour"],
  ["/fr", "Se renseigner sur ce circuit"],
  ["/ar", "استفسر عن هذه الرحلة"],
] as const) {
  test(`on a phone the tour page offers its price and its enquiry on the first screen (${lang || "/en"})`, async ({ page, site }) => {
    const word = uniqueWord("money");
    insertDestinations(site, [{ id: `${word}-land`, title: `${word} Land` }]);
    insertTours(site, [{ id: `${word}-tour`, title: `${word} Island Escape`, destinationId: `${word}-land`, price: 1299 }]);
    await page.setViewportSize(PHONE);
    await page.context().addCookies([{ name: "cw_currency", value: "LBP", url: site.url }]);
    await page.goto(`${lang}/tours/${word}-tour`);
    const quick = page.getByTestId("tour-quick-book");
    const link = quick.getByRole("link", { name: enquire });
    await expect(link).toBeVisible();
    // $1,299 in pounds: a price in the hundreds of millions, grouped by threes.
    const price = quick.getByText(/\d{3}\D\d{3}\D\d{3}/);
    await expect(price).toBeVisible();
    for (const shown of [link, price]) {
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}
