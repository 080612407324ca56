import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { signInAdmin, uniqueWord } from "./admin-catalogue-helpers";
import { leave, visitor } from "./visitor";

/*
 * Drafts (issue #12): a tour made in the admin is a draft, previewed by staff with a banner,
 * a 404 and absent from the search for visitors, until an admin publishes it from the list.
 */

test("an admin creates a tour as a draft, previews it, and publishes it from the list; only then does a visitor find it", async ({
  page,
  browser,
  site,
}) => {
  // Two saves, a preview with an accessibility scan, and a visitor's pages on a busy machine.
  test.slow();
  await signInAdmin(page, site);
  const title = uniqueWord("Cedar Draft ");
  const id = title.toLowerCase().replaceAll(" ", "-");

  await page.goto("/admin/tours/new");
  await page.getByLabel("Tour Name", { exact: true }).fill(title);
  await page.getByLabel("Destination", { exact: true }).selectOption({ label: "Bali, Indonesia" });
  await page.getByLabel("Image URL").fill("/images/tours/bali-island-escape.svg");
  await page.getByLabel("Description", { exact: true }).fill("Six quiet days among the rice terraces.");
  await page.getByRole("button", { name: "Create Tour" }).click();
  // A new tour opens on its own screen (issue #23); its list is one click away.
  await expect(page).toHaveURL(`/admin/tours/${id}`);
  await page.goto("/admin/tours");
  const search = page.getByRole("searchbox", { name: "Search tours" });
  await search.fill(title);
  await search.press("Enter");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();

  // The preview: the public page, with the banner, for staff only.
  // It opens in a new tab (issue #23), so the admin screen stays as it was.
  const [preview] = await Promise.all([page.waitForEvent("popup"), row.getByRole("link", { name: `Preview ${title}` }).click()]);
  await expect(preview).toHaveURL(`/tours/${id}?preview=1`);
  await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByRole("note")).toContainText("Draft — not visible to visitors");
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page).toHaveURL(/\/admin\/tours/);
  const axe = await new AxeBuilder({ page: preview })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
  await preview.close();

  // A visitor: the page is a 404 (the preview address too), and the search does not find it.
  for (const path of [`/tours/${id}`, `/tours/${id}?preview=1`]) {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    expect([404, 302], path).toContain(response.status);
    expect(await response.text(), path).not.toContain("Six quiet days");
  }
  const guest = await visitor(browser, site.url);
  await guest.goto(`/tours?q=${encodeURIComponent(title)}`);
  await expect(guest.getByText("No tours found", { exact: true })).toBeVisible();

  // Published from the list: it has no French or Arabic, so Publish asks first (issue #23).
  await page.goto(`/admin/tours?q=${encodeURIComponent(title)}`);
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Tour published" })).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();

  await guest.goto(`/tours?q=${encodeURIComponent(title)}`);
  await guest.getByRole("link", { name: title }).first().click();
  await expect(guest).toHaveURL(`/tours/${id}`);
  await expect(guest.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByRole("note")).toHaveCount(0);
  await leave(guest);
});
