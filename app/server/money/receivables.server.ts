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
import { newestOpenAccounts } from "./accounts.server";

/*
 * What is owed (issue #27): the unpaid parts of every open booking's and shipment's schedule,
 * aged by days past their due day (0–30, 31–60, 61–90, 90+) per currency, and those due in the
 * next 14 days. What each account owes (its total, kept terms, departure or drop-off) is read
 * with the accounts and what was paid summed in SQL per account: a few queries per kind, never
 * one per account (issue #28). What is owed and when comes from the schedule, which the
 * settings and the departure decide (bookingSchedule, shipmentSchedule), so it is worked out
 * per account in code: bounded to the RECEIVABLES_MAX most recent open accounts of each kind,
 * and the overdue list is paged. Beyond that bound the screen says so rather than show a wrong
 * sum.
 */

export const RECEIVABLES_MAX = 2000;

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

const entryKind = (value: string | null): EntryKind | null =>
  value === "payment" || value === "refund" || value === "reversal" ? value : null;

/** What stands paid on each of the accounts given, in its own currency, summed in SQL. */
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
 * the Receivables report reads them too. Per kind: one read of the newest open accounts with
 * what they owe and when (newestOpenAccounts) and one of what was paid on them (paidOn); the
 * schedule and what is left of it are then worked out in code (openInstallments), the one rule
 * for every screen.
 */
export async function openAccounts(today: string): Promise<{ accounts: OpenAccount[]; truncated: boolean }> {
  const read = async (kind: AccountKind) => {
    const accounts = await newestOpenAccounts(kind, RECEIVABLES_MAX + 1);
    const kept = accounts.slice(0, RECEIVABLES_MAX);
    const paid = await paidOn(
      kind,
      kept.map((account) => account.id),
    );
    return { truncated: accounts.length > RECEIVABLES_MAX, accounts: kept, paid };
  };
  const kinds = [await read("booking"), await read("shipment")];
  const open: OpenAccount[] = [];
  for (const { accounts, paid } of kinds) {
    for (const account of accounts) {
      if (account.closed || account.owedMinor <= 0) continue;
      const parts = openInstallments(account.schedule, paid.get(account.id) ?? 0, today);
      if (parts.length === 0) continue;
      open.push({
        kind: account.kind,
        id: account.id,
        quoteId: account.quoteId,
        reference: account.reference,
        customerName: account.customerName,
        currency: account.currency,
        originOffice: account.originOffice,
        parts,
      });
    }
  }
  return { accounts: open, truncated: kinds.some((kind) => kind.truncated) };
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
