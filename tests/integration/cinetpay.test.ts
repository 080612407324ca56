import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { bookingOfQuote } from "~/server/enquiries/bookings.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { acceptQuote, createQuote, getQuoteByToken, sendQuote } from "~/server/enquiries/quotes.server";
import { cinetPayToken } from "~/server/money/providers/cinetpay.server";
import { recordedProvider } from "~/server/money/providers/payment-provider.server";
import { getDb } from "~/server/platform/db.server";
import { getSiteContentSection, saveSiteContentSection } from "~/server/platform/site-content.server";
import { quotePaymentView } from "~/routes/public/quote-payment.server";
import { seedDestination, seedTour } from "./catalogue-helpers";
import { startCinetPayStandIn, type CinetPayStandIn } from "./cinetpay-stand-in";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * Paying online with CinetPay (issue #27, decision 0057), against the real site in-process over
 * HTTP and a CinetPay stand-in on 127.0.0.1: "Pay online" sends the customer to the stand-in's
 * payment page; a notification signed with the test secret and confirmed by the stand-in's
 * status check records one payment with its receipt number, however often it is told; a bad
 * signature, a different amount, a refused or unreachable status check record nothing.
 */

const SECRET = "test-secret-key-for-cinetpay-notifications";
const SITE_ID = "445160";
let standIn: CinetPayStandIn;

// Before the site loads (inProcessSiteForFile below), so that its environment has CinetPay on.
beforeAll(async () => {
  standIn = await startCinetPayStandIn();
  Object.assign(process.env, {
    CINETPAY_SITE_ID: SITE_ID,
    CINETPAY_API_KEY: "test-api-key",
    CINETPAY_SECRET_KEY: SECRET,
    CINETPAY_API_URL: standIn.url,
  });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.statuses.clear();
});

const site = inProcessSiteForFile();

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "203.0.113.7", requestId: "request-1" };

/** A customer's accepted quote in XOF (1,000,000 F CFA) routed to the Abidjan office: its link and booking. */
async function acceptedXofQuote(currency: "XOF" | "USD" = "XOF") {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
  const today = agencyToday();
  const departure = await addDeparture(tour.id, {
    startDate: addDays(today, 60),
    capacity: 10,
    seatsBooked: 0,
    status: "scheduled",
    price: null,
  });
  const enquiry = await addEnquiry(
    { name: "Awa Koné", email: "awa@example.com", phone: null, subject: "Tour Booking", message: "Two of us." },
    "sender-awa",
  );
  await getDb().updateTable("enquiries").set({ office: "abidjan" }).where("id", "=", enquiry.id).execute();
  const { token } = await withAuditOrigin(RIMA, async () => {
    const quote = await createQuote(
      {
        enquiryId: enquiry.id,
        locale: "fr",
        departureId: departure.id,
        currency,
        validUntil: addDays(today, 14),
        note: "",
        lines: [
          {
            kind: "adult",
            description: "Adult seat",
            quantity: 2,
            unitPrice: { amountMinor: currency === "XOF" ? 500_000 : 129_900, currency },
          },
        ],
        perUsdMicros: currency === "XOF" ? 600_000_000 : null,
        rateDay: currency === "XOF" ? today : null,
      },
      today,
    );
    const sent = await sendQuote(quote.id, quote.version, "awa@example.com", today);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    return { token: sent.token! };
  });
  expect(await acceptQuote(token, today)).toMatchObject({ status: "accepted" });
  const quote = (await getQuoteByToken(token))!;
  const booking = (await bookingOfQuote(quote.id))!;
  return { token, booking };
}

/** The fields CinetPay posts to the notify URL, for a transaction. */
function notificationFields(transactionId: string, amount = "1000000"): Record<string, string> {
  return {
    cpm_site_id: SITE_ID,
    cpm_trans_id: transactionId,
    cpm_trans_date: "2026-11-27 10:00:00",
    cpm_amount: amount,
    cpm_currency: "XOF",
    signature: "cinetpay-own-signature",
    payment_method: "OM",
    cel_phone_num: "0707123456",
    cpm_phone_prefixe: "225",
    cpm_language: "fr",
    cpm_version: "V4",
    cpm_payment_config: "Single",
    cpm_page_action: "Payment",
    cpm_custom: "",
    cpm_designation: "",
    cpm_error_message: "",
  };
}

