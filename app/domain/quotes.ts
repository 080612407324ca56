import { convertFromUsd, toDollars } from "./currencies";
import { addDays } from "./departures";
import { CURRENCIES, isCurrency, type CurrencyCode, type Money } from "./money";
import { saleIsOn } from "./tour-prices";

/*
 * Quotes made from an enquiry (issue #13; docs/decisions/0035-quotes-and-bookings.md): their
 * numbers, lines, totals, currency and validity, and the seats an accepted one holds. Pure, so
 * the admin form, the customer's page and the server share one set of rules.
 */

/**
 * What is stored. "Expired" is never stored: it is read from the validity, like a departure's Full.
 * "Failed": the customer accepted, but the departure no longer had the seats (issue #23); the
 * agency was told and the quote no longer awaits an answer.
 */
export const QUOTE_STATUSES = ["draft", "sent", "accepted", "declined", "withdrawn", "superseded", "failed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What staff and the customer are told of a quote on a day. */
export type QuoteState = QuoteStatus | "expired";

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly unknown[]).includes(value);
}

/** A line's kind: the adult and child lines of a quote for a departure are its seats. */
export const QUOTE_LINE_KINDS = ["adult", "child", "single", "other"] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export function isQuoteLineKind(value: unknown): value is QuoteLineKind {
  return (QUOTE_LINE_KINDS as readonly unknown[]).includes(value);
}

/** A quote is in the customer's currency among the site's (issue #11), or in dollars. */
export const QUOTE_CURRENCIES: readonly CurrencyCode[] = CURRENCIES;

export type QuoteLine = {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  /** In the quote's currency. */
  unitPrice: Money;
};

/** How long a new quote can be accepted, from today. */
export const DEFAULT_VALIDITY_DAYS = 14;
/** How long an accepted quote holds its seats, at most: never past the departure's day. */
export const HOLD_DAYS = 7;
/** The most lines one quote has: more is not a quote a customer reads. */
export const MAX_QUOTE_LINES = 30;

/** `Q-2026-0042`: the year and its sequential number, four digits at least. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The year and number of `Q-2026-0042`, or null for anything else. */
export function parseQuoteNumber(text: string): { year: number; sequence: number } | null {
  const match = /^Q-(\d{4})-(\d{4,})$/.exec(text);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** A line's amount: quantity × unit price, exact in minor units. */
export function lineAmount(line: Pick<QuoteLine, "quantity" | "unitPrice">): Money {
  return { amountMinor: line.quantity * line.unitPrice.amountMinor, currency: line.unitPrice.currency };
}

/** The quote's total in its currency (0 without lines). */
export function quoteTotal(lines: readonly Pick<QuoteLine, "quantity" | "unitPrice">[], currency: CurrencyCode): Money {
  return { amountMinor: lines.reduce((sum, line) => sum + lineAmount(line).amountMinor, 0), currency };
}

/** Expired: sent, not answered, and past its last day (the agency's calendar). */
export function isExpired(quote: { status: QuoteStatus; validUntil: string }, today: string): boolean {
  return quote.status === "sent" && quote.validUntil < today;
}

export function quoteState(quote: { status: QuoteStatus; validUntil: string }, today: string): QuoteState {
  return isExpired(quote, today) ? "expired" : quote.status;
}

/** Only a sent quote within its validity can be accepted or declined. */
export function isAnswerable(quote: { status: QuoteStatus; validUntil: string }, today: string): boolean {
  return quoteState(quote, today) === "sent";
}

/** What staff may still do with a quote in a state. */
export function quoteActions(state: QuoteState): { edit: boolean; send: boolean; withdraw: boolean; revise: boolean } {
  return {
    edit: state === "draft",
    // Sending again gives the customer a new link (and stops the old one).
    send: state === "draft" || state === "sent",
    withdraw: state === "draft" || state === "sent" || state === "expired" || state === "failed",
    revise: state === "sent" || state === "expired" || state === "declined" || state === "withdrawn" || state === "failed",
  };
}

/** The party an accepted quote books: the adult and child quantities of its lines. */
export function partyOf(lines: readonly Pick<QuoteLine, "kind" | "quantity">[]): { adults: number; children: number; seats: number } {
  const count = (kind: QuoteLineKind) => lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.quantity, 0);
  const adults = count("adult");
  const children = count("child");
  return { adults, children, seats: adults + children };
}

/**
 * Whether a quote asks for more seats than its departure has left (issue #23): such a quote may
 * be saved as a draft but not sent. A quote without seat lines or a departure asks for none.
 */
export function seatsShortfall(lines: readonly Pick<QuoteLine, "kind" | "quantity">[], seatsLeft: number | null): boolean {
  return seatsLeft !== null && partyOf(lines).seats > seatsLeft;
}

