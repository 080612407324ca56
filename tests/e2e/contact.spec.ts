import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { deleteEnquiriesFrom, expect, hydrated, signIn, test as base, type Site } from "./fixtures";

/**
 * Every message these tests send uses this mail domain, so each test can clear its own
 * rows (the rate limit counts the worker's one sender address) without touching others'.
 */
const MAIL_DOMAIN = "contact-e2e.example";
const BANNER = "Thank you! Your message has been sent. We'll get back to you soon.";

/**
 * What reached the agency, as an admin sees it: `inbox(text)` signs an admin in (once per test,
 * in a browser context of its own) and returns the Enquiries rows that contain `text`; newest
 * come first, so a message just sent is on the first page.
 */
const test = base.extend<{ inbox: (text: string) => Promise<Locator> }>({
  inbox: async ({ browser, site }, use) => {
    const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: true });
    let admin: Page | undefined;
    await use(async (text) => {
      if (!admin) {
        admin = await context.newPage();
        await signIn(admin);
      }
      await admin.goto("/admin/messages");
      await expect(admin.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
      return admin.getByRole("listitem").filter({ hasText: text });
    });
    await context.close();
  },
});

/** Opens the one stored message from this sender in the admin's page, and returns that page. */
async function openStored(inbox: (text: string) => Promise<Locator>, email: string): Promise<Page> {
  const row = await inbox(email);
  await expect(row).toHaveCount(1);
  await row.getByRole("link").first().click();
  const admin = row.page();
  await expect(admin).toHaveURL(/\/admin\/messages\/.+/);
  return admin;
}

const clearOurMessages = (site: Site) => deleteEnquiriesFrom(site, MAIL_DOMAIN);

function visitor() {
  const word = randomBytes(3).toString("hex");
  return { name: `Rania ${word}`, email: `rania.${word}@${MAIL_DOMAIN}`, phone: "+961 1 234 567", message: `Two adults in May (${word}).` };
}

const field = (page: Page) => ({
  name: page.getByLabel("Full Name"),
  email: page.getByLabel("Email Address"),
  phone: page.getByLabel("Phone Number"),
  subject: page.getByLabel("Subject"),
  message: page.getByRole("textbox", { name: /^Message/ }),
  send: page.getByRole("button", { name: "Send Message" }),
});

async function fillIn(page: Page, person: ReturnType<typeof visitor>, subject = "General Inquiry") {
  const form = field(page);
  await form.name.fill(person.name);
  await form.email.fill(person.email);
  await form.phone.fill(person.phone);
  await form.subject.selectOption(subject);
  await form.message.fill(person.message);
}

test.beforeEach(({ site }) => clearOurMessages(site));
// Nor does this spec leave any behind: the rate limit counts every message from the worker's one
// address, so a later spec's message (languages.spec.ts sends one) would be refused with 429.
test.afterEach(({ site }) => clearOurMessages(site));

// A refused submission is an HTTP 400 or 429 by design, which the browser reports in its console.
test.use({ allowConsoleErrors: [/status of (400|429)/] });

