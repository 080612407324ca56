import type { ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, agencyToday } from "../../app/domain/departures";
import { getDb } from "../../app/server/platform/db.server";
import { generateCargo } from "../../scripts/generate-cargo";
import { generateCatalogue } from "../../scripts/generate-catalogue";
import { generateReportData } from "../../scripts/generate-reports";
import { inSiteDatabase } from "./cargo-helpers";
import { ADMIN, createTestSession, expect, startServer, stopServer, test, type Site } from "./fixtures";

/*
 * The reports (issue #28, its "done when") in Chromium, on a server of their own with generated
 * data (a small catalogue, cargo book, bookings and ledger made by the bench's generators): each
 * report shows its chart (an SVG in a figure) and its table, and each table's CSV is the table;
 * the Sales report of a month with bookings and payments in dollars and CFA francs shows two
 * totals, never one sum. Screenshots at 375 and 1280 px go to /work/notes/shots.
 */

const SHOTS = "/work/notes/shots";
/** A month before the generated data (which covers the last 400 days): only the rows the test puts there. */
const MIXED_MONTH = "2024-06";

let server: { site: Site; process: ChildProcess } | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
  await inSiteDatabase(server.site, async () => {
    await generateCatalogue(getDb(), { tours: 60, destinations: 6, seed: 7 });
    await generateCargo(getDb(), { shipments: 400, events: 3_000, seed: 7, sample: 1 });
    await generateReportData(getDb(), { bookings: 300, payments: 1_500, seed: 7 });
    // One booking and one payment in dollars, one of each in CFA francs, moved to MIXED_MONTH.
    for (const currency of ["USD", "XOF"]) {
      const booking = await getDb()
        .selectFrom("bookings")
        .innerJoin("quotes", "quotes.id", "bookings.quote_id")
        .select("bookings.id")
        .where("quotes.currency", "=", currency)
        .where("bookings.status", "!=", "released")
        .orderBy("bookings.id")
        .executeTakeFirstOrThrow();
      await getDb()
        .updateTable("bookings")
        .set({ created_at: `${MIXED_MONTH}-15T09:00:00.000Z` })
        .where("id", "=", booking.id)
        .execute();
      const payment = await getDb()
        .selectFrom("payments")
        .select("id")
        .where("currency", "=", currency)
        .where("kind", "=", "payment")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await getDb()
        .updateTable("payments")
        .set({ recorded_at: `${MIXED_MONTH}-16T09:00:00.000Z` })
        .where("id", "=", payment.id)
        .execute();
    }
  });
});

test.afterAll(async () => {
  if (!server) return;
  await stopServer(server.process);
  rmSync(server.site.dataDir, { recursive: true, force: true });
});

async function signInTo(page: Page, site: Site) {
  await page.context().addCookies([{ ...createTestSession(site, ADMIN.email), url: site.url, httpOnly: true, sameSite: "Lax" }]);
}

/** The tables of the page as their text reads: header row, then each row's cells. */
async function shownTables(page: Page): Promise<Record<string, string[][]>> {
  return page.locator("section[data-table]").evaluateAll((sections) =>
    Object.fromEntries(
      sections.map((section) => {
        const rows = [...section.querySelectorAll("table tr")].map((row) =>
          [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
        );
        return [section.getAttribute("data-table"), rows];
      }),
    ),
  );
}

function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"')));
}

const today = agencyToday();
const GENERATED = `period=custom&from=${addDays(today, -400)}&to=${addDays(today, 365)}`;

