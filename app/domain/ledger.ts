import { MINOR_DIGITS, type CurrencyCode, type Money } from "./money";
import type { OfficeId } from "./offices";

/*
 * The money ledger's rules (issue #27, docs/decisions/0056-money-ledger.md), without a database:
 * what a booking or a shipment owes and when, how its payments add up in its own currency, the
 * balance's state, and the numbers of receipts and invoices. Amounts are integers in minor
 * units; nothing is ever added across currencies.
 */

export const ACCOUNT_KINDS = ["booking", "shipment"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export function isAccountKind(value: unknown): value is AccountKind {
  return typeof value === "string" && (ACCOUNT_KINDS as readonly string[]).includes(value);
}

/** How customers pay on the corridor: cash and transfers at the offices, mobile money, cards at the counter, online. */
export const PAYMENT_METHODS = ["cash", "bank-transfer", "omt", "whish", "orange-money", "mtn-momo", "wave", "card", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Every method but cash leaves a trace the agency can check: its reference is required. */
export function needsReference(method: PaymentMethod): boolean {
  return method !== "cash";
}

/**
 * A ledger row's kind: a payment received, a refund paid out, or the reversal of one of those
 * (a mistake corrected, with a reason). Rows are never edited nor deleted.
 */
export const ENTRY_KINDS = ["payment", "refund", "reversal"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const REFERENCE_MAX = 100;
export const REASON_MAX = 500;
/** The most one payment may be, in minor units: far above any booking, far below a safe integer. */
export const MAX_PAYMENT_MINOR = 1e13;

/** A reference as the duplicate check compares it: case, spaces and dashes do not make another payment. */
export function referenceKey(reference: string): string {
  return reference
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s\-_./]+/g, "");
}

/** One row of an account's ledger, as the balance needs it: `applied` is in the account's currency. */
export type LedgerEntry = {
  id: string;
  kind: EntryKind;
  /** For a reversal: the kind of the row it reverses. */
  reverses?: { id: string; kind: Exclude<EntryKind, "reversal"> } | null;
  appliedMinor: number;
};

/** The signed effect of a row on what was paid: a payment adds, a refund takes away, a reversal undoes its row. */
export function paidEffect(entry: LedgerEntry): number {
  if (entry.kind === "payment") return entry.appliedMinor;
  if (entry.kind === "refund") return -entry.appliedMinor;
  return entry.reverses?.kind === "refund" ? entry.appliedMinor : -entry.appliedMinor;
}

/** A part of what is owed and its due day (null: due at an event without a date, such as the pickup). */
export type Installment = { kind: "deposit" | "balance" | "whole"; amountMinor: number; dueOn: string | null; dueAt?: "pickup" };

export type BalanceState = "due" | "deposit-paid" | "paid" | "overpaid" | "refunded";

export type Balance = {
  currency: CurrencyCode;
  owedMinor: number;
  paidMinor: number;
  /** What is still to pay (never below zero). */
  dueMinor: number;
  refundedMinor: number;
  state: BalanceState;
  /** The next installment not yet covered by what was paid, with what of it is left. */
  next: (Installment & { leftMinor: number }) | null;
};

/**
 * The balance of an account from its ledger, computed every time and never stored: Paid when
 * what was paid equals what is owed, Overpaid above it, Refunded when money went back and
 * nothing is left paid, Deposit paid once the deposit is covered, else Due.
 */
export function balanceOf(owed: Money, schedule: readonly Installment[], entries: readonly LedgerEntry[]): Balance {
  const paidMinor = entries.reduce((sum, entry) => sum + paidEffect(entry), 0);
  const refundedMinor = entries.reduce((sum, entry) => {
    if (entry.kind === "refund") return sum + entry.appliedMinor;
    if (entry.kind === "reversal" && entry.reverses?.kind === "refund") return sum - entry.appliedMinor;
    return sum;
  }, 0);
  const deposit = schedule.find((installment) => installment.kind === "deposit");
  const state: BalanceState =
    paidMinor > owed.amountMinor
      ? "overpaid"
      : paidMinor === owed.amountMinor && owed.amountMinor > 0
        ? "paid"
        : refundedMinor > 0 && paidMinor <= 0
          ? "refunded"
          : deposit && deposit.amountMinor > 0 && paidMinor >= deposit.amountMinor
            ? "deposit-paid"
            : "due";
  let covered = paidMinor;
  let next: Balance["next"] = null;
  for (const installment of schedule) {
    if (covered >= installment.amountMinor) {
      covered -= installment.amountMinor;
      continue;
    }
    next = { ...installment, leftMinor: installment.amountMinor - Math.max(0, covered) };
    break;
  }
  return {
    currency: owed.currency,
    owedMinor: owed.amountMinor,
    paidMinor,
    dueMinor: Math.max(0, owed.amountMinor - paidMinor),
    refundedMinor,
    state,
    next,
  };
}

/** Whether what stands paid covers the schedule's first part (the deposit, or the whole): a booking may then be confirmed in one step. */
export function firstPartCovered(paidMinor: number, schedule: readonly Installment[]): boolean {
  return paidMinor >= (schedule[0]?.amountMinor ?? 0);
}

/** A share of an amount in whole percent, rounded half up to the currency's minor unit. */
export function percentOf(amountMinor: number, percent: number): number {
  return Number((BigInt(amountMinor) * BigInt(percent) * 2n + 100n) / 200n);
}

/**
 * A booking's schedule: a deposit of `depositPercent` at acceptance (the booking's day), then
 * the balance `balanceDays` before the departure (never before the acceptance). No deposit at
 * 0 % or when the balance is due at once anyway; at 100 % the whole is due at acceptance.
 */
export function bookingSchedule(
  totalMinor: number,
  {
    acceptedOn,
    departsOn,
    depositPercent,
    balanceDays,
  }: { acceptedOn: string; departsOn: string; depositPercent: number; balanceDays: number },
): Installment[] {
  const balanceDue = maxDay(acceptedOn, addDaysTo(departsOn, -balanceDays));
  // All of it asked at acceptance: one payment, that day.
  if (depositPercent >= 100) return [{ kind: "whole", amountMinor: totalMinor, dueOn: acceptedOn }];
  const deposit = depositPercent > 0 && balanceDue > acceptedOn ? percentOf(totalMinor, depositPercent) : 0;
  if (deposit === 0 || deposit >= totalMinor) return [{ kind: "whole", amountMinor: totalMinor, dueOn: balanceDue }];
  return [
    { kind: "deposit", amountMinor: deposit, dueOn: acceptedOn },
    { kind: "balance", amountMinor: totalMinor - deposit, dueOn: balanceDue },
  ];
}

/** A shipment is paid whole: at drop-off by its sender, or at pickup by its receiver. */
export function shipmentSchedule(
  totalMinor: number,
  { payer, dropOffDate }: { payer: "sender" | "receiver"; dropOffDate: string },
): Installment[] {
  return payer === "sender"
    ? [{ kind: "whole", amountMinor: totalMinor, dueOn: dropOffDate }]
    : [{ kind: "whole", amountMinor: totalMinor, dueOn: null, dueAt: "pickup" }];
}

function addDaysTo(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * An amount paid in one currency, counted in another at the rates of the day (millionths of a
 * unit per US dollar; a dollar's rate is 1,000,000), rounded half up to the target's minor unit.
 */
export function convertMinor(
  amountMinor: number,
  from: { currency: CurrencyCode; perUsdMicros: number },
  to: { currency: CurrencyCode; perUsdMicros: number },
): number {
  if (from.currency === to.currency) return amountMinor;
  const numerator = BigInt(amountMinor) * BigInt(to.perUsdMicros) * 10n ** BigInt(MINOR_DIGITS[to.currency]);
  const denominator = BigInt(from.perUsdMicros) * 10n ** BigInt(MINOR_DIGITS[from.currency]);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** The three letters an office's documents start with: its city's airport code. */
export const OFFICE_DOCUMENT_CODES: Record<OfficeId, string> = { beirut: "BEY", abidjan: "ABJ", monrovia: "MLW" };

/** The numbered series: receipts, invoices, credit notes; each office counts each from 1 every year. */
export const DOCUMENT_SERIES = { receipt: "R", invoice: "INV", creditNote: "CN" } as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

/** `BEY-R-2026-0001`: the office, the series, the year and the number, at least four digits. */
export function documentNumber(office: OfficeId, series: DocumentSeries, year: number, number: number): string {
  return `${OFFICE_DOCUMENT_CODES[office]}-${series}-${year}-${String(number).padStart(4, "0")}`;
}

/** The money settings and their defaults (decision 0056): a 30 % deposit, the balance 30 days before departure. */
export const MONEY_DEFAULTS = { depositPercent: 30, balanceDays: 30 } as const;
