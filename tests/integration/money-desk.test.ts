import { beforeEach, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import { zonedDayStart } from "~/domain/money-desk";
import { formatMoney, money, type CurrencyCode } from "~/domain/money";
import * as cashUpScreen from "~/routes/admin/money/cash-up";
import * as invoicesCsv from "~/routes/admin/money/invoices-csv";
import * as owedScreen from "~/routes/admin/money/owed";
import * as paymentsCsv from "~/routes/admin/money/payments-csv";
import * as paymentsScreen from "~/routes/admin/money/payments";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { bookingOfQuote } from "~/server/enquiries/bookings.server";
import { acceptQuote, createQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { getAccount } from "~/server/money/accounts.server";
import { getCashUpDay } from "~/server/money/cash-ups.server";
import { listPayments } from "~/server/money/payment-lists.server";
import { recordPayment, recordRefund, reversePayment, type NewPayment } from "~/server/money/payments.server";
import { getReceivables } from "~/server/money/receivables.server";
import { getDb } from "~/server/platform/db.server";
import { now } from "~/server/platform/records.server";
import { asNadia, seedRateCard, seedShipment } from "./cargo-helpers";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";
import { renderScreen, shownText } from "./screen-render";

/*
 * The payments desk (issue #27): the list's filters and its totals per currency, the cash-up's
 * figures per office, method and currency and its close (once, even under parallel posts; admins
 * only; a difference kept), what is owed aged by days past due, and the accountant's CSV files.
 */

const NADIA: AuditOrigin = { actor: { id: "user-nadia", name: "Nadia" }, ip: null, requestId: null };
const OMAR: AuditOrigin = { actor: { id: "user-omar", name: "Omar" }, ip: null, requestId: null };
const BEIRUT = "Asia/Beirut";
const today = agencyToday();
const beirutToday = agencyToday(new Date(), BEIRUT);

async function seedRates() {
  // 89,500 pounds and 600 CFA francs to the dollar, from before any payment.
  await getDb()
    .insertInto("exchange_rates")
    .values([
      { id: "rate-lbp", currency: "LBP", per_usd_micros: 89_500_000_000, applies_from: "2026-01-01", created_at: now(), created_by: null },
      { id: "rate-xof", currency: "XOF", per_usd_micros: 600_000_000, applies_from: "2026-01-01", created_at: now(), created_by: null },
    ])
    .execute();
}

async function pay(origin: AuditOrigin, input: Omit<NewPayment, "accountKind"> & { accountKind?: NewPayment["accountKind"] }) {
  const result = await withAuditOrigin(origin, () => recordPayment({ accountKind: "shipment", ...input }));
  if (result.status !== "ok") throw new Error(`payment refused: ${result.problem}`);
  return result.payment;
}

/**
 * One shipment (in dollars) paid in three currencies at two offices by two people:
 * Beirut: 100.00 USD cash and 2,000,000 LBP cash (Nadia), 50.00 USD by OMT (Omar), then reversed;
 * 20.00 USD paid back in cash. Abidjan: 15,000 XOF by Wave (Omar).
 */
async function seedLedger() {
  await seedRates();
  await seedRateCard();
  const shipment = await seedShipment();
  const cashUsd = await pay(NADIA, { accountId: shipment.id, amountMinor: 10_000, currency: "USD", method: "cash", office: "beirut" });
  const cashLbp = await pay(NADIA, { accountId: shipment.id, amountMinor: 2_000_000, currency: "LBP", method: "cash", office: "beirut" });
  const wave = await pay(OMAR, {
    accountId: shipment.id,
    amountMinor: 15_000,
    currency: "XOF",
    method: "wave",
    reference: "W-1",
    office: "abidjan",
  });
  const omt = await pay(OMAR, {
    accountId: shipment.id,
    amountMinor: 5_000,
    currency: "USD",
    method: "omt",
    reference: "=SUM(A1:A9)",
    office: "beirut",
  });
  const refund = await withAuditOrigin(NADIA, () =>
    recordRefund({
      accountKind: "shipment",
      accountId: shipment.id,
      amountMinor: 2_000,
      currency: "USD",
      method: "cash",
      office: "beirut",
      reason: "Charged twice for packing",
    }),
  );
  if (refund.status !== "ok") throw new Error(refund.problem);
  const reversal = await withAuditOrigin(NADIA, () => reversePayment(omt.id, "Entered on the wrong shipment"));
  if (reversal.status !== "ok") throw new Error(reversal.problem);
  return { shipment, cashUsd, cashLbp, wave, omt, refund: refund.payment, reversal: reversal.payment };
}

const totalsOf = async (query: string) => {
  const list = await listPayments(Object.fromEntries(new URLSearchParams(query)) as never, 1, BEIRUT);
  return Object.fromEntries(
    list.totals.map((line) => [line.currency, [line.receivedMinor, line.refundedMinor, line.reversedMinor, line.netMinor]]),
  );
};

async function listPage(url: string, cookie: string) {
  const loaded = await run(paymentsScreen.loader, getRequest(url, cookie));
  expect(loaded.status, url).toBe(200);
  return { body: loaded.body, page: await renderScreen(paymentsScreen, url, { pattern: "payments", loaderData: loaded.body }) };
}

/** An amount as the page's text reads it (shownText turns no-break spaces into spaces). */
const shown = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value).replace(/\s/g, " ");

const listedIds = (page: string) => [...page.matchAll(/data-payment="([^"]+)"/g)].map((match) => match[1]);

/** The real site in this process, for the screens asked over HTTP as a browser without JavaScript asks them. */
const site = inProcessSiteForFile();

describeEachDatabase("the payments desk", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });
  let editor: string;
  let admin: string;
  beforeEach(async () => {
    editor = await signedInCookie("editor");
    admin = await signedInCookie("admin");
  });

  test("the list shows every row newest first, filters in SQL, and totals each currency apart", async () => {
    const ledger = await seedLedger();
    // Received, refunded, reversed, net: the reversal undoes the OMT payment; nothing is added across currencies.
    expect(await totalsOf("")).toEqual({
      USD: [15_000, 2_000, 5_000, 8_000],
      LBP: [2_000_000, 0, 0, 2_000_000],
      XOF: [15_000, 0, 0, 15_000],
    });
    expect(await totalsOf("office=abidjan")).toEqual({ XOF: [15_000, 0, 0, 15_000] });
    expect(await totalsOf("method=cash")).toEqual({ USD: [10_000, 2_000, 0, 8_000], LBP: [2_000_000, 0, 0, 2_000_000] });
    expect(await totalsOf("recordedBy=user-omar")).toEqual({ USD: [5_000, 0, 0, 5_000], XOF: [15_000, 0, 0, 15_000] });
    expect(await totalsOf("kind=refund")).toEqual({ USD: [0, 2_000, 0, -2_000] });

    const all = await listPage("/admin/payments", editor);
    // Newest first; rows of the same millisecond in the order of their ids, the last first.
    const newestFirst = (rows: { id: string; recordedAt: string }[]) =>
      [...rows].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || b.id.localeCompare(a.id)).map((row) => row.id);
    expect(listedIds(all.page)).toEqual(
      newestFirst([ledger.reversal, ledger.refund, ledger.omt, ledger.wave, ledger.cashLbp, ledger.cashUsd]),
    );
    const totals = shownText(all.page);
    expect(totals).toContain(`USD ${shown(money(150))} ${shown(money(20))} ${shown(money(50))} ${shown(money(80))}`);
    expect(totals).toContain(`LBP ${shown({ amountMinor: 2_000_000, currency: "LBP" })}`);
    // Each row links to its shipment, and a payment received to its receipt.
    expect(all.page).toContain(`href="/admin/shipments/${ledger.shipment.id}"`);
    expect(all.page).toContain(`href="/admin/payments/${ledger.cashUsd.id}/receipt"`);
    expect(all.page).not.toContain(`href="/admin/payments/${ledger.refund.id}/receipt"`);

    const filtered = await listPage("/admin/payments?office=beirut&method=cash&currency=USD", editor);
    expect(listedIds(filtered.page)).toEqual(newestFirst([ledger.refund, ledger.cashUsd]));
    expect(filtered.body.totals).toEqual([
      {
        currency: "USD",
        received: formatMoney(money(100)),
        refunded: formatMoney(money(20)),
        reversed: formatMoney(money(0)),
        net: formatMoney(money(80)),
      },
    ]);
    expect(listedIds((await listPage("/admin/payments?by=user-omar&kind=payment", editor)).page)).toEqual(
      newestFirst([ledger.omt, ledger.wave]),
    );
    expect(listedIds((await listPage(`/admin/payments?from=${addDays(beirutToday, 1)}`, editor)).page)).toEqual([]);
    expect(listedIds((await listPage(`/admin/payments?from=${beirutToday}&to=${beirutToday}`, editor)).page)).toHaveLength(6);
  });

  test("a bad filter value is ignored, never a 500", async () => {
    await seedLedger();
    for (const query of [
      "office=mars",
      "method=bitcoin",
      "currency=EUR",
      "kind=gift",
      "from=2026-02-30&to=yesterday",
      `by=${"x".repeat(5000)}`,
      "page=-3",
      "page=99999999999",
      "office=beirut&office=%00",
    ]) {
      const { body } = await listPage(`/admin/payments?${query}`, editor);
      expect(body.total, query).toBeGreaterThan(0);
    }
  });

  test("the cash-up gives each method's money in each currency at an office on its own day", async () => {
    const ledger = await seedLedger();
    const beirut = await getCashUpDay("beirut", beirutToday);
    expect(beirut.figures.map((figure) => [figure.method, figure.currency, figure.inMinor, figure.outMinor, figure.netMinor])).toEqual([
      ["cash", "USD", 10_000, 2_000, 8_000],
      ["cash", "LBP", 2_000_000, 0, 2_000_000],
      ["omt", "USD", 5_000, 5_000, 0],
    ]);
    expect(beirut.expectedCash).toEqual([
      { currency: "USD", netMinor: 8_000 },
      { currency: "LBP", netMinor: 2_000_000 },
    ]);
    const abidjan = await getCashUpDay("abidjan", agencyToday(new Date(), "Africa/Abidjan"));
    expect(abidjan.figures.map((figure) => [figure.method, figure.currency, figure.netMinor])).toEqual([["wave", "XOF", 15_000]]);

    // A row recorded a millisecond before Beirut's midnight belongs to Beirut's previous day.
    const lastMoment = new Date(Date.parse(zonedDayStart(beirutToday, BEIRUT)) - 1).toISOString();
    await getDb().updateTable("payments").set({ recorded_at: lastMoment }).where("id", "=", ledger.cashLbp.id).execute();
    expect((await getCashUpDay("beirut", beirutToday)).expectedCash).toEqual([{ currency: "USD", netMinor: 8_000 }]);
    expect((await getCashUpDay("beirut", addDays(beirutToday, -1))).expectedCash).toEqual([{ currency: "LBP", netMinor: 2_000_000 }]);

    const url = `/admin/payments/cash-up?office=beirut&day=${beirutToday}`;
    const loaded = await run(cashUpScreen.loader, getRequest(url, editor));
    expect(loaded.status).toBe(200);
    const page = shownText(await renderScreen(cashUpScreen, url, { pattern: "payments/cash-up", loaderData: loaded.body }));
    expect(page).toContain(`Cash USD ${shown(money(100))} ${shown(money(20))} ${shown(money(80))} 2`);
    expect(page).toContain("Only an admin can close the day.");
  });

  test("closing a day keeps the counts and the difference; of 10 parallel closes exactly one wins", async () => {
    await seedLedger();
    const url = `/admin/payments/cash-up?office=beirut&day=${beirutToday}`;
    const form = {
      intent: "close",
      office: "beirut",
      day: beirutToday,
      "counted.USD": "79.00",
      "counted.LBP": "2000000",
      note: "Short by a dollar",
    };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => run(cashUpScreen.action, postRequest(url, form, { cookie: admin }))),
    );
    const statuses = outcomes.map((outcome) => outcome.status).sort();
    expect(statuses).toEqual([302, ...Array(9).fill(409)]);
    expect(await getDb().selectFrom("cash_ups").select("id").execute()).toHaveLength(1);

    const closed = (await getCashUpDay("beirut", beirutToday)).closed!;
    expect(closed.closedByName).toBe("Test admin");
    expect(closed.note).toBe("Short by a dollar");
    expect(closed.counts).toEqual([
      { currency: "USD", expectedMinor: 8_000, countedMinor: 7_900, differenceMinor: -100 },
      { currency: "LBP", expectedMinor: 2_000_000, countedMinor: 2_000_000, differenceMinor: 0 },
    ]);
    const loaded = await run(cashUpScreen.loader, getRequest(url, editor));
    const page = shownText(await renderScreen(cashUpScreen, url, { pattern: "payments/cash-up", loaderData: loaded.body }));
    expect(page).toContain(`USD ${shown(money(80))} ${shown(money(79))} ${shown(money(-1))}`);
    expect(page).toContain("Closed by Test admin");
    expect(page).not.toContain("after it was closed");

    // Cash taken after the close: the close keeps what it counted, and the screen says the day moved on.
    const ledger = await getDb().selectFrom("payments").select("account_id").executeTakeFirstOrThrow();
    await pay(NADIA, { accountId: ledger.account_id, amountMinor: 500, currency: "USD", method: "cash", office: "beirut" });
    const after = await run(cashUpScreen.loader, getRequest(url, editor));
    expect(shownText(await renderScreen(cashUpScreen, url, { pattern: "payments/cash-up", loaderData: after.body }))).toContain(
      "Entries were recorded for this day after it was closed",
    );
    expect((await getCashUpDay("beirut", beirutToday)).closed!.counts[0]).toEqual({
      currency: "USD",
      expectedMinor: 8_000,
      countedMinor: 7_900,
      differenceMinor: -100,
    });
  });

  test("the list is paged 25 rows at a time; the totals count every page", async () => {
    await seedRates();
    await seedRateCard();
    const shipment = await seedShipment();
    for (let index = 0; index < 27; index += 1) {
      await pay(NADIA, { accountId: shipment.id, amountMinor: 100 + index, currency: "USD", method: "cash", office: "beirut" });
    }
    const first = await listPage("/admin/payments", editor);
    const second = await listPage("/admin/payments?page=2", editor);
    expect([listedIds(first.page).length, listedIds(second.page).length]).toEqual([25, 2]);
    expect(new Set([...listedIds(first.page), ...listedIds(second.page)]).size).toBe(27);
    expect(second.body.totals[0].received).toBe(formatMoney({ amountMinor: 27 * 100 + (26 * 27) / 2, currency: "USD" }));
    expect(first.page).toContain('href="/admin/payments?page=2#results"');
    // A page past the last shows the last.
    expect(listedIds((await listPage("/admin/payments?page=9", editor)).page)).toEqual(listedIds(second.page));
  });

  test("an editor cannot close a day, and a bad close is a 4xx that stores nothing", async () => {
    await seedLedger();
    const url = "/admin/payments/cash-up";
    const good = { intent: "close", office: "beirut", day: beirutToday, "counted.USD": "80", "counted.LBP": "2000000", note: "" };
    expect((await run(cashUpScreen.action, postRequest(url, good, { cookie: editor }))).status).toBe(403);
    const refusals: [Record<string, string>, number, string][] = [
      [{ ...good, "counted.USD": "" }, 400, "Count the cash in USD"],
      [{ ...good, "counted.USD": "80.005" }, 400, "The USD count is not an amount"],
      [{ ...good, "counted.LBP": "2000000.5" }, 400, "The LBP count is not an amount"],
      [{ ...good, "counted.USD": "-5" }, 400, "The USD count is not an amount"],
      [{ ...good, day: addDays(beirutToday, 2) }, 400, "has not come yet"],
      [{ ...good, day: "2026-13-01" }, 400, "Choose a day"],
      [{ ...good, office: "paris" }, 400, "No such office"],
      [{ ...good, intent: "reopen" }, 400, "does not know"],
      [{ ...good, note: "n".repeat(501) }, 400, "longer than 500"],
    ];
    for (const [form, status, message] of refusals) {
      const outcome = await run(cashUpScreen.action, postRequest(url, form, { cookie: admin }));
      expect(outcome.status, JSON.stringify(form).slice(0, 80)).toBe(status);
      expect(JSON.stringify(outcome.body)).toContain(message);
    }
    expect(await getDb().selectFrom("cash_ups").select("id").execute()).toEqual([]);
    expect(await getDb().selectFrom("cash_up_counts").select("cash_up_id").execute()).toEqual([]);
  });

  test("the payments CSV follows the list's filter and guards cells a spreadsheet would run", async () => {
    const ledger = await seedLedger();
    const outcome = await run(paymentsCsv.loader, getRequest("/admin/payments.csv?currency=USD&office=beirut", editor));
    expect(outcome.status).toBe(200);
    expect(outcome.headers!.get("Content-Type")).toContain("text/csv");
    const lines = (outcome.body as string)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toContain('"Receipt number"');
    expect(lines).toHaveLength(1 + 4);
    const omtLine = lines.find((line) => line.includes('"OMT"') && line.includes('"Payment"'))!;
    expect(omtLine).toContain(`"'=SUM(A1:A9)"`);
    expect(omtLine).toContain('"50"');
    expect(lines.find((line) => line.includes(ledger.cashUsd.receiptNumber!))).toContain('"100","USD","Cash"');
    expect(lines.join("\n")).not.toContain("XOF");
  });

  test("the invoices CSV lists the invoices table as it stands", async () => {
    const base = {
      account_kind: "shipment",
      account_id: "shipment-1",
      office_id: "beirut",
      currency: "USD",
      locale: "en",
      customer_email: null,
      lines: "[]",
      tax_basis_points: 1100,
      lbp_per_usd_micros: 89_500_000_000,
      rate_day: "2026-03-02",
      reason: "",
      issued_by: "user-nadia",
      issued_by_name: "Nadia",
    };
    await getDb()
      .insertInto("invoices")
      .values([
        {
          ...base,
          id: "inv-1",
          number: "BEY-INV-2026-0001",
          kind: "invoice",
          refers_to_id: null,
          customer_name: '=HYPERLINK("http://x")',
          subtotal_minor: 10_000,
          tax_minor: 1_100,
          total_minor: 11_100,
          lbp_total_minor: 993_450_000,
          issued_at: "2026-03-02T21:30:00.000Z",
        },
        {
          ...base,
          id: "inv-2",
          number: "BEY-CN-2026-0001",
          kind: "credit-note",
          refers_to_id: "inv-1",
          customer_name: "Karim Haddad",
          subtotal_minor: -10_000,
          tax_minor: -1_100,
          total_minor: -11_100,
          lbp_total_minor: -993_450_000,
          issued_at: "2026-03-04T08:00:00.000Z",
        },
      ])
      .execute();
    const outcome = await run(invoicesCsv.loader, getRequest("/admin/invoices.csv", editor));
    expect(outcome.status).toBe(200);
    const lines = (outcome.body as string)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      '"Number","Kind","Refers to","Office","Day","Customer","Currency","Subtotal","Tax","Total","Total in LBP"',
      // Issued at 23:30 in Beirut: the office's day, not UTC's.
      `"BEY-INV-2026-0001","Invoice","","Beirut","2026-03-02","'=HYPERLINK(""http://x"")","USD","100","11","111","993450000"`,
      `"BEY-CN-2026-0001","Credit note","BEY-INV-2026-0001","Beirut","2026-03-04","Karim Haddad","USD","-100","-11","-111","-993450000"`,
    ]);
  });

  test("what is owed: overdue parts aged per currency with the customer and a link, and what falls due in 14 days", async () => {
    await seedRates();
    await seedRateCard();
    const late = (days: number) => seedShipment({ dropOffDate: addDays(today, -days) });
    const [tenDays, fortyFive, seventyFive, twoHundred] = [await late(10), await late(45), await late(75), await late(200)];
    const soon = await seedShipment({ dropOffDate: addDays(today, 5) });
    const atPickup = await seedShipment({ dropOffDate: addDays(today, -50), payer: "receiver" });
    const owed = async (id: string) => (await getAccount("shipment", id))!.owedMinor;
    // Half of the 45-day-old shipment is paid (in pounds, counted in dollars at the day's rate).
    const halfInPounds = Math.round(((await owed(fortyFive.id)) / 2 / 100) * 89_500);
    const paid = await pay(NADIA, {
      accountId: fortyFive.id,
      amountMinor: halfInPounds,
      currency: "LBP",
      method: "cash",
      office: "beirut",
    });
    // A booking accepted today: its deposit is due today, its balance 30 days before a departure in 40 days.
    await seedDestination({ title: "Bali" }, "bali");
    const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
    const departure = await addDeparture(tour.id, {
      startDate: addDays(today, 40),
      status: "scheduled",
      price: null,
      capacity: 10,
      seatsBooked: 0,
    });
    const enquiry = await addEnquiry(
      { name: "Rania Haddad", email: "rania@example.com", phone: null, subject: "Tour Booking", message: "Hello" },
      "sender-rania",
    );
    const quote = await asNadia(() =>
      createQuote({
        departureId: departure.id,
        currency: "XOF",
        validUntil: addDays(today, 14),
        note: "",
        lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: { amountMinor: 500_000, currency: "XOF" } }],
        enquiryId: enquiry.id,
        locale: "fr",
        perUsdMicros: 600_000_000,
        rateDay: today,
      }),
    );
    const sent = await asNadia(() => sendQuote(quote.id, quote.version, enquiry.email));
    if (sent.status !== "ok") throw new Error(sent.status);
    expect((await acceptQuote(sent.token!)).status).toBe("accepted");
    expect(await bookingOfQuote(quote.id)).not.toBeNull();

    const receivables = await getReceivables(1, today);
    const usd = receivables.ageing.find((row) => row.currency === "USD")!;
    expect(usd.buckets).toEqual({
      "0-30": await owed(tenDays.id),
      "31-60": (await owed(fortyFive.id)) - paid.applied.amountMinor,
      "61-90": await owed(seventyFive.id),
      "90+": await owed(twoHundred.id),
    });
    // Nothing of the booking is late; nothing in pounds is owed: no row for those currencies.
    expect(receivables.ageing.map((row) => row.currency)).toEqual(["USD"]);
    expect(receivables.overdue.map((line) => [line.id, line.bucket])).toEqual([
      [twoHundred.id, "90+"],
      [seventyFive.id, "61-90"],
      [fortyFive.id, "31-60"],
      [tenDays.id, "0-30"],
    ]);
    expect(receivables.overdue.some((line) => line.id === atPickup.id)).toBe(false);
    expect(receivables.upcoming.map((line) => [line.account.reference, line.part.kind, line.part.dueOn, line.part.leftMinor])).toEqual([
      [quote.number, "deposit", today, 300_000],
      [soon.trackingNumber, "whole", addDays(today, 5), await owed(soon.id)],
      [quote.number, "balance", addDays(today, 10), 700_000],
    ]);

    const loaded = await run(owedScreen.loader, getRequest("/admin/payments/owed", editor));
    expect(loaded.status).toBe(200);
    const page = await renderScreen(owedScreen, "/admin/payments/owed", { pattern: "payments/owed", loaderData: loaded.body });
    expect(page).toContain(`href="/admin/shipments/${twoHundred.id}"`);
    expect(page).toContain(`href="/admin/quotes/${quote.id}"`);
    expect(shownText(page)).toContain("Karim Haddad");
    expect(shownText(page)).toContain(`Deposit ${shown({ amountMinor: 300_000, currency: "XOF" as CurrencyCode })}`);
  });
  test("over HTTP: the menu leads to Payments, the screens and files answer, an admin closes a day with a posted form", async () => {
    await seedLedger();
    const ask = async (path: string, cookie?: string, form?: Record<string, string>) => {
      const response = await fetch(`${base()}${path}`, {
        redirect: "manual",
        method: form ? "POST" : "GET",
        headers: {
          ...(cookie ? { Cookie: cookie } : {}),
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: base() } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      });
      return {
        status: response.status,
        location: response.headers.get("Location"),
        type: response.headers.get("Content-Type"),
        text: await response.text(),
      };
    };
    expect((await ask("/admin/payments")).status).toBe(302);
    const list = await ask("/admin/payments?currency=XOF", editor);
    expect(list.status).toBe(200);
    expect(list.text).toContain('href="/admin/payments"');
    expect([...list.text.matchAll(/data-payment="/g)]).toHaveLength(1);
    expect(list.text).toContain("W-1");
    for (const path of ["/admin/payments.csv?method=cash", "/admin/invoices.csv"]) {
      const file = await ask(path, editor);
      expect([file.status, file.type], path).toEqual([200, "text/csv; charset=utf-8"]);
    }
    expect((await ask("/admin/payments/owed", editor)).status).toBe(200);

    const cashUp = `/admin/payments/cash-up?office=beirut&day=${beirutToday}`;
    const form = { intent: "close", office: "beirut", day: beirutToday, "counted.USD": "80", "counted.LBP": "2000000", note: "" };
    expect((await ask(cashUp, editor, form)).status).toBe(403);
    const closed = await ask(cashUp, admin, form);
    expect([closed.status, closed.location]).toEqual([302, cashUp]);
    expect((await ask(cashUp, editor)).text).toContain("Closed by Test admin");
    expect((await ask(cashUp, admin, form)).status).toBe(409);
  });
});
