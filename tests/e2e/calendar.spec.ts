import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import ICAL from "ical.js";
import { addDays, agencyToday } from "../../app/domain/departures";
import { addDeparture } from "../../app/server/catalogue/departures.server";
import { addEnquiry } from "../../app/server/enquiries/enquiries.server";
import { createQuote, sendQuote } from "../../app/server/enquiries/quotes.server";
import { getDb } from "../../app/server/platform/db.server";
import { inSiteDatabase } from "./cargo-helpers";
import { expect, signIn, test, type Site } from "./fixtures";

/*
 * The calendar (issue #28, its "done when") in Chromium: a departure and a balance due on their
 * days of the month grid, each linked to its record; the private feed made from the account
 * page, downloaded and parsed as iCalendar, carrying a reference and a first name but not the
 * customer's e-mail, phone or surname; the filter, the agenda and the months without
 * JavaScript; screenshots at a phone's and a desk's width.
 */

const SHOTS = "/work/notes/shots";
const today = agencyToday();

type Seeded = { quoteId: string; number: string; departureDay: string; balanceDay: string; surname: string; email: string; phone: string };

/**
 * A booking of two seats on a new departure of the sample Bali tour `daysAhead` days ahead: the
 * quote made and sent with the app's code as staff do, accepted today by the customer on their
 * page; by the default terms its balance is due 30 days before the departure.
 */
async function seedBooking(site: Site, browser: Browser, daysAhead: number): Promise<Seeded> {
  const word = randomBytes(3).toString("hex");
  const surname = `Zakhourelle${word}`;
  const email = `rania.${word}@calendar-e2e.example`;
  const phone = `+961 71 ${word.slice(0, 3)} 4${word.slice(3)}`;
  const sent = await inSiteDatabase(site, async () => {
    const departureDay = addDays(today, daysAhead);
    const departure = await addDeparture("bali-island-escape", {
      startDate: departureDay,
      status: "scheduled",
      price: null,
      capacity: 30,
      seatsBooked: 0,
    });
    const enquiry = await addEnquiry(
      { name: `Rania ${surname}`, email, phone, subject: "Tour Booking", message: "Two seats, please." },
      `calendar-e2e-${word}`,
    );
    const quote = await createQuote({
      departureId: departure.id,
      currency: "USD",
      validUntil: addDays(today, 14),
      note: "",
      lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: { amountMinor: 120_000, currency: "USD" } }],
      enquiryId: enquiry.id,
      locale: "en",
      perUsdMicros: null,
      rateDay: null,
    });
    const sent = await sendQuote(quote.id, quote.version, email);
    if (sent.status !== "ok" || !sent.token) throw new Error(`quote not sent: ${sent.status}`);
    return { quoteId: quote.id, number: quote.number, departureDay, token: sent.token };
  });
  // The customer's own browser, with JavaScript whatever the test's page has.
  const customer = await browser.newContext({ baseURL: site.url, javaScriptEnabled: true });
  const page = await customer.newPage();
  await page.goto(`/quote/${sent.token}`);
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByRole("button", { name: "Accept the quote" })).toHaveCount(0);
  await customer.close();
  const balanceDays = await inSiteDatabase(site, async () => {
    const terms = await getDb().selectFrom("bookings").select("balance_days").where("quote_id", "=", sent.quoteId).executeTakeFirst();
    if (!terms) throw new Error("the customer's acceptance made no booking");
    return Number(terms.balance_days ?? 30);
  });
  const { token: _token, ...quote } = sent;
  return { ...quote, balanceDay: addDays(sent.departureDay, -balanceDays), surname, email, phone };
}

const monthOf = (day: string) => day.slice(0, 7);

