import AxeBuilder from "@axe-core/playwright";
import { expect, signIn, signInThroughForm, test } from "./fixtures";

/**
 * The dashboard's cards link on. That they count what is really in the database
 * (docs/product-decisions.md): tests/integration/admin-dashboard.test.ts.
 */

test("each card, the quick actions and View Website lead where they say", async ({ page }) => {
  test.slow(); // A sign-in (a slow hash on purpose) and nine page loads: 24-31 s on a loaded two-core machine.
  await signIn(page);
  const overview = page.getByRole("region", { name: "Overview" });
  const cards: [string, RegExp][] = [
    ["Destinations", /\/admin\/destinations$/],
    ["Tours", /\/admin\/tours$/],
    ["Services", /\/admin\/services$/],
    ["User Management", /\/admin\/users$/],
    ["Enquiries", /\/admin\/messages$/],
  ];
  for (const [name, url] of cards) {
    await page.goto("/admin");
    await overview.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }

  await page.goto("/admin");
  const actions = page.getByRole("region", { name: "Quick Actions" });
  await expect(actions.getByRole("link", { name: "Add New Destination" })).toHaveAttribute("href", "/admin/destinations/new");
  await expect(actions.getByRole("link", { name: "Add New Tour" })).toHaveAttribute("href", "/admin/tours/new");
  await expect(actions.getByRole("link", { name: "Add New Service" })).toHaveAttribute("href", "/admin/services/new");
  await actions.getByRole("link", { name: "Add New Tour" }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/new$/);

  await page.goto("/admin");
  await page.getByRole("main").getByRole("link", { name: "View Website" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the sign-in page and the dashboard pass an automated accessibility check", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => `/login: ${violation.id}`)).toEqual([]);
  await signInThroughForm(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  // The welcome toast shows right after signing in, so this scan checks it too. The pointer on
  // it keeps it (as it would a reader's), and the scan waits for its fade-in to end: text
  // caught half faded in fails the contrast rule (seen in CI).
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByText("Welcome back, admin.")
    .hover();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => `/admin: ${violation.id}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator("header summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => `/admin menu: ${violation.id}`)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu opens to the same navigation and a Sign out button", async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toBeHidden();
    await page.locator("header summary", { hasText: "Menu" }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    // The menu closes after going somewhere.
    await expect(nav).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens and its links work", async ({ page }) => {
      await signIn(page);
      await page.locator("header summary", { hasText: "Menu" }).click();
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tours" }).click();
      await expect(page).toHaveURL(/\/admin\/tours$/);
    });
  });
});
