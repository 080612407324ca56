import { uniqueWord } from "./admin-catalogue-helpers";
import { axeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";
import {
  addDeparture,
  agencyDay,
  clickRowButton,
  faqQuestion,
  fillTheTour,
  itineraryDay,
  picture,
  publishTourFromList,
  tooBigPicture,
} from "./tour-operator";
import { leave, visitor } from "./visitor";

/*
 * Issue #12's whole story in one go, as its "Done when" tells it: an admin builds a tour in
 * full, uploads its photos, adds its departures, saves it as a draft, previews and publishes
 * it; a visitor then sees what a tour operator's page shows, on screen and on paper.
 */

// The refused uploads' 413 and 415 are logged by the admin's browser.
test.use({ allowConsoleErrors: [/status of (413|415)/] });

test("an admin builds a tour with days, questions, photos and departures, previews the draft and publishes it; a visitor sees it all", async ({
  page,
  browser,
  site,
}) => {
  // Dozens of saves, two pictures converted and two accessibility scans on a busy two-core machine.
  test.setTimeout(360_000);
  const title = uniqueWord("Cedar Full ");
  const id = title.toLowerCase().replaceAll(" ", "-");
  const past = agencyDay(-10);
  const fewSeats = agencyDay(40);
  const cancelled = agencyDay(60);

  // The tour in full: three days (one moved up, one removed), two questions, the lists and a sale.
  await signIn(page);
  await page.goto("/admin/tours/new");
  await fillTheTour(page, title);
  const day = (number: number) => itineraryDay(page, number);
  await clickRowButton(page, "Add a day", day, 1);
  await day(1).getByLabel("Title", { exact: true }).fill("Arrival in Denpasar");
  await day(1).getByLabel("Dinner").check();
  await clickRowButton(page, "Add a day", day, 2);
  await day(2).getByLabel("Title", { exact: true }).fill("A day to drop");
  await clickRowButton(page, "Add a day", day, 3);
  await day(3).getByLabel("Title", { exact: true }).fill("Ubud temples");
  await day(3).getByLabel("Overnight", { exact: true }).fill("Ubud");
  await page.getByRole("button", { name: "Move Day 3 up" }).click();
  await expect(day(2).getByLabel("Title", { exact: true })).toHaveValue("Ubud temples");
  await page.getByRole("button", { name: "Remove Day 3" }).click();
  await expect(day(3)).toHaveCount(0);
  const question = (number: number) => faqQuestion(page, number);
  await clickRowButton(page, "Add a question", question, 1);
  await question(1).getByLabel("Question", { exact: true }).fill("Do I need a visa?");
  await question(1).getByLabel("Answer", { exact: true }).fill("Most visitors buy one on arrival.");
  await clickRowButton(page, "Add a question", question, 2);
  await question(2).getByLabel("Question", { exact: true }).fill("Can children come?");
  await question(2).getByLabel("Answer", { exact: true }).fill("Yes, from eight years old.");
  await page.getByLabel("Included Services", { exact: true }).fill("Hotels, Breakfast");
  await page.getByLabel("Not included", { exact: true }).fill("Flights, Insurance");
  await page.getByLabel("Price ($)", { exact: true }).fill("1200");
  await page.getByLabel("Sale price for adults ($)", { exact: true }).fill("990");
  await page.getByLabel("Sale ends on", { exact: true }).fill(agencyDay(20));
  await page.getByRole("button", { name: "Create Tour" }).click();
  // A new tour opens on its own screen (issue #23), where its photos are uploaded.
  await expect(page).toHaveURL(`/admin/tours/${id}`);

  // Photos on the tour's screen: a text file named .jpg and a picture over 25 MB are refused.
  const screen = `/admin/tours/${id}`;
  await page.goto(screen);
  const chooser = page.getByLabel("Pictures to upload");
  const upload = page.getByRole("button", { name: "Upload", exact: true });
  await chooser.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Holiday notes, not a picture.") });
  await upload.click();
  await expect(page.getByRole("alert").filter({ hasText: "“notes.jpg” is not a JPEG, PNG, WebP or AVIF picture" })).toBeVisible();
  if (new URL(page.url()).pathname !== screen) await page.goto(screen);
  const response = page.waitForResponse((answer) => answer.request().method() === "POST" && answer.url().includes("/photos"));
  await chooser.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: await tooBigPicture() });
  await upload.click();
  expect((await response).status()).toBe(413);
  await expect(page.getByRole("alert").filter({ hasText: "A picture is larger than 25 MB, so nothing was uploaded." })).toBeVisible();
  if (new URL(page.url()).pathname !== screen) await page.goto(screen);
  await chooser.setInputFiles([
    { name: "terraces.jpg", mimeType: "image/jpeg", buffer: await picture("#4d8b31") },
    { name: "temple.jpg", mimeType: "image/jpeg", buffer: await picture("#0f6b80") },
  ]);
  await upload.click();
  const photos = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /Remove/ }) });
  await expect(photos).toHaveCount(2, { timeout: 60_000 });
  await page
    .getByRole("listitem", { name: "Photo 2" })
    .getByRole("button", { name: /Make cover/ })
    .click();
  await expect(page.getByRole("listitem", { name: "Photo 2" }).getByText("Cover", { exact: true })).toBeVisible();

  // Departures: one past, one with 2 seats left, one cancelled.
  await addDeparture(page, { startDate: past, capacity: "10", seatsBooked: "0" });
  await addDeparture(page, { startDate: fewSeats, capacity: "12", seatsBooked: "10", status: "Guaranteed" });
  await addDeparture(page, { startDate: cancelled, capacity: "12", seatsBooked: "1", status: "Cancelled" });

  // Still a draft: a visitor gets a 404, staff preview it with the banner.
  expect((await fetch(`${site.url}/tours/${id}`)).status).toBe(404);
  await page.goto(`/admin/tours?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  const [preview] = await Promise.all([page.waitForEvent("popup"), row.getByRole("link", { name: `Preview ${title}` }).click()]);
  await expect(preview.getByRole("note")).toContainText("Draft — not visible to visitors");
  await expect(preview.getByRole("region", { name: "Itinerary" }).getByText("Ubud temples")).toBeVisible();
  await preview.close();

  await publishTourFromList(page, title);

  // The visitor's page.
  const guest = await visitor(browser, site.url);
  await guest.goto(`/tours/${id}`);
  await expect(guest.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByRole("note")).toHaveCount(0);
  const itinerary = guest.getByRole("region", { name: "Itinerary" });
  await expect(itinerary.locator("summary")).toHaveText(["Day 1Arrival in Denpasar", "Day 2Ubud temples"]);
  await expect(itinerary.getByText("A day to drop")).toHaveCount(0);
  await expect(guest.getByRole("list", { name: "Not included" }).getByText("Insurance")).toBeVisible();
  await expect(guest.getByText("Can children come?")).toBeVisible();
  const gallery = guest.getByRole("region", { name: "Gallery" });
  await expect(gallery.locator("picture")).toHaveCount(2);
  const dates = guest.locator("section[aria-labelledby='dates-and-prices']");
  await expect(dates.locator(`li[data-departure="${past}"]`)).toHaveCount(0);
  const open = dates.locator(`li[data-departure="${fewSeats}"]`);
  await expect(open).toContainText("2 seats left");
  await expect(open.getByRole("link", { name: /Enquire/ })).toBeVisible();
  const gone = dates.locator(`li[data-departure="${cancelled}"]`);
  await expect(gone).toContainText("Cancelled");
  await expect(gone.getByRole("link", { name: /Enquire/ })).toHaveCount(0);
  // The sale: $990 with the regular $1,200 struck through.
  await expect(guest.getByRole("complementary", { name: "Book this tour" })).toContainText("$990");
  await expect(guest.getByRole("complementary", { name: "Book this tour" }).locator("s")).toContainText("$1,200");
  expect(await axeViolations(guest)).toEqual([]);

  // The brochure: no header, footer or buttons; every day open; the pictures kept.
  await guest.emulateMedia({ media: "print" });
  await expect(guest.getByRole("banner")).toBeHidden();
  await expect(guest.getByRole("contentinfo")).toBeHidden();
  await expect(open.getByRole("link", { name: /Enquire/ })).toBeHidden();
  await expect(itinerary.locator("details[open]")).toHaveCount(2);
  await expect(itinerary.getByText("Ubud", { exact: true })).toBeVisible();
  await expect(gallery.locator("picture").first()).toBeVisible();
  await guest.emulateMedia({ media: "screen" });

  // The month filter finds it, and its card shows the sale and the next departure.
  await guest.goto(`/tours?q=${encodeURIComponent(title)}`);
  await hydrated(guest);
  await guest.getByLabel("Departing in").selectOption(fewSeats.slice(0, 7));
  await expect(guest).toHaveURL(new RegExp(`month=${fewSeats.slice(0, 7)}`));
  const card = guest.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator("s")).toContainText("$1,200");
  await leave(guest);
});
