import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { addDays, agencyToday } from "../../app/domain/departures";
import type { Locale } from "../../app/domain/locale";
import type { CurrencyCode } from "../../app/domain/money";
import type { OfficeId } from "../../app/domain/offices";
import { addDeparture } from "../../app/server/catalogue/departures.server";
import { addEnquiry } from "../../app/server/enquiries/enquiries.server";
import { createQuote, sendQuote } from "../../app/server/enquiries/quotes.server";
import { addRate, latestRateId } from "../../app/server/platform/currencies.server";
import { getDb } from "../../app/server/platform/db.server";
import { issueInvoice } from "../../app/server/money/invoices.server";
import { recordPayment as recordLedgerPayment, type NewPayment } from "../../app/server/money/payments.server";
import { addEditor } from "./admin-catalogue-helpers";
import { inSiteDatabase } from "./cargo-helpers";
import { expect, signIn, test, type Site } from "./fixtures";

/*
 * Money (issue #27, its "done when") as its people meet it in Chromium: a customer accepts a
 * quote in CFA francs from its French page; an editor records a deposit in cash at the Abidjan
 * office and the balance by Wave, each toast giving the next Abidjan receipt number, until the
 * Payments panel says Paid; the same Wave reference is refused; the customer's page lists both
 * payments and their receipts in French, and the receipt opens in French; an invoice is issued
 * and an admin cancels it with a credit note that names it; the Beirut office's invoice gives the
 * total in Lebanese pounds; the Abidjan cash-up of the day shows each amount under its method.
 */

const TOUR = "bali-island-escape";
/** 89,500 pounds a dollar, in millionths. */
const LBP_PER_USD_MICROS = 89_500_000_000;

type SeededQuote = { quoteId: string; token: string; number: string };

/**
 * A quote sent to a customer writing in `locale` whose enquiry is routed to `office`: two adult
 * seats at `unitMinor` on a new departure of the sample Bali tour 90 days ahead (so the default
 * schedule asks a deposit now and the balance later), made with the app's own code as staff
 * make one.
 */
async function seedQuote(
  site: Site,
  who: { name: string; email: string },
  { office, locale, currency, unitMinor }: { office: OfficeId; locale: Locale; currency: CurrencyCode; unitMinor: number },
): Promise<SeededQuote> {
  return inSiteDatabase(site, async () => {
    const today = agencyToday();
    const departure = await addDeparture(TOUR, {
      startDate: addDays(today, 90),
      status: "scheduled",
      price: null,
      capacity: 40,
      seatsBooked: 0,
    });
    const enquiry = await addEnquiry(
      { name: who.name, email: who.email, phone: null, subject: "Tour Booking", message: "Two seats, please." },
      `money-e2e-${who.email}`,
      null,
      locale,
    );
    await getDb().updateTable("enquiries").set({ office }).where("id", "=", enquiry.id).execute();
    const quote = await createQuote({
      departureId: departure.id,
      currency,
      validUntil: addDays(today, 14),
      note: "",
      lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: { amountMinor: unitMinor, currency } }],
      enquiryId: enquiry.id,
      locale,
      perUsdMicros: null,
      rateDay: null,
    });
    const sent = await sendQuote(quote.id, quote.version, who.email);
    if (sent.status !== "ok" || !sent.token) throw new Error(`quote not sent: ${sent.status}`);
    return { quoteId: quote.id, token: sent.token, number: quote.number };
  });
}

/** Today's Lebanese pound rate, as Settings → Currencies adds one. */
async function seedLbpRate(site: Site): Promise<void> {
  await inSiteDatabase(site, async () => {
    const added = await addRate(
      { currency: "LBP", rate: LBP_PER_USD_MICROS, appliesFrom: agencyToday(new Date(), "Asia/Beirut"), latestId: await latestRateId() },
      { actor: { id: "e2e-money", name: "Money desk" }, ip: null, requestId: null },
    );
    if (added.status !== "ok") throw new Error("LBP rate refused");
  });
}

/**
 * The last receipt number the Abidjan office gave this year (0 on a fresh worker's database):
 * the story's receipts are the next two, without a gap.
 */
