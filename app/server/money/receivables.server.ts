import { agencyToday, addDays } from "~/domain/departures";
import type { AccountKind, EntryKind } from "~/domain/ledger";
import {
  AGE_BUCKETS,
  ageBucket,
  openInstallments,
  tillEffect,
  UPCOMING_DAYS,
  type AgeBucket,
  type OpenInstallment,
} from "~/domain/money-desk";
import { CURRENCIES, type CurrencyCode } from "~/domain/money";
import type { OfficeId } from "~/domain/offices";
import { PAGE_SIZE } from "~/domain/sort";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { accountDues } from "./accounts.server";

/*
 * What is owed (issue #27): the unpaid parts of every open booking's and shipment's schedule,
 * aged by days past their due day (0–30, 31–60, 61–90, 90+) per currency, and those due in the
 * next 14 days. What was paid is summed in SQL per account, and what each account owes (its
 * total, kept terms, departure or drop-off) read in one grouped query per kind: a few queries
 * per chunk, never one per account (issue #28). What is owed and when comes from the schedule,
 * which the settings and the departure decide (bookingSchedule, shipmentSchedule), so it is
 * worked out per account in code: bounded to the
 * RECEIVABLES_MAX most recent open accounts of each kind, read in chunks of ACCOUNT_CHUNK, and
 * the overdue list is paged. Beyond that bound the screen says so rather than show a wrong sum.
 */

export const RECEIVABLES_MAX = 2000;
const ACCOUNT_CHUNK = 500;

export type OpenAccount = {
  kind: AccountKind;
  id: string;
  /** The booking's quote, whose screen is the booking's; null for a shipment. */
  quoteId: string | null;
  reference: string;
  customerName: string;
  currency: CurrencyCode;
  /** The office the Receivables report files it under: a booking's enquiry's, a shipment's origin. */
  originOffice: OfficeId | null;
  parts: OpenInstallment[];
};

export type OverdueLine = OpenAccount & { overdueMinor: number; oldestDaysPast: number; bucket: AgeBucket };
export type UpcomingLine = { account: OpenAccount; part: OpenInstallment };
export type AgeingRow = { currency: CurrencyCode; buckets: Record<AgeBucket, number>; totalMinor: number };

export type Receivables = {
  today: string;
  ageing: AgeingRow[];
  overdue: OverdueLine[];
  overdueCount: number;
  page: number;
  pageCount: number;
  upcoming: UpcomingLine[];
  /** True when more open accounts exist than were read (RECEIVABLES_MAX). */
  truncated: boolean;
};

type Candidate = { kind: AccountKind; id: string; quoteId: string | null };

/** The open accounts, newest first: bookings not released, shipments not cancelled. */
async function candidates(): Promise<{ accounts: Candidate[]; truncated: boolean }> {
  const [bookings, shipments] = await Promise.all([
    getDb()
      .selectFrom("bookings")
      .select(["id", "quote_id"])
      .where("status", "!=", "released")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(RECEIVABLES_MAX + 1)
      .execute(),
    getDb()
      .selectFrom("shipments")
      .select(["id"])
      .where("status", "!=", "cancelled")
      .orderBy("drop_off_date", "desc")
      .orderBy("id", "desc")
      .limit(RECEIVABLES_MAX + 1)
      .execute(),
  ]);
  return {
    truncated: bookings.length > RECEIVABLES_MAX || shipments.length > RECEIVABLES_MAX,
    accounts: [
      ...bookings.slice(0, RECEIVABLES_MAX).map((row) => ({ kind: "booking" as const, id: row.id, quoteId: row.quote_id })),
      ...shipments.slice(0, RECEIVABLES_MAX).map((row) => ({ kind: "shipment" as const, id: row.id, quoteId: null })),
    ],
  };
}

const entryKind = (value: string | null): EntryKind | null =>
  value === "payment" || value === "refund" || value === "reversal" ? value : null;

