import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";

/*
 * The steps of a tour operator's work in the admin (issue #12), shared by the tests of its
 * parts and by the test of the whole story (tour-operator.spec.ts).
 */

/** A day (YYYY-MM-DD) `days` from today on the agency's calendar (Asia/Beirut), as the server decides. */
export function agencyDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Adds a departure with the tour screen's form and waits for its row. */
export async function addDeparture(page: Page, fields: { startDate: string; capacity: string; seatsBooked: string; status?: string }) {
  const form = page.locator("#departure-form");
  await form.getByLabel("Start date").fill(fields.startDate);
  await form.getByLabel("Capacity").fill(fields.capacity);
  await form.getByLabel("Seats booked").fill(fields.seatsBooked);
  if (fields.status) await form.getByLabel("Status").selectOption({ label: fields.status });
  await form.getByRole("button", { name: "Add departure" }).click();
  if (fields.startDate < agencyDay(0)) {
    // A day in the past is asked about first; the box confirms it (issue #23, item 12).
    await expect(form.getByRole("alert")).toContainText(`This date (${fields.startDate}) is in the past — add it anyway?`);
    await form.getByLabel("Yes, add it on this date").check();
    await form.getByRole("button", { name: "Add departure" }).click();
  }
  await expect(page.locator(`#departures tr[data-departure="${fields.startDate}"]`)).toBeVisible();
}

/** A real JPEG of one colour. */
export async function picture(colour: string, width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A file that starts like a JPEG and is one byte over the 25 MB limit. */
export async function tooBigPicture(): Promise<Buffer> {
  const huge = Buffer.alloc(25 * 1024 * 1024 + 1);
  (await picture("#336699", 64, 64)).copy(huge);
  return huge;
}

/** The tour form's fieldset of day `number` of the itinerary. */
export const itineraryDay = (page: Page, number: number) => page.getByRole("group", { name: `Day ${number}`, exact: true });
/** The tour form's fieldset of question `number` of the FAQs. */
export const faqQuestion = (page: Page, number: number) => page.getByRole("group", { name: `Question ${number}`, exact: true });

/** Clicks a row button of the tour form and waits for the form to come back with `rows` rows of that kind. */
export async function clickRowButton(page: Page, name: string, group: (number: number) => Locator, rows: number) {
  await page.getByRole("button", { name, exact: true }).click();
  await expect(group(rows)).toBeVisible();
  await expect(group(rows + 1)).toHaveCount(0);
}

/** The spec's required fields of a new tour in Bali. */
export async function fillTheTour(page: Page, title: string) {
  await page.getByLabel("Tour Name", { exact: true }).fill(title);
  await page.getByLabel("Destination", { exact: true }).selectOption({ label: "Bali, Indonesia" });
  await page.getByLabel("Image URL").fill("/images/tours/bali-island-escape.svg");
  await page.getByLabel("Description", { exact: true }).fill("Three days from the coast to the mountains.");
}

/**
 * Publishes a tour from the admin's list, as an admin does (with or without JavaScript): the
 * journeys' tours have no French or Arabic, so Publish asks first (issue #23) and they publish anyway.
 */
export async function publishTourFromList(page: Page, title: string) {
  await page.goto(`/admin/tours?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Publish anyway" }).click();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
}
