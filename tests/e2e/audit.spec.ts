import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { insertDestinations, insertTours, signInAdmin, uniqueWord } from "./admin-catalogue-helpers";

test.beforeEach(async ({ page, site }) => {
  await signInAdmin(page, site);
});

test("a tour's History panel shows an edit: the price as money, who and when", async ({ page, site }) => {
  const word = uniqueWord("hist");
  insertDestinations(site, [{ id: `${word}-dest`, title: `${word} Land` }]);
  insertTours(site, [{ id: `${word}-tour`, title: `${word} Escape`, destinationId: `${word}-dest`, price: 1299 }]);

  await page.goto(`/admin/tours/${word}-tour`);
  const history = page.getByRole("list", { name: "History" });
  await expect(page.getByText("No changes recorded yet.")).toBeVisible();

  await page.getByRole("link", { name: `Edit ${word} Escape` }).click();
  await page.getByLabel("Price ($)", { exact: true }).fill("1399");
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);

  await page.goto(`/admin/tours/${word}-tour`);
  const entry = history.getByRole("listitem").first();
  await expect(entry).toContainText("Edited");
  await expect(entry).toContainText("Price $1,299 → $1,399");
  await expect(entry).toContainText("by admin, just now");
  const time = entry.locator("time");
  await expect(time).toHaveAttribute("title", /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
  await expect(time).toHaveAttribute("datetime", /Z$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Activity page filters by person, record type and action, and clears the filters", async ({ page, site }) => {
    const word = uniqueWord("act");
    insertDestinations(site, [{ id: `${word}-dest`, title: `${word} Land`, rating: 4.1 }]);

    // A featured toggle from the list, as a browser without JavaScript posts it.
    await page.goto(`/admin/destinations?q=${word}`);
    await page
      .getByRole("row", { name: new RegExp(`${word} Land`) })
      .getByRole("button", { name: /feature/i })
      .click();
    await expect(page).toHaveURL(/\/admin\/destinations/);

    await page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();

    await page.getByLabel("Person").selectOption({ label: "admin" });
    await page.getByLabel("Record type").selectOption({ label: "Destination" });
    await page.getByLabel("Action").selectOption({ label: "Featured" });
    await page.getByRole("button", { name: "Filter" }).click();

    await expect(page).toHaveURL(/person=.+&entity=destination&action=feature/);
    const row = page.getByRole("row").filter({ hasText: `${word} Land` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("admin");
    await expect(row).toContainText("Featured No → Yes");
    // The sample catalogue was created by the system, not by this admin: filtered out.
    await expect(page.getByRole("cell", { name: "System" })).toHaveCount(0);

    // Other tests in this worker may have created destinations as this admin, but not this one.
    await page.getByLabel("Action").selectOption({ label: "Created" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=create/);
    await expect(page.getByRole("row").filter({ hasText: `${word} Land` })).toHaveCount(0);
    // Nothing happened before the year 2000.
    await page.getByLabel("To").fill("1999-12-31");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No activity matches these filters.")).toBeVisible();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    // Every filter is back to "any" and the log is listed again (what its first page holds
    // depends on what the other tests have just done, so no particular row is looked for).
    for (const label of ["Person", "Record type", "Action"]) await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByLabel("To")).toHaveValue("");
    await expect(page.getByText("No activity matches these filters.")).toHaveCount(0);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
  });
});

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    violations.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("the Activity page, a History panel and a user's screen have no accessibility violations", async ({ page }) => {
  test.slow(); // Each axe scan takes a few seconds.
  await page.goto("/admin/activity");
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoViolations(page, "activity");
  await page.goto("/admin/destinations/bali");
  await expect(page.getByRole("list", { name: "History" })).toBeVisible();
  await expectNoViolations(page, "destination history");
  await page.goto("/admin/users");
  await page
    .getByRole("link", { name: /^History of/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expectNoViolations(page, "user history");
});