function lastAbidjanReceipt(site: Site, year: number): number {
  const db = new Database(site.databaseFile, { readonly: true });
  try {
    const row = db
      .prepare<[number], { last_number: number }>(
        "select last_number from document_numbers where office_id = 'abidjan' and series = 'R' and year = ?",
      )
      .get(year);
    return row?.last_number ?? 0;
  } finally {
    db.close();
  }
}

/** The Payments panel of a booking's screen (a card under its heading). */
function paymentsPanel(page: Page): Locator {
  return page.getByRole("heading", { level: 2, name: "Payments", exact: true }).locator("xpath=../..");
}

/** The value of one fact ("State", "Paid", …) of the Payments panel. */
function fact(panel: Locator, label: string): Locator {
  return panel.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** Opens "Record a payment" from the booking's screen and records one as an editor types it. */
async function recordPayment(page: Page, payment: { amount: string; method: string; reference?: string; office: string }): Promise<void> {
  await paymentsPanel(page).getByRole("link", { name: "Record a payment" }).click();
  const form = page.getByRole("form", { name: /^Record a payment: / });
  await form.getByLabel("Amount").fill(payment.amount);
  await expect(form.getByLabel("Currency")).toHaveValue("XOF");
  await form.getByLabel("Method").selectOption({ label: payment.method });
  if (payment.reference) await form.getByLabel("Reference").fill(payment.reference);
  await form.getByLabel("Received at").selectOption({ label: payment.office });
  await form.getByRole("button", { name: "Record", exact: true }).click();
}

// A refused form answers 400 or 409 (the duplicate), which the browser logs as a failed load.
test.use({ allowConsoleErrors: [/the server responded with a status of 40[09]/] });

test("money's story: a quote in CFA francs accepted, a deposit in cash and a balance by Wave with their receipts, a duplicate refused, the customer's French page, an invoice and its credit note, Beirut's total in pounds, the day's cash-up", async ({
  page,
  browser,
  site,
}) => {
  test.slow(); // Two browsers, eight screens and three documents on a shared two-core machine.
  const word = randomBytes(3).toString("hex");
  const customer = { name: `Aïcha Koné ${word}`, email: `aicha.${word}@money-e2e.example` };
  const abidjanDay = agencyToday(new Date(), "Africa/Abidjan");
  const year = Number(abidjanDay.slice(0, 4));
  const first = lastAbidjanReceipt(site, year) + 1;
  const receipt = (n: number) => `ABJ-R-${year}-${String(n).padStart(4, "0")}`;
  // Two seats at 650,000 F CFA: a 30 % deposit of 390,000 now, the balance of 910,000 later.
  const quote = await seedQuote(site, customer, { office: "abidjan", locale: "fr", currency: "XOF", unitMinor: 650_000 });

  // 1. The customer accepts the quote from its French page, in a browser of their own.
  const customerContext = await browser.newContext({ baseURL: site.url, locale: "fr-FR" });
  const customerPage = await customerContext.newPage();
  await customerPage.goto(`/fr/quote/${quote.token}`);
  await customerPage.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(customerPage.getByText(/2 places vous sont réservées/)).toBeVisible();

  // 2. An editor opens the booking's quote and records the deposit in cash at the Abidjan office...
  const editor = await addEditor(site);
  await signIn(page, editor);
  await page.goto(`/admin/quotes/${quote.quoteId}`);
  const panel = paymentsPanel(page);
  await expect(fact(panel, "State")).toHaveText("Due");
  await expect(fact(panel, "Owed")).toHaveText(/^XOF\s1,300,000$/);
  await recordPayment(page, { amount: "390000", method: "Cash", office: "Abidjan" });
  await expect(page.getByText(`Receipt ${receipt(first)}.`)).toBeVisible();
  await expect(fact(panel, "State")).toHaveText("Deposit paid");

  // ...then the balance by Wave with its reference.
  const waveReference = `WV-${word.toUpperCase()}-7731`;
  await recordPayment(page, { amount: "910 000", method: "Wave", reference: waveReference, office: "Abidjan" });
  await expect(page.getByText(`Receipt ${receipt(first + 1)}.`)).toBeVisible();
  await expect(fact(panel, "State")).toHaveText("Paid");
  await expect(fact(panel, "Balance due")).toHaveText(/^XOF\s0$/);
  await expect(panel.getByRole("link", { name: receipt(first), exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: receipt(first + 1), exact: true })).toBeVisible();

  // 3. The same Wave reference again, typed loosely, is refused at its field, and nothing is added.
  await recordPayment(page, { amount: "1000", method: "Wave", reference: waveReference.toLowerCase(), office: "Abidjan" });
  const form = page.getByRole("form", { name: /^Record a payment: / });
  await expect(form.getByText("This payment is already recorded: the same method and reference were taken before.")).toBeVisible();
  await expect(form.getByLabel("Reference")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Amount")).toHaveValue("1000");
  await form.getByRole("link", { name: "Cancel" }).click();
  await expect(panel.getByRole("table").getByRole("row")).toHaveCount(3); // the header and the two payments

  // 4. The customer's page lists both payments with their receipts, in French, and the receipt opens in French.
  await customerPage.reload();
  const payments = customerPage.getByTestId("quote-payments");
  await expect(payments.getByRole("heading", { name: "Paiements" })).toBeVisible();
  await expect(payments).toContainText("Payé");
  await expect(payments).toContainText("Entièrement payé. Merci.");
  const rows = payments.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: "Espèces" })).toContainText(/390\s000/);
  await expect(rows.filter({ hasText: "Wave" })).toContainText(/910\s000/);
  const receiptLink = payments.getByRole("link", { name: new RegExp(`^Reçu \\u2068?${receipt(first)}\\u2069?$`) });
  await expect(payments.getByRole("link", { name: new RegExp(`^Reçu \\u2068?${receipt(first + 1)}\\u2069?$`) })).toBeVisible();
  await receiptLink.click();
  const receiptPaper = customerPage.getByRole("article", { name: `Reçu ${receipt(first)}` });
  await expect(receiptPaper).toHaveAttribute("lang", "fr");
  await expect(receiptPaper.getByRole("heading", { level: 1 })).toHaveText("Reçu");
  await expect(receiptPaper).toContainText("Espèces");
  await expect(receiptPaper).toContainText(customer.name);

  // 5. The editor issues an invoice: it prints with its Abidjan number, in the customer's French.
  await page.goto(`/admin/quotes/${quote.quoteId}`);
  await paymentsPanel(page).getByRole("button", { name: "Issue an invoice" }).click();
  const invoiceNumber = new RegExp(`^ABJ-INV-${year}-\\d{4}$`);
  const invoicePaper = page.getByRole("article", { name: /^Facture ABJ-INV-/ });
  await expect(invoicePaper.locator("[data-number]")).toHaveText(invoiceNumber);
  const invoice = (await invoicePaper.locator("[data-number]").innerText()).trim();
  await expect(page.getByText("Invoice issued")).toBeVisible();
  await expect(invoicePaper).toContainText(customer.name);
  await expect(invoicePaper.getByRole("row", { name: /^Total \(XOF\)/ })).toContainText(/1\s300\s000/);
  const invoiceAddress = page.url();
  // An editor may not cancel it.
  await expect(page.getByRole("button", { name: "Issue a credit note" })).toHaveCount(0);

  // An admin cancels it with a credit note, asked first; the note has its own number and names the invoice.
  await signIn(page);
  await page.goto(invoiceAddress);
  await page.getByRole("button", { name: "Issue a credit note" }).click();
  const question = page.getByRole("region", { name: `Cancel invoice ${invoice} with a credit note?` });
  await question.getByLabel("Reason").fill("Billed to the wrong name: a new invoice follows.");
  await question.getByRole("button", { name: "Issue the credit note" }).click();
  const creditNote = page.getByRole("article", { name: /^Avoir ABJ-CN-/ });
  await expect(creditNote.locator("[data-number]")).toHaveText(new RegExp(`^ABJ-CN-${year}-\\d{4}$`));
  await expect(page.getByText("Credit note issued")).toBeVisible();
  await expect(creditNote).toContainText(new RegExp(`Annule la facture\\s*${invoice}`));
  await expect(creditNote).toContainText("Billed to the wrong name");
  await page.goto(invoiceAddress);
  await expect(page.getByRole("link", { name: /^Cancelled by credit note ABJ-CN-/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Issue a credit note" })).toHaveCount(0);

  // 6. The Beirut office's invoice, in Arabic for its customer, gives the total in Lebanese pounds at today's rate.
  await seedLbpRate(site);
  const beirut = await seedQuote(
    site,
    { name: `رانيا حداد ${word}`, email: `rania.${word}@money-e2e.example` },
    { office: "beirut", locale: "ar", currency: "USD", unitMinor: 100_000 },
  );
  await customerPage.goto(`/ar/quote/${beirut.token}`);
  await customerPage.getByRole("button", { name: "قبول العرض" }).click();
  await expect(customerPage.getByText(/مقعدان محجوزان لك/)).toBeVisible();
  await page.goto(`/admin/quotes/${beirut.quoteId}`);
  await paymentsPanel(page).getByRole("button", { name: "Issue an invoice" }).click();
  const beirutPaper = page.getByRole("article", { name: /^فاتورة BEY-INV-/ });
  await expect(beirutPaper).toHaveAttribute("dir", "rtl");
  await expect(beirutPaper.locator("[data-number]")).toHaveText(new RegExp(`^BEY-INV-${year}-\\d{4}$`));
  await expect(beirutPaper.getByRole("row", { name: /الإجمالي بالليرة اللبنانية/ })).toContainText("179,000,000");

  // 7. The Abidjan cash-up of the day: the deposit under Cash, the balance under Wave.
  await signIn(page, editor);
  await page.goto(`/admin/payments/cash-up?office=abidjan&day=${abidjanDay}`);
  const figure = (method: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: method, exact: true }) });
  await expect(figure("Cash")).toContainText(/XOF\s390,000/);
  await expect(figure("Wave")).toContainText(/XOF\s910,000/);

  await customerContext.close();
});

