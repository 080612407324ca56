import { randomBytes } from "node:crypto";
import type { AccountKind } from "~/domain/ledger";
import type { Locale } from "~/domain/locale";
import { isCurrency, MINOR_DIGITS, type CurrencyCode, type Money } from "~/domain/money";
import type { OfficeId } from "~/domain/offices";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { bookingOfQuote } from "~/server/enquiries/bookings.server";
import { getQuoteByToken } from "~/server/enquiries/quotes.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb, isUniqueViolation } from "~/server/platform/db.server";
import { getEnv, type Env } from "~/server/platform/env.server";
import { countPaymentNotification } from "~/server/observability/metrics.server";
import { newId, now } from "~/server/platform/records.server";
import { accountLedger, recordPayment, type AccountLedger } from "../payments.server";
import { cinetPayProvider } from "./cinetpay.server";
import { recordedProvider, type PaymentProvider, type ProviderNotification, type ProviderStatus } from "./payment-provider.server";

/*
 * Paying online (issue #27, decision 0057): what the customer's page offers, starting a
 * payment with the provider, and what a provider's notification comes to. A notification is
 * believed only when its signature holds and the provider's own status check says ACCEPTED for
 * the amount and currency the site asked; it then records one payment (the transaction id is
 * unique in the ledger), at the Abidjan office, where online payments are taken.
 */

/** The office online payments are counted at (CinetPay pays out in Côte d'Ivoire). */
export const ONLINE_PAYMENT_OFFICE: OfficeId = "abidjan";

/** The notification's address, as the provider is told it. */
export const CINETPAY_NOTIFY_PATH = "/payments/cinetpay/notify";

/** The provider the environment configures: CinetPay with its three settings, else recorded. */
export function activeProvider(env: Env = getEnv()): PaymentProvider {
  if (env.CINETPAY_SITE_ID && env.CINETPAY_API_KEY && env.CINETPAY_SECRET_KEY) {
    return cinetPayProvider({
      siteId: env.CINETPAY_SITE_ID,
      apiKey: env.CINETPAY_API_KEY,
      secretKey: env.CINETPAY_SECRET_KEY,
      apiUrl: env.CINETPAY_API_URL,
    });
  }
  return recordedProvider;
}

/** What paying a quote's booking comes to: online for this amount, or at the office (its instructions). */
export type PaymentOffer = { kind: "online"; ledger: AccountLedger; amount: Money } | { kind: "office"; ledger: AccountLedger; due: Money };

/** The booking of an accepted quote with something left to pay, and how it can be paid; null otherwise. */
export async function quotePaymentOffer(token: string, provider: PaymentProvider = activeProvider()): Promise<PaymentOffer | null> {
  const quote = await getQuoteByToken(token);
  if (!quote || quote.status !== "accepted") return null;
  const booking = await bookingOfQuote(quote.id);
  if (!booking) return null;
  const ledger = await accountLedger("booking", booking.id);
  if (!ledger || ledger.account.closed || ledger.balance.dueMinor <= 0) return null;
  const currency = ledger.balance.currency;
  const payable = provider.online && provider.currencies.includes(currency) ? provider.payable(ledger.balance.dueMinor) : 0;
  if (payable > 0) return { kind: "online", ledger, amount: { amountMinor: payable, currency } };
  return { kind: "office", ledger, due: { amountMinor: ledger.balance.dueMinor, currency } };
}

export type StartOnlinePaymentResult =
  { status: "redirect"; url: string } | { status: "not-offered" } | { status: "failed"; reason: string };

/**
 * Starts paying a quote's booking online: the transaction (random id, the amount due, XOF) is
 * kept before the provider is asked, so that its notification, however quick, finds it.
 */
