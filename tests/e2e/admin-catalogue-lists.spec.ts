import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test, type Site } from "./fixtures";
import {
  changeDestinationBehindTheScenes,
  insertDestinations,
  insertTours,
  rowTitles,
  signInAdmin,
  uniqueWord,
} from "./admin-catalogue-helpers";

test.use({ allowConsoleErrors: [/status of 404/] }); // TEMP-FAVICON until public/favicon.svg exists

test.beforeEach(async ({ page, site }) => {
  await signInAdmin(page, site);
});

test("the destinations list shows the spec's columns, sorted by title, with links to detail and edit", async ({ page }) => {
  await page.goto("/admin/destinations");
  await expect(page.getByRole("heading", { name: "Destinations", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("link", { name: "Add Destination" })).toHaveAttribute("href", "/admin/destinations/new");
  const headers = await page.getByRole("columnheader").allInnerTexts();
  expect(headers.map((text) => text.trim().toLowerCase())).toEqual([
    "title",
    "country",
    "continent",
    "rating",
    "featured",
    "status",
    "actions",
  ]);
  await expect(page.getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "ascending");
  const titles = await rowTitles(page);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

  const bali = page.getByRole("row", { name: /Bali/ });
  await expect(bali.getByRole("link", { name: "Bali", exact: true })).toHaveAttribute("href", "/admin/destinations/bali");
  await expect(bali.getByRole("link", { name: "Edit Bali" })).toHaveAttribute("href", "/admin/destinations/edit/bali");
});

/**
 * Thirty tours named "<word> 00" … "<word> 29", the higher the number the dearer, and the tours
 * list opened on its second page sorted by price, dearest first; returns the word and the search box.
 */
async function openToursSortedByPrice(page: Page, site: Site, prefix: string): Promise<{ word: string; search: Locator }> {
  const word = uniqueWord(prefix);
  insertDestinations(site, [{ id: word.toLowerCase(), title: word }]);
  insertTours(
    site,
    Array.from({ length: 30 }, (_, index) => ({
      id: `${word}-${index}`,
      title: `${word} ${String(index).padStart(2, "0")}`,
      destinationId: word.toLowerCase(),
      price: 100 + index,
    })),
  );
  await page.goto("/admin/tours?sort=price&dir=desc&page=2");
  return { word, search: page.getByRole("searchbox", { name: "Search tours" }) };
}

/** The live region that announces how many rows the search found. */
function shownCount(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /^Showing / });
}

async function caretAt(search: Locator): Promise<number | null> {
  return search.evaluate((input: HTMLInputElement) => input.selectionStart);
}

test("the tours search narrows the list as the admin types, keeping the sort, going back to page 1 and keeping the focus", async ({
  page,
  site,
}) => {
  const { word, search } = await openToursSortedByPrice(page, site, "Typed");
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await search.click();
  await search.pressSequentially(word, { delay: 20 });
  await expect(page).toHaveURL(new RegExp(`/admin/tours\\?q=${word}&sort=price&dir=desc$`));
  await expect(shownCount(page)).toHaveText("Showing 1–25 of 30");
  await expect
    .poll(() => rowTitles(page))
    .toEqual(Array.from({ length: 25 }, (_, index) => `${word} ${String(29 - index).padStart(2, "0")}`));
  await expect(page.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "descending");
  await expect(search).toBeFocused();

  await search.pressSequentially(" 07");
  await expect(page).toHaveURL(new RegExp(`/admin/tours\\?q=${word}\\+07&sort=price&dir=desc$`));
  await expect.poll(() => rowTitles(page)).toEqual([`${word} 07`]);
  await expect(shownCount(page)).toHaveText("Showing 1–1 of 1");
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(`${word} 07`);
  expect(await caretAt(search)).toBe(`${word} 07`.length);

  // Emptying the box shows the whole list again, still sorted by price.
  await search.fill("");
  await expect(page).toHaveURL(/\/admin\/tours\?sort=price&dir=desc$/);
  await expect.poll(async () => (await rowTitles(page)).length).toBe(25);
  await expect(search).toHaveValue("");
});

