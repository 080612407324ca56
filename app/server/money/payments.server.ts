import {
  balanceOf,
  convertMinor,
  DOCUMENT_SERIES,
  isAccountKind,
  isPaymentMethod,
  MAX_PAYMENT_MINOR,
  needsReference,
  REASON_MAX,
  REFERENCE_MAX,
  referenceKey,
  type AccountKind,
  type Balance,
  type EntryKind,
  type LedgerEntry,
  type PaymentMethod,
} from "~/domain/ledger";
import { agencyToday } from "~/domain/departures";
import { isCurrency, type CurrencyCode, type Money } from "~/domain/money";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { bigintToNumber, ratesInForce } from "~/server/platform/currencies.server";
import { afterCommit, getDb, inTransaction, isUniqueViolation } from "~/server/platform/db.server";
import { countCreated } from "~/server/observability/metrics.server";
import { officeTimeZone } from "~/server/platform/offices.server";
import { newId, now } from "~/server/platform/records.server";
import type { PaymentsTable } from "../../../db/schema";
import { accountCurrency, getAccount, lockAccount, type Account } from "./accounts.server";
import { nextDocumentNumber } from "./document-numbers.server";

/*
 * The ledger of bookings and shipments (issue #27, decision 0056): payments received, refunds
 * paid out and reversals, rows never changed nor deleted, each audited in its transaction. A
 * payment received gets its office's next receipt number in the same transaction, so numbers
 * have no gaps; the same method and reference are refused while the first payment stands.
 */

export type Payment = {
  id: string;
  accountKind: AccountKind;
  accountId: string;
  kind: EntryKind;
  reversesId: string | null;
  /** Set on a payment or refund that a later row reverses. */
  reversedById: string | null;
  amount: Money;
  /** The same money in the account's currency. */
  applied: Money;
  /** The rates used when the currencies differ (millionths per dollar), and their day. */
  rates: { paidPerUsdMicros: number; owedPerUsdMicros: number; day: string } | null;
  method: PaymentMethod;
  reference: string | null;
  office: OfficeId;
  receiptNumber: string | null;
  reason: string;
  provider: string;
  providerTransactionId: string | null;
  recordedAt: string;
  recordedBy: string | null;
  recordedByName: string;
};

export type PaymentProblem =
  | "no-such-account"
  | "account-closed"
  | "amount-not-positive"
  | "amount-too-large"
  | "unknown-currency"
  | "no-rate"
  | "unknown-method"
  | "reference-required"
  | "reference-too-long"
  | "bad-reference"
  | "unknown-office"
  | "duplicate-reference"
  | "reason-required"
  | "reason-too-long"
  | "refund-above-paid"
  | "no-such-payment"
  | "already-reversed"
  | "not-reversible"
  | "reversal-below-zero"
  | "duplicate-transaction";

export type PaymentResult = { status: "ok"; payment: Payment } | { status: "invalid"; problem: PaymentProblem };

export type NewPayment = {
  accountKind: AccountKind;
  accountId: string;
  amountMinor: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  reference?: string | null;
  office: OfficeId;
  /** A refund's reason; unused on a payment. */
  reason?: string;
  provider?: "recorded" | "cinetpay";
  providerTransactionId?: string | null;
};

/** Thrown inside a transaction to undo it and answer with a problem. */
class Refused extends Error {
  constructor(readonly problem: PaymentProblem) {
    super(problem);
  }
}

