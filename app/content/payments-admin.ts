import type { BalanceState } from "~/domain/ledger";
import { PAYMENT_METHOD_NAMES } from "./payment-methods";
import type { PaymentProblem } from "~/server/money/payments.server";

/*
 * The back office's words for an account's money (issue #27): the Payments panel of a booking's
 * and a shipment's screen, and the forms recording a payment, a refund and a reversal. English,
 * as the rest of the admin area; the customer's words are in the money paper's content.
 */

/** The staff words for each method (the admin area is in English). */
export const PAYMENT_METHOD_WORDS = PAYMENT_METHOD_NAMES.en;

export const BALANCE_STATE_WORDS: Record<BalanceState, string> = {
  due: "Due",
  "deposit-paid": "Deposit paid",
  paid: "Paid",
  overpaid: "Overpaid",
  refunded: "Refunded",
};

export const PAYMENT_PROBLEM_WORDS: Record<PaymentProblem, string> = {
  "no-such-account": "This booking or shipment no longer exists.",
  "account-closed": "No payment can be taken: the booking was released or the shipment cancelled.",
  "amount-not-positive": "Enter an amount above zero.",
  "amount-too-large": "This amount is too large.",
  "unknown-currency": "Choose one of the agency's currencies.",
  "no-rate":
    "There is no exchange rate for this currency today: add one in Settings → Currencies, or take the payment in the account's currency.",
  "unknown-method": "Choose how it was paid.",
  "reference-required": "Enter the transfer's or the transaction's reference: only cash goes without one.",
  "reference-too-long": "A reference has at most 100 characters.",
  "bad-reference": "Enter the reference as the receipt or the message shows it.",
  "unknown-office": "Choose the office that received it.",
  "duplicate-reference": "This payment is already recorded: the same method and reference were taken before.",
  "reason-required": "Say why.",
  "reason-too-long": "A reason has at most 500 characters.",
  "refund-above-paid": "A refund cannot be more than what stands paid.",
  "no-such-payment": "This payment no longer exists.",
  "already-reversed": "This row was already reversed.",
  "not-reversible": "A reversal cannot be reversed.",
  "reversal-below-zero": "Reverse the refunds first: without this payment, more would be refunded than paid.",
  "duplicate-transaction": "This online payment is already recorded.",
};

/** The online payments staff must look at, on /admin/payments (issue #27, decision 0057). */
export const REVIEW_TEXTS = {
  title: "Online payments to review",
  intro:
    "CinetPay told us of these payments, but they were not recorded: check each in the CinetPay back office. If the money arrived, record it on the booking with the method Online and the transaction id as the reference; the same id is then never recorded twice.",
  caption: "Online payment notifications held or pending, newest first",
  columns: { received: "Told", transaction: "Transaction", booking: "Booking", asked: "Asked", told: "Told by CinetPay", why: "Why" },
  held: "Held",
  pending: "Pending",
  reasons: {
    "amount-differs": "Another amount than asked",
    "currency-differs": "Another currency than asked",
    "status-pending": "Not final yet at CinetPay",
    "check-failed": "CinetPay's status check could not be had",
    "ledger-refused": "The ledger refused it",
  } as Record<string, string>,
  openBooking: "Open the booking",
} as const;

export const PAYMENT_TEXTS = {
  panelTitle: "Payments",
  owed: "Owed",
  paid: "Paid",
  due: "Balance due",
  refunded: "Refunded",
  state: "State",
  next: (what: string, day: string) => `${what} due ${day}`,
  nextAtPickup: (what: string) => `${what} due at pickup`,
  installment: { deposit: "Deposit", balance: "Balance", whole: "Payment" } as const,
  schedule: "Schedule",
  depositNotPaid: (part: string, amount: string, paid: string) => `The ${part} of ${amount} is not paid yet: ${paid} is.`,
  rowsCaption: "Every payment, refund and reversal, oldest first. Rows are never changed: a mistake is reversed.",
  none: "No payment yet.",
  columns: { day: "Recorded", kind: "Entry", amount: "Amount", method: "Method", office: "Office", receipt: "Receipt", by: "By" },
  kinds: { payment: "Payment", refund: "Refund", reversal: "Reversal" } as const,
  counted: (amount: string) => `counted as ${amount}`,
  reversedNote: "reversed",
  reverse: "Reverse",
  receipt: "Receipt",
  invoices: "Invoices",
  invoice: "Invoice",
  creditNote: "Credit note",
  cancelledByCreditNote: "cancelled by a credit note",
  record: "Record a payment",
  refundAction: "Record a refund",
  closed: "No more payments can be taken on it.",
  // The forms.
  recordTitle: (reference: string) => `Record a payment: ${reference}`,
  refundTitle: (reference: string) => `Record a refund: ${reference}`,
  reverseTitle: (receipt: string) => `Reverse ${receipt}`,
  reverseQuestion: (what: string) =>
    `Reverse ${what}? The row and its receipt number stay in the ledger; a reversing row with your reason is added, and the balance changes.`,
  fields: {
    amount: { label: "Amount", hint: "As counted or as the transfer says, in the currency below." },
    currency: { label: "Currency" },
    method: { label: "Method" },
    reference: { label: "Reference", hint: "The transfer's or the transaction's number; not needed for cash." },
    office: { label: "Received at" },
    reason: { label: "Reason", hint: "Kept with the row, for the accountant." },
  },
  amountProblems: {
    "not-a-number": "Enter an amount such as 1,250.50.",
    negative: "Enter an amount above zero.",
    "too-many-decimals": "This currency has fewer decimals.",
    "too-large": "This amount is too large.",
  },
  save: "Record",
  saveRefund: "Record the refund",
  confirmReverse: "Reverse it",
  cancel: "Cancel",
  saveError: "Nothing was recorded: check the fields marked below.",
  recorded: (receipt: string) => ({ title: "Payment recorded", description: `Receipt ${receipt}.` }),
  refundRecorded: { title: "Refund recorded" },
  reversed: { title: "Reversed", description: "The balance now leaves that row out." },
  notFound: "No such booking, shipment or payment.",
  badAccount: "Open a booking or a shipment to record its payments.",
} as const;