test("the month grid shows a departure and a balance due on their days, each a link to its record", async ({ page, site, browser }) => {
  const seeded = await seedBooking(site, browser, 93);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);

  await page.goto(`/admin/calendar?month=${monthOf(seeded.departureDay)}`);
  const departureCell = page.locator(`td[data-day="${seeded.departureDay}"]`);
  await expect(departureCell.getByRole("link", { name: /^Departure — Bali Island Escape, \d+ seats? left$/ }).first()).toBeVisible();

  await page.goto(`/admin/calendar?month=${monthOf(seeded.balanceDay)}`);
  const balanceCell = page.locator(`td[data-day="${seeded.balanceDay}"]`);
  const balance = balanceCell.getByRole("link", { name: `Balance due — ${seeded.number} (Rania)` });
  await expect(balance).toBeVisible();
  await balance.click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${seeded.quoteId}$`));

  // Today is marked on this month's grid.
  await page.goto("/admin/calendar");
  await expect(page.locator(`td[data-day="${today}"][aria-current="date"]`)).toContainText("Today");
});

test("the private feed is made on the account page and downloads as iCalendar without the customer's e-mail, phone or surname", async ({
  page,
  site,
  browser,
}) => {
  const seeded = await seedBooking(site, browser, 75);
  await signIn(page);
  await page.goto("/admin/account");
  await page.getByRole("link", { name: /Get a calendar address|Make a new address/ }).click();
  await page.getByRole("button", { name: "Make the address" }).click();
  const field = page.getByRole("textbox", { name: "Your new calendar address" });
  await expect(field).toBeVisible();
  const address = await field.inputValue();
  expect(address).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text) as any[]);
  expect(calendar.name).toBe("vcalendar");
  const summaries = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event).summary);
  expect(summaries).toContain(`Balance due — ${seeded.number} (Rania)`);
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  for (const secret of [seeded.surname, seeded.email, seeded.phone]) expect(unfolded).not.toContain(secret);

  // A reload shows the confirmation again, never the address; making another ends the first.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Your new calendar address" })).toHaveCount(0);
  await page.getByRole("button", { name: "Make the address" }).click();
  await expect(page.getByRole("textbox", { name: "Your new calendar address" })).not.toHaveValue(address);
  expect((await page.request.get(address)).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  // The mistyped address at the end answers 400, which Chromium logs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test("the filter, the agenda and the months work from plain links and a GET form", async ({ page, site, browser }) => {
    const seeded = await seedBooking(site, browser, 101);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await page.goto(`/admin/calendar?month=${monthOf(seeded.balanceDay)}`);
    await page.getByRole("link", { name: "Agenda" }).click();
    await expect(page).toHaveURL(/view=agenda/);
    const day = page.locator(`[data-agenda-day="${seeded.balanceDay}"]`);
    await expect(day.getByRole("link", { name: `Balance due — ${seeded.number} (Rania)` })).toBeVisible();

    // Only departures: the balance goes, the filter stays in the address.
    for (const kind of ["Holds expiring", "Quotes ending", "Balances due", "Cargo batches", "Visa appointments", "Ticketing deadlines"]) {
      await page.getByRole("checkbox", { name: kind }).uncheck();
    }
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/kind=departure/);
    await expect(page.getByRole("link", { name: `Balance due — ${seeded.number} (Rania)` })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "Balances due" })).not.toBeChecked();

    // The next month, still the agenda and still departures only; the departure is there.
    await page.goto(`/admin/calendar?month=${monthOf(seeded.departureDay)}&view=agenda&kind=departure`);
    await expect(
      page
        .locator(`[data-agenda-day="${seeded.departureDay}"]`)
        .getByRole("link", { name: /^Departure — Bali Island Escape/ })
        .first(),
    ).toBeVisible();
    await page.getByRole("link", { name: "Previous month" }).click();
    await expect(page).toHaveURL(
      new RegExp(`month=${monthOf(addDays(`${monthOf(seeded.departureDay)}-01`, -1))}&view=agenda&kind=departure`),
    );

    // A mistyped address says what is wrong.
    const refused = await page.goto("/admin/calendar?month=2026-13");
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("That month is not one the calendar knows");
  });
});

test("screenshots at 375 and 1280 px", async ({ page, site, browser }) => {
  const seeded = await seedBooking(site, browser, 64);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/calendar?month=${monthOf(seeded.balanceDay)}`);
    await expect(page.getByRole("link", { name: `Balance due — ${seeded.number} (Rania)` }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/calendar-month-${width}.png`, fullPage: true });
    await page.goto(`/admin/calendar?month=${monthOf(seeded.balanceDay)}&view=agenda`);
    await page.screenshot({ path: `${SHOTS}/calendar-agenda-${width}.png`, fullPage: true });
  }
});
