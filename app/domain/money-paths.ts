import type { AccountKind } from "./ledger";

/** The back office's addresses for an account's money (issue #27); the browser builds links with them too. */
export const PAYMENTS_PATH = "/admin/payments";

export function accountParam(kind: AccountKind, id: string): string {
  return `${kind}:${id}`;
}

export function recordPaymentHref(kind: AccountKind, id: string): string {
  return `${PAYMENTS_PATH}/new?account=${encodeURIComponent(accountParam(kind, id))}`;
}

export function recordRefundHref(kind: AccountKind, id: string): string {
  return `${PAYMENTS_PATH}/refund?account=${encodeURIComponent(accountParam(kind, id))}`;
}

export function reversePaymentHref(paymentId: string): string {
  return `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}/reverse`;
}

export function receiptHref(paymentId: string): string {
  return `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}/receipt`;
}

export const INVOICES_PATH = "/admin/invoices";
export const INVOICE_NEW_PATH = `${INVOICES_PATH}/new`;

export function invoiceHref(invoiceId: string): string {
  return `${INVOICES_PATH}/${encodeURIComponent(invoiceId)}`;
}

export function creditNoteHref(invoiceId: string): string {
  return `${invoiceHref(invoiceId)}/credit-note`;
}
