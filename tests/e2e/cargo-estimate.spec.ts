import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { signInAdmin } from "./admin-catalogue-helpers";
import { axeViolations } from "./axe";
import { leave, visitor } from "./visitor";

/*
 * The public cargo estimate and Settings → Cargo rates (issue #26) in Chromium. A new database
 * has the sample routes' cards: Beirut → Abidjan by air at 8.00 USD per kg below 45 kg.
 */

// A refused rate card is a 400, which Chromium logs.
test.use({ allowConsoleErrors: [/status of 400/] });

const estimateSection = (page: Page) => page.getByRole("region", { name: "Estimate the price" });

/** Fills the estimate in: Beirut to Abidjan by air, one piece of 14 kg and 30 × 45 × 65 cm. */
async function fillParcel(page: Page) {
  const estimate = estimateSection(page);
  await estimate.getByLabel("Ship from").selectOption("beirut");
  await estimate.getByLabel("Ship to").selectOption("abidjan");
  await estimate.getByLabel("Mode").selectOption("air");
  await estimate.getByLabel("Weight (kg)").fill("14");
  await estimate.getByLabel("Length (cm)").fill("30");
  await estimate.getByLabel("Width (cm)").fill("45");
  await estimate.getByLabel("Height (cm)").fill("65");
}

test("the estimate for 30 × 45 × 65 cm at 14 kg by air is the card's rate × 15 kg, as the visitor types", async ({ browser, site }) => {
  const guest = await visitor(browser, site.url);
  await guest.goto("/enquire/cargo");
  await hydrated(guest);
  await fillParcel(guest);
  // No submit: the price follows the typing, 8.00 × 15 kg.
  const result = guest.getByTestId("cargo-estimate-result");
  await expect(result).toContainText("Estimated price: $120");
  await expect(result).toContainText("Chargeable weight: 15 kg");
  await expect(result).toContainText("An estimate only");
  expect(new URL(guest.url()).search).toBe("");

  // A second piece, added without leaving the page, moves the estimate at once: 15 + 11 kg.
  await estimateSection(guest).getByRole("button", { name: "Add a piece" }).click();
  const second = estimateSection(guest).getByRole("group", { name: "Piece 2" });
  await second.getByLabel("Weight (kg)").fill("11");
  await second.getByLabel("Length (cm)").fill("30");
  await second.getByLabel("Width (cm)").fill("30");
  await second.getByLabel("Height (cm)").fill("30");
  await expect(result).toContainText("Estimated price: $208");
  await estimateSection(guest).getByRole("button", { name: "Remove piece 2" }).click();
  await expect(result).toContainText("Estimated price: $120");

  // "Send this as an enquiry" fills the cargo form in.
  await result.getByRole("link", { name: "Send this as an enquiry" }).click();
  const form = guest.getByRole("region", { name: "Your shipment" });
  await expect(guest.getByLabel("Approximate weight (kg)")).toHaveValue("14");
  await expect(guest.getByLabel("Approximate size")).toHaveValue("30 × 45 × 65 cm");
  await expect(form.getByRole("combobox", { name: "From" })).toHaveValue("beirut");
  await expect(form.getByRole("combobox", { name: "To" })).toHaveValue("abidjan");
  await expect(guest.getByLabel("Anything else we should know?")).toHaveValue("Estimate on the website: $120 by Air for 15 kg chargeable.");
  await leave(guest);
});

test("without JavaScript the GET form answers with the same estimate, and Add a piece keeps the pieces", async ({ browser, site }) => {
  const guest = await visitor(browser, site.url, false);
  await guest.goto("/enquire/cargo");
  await fillParcel(guest);
  await estimateSection(guest).getByRole("button", { name: "Estimate", exact: true }).click();
  await expect(guest).toHaveURL(/from=beirut&to=abidjan&mode=air&w=14&l=30&wd=45&h=65/);
  const result = guest.getByTestId("cargo-estimate-result");
  await expect(result).toContainText("Estimated price: $120");
  await expect(result).toContainText("Chargeable weight: 15 kg");

  await estimateSection(guest).getByRole("button", { name: "Add a piece" }).click();
  await expect(estimateSection(guest).getByRole("group", { name: "Piece 2" })).toBeVisible();
  await expect(estimateSection(guest).getByRole("group", { name: "Piece 1" }).getByLabel("Weight (kg)")).toHaveValue("14");

  // A bad value is a message by its field, not an error page.
  await estimateSection(guest).getByRole("group", { name: "Piece 1" }).getByLabel("Weight (kg)").fill("-3");
  await estimateSection(guest).getByRole("button", { name: "Estimate", exact: true }).click();
  await expect(estimateSection(guest).getByText("Enter a number above 0.")).toBeVisible();
  await expect(result).not.toContainText("Estimated price");
  await leave(guest);
});

test("in Arabic the estimate reads right to left with its numbers left to right, and the page has no accessibility violations", async ({
  page,
}) => {
  test.slow(); // Two axe scans.
  await page.goto("/ar/enquire/cargo?from=beirut&to=abidjan&mode=air&w=14&l=30&wd=45&h=65");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const result = page.getByTestId("cargo-estimate-result");
  await expect(result).toContainText("السعر التقديري");
  await expect(result).toContainText(/\u2068[^\u2069]*120[^\u2069]*\u2069/);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/ar/enquire/cargo?from=beirut&to=beirut&mode=air&w=-1&l=x&wd=45&h=65");
  await expect(page.getByText("اختر مكتبين مختلفين.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("an admin adds a new rate card on Settings → Cargo rates and sees it in the route's history", async ({ page, site }) => {
  test.slow(); // A sign-in with the real password hash.
  await signInAdmin(page, site);
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: "Cargo rates" }).click();
  await expect(page.getByRole("heading", { name: "Cargo rates", level: 1 })).toBeVisible();
  // A route the sample has no card for: Abidjan to Monrovia by air.
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Abidjan → Monrovia, Air" }) });
  await expect(row).toContainText("No card");
  await row.getByRole("link", { name: "Abidjan → Monrovia, Air" }).click();
  await expect(page.getByRole("heading", { name: "Abidjan → Monrovia by air", level: 1 })).toBeVisible();

  await page.getByLabel("Valid from").fill("2026-02-01");
  await page.getByLabel("Minimum charge").fill("20");
  await page.getByLabel("From (kg)").fill("0");
  await page.getByLabel("Price per kg").fill("6.50");
  // A second bracket, added by the form's own button; its rate left out at first is refused, the rows kept.
  await page.getByRole("button", { name: "Add a bracket" }).click();
  const second = page.getByRole("listitem", { name: "Bracket 2" });
  await second.getByLabel("From (kg)").fill("45");
  await page.getByRole("button", { name: "Add the rate card" }).click();
  await expect(second.getByText("Enter a number.")).toBeVisible();
  await expect(second.getByLabel("From (kg)")).toHaveValue("45");
  await expect(page.getByRole("listitem", { name: "Bracket 1" }).getByLabel("Price per kg")).toHaveValue("6.50");
  await second.getByLabel("Price per kg").fill("5.75");
  await page.getByRole("button", { name: "Add the rate card" }).click();

  await expect(page.getByText("Rate card added")).toBeVisible();
  const history = page.getByTestId("rate-card-row");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("2026-02-01");
  await expect(history.first()).toContainText("from 0 kg: $6.50/kg, from 45 kg: $5.75/kg");
  await expect(history.first()).toContainText("minimum $20");
  expect(await axeViolations(page)).toEqual([]);
});
