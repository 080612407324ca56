import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

const visitorErrors = new WeakMap<Page, string[]>();

/** A visitor of their own (no admin session), so they get the public pages as anyone would; their page errors fail the test too. */
export async function visitor(browser: Browser, baseURL: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  visitorErrors.set(page, errors);
  return page;
}

/** Checks the visitor's page logged no error, and closes it. */
export async function leave(page: Page) {
  expect(visitorErrors.get(page), "the visitor's page logged errors").toEqual([]);
  await page.context().close();
}