test("typing on while a page is on its way loses no keystroke, and the last query's rows win", async ({ page, site }) => {
  const word = uniqueWord("Racing");
  insertDestinations(site, [{ id: word.toLowerCase(), title: word }]);
  insertTours(site, [
    { id: `${word}-1`, title: `${word} Alpha`, destinationId: word.toLowerCase() },
    { id: `${word}-2`, title: `${word} Alpine`, destinationId: word.toLowerCase() },
    { id: `${word}-3`, title: `${word} Beta`, destinationId: word.toLowerCase() },
  ]);
  await page.goto("/admin/tours");
  const search = page.getByRole("searchbox", { name: "Search tours" });

  // The rows for the first words are held back until the admin has typed on.
  const firstWords = `${word} Al`;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/admin/tours") && url.searchParams.get("q") === firstWords,
    async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the router may have given up on it by now
    },
  );
  const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get("q") === firstWords);
  await search.click();
  await search.pressSequentially(firstWords);
  await asked;
  await search.pressSequentially("pine");
  release();

  await expect(page).toHaveURL(new RegExp(`/admin/tours\\?q=${word}\\+Alpine$`));
  await expect.poll(() => rowTitles(page)).toEqual([`${word} Alpine`]);
  await expect(search).toHaveValue(`${word} Alpine`);
  await expect(search).toBeFocused();

  // The caret stays where the admin left it while the rows follow an edit in the middle.
  await search.press("ArrowLeft");
  await search.press("ArrowLeft");
  await search.press("ArrowLeft");
  await search.press("ArrowLeft");
  await search.press("Backspace");
  await expect(page.getByText("No tours found. Try a different search or add a new tour.")).toBeVisible();
  await expect(shownCount(page)).toHaveText("Showing 0 of 0");
  await expect(search).toHaveValue(`${word} Apine`);
  expect(await caretAt(search)).toBe(`${word} A`.length);
});

test("the featured button turns a destination and a tour on and off in one click", async ({ page, site }) => {
  test.slow(); // Six clicks and reloads, each a round trip to the server.
  const word = uniqueWord("Featurable");
  insertDestinations(site, [{ id: word.toLowerCase(), title: word, featured: false }]);
  insertTours(site, [{ id: `${word}-tour`, title: `${word} Tour`, destinationId: word.toLowerCase(), featured: true }]);

  await page.goto(`/admin/destinations?q=${word}`);
  const row = page.getByRole("row", { name: new RegExp(word) });
  await row.getByRole("button", { name: /^Not featured/ }).click();
  // Disabled while the change is saved: enabled again once the server has it.
  await expect(row.getByRole("button", { name: /^Featured/ })).toBeEnabled();
  // Saved, not only shown: a fresh page from the server says the same.
  await page.reload();
  await expect(row.getByRole("button", { name: /^Featured/ })).toBeVisible();
  await row.getByRole("button", { name: /^Featured/ }).click();
  await expect(row.getByRole("button", { name: /^Not featured/ })).toBeEnabled();
  await page.reload();
  await expect(row.getByRole("button", { name: /^Not featured/ })).toBeVisible();

  await page.goto(`/admin/tours?q=${word}`);
  const tourRow = page.getByRole("row", { name: new RegExp(`${word} Tour`) });
  await tourRow.getByRole("button", { name: /^Featured/ }).click();
  await expect(tourRow.getByRole("button", { name: /^Not featured/ })).toBeEnabled();
  await page.reload();
  await expect(tourRow.getByRole("button", { name: /^Not featured/ })).toBeVisible();
  await tourRow.getByRole("button", { name: /^Not featured/ }).click();
  await expect(tourRow.getByRole("button", { name: /^Featured/ })).toBeEnabled();
  await page.reload();
  await expect(tourRow.getByRole("button", { name: /^Featured/ })).toBeVisible();
});