function toPayment(row: PaymentsTable, reversedById: string | null): Payment {
  const currency = accountCurrency(row.currency);
  const owed = accountCurrency(row.account_currency);
  return {
    id: row.id,
    accountKind: isAccountKind(row.account_kind) ? row.account_kind : "booking",
    accountId: row.account_id,
    kind: row.kind === "refund" || row.kind === "reversal" ? row.kind : "payment",
    reversesId: row.reverses_id,
    reversedById,
    amount: { amountMinor: bigintToNumber(row.amount_minor), currency },
    applied: { amountMinor: bigintToNumber(row.applied_minor), currency: owed },
    rates:
      row.paid_per_usd_micros !== null && row.owed_per_usd_micros !== null
        ? {
            paidPerUsdMicros: bigintToNumber(row.paid_per_usd_micros),
            owedPerUsdMicros: bigintToNumber(row.owed_per_usd_micros),
            day: row.rate_day ?? "",
          }
        : null,
    method: isPaymentMethod(row.method) ? row.method : "cash",
    reference: row.reference,
    office: isOfficeId(row.office_id) ? row.office_id : "beirut",
    receiptNumber: row.receipt_number,
    reason: row.reason,
    provider: row.provider,
    providerTransactionId: row.provider_transaction_id,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
    recordedByName: row.recorded_by_name,
  };
}

/** An account's rows, oldest first, each knowing whether a later row reversed it. */
export async function listAccountPayments(kind: AccountKind, id: string): Promise<Payment[]> {
  const rows = await getDb()
    .selectFrom("payments")
    .selectAll()
    .where("account_kind", "=", kind)
    .where("account_id", "=", id)
    .orderBy("recorded_at")
    .orderBy("id")
    .execute();
  const reversedBy = new Map(rows.filter((row) => row.reverses_id).map((row) => [row.reverses_id!, row.id]));
  return rows.map((row) => toPayment(row, reversedBy.get(row.id) ?? null));
}

export async function getPayment(id: string): Promise<Payment | null> {
  const row = await getDb().selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const reversal = await getDb().selectFrom("payments").select("id").where("reverses_id", "=", id).executeTakeFirst();
  return toPayment(row, reversal?.id ?? null);
}

/** The ledger's rows as the balance reads them. */
export function ledgerEntries(payments: readonly Payment[]): LedgerEntry[] {
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  return payments.map((payment) => {
    const reversed = payment.reversesId ? byId.get(payment.reversesId) : undefined;
    return {
      id: payment.id,
      kind: payment.kind,
      reverses: reversed && reversed.kind !== "reversal" ? { id: reversed.id, kind: reversed.kind } : null,
      appliedMinor: payment.applied.amountMinor,
    };
  });
}

export type AccountLedger = { account: Account; payments: Payment[]; balance: Balance };

/** An account with its rows and its balance, computed from them. */
export async function accountLedger(kind: AccountKind, id: string): Promise<AccountLedger | null> {
  const account = await getAccount(kind, id);
  if (!account) return null;
  const payments = await listAccountPayments(kind, id);
  const balance = balanceOf({ amountMinor: account.owedMinor, currency: account.currency }, account.schedule, ledgerEntries(payments));
  return { account, payments, balance };
}

/** The problems of a payment or refund that need no database. */
function inputProblem(input: NewPayment): PaymentProblem | null {
  if (!isAccountKind(input.accountKind)) return "no-such-account";
  if (typeof input.amountMinor !== "number" || !(input.amountMinor > 0)) return "amount-not-positive";
  if (input.amountMinor > MAX_PAYMENT_MINOR) return "amount-too-large";
  if (!Number.isSafeInteger(input.amountMinor)) return "amount-not-positive";
  if (!isCurrency(input.currency)) return "unknown-currency";
  if (!isPaymentMethod(input.method)) return "unknown-method";
  const reference = input.reference?.trim() ?? "";
  if (needsReference(input.method) && reference === "") return "reference-required";
  if ([...reference].length > REFERENCE_MAX) return "reference-too-long";
  if (reference !== "" && (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(reference) || referenceKey(reference) === "")) return "bad-reference";
  if (!isOfficeId(input.office)) return "unknown-office";
  return null;
}

function reasonProblem(reason: string | undefined): PaymentProblem | null {
  const text = reason?.trim() ?? "";
  if (text === "") return "reason-required";
  if ([...text].length > REASON_MAX) return "reason-too-long";
  return null;
}

