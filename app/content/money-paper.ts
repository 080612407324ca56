import type { AccountKind, BalanceState, PaymentMethod } from "~/domain/ledger";
import { PAYMENT_METHOD_NAMES } from "./payment-methods";
import type { Locale } from "~/domain/locale";
import type { InvoiceProblem } from "~/server/money/invoices.server";

/*
 * The words of the money's paper (issue #27): receipts, invoices and credit notes, printed and
 * mailed in the customer's language although the admin area around them is English. Numbers
 * keep Western digits in Arabic, as the site writes prices (decision 0040); the views isolate
 * every number and amount left to right.
 */

export type MoneyPaperWords = {
  /** The tag Intl formats dates with. */
  numberLocale: string;
  methods: Record<PaymentMethod, string>;
  accountKinds: Record<AccountKind, string>;
  states: Record<BalanceState, string>;
  taxNumber: string;
  customer: string;
  email: string;
  receipt: {
    documentTitle: (number: string) => string;
    title: string;
    number: string;
    received: string;
    office: string;
    amount: string;
    method: string;
    reference: string;
    applied: string;
    rates: string;
    rateDay: string;
    recordedBy: string;
    balanceTitle: string;
    owed: string;
    paid: string;
    due: string;
    state: string;
    reversed: string;
    thanks: string;
  };
  invoice: {
    documentTitle: (number: string) => string;
    creditNoteTitle: (number: string) => string;
    title: string;
    creditNote: string;
    number: string;
    issued: string;
    billedTo: string;
    columns: { description: string; quantity: string; unit: string; amount: string };
    subtotal: string;
    tax: (percent: string) => string;
    total: (currency: string) => string;
    lbpTotal: string;
    lbpRate: string;
    cancels: string;
    reason: string;
    cancelledBy: string;
  };
  mail: {
    receiptSubject: (number: string) => string;
    receiptIntro: (number: string) => string;
    invoiceSubject: (number: string) => string;
    invoiceIntro: (number: string) => string;
    open: string;
    numberLabel: string;
  };
};

const en: MoneyPaperWords = {
  numberLocale: "en-US",
  methods: PAYMENT_METHOD_NAMES.en,
  accountKinds: { booking: "Booking", shipment: "Shipment" },
  states: { due: "Due", "deposit-paid": "Deposit paid", paid: "Paid", overpaid: "Overpaid", refunded: "Refunded" },
  taxNumber: "Tax number",
  customer: "Customer",
  email: "E-mail",
  receipt: {
    documentTitle: (number) => `Receipt ${number}`,
    title: "Receipt",
    number: "Receipt number",
    received: "Received on",
    office: "Office",
    amount: "Amount received",
    method: "Method",
    reference: "Reference",
    applied: "Counted against the balance",
    rates: "Rates per US dollar",
    rateDay: "Rates of",
    recordedBy: "Received by",
    balanceTitle: "Balance after this payment",
    owed: "Total owed",
    paid: "Paid",
    due: "Left to pay",
    state: "Status",
    reversed: "This payment was reversed: this receipt no longer stands.",
    thanks: "Thank you for your payment.",
  },
  invoice: {
    documentTitle: (number) => `Invoice ${number}`,
    creditNoteTitle: (number) => `Credit note ${number}`,
    title: "Invoice",
    creditNote: "Credit note",
    number: "Number",
    issued: "Issued on",
    billedTo: "Billed to",
    columns: { description: "Description", quantity: "Quantity", unit: "Unit price", amount: "Amount" },
    subtotal: "Subtotal",
    tax: (percent) => `Tax (${percent} %)`,
    total: (currency) => `Total (${currency})`,
    lbpTotal: "Total in Lebanese pounds",
    lbpRate: "Rate: Lebanese pounds per US dollar",
    cancels: "Cancels invoice",
    reason: "Reason",
    cancelledBy: "Cancelled by credit note",
  },
  mail: {
    receiptSubject: (number) => `Your receipt ${number}`,
    receiptIntro: (number) => `Thank you for your payment. Your receipt ${number} is at the link below, ready to print.`,
    invoiceSubject: (number) => `Your invoice ${number}`,
    invoiceIntro: (number) => `Your invoice ${number} is at the link below, ready to print.`,
    open: "Open the document",
    numberLabel: "Number",
  },
};

