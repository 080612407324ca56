import Database from "better-sqlite3";
import { readFileSync, rmSync } from "node:fs";
import { axeViolations } from "./axe";
import { expect, signIn, startServer, stopServer, test as base, type Site } from "./fixtures";
import { mailPart, type ReceivedMail } from "../smtp-inbox";
import { agencyDay } from "./tour-operator";

/**
 * Issue #13, quotes and bookings: this file's worker runs a server whose e-mail goes to a
 * local SMTP server the test reads, as the customer's mailbox.
 */
const test = base.extend<object, { mail: { url: string; messages: ReceivedMail[] }; site: Site }>({
  // The worker's local SMTP server (fixtures.ts), for a server of its own whose sample seat counts this file changes.
  mail: [async ({ smtp }, use) => use(smtp), { scope: "worker" }],
  site: [
    async ({ mail }, use) => {
      const { site, process: child } = await startServer({ SMTP_URL: mail.url, MAIL_FROM: "Cedar Wings <quotes@cedarwings.example>" });
      await use(site);
      await stopServer(child);
      rmSync(site.dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});

/** Runs SQL on the site's database, as staff could not (a quote's last day set in the past, say). */
function inDatabase(site: Site, work: (db: Database.Database) => void): void {
  const db = new Database(site.databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    work(db);
  } finally {
    db.close();
  }
}

/** The enquiry a visitor sent from an address: the screens that list enquiries are another part's. */
function enquiryOf(site: Site, email: string): string {
  let id = "";
  inDatabase(site, (db) => {
    id = (db.prepare("select id from enquiries where email = ? order by created_at desc").get(email) as { id: string }).id;
  });
  return id;
}

/** The sample Bali tour's first departure (in 21 days) with 5 seats left: 16, of which 11 booked. */
const TOUR = "bali-island-escape";
const DEPARTURE = `sample-${TOUR}-1`;

test("staff quote a tour departure from an enquiry, the customer accepts from the e-mailed link, and the seats are held", async ({
  page,
  browser,
  site,
  mail,
}) => {
  test.slow(); // Two browsers, a sign-in, an e-mail and an axe scan on a shared two-core machine.
  const leaves = agencyDay(21);
  inDatabase(site, (db) => {
    db.prepare("update departures set seats_booked = 11 where id = ?").run(DEPARTURE);
    db.prepare("update content_version set version = version + 1 where id = 1").run();
  });

  // The customer writes in French from the tour's departure, in a browser of their own.
  const customer = await browser.newContext();
  const visitor = await customer.newPage();
  await visitor.goto(`${site.url}/tours/${TOUR}`);
  const seats = visitor.locator(`li[data-departure="${leaves}"]`);
  await expect(seats).toContainText("5 seats left");
  await visitor.goto(`${site.url}/fr/contact?tour=${TOUR}&date=${leaves}`);
  await visitor.getByLabel("Nom complet").fill("Amina Traoré");
  await visitor.getByLabel("Adresse e-mail").fill("amina@example.com");
  await visitor.getByLabel("Numéro de téléphone").fill("+225 07 12 34 56");
  await visitor.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(visitor.getByText("Merci ! Votre message a bien été envoyé.")).toBeVisible();

  // Staff open the enquiry and build a quote in CFA francs from the departure's prices.
  await signIn(page);
  await page.goto(`/admin/messages/${enquiryOf(site, "amina@example.com")}`);
  const quotes = page.getByRole("region", { name: "Quotes" });
  await expect(quotes.getByText("No quote yet.")).toBeVisible();
  await quotes.getByRole("link", { name: "New quote" }).click();
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
  await expect(page.getByLabel("Departure")).toHaveValue(DEPARTURE);
  await page.getByLabel("Currency").selectOption("XOF");
  await page.getByRole("button", { name: "Fill in the departure's prices" }).click();
  await expect(page.getByText("The departure's prices were filled in.")).toBeVisible();
  const adults = page.getByRole("listitem", { name: "Line 1" });
  await expect(adults.getByLabel("Unit price (XOF)")).toHaveValue("779400");
  await expect(adults.getByLabel("Description")).toHaveValue(/Bali.*adulte/);
  await adults.getByLabel("Quantity").fill("2");
  await page.getByRole("listitem", { name: "Line 2" }).getByLabel("Quantity").fill("1");
  await expect(page.getByText(/Rate kept with the quote: 1 USD = 600 XOF/)).toBeVisible();
  await page.getByLabel("Note to the customer").fill("Petit-déjeuner inclus chaque jour.");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ })).toBeVisible();
  const number = (await page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ }).textContent())!.trim();
  const total = (await page.getByTestId("admin-quote-total").textContent())!.trim();
  expect(total).toMatch(/^XOF\s[\d,]+$/);
  // The customer reads French: the same amount grouped by narrow spaces, the currency after (1 948 400 F CFA).
  const francs = `${total.replace(/\D/g, "").replace(/\B(?=(\d{3})+$)/g, "\u202f")}\u00a0F\u202fCFA`;
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByText(`${number} was e-mailed to amina@example.com.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "The customer's link" })).toBeVisible();

  // The e-mail reaches the customer in French, with the link to the quote.
  // Her acknowledgement came first (the outbox's); the quote's mail is the one that names it.
  const quoteMails = () =>
    mail.messages.filter(
      (message) => message.to.includes("amina@example.com") && /^Votre devis /.test(message.headers.get("subject") ?? ""),
    );
  await expect.poll(() => quoteMails().length).toBe(1);
  const email = quoteMails()[0]!;
  // HTML with a plain-text part (issue #28): the text part carries the greeting, the total and the link.
  const text = mailPart(email, "text/plain") ?? "";
  expect(text).toContain("Bonjour Amina Traoré,");
  expect(text).toContain(`Total : ${francs}`);
  const link = text.match(/https?:\/\/\S+\/fr\/quote\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, text).toBeTruthy();
  await expect(page.getByLabel("Link to the quote")).toHaveValue(link!);

  // The customer opens it in a fresh browser: the total in francs, and Accept.
  const reader = await browser.newContext();
  const quotePage = await reader.newPage();
  const opened = await quotePage.goto(link!);
  expect(opened!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  await expect(quotePage.getByRole("heading", { level: 1, name: new RegExp(`^Devis \\u2068?${number}\\u2069?$`) })).toBeVisible();
  await expect(quotePage.getByTestId("quote-total")).toHaveText(francs);
  await expect(quotePage.getByText("Petit-déjeuner inclus chaque jour.")).toBeVisible();
  expect(await axeViolations(quotePage)).toEqual([]);
  await quotePage.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(quotePage.getByText(/Vous avez accepté ce devis le/)).toBeVisible();
  await expect(quotePage.getByText(/3 places vous sont réservées jusqu’au/)).toBeVisible();
  await expect(quotePage.getByRole("button", { name: "Accepter le devis" })).toHaveCount(0);

  // The tour page's seats left drop by the party (2 adults, 1 child) at once.
  await visitor.goto(`${site.url}/tours/${TOUR}`);
  await expect(seats).toContainText("2 seats left");

  // The dashboard counts the held seats; the quote no longer awaits an answer.
  await page.goto("/admin");
  const figures = page.getByRole("region", { name: "Quotes and seats" });
  await expect(figures).toContainText("3 seats held");
  await expect(figures).toContainText("0 quotes");

  // Bookings: the departure, its passengers, and the CSV of the passenger list.
  await page.getByRole("link", { name: "Bookings" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  const booking = page.locator(`section[data-departure="${DEPARTURE}"]`);
  await expect(booking.getByText("3 passengers")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(booking.getByRole("row", { name: new RegExp(`${number}.*Amina Traoré`) })).toContainText("Held");
  const [download] = await Promise.all([page.waitForEvent("download"), booking.getByRole("link", { name: /Passenger list/ }).click()]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe('\uFEFF"Lead name","Email","Phone","Adults","Children","Status","Quote"');
  expect(csv).toContain(`"Amina Traoré","amina@example.com","=""+225 07 12 34 56""","2","1","Held until`);
  expect(csv).toContain(`"${number}"`);

  // Staff confirm the booking before any deposit is recorded: asked first, with the reason kept
  // (issue #27), and its seats are booked.
  await booking.getByRole("button", { name: new RegExp(`Confirm booking.*${number}`) }).click();
  const step = page.getByRole("alertdialog", { name: `Confirm the booking of ${number} before its deposit is paid?` });
  await expect(step).toContainText("is not paid yet");
  await step.getByLabel("Reason").fill("The deposit is coming by bank transfer; the manager agreed");
  await step.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByText(`The seats of ${number} are booked.`)).toBeVisible();
  await expect(booking.getByRole("row", { name: new RegExp(`${number}.*Amina Traoré`) })).toContainText("Confirmed");
  await visitor.goto(`${site.url}/tours/${TOUR}`);
  await expect(seats).toContainText("2 seats left");
  await quotePage.reload();
  await expect(quotePage.getByText("Votre réservation est confirmée : 3 places vous sont réservées.")).toBeVisible();

  await customer.close();
  await reader.close();
});

