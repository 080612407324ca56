import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/*
 * Settings → Customer e-mails (issue #28, decision 0063): an admin previews a template with its
 * sample data, in Arabic, and reads the mail as sent in a sandboxed frame that the site's
 * Content-Security-Policy lets render, right to left. Screenshots at a phone's and a desk's width
 * go to EMAILS_SHOTS_DIR when it is set.
 */

// An unknown template is a 404 and an unknown language a 400, which Chromium logs. Playwright's
// own look into the frame tries a script there, which the sandbox (rightly) blocks; the mails
// themselves carry none (tests/integration/mail-templates.test.ts).
test.use({ allowConsoleErrors: [/status of 40[04]|^Blocked script execution in 'about:srcdoc'/] });

/** The rendered HTML part of the previewed mail. */
const mailFrame = (page: Page) => page.frameLocator("iframe[title^='The HTML part of']");

test("an admin previews the quote e-mail in Arabic: the mail renders right to left, its reference left to right", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: "Customer e-mails: preview every template" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer e-mails" })).toBeVisible();
  await page.getByRole("link", { name: /^Quote When staff send a quote/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quote" })).toBeVisible();
  await expect(page.getByTestId("mail-subject")).toHaveText("Your quote Q-2026-0042 from Cedar Wings Travel");

  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Arabic" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/emails\/quote\?lang=ar$/);
  await expect(page.getByRole("link", { name: "Arabic" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("mail-subject")).toHaveText("عرض السعر Q-2026-0042 من Cedar Wings Travel");

  // The mail's own document, in the sandboxed frame: Arabic, right to left, the reference isolated left to right.
  const frame = mailFrame(page);
  const intro = frame.getByText("شكرًا على استفسارك");
  await expect(intro).toBeVisible();
  await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(intro).toHaveCSS("direction", "rtl");
  await expect(frame.locator("bdi", { hasText: "Q-2026-0042" }).first()).toHaveCSS("direction", "ltr");
  // Right to left: the paragraph's text starts at its right edge.
  const [paragraph, bodyBox] = [await intro.boundingBox(), await frame.locator("div[dir=rtl]").boundingBox()];
  expect(bodyBox!.x + bodyBox!.width - (paragraph!.x + paragraph!.width)).toBeLessThan(40);

  // The plain-text part, as sent, right to left too, the Latin name isolated left to right (U+2066 … U+2069).
  const text = page.locator("pre");
  await expect(text).toContainText("عزيزنا \u2066Rania Haddad\u2069");
  await expect(text).toHaveAttribute("dir", "rtl");

  const shots = process.env.EMAILS_SHOTS_DIR;
  if (shots) {
    test.setTimeout(240_000); // six full-page screenshots on a loaded two-core machine
    mkdirSync(shots, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(intro).toBeVisible();
      await page.screenshot({ path: join(shots, `emails-preview-ar-${width}.png`), fullPage: true });
      await page.goto("/admin/settings/emails");
      await page.screenshot({ path: join(shots, `emails-list-${width}.png`), fullPage: true });
      await page.goto("/admin/settings/emails/shipment-status?lang=fr");
      await expect(mailFrame(page).getByText("Votre envoi CW-2026-004217")).toBeVisible();
      await page.screenshot({ path: join(shots, `emails-preview-fr-${width}.png`), fullPage: true });
      await page.goto("/admin/settings/emails/quote?lang=ar");
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language links work and a wrong address says what is wrong", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings/emails/money-receipt");
    await page.getByRole("link", { name: "French" }).click();
    await expect(page.getByTestId("mail-subject")).toContainText("R-2026-0107");
    await expect(mailFrame(page).getByText("R-2026-0107").first()).toBeVisible();
    await expect(page.locator("pre")).toContainText("Bonjour Rania Haddad");

    const unknown = await page.goto("/admin/settings/emails/no-such-mail");
    expect(unknown!.status()).toBe(404);
    await expect(page.getByText("There is no customer e-mail of that name.")).toBeVisible();
    const language = await page.goto("/admin/settings/emails/quote?lang=de");
    expect(language!.status()).toBe(400);
    await expect(page.getByText("choose one of these")).toBeVisible();
  });
});
