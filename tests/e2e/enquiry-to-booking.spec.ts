import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { addEditor } from "./admin-catalogue-helpers";
import { deleteEnquiriesFrom, expect, hydrated, signIn, type Site } from "./fixtures";
import { mailPart, type ReceivedMail } from "../smtp-inbox";
import { MAILBOXES, test } from "./mail-fixtures";
import { agencyDay } from "./tour-operator";

/**
 * Issue #13 as one story, in Chromium, against a server whose e-mail goes to a local SMTP
 * server (mail-fixtures.ts): a visitor's cargo and tour enquiries, an editor who takes the
 * tour one up and quotes it, the customer who accepts from the e-mailed link in a browser of
 * their own, the seats the tour page then shows, and the enquiry's timeline of it all.
 */
const MAIL_DOMAIN = "story-e2e.example";
const TOUR = "bali-island-escape";
/** The sample Bali tour's first departure, 21 days ahead (16 seats). */
const DEPARTURE = `sample-${TOUR}-1`;

function person(first: string) {
  const word = randomBytes(3).toString("hex");
  return { name: `${first} ${word}`, email: `${first.toLowerCase()}.${word}@${MAIL_DOMAIN}`, phone: "+961 3 123 456" };
}

async function fillPerson(page: Page, who: ReturnType<typeof person>) {
  await page.getByLabel("Full Name").fill(who.name);
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Phone Number").fill(who.phone);
}

/** 11 of the departure's 16 seats booked, as the tour page then shows ("5 seats left"). */
function bookElevenSeats(site: Site): void {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  db.prepare("update departures set seats_booked = 11 where id = ?").run(DEPARTURE);
  db.prepare("update content_version set version = version + 1 where id = 1").run();
  db.close();
}

// The rate limit counts every enquiry from the one address the browser sends from.
test.beforeEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));

