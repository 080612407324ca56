import type { Locale } from "~/domain/locale";
import type { Money } from "~/domain/money";

/*
 * How the agency is paid (issue #27, decision 0057): a provider starts a payment (the address
 * the customer is sent to) and, for one that takes money online, checks a notification it
 * sends back: its signature first, then the transaction's status asked of the provider itself.
 * "recorded" takes nothing online (staff enter what they received); CinetPay takes XOF by
 * mobile money and cards in Côte d'Ivoire when its three settings are given.
 */

export type PaymentProviderId = "recorded" | "cinetpay";

export type PaymentStart = {
  /** Chosen by the site, random and unique; the provider tells it back in its notification. */
  transactionId: string;
  amount: Money;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  locale: Locale;
  customer: { name: string; email: string | null };
};

export type PaymentStartResult = { status: "redirect"; url: string } | { status: "failed"; reason: string };

/** A notification as it arrived: its headers and its posted fields. */
export type ProviderNotification = { headers: Headers; fields: Record<string, string> };

/** The transaction's status as the provider's own status check told it. */
export type ProviderStatus = {
  /** ACCEPTED, REFUSED, WAITING_FOR_CUSTOMER…, as the provider words it. */
  word: string;
  outcome: "accepted" | "refused" | "pending";
  /** The amount and currency as told, unparsed (the comparison is the caller's). */
  amount: string;
  currency: string;
};

export type NotificationCheck =
  /** Missing or wrong signature, or a notification for another merchant: nothing is believed. */
  | { status: "bad-signature" }
  /** Signed, but without a transaction id the site could have chosen. */
  | { status: "bad-fields"; reason: string }
  | { status: "signed"; transactionId: string };

export type StatusCheck = { status: "answered"; told: ProviderStatus } | { status: "failed"; reason: string };

export interface PaymentProvider {
  id: PaymentProviderId;
  /** Whether customers can pay through it on the site. */
  online: boolean;
  /** The currencies it takes online. */
  currencies: readonly string[];
  /** The amount it can be asked for, from what is due (CinetPay: a multiple of 5), or 0 when none. */
  payable(dueMinor: number): number;
  startPayment(start: PaymentStart): Promise<PaymentStartResult>;
  verifyNotification(notification: ProviderNotification): NotificationCheck;
  checkStatus(transactionId: string): Promise<StatusCheck>;
}

/** Staff record what they received: nothing is taken online, and no notification is believed. */
export const recordedProvider: PaymentProvider = {
  id: "recorded",
  online: false,
  currencies: [],
  payable: () => 0,
  startPayment: async () => ({ status: "failed", reason: "not-online" }),
  verifyNotification: () => ({ status: "bad-signature" }),
  checkStatus: async () => ({ status: "failed", reason: "not-online" }),
};