test("delete asks first: Cancel keeps the service, Delete removes it", async ({ page }) => {
  test.slow(); // Creates the service through its form first.
  await page.goto("/admin/services/new");
  const title = uniqueWord("Removable ");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("A service that will not last long.");
  await page.getByRole("radio", { name: "clock" }).check();
  await page.getByRole("button", { name: "Create Service" }).click();
  await expect(page).toHaveURL("/admin/services");

  const row = page.getByRole("row", { name: new RegExp(title) });
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Are you sure you want to delete this service? This action cannot be undone.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: `Delete ${title}` })).toBeFocused();

  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toBeHidden();
  await expect(page.getByText(`"${title}" has been successfully deleted.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});

test("deleting a tour and a destination asks with the spec's words", async ({ page, site }) => {
  const word = uniqueWord("Doomed");
  insertDestinations(site, [{ id: word.toLowerCase(), title: word }]);
  insertTours(site, [{ id: `${word}-tour`, title: `${word} Tour`, destinationId: word.toLowerCase() }]);

  await page.goto(`/admin/tours?q=${word}`);
  await page.getByRole("button", { name: `Delete ${word} Tour` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this tour? This action cannot be undone.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No tours found. Try a different search or add a new tour.")).toBeVisible();

  await page.goto(`/admin/destinations?q=${word}`);
  await page.getByRole("button", { name: `Delete ${word}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Are you sure you want to delete this destination? This action cannot be undone.",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(word) })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${word}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No destinations found. Try a different search or add a new destination.")).toBeVisible();
  expect((await page.request.get(`/admin/destinations/${word.toLowerCase()}`)).status()).toBe(404);
});

test("the catalogue screens pass an automated accessibility check", async ({ page }) => {
  test.setTimeout(180_000); // Nine axe scans; on a busy two-core machine each can take ten seconds or more.
  for (const path of [
    "/admin/destinations",
    "/admin/tours",
    "/admin/services",
    "/admin/destinations/new",
    "/admin/tours/edit/bali-island-escape",
    "/admin/services/new",
    "/admin/destinations/bali",
    "/admin/tours/bali-island-escape",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
  // With every message showing, too.
  await page.goto("/admin/tours/new");
  await page.getByRole("button", { name: "Create Tour" }).click();
  await expect(page.getByText("Please select a destination")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test.describe("refused changes", () => {
  // The refusal is a 409 response, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 40[49]/] });

  test("a featured toggle on a row someone else changed meanwhile is refused with the conflict message", async ({ page, site }) => {
    const word = uniqueWord("Stale");
    insertDestinations(site, [{ id: word.toLowerCase(), title: word }]);
    await page.goto(`/admin/destinations?q=${word}`);
    changeDestinationBehindTheScenes(site, word.toLowerCase(), 3.3);
    await page.getByRole("button", { name: /^Not featured/ }).click();
    const message = "This destination was changed by someone else after you opened it. Reload to see the latest version.";
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    // The list now shows the row as it is (not featured, the other change's rating), so the next click works.
    await expect(page.getByRole("row", { name: new RegExp(word) })).toContainText("3.3");
    await expect(page.getByRole("button", { name: /^Not featured/ })).toBeVisible();
    await page.getByRole("button", { name: /^Not featured/ }).click();
    await expect(page.getByRole("button", { name: /^Featured/ })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("delete still asks for confirmation, and Cancel and Delete work", async ({ page, site }) => {
    const word = uniqueWord("NoScript");
    insertDestinations(site, [{ id: word.toLowerCase(), title: word }]);
    await page.goto(`/admin/destinations?q=${word}&sort=country`);
    await page.getByRole("button", { name: `Delete ${word}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this destination? This action cannot be undone.");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(word) })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${word}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No destinations found. Try a different search or add a new destination.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/destinations\\?q=${word}&sort=country$`));
    expect((await page.request.get(`/admin/destinations/${word.toLowerCase()}`)).status()).toBe(404);
  });

  test("the tours search is a plain GET form: Enter or the button searches, keeping the sort and going back to page 1", async ({
    page,
    site,
  }) => {
    const { word, search } = await openToursSortedByPrice(page, site, "Formal");
    await search.fill(`${word} 07`);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/tours\\?q=${word}\\+07&sort=price&dir=desc$`));
    expect(await rowTitles(page)).toEqual([`${word} 07`]);
    await expect(shownCount(page)).toHaveText("Showing 1–1 of 1");

    await search.fill(word);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tours\\?q=${word}&sort=price&dir=desc$`));
    await expect(shownCount(page)).toHaveText("Showing 1–25 of 30");
    expect((await rowTitles(page))[0]).toBe(`${word} 29`);
  });
});
