import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/*
 * Every public and admin page under the enforced Content-Security-Policy (decision 0018) records
 * no violation: each inline script React Router and React emit carries the response's nonce,
 * and nothing loads from where the policy does not allow. The `page` fixture also fails on any
 * console error, which is where Chrome reports what the policy blocked.
 */

// The 404 page is one of the pages crawled; its status shows as a console message.
test.use({ allowConsoleErrors: [/status of 404/] });
// A crawl opens some twenty pages one after another.
test.describe.configure({ timeout: 180_000 });

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every violation from the first byte of every document (init scripts are not subject to the policy). */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** Opens a page, waits until it is interactive, and returns the violations it recorded. */
async function visit(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toContain("'strict-dynamic'");
  // "load" comes after every module script of the page has run (hydration included).
  await page.waitForLoadState("load");
  return page.evaluate(() => window.cspViolations);
}

/** Every link on `listPath` to a detail page under `prefix` (one per record, the first few). */
async function detailPaths(page: Page, listPath: string, pattern: RegExp, limit = 2): Promise<string[]> {
  await page.goto(listPath);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))].slice(0, limit);
}

const PUBLIC_PAGES = ["/", "/about", "/destinations", "/tours", "/services", "/contact", "/login", "/no-such-page"];

test("every public page runs without a CSP violation", async ({ page }) => {
  await watchViolations(page);
  const pages = [
    ...PUBLIC_PAGES,
    ...(await detailPaths(page, "/destinations", /^\/destinations\/[^/?]+$/)),
    ...(await detailPaths(page, "/tours", /^\/tours\/[^/?]+$/)),
    "/tours?sort=price-asc",
  ];
  expect(pages.length).toBeGreaterThan(PUBLIC_PAGES.length + 2);
  for (const path of pages) expect(await visit(page, path), path).toEqual([]);
});

test("the contact page shows the interactive map without a CSP violation, also after a client-side visit", async ({ page }) => {
  await watchViolations(page);
  // Straight to the page, then from the home page through the navigation (the link loads the contact page's own policy).
  for (const arrive of [
    () => page.goto("/contact"),
    () => page.goto("/").then(() => page.getByRole("link", { name: "Contact" }).first().click()),
  ]) {
    await arrive();
    await page.waitForURL("**/contact");
    // The frame fires "load" whether its document came, was refused by the policy or could not be reached (offline).
    const frameLoaded = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new MutationObserver((_, observer) => {
            const frame = document.querySelector("iframe");
            if (!frame) return;
            observer.disconnect();
            frame.addEventListener("load", () => requestAnimationFrame(() => resolve()));
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole("button", { name: "Show interactive map" }).click();
    await frameLoaded;
    await expect(page.locator("iframe")).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  }
  const contact = await page.request.get("/contact");
  expect(contact.headers()["content-security-policy"]).toContain("frame-src https://www.openstreetmap.org");
  const home = await page.request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("frame-src");
});

test("every admin page runs without a CSP violation, with client-side navigation between them", async ({ page }) => {
  await watchViolations(page);
  await signIn(page);
  const lists = ["/admin/destinations", "/admin/tours", "/admin/services", "/admin/messages", "/admin/users", "/admin/data"];
  const pages = [
    "/admin",
    ...lists,
    "/admin/destinations/new",
    "/admin/tours/new",
    "/admin/services/new",
    ...(await detailPaths(page, "/admin/destinations", /^\/admin\/destinations\/(edit\/)?[^/?]+$/, 4)),
    ...(await detailPaths(page, "/admin/tours", /^\/admin\/tours\/(edit\/)?[^/?]+$/, 4)),
    ...(await detailPaths(page, "/admin/services", /^\/admin\/services\/edit\/[^/?]+$/, 2)),
    ...(await detailPaths(page, "/admin/messages", /^\/admin\/messages\/[^/?]+$/, 2)),
  ];
  expect(pages.length).toBeGreaterThan(lists.length + 6);
  for (const path of pages) expect(await visit(page, path), path).toEqual([]);

  // Client-side navigation loads route modules and .data through what the first page's policy allows.
  await visit(page, "/admin");
  for (const name of ["Tours", "Destinations", "Services"]) {
    await page.getByRole("navigation").getByRole("link", { name, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