describeEachDatabase("paying online with CinetPay", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });

  /** Posts "Pay online" as a browser without JavaScript does; the transaction the site started. */
  async function payOnline(token: string) {
    const response = await fetch(`${base()}/fr/quote/${token}?pay`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
      body: "",
    });
    const started = standIn.requests.filter((request) => request.path === "/v2/payment").at(-1);
    return { response, transactionId: String(started?.body.transaction_id ?? ""), asked: started?.body };
  }

  async function notify(fields: Record<string, string>, token: string | null = cinetPayToken(fields, SECRET)) {
    const response = await fetch(`${base()}/payments/cinetpay/notify`, {
      method: "POST",
      // A server's post: no Origin, no Referer, no cookie.
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(token === null ? {} : { "x-token": token }) },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, text: await response.text() };
  }

  const payments = () => getDb().selectFrom("payments").selectAll().execute();
  const notifications = () => getDb().selectFrom("payment_notifications").selectAll().orderBy("received_at").execute();

  test("the quote page offers Pay online for the XOF balance; its post sends the customer to CinetPay's page for that amount", async () => {
    const { token } = await acceptedXofQuote();
    const page = await (await fetch(`${base()}/fr/quote/${token}`)).text();
    expect(page).toContain("Payer ");
    expect(page).toContain(`action="/fr/quote/${token}?pay"`);
    const { response, transactionId, asked } = await payOnline(token);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${standIn.url}/payment/${transactionId}`);
    expect(transactionId).toMatch(/^CW-[0-9a-f]{32}$/);
    expect(asked).toMatchObject({
      amount: 1_000_000,
      currency: "XOF",
      site_id: SITE_ID,
      notify_url: "http://localhost:3000/payments/cinetpay/notify",
      return_url: `http://localhost:3000/fr/quote/${token}`,
    });
    // A second start is another transaction.
    expect((await payOnline(token)).transactionId).not.toBe(transactionId);
  });

  test("a valid notification records one payment at the Abidjan office with its receipt number; told again, still one", async () => {
    const { token, booking } = await acceptedXofQuote();
    const { transactionId } = await payOnline(token);
    standIn.statuses.set(transactionId, { answer: "status", status: "ACCEPTED", amount: "1000000", currency: "XOF" });
    expect(await notify(notificationFields(transactionId))).toEqual({ status: 200, text: "OK" });
    const recorded = await payments();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      account_kind: "booking",
      account_id: booking.id,
      method: "online",
      currency: "XOF",
      office_id: "abidjan",
      provider: "cinetpay",
      provider_transaction_id: transactionId,
      recorded_by_name: "CinetPay",
    });
    expect(Number(recorded[0]!.amount_minor)).toBe(1_000_000);
    expect(recorded[0]!.receipt_number).toMatch(/^ABJ-R-\d{4}-0001$/);

    expect(await notify(notificationFields(transactionId))).toEqual({ status: 200, text: "OK" });
    expect(await payments()).toHaveLength(1);
    expect((await notifications()).map((row) => [row.status, row.reason, row.payment_id])).toEqual([
      ["recorded", "accepted", recorded[0]!.id],
      ["recorded", "already-recorded", recorded[0]!.id],
    ]);
    // Paid: the page offers nothing more to pay.
    const page = await (await fetch(`${base()}/fr/quote/${token}`)).text();
    expect(page).not.toContain("?pay");
  });

  test("a bad or missing signature answers 401 and keeps nothing", async () => {
    const { token } = await acceptedXofQuote();
    const { transactionId } = await payOnline(token);
    standIn.statuses.set(transactionId, { answer: "status", status: "ACCEPTED", amount: "1000000", currency: "XOF" });
    const fields = notificationFields(transactionId);
    expect((await notify(fields, null)).status).toBe(401);
    expect((await notify(fields, cinetPayToken(fields, "another-secret"))).status).toBe(401);
    // Signed, then one field changed on the way.
    expect((await notify({ ...fields, cpm_amount: "5" }, cinetPayToken(fields, SECRET))).status).toBe(401);
    expect((await notify(fields, "")).status).toBe(401);
    expect(await payments()).toEqual([]);
    expect(await notifications()).toEqual([]);
    expect(standIn.requests.filter((request) => request.path === "/v2/payment/check")).toEqual([]);
  });

  test("CinetPay telling another amount or currency than asked holds the notification for review and records no payment", async () => {
    const { token } = await acceptedXofQuote();
    const first = (await payOnline(token)).transactionId;
    standIn.statuses.set(first, { answer: "status", status: "ACCEPTED", amount: "100", currency: "XOF" });
    expect((await notify(notificationFields(first))).status).toBe(200);
    const second = (await payOnline(token)).transactionId;
    standIn.statuses.set(second, { answer: "status", status: "ACCEPTED", amount: "1000000", currency: "XAF" });
    expect((await notify(notificationFields(second))).status).toBe(200);
    expect(await payments()).toEqual([]);
    const kept = await notifications();
    expect(kept.map((row) => [row.transaction_id, row.status, row.reason, row.told_amount, row.told_currency])).toEqual([
      [first, "held", "amount-differs", "100", "XOF"],
      [second, "held", "currency-differs", "1000000", "XAF"],
    ]);
    expect(Number(kept[0]!.asked_minor)).toBe(1_000_000);
    // The fields as received, no secret among them.
    expect(JSON.parse(kept[0]!.fields)).toMatchObject({ cpm_trans_id: first, cpm_amount: "1000000" });
    expect(kept[0]!.fields).not.toContain(SECRET);
  });

  test("a status check refused or unreachable records nothing and keeps the notification as pending; REFUSED is kept as refused", async () => {
    const { token } = await acceptedXofQuote();
    const refused = (await payOnline(token)).transactionId;
    standIn.statuses.set(refused, { answer: "refuse" });
    expect((await notify(notificationFields(refused))).status).toBe(503);
    const dropped = (await payOnline(token)).transactionId;
    standIn.statuses.set(dropped, { answer: "drop" });
    expect((await notify(notificationFields(dropped))).status).toBe(503);
    const cancelled = (await payOnline(token)).transactionId;
    standIn.statuses.set(cancelled, { answer: "status", status: "REFUSED", amount: "1000000", currency: "XOF" });
    expect((await notify(notificationFields(cancelled))).status).toBe(200);
    expect(await payments()).toEqual([]);
    expect((await notifications()).map((row) => [row.transaction_id, row.status, row.reason])).toEqual([
      [refused, "pending", expect.stringMatching(/^check-failed:no-status:403/)],
      [dropped, "pending", "check-failed:unreachable"],
      [cancelled, "refused", "status-refused"],
    ]);
    // Told again once CinetPay answers: recorded then.
    standIn.statuses.set(dropped, { answer: "status", status: "ACCEPTED", amount: "1000000", currency: "XOF" });
    expect((await notify(notificationFields(dropped))).status).toBe(200);
    expect(await payments()).toHaveLength(1);
  });

  test("bad input of any kind is a 4xx and keeps nothing: not a form, too large, a file, a transaction never started", async () => {
    const post = (body: BodyInit, headers: Record<string, string>) =>
      fetch(`${base()}/payments/cinetpay/notify`, { method: "POST", headers, body }).then((response) => response.status);
    expect(await post('{"cpm_trans_id":"x"}', { "Content-Type": "application/json" })).toBe(415);
    expect(await post("a=" + "x".repeat(20_000), { "Content-Type": "application/x-www-form-urlencoded" })).toBe(413);
    expect(await post("%%%&&&==", { "Content-Type": "application/x-www-form-urlencoded" })).toBe(401);
    const file = new FormData();
    file.append("cpm_trans_id", new Blob(["x"]), "x.txt");
    expect(await post(file, {})).toBe(400);
    // Signed but never started here: kept as refused, nothing recorded.
    const stranger = notificationFields("CW-00000000000000000000000000000000");
    expect((await notify(stranger)).status).toBe(200);
    // Signed with a transaction id this site never makes.
    const odd = notificationFields("x'; drop table payments; --");
    expect((await notify(odd)).status).toBe(400);
    expect(await payments()).toEqual([]);
    expect((await notifications()).map((row) => [row.status, row.reason])).toEqual([["refused", "unknown-transaction"]]);
  });

  test("without CinetPay the page shows the office's payment instructions in its language", async () => {
    const { token } = await acceptedXofQuote();
    const stored = await getSiteContentSection("offices");
    const offices = {
      ...stored.document,
      abidjan: {
        ...stored.document.abidjan,
        paymentInstructions: { en: "Orange Money +225 07 07 000 000", fr: "Orange Money : +225 07 07 000 000" },
      },
    };
    expect(await withAuditOrigin(RIMA, () => saveSiteContentSection("offices", offices, stored.version))).toMatchObject({ status: "ok" });
    expect(await quotePaymentView(token, "fr", recordedProvider)).toEqual({
      kind: "office",
      due: expect.stringContaining("000"),
      officeName: "Abidjan",
      instructions: "Orange Money : +225 07 07 000 000",
    });
    // Arabic falls back to English, field by field.
    expect(await quotePaymentView(token, "ar", recordedProvider)).toMatchObject({
      kind: "office",
      instructions: "Orange Money +225 07 07 000 000",
    });
  });
});