for (const report of ["sales", "cash", "receivables", "enquiries", "departures", "cargo"]) {
  test(`${report}: the chart and the table for the generated data, and each table's CSV is the table`, async ({ page }) => {
    const { site } = server!;
    await signInTo(page, site);
    await page.goto(`${site.url}/admin/reports/${report}?${GENERATED}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const figure = page.locator("figure").first();
    await expect(figure.locator("svg rect[data-series]").first()).toBeAttached();
    await expect(figure.locator("figcaption")).toContainText("Chart:");
    await expect(page.getByRole("table").first()).toBeVisible();
    const tables = await shownTables(page);
    expect(Object.keys(tables).length).toBeGreaterThan(0);
    // Every table has rows for the generated data, except the cargo desk's waiting list may be empty.
    const [firstTable] = Object.values(tables);
    expect(firstTable!.length).toBeGreaterThan(1);
    for (const link of await page.locator("a[data-csv]").all()) {
      const table = (await link.getAttribute("data-csv"))!;
      const response = await page.request.get(new URL((await link.getAttribute("href"))!, site.url).toString());
      expect(response.status()).toBe(200);
      const shown = tables[table]!;
      const file = parseCsv(await response.text());
      // An empty table shows one "No figures" row; its CSV has the header alone.
      expect(file).toEqual(shown.length === 2 && shown[1]!.length === 1 ? [shown[0]] : shown);
    }
  });
}

test("the Sales report of a month with dollars and CFA francs shows two totals, never one sum; Cash keeps them apart too", async ({
  page,
}) => {
  const { site } = server!;
  await signInTo(page, site);
  await page.goto(`${site.url}/admin/reports/sales`);
  // The GET form, as a person without JavaScript uses it.
  await page.getByLabel("Period", { exact: true }).selectOption("month");
  await page.getByLabel("Month", { exact: true }).fill(MIXED_MONTH);
  await page.getByLabel("Add “≈ USD at the dated rate”").check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${MIXED_MONTH}.*usd=1`));
  const table = page.locator('section[data-table="sales"] table');
  const totals = table.locator("tbody tr").filter({ has: page.locator("th", { hasText: /^Total$/ }) });
  await expect(totals).toHaveCount(2);
  await expect(totals.nth(0).locator("td").first()).toHaveText("USD");
  await expect(totals.nth(1).locator("td").first()).toHaveText("XOF");
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await expect(page.getByRole("columnheader", { name: "≈ USD at the dated rate" })).toBeVisible();
  await expect(page.locator('figure[data-chart="sales-USD"] svg')).toBeVisible();
  await expect(page.locator('figure[data-chart="sales-XOF"] svg')).toBeVisible();

  await page.goto(`${site.url}/admin/reports/cash?period=month&month=${MIXED_MONTH}`);
  const currencies = await page
    .locator('section[data-table="cash"] tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[2]?.textContent));
  expect(currencies.sort()).toEqual(["USD", "XOF"]);
});

test("a report read in Arabic runs right to left, its first month at the right, and prints its chart and table without the form", async ({
  page,
}) => {
  const { site } = server!;
  await signInTo(page, site);
  await page.goto(`${site.url}/admin/reports/sales`);
  await page.getByLabel("Period", { exact: true }).selectOption("quarter");
  await page.getByLabel("Quarter", { exact: true }).fill(`${today.slice(0, 4)}-Q1`);
  await page.getByLabel("Language of the report").selectOption("ar");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/lang=ar/);
  const report = page.locator("[data-report-lang]");
  await expect(report).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المبيعات");
  const chart = page.locator("figure svg").first();
  await expect(chart).toBeVisible();
  const year = today.slice(0, 4);
  const x = async (month: string) => (await chart.locator("text", { hasText: new RegExp(`^${month}$`) }).boundingBox())!.x;
  expect(await x(`${year}-01`)).toBeGreaterThan(await x(`${year}-02`));
  expect(await x(`${year}-02`)).toBeGreaterThan(await x(`${year}-03`));
  // The table's first column is at the right edge, its figures read left to right.
  const headers = page.locator('section[data-table="sales"] thead th');
  expect((await headers.first().boundingBox())!.x).toBeGreaterThan((await headers.last().boundingBox())!.x);
  await expect(page.locator('section[data-table="sales"] tbody td[dir="ltr"]').first()).toBeVisible();
  // The CSV link keeps the language.
  await expect(page.locator('a[data-csv="sales"]')).toHaveAttribute("href", /lang=ar/);

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("form[method=get]")).toBeHidden();
  await expect(chart).toBeVisible();
  await expect(page.locator('section[data-table="sales"] table')).toBeVisible();
  await expect(page.locator("a[data-csv]").first()).toBeHidden();
});

test.describe("a wrong period", () => {
  // The browser logs the 400 of the document itself; that status is what is under test.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("is refused with its message and no figures", async ({ page }) => {
    const { site } = server!;
    await signInTo(page, site);
    const response = await page.goto(`${site.url}/admin/reports/cargo?period=custom&from=2026-05-10&to=2026-05-01`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("The last day comes before the first.");
    await expect(page.locator("section[data-table]")).toHaveCount(0);
  });
});

test("screenshots of the reports at 375 and 1280 px", async ({ page }) => {
  // Eighteen report pages, one after another.
  test.setTimeout(180_000);
  const { site } = server!;
  await signInTo(page, site);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const report of ["sales", "cash", "receivables", "enquiries", "departures", "cargo"]) {
      await page.goto(`${site.url}/admin/reports/${report}?${GENERATED}${report === "sales" ? "&usd=1" : ""}`);
      await expect(page.locator("figure svg").first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/reports-${report}-${width}.png`, fullPage: width === 1280 });
    }
    for (const lang of ["fr", "ar"]) {
      for (const report of ["sales", "cargo"]) {
        await page.goto(`${site.url}/admin/reports/${report}?${GENERATED}&lang=${lang}`);
        await expect(page.locator(`[data-report-lang="${lang}"] figure svg`).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/reports-${report}-${lang}-${width}.png`, fullPage: width === 1280 });
      }
    }
    await page.goto(`${site.url}/admin/reports`);
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-index-${width}.png` });
  }
});