/** The hold's last day: HOLD_DAYS from today, but never past the departure's day. */
export function holdUntil(today: string, departureStart: string): string {
  const limit = addDays(today, HOLD_DAYS);
  return limit < departureStart ? limit : departureStart;
}

export function defaultValidUntil(today: string): string {
  return addDays(today, DEFAULT_VALIDITY_DAYS);
}

/** A dollar price in the quote's currency at the rate kept in the quote, rounded as the site rounds (LBP to 1,000). */
export function inQuoteCurrency(usd: Money, currency: CurrencyCode, perUsdMicros: number | null): Money {
  if (currency === usd.currency) return usd;
  if (perUsdMicros === null) throw new RangeError(`No rate to convert to ${currency}`);
  return convertFromUsd(usd, currency, perUsdMicros);
}

/** An amount in the quote's currency back in dollars at its kept rate (what staff compare it with), to the cent. */
export function inDollars(amount: Money, perUsdMicros: number | null): Money {
  if (amount.currency === "USD" || perUsdMicros === null) return amount;
  return toDollars(amount, perUsdMicros);
}

/** What the catalogue says a departure costs, for the lines it fills in. */
export type DeparturePrices = {
  tour: {
    title: string;
    price: Money;
    salePrice: Money | null;
    saleEndsOn: string | null;
    childPrice: Money | null;
    singleSupplement: Money | null;
    /** The tour's explicit price in the quote's currency, if it has one (decision 0025). */
    explicitPrice?: Money;
  };
  departure: { price: Money | null };
};

/** The words of the lines filled in from a departure, in the customer's language. */
export type DepartureLineTexts = { adult: string; child: string; single: string };

/**
 * The lines a departure fills in (issue #13): adults at its own price over the tour's (the sale
 * price while a sale is on, or the tour's explicit price in the quote's currency), children and
 * the single supplement when the tour has them. Dollar prices are converted at the quote's kept
 * rate. Quantities start at the party given; staff change them.
 */
export function departureLines(
  prices: DeparturePrices,
  quote: { currency: CurrencyCode; perUsdMicros: number | null },
  texts: DepartureLineTexts,
  party: { adults: number; children: number },
  today: string,
): QuoteLine[] {
  const { tour, departure } = prices;
  const convert = (usd: Money) => inQuoteCurrency(usd, quote.currency, quote.perUsdMicros);
  const adultPrice = departure.price
    ? convert(departure.price)
    : saleIsOn(tour, today)
      ? convert(tour.salePrice!)
      : tour.explicitPrice?.currency === quote.currency
        ? tour.explicitPrice
        : convert(tour.price);
  const lines: QuoteLine[] = [{ kind: "adult", description: texts.adult, quantity: party.adults, unitPrice: adultPrice }];
  // Without a child price a child pays as an adult, and still takes a seat.
  if (tour.childPrice)
    lines.push({ kind: "child", description: texts.child, quantity: party.children, unitPrice: convert(tour.childPrice) });
  else if (party.children > 0) lines.push({ kind: "child", description: texts.child, quantity: party.children, unitPrice: adultPrice });
  if (tour.singleSupplement)
    lines.push({ kind: "single", description: texts.single, quantity: 0, unitPrice: convert(tour.singleSupplement) });
  return lines;
}

/** A currency code posted by a form, or null. */
export function quoteCurrency(value: unknown): CurrencyCode | null {
  return isCurrency(value) ? value : null;
}

/** The customer's link token: 32 random bytes in base64url (256 bits); anything else is not one. */
export function isTokenShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The admin screens' addresses. */
export const QUOTES_ADMIN_PATH = "/admin/quotes";
export const BOOKINGS_PATH = "/admin/bookings";

export function quoteHref(id: string): string {
  return `${QUOTES_ADMIN_PATH}/${encodeURIComponent(id)}`;
}

export function quoteEditHref(id: string): string {
  return `${quoteHref(id)}/edit`;
}

/** A new quote for an enquiry (its Quotes section's button). */
export function newQuoteHref(enquiryId: string): string {
  return `/admin/messages/${encodeURIComponent(enquiryId)}/quotes/new`;
}

/** A departure's passenger list as a CSV download. */
export function passengerListHref(departureId: string): string {
  return `${BOOKINGS_PATH}/${encodeURIComponent(departureId)}/passengers.csv`;
}

/** A quote as a list shows it (worked out on the server): with its customer, or when it was made. */
export type QuoteRow = {
  id: string;
  /** Its number, and its revision after the first. */
  name: string;
  state: QuoteState;
  total: string;
  validUntil: string;
  customer?: { name: string; enquiryId: string };
  created?: string;
};

/** The dashboard's figures on quotes and seats (issue #13), worked out by quotesDashboardFigures. */
export type QuotesDashboardFigures = { awaiting: number; held: number; booked: number };