const fr: MoneyPaperWords = {
  numberLocale: "fr-FR",
  methods: PAYMENT_METHOD_NAMES.fr,
  accountKinds: { booking: "Réservation", shipment: "Envoi" },
  states: { due: "À payer", "deposit-paid": "Acompte payé", paid: "Payé", overpaid: "Trop-perçu", refunded: "Remboursé" },
  taxNumber: "Numéro fiscal",
  customer: "Client",
  email: "E-mail",
  receipt: {
    documentTitle: (number) => `Reçu ${number}`,
    title: "Reçu",
    number: "Numéro du reçu",
    received: "Reçu le",
    office: "Agence",
    amount: "Montant reçu",
    method: "Moyen de paiement",
    reference: "Référence",
    applied: "Imputé sur le solde",
    rates: "Taux pour un dollar américain",
    rateDay: "Taux du",
    recordedBy: "Reçu par",
    balanceTitle: "Solde après ce paiement",
    owed: "Total dû",
    paid: "Payé",
    due: "Reste à payer",
    state: "État",
    reversed: "Ce paiement a été annulé : ce reçu n’est plus valable.",
    thanks: "Merci pour votre paiement.",
  },
  invoice: {
    documentTitle: (number) => `Facture ${number}`,
    creditNoteTitle: (number) => `Avoir ${number}`,
    title: "Facture",
    creditNote: "Avoir",
    number: "Numéro",
    issued: "Émise le",
    billedTo: "Facturé à",
    columns: { description: "Désignation", quantity: "Quantité", unit: "Prix unitaire", amount: "Montant" },
    subtotal: "Sous-total",
    tax: (percent) => `Taxe (${percent} %)`,
    total: (currency) => `Total (${currency})`,
    lbpTotal: "Total en livres libanaises",
    lbpRate: "Taux : livres libanaises pour un dollar américain",
    cancels: "Annule la facture",
    reason: "Motif",
    cancelledBy: "Annulée par l’avoir",
  },
  mail: {
    receiptSubject: (number) => `Votre reçu ${number}`,
    receiptIntro: (number) => `Merci pour votre paiement. Votre reçu ${number} est disponible au lien ci-dessous, prêt à imprimer.`,
    invoiceSubject: (number) => `Votre facture ${number}`,
    invoiceIntro: (number) => `Votre facture ${number} est disponible au lien ci-dessous, prête à imprimer.`,
    open: "Ouvrir le document",
    numberLabel: "Numéro",
  },
};

const ar: MoneyPaperWords = {
  numberLocale: "ar-u-nu-latn",
  methods: PAYMENT_METHOD_NAMES.ar,
  accountKinds: { booking: "الحجز", shipment: "الشحنة" },
  states: { due: "مستحق", "deposit-paid": "دُفع العربون", paid: "مدفوع", overpaid: "مدفوع بالزيادة", refunded: "مسترد" },
  taxNumber: "الرقم الضريبي",
  customer: "العميل",
  email: "البريد الإلكتروني",
  receipt: {
    documentTitle: (number) => `إيصال ${number}`,
    title: "إيصال",
    number: "رقم الإيصال",
    received: "تاريخ الاستلام",
    office: "المكتب",
    amount: "المبلغ المستلم",
    method: "طريقة الدفع",
    reference: "المرجع",
    applied: "المبلغ المحتسب من الرصيد",
    rates: "أسعار الصرف مقابل الدولار الأمريكي",
    rateDay: "أسعار يوم",
    recordedBy: "استلمه",
    balanceTitle: "الرصيد بعد هذه الدفعة",
    owed: "إجمالي المستحق",
    paid: "المدفوع",
    due: "المتبقي للدفع",
    state: "الحالة",
    reversed: "أُلغيت هذه الدفعة: لم يعد هذا الإيصال ساريًا.",
    thanks: "شكرًا لدفعتكم.",
  },
  invoice: {
    documentTitle: (number) => `فاتورة ${number}`,
    creditNoteTitle: (number) => `إشعار دائن ${number}`,
    title: "فاتورة",
    creditNote: "إشعار دائن",
    number: "الرقم",
    issued: "تاريخ الإصدار",
    billedTo: "إلى",
    columns: { description: "البيان", quantity: "الكمية", unit: "سعر الوحدة", amount: "المبلغ" },
    subtotal: "المجموع الفرعي",
    tax: (percent) => `الضريبة (${percent} %)`,
    total: (currency) => `الإجمالي (${currency})`,
    lbpTotal: "الإجمالي بالليرة اللبنانية",
    lbpRate: "سعر الصرف: ليرة لبنانية لكل دولار أمريكي",
    cancels: "يلغي الفاتورة",
    reason: "السبب",
    cancelledBy: "ألغيت بالإشعار الدائن",
  },
  mail: {
    receiptSubject: (number) => `إيصالكم ${number}`,
    receiptIntro: (number) => `شكرًا لدفعتكم. إيصالكم ${number} متاح على الرابط أدناه وجاهز للطباعة.`,
    invoiceSubject: (number) => `فاتورتكم ${number}`,
    invoiceIntro: (number) => `فاتورتكم ${number} متاحة على الرابط أدناه وجاهزة للطباعة.`,
    open: "افتح المستند",
    numberLabel: "الرقم",
  },
};

