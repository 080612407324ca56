import { sql } from "kysely";
import { RATE_SCALE, ratesOn } from "~/domain/currencies";
import { convertMinor } from "~/domain/ledger";
import { CURRENCIES, isCurrency, type CurrencyCode } from "~/domain/money";
import type { ReportFilter } from "~/domain/reports";
import { listRates } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { monthOf, PERIOD_MONTH, periodInstants, toNumber } from "./period.server";

/*
 * Sales (issue #28): bookings, seats and revenue per month and currency. Revenue is what the
 * bookings made in the month owe: their accepted quote's total, in the quote's currency
 * (decision 0056); a released booking owes nothing and is not counted. The month is the one the
 * booking was made in (the quote accepted), on the agency's calendar; the office is the one its
 * enquiry is routed to. Nothing is added across currencies; the optional ≈ USD figure converts
 * each day's sum at the rate in force that day (exchange_rates), for a line of its own.
 */

export type SalesRow = {
  month: string;
  currency: CurrencyCode;
  bookings: number;
  seats: number;
  revenueMinor: number;
  /** The revenue in US cents at each day's rate; null when not asked for, or a day had no rate. */
  usdMinor: number | null;
};

function bookingsIn(filter: ReportFilter) {
  const { start, end } = periodInstants(filter);
  let query = getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .where("bookings.created_at", ">=", start)
    .where("bookings.created_at", "<", end)
    .where("bookings.status", "!=", "released");
  if (filter.office) {
    const office = filter.office;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("enquiries")
          .select("enquiries.id")
          .whereRef("enquiries.id", "=", "quotes.enquiry_id")
          .where("enquiries.office", "=", office),
      ),
    );
  }
  return query;
}

/** The figures per month and currency, months in order, currencies in the agency's order. */
export async function salesReport(filter: ReportFilter, { usd = false }: { usd?: boolean } = {}): Promise<SalesRow[]> {
  const groups = await bookingsIn(filter)
    .select([
      monthOf(sql.ref("bookings.created_at"), filter, true).as(PERIOD_MONTH),
      "quotes.currency",
      (eb) => eb.fn.countAll().as("bookings"),
      (eb) => eb.fn.sum("bookings.seats").as("seats"),
      (eb) => eb.fn.sum("quotes.total_minor").as("revenue"),
    ])
    .groupBy([sql.ref(PERIOD_MONTH), "quotes.currency"])
    .execute();
  const usdByRow = usd ? await usdPerMonth(filter) : null;
  const order = (currency: string) => CURRENCIES.indexOf(currency as CurrencyCode);
  return groups
    .flatMap((group) => {
      const month = String(group[PERIOD_MONTH]);
      if (!isCurrency(group.currency)) return [];
      const key = `${month} ${group.currency}`;
      return [
        {
          month,
          currency: group.currency,
          bookings: toNumber(group.bookings),
          seats: toNumber(group.seats),
          revenueMinor: toNumber(group.revenue),
          usdMinor: usdByRow ? (usdByRow.get(key) ?? null) : null,
        },
      ];
    })
    .sort((a, b) => a.month.localeCompare(b.month) || order(a.currency) - order(b.currency));
}

/** ≈ USD per month and currency: each day's sum (grouped in SQL) at that day's rate; null where a day had no rate. */
async function usdPerMonth(filter: ReportFilter): Promise<Map<string, number | null>> {
  const day = sql<string>`substr(${sql.ref("bookings.created_at")}, 1, 10)`;
  const [groups, rates] = await Promise.all([
    bookingsIn(filter)
      .select([
        monthOf(sql.ref("bookings.created_at"), filter, true).as(PERIOD_MONTH),
        "quotes.currency",
        day.as("booked_day"),
        (eb) => eb.fn.sum("quotes.total_minor").as("revenue"),
      ])
      .groupBy([sql.ref(PERIOD_MONTH), "quotes.currency", sql.ref("booked_day")])
      .execute(),
    listRates(),
  ]);
  const usd = new Map<string, number | null>();
  for (const group of groups) {
    if (!isCurrency(group.currency)) continue;
    const key = `${String(group[PERIOD_MONTH])} ${group.currency}`;
    const sum = toNumber(group.revenue);
    let converted: number | null;
    if (group.currency === "USD") converted = sum;
    else {
      const rate = ratesOn(rates, String(group.booked_day)).get(group.currency);
      converted = rate
        ? convertMinor(sum, { currency: group.currency, perUsdMicros: rate.perUsdMicros }, { currency: "USD", perUsdMicros: RATE_SCALE })
        : null;
    }
    const before = usd.has(key) ? usd.get(key)! : 0;
    usd.set(key, before === null || converted === null ? null : before + converted);
  }
  return usd;
}
