import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The 404 page logs the attempted path and the browser reports the 404 response.
test.use({ allowConsoleErrors: [/status of 404/] });

const PAGES = [
  "/",
  "/about",
  "/destinations",
  "/destinations/bali",
  "/tours",
  "/tours/bali-island-escape",
  "/services",
  "/contact",
  "/no-such-page",
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  // One line per problem, so a failure names the rule and the elements at once.
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

for (const path of PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    test.slow(); // An axe scan alone can take many seconds on a busy two-core machine.
    await page.goto(path);
    await expect(page.locator("main#main")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test.describe("at 375px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the home page with the mobile menu open has no accessibility violations", async ({ page }) => {
    test.slow(); // See above: axe is slow under load.
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
