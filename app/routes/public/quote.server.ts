import { data, redirect } from "react-router";
import { documentPath } from "~/server/money/document-links.server";
import { listAccountInvoices } from "~/server/money/invoices.server";
import { PAYMENT_METHOD_NAMES } from "~/content/payment-methods";
import { accountLedger } from "~/server/money/payments.server";
import { localizedPath, type Locale } from "~/domain/locale";
import { formatMoney, type Money } from "~/domain/money";
import { lineAmount, quoteState, type QuoteState } from "~/domain/quotes";
import { bookingOfQuote } from "~/server/enquiries/bookings.server";
import { formatDay } from "~/server/catalogue/departures.server";
import { getEnquiry } from "~/server/enquiries/enquiries.server";
import { translatorFor } from "~/server/platform/messages.server";
import { FORM_BODY_TEXTS, readForm } from "~/server/platform/posted-form.server";
import { acceptQuote, declineQuote, getQuoteByToken, quoteDeparture, quotePath } from "~/server/enquiries/quotes.server";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { visitor } from "~/server/platform/visitor.server";
import { tellStaffOfFailedAccept } from "~/server/enquiries/booking-changes/mail.server";

/** A quote as its customer's page shows it, every text in the page's language. */
export type PublicQuoteView = {
  number: string;
  revision: number;
  state: QuoteState;
  customerName: string;
  issuedOn: string;
  validUntil: string;
  departure: { tourTitle: string; datesText: string } | null;
  lines: { description: string; quantity: number; unitPrice: string; amount: string }[];
  total: string;
  note: string;
  answeredOn: string | null;
  /** Seats held for the customer, while the hold lasts. */
  hold: { seats: number; until: string } | null;
  /** Seats booked once staff confirmed the booking (the deposit arrived). */
  bookedSeats: number | null;
  /** Where "Ask for a new quote" leads: the contact form, about the same tour when there is one. */
  contactHref: string;
  /** The booking's money (issue #27): what stands paid, what is left and when, the payments received. */
  payments: {
    paid: string;
    due: string | null;
    next: { amount: string; date: string | null } | null;
    refunded: string | null;
    rows: { id: string; day: string; amount: string; method: string; receipt: string | null; receiptHref: string | null }[];
    invoices: { number: string; href: string; creditNote: boolean }[];
  } | null;
};

/** Never kept by a cache (it is one person's), never indexed, and its address never sent on as a referrer. */
export const QUOTE_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** The page's quote, or null for a link that opens none (a 404, whatever the reason). */
export async function loadPublicQuote(token: string, locale: Locale, today: string): Promise<PublicQuoteView | null> {
  const quote = await getQuoteByToken(token);
  if (!quote) return null;
  const [enquiry, departure, booking] = await Promise.all([
    getEnquiry(quote.enquiryId),
    quoteDeparture(quote.departureId, locale, today),
    quote.status === "accepted" ? bookingOfQuote(quote.id) : null,
  ]);
  if (!enquiry) return null;
  const day = (iso: string) => formatDay(iso.slice(0, 10), locale);
  const price = (value: Money) => formatMoney(value, locale);
  const holding = booking?.status === "held" && booking.heldUntil >= today;
  const contact = departure
    ? `/contact?tour=${encodeURIComponent(departure.tourId)}${departure.upcoming ? `&date=${departure.startDate}` : ""}`
    : "/contact?subject=General%20Inquiry";
  return {
    number: quote.number,
    revision: quote.revision,
    state: quoteState(quote, today),
    customerName: enquiry.name,
    issuedOn: day(quote.sentAt ?? quote.createdAt),
    validUntil: day(quote.validUntil),
    departure: departure ? { tourTitle: departure.tourTitle, datesText: departure.datesText } : null,
    lines: quote.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: price(line.unitPrice),
      amount: price(lineAmount(line)),
    })),
    total: price(quote.total),
    note: quote.note,
    answeredOn: quote.answeredAt ? day(quote.answeredAt) : null,
    hold: holding && booking ? { seats: booking.seats, until: day(booking.heldUntil) } : null,
    bookedSeats: booking?.status === "confirmed" ? booking.seats : null,
    contactHref: localizedPath(contact, locale),
    payments: booking ? await bookingPayments(booking.id, locale) : null,
  };
}

