import { addDays } from "./departures";
import { PAYMENTS_PATH, receiptHref } from "./money-paths";
import { ENTRY_KINDS, isPaymentMethod, type EntryKind, type Installment, type PaymentMethod } from "./ledger";
import { isCurrency, MINOR_DIGITS, type CurrencyCode } from "./money";
import { isOfficeId, type OfficeId } from "./offices";

/*
 * The payments desk's rules (issue #27), without a database: the list's filter as a URL carries
 * it, the signed effect of a ledger row on the till, a day of an office as UTC instants, the
 * ageing of what is owed, and a counted amount as staff type it. Amounts are integer minor units
 * of one currency; nothing here adds two currencies.
 */

export { PAYMENTS_PATH, receiptHref };
export const PAYMENTS_CSV_PATH = "/admin/payments.csv";
export const CASH_UP_PATH = "/admin/payments/cash-up";
export const OWED_PATH = "/admin/payments/owed";
export const INVOICES_CSV_PATH = "/admin/invoices.csv";

export type PaymentFilter = {
  office?: OfficeId;
  method?: PaymentMethod;
  currency?: CurrencyCode;
  kind?: EntryKind;
  /** Days in the office's time zone (the staff member's without an office), both included. */
  from?: string;
  to?: string;
  /** The id of the user who recorded the rows. */
  recordedBy?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, `YYYY-MM-DD`. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const USER_ID_MAX = 100;

/** The filter as the URL gives it; an unknown value is left out, so a bad link shows more rather than failing. */
export function parsePaymentFilter(params: URLSearchParams): PaymentFilter {
  const filter: PaymentFilter = {};
  const office = params.get("office");
  if (isOfficeId(office)) filter.office = office;
  const method = params.get("method");
  if (isPaymentMethod(method)) filter.method = method;
  const currency = params.get("currency");
  if (isCurrency(currency)) filter.currency = currency;
  const kind = params.get("kind");
  if ((ENTRY_KINDS as readonly (string | null)[]).includes(kind)) filter.kind = kind as EntryKind;
  const from = params.get("from");
  if (isDay(from)) filter.from = from;
  const to = params.get("to");
  if (isDay(to)) filter.to = to;
  const recordedBy = params.get("by")?.trim();
  if (recordedBy && recordedBy.length <= USER_ID_MAX && !/[\p{Cc}]/u.test(recordedBy)) filter.recordedBy = recordedBy;
  return filter;
}

/** The list (or its CSV) under a filter, on a page; the same names parsePaymentFilter reads. */
export function paymentsHref(filter: PaymentFilter, page = 1, path = PAYMENTS_PATH): string {
  const params = new URLSearchParams();
  if (filter.office) params.set("office", filter.office);
  if (filter.method) params.set("method", filter.method);
  if (filter.currency) params.set("currency", filter.currency);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.recordedBy) params.set("by", filter.recordedBy);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What a row did to the money taken in, in its own currency: a payment brings in, a refund pays
 * out, a reversal undoes the row it reverses (a reversed refund brings the money back).
 */
export function tillEffect(kind: EntryKind, amountMinor: number, reversedKind: EntryKind | null): number {
  if (kind === "payment") return amountMinor;
  if (kind === "refund") return -amountMinor;
  return reversedKind === "refund" ? amountMinor : -amountMinor;
}

/** Per currency: received, refunded, reversed (as rows) and the net those give. */
export type CurrencyTotals = {
  currency: CurrencyCode;
  receivedMinor: number;
  refundedMinor: number;
  reversedMinor: number;
  netMinor: number;
};

/** Folds sums grouped by currency, kind and the reversed row's kind into one line per currency, in the agency's currency order. */
export function foldTotals(
  groups: readonly { currency: CurrencyCode; kind: EntryKind; reversedKind: EntryKind | null; sumMinor: number }[],
  order: readonly CurrencyCode[],
): CurrencyTotals[] {
  const byCurrency = new Map<CurrencyCode, CurrencyTotals>();
  for (const group of groups) {
    const totals = byCurrency.get(group.currency) ?? {
      currency: group.currency,
      receivedMinor: 0,
      refundedMinor: 0,
      reversedMinor: 0,
      netMinor: 0,
    };
    if (group.kind === "payment") totals.receivedMinor += group.sumMinor;
    else if (group.kind === "refund") totals.refundedMinor += group.sumMinor;
    else totals.reversedMinor += group.sumMinor;
    totals.netMinor += tillEffect(group.kind, group.sumMinor, group.reversedKind);
    byCurrency.set(group.currency, totals);
  }
  return order.flatMap((currency) => byCurrency.get(currency) ?? []);
}

/** The offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO, UTC) a day starts in a time zone; twice corrected, for a day that starts near a clock change. */
export function zonedDayStart(day: string, timeZone: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let instant = midnight - zoneOffsetMs(midnight, timeZone);
  instant = midnight - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The instants [start, end) of a day in a time zone, as `recorded_at` compares them. */
export function zonedDayRange(day: string, timeZone: string): { start: string; end: string } {
  return { start: zonedDayStart(day, timeZone), end: zonedDayStart(addDays(day, 1), timeZone) };
}

export const AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The bucket of an amount `daysPast` days past its due day (at least 1). */
export function ageBucket(daysPast: number): AgeBucket {
  if (daysPast <= 30) return "0-30";
  if (daysPast <= 60) return "31-60";
  if (daysPast <= 90) return "61-90";
  return "90+";
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One part of an account's schedule still unpaid, as of `today`. */
export type OpenInstallment = { kind: Installment["kind"]; leftMinor: number; dueOn: string; daysPast: number };

/**
 * The parts of a schedule that what was paid does not cover, oldest first (what was paid covers
 * the installments in order); a part without a due day (at pickup) is left out: it is not late
 * and has no day to be due on.
 */
export function openInstallments(schedule: readonly Installment[], paidMinor: number, today: string): OpenInstallment[] {
  let covered = Math.max(0, paidMinor);
  const open: OpenInstallment[] = [];
  for (const installment of schedule) {
    const used = Math.min(covered, installment.amountMinor);
    covered -= used;
    const leftMinor = installment.amountMinor - used;
    if (leftMinor <= 0 || installment.dueOn === null) continue;
    open.push({ kind: installment.kind, leftMinor, dueOn: installment.dueOn, daysPast: daysBetween(installment.dueOn, today) });
  }
  return open;
}

export const UPCOMING_DAYS = 14;

const AMOUNT = /^(\d{1,13})(?:[.,](\d+))?$/;

/**
 * A counted amount as typed ("1250", "1,250.50" is refused: one decimal mark only, no thousands
 * separators) in minor units of `currency`; null when it is not an amount, has more decimals than
 * the currency, or is negative. Zero is a count (an empty drawer).
 */
export function parseCountedMinor(text: string, currency: CurrencyCode): number | null {
  const match = AMOUNT.exec(text.trim().replaceAll(" ", ""));
  if (!match) return null;
  const digits = MINOR_DIGITS[currency];
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : null;
}
