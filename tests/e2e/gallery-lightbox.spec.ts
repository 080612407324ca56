import type { Locator } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue #23 item 15: the tour page's gallery opens in a lightbox, on a phone, without leaving the
 * page. The sample tour's gallery holds its own picture and its destination's (sample data).
 */
const TOUR = "/tours/bali-island-escape";

test.use({ viewport: { width: 375, height: 740 } });

/** A horizontal swipe of `dx` pixels across the lightbox's picture, as a finger's pointer events. */
async function swipe(dialog: Locator, dx: number): Promise<void> {
  const area = dialog.locator("[data-lightbox-figure]");
  const box = (await area.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const finger = { pointerId: 7, pointerType: "touch", isPrimary: true, bubbles: true };
  await area.dispatchEvent("pointerdown", { ...finger, clientX: x, clientY: y });
  await area.dispatchEvent("pointermove", { ...finger, clientX: x + dx / 2, clientY: y + 4 });
  await area.dispatchEvent("pointerup", { ...finger, clientX: x + dx, clientY: y + 6 });
}

async function focusIsIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

test("a visitor opens the second photo in a lightbox, steps with the arrow key, a swipe and the buttons, and Escape brings them back", async ({
  page,
}) => {
  await page.goto(TOUR);
  await hydrated(page);
  const pictures = page.getByRole("region", { name: "Gallery" }).getByRole("link");
  const count = await pictures.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const address = page.url();
  const historyLength = await page.evaluate(() => history.length);

  // Without JavaScript each picture is a link to its full-size JPEG.
  const href = (await pictures.nth(1).getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/jpeg");

  const second = pictures.nth(1);
  const secondAlt = (await second.locator("img").getAttribute("alt"))!;
  const secondAvif = (await second.locator("source[type='image/avif']").getAttribute("srcset"))!;
  await second.click();
  const dialog = page.getByRole("dialog", { name: `Photo 2 of ${count}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  // The picture is the gallery's own, with its AVIF and WebP sources, and its alternative text is the caption.
  const shown = dialog.locator("figure img");
  await expect(shown).toHaveAttribute("alt", secondAlt);
  await expect(dialog.locator("figcaption")).toHaveText(secondAlt);
  await expect(dialog.locator("picture source[type='image/avif']")).toHaveAttribute("srcset", secondAvif);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // ArrowRight: the next photo (after the last, the first).
  const after = (n: number) => (n % count) + 1;
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: `Photo ${after(2)} of ${count}` })).toBeVisible();

  // A swipe to the left brings the next one; a short drag changes nothing.
  await swipe(page.getByRole("dialog"), -20);
  await expect(page.getByRole("dialog", { name: `Photo ${after(2)} of ${count}` })).toBeVisible();
  await swipe(page.getByRole("dialog"), -120);
  await expect(page.getByRole("dialog", { name: `Photo ${after(after(2))} of ${count}` })).toBeVisible();
  await swipe(page.getByRole("dialog"), 120);
  await expect(page.getByRole("dialog", { name: `Photo ${after(2)} of ${count}` })).toBeVisible();

  // The buttons, and Tab never leaves the dialog.
  await page.getByRole("button", { name: "Previous photo" }).click();
  await expect(page.getByRole("dialog", { name: `Photo 2 of ${count}` })).toBeVisible();
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByRole("dialog", { name: `Photo ${after(2)} of ${count}` })).toBeVisible();
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press("Tab");
    expect(await focusIsIn(page.getByRole("dialog"))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await focusIsIn(page.getByRole("dialog"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(second).toBeFocused();
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // It opens again.
  await pictures.first().click();
  await expect(page.getByRole("dialog", { name: `Photo 1 of ${count}` })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(pictures.first()).toBeFocused();
});

test("in Arabic the lightbox is labelled in Arabic and mirrored: next is on the left, and ArrowLeft goes to it", async ({ page }) => {
  await page.goto(`/ar${TOUR}`);
  await hydrated(page);
  const pictures = page.getByRole("region", { name: "معرض الصور" }).getByRole("link");
  const count = await pictures.count();
  await pictures.nth(1).click();
  await expect(page.getByRole("dialog", { name: `الصورة 2 من ${count}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "إغلاق" })).toBeFocused();
  const next = (await page.getByRole("button", { name: "الصورة التالية" }).boundingBox())!;
  const previous = (await page.getByRole("button", { name: "الصورة السابقة" }).boundingBox())!;
  expect(next.x).toBeLessThan(previous.x);

  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: `الصورة ${(2 % count) + 1} من ${count}` })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: `الصورة 2 من ${count}` })).toBeVisible();
  // Right to left, a swipe to the right brings the next photo.
  await swipe(page.getByRole("dialog"), 120);
  await expect(page.getByRole("dialog", { name: `الصورة ${(2 % count) + 1} من ${count}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(pictures.nth(1)).toBeFocused();
});
