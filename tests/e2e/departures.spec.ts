import { insertTours, uniqueWord } from "./admin-catalogue-helpers";
import { axeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";
import { addDeparture, agencyDay } from "./tour-operator";

test("an admin adds departures on the tour screen; a visitor sees the upcoming ones, enquires, and finds the tour by month", async ({
  page,
  site,
}) => {
  test.slow(); // Two axe scans and a dozen page loads on a shared two-core machine.
  const word = uniqueWord("Wadi");
  const id = word.toLowerCase();
  const title = `${word} Desert Days`;
  insertTours(site, [{ id, title, destinationId: "marrakech", price: 850, duration: 5 }]);
  const past = agencyDay(-10);
  const fewSeats = agencyDay(40);
  const cancelled = agencyDay(60);

  await signIn(page);
  await page.goto(`/admin/tours/${id}`);
  await expect(page.getByRole("heading", { name: "Departures" })).toBeVisible();
  await expect(page.getByText("No departures yet.")).toBeVisible();
  await addDeparture(page, { startDate: past, capacity: "10", seatsBooked: "0" });
  await addDeparture(page, { startDate: fewSeats, capacity: "12", seatsBooked: "10", status: "Guaranteed" });
  await addDeparture(page, { startDate: cancelled, capacity: "12", seatsBooked: "1", status: "Cancelled" });
  // More seats booked than there are is refused where it was typed.
  const form = page.locator("#departure-form");
  await form.getByLabel("Start date").fill(agencyDay(90));
  await form.getByLabel("Capacity").fill("4");
  await form.getByLabel("Seats booked").fill("6");
  await form.getByRole("button", { name: "Add departure" }).click();
  await expect(form.getByText("The seats booked cannot be more than the capacity.")).toBeVisible();
  await expect(form.getByLabel("Seats booked")).toHaveValue("6");

  const rows = page.locator("#departures tbody tr[data-departure]");
  await expect(rows).toHaveCount(3);
  await expect(page.locator(`tr[data-departure="${past}"]`)).toContainText("Past");
  await expect(page.locator(`tr[data-departure="${fewSeats}"]`)).toContainText("Guaranteed");
  await expect(page.locator(`tr[data-departure="${cancelled}"]`)).toContainText("Cancelled");
  expect(await axeViolations(page)).toEqual([]);

  // A visitor (signed out, so the page is the public one).
  await page.context().clearCookies();
  await page.goto(`/tours/${id}`);
  const dates = page.locator("section[aria-labelledby='dates-and-prices']");
  await expect(dates.getByRole("heading", { name: "Dates & prices" })).toBeVisible();
  await expect(dates.locator("li[data-departure]")).toHaveCount(2);
  await expect(dates.locator(`li[data-departure="${past}"]`)).toHaveCount(0);
  const open = dates.locator(`li[data-departure="${fewSeats}"]`);
  await expect(open).toContainText("2 seats left");
  await expect(open).toContainText("$850");
  const gone = dates.locator(`li[data-departure="${cancelled}"]`);
  await expect(gone).toContainText("Cancelled");
  await expect(gone.getByRole("link", { name: /Enquire/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // Printed as a brochure: the dates stay, the buttons go.
  await page.emulateMedia({ media: "print" });
  await expect(open).toContainText("2 seats left");
  await expect(open.getByRole("link", { name: /Enquire/ })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The tour enquiry form (issue #13), with the tour and this departure filled in.
  await open.getByRole("link", { name: /Enquire/ }).click();
  await expect(page).toHaveURL(new RegExp(`/enquire/tour\\?tour=${id}&date=${fewSeats}$`));
  const enquiry = page.getByRole("region", { name: "Your tour enquiry" });
  await expect(enquiry).toContainText(title);
  await expect(enquiry.getByLabel("Departure").locator("option:checked")).toContainText("2 seats left");

  // The month filter on /tours finds it.
  await page.goto(`/tours?q=${encodeURIComponent(word)}`);
  await hydrated(page);
  const month = fewSeats.slice(0, 7);
  await page.getByLabel("Departing in").selectOption(month);
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  // The cancelled departure's month has no open departure: the tour is not listed then.
  if (cancelled.slice(0, 7) !== month) {
    await page.getByLabel("Departing in").selectOption(cancelled.slice(0, 7));
    await expect(page.getByText("No tours found")).toBeVisible();
  }
});

test("the home hero's Dates field sends the month to the tours list", async ({ page }) => {
  await page.goto("/");
  const month = agencyDay(0).slice(0, 7);
  await page.getByLabel("Dates").selectOption(month);
  await page.getByRole("button", { name: "Search" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/tours\\?q=&month=${month}`));
  await expect(page.getByLabel("Departing in")).toHaveValue(month);
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
});