test.describe("with JavaScript", () => {
  test("the page shows the contact details, the opening hours and a link to the map", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us | Cedar Wings Travel");
    const info = page.getByRole("region", { name: "Contact Information" });
    await expect(info).toContainText("Beirut, Lebanon");
    // Each office's address and phone, from the offices (issue #23), as on the office cards below.
    for (const office of ["beirut", "abidjan", "monrovia"]) {
      const card = page.getByTestId(`office-${office}`);
      const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
      const phone = (await card.getByRole("link", { name: /^\+\d/ }).textContent())!;
      await expect(info.getByTestId(`contact-info-phone-${office}`)).toHaveText(`${name}:${phone}`);
      await expect(info.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:+${phone.replace(/\D/g, "")}`);
    }
    await expect(info.getByRole("link", { name: "info@cedarwingstravel.com" })).toHaveAttribute("href", "mailto:info@cedarwingstravel.com");
    await expect(info.getByRole("link", { name: "cargo@cedarwingstravel.com" })).toBeVisible();
    const hours = page.getByRole("region", { name: "Opening Hours" });
    await expect(hours).toContainText("Monday - Friday8:00 AM - 4:00 PM");
    await expect(hours).toContainText("Saturday8:00 AM - 1:00 PM");
    await expect(hours).toContainText("SundayClosed");
    await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute("href", /openstreetmap\.org/);
    await expect(field(page).message).toHaveAttribute("rows", "5");
    await expect(field(page).subject.locator("option")).toHaveText([
      "Select a subject",
      "General Inquiry",
      "Tour Booking",
      "Custom Tour Request",
      "Feedback",
      "Other",
    ]);
    // Optional: the offices by name, or no preference (issue #23).
    await expect(page.getByLabel("Nearest office")).toHaveValue("");
    await expect(page.getByLabel("Nearest office").locator("option")).toHaveText(["No preference", "Beirut", "Abidjan", "Monrovia"]);
  });

  test("a message for the Abidjan office is routed to it: the Enquiries list under Abidjan shows it", async ({ page, inbox }) => {
    const person = visitor();
    await page.goto("/contact");
    await fillIn(page, person);
    await page.getByLabel("Nearest office").selectOption({ label: "Abidjan" });
    await field(page).send.click();
    await expect(page.getByRole("region", { name: "Send Us a Message" }).getByRole("status")).toHaveText(BANNER);
    await expect(page.getByLabel("Nearest office")).toHaveValue("");

    const row = await inbox(person.email);
    await expect(row).toHaveCount(1);
    const admin = row.page();
    await admin.goto("/admin/messages?office=abidjan");
    await expect(admin.getByRole("listitem").filter({ hasText: person.email })).toHaveCount(1);
    await admin.goto("/admin/messages?office=none");
    await expect(admin.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
    await expect(admin.getByRole("listitem").filter({ hasText: person.email })).toHaveCount(0);
  });

  test("the interactive map loads only when asked for", async ({ page }) => {
    // No internet here: the map provider's page is answered locally.
    await page.route(/openstreetmap\.org/, (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));
    await page.goto("/contact");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show interactive map" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /openstreetmap\.org\/export\/embed/);
    await expect(page.locator("iframe")).toBeFocused();
  });

  test("an empty form says what each required field needs and focuses the first", async ({ page, inbox }) => {
    await page.goto("/contact");
    const form = field(page);
    await form.send.click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByText("Please choose a subject")).toBeVisible();
    await expect(page.getByText("Please enter your message")).toBeVisible();
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveAccessibleDescription("Please enter your full name");
    await expect(form.phone).not.toHaveAttribute("aria-invalid");
    await expect(await inbox(`@${MAIL_DOMAIN}`)).toHaveCount(0);
  });

  test("a form sent before the page's script ran comes back with its first wrong field focused once the script runs", async ({ page }) => {
    // A slow phone: the scripts wait until the visitor has sent the empty form.
    let held = 0;
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto("/contact", { waitUntil: "commit" });
    const form = field(page);
    await form.send.click();
    // The server's answer: every message, and no script yet to move the focus.
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).not.toBeFocused();
    release!();
    await hydrated(page);
    await expect(form.name).toBeFocused();
    expect(held).toBeGreaterThan(0);
  });

  test("a bad e-mail address is reported when the field is left, and disappears once corrected", async ({ page }) => {
    await page.goto("/contact");
    // The check on leaving a field is the browser's instant one: React must have the form first.
    await hydrated(page);
    const form = field(page);
    await form.email.fill("rania@example");
    await form.phone.focus();
    await expect(form.email).toHaveAccessibleDescription("Please enter a valid email address");
    await form.email.fill(`rania@${MAIL_DOMAIN}`);
    await expect(page.getByText("Please enter a valid email address")).toBeHidden();
  });

  test("without a subject the form is not sent and the subject is focused", async ({ page, inbox }) => {
    const person = visitor();
    await page.goto("/contact");
    const form = field(page);
    await form.name.fill(person.name);
    await form.email.fill(person.email);
    await form.message.fill(person.message);
    await form.send.click();
    await expect(form.subject).toHaveAccessibleDescription("Please choose a subject");
    await expect(form.subject).toBeFocused();
    await form.subject.selectOption("Other");
    await expect(page.getByText("Please choose a subject")).toBeHidden();
    await expect(await inbox(person.email)).toHaveCount(0);
  });

  test("a valid message is stored, the banner shows for 5 seconds and the form is emptied", async ({ page, inbox }) => {
    test.slow(); // Waits out the 5-second banner, then signs an admin in to read the message.
    const person = visitor();
    await page.goto("/contact");
    await fillIn(page, person, "Custom Tour Request");
    await field(page).send.click();

    const banner = page.getByRole("region", { name: "Send Us a Message" }).getByRole("status");
    await expect(banner).toHaveText(BANNER);
    await expect(page).toHaveURL(/\/contact$/);
    const form = field(page);
    for (const input of [form.name, form.email, form.phone, form.message]) await expect(input).toHaveValue("");
    await expect(form.subject).toHaveValue("");

    await expect(banner).toBeEmpty({ timeout: 8000 });
    await expect(page.getByText(BANNER)).toBeHidden({ timeout: 8000 });
    // Reloading shows neither the banner nor sends a second copy of the message.
    await page.reload();
    await expect(page.getByText(BANNER)).toHaveCount(0);

    const row = await inbox(person.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Unread");
    const stored = await openStored(inbox, person.email);
    await expect(stored.getByRole("heading", { name: "Custom Tour Request", level: 1 })).toBeVisible();
    await expect(stored.getByRole("main")).toContainText(person.name);
    await expect(stored.getByRole("link", { name: person.email })).toHaveAttribute("href", `mailto:${person.email}`);
    await expect(stored.getByText(person.phone)).toBeVisible();
    await expect(stored.getByText(person.message)).toBeVisible();
    await expect(stored.getByRole("link", { name: "Bali Island Escape" })).toHaveCount(0);
  });

  test("Book Now on a tour prefills Tour Booking and names the tour; the message keeps the tour", async ({ page, inbox }) => {
    const person = visitor();
    await page.goto("/contact?tour=bali-island-escape");
    const form = field(page);
    await expect(form.subject).toHaveValue("Tour Booking");
    await expect(form.message).toHaveValue(/"Bali Island Escape"/);
    await form.name.fill(person.name);
    await form.email.fill(person.email);
    await form.send.click();
    await expect(page.getByText(BANNER)).toBeVisible();
    const stored = await openStored(inbox, person.email);
    await expect(stored.getByRole("heading", { name: "Tour Booking", level: 1 })).toBeVisible();
    await expect(stored.getByRole("link", { name: "Bali Island Escape" })).toHaveAttribute("href", "/admin/tours/bali-island-escape");
    await expect(stored.getByRole("main")).toContainText('"Bali Island Escape"');
  });

  test("the honeypot is out of reach of people: hidden, unlabelled for screen readers, skipped by Tab", async ({ page }) => {
    await page.goto("/contact");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(page.getByRole("textbox", { name: /leave this field empty/i })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid message is stored and the page comes back with the banner and an empty form", async ({ page, inbox }) => {
    const person = visitor();
    await page.goto("/contact?subject=Feedback");
    await fillIn(page, person, "Feedback");
    await field(page).send.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("region", { name: "Send Us a Message" }).getByRole("status")).toHaveText(BANNER);
    await expect(field(page).name).toHaveValue("");
    await expect(field(page).message).toHaveValue("");
    await expect(field(page).subject).toHaveValue("");
    const row = await inbox(person.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(person.name);
    await expect(row).toContainText("Feedback");
    // The redirect means a reload asks for the page again rather than sending the form twice.
    await page.reload();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(await inbox(person.email)).toHaveCount(1);
  });
});
