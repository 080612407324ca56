import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { axeViolations } from "./axe";
import { deleteEnquiriesFrom, expect, hydrated, signIn, type Site } from "./fixtures";
import { MAILBOXES, test } from "./mail-fixtures";

/**
 * The enquiry forms of issue #13, in Chromium, against a server that sends its e-mails to a local
 * SMTP server (mail-fixtures.ts). Every enquiry here comes from this mail domain, and each test
 * clears them before and after: the rate limit counts every message from the one address the
 * browser sends from.
 */
const MAIL_DOMAIN = "enquiry-e2e.example";

const clearOurEnquiries = (site: Site) => deleteEnquiriesFrom(site, MAIL_DOMAIN);

function visitor() {
  const word = randomBytes(3).toString("hex");
  return { name: `Rania ${word}`, email: `rania.${word}@${MAIL_DOMAIN}`, phone: "+961 3 123 456" };
}

/** A day `days` after today, as a date control takes it. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A day as the admin writes it: "12 Jan 2027". */
function adminDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
}

async function fillPerson(page: Page, person: ReturnType<typeof visitor>) {
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email Address").fill(person.email);
  await page.getByLabel("Phone Number").fill(person.phone);
}

/** A signed-in admin's page, in a browser context of its own. */
async function adminPage(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** The admin list's rows from this visitor. */
function rowsOf(page: Page, person: ReturnType<typeof visitor>) {
  return page.getByRole("listitem").filter({ hasText: person.email });
}

test.beforeEach(({ site }) => clearOurEnquiries(site));
test.afterEach(({ site }) => clearOurEnquiries(site));

// A refused submission is an HTTP 400 by design, which the browser reports in its console.
test.use({ allowConsoleErrors: [/status of 400/] });

test("a visitor sends a cargo enquiry from the Services page; the cargo mailbox gets it, and Enquiries lists it as Cargo", async ({
  page,
  browser,
  site,
  smtp,
}) => {
  test.slow(); // A visitor's whole enquiry, then an admin signs in and reads it.
  const person = visitor();
  await page.goto("/services");
  await page.getByRole("region", { name: "Ask us for an offer" }).getByRole("link", { name: "Ask for a cargo quote" }).click();
  await expect(page).toHaveURL(/\/enquire\/cargo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cargo" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("combobox", { name: /^From\b/ }).selectOption({ label: "Beirut, Lebanon" });
  // "Another place" asks where.
  await expect(page.getByLabel("Other destination")).toHaveCount(0);
  await page.getByRole("combobox", { name: /^To\b/ }).selectOption({ label: "Another place" });
  await page.getByLabel("Other destination").fill("Freetown, Sierra Leone");
  await page.getByLabel("What are you sending?").fill("Two crates of generator parts");
  await page.getByLabel("Approximate weight (kg)").fill("42,5");
  await page.getByLabel("Approximate size").fill("2 crates, 80 × 60 × 60 cm");
  await page.getByLabel("Pickup date").fill(inDays(7));
  await fillPerson(page, person);
  await page.getByRole("button", { name: "Send enquiry" }).click();

  const form = page.getByRole("region", { name: "Your shipment" });
  await expect(form.getByRole("status")).toHaveText(
    "Thank you! Your cargo enquiry has been sent to our cargo team. We will write back with a quote soon.",
  );
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("What are you sending?")).toHaveValue("");

  // The e-mail reaches the cargo team's mailbox, not the general one.
  await expect.poll(() => smtp.messages.filter((mail) => mail.body.includes(person.email)).length).toBe(1);
  const mail = smtp.messages.find((mail) => mail.body.includes(person.email))!;
  expect(mail.to).toEqual([MAILBOXES.cargo]);
  expect(mail.headers.get("subject")).toBe(`New enquiry: Cargo: Beirut → Freetown, Sierra Leone from ${person.name}`);
  expect(mail.body).toContain("Approximate weight: 42.5 kg");

  const admin = await adminPage(browser, site);
  await admin.goto("/admin/messages");
  const row = rowsOf(admin, person);
  await expect(row).toContainText("Cargo");
  await expect(row.getByRole("link", { name: "Cargo: Beirut → Freetown, Sierra Leone" })).toBeVisible();

  // The kind filter keeps cargo only; another kind leaves it out.
  const filter = admin.getByRole("form", { name: "Filter the enquiries" });
  await filter.getByLabel("Kind").selectOption({ label: "Visa" });
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(/\/admin\/messages\?.*kind=visa/);
  await expect(rowsOf(admin, person)).toHaveCount(0);
  await filter.getByLabel("Kind").selectOption({ label: "Cargo" });
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(/\/admin\/messages\?.*kind=cargo/);
  await expect(rowsOf(admin, person)).toHaveCount(1);

  await rowsOf(admin, person)
    .getByRole("link", { name: /^Cargo:/ })
    .click();
  const details = admin.getByRole("region", { name: "Cargo enquiry" });
  await expect(details).toContainText("FromBeirut");
  await expect(details).toContainText("ToFreetown, Sierra Leone");
  await expect(details).toContainText("What is sentTwo crates of generator parts");
  await expect(details).toContainText("Approximate weight42.5 kg");
  await expect(details).toContainText(`Pickup date${adminDay(inDays(7))}`);
  await expect(admin.getByRole("complementary", { name: "Details" })).toContainText("KindCargo");
  expect(await axeViolations(admin)).toEqual([]);
  await admin.context().close();
});

test("a departure's Enquire button on the tour page opens the tour form with the tour and date filled in; Enquiries shows it as Tour", async ({
  page,
  browser,
  site,
  smtp,
}) => {
  test.slow();
  const person = visitor();
  await page.goto("/tours/bali-island-escape");
  const enquire = page.getByRole("link", { name: /^Enquire about the departure of / }).first();
  const departure = page.locator("li[data-departure]").filter({ has: enquire }).first();
  const day = (await departure.getAttribute("data-departure"))!;
  const dates = (await enquire.getAttribute("aria-label"))!.replace("Enquire about the departure of ", "");
  await enquire.click();

  await expect(page).toHaveURL(`/enquire/tour?tour=bali-island-escape&date=${day}`);
  const form = page.getByRole("region", { name: "Your tour enquiry" });
  await expect(form).toContainText("TourBali Island Escape");
  await expect(form.getByLabel("Departure").locator("option:checked")).toContainText(dates);
  await form.getByLabel("Adults").fill("2");
  await form.getByLabel("Children (under 12)").fill("1");
  await fillPerson(page, person);
  await form.getByLabel("Anything else we should know?").fill("A room with two beds, please.");
  await form.getByRole("button", { name: "Send enquiry" }).click();

  await expect(form.getByRole("status")).toContainText("Your tour enquiry has been sent");
  // Back on the same tour's form, empty.
  await expect(page).toHaveURL("/enquire/tour?tour=bali-island-escape");
  await expect(form.getByLabel("Anything else we should know?")).toHaveValue("");

  await expect.poll(() => smtp.messages.filter((mail) => mail.body.includes(person.email)).length).toBe(1);
  const mail = smtp.messages.find((mail) => mail.body.includes(person.email))!;
  expect(mail.to).toEqual([MAILBOXES.info]);
  expect(mail.body).toContain(`Departure: ${adminDay(day)}`);
  expect(mail.body).toContain(`${site.url}/tours/bali-island-escape`);

  const admin = await adminPage(browser, site);
  await admin.goto("/admin/messages?kind=tour");
  await expect(rowsOf(admin, person)).toContainText("Tour: Bali Island Escape");
  await admin.goto("/admin/messages?kind=cargo");
  await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(rowsOf(admin, person)).toHaveCount(0);
  await admin.goto("/admin/messages");
  await rowsOf(admin, person).getByRole("link", { name: "Tour: Bali Island Escape" }).click();
  await expect(admin.getByRole("link", { name: "Bali Island Escape" })).toHaveAttribute("href", "/admin/tours/bali-island-escape");
  const details = admin.getByRole("region", { name: "Tour enquiry" });
  await expect(details).toContainText(`Departure${adminDay(day)}`);
  await expect(details).toContainText("Adults2");
  await expect(details).toContainText("Children1");
  await expect(admin.getByText("A room with two beds, please.")).toBeVisible();
  await admin.context().close();
});

test("the tour form without a tour asks which one first, and goes on with that tour's dates", async ({ page }) => {
  await page.goto("/enquire/tour");
  const chooser = page.getByRole("region", { name: "Which tour?" });
  await chooser.getByLabel("Tour").selectOption({ label: "Bali Island Escape" });
  await chooser.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/enquire\/tour\?tour=bali-island-escape$/);
  await expect(page.getByRole("region", { name: "Your tour enquiry" })).toContainText("TourBali Island Escape");
  // No date asked for: "another date" is chosen until the visitor picks one.
  await expect(page.getByLabel("Departure")).toHaveValue("");
});