/** The money counted against the account: the same amount, or converted at today's rates kept with the row. */
async function applied(amount: Money, currency: CurrencyCode, office: OfficeId) {
  if (amount.currency === currency) return { appliedMinor: amount.amountMinor, rates: null };
  // The rates of the receiving office's day, the day its receipt says.
  const day = agencyToday(new Date(), await officeTimeZone(office));
  const rates = await ratesInForce(day);
  const perUsd = (code: CurrencyCode) => (code === "USD" ? 1_000_000 : rates.get(code)?.perUsdMicros);
  const paidPerUsdMicros = perUsd(amount.currency);
  const owedPerUsdMicros = perUsd(currency);
  if (!paidPerUsdMicros || !owedPerUsdMicros) throw new Refused("no-rate");
  const appliedMinor = convertMinor(
    amount.amountMinor,
    { currency: amount.currency, perUsdMicros: paidPerUsdMicros },
    { currency, perUsdMicros: owedPerUsdMicros },
  );
  if (appliedMinor <= 0) throw new Refused("amount-not-positive");
  return { appliedMinor, rates: { paidPerUsdMicros, owedPerUsdMicros, day } };
}

/** Keeps the method and reference of a standing payment; a second with the same ones is refused, even at the same moment. */
async function claimReference(method: PaymentMethod, reference: string | null, paymentId: string): Promise<void> {
  if (!reference) return;
  const claimed = await getDb()
    .insertInto("payment_references")
    .values({ method, reference_key: referenceKey(reference), payment_id: paymentId })
    .onConflict((conflict) => conflict.columns(["method", "reference_key"]).doNothing())
    .returning("payment_id")
    .executeTakeFirst();
  if (!claimed) throw new Refused("duplicate-reference");
}

/**
 * The work's payment, or its refusal. Every refusal is raised before the work's first write, so
 * that a caller's own transaction is left as it was; a provider's transaction told twice at
 * once is the one refusal the database raises (its transaction is then undone whole).
 */
async function refusing(work: () => Promise<Payment>): Promise<PaymentResult> {
  try {
    return { status: "ok", payment: await work() };
  } catch (error) {
    if (error instanceof Refused) return { status: "invalid", problem: error.problem };
    if (isUniqueViolation(error, "provider_transaction_id")) return { status: "invalid", problem: "duplicate-transaction" };
    throw error;
  }
}

async function insertRow(
  input: NewPayment & {
    id: string;
    kind: EntryKind;
    reversesId?: string | null;
    appliedMinor: number;
    rates: Payment["rates"];
    accountCurrency: CurrencyCode;
  },
  receiptNumber: string | null,
): Promise<Payment> {
  const origin = currentAuditOrigin();
  const id = input.id;
  const reference = input.reference?.trim() || null;
  await getDb()
    .insertInto("payments")
    .values({
      id,
      account_kind: input.accountKind,
      account_id: input.accountId,
      kind: input.kind,
      reverses_id: input.reversesId ?? null,
      amount_minor: input.amountMinor,
      currency: input.currency,
      applied_minor: input.appliedMinor,
      account_currency: input.accountCurrency,
      paid_per_usd_micros: input.rates?.paidPerUsdMicros ?? null,
      owed_per_usd_micros: input.rates?.owedPerUsdMicros ?? null,
      rate_day: input.rates?.day ?? null,
      method: input.method,
      reference,
      office_id: input.office,
      receipt_number: receiptNumber,
      reason: input.reason?.trim() ?? "",
      provider: input.provider ?? "recorded",
      provider_transaction_id: input.providerTransactionId ?? null,
      recorded_at: now(),
      recorded_by: origin.actor?.id ?? null,
      recorded_by_name: origin.actor?.name ?? "",
    })
    .execute();
  const payment = (await getPayment(id))!;
  await afterCommit(() =>
    countCreated("payment", { kind: payment.kind, method: payment.method, currency: payment.amount.currency, office: payment.office }),
  );
  await recordChange(origin, {
    action: "create",
    entity: "payment",
    entityId: id,
    detail: {
      kind: payment.kind,
      account: `${payment.accountKind}:${payment.accountId}`,
      amount: payment.amount,
      applied: payment.applied,
      method: payment.method,
      reference: payment.reference,
      office: payment.office,
      receiptNumber: payment.receiptNumber,
      reversesId: payment.reversesId,
      reason: payment.reason || undefined,
    },
  });
  return payment;
}

