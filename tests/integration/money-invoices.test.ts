import { beforeEach, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import { money } from "~/domain/money";
import { addDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { acceptQuote, createQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { creditNoteOf, getInvoice, issueCreditNote, issueInvoice, listAccountInvoices, taxOf } from "~/server/money/invoices.server";
import { recordPayment } from "~/server/money/payments.server";
import { addRate } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { setSetting } from "~/server/platform/settings.server";
import { asNadia, NADIA, seedRateCard, seedShipment } from "./cargo-helpers";
import { seedDestination, seedTour } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Invoices and credit notes (issue #27) on both databases: numbers without gaps or repeats under
 * parallel issuing (and the core's receipts under parallel recording), the tax and the Beirut
 * office's total in Lebanese pounds to the minor unit, one credit note per invoice even when
 * asked twice at once, and bad input refused with a code, changing nothing.
 */

const YEAR = Number(agencyToday(new Date(), "Asia/Beirut").slice(0, 4));
const number = (series: string, n: number) => `BEY-${series}-${YEAR}-${String(n).padStart(4, "0")}`;
/** 89,500 pounds a dollar, in millionths. */
const LBP_RATE = 89_500_000_000;

async function setLbpRate() {
  const added = await addRate({ currency: "LBP", rate: LBP_RATE, appliesFrom: "2020-01-01", latestId: "" }, NADIA);
  if (added.status !== "ok") throw new Error("rate refused");
}

/** A booking of two adult seats at $1,299 for a customer writing in `locale`, accepted (held). */
async function seedBooking(locale: "en" | "fr" | "ar" = "en") {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
  const today = agencyToday();
  const departure = await addDeparture(tour.id, {
    startDate: addDays(today, 90),
    status: "scheduled",
    price: null,
    capacity: 10,
    seatsBooked: 0,
  });
  const enquiry = await addEnquiry(
    { name: "Rania Haddad", email: "rania@example.com", phone: null, subject: "Tour Booking", message: "Hello" },
    "sender-rania",
    null,
    locale,
  );
  return asNadia(async () => {
    const quote = await createQuote({
      departureId: departure.id,
      currency: "USD",
      validUntil: addDays(today, 14),
      note: "",
      lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: money(1299) }],
      enquiryId: enquiry.id,
      locale,
      perUsdMicros: null,
      rateDay: null,
    });
    const sent = await sendQuote(quote.id, quote.version, enquiry.email);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    const accepted = await acceptQuote(sent.token!);
    if (accepted.status !== "accepted" || !accepted.booking) throw new Error(accepted.status);
    return { booking: accepted.booking, quote };
  });
}

async function counts() {
  const total = async (table: "invoices" | "audit_log" | "mail_outbox" | "document_numbers") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    invoices: await total("invoices"),
    audit: await total("audit_log"),
    mail: await total("mail_outbox"),
    numbers: await total("document_numbers"),
  };
}

test("tax is rounded half up to the minor unit, in integers", () => {
  expect(taxOf(28_000, 1_100)).toBe(3_080);
  expect(taxOf(12_345, 1_100)).toBe(1_358); // 1,357.95
  expect(taxOf(5, 1_000)).toBe(1); // 0.5 exactly goes up
  expect(taxOf(4, 1_000)).toBe(0); // 0.4
  expect(taxOf(9_007_199_254_740, 1_100)).toBe(990_791_918_021); // 990,791,918,021.4, past where a float keeps cents
  expect(taxOf(28_000, 0)).toBe(0);
});

describeEachDatabase("invoices and credit notes", () => {
  beforeEach(async () => {
    await seedRateCard();
    await setLbpRate();
  });

  test("an invoice keeps the account's lines, customer and language, numbered BEY-INV, with the LBP total at the day's rate", async () => {
    const shipment = await seedShipment({ locale: "ar" });
    const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (issued.status !== "ok") throw new Error(issued.problem);
    const invoice = issued.invoice;
    expect(invoice.number).toBe(number("INV", 1));
    expect(invoice).toMatchObject({
      kind: "invoice",
      office: "beirut",
      currency: "USD",
      locale: "ar",
      customer: { name: "Karim Haddad", email: "karim@example.com" },
      subtotalMinor: 28_000,
      taxBasisPoints: 0,
      taxMinor: 0,
      totalMinor: 28_000,
      issuedByName: "Nadia",
    });
    expect(invoice.lines.reduce((sum, line) => sum + line.totalMinor, 0)).toBe(28_000);
    // $280 at 89,500 pounds a dollar.
    expect(invoice.lbp).toEqual({ totalMinor: 25_060_000, perUsdMicros: LBP_RATE, day: agencyToday(new Date(), "Asia/Beirut") });
    expect(await listAccountInvoices("shipment", shipment.id)).toEqual([invoice]);
    // Audited, and mailed to the customer in Arabic with the signed link.
    const audit = await getDb().selectFrom("audit_log").selectAll().where("entity", "=", "invoice").execute();
    expect(audit.map((row) => row.entity_id)).toEqual([invoice.id]);
    const mails = await getDb().selectFrom("mail_outbox").selectAll().where("kind", "=", "money-invoice").execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("ar");
    expect(mails[0]!.subject).toContain(invoice.number);
    expect(mails[0]!.text_body).toMatch(/\/documents\/i[0-9a-f-]+\.[A-Za-z0-9_-]{43}/);
  });

  test("the office's tax rate applies, rounded half up, and the LBP total follows the taxed total", async () => {
    await setSetting("money_tax_rate_beirut", "1100", NADIA);
    const shipment = await seedShipment();
    const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (issued.status !== "ok") throw new Error(issued.problem);
    expect(issued.invoice).toMatchObject({ subtotalMinor: 28_000, taxBasisPoints: 1_100, taxMinor: 3_080, totalMinor: 31_080 });
    expect(issued.invoice.lbp?.totalMinor).toBe(27_816_600);
    // Another office charges nothing, and gives no pounds.
    const abidjan = await asNadia(() => issueInvoice("shipment", shipment.id, "abidjan"));
    if (abidjan.status !== "ok") throw new Error(abidjan.problem);
    expect(abidjan.invoice).toMatchObject({ number: `ABJ-INV-${YEAR}-0001`, taxMinor: 0, totalMinor: 28_000, lbp: null });
  });

  test("200 invoices issued at once on one office get 0001 to 0200, none missing, none twice", async () => {
    const shipment = await seedShipment();
    const results = await Promise.all(Array.from({ length: 200 }, () => asNadia(() => issueInvoice("shipment", shipment.id))));
    const numbers = results.map((result) => (result.status === "ok" ? result.invoice.number : result.problem)).sort();
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => number("INV", index + 1)));
  }, 120_000);

  test("200 cash payments recorded at once on one booking get receipts 0001 to 0200 (the core's promise)", async () => {
    const { booking } = await seedBooking();
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        asNadia(() =>
          recordPayment({
            accountKind: "booking",
            accountId: booking.id,
            amountMinor: 100,
            currency: "USD",
            method: "cash",
            office: "beirut",
          }),
        ),
      ),
    );
    const numbers = results.map((result) => (result.status === "ok" ? result.payment.receiptNumber : result.problem)).sort();
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => number("R", index + 1)));
  }, 120_000);

  test("a credit note cancels an invoice once, with its own number and the same totals; a second is refused", async () => {
    const shipment = await seedShipment();
    const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (issued.status !== "ok") throw new Error(issued.problem);
    const credited = await asNadia(() => issueCreditNote(issued.invoice.id, "  Charged twice for the same box  "));
    if (credited.status !== "ok") throw new Error(credited.problem);
    expect(credited.invoice).toMatchObject({
      kind: "credit-note",
      number: number("CN", 1),
      refersToId: issued.invoice.id,
      reason: "Charged twice for the same box",
      lines: issued.invoice.lines,
      subtotalMinor: issued.invoice.subtotalMinor,
      totalMinor: issued.invoice.totalMinor,
      lbp: issued.invoice.lbp,
    });
    expect((await creditNoteOf(issued.invoice.id))?.id).toBe(credited.invoice.id);
    const before = await counts();
    expect(await asNadia(() => issueCreditNote(issued.invoice.id, "again"))).toEqual({ status: "invalid", problem: "already-credited" });
    expect(await asNadia(() => issueCreditNote(credited.invoice.id, "a note of a note"))).toEqual({
      status: "invalid",
      problem: "not-an-invoice",
    });
    expect(await counts()).toEqual(before);
  });

  test("two credit notes asked at once: exactly one is issued, and no number is lost", async () => {
    const shipment = await seedShipment();
    const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (issued.status !== "ok") throw new Error(issued.problem);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => asNadia(() => issueCreditNote(issued.invoice.id, `reason ${index}`))),
    );
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
    expect(
      results.filter((result) => result.status === "invalid").map((result) => (result.status === "invalid" ? result.problem : "")),
    ).toEqual(Array(7).fill("already-credited"));
    // The next credit note of the office takes the next number: the refused ones gave theirs back.
    const second = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (second.status !== "ok") throw new Error(second.problem);
    const next = await asNadia(() => issueCreditNote(second.invoice.id, "wrong customer"));
    expect(next.status === "ok" && next.invoice.number).toBe(number("CN", 2));
  });

  test("bad input gets a problem code and changes nothing", async () => {
    const shipment = await seedShipment();
    const issued = await asNadia(() => issueInvoice("shipment", shipment.id));
    if (issued.status !== "ok") throw new Error(issued.problem);
    const before = await counts();
    expect(await issueInvoice("shipment", "no-such-shipment")).toEqual({ status: "invalid", problem: "no-such-account" });
    expect(await issueInvoice("booking", "no-such-booking")).toEqual({ status: "invalid", problem: "no-such-account" });
    expect(await issueInvoice("order" as never, shipment.id)).toEqual({ status: "invalid", problem: "no-such-account" });
    expect(await issueInvoice("shipment", shipment.id, "paris" as never)).toEqual({ status: "invalid", problem: "unknown-office" });
    expect(await issueCreditNote(issued.invoice.id, "")).toEqual({ status: "invalid", problem: "reason-required" });
    expect(await issueCreditNote(issued.invoice.id, "   ")).toEqual({ status: "invalid", problem: "reason-required" });
    expect(await issueCreditNote(issued.invoice.id, "x".repeat(10_000))).toEqual({ status: "invalid", problem: "reason-too-long" });
    expect(await issueCreditNote("no-such-invoice", "a reason")).toEqual({ status: "invalid", problem: "no-such-invoice" });
    expect(await counts()).toEqual(before);
    expect((await getInvoice(issued.invoice.id))?.number).toBe(number("INV", 1));
  });

  test("without a Lebanese pound rate, the Beirut office's invoice is refused rather than printed without its LBP total", async () => {
    await getDb().deleteFrom("exchange_rates").execute();
    const shipment = await seedShipment();
    const before = await counts();
    expect(await asNadia(() => issueInvoice("shipment", shipment.id))).toEqual({ status: "invalid", problem: "no-lbp-rate" });
    expect(await counts()).toEqual(before);
  });
});
