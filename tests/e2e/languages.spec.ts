import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { expect, signIn, test } from "./fixtures";

test("/fr/ and /ar/ show the home page in French and in Arabic, right to left", async ({ page }) => {
  await page.goto("/fr/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Découvrez le monde avec Cedar Wings Travel");
  const frenchNav = page.getByRole("navigation", { name: "Principal" });
  await expect(frenchNav.getByRole("link", { name: "Circuits" })).toHaveAttribute("href", "/fr/tours");

  await page.goto("/ar/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اكتشف العالم مع Cedar Wings Travel");
  await expect(page.getByRole("navigation", { name: "الرئيسية" }).getByRole("link", { name: "الرحلات" })).toHaveAttribute(
    "href",
    "/ar/tours",
  );
  await expect(page).toHaveTitle("Cedar Wings Travel | سفر وشحن من لبنان إلى العالم");
});

test("the language switcher keeps the page, and links on a French page stay in French", async ({ page }) => {
  await page.goto("/tours/bali-island-escape");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // On a wide screen the switchers sit behind the header's "EN · USD" button.
  const preferences = page.getByRole("banner").locator("summary", { hasText: /^(Language and currency|Langue et devise)/ });
  await expect(preferences).toHaveText(/EN · USD$/);
  await preferences.click();
  const french = page.getByRole("link", { name: "Français" });
  await expect(french).toHaveAttribute("hreflang", "fr");
  await expect(french).toHaveAttribute("lang", "fr");
  await french.click();
  await expect(page).toHaveURL(/\/fr\/tours\/bali-island-escape$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "À propos de ce circuit" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Circuits" })).toHaveAttribute(
    "href",
    "/fr/tours",
  );
  // Search engines are told about every language version.
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/tours\/bali-island-escape$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr\/tours\/bali-island-escape$/);

  await expect(preferences).toHaveText(/FR · USD$/);
  await preferences.click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/tours\/bali-island-escape$/);
  await expect(page.getByRole("heading", { name: "About this tour" })).toBeVisible();
});

test("the Arabic home page has no accessibility violations", async ({ page }) => {
  await page.goto("/ar/");
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
});

test("the Arabic home page on a phone is laid out right to left: the logo on the right, the menu button on the left", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/ar/");
  const logo = await page.getByRole("link", { name: "Cedar Wings Travel، الصفحة الرئيسية" }).boundingBox();
  const menu = await page.getByRole("button", { name: "فتح القائمة" }).boundingBox();
  expect(logo && menu).toBeTruthy();
  expect(logo!.x + logo!.width).toBeGreaterThan(375 - 40);
  expect(menu!.x).toBeLessThan(40);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the Arabic contact form speaks Arabic and its message reaches the inbox marked as Arabic", async ({ page, browser, site }) => {
  test.slow(); // Sends a message, then signs an admin in to read it.
  const word = randomBytes(3).toString("hex");
  const email = `layla.${word}@languages-e2e.example`;
  await page.goto("/ar/contact");
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByText("يُرجى إدخال اسمك الكامل")).toBeVisible();
  await expect(page.getByText("يُرجى اختيار موضوع")).toBeVisible();

  await page.getByLabel("الاسم الكامل").fill(`Layla ${word}`);
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("الموضوع").selectOption({ label: "استفسار عام" });
  await page.getByLabel("الرسالة").fill(`هل تنظّمون رحلات إلى بالي؟ (${word})`);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "شكرًا لك! تم إرسال رسالتك" })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/contact$/);

  const context = await browser.newContext({ baseURL: site.url });
  try {
    const admin = await context.newPage();
    await signIn(admin);
    await admin.goto("/admin/messages");
    const row = admin.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText("Arabic");
    await row.getByRole("link").first().click();
    await expect(admin).toHaveURL(/\/admin\/messages\/.+/);
    await expect(admin.getByRole("heading", { name: "General Inquiry", level: 1 })).toBeVisible();
    const language = admin.locator("dt", { hasText: /^Language$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(language).toHaveText("Arabic");
  } finally {
    await context.close();
    const db = new Database(site.databaseFile);
    db.pragma("busy_timeout = 5000");
    db.prepare("delete from enquiries where email = ?").run(email);
    db.close();
  }
});

test("the Arabic font is fetched after a first Arabic page has loaded, and used from the next page on", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/fonts/noto-sans-arabic")) fontRequests.push(request.url());
  });
  const loaded = page.waitForEvent("load");
  await page.goto("/ar/tours", { waitUntil: "commit" });
  await loaded;
  // Nothing in the first paint waited for it: the page loaded in the phone's own Arabic font.
  await expect(page.locator("html")).not.toHaveClass(/arabic-font/);
  // Then it is fetched and remembered…
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cw-arabic-font"))).toBe("1");
  expect(fontRequests).toHaveLength(1);

  // …and the next Arabic page is set in it from its first paint.
  await page.goto("/ar/about");
  await expect(page.locator("html")).toHaveClass(/arabic-font/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontFamily)).toMatch(/^"Cedar Arabic"/);
  expect(await page.evaluate(() => document.fonts.check('1em "Cedar Arabic"', "ب"))).toBe(true);

  // English pages do not use it.
  await page.goto("/about");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontFamily)).not.toContain("Cedar Arabic");
});
