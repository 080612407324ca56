import { BALANCE_STATE_WORDS, PAYMENT_METHOD_WORDS, PAYMENT_TEXTS as TEXTS } from "~/content/payments-admin";
import { listAccountInvoices } from "./invoices.server";
import type { MoneyPanel } from "~/domain/money-panel";
import { formatPaperDay } from "~/content/cargo-paper";
import { isAccountKind, type AccountKind, type BalanceState } from "~/domain/ledger";
import { invoiceHref, recordPaymentHref, recordRefundHref, receiptHref, reversePaymentHref } from "~/domain/money-paths";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { zonedLabel, type OfficeId } from "~/domain/offices";
import type { SessionUser } from "~/server/accounts/session.server";
import { getDb } from "~/server/platform/db.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { officeChoices } from "~/server/platform/offices.server";
import { accountLedger, type AccountLedger } from "./payments.server";
import { balanceOf, bookingSchedule, firstPartCovered, shipmentSchedule, type Installment, type LedgerEntry } from "~/domain/ledger";
import { agencyToday } from "~/domain/departures";
import { accountCurrency, keptTerms, moneySettings } from "./accounts.server";

/*
 * What a booking's or a shipment's screen shows of its money (issue #27): the balance and its
 * state, the schedule, every ledger row, and what the signed-in staff member may do next.
 */

/** "Account booking:ID" as the payment forms post it. */
export function readAccountParam(value: string | null): { kind: AccountKind; id: string } | null {
  const [kind, ...rest] = (value ?? "").split(":");
  const id = rest.join(":");
  return isAccountKind(kind) && id.length > 0 && id.length <= 100 ? { kind, id } : null;
}

/** Confirm's question's words on the deposit: what the first part is and what stands paid. */
export function depositWords(
  paidMinor: number,
  schedule: readonly Installment[],
  currency: CurrencyCode,
): { depositPaid: boolean; depositText: string } {
  const first = schedule[0];
  const depositPaid = firstPartCovered(paidMinor, schedule);
  if (!first) return { depositPaid, depositText: "" };
  const amount = (amountMinor: number) => formatMoney({ amountMinor, currency });
  return {
    depositPaid,
    depositText: TEXTS.depositNotPaid(TEXTS.installment[first.kind].toLowerCase(), amount(first.amountMinor), amount(paidMinor)),
  };
}

export function describeNext(ledger: AccountLedger): string | null {
  const next = ledger.balance.next;
  if (!next || ledger.balance.state === "paid" || ledger.balance.state === "overpaid") return null;
  const what = `${TEXTS.installment[next.kind]} ${formatMoney({ amountMinor: next.leftMinor, currency: ledger.account.currency })}`;
  return next.dueOn ? TEXTS.next(what, formatPaperDay(next.dueOn, "en")) : TEXTS.nextAtPickup(what);
}

export async function moneyPanel(kind: AccountKind, id: string, user: SessionUser, timeZone: string): Promise<MoneyPanel | null> {
  const [ledger, offices, invoices] = await Promise.all([accountLedger(kind, id), officeChoices(), listAccountInvoices(kind, id)]);
  if (!ledger) return null;
  const credited = new Set(invoices.map((invoice) => invoice.refersToId).filter((refersTo) => refersTo !== null));
  const { account, balance, payments } = ledger;
  const amount = (amountMinor: number, currency: CurrencyCode = account.currency) => formatMoney({ amountMinor, currency });
  const officeName = (office: OfficeId) => offices.find((choice) => choice.id === office)?.name ?? office;
  const admin = user.role === "admin";
  return {
    ...depositWords(balance.paidMinor, account.schedule, account.currency),
    account: { kind, id },
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind === "credit-note" ? TEXTS.creditNote : TEXTS.invoice,
      total: formatMoney({ amountMinor: invoice.totalMinor, currency: invoice.currency }),
      href: invoiceHref(invoice.id),
      cancelled: credited.has(invoice.id),
    })),
    owed: amount(balance.owedMinor),
    paid: amount(balance.paidMinor),
    due: amount(balance.dueMinor),
    refunded: balance.refundedMinor > 0 ? amount(balance.refundedMinor) : null,
    state: balance.state,
    stateLabel: BALANCE_STATE_WORDS[balance.state],
    next: describeNext(ledger),
    schedule: account.schedule.map((part) => ({
      label: TEXTS.installment[part.kind],
      amount: amount(part.amountMinor),
      due: part.dueOn ? formatPaperDay(part.dueOn, "en") : TEXTS.nextAtPickup("").trim(),
    })),
    rows: payments.map((payment) => ({
      id: payment.id,
      recorded: zonedLabel(new Date(payment.recordedAt), timeZone),
      kind: TEXTS.kinds[payment.kind],
      reason: payment.reason,
      amount: formatMoney(payment.amount),
      counted: payment.amount.currency !== payment.applied.currency ? TEXTS.counted(formatMoney(payment.applied)) : null,
      method: PAYMENT_METHOD_WORDS[payment.method],
      reference: payment.reference,
      office: officeName(payment.office),
      receipt: payment.receiptNumber,
      receiptHref: payment.receiptNumber ? receiptHref(payment.id) : null,
      by: payment.recordedByName,
      reversed: payment.reversedById !== null,
      reverseHref: admin && payment.kind !== "reversal" && !payment.reversedById ? reversePaymentHref(payment.id) : null,
    })),
    recordHref: account.closed ? null : recordPaymentHref(kind, id),
    refundHref: admin && balance.paidMinor > 0 ? recordRefundHref(kind, id) : null,
    closed: account.closed,
  };
}