test("a quote past its last day cannot be accepted, and a link that opens no quote is a 404", async ({ page, site }) => {
  test.slow();
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Karim Nassar");
  await page.getByLabel("Email Address").fill("karim@example.com");
  await page.getByLabel("Subject").selectOption("General Inquiry");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Visa help for two, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Thank you! Your message has been sent/)).toBeVisible();

  await signIn(page);
  await page.goto(`/admin/messages/${enquiryOf(site, "karim@example.com")}`);
  await page.getByRole("link", { name: "New quote" }).click();
  const line = page.getByRole("listitem", { name: "Line 1" });
  await line.getByLabel("Description").fill("Visa application help");
  await line.getByLabel("Quantity").fill("2");
  await line.getByLabel("Unit price (USD)").fill("45");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByRole("button", { name: "Send to the customer" }).click();
  const link = await page.getByLabel("Link to the quote").inputValue();
  const number = (await page.getByRole("heading", { name: /^Q-\d{4}-\d{4}$/ }).textContent())!.trim();
  // It waits for an answer: the dashboard's figure leads to it.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Quotes awaiting an answer" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`${number}.*Karim Nassar.*Sent, awaiting answer.*\\$90`) })).toBeVisible();

  // The customer may read it in Arabic, right to left.
  await page.context().clearCookies();
  await page.goto(link.replace("/quote/", "/ar/quote/"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^عرض السعر \\u2068?${number}\\u2069?$`) })).toBeVisible();
  // Western digits, the dollar after the amount, as Lebanese customers write it.
  await expect(page.getByTestId("quote-total")).toHaveText("\u200f90 US$\u200e");
  // Drawn as "US$", never "$US": the sign's letters and its "$" stay in their order.
  const drawnAt = await page.getByTestId("quote-total").evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const x: Record<string, number> = {};
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const char of ["U", "$", "9"]) {
        const index = text.indexOf(char);
        if (index < 0) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        x[char] = range.getBoundingClientRect().left;
      }
    }
    return x;
  });
  expect(drawnAt.U).toBeLessThan(drawnAt.$!);
  // Right to left, the amount is read first: it stands to the right of its sign.
  expect(drawnAt.$).toBeLessThan(drawnAt["9"]!);
  await expect(page.getByRole("button", { name: "قبول العرض" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Its last day passes.
  inDatabase(site, (db) => db.prepare("update quotes set valid_until = ? where number = ?").run(agencyDay(-1), number));
  await page.goto(link);
  await expect(page.getByText(/This quote expired on/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new quote" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept the quote" })).toHaveCount(0);
  // On paper: who it is from (the site's header is not printed), without the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(/^Cedar Wings Travel · .*info@cedarwingstravel\.com$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new quote" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  // Posting Accept anyway changes nothing.
  const forced = await page.request.post(link, { form: { intent: "accept" }, headers: { Origin: site.url }, maxRedirects: 0 });
  expect(forced.status()).toBe(409);
  await page.reload();
  await expect(page.getByText(/This quote expired on/)).toBeVisible();

  // A wrong token, or anything that is not one, opens nothing.
  expect((await page.request.get(`${site.url}/quote/${"A".repeat(43)}`)).status()).toBe(404);
  expect((await page.request.get(`${site.url}/fr/quote/not-a-token`)).status()).toBe(404);
  expect(
    (
      await page.request.post(`${site.url}/quote/${"A".repeat(43)}`, { form: { intent: "accept" }, headers: { Origin: site.url } })
    ).status(),
  ).toBe(404);
  // Never in the sitemap.
  const sitemap = await (await page.request.get(`${site.url}/sitemap.xml?part=pages`)).text();
  expect(sitemap).not.toContain("/quote/");
});