/** The office's year now, in its own time zone: receipts are numbered per office and year. */
async function officeYear(office: OfficeId): Promise<number> {
  return Number(agencyToday(new Date(), await officeTimeZone(office)).slice(0, 4));
}

/** Records a payment received, with its receipt number. */
export async function recordPayment(input: NewPayment): Promise<PaymentResult> {
  const problem = inputProblem(input);
  if (problem) return { status: "invalid", problem };
  return refusing(() =>
    inTransaction(async () => {
      await lockAccount(input.accountKind, input.accountId);
      const account = await getAccount(input.accountKind, input.accountId);
      if (!account) throw new Refused("no-such-account");
      if (account.closed) throw new Refused("account-closed");
      const counted = await applied({ amountMinor: input.amountMinor, currency: input.currency }, account.currency, input.office);
      // Every refusal comes before the first write: the reference is claimed first.
      const id = newId();
      await claimReference(input.method, input.reference?.trim() || null, id);
      const receipt = await nextDocumentNumber(input.office, DOCUMENT_SERIES.receipt, await officeYear(input.office));
      return insertRow({ ...input, id, kind: "payment", ...counted, accountCurrency: account.currency }, receipt);
    }),
  );
}

/** Records money paid back to the customer: never more than what stands paid. */
export async function recordRefund(input: NewPayment): Promise<PaymentResult> {
  const problem = inputProblem(input) ?? reasonProblem(input.reason);
  if (problem) return { status: "invalid", problem };
  return refusing(() =>
    inTransaction(async () => {
      await lockAccount(input.accountKind, input.accountId);
      const ledger = await accountLedger(input.accountKind, input.accountId);
      if (!ledger) throw new Refused("no-such-account");
      const counted = await applied({ amountMinor: input.amountMinor, currency: input.currency }, ledger.account.currency, input.office);
      if (counted.appliedMinor > ledger.balance.paidMinor) throw new Refused("refund-above-paid");
      const id = newId();
      await claimReference(input.method, input.reference?.trim() || null, id);
      return insertRow({ ...input, id, kind: "refund", ...counted, accountCurrency: ledger.account.currency }, null);
    }),
  );
}

/**
 * Corrects a mistaken payment or refund with a reversing row and a reason: the row stays, its
 * receipt number stays given, its reference may be recorded again. A row is reversed once.
 */
export async function reversePayment(paymentId: string, reason: string): Promise<PaymentResult> {
  const problem = reasonProblem(reason);
  if (problem) return { status: "invalid", problem };
  return refusing(() =>
    inTransaction(async () => {
      const first = await getPayment(paymentId);
      if (!first) throw new Refused("no-such-payment");
      await lockAccount(first.accountKind, first.accountId);
      const target = (await getPayment(paymentId))!;
      if (target.kind === "reversal") throw new Refused("not-reversible");
      if (target.reversedById) throw new Refused("already-reversed");
      const ledger = await accountLedger(target.accountKind, target.accountId);
      if (target.kind === "payment" && ledger && ledger.balance.paidMinor - target.applied.amountMinor < 0) {
        throw new Refused("reversal-below-zero");
      }
      await getDb().deleteFrom("payment_references").where("payment_id", "=", target.id).execute();
      return insertRow(
        {
          id: newId(),
          accountKind: target.accountKind,
          accountId: target.accountId,
          amountMinor: target.amount.amountMinor,
          currency: target.amount.currency,
          method: target.method,
          reference: target.reference,
          office: target.office,
          reason,
          kind: "reversal",
          reversesId: target.id,
          appliedMinor: target.applied.amountMinor,
          rates: target.rates,
          accountCurrency: target.applied.currency,
        },
        null,
      );
    }),
  ).catch((error: unknown) => {
    // Two reversals of one row at once: the unique reverses_id lets one through.
    if (isUniqueViolation(error, "reverses_id")) return { status: "invalid", problem: "already-reversed" } as const;
    throw error;
  });
}