export async function startOnlinePayment(
  token: string,
  {
    locale,
    returnPath,
    provider = activeProvider(),
    siteUrl = getEnv().SITE_URL,
  }: { locale: Locale; returnPath: string; provider?: PaymentProvider; siteUrl?: string },
): Promise<StartOnlinePaymentResult> {
  const offer = await quotePaymentOffer(token, provider);
  if (!offer || offer.kind !== "online") return { status: "not-offered" };
  const { account } = offer.ledger;
  const transactionId = `CW-${randomBytes(16).toString("hex")}`;
  await getDb()
    .insertInto("online_payments")
    .values({
      transaction_id: transactionId,
      provider: provider.id,
      account_kind: account.kind,
      account_id: account.id,
      amount_minor: offer.amount.amountMinor,
      currency: offer.amount.currency,
      office_id: ONLINE_PAYMENT_OFFICE,
      locale,
      created_at: now(),
    })
    .execute();
  const started = await provider.startPayment({
    transactionId,
    amount: offer.amount,
    // CinetPay asks for a description without # / $ _ &.
    description: `Cedar Wings ${account.reference}`.replace(/[#/$_&]/g, " "),
    notifyUrl: `${siteUrl}${CINETPAY_NOTIFY_PATH}`,
    returnUrl: `${siteUrl}${returnPath}`,
    locale,
    customer: { name: account.customer.name, email: account.customer.email },
  });
  return started;
}

/* ------------------------------------------------------------------ notifications */

export type NotificationStatus = "recorded" | "held" | "refused" | "pending";

export type NotificationOutcome =
  | { status: "bad-signature" }
  | { status: "bad-fields"; reason: string }
  | { status: NotificationStatus; reason: string; paymentId: string | null; receiptNumber: string | null };

/** Who records an online payment in the ledger and the audit trail. */
const PROVIDER_ACTORS = { cinetpay: { id: "cinetpay", name: "CinetPay" }, recorded: { id: "system", name: "System" } } as const;

/** The most fields of a notification kept, and of each value. */
const KEPT_FIELDS = 40;
const KEPT_VALUE_CHARS = 500;

/** The fields as kept with the notification: none named like a secret, each cut to a sane length. */
function keptFields(fields: Record<string, string>): string {
  const kept = Object.entries(fields)
    .filter(([name]) => !/key|secret|password|token/i.test(name))
    .slice(0, KEPT_FIELDS)
    .map(([name, value]) => [name.slice(0, 100), value.slice(0, KEPT_VALUE_CHARS)]);
  return JSON.stringify(Object.fromEntries(kept));
}

/** An amount as the provider told it ("150000", "150000.00"), in minor units of the currency; null when it is not one. */
export function toldMinor(amount: string, currency: CurrencyCode): number | null {
  const match = /^\s*(\d{1,13})(?:\.(\d+))?\s*$/.exec(amount);
  if (!match) return null;
  const digits = MINOR_DIGITS[currency];
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

type Asked = { accountKind: AccountKind; accountId: string; amount: Money; office: OfficeId };

async function askedFor(transactionId: string, provider: PaymentProvider): Promise<Asked | null> {
  const row = await getDb()
    .selectFrom("online_payments")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .where("provider", "=", provider.id)
    .executeTakeFirst();
  if (!row || !isCurrency(row.currency)) return null;
  return {
    accountKind: row.account_kind === "shipment" ? "shipment" : "booking",
    accountId: row.account_id,
    amount: { amountMinor: bigintToNumber(row.amount_minor), currency: row.currency },
    office: row.office_id === "beirut" || row.office_id === "monrovia" ? row.office_id : "abidjan",
  };
}

async function recordedPaymentOf(transactionId: string): Promise<{ id: string; receipt_number: string | null } | undefined> {
  return getDb()
    .selectFrom("payments")
    .select(["id", "receipt_number"])
    .where("provider_transaction_id", "=", transactionId)
    .executeTakeFirst();
}

/**
 * What a notification comes to. A bad or missing signature: nothing is kept or recorded. Else
 * it is kept whatever happens: recorded (once per transaction; a repeat finds the payment),
 * held for review (ACCEPTED, but not the amount or currency asked, or the ledger refused it),
 * refused (the provider says so, or the site never asked for this transaction), pending (not
 * decided yet, or the provider's status check could not be had).
 */
export async function receiveNotification(
  provider: PaymentProvider,
  notification: ProviderNotification,
  origin: Omit<AuditOrigin, "actor">,
): Promise<NotificationOutcome> {
  const check = provider.verifyNotification(notification);
  if (check.status !== "signed") {
    countPaymentNotification(provider.id, "rejected");
    return check;
  }
  const { transactionId } = check;
  const receivedAt = now();
  const asked = await askedFor(transactionId, provider);
  const keep = async (
    status: NotificationStatus,
    reason: string,
    told: ProviderStatus | null,
    payment: { id: string; receipt_number: string | null } | null = null,
  ): Promise<NotificationOutcome> => {
    await getDb()
      .insertInto("payment_notifications")
      .values({
        id: newId(),
        provider: provider.id,
        transaction_id: transactionId,
        status,
        reason: reason.slice(0, 100),
        asked_minor: asked?.amount.amountMinor ?? null,
        asked_currency: asked?.amount.currency ?? null,
        told_amount: told?.amount ?? null,
        told_currency: told?.currency ?? null,
        provider_status: told?.word ?? null,
        fields: keptFields(notification.fields),
        payment_id: payment?.id ?? null,
        received_at: receivedAt,
        settled_at: now(),
      })
      .execute();
    countPaymentNotification(provider.id, status);
    return { status, reason, paymentId: payment?.id ?? null, receiptNumber: payment?.receipt_number ?? null };
  };

  if (!asked) return keep("refused", "unknown-transaction", null);
  const already = await recordedPaymentOf(transactionId);
  if (already) return keep("recorded", "already-recorded", null, already);

  const status = await provider.checkStatus(transactionId);
  if (status.status === "failed") return keep("pending", `check-failed:${status.reason}`, null);
  const told = status.told;
  if (told.outcome === "refused") return keep("refused", "status-refused", told);
  if (told.outcome === "pending") return keep("pending", "status-pending", told);
  if (told.currency !== asked.amount.currency) return keep("held", "currency-differs", told);
  if (toldMinor(told.amount, asked.amount.currency) !== asked.amount.amountMinor) return keep("held", "amount-differs", told);

  const actor = PROVIDER_ACTORS[provider.id];
  try {
    // recordPayment's own transaction: a refusal or a clash rolls back its receipt number too.
    const result = await withAuditOrigin({ ...origin, actor: { ...actor } }, () =>
      recordPayment({
        accountKind: asked.accountKind,
        accountId: asked.accountId,
        amountMinor: asked.amount.amountMinor,
        currency: asked.amount.currency,
        method: "online",
        reference: transactionId,
        office: asked.office,
        provider: "cinetpay",
        providerTransactionId: transactionId,
      }),
    );
    // Money was taken but the ledger cannot count it (a released booking…): a person decides.
    if (result.status === "invalid") return keep("held", `ledger-refused:${result.problem}`, told);
    return keep("recorded", "accepted", told, { id: result.payment.id, receipt_number: result.payment.receiptNumber });
  } catch (error) {
    // The same transaction told twice at once: its unique id in the ledger let one through.
    if (!isUniqueViolation(error)) throw error;
    const first = await recordedPaymentOf(transactionId);
    if (!first) throw error;
    return keep("recorded", "already-recorded", told, first);
  }
}
