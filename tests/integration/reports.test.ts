import { beforeEach, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import { REPORTS_ADMIN_TEXTS } from "~/content/reports";
import type { ReportTable } from "~/domain/reports";
import * as reportCsvRoute from "~/routes/admin/reports/report-csv";
import * as reportScreen from "~/routes/admin/reports/report";
import type { ReportView } from "~/routes/admin/reports/report-screens.server";
import * as reportsIndex from "~/routes/admin/reports/reports";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { getAccount } from "~/server/money/accounts.server";
import { recordPayment, recordRefund, reversePayment, type NewPayment } from "~/server/money/payments.server";
import { getDb } from "~/server/platform/db.server";
import { officeChoices } from "~/server/platform/offices.server";
import { now } from "~/server/platform/records.server";
import { seedRateCard, seedShipment } from "./cargo-helpers";
import { getRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { seedBooking } from "./money-helpers";

/*
 * The reports (issue #28): each screen's figures on a small fixed data set, computed by hand
 * here; the CSV is the table cell for cell; a wrong filter is a 400 with its message and nothing
 * else. Read as an editor: editors see reports (decision 0059).
 */

const NADIA: AuditOrigin = { actor: { id: "user-nadia", name: "Nadia" }, ip: null, requestId: null };
const today = agencyToday();

async function seedRates() {
  await getDb()
    .insertInto("exchange_rates")
    .values([
      { id: "rate-lbp", currency: "LBP", per_usd_micros: 89_500_000_000, applies_from: "2026-01-01", created_at: now(), created_by: null },
      { id: "rate-xof", currency: "XOF", per_usd_micros: 600_000_000, applies_from: "2026-01-01", created_at: now(), created_by: null },
    ])
    .execute();
}

async function pay(input: Omit<NewPayment, "accountKind">) {
  const result = await withAuditOrigin(NADIA, () => recordPayment({ accountKind: "shipment", ...input }));
  if (result.status !== "ok") throw new Error(`payment refused: ${result.problem}`);
  return result.payment;
}

async function screen(report: string, query: string, cookie: string) {
  const outcome = await run(reportScreen.loader, getRequest(`/admin/reports/${report}?${query}`, cookie), { report });
  return { status: outcome.status, view: outcome.body as ReportView };
}

async function csv(report: string, query: string, cookie: string) {
  return run(reportCsvRoute.loader, getRequest(`/admin/reports/${report}.csv?${query}`, cookie), { report });
}

/** A CSV file as rows of cells (every cell quoted, CRLF lines, a byte-order mark first). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"')));
}

const texts = (table: ReportTable) => table.rows.map((row) => row.map((cell) => cell.text));

async function expectCsvIsTable(report: string, query: string, table: ReportTable, cookie: string) {
  const file = await csv(report, `${query}&table=${table.id}`, cookie);
  expect(file.status).toBe(200);
  expect(file.headers?.get("Content-Type")).toContain("text/csv");
  expect(parseCsv(String(file.body))).toEqual([table.columns.map((column) => column.label), ...texts(table)]);
}

describeEachDatabase("reports", () => {
  let cookie: string;
  let officeName: (id: string) => string;
  beforeEach(async () => {
    cookie = await signedInCookie("editor");
    const offices = await officeChoices();
    officeName = (id) => offices.find((office) => office.id === id)!.name;
  });

  test("the index lists every screen", async () => {
    const outcome = await run(reportsIndex.loader as never, getRequest("/admin/reports", cookie));
    expect(outcome.status).toBe(200);
    expect((outcome.body as { built: string[] }).built).toEqual(["sales", "cash", "receivables", "enquiries", "departures", "cargo"]);
  });

  test("enquiries: the funnel per kind with its total, win rate, lost reasons and sources, each table its CSV", async () => {
    // Three enquiries on 10 May 2026 (the funnel's own rules are checked by hand in enquiry-funnel.test.ts).
    const at = "2026-05-10T09:00:00.000Z";
    const base = { email: "e@example.com", phone: null, message: "?", tour_id: null, read_at: null, archived_at: null, sender_key: "k" };
    const enquiry = (id: string, kind: string, status: string, utm: string | null) => ({
      ...base,
      id,
      name: `Guest ${id}`,
      subject: `Subject ${id}`,
      created_at: at,
      locale: "en",
      kind,
      details: null,
      departure_id: null,
      status,
      assignee_id: null,
      last_activity_at: at,
      version: 1,
      currency: null,
      office: "beirut",
      reference: `E-2026-90${id.slice(-2)}`,
      utm_source: utm,
    });
    await getDb()
      .insertInto("enquiries")
      .values([
        enquiry("enq-01", "tour", "won", "newsletter"),
        enquiry("enq-02", "air", "lost", null),
        enquiry("enq-03", "contact", "new", "newsletter"),
      ])
      .execute();
    const query = "period=month&month=2026-05";
    const { status, view } = await screen("enquiries", query, cookie);
    expect(status).toBe(200);
    expect(view.charts.map((chart) => chart.id)).toEqual(["enquiries-funnel", "enquiries-sources"]);
    expect(view.charts[0]!.svg).toContain("<svg");
    const [funnel, lost, sources] = view.tables;
    // Kind, received, replied, quoted, won, lost, win rate, median first reply.
    expect(texts(funnel!)).toEqual([
      ["Tour", "1", "0", "0", "1", "0", "100%", "—"],
      ["Air tickets", "1", "0", "0", "0", "1", "0%", "—"],
      ["Cargo", "0", "0", "0", "0", "0", "—", "—"],
      ["Visa", "0", "0", "0", "0", "0", "—", "—"],
      ["General", "1", "0", "0", "0", "0", "—", "—"],
      ["All kinds", "3", "0", "0", "1", "1", "50%", "—"],
    ]);
    expect(texts(lost!)).toEqual([["Never quoted", "1"]]);
    expect(texts(sources!)).toEqual([
      ["newsletter", "Campaign", "2"],
      ["Typed the address, a bookmark, or not known", "Direct", "1"],
    ]);
    for (const table of view.tables) await expectCsvIsTable("enquiries", query, table, cookie);
    // Another office's period has none of them.
    const abidjan = await screen("enquiries", `${query}&office=abidjan`, cookie);
    expect(texts(abidjan.view.tables[0]!).at(-1)).toEqual(["All kinds", "0", "0", "0", "0", "0", "—", "—"]);
  });

  test("sales: bookings, seats and revenue per month and currency, ≈ USD at the dated rate, never one sum; month on the agency's calendar", async () => {
    await seedRates();
    const usd = await seedBooking({ currency: "USD", unitMinor: 100_000, adults: 2, office: "beirut" });
    const xof = await seedBooking({ currency: "XOF", unitMinor: 500_000, adults: 3, office: "abidjan" });
    const lateEvening = await seedBooking({ currency: "USD", unitMinor: 80_000, adults: 1, office: "beirut" });
    const released = await seedBooking({ currency: "USD", unitMinor: 999_900, adults: 4, office: "beirut" });
    const setCreated = (id: string, at: string) => getDb().updateTable("bookings").set({ created_at: at }).where("id", "=", id).execute();
    await setCreated(usd.booking.id, "2026-03-10T10:00:00.000Z");
    await setCreated(xof.booking.id, "2026-03-11T10:00:00.000Z");
    // 22:30 UTC on 31 March is 1:30 on 1 April in Beirut: an April booking.
    await setCreated(lateEvening.booking.id, "2026-03-31T22:30:00.000Z");
    await setCreated(released.booking.id, "2026-03-12T10:00:00.000Z");
    await getDb().updateTable("bookings").set({ status: "released" }).where("id", "=", released.booking.id).execute();

    const query = "period=quarter&quarter=2026-Q1&usd=1";
    const { status, view } = await screen("sales", query, cookie);
    expect(status).toBe(200);
    const [table] = view.tables;
    expect(table!.columns.map((column) => column.label)).toEqual([
      "Month",
      "Currency",
      "Bookings",
      "Seats",
      "Revenue",
      "≈ USD at the dated rate",
    ]);
    expect(texts(table!)).toEqual([
      ["2026-03", "USD", "1", "2", "2,000.00", "2,000.00"],
      ["2026-03", "XOF", "1", "3", "1,500,000", "2,500.00"],
      ["Total", "USD", "1", "2", "2,000.00", "2,000.00"],
      ["Total", "XOF", "1", "3", "1,500,000", "2,500.00"],
    ]);
    expect(view.charts.map((chart) => chart.id)).toEqual(["sales-USD", "sales-XOF"]);
    expect(view.charts[0]!.svg).toContain("<title>USD — 2026-03: 2,000.00</title>");
    expect(view.notes.join(" ")).toContain("accepted quote's total");
    await expectCsvIsTable("sales", query, table!, cookie);

    const april = await screen("sales", "period=month&month=2026-04", cookie);
    expect(texts(april.view.tables[0]!)).toEqual([
      ["2026-04", "USD", "1", "1", "800.00"],
      ["Total", "USD", "1", "1", "800.00"],
    ]);
    const abidjan = await screen("sales", "period=year&year=2026&office=abidjan", cookie);
    expect(texts(abidjan.view.tables[0]!).map((row) => row.slice(0, 2))).toEqual([
      ["2026-03", "XOF"],
      ["Total", "XOF"],
    ]);
  });

  test("a report read in Arabic or French: its words, its numbers, time from right to left in Arabic, and the CSV in the same words", async () => {
    await seedRates();
    const usd = await seedBooking({ currency: "USD", unitMinor: 123_456, adults: 2, office: "beirut" });
    const xof = await seedBooking({ currency: "XOF", unitMinor: 500_000, adults: 3, office: "abidjan" });
    await getDb().updateTable("bookings").set({ created_at: "2026-02-10T10:00:00.000Z" }).where("id", "=", usd.booking.id).execute();
    await getDb().updateTable("bookings").set({ created_at: "2026-03-11T10:00:00.000Z" }).where("id", "=", xof.booking.id).execute();

    const arabic = "period=quarter&quarter=2026-Q1&lang=ar";
    const ar = await screen("sales", arabic, cookie);
    expect(ar.status).toBe(200);
    expect(ar.view.lang).toBe("ar");
    expect(ar.view.title).toBe("المبيعات");
    const words = REPORTS_ADMIN_TEXTS.ar.sales;
    expect(ar.view.tables[0]!.columns.map((column) => column.label)).toEqual([
      words.columns.month,
      words.columns.currency,
      words.columns.bookings,
      words.columns.seats,
      words.columns.revenue,
    ]);
    // Figures keep Western digits, left to right; the totals' word is Arabic, one total per currency.
    expect(texts(ar.view.tables[0]!)).toEqual([
      ["2026-02", "USD", "1", "2", "2,469.12"],
      ["2026-03", "XOF", "1", "3", "1,500,000"],
      [words.total, "USD", "1", "2", "2,469.12"],
      [words.total, "XOF", "1", "3", "1,500,000"],
    ]);
    // Right to left: January stands at the right, March at the left.
    const svg = ar.view.charts[0]!.svg;
    expect(svg).toContain('data-dir="rtl"');
    const x = (month: string) => Number(new RegExp(`<text x="([\\d.]+)"[^>]*>${month}</text>`).exec(svg)?.[1]);
    expect(x("2026-01")).toBeGreaterThan(x("2026-02"));
    expect(x("2026-02")).toBeGreaterThan(x("2026-03"));
    expect(ar.view.tables[0]!.csvHref).toContain("lang=ar");
    await expectCsvIsTable("sales", arabic, ar.view.tables[0]!, cookie);

    const french = await screen("sales", "period=quarter&quarter=2026-Q1&lang=fr", cookie);
    expect(french.view.title).toBe("Ventes");
    expect(texts(french.view.tables[0]!)[1]!.slice(4)).toEqual(["1\u202f500\u202f000"]);
    expect(french.view.charts[0]!.svg).toContain('data-dir="ltr"');

    const unknown = await screen("sales", "lang=de", cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.view.problems).toEqual(["Choose English, French or Arabic for the report."]);
  });

  test("cash: money in and out per month, office, method and currency, reversals and refunds as the ledger counts them", async () => {
    await seedRates();
    await seedRateCard();
    const shipment = await seedShipment();
    await pay({ accountId: shipment.id, amountMinor: 10_000, currency: "USD", method: "cash", office: "beirut" });
    await pay({ accountId: shipment.id, amountMinor: 15_000, currency: "XOF", method: "wave", reference: "W-1", office: "abidjan" });
    const omt = await pay({
      accountId: shipment.id,
      amountMinor: 5_000,
      currency: "USD",
      method: "omt",
      reference: "O-1",
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
        reason: "Twice",
      }),
    );
    expect(refund.status).toBe("ok");
    expect((await withAuditOrigin(NADIA, () => reversePayment(omt.id, "Wrong shipment"))).status).toBe("ok");

    const month = today.slice(0, 7);
    const query = `period=month&month=${month}`;
    const { status, view } = await screen("cash", query, cookie);
    expect(status).toBe(200);
    expect(texts(view.tables[0]!)).toEqual([
      [month, officeName("beirut"), "Cash", "USD", "100.00", "20.00", "80.00"],
      [month, officeName("beirut"), "OMT", "USD", "50.00", "50.00", "0.00"],
      [month, officeName("abidjan"), "Wave", "XOF", "15,000", "0", "15,000"],
    ]);
    expect(view.charts.map((chart) => chart.id)).toEqual(["cash-USD", "cash-XOF"]);
    await expectCsvIsTable("cash", query, view.tables[0]!, cookie);
    const abidjan = await screen("cash", `${query}&office=abidjan`, cookie);
    expect(texts(abidjan.view.tables[0]!)).toHaveLength(1);
  });

  test("receivables: owed per currency aged not yet due, 1–30, 31–60, 61+, each account linked", async () => {
    await seedRates();
    await seedRateCard();
    const late = (days: number) => seedShipment({ dropOffDate: addDays(today, -days) });
    const [ten, fortyFive, seventyFive, twoHundred] = [await late(10), await late(45), await late(75), await late(200)];
    const soon = await seedShipment({ dropOffDate: addDays(today, 5) });
    const owed = async (id: string) => (await getAccount("shipment", id))!.owedMinor;
    const amount = (minor: number) => (minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });

    const query = `period=custom&from=${addDays(today, -365)}&to=${addDays(today, 30)}`;
    const { status, view } = await screen("receivables", query, cookie);
    expect(status).toBe(200);
    const [ageing, accounts] = view.tables;
    const total =
      (await owed(ten.id)) +
      (await owed(fortyFive.id)) +
      (await owed(seventyFive.id)) +
      (await owed(twoHundred.id)) +
      (await owed(soon.id));
    expect(texts(ageing!)).toEqual([
      [
        "USD",
        amount(await owed(soon.id)),
        amount(await owed(ten.id)),
        amount(await owed(fortyFive.id)),
        amount((await owed(seventyFive.id)) + (await owed(twoHundred.id))),
        amount(total),
      ],
    ]);
    expect(accounts!.rows).toHaveLength(5);
    expect(accounts!.rows[0]![0]).toMatchObject({
      text: `Shipment ${twoHundred.trackingNumber}`,
      href: `/admin/shipments/${twoHundred.id}`,
    });
    await expectCsvIsTable("receivables", query, ageing!, cookie);
    await expectCsvIsTable("receivables", query, accounts!, cookie);

    // Parts due after the period's end are left out: a period ending yesterday has nothing not yet due.
    const past = await screen("receivables", `period=custom&from=${addDays(today, -365)}&to=${addDays(today, -1)}`, cookie);
    expect(past.view.tables[0]!.rows[0]![1]!.text).toBe("0.00");
  });

  test("departures: booked, held (running holds only) and free per departure, upcoming first", async () => {
    const held = await seedBooking({ adults: 2, daysAhead: 20 });
    const heldTour = (
      await getDb().selectFrom("departures").select("tour_id").where("id", "=", held.departure.id).executeTakeFirstOrThrow()
    ).tour_id;
    const lapsed = await seedBooking({ adults: 3, daysAhead: 10 });
    await getDb()
      .updateTable("bookings")
      .set({ held_until: addDays(today, -1) })
      .where("id", "=", lapsed.booking.id)
      .execute();
    await seedDestination({ title: "Petra" }, "petra");
    const petra = await seedTour({ title: "Petra by Night", price: 900, duration: 4, destinationId: "petra" });
    await addDeparture(petra.id, { startDate: addDays(today, -5), status: "scheduled", price: null, capacity: 10, seatsBooked: 4 });
    await addDeparture(petra.id, { startDate: addDays(today, 3), status: "cancelled", price: null, capacity: 10, seatsBooked: 0 });

    const query = `period=custom&from=${addDays(today, -30)}&to=${addDays(today, 60)}&office=beirut`;
    const { status, view } = await screen("departures", query, cookie);
    expect(status).toBe(200);
    // Tour titles aside (the factory numbers them): date, capacity, booked, held, free, fill rate.
    expect(texts(view.tables[0]!).map((row) => [row[0], ...row.slice(2)])).toEqual([
      [addDays(today, 10), "40", "0", "0", "40", "0%"],
      [addDays(today, 20), "40", "0", "2", "38", "5%"],
      [addDays(today, -5), "10", "4", "0", "6", "40%"],
    ]);
    expect(view.tables[0]!.rows[2]![1]!.text).toBe("Petra by Night");
    expect(view.tables[0]!.rows[1]![1]!.href).toBe(`/admin/tours/${encodeURIComponent(heldTour)}`);
    expect(view.officeApplies).toBe(false);
    expect(view.charts[0]!.svg).toContain("— Held: 2</title>");
    await expectCsvIsTable("departures", query, view.tables[0]!, cookie);
  });

  test("cargo: shipments and chargeable kg per route and month, days from ready to delivered, the longest waiting", async () => {
    await seedRateCard();
    // Each shipment weighs 35 kg chargeable: 15 (a 30×45×65 box by volume) + 10 + 10.
    const march = [await seedShipment({ dropOffDate: "2026-03-02" }), await seedShipment({ dropOffDate: "2026-03-20" })];
    await seedShipment({ dropOffDate: "2026-04-01" });
    // The way back, its route set by hand (the card is Beirut to Abidjan's).
    const back = await seedShipment({ dropOffDate: "2026-03-05" });
    await getDb().updateTable("shipments").set({ from_office: "abidjan", to_office: "beirut" }).where("id", "=", back.id).execute();
    const event = (shipmentId: string, status: string, at: string, sequence: number) => ({
      id: `event-${shipmentId}-${status}`,
      shipment_id: shipmentId,
      sequence,
      status,
      place: "Abidjan",
      public_note: "",
      internal_note: "",
      office: "abidjan",
      recorded_at: at,
      recorded_by: null,
      recorded_by_name: null,
      batch_event_id: null,
    });
    await getDb()
      .insertInto("shipment_events")
      .values([
        event(march[0]!.id, "ready-for-pickup", "2026-03-10T08:00:00.000Z", 50),
        event(march[0]!.id, "delivered", "2026-03-12T20:00:00.000Z", 51),
        event(march[1]!.id, "ready-for-pickup", "2026-03-25T08:00:00.000Z", 50),
      ])
      .execute();
    await getDb().updateTable("shipments").set({ status: "ready-for-pickup" }).where("id", "=", march[1]!.id).execute();

    const query = "period=quarter&quarter=2026-Q1";
    const { status, view } = await screen("cargo", query, cookie);
    expect(status).toBe(200);
    const [routes, pickup, waiting] = view.tables;
    const route = (from: string, to: string) => `${officeName(from)} → ${officeName(to)}`;
    expect(texts(routes!)).toEqual([
      ["2026-03", route("beirut", "abidjan"), "2", "70.0"],
      ["2026-03", route("abidjan", "beirut"), "1", "35.0"],
    ]);
    expect(texts(pickup!)).toEqual([[officeName("abidjan"), "1", "2.5", "2.5"]]);
    expect(waiting!.rows).toHaveLength(1);
    expect(waiting!.rows[0]![0]).toEqual({ text: march[1]!.trackingNumber, href: `/admin/shipments/${march[1]!.id}` });
    expect(waiting!.rows[0]![3]!.text).toBe("2026-03-25");
    expect(view.charts.map((chart) => chart.id)).toEqual(["cargo-routes", "cargo-pickup"]);
    for (const table of view.tables) await expectCsvIsTable("cargo", query, table, cookie);

    const monrovia = await screen("cargo", `${query}&office=monrovia`, cookie);
    expect(monrovia.view.tables.map((table) => table.rows.length)).toEqual([0, 0, 0]);
  });

  test("a wrong filter is a 400 with its message, on the screen and the CSV; an unknown report is a 404", async () => {
    for (const [query, message] of [
      ["period=month&month=2026-13", "Give the month as YYYY-MM"],
      ["period=quarter&quarter=2026-Q5", "Give the quarter"],
      ["period=year&year=20x6", "Give the year"],
      ["period=custom&from=2026-03-10&to=2026-03-01", "The last day comes before the first"],
      ["period=custom&from=2016-01-01&to=2026-03-01", "five years at most"],
      ["period=custom&from=2026-02-30&to=2026-03-01", "Give the first day"],
      ["period=week", "Choose a month, a quarter"],
      ["office=paris", "Choose one of the offices"],
    ] as const) {
      const { status, view } = await screen("sales", query, cookie);
      expect(status, query).toBe(400);
      expect(view.problems.join(" "), query).toContain(message);
      expect(view.tables).toEqual([]);
      const file = await csv("sales", query, cookie);
      expect(file.status, query).toBe(400);
      expect(String(file.body)).toContain(message);
    }
    expect((await screen("nonsense", "", cookie)).status).toBe(404);
    expect((await csv("cargo", "table=nonsense", cookie)).status).toBe(404);
  });
});
