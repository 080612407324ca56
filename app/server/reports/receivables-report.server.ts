import { CURRENCIES, type CurrencyCode } from "~/domain/money";
import { agencyToday } from "~/domain/departures";
import type { OfficeId } from "~/domain/offices";
import { REPORT_AGE_BUCKETS, reportAgeBucket, type ReportAgeBucket, type ReportFilter } from "~/domain/reports";
import { openAccounts, type OpenAccount } from "~/server/money/receivables.server";

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

export async function receivablesReport(filter: ReportFilter, today = agencyToday()): Promise<ReceivablesReport> {
  const { accounts, truncated } = await openAccounts(today);
  const totals = new Map<CurrencyCode, { currency: CurrencyCode; buckets: Buckets; totalMinor: number }>();
  const lines: ReceivableLine[] = [];
  for (const account of accounts) {
    const office = account.originOffice;
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
