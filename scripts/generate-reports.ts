// tsx scripts/generate-reports.ts [--bookings 5000] [--payments 50000] [--seed 1]: adds what the reports
// read beyond the generated catalogue and cargo book (scripts/generate-catalogue.ts, generate-cargo.ts)
// to the site's database (DATABASE_URL / DATA_DIR, as the server): bookings on the generated departures
// (each with its enquiry and accepted quote, in four currencies, made over the last 400 days), exchange
// rates, and ledger rows (payments, refunds, reversals) on those bookings and on the shipments, over the
// same days, at the three offices. Written in bulk in one transaction, not through the app one by one:
// the rows are shaped as the app writes them (decision 0056), for measuring the reports at size.
import { pathToFileURL } from "node:url";
import { sql, type Insertable, type Kysely } from "kysely";
import { addDays } from "~/domain/departures";
import { PAYMENT_METHODS } from "~/domain/ledger";
import { OFFICE_IDS } from "~/domain/offices";
import type { BookingsTable, Database, EnquiriesTable, PaymentsTable, QuoteLinesTable, QuotesTable } from "../db/schema";
import { countArgument, insertInBatches } from "./generate-catalogue";
import { mulberry32 } from "./lib/seeded-random.js";

/** Millionths of a unit per dollar, as exchange_rates keeps them. */
const RATES = { USD: 1_000_000, XOF: 600_000_000, LBP: 89_500_000_000, LRD: 190_000_000 } as const;
type Currency = keyof typeof RATES;
const CURRENCY_MIX: Currency[] = ["USD", "USD", "USD", "USD", "USD", "USD", "USD", "XOF", "XOF", "LBP"];
const MINOR: Record<Currency, number> = { USD: 100, XOF: 1, LBP: 1, LRD: 100 };