test("in Arabic, the air ticket form says what is wrong in Arabic, right to left, and confirms in Arabic", async ({ page, site }) => {
  const person = visitor();
  await page.goto("/ar/enquire/air");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "تذاكر الطيران" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("button", { name: "إرسال الطلب" }).click();
  const from = page.getByRole("textbox", { name: /^من / });
  await expect(page.getByText("يُرجى إدخال مكان الانطلاق")).toBeVisible();
  await expect(page.getByText("يُرجى إدخال الوجهة")).toBeVisible();
  await expect(page.getByText("يُرجى اختيار تاريخ", { exact: true })).toBeVisible();
  await expect(page.getByText("يُرجى إدخال اسمك الكامل")).toBeVisible();
  await expect(from).toBeFocused();

  // One way: no return date to give.
  await page.getByRole("radio", { name: "ذهاب فقط" }).check();
  await expect(page.getByLabel("تاريخ العودة")).toBeDisabled();
  await page.getByRole("radio", { name: "ذهاب وعودة" }).check();
  await expect(page.getByLabel("تاريخ العودة")).toBeEnabled();

  await from.fill("بيروت");
  await page.getByRole("textbox", { name: /^إلى / }).fill("بيروت");
  await page.getByLabel("تاريخ الذهاب").fill(inDays(20));
  await page.getByLabel("تاريخ العودة").fill(inDays(10));
  await page.getByLabel("تاريخ العودة").blur();
  await expect(page.getByText("يجب أن تختلف الوجهة عن مكان الانطلاق")).toBeVisible();
  await expect(page.getByText("يجب أن يكون تاريخ العودة في يوم الذهاب أو بعده")).toBeVisible();

  await page.getByRole("textbox", { name: /^إلى / }).fill("باريس");
  await page.getByLabel("تاريخ العودة").fill(inDays(30));
  await page.getByLabel("عدد المسافرين").fill("2");
  await page.getByLabel("الاسم الكامل").fill(person.name);
  await page.getByLabel("البريد الإلكتروني").fill(person.email);
  // The nearest office, optional (issue #23): the offices by their Arabic names.
  const office = page.getByLabel("أقرب مكتب");
  await expect(office.locator("option")).toHaveText(["لا تفضيل", "بيروت", "أبيدجان", "مونروفيا"]);
  await office.selectOption({ label: "مونروفيا" });
  await page.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(page.getByRole("region", { name: "رحلتك" }).getByRole("status")).toHaveText(
    "شكرًا لك! تم إرسال طلب تذكرة الطيران، وسيردّ عليك فريق التذاكر بالأسعار قريبًا.",
  );
  // Routed to the office chosen.
  const db = new Database(site.databaseFile, { readonly: true });
  db.pragma("busy_timeout = 5000");
  expect(db.prepare("select office from enquiries where email = ?").all(person.email)).toEqual([{ office: "monrovia" }]);
  db.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the visa form comes back with its messages, status 400 and everything typed, then sends", async ({ page, browser, site }) => {
    const person = visitor();
    await page.goto("/enquire/visa");
    await page.getByLabel("Destination country").fill("France");
    await page.getByLabel("Travel date").fill(inDays(-3));
    await page.getByLabel("Number of applicants").fill("120");
    await fillPerson(page, person);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Send enquiry" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByLabel("Nationality")).toHaveAccessibleDescription("Please enter your nationality");
    await expect(page.getByLabel("Travel date")).toHaveAccessibleDescription("This date has already passed");
    await expect(page.getByLabel("Number of applicants")).toHaveAccessibleDescription("Enter a number of applicants from 1 to 99");
    await expect(page.getByLabel("Destination country")).toHaveValue("France");
    await expect(page.getByLabel("Full Name")).toHaveValue(person.name);
    await expect(page.getByLabel("Email Address")).toHaveValue(person.email);

    await page.getByLabel("Nationality").fill("Lebanese");
    await page.getByLabel("Travel date").fill(inDays(30));
    await page.getByLabel("Number of applicants").fill("3");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/enquire\/visa$/);
    await expect(page.getByRole("region", { name: "Your visa enquiry" }).getByRole("status")).toContainText(
      "Your visa enquiry has been sent",
    );
    await expect(page.getByLabel("Destination country")).toHaveValue("");

    const admin = await adminPage(browser, site);
    await admin.goto("/admin/messages?kind=visa");
    await expect(rowsOf(admin, person)).toContainText("Visa: France");
    await admin.context().close();
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/enquire/tour",
    "/enquire/tour?tour=bali-island-escape",
    "/enquire/air",
    "/enquire/cargo",
    "/enquire/visa",
    "/ar/enquire/cargo",
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      test.slow(); // An axe scan alone can take many seconds on a busy two-core machine.
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("a refused form, with its messages shown, has no accessibility violations", async ({ page }) => {
    test.slow();
    await page.goto("/enquire/cargo");
    await hydrated(page);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Please tell us what you are sending")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
