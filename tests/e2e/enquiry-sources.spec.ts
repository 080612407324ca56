import { randomBytes } from "node:crypto";
import { deleteEnquiriesFrom, expect, hydrated, signIn, test } from "./fixtures";

/**
 * Where an enquiry came from (issue #28; decision 0060): a visitor lands from a newsletter's link,
 * browses, writes; the admin's enquiry screen names the campaign and the page it was sent from.
 */
const MAIL_DOMAIN = "sources-e2e.example";

test.beforeEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));
test.afterEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));

test("a visit from the autumn newsletter is named on the enquiry the visitor sends", async ({ page, browser, site }) => {
  test.slow(); // A visitor's journey, then an admin signs in and reads it.
  const word = randomBytes(3).toString("hex");
  const email = `leila.${word}@${MAIL_DOMAIN}`;

  await page.goto("/?utm_source=newsletter&utm_campaign=autumn");
  // The campaign's parameters are kept in the cookie, not in the address.
  await expect(page).toHaveURL(new URL("/", site.url).href);
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "Tours", exact: true }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel("Full Name").fill(`Leila ${word}`);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").selectOption("Tour Booking");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Two of us, for the autumn offer.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: "Send Us a Message" }).getByRole("status")).toContainText("Thank you!");

  const admin = await (await browser.newContext({ baseURL: site.url })).newPage();
  await signIn(admin);
  await admin.goto("/admin/messages");
  const row = admin.getByRole("listitem").filter({ hasText: email });
  await row.getByRole("link").first().click();
  const source = admin.getByRole("region", { name: "Source" });
  await expect(source).toContainText("Sent from/contact");
  await expect(source).toContainText("Campaignautumn");
  await expect(source).toContainText("Campaign sourcenewsletter");
  await admin.context().close();
});
