import { data } from "react-router";
import { PAYMENT_PROBLEM_WORDS as PROBLEMS, PAYMENT_TEXTS as TEXTS } from "~/content/payments-admin";
import { problem, type Problem } from "~/content/problem";
import { readAmount } from "~/domain/cargo/shipment-form";
import { shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { isPaymentMethod, needsReference, PAYMENT_METHODS, type AccountKind, type PaymentMethod } from "~/domain/ledger";
import { CURRENCIES, formatMoney, isCurrency, type CurrencyCode } from "~/domain/money";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import { quoteHref } from "~/domain/quotes";
import { requireRole, signedInUser } from "~/server/accounts/admin-gate.server";
import { getBooking } from "~/server/enquiries/bookings.server";
import { getAccount, type Account } from "~/server/money/accounts.server";
import { readAccountParam } from "~/server/money/account-money.server";
import {
  accountLedger,
  getPayment,
  recordPayment,
  recordRefund,
  reversePayment,
  type PaymentProblem,
  type PaymentResult,
} from "~/server/money/payments.server";
import { queueReceiptMail } from "~/server/money/money-mails.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices } from "~/server/platform/offices.server";
import { readForm, postedText } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * The forms that write an account's money (issue #27): record a payment (editors and admins),
 * record a refund and reverse a row (admins). Each works without JavaScript: a refused post
 * answers 400 (409 for a payment already recorded) with every typed value kept.
 */

export type PaymentFormMode = "payment" | "refund";
export type PaymentField = "amount" | "currency" | "method" | "reference" | "office" | "reason";
export type PaymentFormValues = Record<PaymentField, string>;

export type PaymentFormOutcome = {
  problem: Problem;
  fieldErrors?: Partial<Record<PaymentField, string>>;
  values: PaymentFormValues;
};

/** The screen an account's money belongs on: a booking's quote, a shipment. */
export async function accountHref(kind: AccountKind, id: string): Promise<string> {
  if (kind === "shipment") return shipmentHref(id);
  const booking = await getBooking(id);
  return booking ? quoteHref(booking.quoteId) : "/admin/bookings";
}

async function requireAccount(request: Request): Promise<Account> {
  const wanted = readAccountParam(new URL(request.url).searchParams.get("account"));
  const account = wanted ? await getAccount(wanted.kind, wanted.id) : null;
  if (!account) throw data(TEXTS.notFound, { status: 404 });
  return account;
}

function requireMode(context: RequestContext, mode: PaymentFormMode) {
  return mode === "refund" ? requireRole(context, "admin") : signedInUser(context);
}

export async function loadPaymentForm(request: Request, mode: PaymentFormMode, context: RequestContext) {
  const user = requireMode(context, mode);
  const account = await requireAccount(request);
  const [ledger, offices] = await Promise.all([accountLedger(account.kind, account.id), officeChoices()]);
  const amount = (amountMinor: number) => formatMoney({ amountMinor, currency: account.currency });
  return {
    mode,
    account: {
      reference: account.reference,
      href: await accountHref(account.kind, account.id),
      owed: amount(account.owedMinor),
      paid: amount(ledger?.balance.paidMinor ?? 0),
      due: amount(ledger?.balance.dueMinor ?? 0),
    },
    values: {
      amount: "",
      currency: account.currency,
      method: "cash",
      reference: "",
      office: user.office ?? account.office,
      reason: "",
    } satisfies PaymentFormValues,
    currencies: [...CURRENCIES],
    // Online too: an online payment held for review is recorded by hand, its transaction id as the reference.
    methods: [...PAYMENT_METHODS],
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
  };
}

const FIELD_OF: Partial<Record<PaymentProblem, PaymentField>> = {
  "amount-not-positive": "amount",
  "amount-too-large": "amount",
  "refund-above-paid": "amount",
  "unknown-currency": "currency",
  "no-rate": "currency",
  "unknown-method": "method",
  "reference-required": "reference",
  "reference-too-long": "reference",
  "bad-reference": "reference",
  "duplicate-reference": "reference",
  "unknown-office": "office",
  "reason-required": "reason",
  "reason-too-long": "reason",
};

export async function handlePaymentFormPost(request: Request, mode: PaymentFormMode, context: RequestContext) {
  requireMode(context, mode);
  const account = await requireAccount(request);
  const form = await readForm(request);
  const values = Object.fromEntries(
    (["amount", "currency", "method", "reference", "office", "reason"] as const).map((name) => [name, postedText(form, name)]),
  ) as PaymentFormValues;
  const refuse = (status: number, fieldErrors: Partial<Record<PaymentField, string>>, message: string = TEXTS.saveError) =>
    data<PaymentFormOutcome>({ problem: problem(message), fieldErrors, values }, { status });
  // Every field that can be judged without the ledger is judged at once, so one post names them all.
  const early: Partial<Record<PaymentField, string>> = {};
  const amount = isCurrency(values.currency) ? readAmount(values.amount.slice(0, 40), values.currency) : null;
  if (!isCurrency(values.currency)) early.currency = PROBLEMS["unknown-currency"];
  else if (amount && !amount.ok) early.amount = TEXTS.amountProblems[amount.problem];
  if (!isPaymentMethod(values.method)) early.method = PROBLEMS["unknown-method"];
  else if (needsReference(values.method) && values.reference.trim() === "") early.reference = PROBLEMS["reference-required"];
  if (!isOfficeId(values.office)) early.office = PROBLEMS["unknown-office"];
  if (mode === "refund" && values.reason.trim() === "") early.reason = PROBLEMS["reason-required"];
  if (Object.keys(early).length > 0 || !amount?.ok) return refuse(400, early);
  const input = {
    accountKind: account.kind,
    accountId: account.id,
    amountMinor: amount.amountMinor,
    currency: values.currency as CurrencyCode,
    method: values.method as PaymentMethod,
    reference: values.reference,
    office: values.office as OfficeId,
    reason: values.reason,
  };
  const result: PaymentResult = mode === "refund" ? await recordRefund(input) : await recordPayment(input);
  if (result.status === "invalid") {
    const field = FIELD_OF[result.problem];
    const message = PROBLEMS[result.problem];
    return refuse(
      result.problem === "duplicate-reference" ? 409 : 400,
      field ? { [field]: message } : {},
      field ? TEXTS.saveError : message,
    );
  }
  // The customer's receipt by e-mail, in their language, when mail is set and they gave an address.
  if (mode === "payment") await queueReceiptMail(result.payment.id);
  const back = await accountHref(account.kind, account.id);
  return redirectWithToast(
    back,
    mode === "refund"
      ? { type: "success", ...TEXTS.refundRecorded }
      : { type: "success", ...TEXTS.recorded(result.payment.receiptNumber ?? "") },
  );
}

/** A row's reversal: the page asks first (with the reason), also without JavaScript. Admins only. */
export async function loadReversal(id: string, context: RequestContext) {
  requireRole(context, "admin");
  const payment = await getPayment(id);
  if (!payment || payment.kind === "reversal") throw data(TEXTS.notFound, { status: 404 });
  const what = `${TEXTS.kinds[payment.kind].toLowerCase()} ${payment.receiptNumber ?? ""} of ${formatMoney(payment.amount)}`.replace(
    /\s+/g,
    " ",
  );
  return {
    title: TEXTS.reverseTitle(payment.receiptNumber ?? TEXTS.kinds[payment.kind]),
    question: TEXTS.reverseQuestion(what),
    back: await accountHref(payment.accountKind, payment.accountId),
    reversed: payment.reversedById !== null,
  };
}

export type ReversalOutcome = { problem: Problem; reason: string; fieldError?: string };

export async function handleReversalPost(request: Request, id: string, context: RequestContext) {
  requireRole(context, "admin");
  const payment = await getPayment(id);
  if (!payment || payment.kind === "reversal") throw data(TEXTS.notFound, { status: 404 });
  const form = await readForm(request);
  const reason = postedText(form, "reason");
  const result = await reversePayment(id, reason);
  if (result.status === "invalid") {
    const onReason = result.problem === "reason-required" || result.problem === "reason-too-long";
    const message = PROBLEMS[result.problem];
    return data<ReversalOutcome>(
      {
        problem: problem(onReason ? TEXTS.saveError : message),
        reason: reason.slice(0, 2_000),
        fieldError: onReason ? message : undefined,
      },
      { status: result.problem === "already-reversed" ? 409 : 400 },
    );
  }
  return redirectWithToast(await accountHref(payment.accountKind, payment.accountId), { type: "success", ...TEXTS.reversed });
}
