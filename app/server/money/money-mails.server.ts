import { MONEY_PAPER_WORDS } from "~/content/money-paper";
import type { Locale } from "~/domain/locale";
import { getEnv } from "~/server/platform/env.server";
import { agencyFooter, customerOutboxMail } from "~/server/platform/mail-outbox/customer-mails.server";
import { queueMail } from "~/server/platform/mail-outbox/outbox.server";
import { getAccount } from "./accounts.server";
import { documentLink, type DocumentKind } from "./document-links.server";
import type { Invoice } from "./invoices.server";
import { getPayment } from "./payments.server";

/*
 * The money's mails to customers (issue #27): a receipt once a payment is recorded, an invoice
 * once issued, each in the customer's language with the document's signed link, written to the
 * outbox in the transaction of what causes it (sent when the site has a mail server).
 */

async function queueDocumentMail(
  kind: DocumentKind,
  id: string,
  number: string,
  to: { name: string; email: string },
  locale: Locale,
  subject: string,
  intro: string,
): Promise<string> {
  const env = getEnv();
  const words = MONEY_PAPER_WORDS[locale].mail;
  const link = documentLink(kind, id);
  return queueMail(
    customerOutboxMail(
      [
        kind === "receipt" ? "money-receipt" : "money-invoice",
        to,
        number,
        locale,
        subject,
        { paragraphs: [intro, `${words.open}: ${link}`], facts: [{ label: words.numberLabel, value: number }] },
      ],
      await agencyFooter(locale, env),
      env,
    ),
  );
}

/**
 * Queues the receipt of a payment received to its customer, in the current transaction: call it
 * just after recordPayment. Nothing is queued (null) for a refund or reversal, or a customer
 * without an e-mail address.
 */
export async function queueReceiptMail(paymentId: string): Promise<string | null> {
  const payment = await getPayment(paymentId);
  if (!payment || payment.kind !== "payment" || !payment.receiptNumber) return null;
  const account = await getAccount(payment.accountKind, payment.accountId);
  if (!account?.customer.email) return null;
  const { locale } = account.customer;
  const words = MONEY_PAPER_WORDS[locale].mail;
  return queueDocumentMail(
    "receipt",
    payment.id,
    payment.receiptNumber,
    { name: account.customer.name, email: account.customer.email },
    locale,
    words.receiptSubject(payment.receiptNumber),
    words.receiptIntro(payment.receiptNumber),
  );
}

/** Queues an invoice just issued to its customer (issueInvoice calls it in its transaction); null without an address. */
export async function queueInvoiceMail(invoice: Invoice): Promise<string | null> {
  if (!invoice.customer.email) return null;
  const words = MONEY_PAPER_WORDS[invoice.locale].mail;
  return queueDocumentMail(
    "invoice",
    invoice.id,
    invoice.number,
    { name: invoice.customer.name, email: invoice.customer.email },
    invoice.locale,
    words.invoiceSubject(invoice.number),
    words.invoiceIntro(invoice.number),
  );
}