/** What stands paid on each account of a chunk, in its own currency, summed in SQL. */
export async function paidOn(kind: AccountKind, ids: readonly string[]): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  if (ids.length === 0) return paid;
  const groups = await getDb()
    .selectFrom("payments")
    .leftJoin("payments as reversed", "reversed.id", "payments.reverses_id")
    .select(["payments.account_id", "payments.kind", "reversed.kind as reversed_kind"])
    .select((eb) => eb.fn.sum<number | string | bigint>("payments.applied_minor").as("sum_minor"))
    .where("payments.account_kind", "=", kind)
    .where("payments.account_id", "in", ids)
    .groupBy(["payments.account_id", "payments.kind", "reversed.kind"])
    .execute();
  for (const group of groups) {
    const entry = entryKind(group.kind);
    if (!entry) continue;
    paid.set(
      group.account_id,
      (paid.get(group.account_id) ?? 0) + tillEffect(entry, bigintToNumber(group.sum_minor), entryKind(group.reversed_kind)),
    );
  }
  return paid;
}

/**
 * The open accounts with their unpaid dated parts as of `today` (bounded, see RECEIVABLES_MAX);
 * the Receivables report reads them too. Per chunk of each kind: one read of what the accounts
 * owe and when (accountDues) and one of what was paid (paidOn); the schedule and what is left of
 * it are then worked out in code (openInstallments), the one rule for every screen.
 */
export async function openAccounts(today: string): Promise<{ accounts: OpenAccount[]; truncated: boolean }> {
  const { accounts: all, truncated } = await candidates();
  const open: OpenAccount[] = [];
  for (let start = 0; start < all.length; start += ACCOUNT_CHUNK) {
    const chunk = all.slice(start, start + ACCOUNT_CHUNK);
    const ids = (kind: AccountKind) => chunk.filter((entry) => entry.kind === kind).map((entry) => entry.id);
    const [bookingsPaid, shipmentsPaid, bookingDues, shipmentDues] = await Promise.all([
      paidOn("booking", ids("booking")),
      paidOn("shipment", ids("shipment")),
      accountDues("booking", ids("booking")),
      accountDues("shipment", ids("shipment")),
    ]);
    for (const candidate of chunk) {
      const account = (candidate.kind === "booking" ? bookingDues : shipmentDues).get(candidate.id);
      if (!account || account.closed || account.owedMinor <= 0) continue;
      const paid = (candidate.kind === "booking" ? bookingsPaid : shipmentsPaid).get(candidate.id) ?? 0;
      const parts = openInstallments(account.schedule, paid, today);
      if (parts.length === 0) continue;
      open.push({
        kind: candidate.kind,
        id: candidate.id,
        quoteId: candidate.quoteId,
        reference: account.reference,
        customerName: account.customerName,
        currency: account.currency,
        originOffice: account.originOffice,
        parts,
      });
    }
  }
  return { accounts: open, truncated };
}

/** The ageing per currency, the overdue accounts (most days late first, paged) and what falls due in the next 14 days. */
export async function getReceivables(page: number, today = agencyToday()): Promise<Receivables> {
  const { accounts, truncated } = await openAccounts(today);
  const ageing = new Map<CurrencyCode, AgeingRow>();
  const overdue: OverdueLine[] = [];
  const upcoming: UpcomingLine[] = [];
  const horizon = addDays(today, UPCOMING_DAYS);
  for (const account of accounts) {
    const late = account.parts.filter((part) => part.daysPast > 0);
    for (const part of late) {
      const row = ageing.get(account.currency) ?? {
        currency: account.currency,
        buckets: Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeBucket, number>,
        totalMinor: 0,
      };
      row.buckets[ageBucket(part.daysPast)] += part.leftMinor;
      row.totalMinor += part.leftMinor;
      ageing.set(account.currency, row);
    }
    if (late.length > 0) {
      const oldestDaysPast = Math.max(...late.map((part) => part.daysPast));
      overdue.push({
        ...account,
        overdueMinor: late.reduce((sum, part) => sum + part.leftMinor, 0),
        oldestDaysPast,
        bucket: ageBucket(oldestDaysPast),
      });
    }
    for (const part of account.parts) if (part.dueOn >= today && part.dueOn <= horizon) upcoming.push({ account, part });
  }
  overdue.sort((a, b) => b.oldestDaysPast - a.oldestDaysPast || a.reference.localeCompare(b.reference));
  upcoming.sort((a, b) => a.part.dueOn.localeCompare(b.part.dueOn) || a.account.reference.localeCompare(b.account.reference));
  const pageCount = Math.max(1, Math.ceil(overdue.length / PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  return {
    today,
    ageing: CURRENCIES.flatMap((currency) => ageing.get(currency) ?? []),
    overdue: overdue.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE),
    overdueCount: overdue.length,
    page: shown,
    pageCount,
    upcoming,
    truncated,
  };
}
