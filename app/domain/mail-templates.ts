/*
 * The kinds of e-mail the site writes to customers (issue #28, decision 0063). Every customer
 * mail is composed by a named template of this list (typed, so the code cannot queue a kind the
 * list lacks), and the admin's preview at /admin/settings/emails shows each one; a test checks
 * that the registry of templates and this list are the same.
 */
export const CUSTOMER_MAIL_KINDS = [
  "enquiry-acknowledgement",
  "enquiry-reply",
  "quote",
  "quote-accepted",
  "booking-confirmed",
  "booking-cancelled",
  "departure-cancelled",
  "booking-released",
  "hold-released",
  "money-receipt",
  "money-invoice",
  "shipment-status",
  // The reminders' e-mails (decision 0062).
  "reminder-balance-due",
  "reminder-pickup-waiting",
  "reminder-review-request",
] as const;

export type CustomerMailKind = (typeof CUSTOMER_MAIL_KINDS)[number];

export function isCustomerMailKind(value: unknown): value is CustomerMailKind {
  return typeof value === "string" && (CUSTOMER_MAIL_KINDS as readonly string[]).includes(value);
}
