import { beforeEach, expect, test } from "vitest";
import { formatMoney } from "~/domain/money";
import type * as DocumentLinks from "~/server/money/document-links.server";
import { issueInvoice } from "~/server/money/invoices.server";
import { recordPayment } from "~/server/money/payments.server";
import { addRate } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { asNadia, NADIA, seedRateCard, seedShipment } from "./cargo-helpers";
import { signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * The money's paper (issue #27) asked of the real site in-process over HTTP: a receipt and an
 * invoice rendered by the server in the customer's language (Arabic right to left, numbers left
 * to right), for staff and by the customer's signed link; 404 for unknown ids and bad tokens,
 * the sign-in page when signed out, and the credit note refused to an editor and asking first.
 */
const site = inProcessSiteForFile();

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** An amount as the page's text reads once its spaces are folded (French and Arabic put no-break spaces in them). */
const shownMoney = (...args: Parameters<typeof formatMoney>) => formatMoney(...args).replace(/\s+/g, " ");

const LBP_RATE = 89_500_000_000;

describeEachDatabase("receipts and invoices printed", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });
  let editor: string;
  let admin: string;

  beforeEach(async () => {
    await seedRateCard();
    const added = await addRate({ currency: "LBP", rate: LBP_RATE, appliesFrom: "2020-01-01", latestId: "" }, NADIA);
    if (added.status !== "ok") throw new Error("rate refused");
    editor = await signedInCookie("editor");
    admin = await signedInCookie("admin");
  });

  async function get(path: string, cookie?: string) {
    const response = await fetch(`${base()}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status, html: await response.text(), location: response.headers.get("Location") };
  }

  async function post(path: string, fields: Record<string, string>, cookie?: string) {
    const response = await fetch(`${base()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base(), ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, html: await response.text(), location: response.headers.get("Location") };
  }

  const links = () => site().load<typeof DocumentLinks>("/app/server/money/document-links.server.ts");

  async function paidShipment(locale: "en" | "fr" | "ar") {
    const shipment = await seedShipment({ locale });
    // 4,475,000 pounds at 89,500 a dollar: $50 counted against the $280 owed.
    const paid = await asNadia(() =>
      recordPayment({
        accountKind: "shipment",
        accountId: shipment.id,
        amountMinor: 4_475_000,
        currency: "LBP",
        method: "whish",
        reference: "WH-778 12",
        office: "beirut",
      }),
    );
    if (paid.status !== "ok") throw new Error(paid.problem);
    return { shipment, payment: paid.payment };
  }

  for (const [locale, direction, words] of [
    ["en", "ltr", ["Receipt", "Whish", "Counted against the balance", "Left to pay", "Nadia", "Karim Haddad"]],
    ["fr", "ltr", ["Reçu", "Whish", "Imputé sur le solde", "Reste à payer", "Nadia", "Karim Haddad"]],
    ["ar", "rtl", ["إيصال", "Whish", "المبلغ المحتسب من الرصيد", "المتبقي للدفع", "Nadia", "Karim Haddad"]],
  ] as const) {
    test(`a receipt prints in ${locale} with its number, amounts, rate and balance, for staff and by the customer's link`, async () => {
      const { shipment, payment } = await paidShipment(locale);
      const staff = await get(`/admin/payments/${payment.id}/receipt`, editor);
      expect(staff.status).toBe(200);
      expect(staff.html).toMatch(new RegExp(`<article[^>]*lang="${locale}"[^>]*dir="${direction}"`));
      expect(staff.html).toContain("@page money-paper { size: A4");
      const text = textOf(staff.html);
      expect(text).toContain(payment.receiptNumber!);
      expect(text).toContain(shipment.trackingNumber);
      expect(text).toContain("WH-778 12");
      expect(text).toContain(shownMoney({ amountMinor: 4_475_000, currency: "LBP" }, locale));
      expect(text).toContain(shownMoney({ amountMinor: 5_000, currency: "USD" }, locale));
      // What is left after it: $280 − $50.
      expect(text).toContain(shownMoney({ amountMinor: 23_000, currency: "USD" }, locale));
      expect(text).toContain("89,500");
      for (const word of words) expect(text).toContain(word);
      // Numbers and amounts stay left to right inside Arabic.
      expect(staff.html).toContain(`<bdi dir="ltr">${formatMoney({ amountMinor: 23_000, currency: "USD" }, locale)}</bdi>`);

      const path = (await links()).documentPath("receipt", payment.id);
      expect(staff.html).toContain(`href="${path}"`);
      const customer = await get(path);
      expect(customer.status).toBe(200);
      expect(textOf(customer.html)).toContain(payment.receiptNumber!);
      expect(customer.html).toMatch(new RegExp(`<article[^>]*dir="${direction}"`));
    });
  }

  for (const [locale, direction, title] of [
    ["en", "ltr", "Invoice"],
    ["fr", "ltr", "Facture"],
    ["ar", "rtl", "فاتورة"],
  ] as const) {
    test(`an invoice prints in ${locale} with its number, lines, total and the LBP total`, async () => {
      const shipment = await seedShipment({ locale });
      const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
      if (issued.status !== "ok") throw new Error(issued.problem);
      const page = await get(`/admin/invoices/${issued.invoice.id}`, editor);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(new RegExp(`<article[^>]*lang="${locale}"[^>]*dir="${direction}"`));
      const text = textOf(page.html);
      for (const shown of [title, issued.invoice.number, "Karim Haddad", shownMoney({ amountMinor: 28_000, currency: "USD" }, locale)]) {
        expect(text).toContain(shown);
      }
      expect(text).toContain(shownMoney({ amountMinor: 25_060_000, currency: "LBP" }, locale));
      // An editor sees no credit-note button.
      expect(page.html).not.toContain(`/admin/invoices/${issued.invoice.id}/credit-note`);
      const customer = await get((await links()).documentPath("invoice", issued.invoice.id));
      expect(customer.status).toBe(200);
      expect(textOf(customer.html)).toContain(issued.invoice.number);
    });
  }

  test("unknown ids and bad tokens are 404; signed out, staff pages go to sign-in and posts get 401", async () => {
    const { payment } = await paidShipment("en");
    const shipment = await seedShipment();
    const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (issued.status !== "ok") throw new Error(issued.problem);
    expect((await get("/admin/payments/no-such-payment/receipt", editor)).status).toBe(404);
    expect((await get("/admin/invoices/no-such-invoice", editor)).status).toBe(404);
    const good = (await links()).documentPath("invoice", issued.invoice.id);
    const token = good.slice("/documents/".length);
    for (const bad of [
      token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"), // another signature
      `r${token.slice(1)}`, // the invoice's signature on a receipt
      (await links()).documentPath("invoice", "no-such-invoice").slice("/documents/".length),
      `i${issued.invoice.id}`,
      "nothing",
    ]) {
      expect((await get(`/documents/${bad}`)).status, bad).toBe(404);
    }
    const signedOut = await get(`/admin/payments/${payment.id}/receipt`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login\?redirectTo=/);
    expect((await get(`/admin/invoices/${issued.invoice.id}`)).status).toBe(302);
    expect((await post(`/admin/invoices/${issued.invoice.id}/credit-note`, { confirm: "yes", reason: "x" })).status).toBe(401);
    expect((await post("/admin/invoices/new", { accountKind: "shipment", accountId: shipment.id })).status).toBe(401);
  });

  test("staff issue an invoice from the form; a credit note is refused to an editor, asks an admin first, then is issued", async () => {
    const shipment = await seedShipment();
    const issued = await post("/admin/invoices/new", { accountKind: "shipment", accountId: shipment.id }, editor);
    expect(issued.status).toBe(302);
    const invoiceId = issued.location!.replace("/admin/invoices/", "");
    const invoice = await getDb().selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
    expect(invoice.number).toMatch(/^BEY-INV-\d{4}-0001$/);
    expect((await post("/admin/invoices/new", { accountKind: "shipment", accountId: "nope" }, editor)).status).toBe(404);
    expect((await post("/admin/invoices/new", { accountKind: "flight", accountId: shipment.id }, editor)).status).toBe(400);

    const path = `/admin/invoices/${invoiceId}/credit-note`;
    expect((await post(path, { confirm: "yes", reason: "Wrong customer" }, editor)).status).toBe(403);
    expect((await get(path, editor)).status).toBe(403);
    const count = async () => (await getDb().selectFrom("invoices").select("id").execute()).length;
    expect(await count()).toBe(1);

    // The invoice screen's button posts without a reason: the answer is the question, nothing issued.
    expect((await get(`/admin/invoices/${invoiceId}`, admin)).html).toContain(`action="${path}"`);
    const asked = await post(path, {}, admin);
    expect(asked.status).toBe(200);
    expect(textOf(asked.html)).toContain(`Cancel invoice ${invoice.number} with a credit note?`);
    expect(asked.html).toMatch(/<input type="hidden" name="confirm" value="yes"/);
    expect(await count()).toBe(1);
    const noReason = await post(path, { confirm: "yes", reason: "  " }, admin);
    expect(noReason.status).toBe(400);
    expect(textOf(noReason.html)).toContain("Give the reason for the credit note.");
    const tooLong = await post(path, { confirm: "yes", reason: "x".repeat(10_000) }, admin);
    expect(tooLong.status).toBe(400);
    expect(await count()).toBe(1);

    const done = await post(path, { confirm: "yes", reason: "Wrong customer" }, admin);
    expect(done.status).toBe(302);
    const note = await get(done.location!, admin);
    expect(note.status).toBe(200);
    expect(textOf(note.html)).toMatch(/Avoir BEY-CN-\d{4}-0001/);
    expect(textOf(note.html)).toContain("Wrong customer");
    expect((await post(path, { confirm: "yes", reason: "again" }, admin)).status).toBe(409);
    expect(await count()).toBe(2);
  });
});