/*
 * The money screens as people see them, for a person to look at (issue #27): full-page
 * screenshots at a phone's and a desk's width, the customer's pages in three languages and the
 * back office in English, and the order the keyboard takes through the payment form. Run only
 * when MONEY_SHOTS_DIR names a folder to write them to; it asserts no more than that each
 * screen opened.
 */
test.describe("screenshots of the money screens", () => {
  const shots = process.env.MONEY_SHOTS_DIR;
  test.skip(!shots, "set MONEY_SHOTS_DIR to a folder to take them");

  test("every money screen at 375 and 1280 px", async ({ page, browser, site }) => {
    test.setTimeout(240_000);
    const word = randomBytes(3).toString("hex");
    const abidjan = await seedQuote(
      site,
      { name: `Aïcha Koné ${word}`, email: `aicha.${word}@money-e2e.example` },
      { office: "abidjan", locale: "fr", currency: "XOF", unitMinor: 650_000 },
    );
    const beirut = await seedQuote(
      site,
      { name: `رانيا حداد ${word}`, email: `rania.${word}@money-e2e.example` },
      { office: "beirut", locale: "ar", currency: "USD", unitMinor: 125_050 },
    );
    await seedLbpRate(site);
    const customer = await browser.newContext({ baseURL: site.url });
    const reader = await customer.newPage();
    for (const [lang, quote, accept] of [
      ["fr", abidjan, "Accepter le devis"],
      ["ar", beirut, "قبول العرض"],
    ] as const) {
      await reader.goto(`/${lang}/quote/${quote.token}`);
      await reader.getByRole("button", { name: accept }).click();
      await expect(reader.getByRole("button", { name: accept })).toHaveCount(0);
    }
    await inSiteDatabase(site, async () => {
      const bookingOf = async (quoteId: string) =>
        (await getDb().selectFrom("bookings").select("id").where("quote_id", "=", quoteId).executeTakeFirstOrThrow()).id;
      const pay = async (quoteId: string, payment: Omit<NewPayment, "accountKind" | "accountId">) => {
        const paid = await recordLedgerPayment({ accountKind: "booking", accountId: await bookingOf(quoteId), ...payment });
        if (paid.status !== "ok") throw new Error(`payment refused: ${JSON.stringify(paid)}`);
      };
      await pay(abidjan.quoteId, { amountMinor: 390_000, currency: "XOF", method: "cash", office: "abidjan" });
      await pay(abidjan.quoteId, { amountMinor: 500_000, currency: "XOF", method: "wave", reference: `WV-${word}-1`, office: "abidjan" });
      await pay(beirut.quoteId, {
        amountMinor: 75_030,
        currency: "USD",
        method: "omt",
        reference: `OMT ${word} 558 102`,
        office: "beirut",
      });
      const invoiced = await issueInvoice("booking", await bookingOf(beirut.quoteId));
      if (invoiced.status !== "ok") throw new Error(`invoice refused: ${JSON.stringify(invoiced)}`);
    });

    const take = async (target: Page, name: string) => {
      for (const width of [375, 1280]) {
        await target.setViewportSize({ width, height: 900 });
        await target.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      }
    };

    // The customer's pages: the quote in three languages, then the Arabic receipt and invoice.
    for (const [lang, prefix] of [
      ["en", ""],
      ["fr", "/fr"],
      ["ar", "/ar"],
    ] as const) {
      await reader.goto(`${prefix}/quote/${abidjan.token}`);
      await expect(reader.getByTestId("quote-payments")).toBeVisible();
      await take(reader, `customer-quote-xof-${lang}`);
    }
    await reader.goto(`/ar/quote/${beirut.token}`);
    await expect(reader.getByTestId("quote-payments")).toBeVisible();
    await take(reader, "customer-quote-usd-ar");
    const receiptHref = await reader
      .getByTestId("quote-payments")
      .getByRole("link", { name: /BEY-R-/ })
      .getAttribute("href");
    const invoiceHref = await reader
      .getByTestId("quote-payments")
      .getByRole("link", { name: /BEY-INV-/ })
      .getAttribute("href");
    await reader.goto(receiptHref!);
    await expect(reader.getByRole("article")).toHaveAttribute("dir", "rtl");
    await take(reader, "receipt-ar");
    await reader.goto(invoiceHref!);
    await expect(reader.getByRole("article")).toHaveAttribute("dir", "rtl");
    await take(reader, "invoice-ar");

    // The back office, in English.
    await signIn(page);
    await page.goto(`/admin/quotes/${abidjan.quoteId}`);
    await expect(paymentsPanel(page)).toBeVisible();
    await take(page, "admin-quote-payments");
    await page.goto(`/admin/quotes/${beirut.quoteId}`);
    await expect(paymentsPanel(page)).toBeVisible();
    await take(page, "admin-quote-payments-beirut");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/quotes/${abidjan.quoteId}`);
    await paymentsPanel(page).getByRole("link", { name: "Record a payment" }).click();
    const form = page.getByRole("form", { name: /^Record a payment: / });
    // The keyboard's way through the form, from the amount.
    await form.getByLabel("Amount").focus();
    const order: string[] = [];
    for (let step = 0; step < 7; step += 1) {
      order.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return "(nothing)";
          const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
          return `${element.tagName.toLowerCase()} ${label ?? element.textContent?.trim() ?? ""}`.trim();
        }),
      );
      await page.keyboard.press("Tab");
    }
    console.log(`payment form tab order: ${order.join(" → ")}`);
    await form.getByLabel("Amount").fill("12.5");
    await form.getByLabel("Method").selectOption({ label: "Wave" });
    await form.getByRole("button", { name: "Record", exact: true }).click();
    await expect(form.getByText("This currency has fewer decimals.")).toBeVisible();
    await take(page, "admin-payment-form-error");
    await page.goto("/admin/payments");
    await take(page, "admin-payments");
    await page.goto(`/admin/payments/cash-up?office=abidjan&day=${agencyToday(new Date(), "Africa/Abidjan")}`);
    await take(page, "admin-cash-up");
    await page.goto("/admin/payments/owed");
    await take(page, "admin-owed");
    await customer.close();
  });
});