/** A listed account's balance: its state, and whether Confirm is one step. */
export type ListedBalance = { state: BalanceState; label: string; depositPaid: boolean; depositText: string };

/**
 * The balance's state of many accounts at once, for the Bookings and Shipments lists: one query
 * for their rows, the schedule from what the list already read.
 */
export async function balanceStates(
  kind: AccountKind,
  accounts: readonly { id: string; owed: { amountMinor: number; currency: CurrencyCode }; schedule: Parameters<typeof balanceOf>[1] }[],
): Promise<Map<string, ListedBalance>> {
  const states = new Map<string, ListedBalance>();
  if (accounts.length === 0) return states;
  const rows = await getDb()
    .selectFrom("payments")
    .select(["id", "account_id", "kind", "reverses_id", "applied_minor"])
    .where("account_kind", "=", kind)
    .where(
      "account_id",
      "in",
      accounts.map((account) => account.id),
    )
    .execute();
  const kindOf = new Map(rows.map((row) => [row.id, row.kind]));
  for (const account of accounts) {
    const entries: LedgerEntry[] = rows
      .filter((row) => row.account_id === account.id)
      .map((row) => ({
        id: row.id,
        kind: row.kind === "refund" || row.kind === "reversal" ? row.kind : "payment",
        reverses: row.reverses_id ? { id: row.reverses_id, kind: kindOf.get(row.reverses_id) === "refund" ? "refund" : "payment" } : null,
        appliedMinor: bigintToNumber(row.applied_minor),
      }));
    const balance = balanceOf(account.owed, account.schedule, entries);
    states.set(account.id, {
      state: balance.state,
      label: BALANCE_STATE_WORDS[balance.state],
      ...depositWords(balance.paidMinor, account.schedule, account.owed.currency),
    });
  }
  return states;
}

/** The balance's state of the Bookings list's bookings: their quotes' totals, days of acceptance and departures. */
export async function bookingBalanceStates(ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, ListedBalance>();
  const settings = await moneySettings();
  const rows = await getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("departures", "departures.id", "bookings.departure_id")
    .select([
      "bookings.id",
      "bookings.created_at",
      "bookings.deposit_percent",
      "bookings.balance_days",
      "quotes.total_minor",
      "quotes.currency",
      "departures.start_date",
    ])
    .where("bookings.id", "in", ids)
    .execute();
  return balanceStates(
    "booking",
    rows.map((row) => {
      // The terms kept at acceptance (migration 0038), else the settings as they stand.
      const terms = keptTerms(row) ?? settings;
      const owed = { amountMinor: bigintToNumber(row.total_minor), currency: accountCurrency(row.currency) };
      return {
        id: row.id,
        owed,
        schedule: bookingSchedule(owed.amountMinor, {
          acceptedOn: agencyToday(new Date(row.created_at)),
          departsOn: row.start_date,
          ...terms,
        }),
      };
    }),
  );
}

/** The balance's state of the Shipments list's shipments: their charges in the first line's currency, due as their payer says. */
export async function shipmentBalanceStates(ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, ListedBalance>();
  const [shipments, charges] = await Promise.all([
    getDb().selectFrom("shipments").select(["id", "payer", "drop_off_date"]).where("id", "in", ids).execute(),
    getDb()
      .selectFrom("shipment_charges")
      .select(["shipment_id", "position", "currency", "amount_minor"])
      .where("shipment_id", "in", ids)
      .orderBy("shipment_id")
      .orderBy("position")
      .execute(),
  ]);
  return balanceStates(
    "shipment",
    shipments.map((shipment) => {
      const lines = charges.filter((charge) => charge.shipment_id === shipment.id);
      const currency = accountCurrency(lines[0]?.currency ?? "USD");
      const amountMinor = lines
        .filter((line) => line.currency === currency)
        .reduce((sum, line) => sum + bigintToNumber(line.amount_minor), 0);
      return {
        id: shipment.id,
        owed: { amountMinor, currency },
        schedule: shipmentSchedule(amountMinor, {
          payer: shipment.payer === "receiver" ? "receiver" : "sender",
          dropOffDate: shipment.drop_off_date,
        }),
      };
    }),
  );
}