/** The customer's view of their booking's ledger: payments received that stand, in their language. */
async function bookingPayments(bookingId: string, locale: Locale): Promise<PublicQuoteView["payments"]> {
  const ledger = await accountLedger("booking", bookingId);
  if (!ledger) return null;
  const { balance, payments } = ledger;
  const price = (amountMinor: number) => formatMoney({ amountMinor, currency: balance.currency }, locale);
  const settled = balance.state === "paid" || balance.state === "overpaid";
  return {
    paid: price(balance.paidMinor),
    due: settled ? null : price(balance.dueMinor),
    next:
      !settled && balance.next
        ? { amount: price(balance.next.leftMinor), date: balance.next.dueOn ? formatDay(balance.next.dueOn, locale) : null }
        : null,
    refunded: balance.refundedMinor > 0 ? price(balance.refundedMinor) : null,
    rows: payments
      .filter((payment) => payment.kind === "payment" && !payment.reversedById)
      .map((payment) => ({
        id: payment.id,
        day: formatDay(payment.recordedAt.slice(0, 10), locale),
        amount: formatMoney(payment.amount, locale),
        method: PAYMENT_METHOD_NAMES[locale][payment.method],
        receipt: payment.receiptNumber,
        receiptHref: payment.receiptNumber ? documentPath("receipt", payment.id) : null,
      })),
    invoices: (await listAccountInvoices("booking", bookingId)).map((invoice) => ({
      number: invoice.number,
      href: documentPath("invoice", invoice.id),
      creditNote: invoice.kind === "credit-note",
    })),
  };
}

const ANSWERS = { accept: acceptQuote, decline: declineQuote } as const;

/**
 * The Accept and Decline buttons (plain forms): a post from another site is refused (403), a
 * wrong link is a 404, an answer that went through comes back as the page (Post/Redirect/Get);
 * a quote no longer open is a 409 with the reason, and nothing was changed; a departure without
 * the seats marks the quote failed and tells the agency (issue #23), and the page says so.
 */
export async function handleQuoteAnswer(request: Request, token: string, context: RequestContext) {
  await refuseCrossSitePost(request, context);
  const { locale, today } = visitor(context);
  const t = translatorFor(locale);
  const form = await readForm(request, { texts: { ...FORM_BODY_TEXTS, unreadable: t("quote.unreadable") } });
  const intent = form.get("intent");
  if (intent !== "accept" && intent !== "decline")
    return data({ problem: t("quote.unreadable") }, { status: 400, headers: QUOTE_PAGE_HEADERS });
  const result = await ANSWERS[intent](token, today);
  switch (result.status) {
    case "not-found":
      throw data(null, { status: 404, headers: QUOTE_PAGE_HEADERS });
    case "accepted":
    case "declined":
      // The page's own address (a script's post arrives at its `.data` twin).
      return redirect(quotePath(token, locale), { status: 303, headers: QUOTE_PAGE_HEADERS });
    case "not-open":
      return data({ problem: t("quote.notOpen") }, { status: 409, headers: QUOTE_PAGE_HEADERS });
    case "no-seats":
      // Recorded as failed (issue #23): the agency is told, and the page says so in its state.
      if (result.eventId) {
        await tellStaffOfFailedAccept(result.quote, result);
        return redirect(quotePath(token, locale), { status: 303, headers: QUOTE_PAGE_HEADERS });
      }
      return data({ problem: t("quote.noSeats") }, { status: 409, headers: QUOTE_PAGE_HEADERS });
  }
}