test("a visitor's cargo and tour enquiries; the tour one assigned, noted, quoted, e-mailed and accepted; the seats held; every step on the timeline", async ({
  page,
  browser,
  site,
  smtp,
}) => {
  test.slow(); // Two visitors' forms, a sign-in, a quote, two e-mails and a customer's browser on a shared two-core machine.
  const leaves = agencyDay(21);
  bookElevenSeats(site);
  const shipper = person("Kwame");
  const traveller = person("Rania");

  // The visitor, in a browser of their own: a cargo enquiry from the Services page...
  const visitorContext = await browser.newContext({ baseURL: site.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/services");
  await visitor.getByRole("region", { name: "Ask us for an offer" }).getByRole("link", { name: "Ask for a cargo quote" }).click();
  await hydrated(visitor);
  await visitor.getByRole("combobox", { name: /^From\b/ }).selectOption({ label: "Beirut, Lebanon" });
  await visitor.getByRole("combobox", { name: /^To\b/ }).selectOption({ label: "Abidjan, Côte d’Ivoire" });
  await visitor.getByLabel("What are you sending?").fill("Three boxes of books");
  await visitor.getByLabel("Approximate weight (kg)").fill("30");
  await visitor.getByLabel("Pickup date").fill(agencyDay(5));
  await fillPerson(visitor, shipper);
  await visitor.getByRole("button", { name: "Send enquiry" }).click();
  await expect(visitor.getByRole("region", { name: "Your shipment" }).getByRole("status")).toContainText(
    "Your cargo enquiry has been sent",
  );

  // ...and a tour enquiry for a departure, from the tour page.
  await visitor.goto(`/tours/${TOUR}`);
  const departure = visitor.locator(`li[data-departure="${leaves}"]`);
  await expect(departure).toContainText("5 seats left");
  await departure.getByRole("link", { name: /^Enquire about the departure of / }).click();
  await expect(visitor).toHaveURL(`/enquire/tour?tour=${TOUR}&date=${leaves}`);
  const tourForm = visitor.getByRole("region", { name: "Your tour enquiry" });
  await tourForm.getByLabel("Adults").fill("2");
  await tourForm.getByLabel("Children (under 12)").fill("1");
  await fillPerson(visitor, traveller);
  await tourForm.getByRole("button", { name: "Send enquiry" }).click();
  await expect(tourForm.getByRole("status")).toContainText("Your tour enquiry has been sent");

  // Cargo goes to the cargo team's mailbox, the tour enquiry to the general one.
  await expect
    .poll(() => smtp.messages.filter((mail) => mail.body.includes(shipper.email)).map((mail) => mail.to))
    .toEqual([[MAILBOXES.cargo]]);
  await expect
    .poll(() => smtp.messages.filter((mail) => mail.body.includes(traveller.email)).map((mail) => mail.to))
    .toEqual([[MAILBOXES.info]]);

  // An editor sees both in Enquiries, each with its kind.
  const editor = await addEditor(site);
  await signIn(page, editor);
  await page.goto("/admin/messages");
  const rowOf = (who: ReturnType<typeof person>) => page.getByRole("main").getByRole("listitem").filter({ hasText: who.email });
  await expect(rowOf(shipper)).toContainText("Cargo");
  await expect(rowOf(shipper)).toContainText("New");
  await expect(rowOf(traveller)).toContainText("Tour");
  await expect(rowOf(traveller)).toContainText("Bali Island Escape");

  // They take the tour enquiry up and write a note.
  await rowOf(traveller).getByRole("link", { name: "Tour: Bali Island Escape" }).click();
  const pipeline = page.getByRole("region", { name: "Pipeline" });
  await pipeline.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByText("Assigned to you")).toBeVisible();
  await expect(pipeline.getByTestId("assignee")).toHaveText(editor.name);
  const note = "Called her: two adults and a child, a room for three.";
  await page.getByRole("textbox", { name: "Internal note" }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  const enquiryAddress = page.url();

  // A quote in CFA francs for the departure and party the customer chose.
  await page.getByRole("region", { name: "Quotes" }).getByRole("link", { name: "New quote" }).click();
  await expect(page.getByLabel("Departure")).toHaveValue(DEPARTURE);
  await expect(page.getByRole("listitem", { name: "Line 1" }).getByLabel("Quantity")).toHaveValue("2");
  await expect(page.getByRole("listitem", { name: "Line 2" }).getByLabel("Quantity")).toHaveValue("1");
  await page.getByLabel("Currency").selectOption("XOF");
  await page.getByRole("button", { name: "Fill in the departure's prices" }).click();
  await expect(page.getByText("The departure's prices were filled in.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Line 1" }).getByLabel("Unit price (XOF)")).not.toHaveValue("");
  await page.getByRole("button", { name: "Save draft" }).click();
  const heading = page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.trim();
  const total = (await page.getByTestId("admin-quote-total").textContent())!.trim();
  expect(total).toMatch(/^XOF\s[\d,]+$/);
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByText(`${number} was e-mailed to ${traveller.email}.`)).toBeVisible();

  // The e-mail reaches the customer, from the sales address, with the link.
  // Their mailbox also holds the acknowledgement of their enquiry (issue #23): the quote's is "Your quote …".
  const isQuoteMail = (mail: ReceivedMail) =>
    mail.to.includes(traveller.email) && mail.headers.get("subject") === `Your quote ${number} from Cedar Wings Travel`;
  await expect.poll(() => smtp.messages.filter(isQuoteMail).length).toBe(1);
  const email = smtp.messages.find(isQuoteMail)!;
  expect(email.from).toBe(MAILBOXES.sales);
  // HTML with a plain-text part (issue #28): the text part carries the total and the link.
  const text = mailPart(email, "text/plain") ?? "";
  expect(text).toContain(`Total: ${total}`);
  const link = text.match(/https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, text).toBeTruthy();

  // The customer opens it in a fresh browser, sees the total in francs, and accepts.
  const reader = await browser.newContext();
  const quotePage = await reader.newPage();
  await quotePage.goto(link!);
  await expect(quotePage.getByRole("heading", { level: 1, name: new RegExp(`^Quote \\u2068?${number}\\u2069?$`) })).toBeVisible();
  await expect(quotePage.getByTestId("quote-total")).toHaveText(total);
  await quotePage.getByRole("button", { name: "Accept the quote" }).click();
  await expect(quotePage.getByText(/3 seats are held for you until/)).toBeVisible();

  // The departure's seats left drop by the party on the public tour page.
  await visitor.goto(`/tours/${TOUR}`);
  await expect(departure).toContainText("2 seats left");

  // A link with a wrong token opens nothing.
  const wrong = await reader.request.get(link!.replace(/[A-Za-z0-9_-]{43}$/, "A".repeat(43)));
  expect(wrong.status()).toBe(404);

  // The timeline, newest first: every step, with who did it.
  await page.goto(enquiryAddress);
  const entries = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
  const steps: [string | RegExp, string][] = [
    ["Status changed from Quoted to Won", traveller.name],
    [new RegExp(`Quote ${number} accepted; 3 seats held until`), "Customer"],
    ["Status changed from Open to Quoted", editor.name],
    [new RegExp(`Quote ${number} sent to ${traveller.email}`), editor.name],
    [new RegExp(`Quote ${number} drafted \\(total ${total}\\)`), editor.name],
    [note, editor.name],
    ["Status changed from New to Open", editor.name],
    [`Assigned to ${editor.name}`, editor.name],
    ["Enquiry received", traveller.name],
  ];
  await expect(entries).toHaveCount(steps.length);
  for (const [index, [what, who]] of steps.entries()) {
    await expect(entries.nth(index)).toContainText(what);
    await expect(entries.nth(index)).toContainText(`by ${who}, `);
  }
  await expect(page.getByRole("region", { name: "Pipeline" })).toContainText("Won");

  await visitorContext.close();
  await reader.close();
});
