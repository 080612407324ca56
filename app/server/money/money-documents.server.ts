import { agencyToday } from "~/domain/departures";
import { balanceOf } from "~/domain/ledger";
import type { Locale } from "~/domain/locale";
import type { InvoicePaper, PaperSeller, ReceiptPaper } from "~/domain/money-paper";
import type { OfficeId } from "~/domain/offices";
import { officeTimeZone } from "~/server/platform/offices.server";
import { getSiteContent } from "~/server/platform/site-content.server";
import { getAccount } from "./accounts.server";
import { creditNoteOf, getInvoice } from "./invoices.server";
import { getPayment, ledgerEntries, listAccountPayments } from "./payments.server";

/*
 * The receipts', invoices' and credit notes' contents (issue #27), worked out for the print
 * views of staff and of the customer's link alike, in the customer's language.
 */

/** The agency as the office's documents name it: its legal name, address and tax number when given. */
async function seller(office: OfficeId, locale: Locale): Promise<PaperSeller> {
  const { offices, contact } = await getSiteContent(locale);
  const at = offices[office];
  return {
    legalName: at.legalName || contact.legalName || contact.companyName,
    address: at.legalAddress || at.address,
    taxNumber: at.taxNumber || null,
    phone: at.phone,
    email: at.email,
  };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeIn(date: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    timeFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** A payment received's receipt; null for an unknown id, and for refunds and reversals, which have none. */
export async function receiptPaper(paymentId: string): Promise<ReceiptPaper | null> {
  if (typeof paymentId !== "string" || paymentId.length > 40) return null;
  const loaded = await loadPaymentWithAccount(paymentId);
  if (!loaded) return null;
  const { payment, account, rows } = loaded;
  const locale = account.customer.locale;
  const timeZone = await officeTimeZone(payment.office);
  const recordedAt = new Date(payment.recordedAt);
  const upTo = rows.slice(0, rows.findIndex((row) => row.id === payment.id) + 1);
  const after = balanceOf({ amountMinor: account.owedMinor, currency: account.currency }, account.schedule, ledgerEntries(upTo));
  const { offices } = await getSiteContent(locale);
  return {
    number: payment.receiptNumber!,
    locale,
    receivedAt: { day: agencyToday(recordedAt, timeZone), time: timeIn(recordedAt, timeZone), timeZone },
    officeName: offices[payment.office].name,
    seller: await seller(payment.office, locale),
    customerName: account.customer.name,
    account: { kind: account.kind, reference: account.reference },
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    applied: payment.rates
      ? {
          amount: payment.applied,
          paidPerUsdMicros: payment.rates.paidPerUsdMicros,
          owedPerUsdMicros: payment.rates.owedPerUsdMicros,
          day: payment.rates.day,
        }
      : null,
    recordedByName: payment.recordedByName,
    after: {
      owed: { amountMinor: after.owedMinor, currency: after.currency },
      paid: { amountMinor: after.paidMinor, currency: after.currency },
      due: { amountMinor: after.dueMinor, currency: after.currency },
      state: after.state,
    },
    reversed: payment.reversedById !== null,
  };
}

async function loadPaymentWithAccount(paymentId: string) {
  const payment = await getPayment(paymentId);
  if (!payment || payment.kind !== "payment" || !payment.receiptNumber) return null;
  const account = await getAccount(payment.accountKind, payment.accountId);
  if (!account) return null;
  const rows = await listAccountPayments(payment.accountKind, payment.accountId);
  return { payment, account, rows };
}

/** An invoice's or credit note's paper, in the language it was issued in; null for an unknown id. */
export async function invoicePaper(invoiceId: string): Promise<InvoicePaper | null> {
  if (typeof invoiceId !== "string" || invoiceId.length > 40) return null;
  const invoice = await getInvoice(invoiceId);
  if (!invoice) return null;
  const { locale, currency } = invoice;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const account = await getAccount(invoice.accountKind, invoice.accountId);
  const cancelled = invoice.kind === "invoice" ? await creditNoteOf(invoice.id) : null;
  const original = invoice.refersToId ? await getInvoice(invoice.refersToId) : null;
  return {
    kind: invoice.kind,
    number: invoice.number,
    locale,
    issuedOn: agencyToday(new Date(invoice.issuedAt), await officeTimeZone(invoice.office)),
    seller: await seller(invoice.office, locale),
    customer: invoice.customer,
    account: { kind: invoice.accountKind, reference: account?.reference ?? "" },
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: money(line.unitMinor),
      total: money(line.totalMinor),
    })),
    subtotal: money(invoice.subtotalMinor),
    tax: invoice.taxBasisPoints > 0 ? { basisPoints: invoice.taxBasisPoints, amount: money(invoice.taxMinor) } : null,
    total: money(invoice.totalMinor),
    lbp: invoice.lbp
      ? { total: { amountMinor: invoice.lbp.totalMinor, currency: "LBP" }, perUsdMicros: invoice.lbp.perUsdMicros, day: invoice.lbp.day }
      : null,
    cancels: original ? { number: original.number, reason: invoice.reason } : null,
    cancelledBy: cancelled?.number ?? null,
  };
}