export const MONEY_PAPER_WORDS: Record<Locale, MoneyPaperWords> = { en, fr, ar };

const paperDayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A day (YYYY-MM-DD) as the paper writes it in its language, Western digits throughout. */
export function formatMoneyPaperDay(day: string, locale: Locale): string {
  let format = paperDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(MONEY_PAPER_WORDS[locale].numberLocale, { dateStyle: "long", timeZone: "UTC" });
    paperDayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/* ---------------------------------------------------------------- the back office (English, as the admin area is) */

export const MONEY_DOCUMENT_ADMIN_TEXTS = {
  backToAccount: "Back",
  print: "Print",
  customerLink: "Customer's link",
  issueInvoice: "Issue an invoice",
  issueInvoiceHint: "Snapshots what is owed now; an issued invoice never changes.",
  invoiceIssued: "Invoice issued",
  creditNote: "Issue a credit note",
  creditNoteTitle: (number: string) => `Cancel invoice ${number} with a credit note?`,
  creditNoteDescription:
    "A credit note with its own number cancels the whole invoice. It cannot be undone, and an invoice has one credit note at most.",
  reason: "Reason",
  reasonHint: "Printed on the credit note (at most 500 characters).",
  confirmCreditNote: "Issue the credit note",
  keep: "Keep the invoice",
  creditNoteIssued: "Credit note issued",
  creditedBy: (number: string) => `Cancelled by credit note ${number}`,
  receiptTitle: "Receipt",
  invoiceTitle: "Invoice",
  notFound: "There is no such document.",
  badRequest: "The form could not be read: choose the booking or shipment again.",
} as const;

/** Why issuing refused, in the back office's words. */
export const INVOICE_PROBLEM_TEXTS: Record<InvoiceProblem, string> = {
  "no-such-account": "There is no such booking or shipment.",
  "unknown-office": "Choose one of the agency's offices.",
  "nothing-owed": "Nothing is owed on this booking or shipment yet: there is nothing to invoice.",
  "no-lbp-rate": "The Beirut office's invoices give the total in Lebanese pounds: set today's rate under Settings › Currencies first.",
  "no-such-invoice": "There is no such invoice.",
  "not-an-invoice": "A credit note cannot be cancelled by another: issue a new invoice instead.",
  "already-credited": "This invoice already has a credit note.",
  "reason-required": "Give the reason for the credit note.",
  "reason-too-long": "The reason can be at most 500 characters.",
};

/** The fields the offices' editor adds for invoices. */
export const OFFICE_INVOICE_FIELDS = {
  legalName: "Legal name on invoices",
  legalNameHint: "The registered company name; the office's name when blank.",
  legalAddress: "Legal address on invoices",
  taxNumber: "Tax number",
  taxNumberHint: "Printed on this office's invoices when given.",
} as const;