export async function generateReportData(
  db: Kysely<Database>,
  { bookings = 5_000, payments = 50_000, seed = 1 }: { bookings?: number; payments?: number; seed?: number } = {},
): Promise<{ bookings: number; payments: number }> {
  const random = mulberry32(seed + 100);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const now = Date.now();
  const instantDaysAgo = (days: number) => new Date(now - days * 86_400_000 - between(0, 86_399) * 1000).toISOString();

  const departures = await db
    .selectFrom("departures")
    .select(["id", "tour_id", "capacity"])
    .where("status", "!=", "cancelled")
    .orderBy("id")
    .execute();
  const shipments = await db.selectFrom("shipments").select(["id"]).orderBy("id").execute();
  if (departures.length === 0 && bookings > 0) throw new Error("no departures: generate the catalogue first");

  const enquiries: Insertable<EnquiriesTable>[] = [];
  const quotes: Insertable<QuotesTable>[] = [];
  const lines: Insertable<QuoteLinesTable>[] = [];
  const bookingRows: Insertable<BookingsTable>[] = [];
  const accounts: { kind: "booking" | "shipment"; id: string; currency: Currency; owedMinor: number }[] = [];
  for (let index = 0; index < bookings; index++) {
    const departure = pick(departures);
    const currency = pick(CURRENCY_MIX);
    const seats = between(1, 4);
    const unitMinor = between(300, 3_000) * MINOR[currency] * Math.round(RATES[currency] / 1_000_000);
    const created = instantDaysAgo(between(0, 400));
    const office = pick(OFFICE_IDS);
    const id = `gen${seed}-b${index}`;
    enquiries.push({
      id: `${id}-e`,
      name: `Generated customer ${index}`,
      email: `customer-${index}@example.com`,
      phone: null,
      subject: "Tour Booking",
      message: "Generated for the reports' benchmark.",
      tour_id: departure.tour_id,
      read_at: created,
      archived_at: null,
      sender_key: `gen-${index}`,
      created_at: created,
      locale: "en",
      kind: "tour",
      details: null,
      departure_id: departure.id,
      status: "won",
      assignee_id: null,
      last_activity_at: created,
      version: 1,
      currency,
      office,
      reference: `E-GEN-${seed}-${index}`,
    });
    quotes.push({
      id: `${id}-q`,
      enquiry_id: `${id}-e`,
      number: `Q-GEN-${seed}-${index}`,
      revision: 1,
      status: "accepted",
      currency,
      per_usd_micros: currency === "USD" ? null : RATES[currency],
      rate_day: currency === "USD" ? null : created.slice(0, 10),
      valid_until: addDays(created.slice(0, 10), 14),
      note: "",
      locale: "en",
      departure_id: departure.id,
      total_minor: unitMinor * seats,
      token_hash: null,
      previous_id: null,
      created_by: null,
      created_at: created,
      updated_at: created,
      sent_at: created,
      answered_at: created,
      version: 1,
    });
    lines.push({
      id: `${id}-l`,
      quote_id: `${id}-q`,
      position: 0,
      kind: "adult",
      description: "Adult seat",
      quantity: seats,
      unit_price_minor: unitMinor,
    });
    const status = random() < 0.1 ? "released" : random() < 0.7 ? "confirmed" : "held";
    bookingRows.push({
      id,
      quote_id: `${id}-q`,
      departure_id: departure.id,
      adults: seats,
      children: 0,
      seats,
      status,
      held_until: addDays(created.slice(0, 10), between(3, 20)),
      created_at: created,
      updated_at: created,
      version: 1,
      deposit_percent: 30,
      balance_days: 30,
    });
    if (status !== "released") accounts.push({ kind: "booking", id, currency, owedMinor: unitMinor * seats });
  }
  for (const shipment of shipments)
    accounts.push({ kind: "shipment", id: shipment.id, currency: "USD", owedMinor: between(25, 900) * 100 });

  const ledger: Insertable<PaymentsTable>[] = [];
  const received: { id: string; row: Insertable<PaymentsTable> }[] = [];
  for (let index = 0; index < payments && accounts.length > 0; index++) {
    const roll = random();
    const id = `gen${seed}-p${index}`;
    const recordedAt = instantDaysAgo(between(0, 400));
    // A reversal undoes a row made before it (once), a refund pays part of an account back.
    if (roll < 0.04 && received.length > 0) {
      const target = received.splice(Math.floor(random() * received.length), 1)[0]!;
      ledger.push({
        ...target.row,
        id,
        kind: "reversal",
        reverses_id: target.id,
        receipt_number: null,
        reason: "Generated reversal",
        recorded_at: recordedAt,
      });
      continue;
    }
    const account = pick(accounts);
    const currency = account.currency;
    const kind = roll < 0.08 ? "refund" : "payment";
    const amountMinor = Math.max(1, Math.round(account.owedMinor * (kind === "refund" ? 0.1 : pick([0.3, 0.5, 0.7, 1]))));
    const row: Insertable<PaymentsTable> = {
      id,
      account_kind: account.kind,
      account_id: account.id,
      kind,
      reverses_id: null,
      amount_minor: amountMinor,
      currency,
      applied_minor: amountMinor,
      account_currency: currency,
      paid_per_usd_micros: null,
      owed_per_usd_micros: null,
      rate_day: null,
      method: pick(PAYMENT_METHODS),
      reference: null,
      office_id: pick(OFFICE_IDS),
      receipt_number: kind === "payment" ? `GEN-R-${seed}-${index}` : null,
      reason: kind === "refund" ? "Generated refund" : "",
      provider: "recorded",
      provider_transaction_id: null,
      recorded_at: recordedAt,
      recorded_by: null,
      recorded_by_name: "Generated",
    };
    ledger.push(row);
    received.push({ id, row });
  }

  const rates = (["XOF", "LBP", "LRD"] as const).map((currency) => ({
    id: `gen${seed}-rate-${currency}`,
    currency,
    per_usd_micros: RATES[currency],
    applies_from: "2020-01-01",
    created_at: new Date(now).toISOString(),
    created_by: null,
  }));

  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, "exchange_rates", rates);
    await insertInBatches(trx, "enquiries", enquiries);
    await insertInBatches(trx, "quotes", quotes);
    await insertInBatches(trx, "quote_lines", lines);
    await insertInBatches(trx, "bookings", bookingRows);
    await insertInBatches(trx, "payments", ledger);
  });
  await sql`ANALYZE`.execute(db);
  return { bookings: bookingRows.length, payments: ledger.length };
}

async function main() {
  const { fail, openSiteDatabase } = await import("./cli-db");
  const { closeDb, getDb } = await import("~/server/platform/db.server");
  const args = process.argv.slice(2);
  const bookings = countArgument(args, "bookings", 5_000, fail);
  const payments = countArgument(args, "payments", 50_000, fail);
  const seed = countArgument(args, "seed", 1, fail);
  await openSiteDatabase();
  const started = performance.now();
  try {
    const made = await generateReportData(getDb(), { bookings, payments, seed });
    console.error(`Added ${made.bookings} bookings and ${made.payments} ledger rows in ${Math.round(performance.now() - started)} ms.`);
  } catch (error) {
    fail(`nothing was added: ${error instanceof Error ? error.message : String(error)}`);
  }
  await closeDb();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
