import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { insertDestinations, insertTours, signInAdmin, uniqueWord } from "./admin-catalogue-helpers";
import { leave, visitor } from "./visitor";

// A refused save answers 400 on purpose, and the browser logs the response.
test.use({ allowConsoleErrors: [/status of 40[0-9]/] });

test.beforeEach(async ({ page, site }) => {
  await signInAdmin(page, site);
});

/** The admin tours list's row for one tour, found by its unique title. */
function tourRow(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

async function tourWithoutTranslations(site: Parameters<typeof insertTours>[0]) {
  const word = uniqueWord("tr");
  insertDestinations(site, [{ id: `${word}-place`, title: `Place ${word}` }]);
  insertTours(site, [{ id: `${word}-tour`, title: `Tour ${word}`, destinationId: `${word}-place` }]);
  return { id: `${word}-tour`, title: `Tour ${word}`, word };
}

test("an admin gives a tour a French title: the list stops marking French missing and the history shows the change", async ({
  page,
  site,
}) => {
  const tour = await tourWithoutTranslations(site);
  await page.goto(`/admin/tours?q=${tour.word}`);
  await expect(tourRow(page, tour.title).getByText("French translation missing")).toBeAttached();
  await expect(tourRow(page, tour.title).getByText("FR missing")).toBeVisible();
  await expect(tourRow(page, tour.title).getByText("AR missing")).toBeVisible();

  await page.goto(`/admin/tours/edit/${tour.id}`);
  await expect(page.getByRole("group", { name: "Français" })).toBeVisible();
  await expect(page.getByRole("group", { name: "العربية" })).toBeVisible();
  const frenchTitle = page.getByLabel("Tour Name (French)");
  await expect(frenchTitle).toHaveAttribute("lang", "fr");
  await expect(page.getByLabel("Tour Name (Arabic)")).toHaveAttribute("dir", "rtl");
  await expect(page.getByLabel("Description (Arabic)")).toHaveAttribute("lang", "ar");
  await frenchTitle.fill(`Circuit ${tour.word} à Noël`);
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Tour updated" })).toBeVisible();

  await page.goto(`/admin/tours?q=${tour.word}`);
  await expect(tourRow(page, tour.title).getByText("FR missing")).toHaveCount(0);
  await expect(tourRow(page, tour.title).getByText("FR incomplete")).toBeVisible();
  await expect(tourRow(page, tour.title).getByText("AR missing")).toBeVisible();

  await page.goto(`/admin/tours/edit/${tour.id}`);
  await expect(page.getByLabel("Tour Name (French)")).toHaveValue(`Circuit ${tour.word} à Noël`);
  await expect(page.getByLabel("Tour Name", { exact: true })).toHaveValue(tour.title);

  await page.goto(`/admin/tours/${tour.id}`);
  await expect(page.getByText(`French title added: Circuit ${tour.word} à Noël`)).toBeVisible();
});

test("a visitor reads the French title on /fr/, the English one where Arabic is missing, and finds it with or without accents", async ({
  page,
  site,
  browser,
}) => {
  const tour = await tourWithoutTranslations(site);
  const frenchTitle = `Circuit ${tour.word} à Noël`;
  await page.goto(`/admin/tours/edit/${tour.id}`);
  await page.getByLabel("Tour Name (French)").fill(frenchTitle);
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Tour updated" })).toBeVisible();

  const guest = await visitor(browser, site.url);
  await guest.goto(`/fr/tours/${tour.id}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(frenchTitle);
  await guest.goto(`/ar/tours/${tour.id}`);
  await expect(guest.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(tour.title);
  for (const search of [`${tour.word} a noel`, `${tour.word} à Noël`, `${tour.word} A NOEL`]) {
    await guest.goto(`/fr/tours?q=${encodeURIComponent(search)}`);
    await expect(guest.getByRole("heading", { level: 3, name: frenchTitle })).toBeVisible();
  }
  await leave(guest);
});

test("a French title over the limit is refused with a message at the French field, and nothing is saved", async ({ page, site }) => {
  const tour = await tourWithoutTranslations(site);
  await page.goto(`/admin/tours/edit/${tour.id}`);
  const frenchTitle = page.getByLabel("Tour Name (French)");
  await frenchTitle.fill("T".repeat(121));
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(frenchTitle).toHaveAttribute("aria-invalid", "true");
  await expect(frenchTitle).toHaveAccessibleDescription("Title must be at most 120 characters");
  await expect(page.getByLabel("Tour Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await page.goto(`/admin/tours?q=${tour.word}`);
  await expect(tourRow(page, tour.title).getByText("FR missing")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic description saves with a plain form post, and a too-long French title comes back with its message", async ({
    page,
    site,
  }) => {
    const tour = await tourWithoutTranslations(site);
    await page.goto(`/admin/tours/edit/${tour.id}`);
    await page.getByLabel("Tour Name (French)").fill("T".repeat(121));
    await page.getByLabel("Description (Arabic)").fill("رحلة هادئة بين المعابد والشواطئ.");
    const refused = page.waitForResponse((candidate) => candidate.request().method() === "POST");
    await page.getByRole("button", { name: "Update Tour" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByLabel("Tour Name (French)")).toHaveAccessibleDescription("Title must be at most 120 characters");
    await expect(page.getByLabel("Description (Arabic)")).toHaveValue("رحلة هادئة بين المعابد والشواطئ.");

    await page.getByLabel("Tour Name (French)").fill("");
    await page.getByRole("button", { name: "Update Tour" }).click();
    await expect(page).toHaveURL(/\/admin\/tours$/);
    await page.goto(`/admin/tours?q=${tour.word}`);
    await expect(tourRow(page, tour.title).getByText("AR incomplete")).toBeVisible();
    await expect(tourRow(page, tour.title).getByText("FR missing")).toBeVisible();
  });
});
