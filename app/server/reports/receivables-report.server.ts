import { CURRENCIES, type CurrencyCode } from "~/domain/money";
import { agencyToday } from "~/domain/departures";
import { readOfficeId, type OfficeId } from "~/domain/offices";
import { REPORT_AGE_BUCKETS, reportAgeBucket, type ReportAgeBucket, type ReportFilter } from "~/domain/reports";
import { openAccounts, type OpenAccount } from "~/server/money/receivables.server";
import { getDb } from "~/server/platform/db.server";

/*
 * Receivables (issue #28): what is owed today, aged per currency (not yet due, 1–30, 31–60, 61+
 * days overdue), and each account with its share. The open accounts and their unpaid parts come
 * from the payments desk (receivables.server.ts: the schedule, what was paid, the bound), the
 * buckets from its ageing rule (reportAgeBucket over ageBucket): one rule for both screens. The
 * period's end bounds the parts by their due day ("owed on parts due by …"); the office is the
 * booking's enquiry's, or the shipment's origin.
 */

export type Buckets = Record<ReportAgeBucket, number>;
export type ReceivableLine = {
  account: OpenAccount;
  office: OfficeId | null;
  buckets: Buckets;
  totalMinor: number;
  oldestDaysPast: number;
};
export type ReceivablesReport = {
  today: string;
  totals: { currency: CurrencyCode; buckets: Buckets; totalMinor: number }[];
  lines: ReceivableLine[];
  truncated: boolean;
};

const emptyBuckets = (): Buckets => Object.fromEntries(REPORT_AGE_BUCKETS.map((bucket) => [bucket, 0])) as Buckets;

/** The office of each account: a booking's enquiry's, a shipment's origin; one query per kind. */
async function officesOf(accounts: readonly OpenAccount[]): Promise<Map<string, OfficeId | null>> {
  const offices = new Map<string, OfficeId | null>();
  const bookings = accounts.filter((account) => account.kind === "booking").map((account) => account.id);
  const shipments = accounts.filter((account) => account.kind === "shipment").map((account) => account.id);
  const CHUNK = 500;
  for (let start = 0; start < bookings.length; start += CHUNK) {
    const rows = await getDb()
      .selectFrom("bookings")
      .innerJoin("quotes", "quotes.id", "bookings.quote_id")
      .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
      .select(["bookings.id", "enquiries.office"])
      .where("bookings.id", "in", bookings.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) offices.set(`booking:${row.id}`, readOfficeId(row.office));
  }
  for (let start = 0; start < shipments.length; start += CHUNK) {
    const rows = await getDb()
      .selectFrom("shipments")
      .select(["id", "from_office"])
      .where("id", "in", shipments.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) offices.set(`shipment:${row.id}`, readOfficeId(row.from_office));
  }
  return offices;
}

export async function receivablesReport(filter: ReportFilter, today = agencyToday()): Promise<ReceivablesReport> {
  const { accounts, truncated } = await openAccounts(today);
  const offices = await officesOf(accounts);
  const totals = new Map<CurrencyCode, { currency: CurrencyCode; buckets: Buckets; totalMinor: number }>();
  const lines: ReceivableLine[] = [];
  for (const account of accounts) {
    const office = offices.get(`${account.kind}:${account.id}`) ?? null;
    if (filter.office && office !== filter.office) continue;
    const parts = account.parts.filter((part) => part.dueOn <= filter.to);
    if (parts.length === 0) continue;
    const buckets = emptyBuckets();
    for (const part of parts) buckets[reportAgeBucket(part.daysPast)] += part.leftMinor;
    const totalMinor = parts.reduce((sum, part) => sum + part.leftMinor, 0);
    lines.push({ account, office, buckets, totalMinor, oldestDaysPast: Math.max(...parts.map((part) => part.daysPast)) });
    const total = totals.get(account.currency) ?? { currency: account.currency, buckets: emptyBuckets(), totalMinor: 0 };
    for (const bucket of REPORT_AGE_BUCKETS) total.buckets[bucket] += buckets[bucket];
    total.totalMinor += totalMinor;
    totals.set(account.currency, total);
  }
  lines.sort(
    (a, b) =>
      b.oldestDaysPast - a.oldestDaysPast ||
      CURRENCIES.indexOf(a.account.currency) - CURRENCIES.indexOf(b.account.currency) ||
      a.account.reference.localeCompare(b.account.reference),
  );
  return { today, totals: CURRENCIES.flatMap((currency) => totals.get(currency) ?? []), lines, truncated };
}
