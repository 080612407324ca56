import type { AccountKind, BalanceState, PaymentMethod } from "./ledger";
import type { Locale } from "./locale";
import type { Money } from "./money";

/*
 * What the money's printed documents show (issue #27): a receipt for a payment received, an
 * invoice or a credit note, worked out on the server and handed to the print views whole, in
 * the customer's language. Amounts are money in minor units; the views only format them.
 */

/** The agency as a document names it: at the office that issues it. */
export type PaperSeller = { legalName: string; address: string; taxNumber: string | null; phone: string; email: string };

export type ReceiptPaper = {
  number: string;
  locale: Locale;
  /** The day and time received, in the office's time zone (YYYY-MM-DD HH:mm). */
  receivedAt: { day: string; time: string; timeZone: string };
  officeName: string;
  seller: PaperSeller;
  customerName: string;
  account: { kind: AccountKind; reference: string };
  amount: Money;
  method: PaymentMethod;
  reference: string | null;
  /** The money counted against the account in its own currency, when it differs, with the rates used. */
  applied: { amount: Money; paidPerUsdMicros: number; owedPerUsdMicros: number; day: string } | null;
  recordedByName: string;
  /** The account just after this payment: what it owes, what stood paid, what was left, its state. */
  after: { owed: Money; paid: Money; due: Money; state: BalanceState };
  /** Set when a later row reversed this payment. */
  reversed: boolean;
};

export type InvoicePaperLine = { description: string; quantity: number; unit: Money; total: Money };

export type InvoicePaper = {
  kind: "invoice" | "credit-note";
  number: string;
  locale: Locale;
  issuedOn: string;
  seller: PaperSeller;
  customer: { name: string; email: string | null };
  account: { kind: AccountKind; reference: string };
  lines: InvoicePaperLine[];
  subtotal: Money;
  /** The tax rate in basis points and its amount; null when the office charged none. */
  tax: { basisPoints: number; amount: Money } | null;
  total: Money;
  /** Beirut: the total in Lebanese pounds, the rate (pounds per dollar, in millionths) and its day. */
  lbp: { total: Money; perUsdMicros: number; day: string } | null;
  /** A credit note: the invoice it cancels and why. */
  cancels: { number: string; reason: string } | null;
  /** An invoice that a credit note cancelled. */
  cancelledBy: string | null;
};

/** A rate in millionths as a decimal text, exactly, without a float: 89500000000 → "89500", 1234567 → "1.234567". */
export function microsText(micros: number): string {
  const whole = Math.trunc(micros / 1_000_000);
  const fraction = String(micros % 1_000_000)
    .padStart(6, "0")
    .replace(/0+$/, "");
  // Thousands grouped as the amounts beside it are (89,500), with Western digits in every language.
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A tax rate in basis points as a percent text: 1100 → "11", 1250 → "12.5". */
export function basisPointsText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  // Thousands grouped as the amounts beside it are (89,500), with Western digits in every language.
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}
