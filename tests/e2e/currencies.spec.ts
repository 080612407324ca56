import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { insertDestinations, insertTours, signInAdmin, uniqueWord } from "./admin-catalogue-helpers";
import { leave, visitor } from "./visitor";

// The refused rate is a 400, which Chromium logs.
test.use({ allowConsoleErrors: [/status of 400/] });

/** The header's "EN · USD" button that opens the language and currency switchers. */
function preferences(page: Page) {
  return page.getByRole("banner").locator("summary", { hasText: "Language and currency" });
}

/** Chooses a currency with the header's switcher, as a visitor does. */
async function chooseCurrency(page: Page, label: string) {
  const header = page.getByRole("banner");
  await preferences(page).click();
  await header.getByRole("combobox", { name: "Currency" }).selectOption({ label });
  await header.getByRole("button", { name: "Change" }).click();
}

function tourIn(site: Parameters<typeof insertTours>[0], price: number) {
  const word = uniqueWord("cur");
  insertDestinations(site, [{ id: `${word}-dest`, title: `${word} Land` }]);
  insertTours(site, [{ id: `${word}-tour`, title: `${word} Escape`, destinationId: `${word}-dest`, price }]);
  return { id: `${word}-tour`, title: `${word} Escape` };
}

/** The tour page's price card (a phone also shows the price under the title). */
const priceBox = (page: Page) => page.getByRole("complementary", { name: "Book this tour" });

test("an admin's new CFA franc rate moves a tour's franc price, shown as approximate", async ({ page, site, browser }) => {
  test.slow(); // A visitor's page, a sign-in (the real password hash) and two saves: 25–32 s on a loaded two-core machine.
  const tour = tourIn(site, 100);
  const guest = await visitor(browser, site.url);
  await guest.goto(`/tours/${tour.id}`);
  await expect(priceBox(guest).getByText("$100", { exact: true })).toBeVisible();
  await chooseCurrency(guest, "XOF");
  await expect(guest).toHaveURL(new RegExp(`/tours/${tour.id}$`));
  // The sample rate: 1 USD = 600 XOF.
  await expect(priceBox(guest).getByText("≈ XOF 60,000", { exact: true })).toBeVisible();
  await expect(guest.getByText("Approximate price, converted from $100 at today's rate.")).toBeVisible();

  await signInAdmin(page, site);
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: "Currencies and exchange rates" }).click();
  await expect(page.getByRole("heading", { name: "Currencies", level: 1 })).toBeVisible();
  // A rate that is not a number is refused with a message by the field, and nothing is added.
  await page.getByLabel("Currency").selectOption("XOF");
  await page.getByLabel("Units per US dollar").fill("six hundred");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expect(page.getByText("Enter the rate as a number, for example 89500 or 189.5.")).toBeVisible();
  await page.getByLabel("Units per US dollar").fill("650");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expect(page.getByText("Rate added")).toBeVisible();
  await expect(page.getByText("1 USD = 650 XOF", { exact: false })).toBeVisible();
  // The old rate stays in the history.
  await expect(page.getByRole("table").getByRole("cell", { name: "600", exact: true })).toBeVisible();

  await guest.reload();
  await expect(priceBox(guest).getByText("≈ XOF 65,000", { exact: true })).toBeVisible();
  await leave(guest);
});

test("an explicit CFA franc price set in the tour form is shown as set, not approximate", async ({ page, site, browser }) => {
  const tour = tourIn(site, 100);
  await signInAdmin(page, site);
  await page.goto(`/admin/tours/edit/${tour.id}`);
  await page.getByLabel("Price in CFA francs (XOF)").fill("55000");
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);

  const guest = await visitor(browser, site.url);
  await guest.goto(`/tours/${tour.id}`);
  await chooseCurrency(guest, "XOF");
  await expect(priceBox(guest).getByText("XOF 55,000", { exact: true })).toBeVisible();
  await expect(guest.getByText(/≈/)).toHaveCount(0);
  await expect(guest.getByText(/Approximate price/)).toHaveCount(0);
  await leave(guest);
});

test.describe("without JavaScript", () => {
  test("the switcher works and the choice is remembered on the next page", async ({ site, browser }) => {
    const tour = tourIn(site, 13);
    const guest = await visitor(browser, site.url, false);
    await guest.goto("/tours");
    await chooseCurrency(guest, "LRD");
    await expect(guest).toHaveURL(/\/tours$/);
    await expect(preferences(guest)).toHaveText(/EN · LRD$/);
    await guest.goto(`/tours/${tour.id}`);
    // 13 × 190 = 2,470 Liberian dollars: never written with a $.
    await expect(priceBox(guest).getByText("≈ LRD 2,470", { exact: true })).toBeVisible();
    await guest.goto("/services");
    await expect(preferences(guest)).toHaveText(/EN · LRD$/);
    await leave(guest);
  });
});
