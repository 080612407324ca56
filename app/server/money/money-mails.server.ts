import { MONEY_PAPER_WORDS } from "~/content/money-paper";
import type { Locale } from "~/domain/locale";
import { getEnv } from "~/server/platform/env.server";
import { agencyFooter, customerOutboxMail, type Agency, type CustomerMailEnv } from "~/server/platform/mail-outbox/customer-mails.server";
import { queueMail, type OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { getAccount } from "./accounts.server";
import { documentLink, type DocumentKind } from "./document-links.server";
import type { Invoice } from "./invoices.server";
import { getPayment } from "./payments.server";

/*
 * The money's mails to customers (issue #27): a receipt once a payment is recorded, an invoice
 * once issued, each in the customer's language with the document's signed link, written to the
 * outbox in the transaction of what causes it (sent when the site has a mail server).
 */

/** What a receipt's or invoice's mail names: the document (its id signs the link) and the customer. */
export type DocumentNews = { kind: DocumentKind; id: string; number: string; name: string; email: string };

/** Templates "money-receipt" and "money-invoice": the document's number and its signed link, in the customer's language. */
export function documentMail(news: DocumentNews, locale: Locale, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const words = MONEY_PAPER_WORDS[locale].mail;
  const receipt = news.kind === "receipt";
  return customerOutboxMail(
    [
      receipt ? "money-receipt" : "money-invoice",
      news,
      news.number,
      locale,
      receipt ? words.receiptSubject(news.number) : words.invoiceSubject(news.number),
      {
        paragraphs: [
          receipt ? words.receiptIntro(news.number) : words.invoiceIntro(news.number),
          `${words.open}: ${documentLink(news.kind, news.id)}`,
        ],
        facts: [{ label: words.numberLabel, value: news.number }],
      },
    ],
    agency,
    env,
  );
}

async function queueDocumentMail(news: DocumentNews, locale: Locale): Promise<string> {
  const env = getEnv();
  return queueMail(documentMail(news, locale, await agencyFooter(locale, env), env));
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
  const { name, email, locale } = account.customer;
  return queueDocumentMail({ kind: "receipt", id: payment.id, number: payment.receiptNumber, name, email }, locale);
}

/** Queues an invoice just issued to its customer (issueInvoice calls it in its transaction); null without an address. */
export async function queueInvoiceMail(invoice: Invoice): Promise<string | null> {
  if (!invoice.customer.email) return null;
  const { name, email } = invoice.customer;
  return queueDocumentMail({ kind: "invoice", id: invoice.id, number: invoice.number, name, email }, invoice.locale);
}
