import type { ToastText } from "~/domain/catalogue-admin";
import type { BookingState } from "~/domain/bookings";
import { formatMoney } from "~/domain/money";
import type { Money } from "~/domain/money";
import type { QuoteLineKind, QuoteState } from "~/domain/quotes";
import type { QuoteEventSummary } from "~/domain/quote-timeline";
import { plural } from "./plural";

/** The back office's words for quotes and bookings (issue #13); the admin interface is in English. */

const seatCount = (seats: number) => plural(seats, { one: "# seat", other: "# seats" });

/** How a quote is named in lists and the timeline: its number, and the revision after the first. */
function numberWithRevision(number: string, revision: number): string {
  return revision > 1 ? `${number} (revision ${revision})` : number;
}

const DELIVERY: Record<string, string> = {
  sent: "the e-mail was accepted by the mail server",
  failed: "the e-mail could not be sent; the link was given to copy",
  skipped: "no e-mail is set up; the link was given to copy",
  pending: "the e-mail is on its way",
  queued: "the mail server did not take the e-mail yet; it will be tried again",
};

const because = (reason: string | null) => (reason ? `. Reason: ${reason}` : "");

/** What became of the e-mail to the customer about a cancelled departure or a released booking (issue #23). */
const CUSTOMER_MAIL: Record<string, string> = {
  sent: "the customer was e-mailed",
  failed: "the e-mail to the customer could not be sent",
  skipped: "no e-mail is set up; the customer was not e-mailed",
};
const customerMail = (mail: string | null) => (mail ? `; ${CUSTOMER_MAIL[mail] ?? mail}` : "");

const STAFF_MAIL: Record<string, string> = {
  sent: "the assignee was e-mailed",
  failed: "the e-mail to the assignee could not be sent",
  skipped: "no e-mail is set up",
  pending: "the assignee is being e-mailed",
};

export const QUOTE_AUDIT_TEXTS = {
  money: (value: Money) => formatMoney(value),
  line: (quantity: number, description: string, amount: Money) => `${quantity} × ${description} = ${formatMoney(amount)}`,
} as const;

/** The enquiry timeline's lines about quotes; the actor is shown beside each. */
export const QUOTE_TIMELINE_TEXTS = {
  numberWithRevision,
  created: (number: string, total: string) => `Quote ${number} drafted${total ? ` (total ${total})` : ""}`,
  sent: (number: string, to: string, delivery: string) => `Quote ${number} sent to ${to}: ${DELIVERY[delivery] ?? delivery}`,
  revised: (number: string, newRevision: number) => `Quote ${number} revised: revision ${newRevision} drafted, this one superseded`,
  withdrawn: (number: string) => `Quote ${number} withdrawn`,
  accepted: (number: string, seats: number, heldUntil: string | null) =>
    heldUntil ? `Quote ${number} accepted; ${seatCount(seats)} held until ${heldUntil}` : `Quote ${number} accepted`,
  declined: (number: string) => `Quote ${number} declined`,
  expired: (number: string, validUntil: string) => `Quote ${number} expired unanswered (its last day was ${validUntil})`,
  holdConfirmed: (number: string, seats: number) => `Booking confirmed for quote ${number}: ${seatCount(seats)} booked`,
  released: (number: string, seats: number, reason: string | null = null, mail: string | null = null) =>
    `Booking of quote ${number} released: ${seatCount(seats)} free again${because(reason)}${customerMail(mail)}`,
  departureCancelled: (number: string, dates: string, reason: string | null, mail: string | null) =>
    `Departure ${dates} of quote ${number} cancelled${because(reason)}${customerMail(mail)}`,
  acceptFailed: (number: string, seats: number, left: number, mail: string | null) =>
    `The customer accepted quote ${number} for ${seatCount(seats)}, but only ${seatCount(left)} ${left === 1 ? "was" : "were"} left: nothing was booked${mail ? `; ${STAFF_MAIL[mail] ?? mail}` : ""}`,
  holdLapsed: (number: string, seats: number) => `Hold of quote ${number} lapsed: ${seatCount(seats)} free again`,
} as const;

/** The reason staff gave (issue #23), if any. */
function reasonOf(detail: Record<string, unknown>): string | null {
  return typeof detail.reason === "string" && detail.reason ? detail.reason : null;
}

/** What became of the e-mail about it: "sent", "failed", "skipped", or null when none was asked for. */
function mailOf(detail: Record<string, unknown>, key = "customerMail"): string | null {
  return typeof detail[key] === "string" ? (detail[key] as string) : null;
}

/** A quote timeline line in words (domain/quote-timeline's `timelineOf` asks for it). */
export const quoteEventSummary: QuoteEventSummary = (type, detail, quote) => {
  const number = QUOTE_TIMELINE_TEXTS.numberWithRevision(quote.number, quote.revision);
  switch (type) {
    case "created":
      return QUOTE_TIMELINE_TEXTS.created(number, String(detail.total ?? ""));
    case "sent":
      return QUOTE_TIMELINE_TEXTS.sent(number, String(detail.to ?? ""), String(detail.delivery ?? "pending"));
    case "revised":
      return QUOTE_TIMELINE_TEXTS.revised(number, Number(detail.newRevision ?? quote.revision + 1));
    case "withdrawn":
      return QUOTE_TIMELINE_TEXTS.withdrawn(number);
    case "accepted":
      return QUOTE_TIMELINE_TEXTS.accepted(
        number,
        Number(detail.seats ?? 0),
        typeof detail.heldUntil === "string" ? detail.heldUntil : null,
      );
    case "declined":
      return QUOTE_TIMELINE_TEXTS.declined(number);
    case "hold-confirmed":
      return QUOTE_TIMELINE_TEXTS.holdConfirmed(number, Number(detail.seats ?? 0));
    case "released":
      return QUOTE_TIMELINE_TEXTS.released(number, Number(detail.seats ?? 0), reasonOf(detail), mailOf(detail));
    case "departure-cancelled":
      return QUOTE_TIMELINE_TEXTS.departureCancelled(number, String(detail.dates ?? ""), reasonOf(detail), mailOf(detail));
    case "accept-failed":
      return QUOTE_TIMELINE_TEXTS.acceptFailed(
        number,
        Number(detail.seats ?? 0),
        Number(detail.seatsLeft ?? 0),
        mailOf(detail, "staffMail"),
      );
    case "expired":
      return QUOTE_TIMELINE_TEXTS.expired(number, quote.validUntil);
    case "hold-lapsed":
      return QUOTE_TIMELINE_TEXTS.holdLapsed(number, Number(detail.seats ?? 0));
  }
};

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  draft: "Draft",
  sent: "Sent, awaiting answer",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  superseded: "Superseded",
  expired: "Expired",
  failed: "Accept failed: no seats",
};

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  held: "Held",
  confirmed: "Confirmed",
  released: "Released",
  expired: "Hold expired",
};

export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  adult: "Adult seat",
  child: "Child seat",
  single: "Single supplement",
  other: "Other",
};

export const QUOTE_ADMIN_TEXTS = {
  numberWithRevision,
  section: "Quotes",
  sectionEmpty: "No quote yet.",
  newQuote: "New quote",
  caption: "Quotes made from this enquiry",
  columns: { number: "Quote", customer: "Customer", status: "Status", total: "Total", validUntil: "Valid until", created: "Created" },
  newTitle: "New quote",
  newSubtitle: (name: string) => `For ${name}`,
  editTitle: (number: string) => `Edit ${number}`,
  backToEnquiry: "Back to the enquiry",
  backToQuote: "Back to the quote",
  fields: {
    departure: {
      label: "Departure",
      hint: "A tour departure fills in its prices and holds the adults' and children's seats when the customer accepts.",
      none: "No departure (flights, cargo, visas…)",
      enquiryTour: (title: string) => `${title} (the enquiry's tour)`,
      choice: (dates: string, seatsLeft: number, cancelled: boolean) =>
        `${dates} · ${cancelled ? "cancelled" : seatsLeft === 0 ? "full" : `${plural(seatsLeft, { one: "# seat", other: "# seats" })} left`}`,
    },
    currency: { label: "Currency", hint: "Prices are typed in this currency; a departure's dollar prices are converted at today's rate." },
    validUntil: { label: "Valid until", hint: "The last day the customer can accept (the agency's calendar)." },
    note: { label: "Note to the customer", hint: "Shown on the quote and in the e-mail." },
  },
  lines: {
    legend: "Lines",
    hint: "Lines with a quantity of 0 are left out when the quote is saved.",
    kind: "Kind",
    description: "Description",
    quantity: "Quantity",
    unitPrice: (currency: string) => `Unit price (${currency})`,
    amount: "Amount",
    remove: (position: number) => `Remove line ${position}`,
    removeShort: "Remove",
    add: "Add a line",
    line: (position: number) => `Line ${position}`,
    revision: (revision: number) => `Revision ${revision}`,
  },
  fill: "Fill in the departure's prices",
  fillHint: "Replaces the seat and supplement lines with the catalogue's prices; other lines stay.",
  filled: "The departure's prices were filled in. Check the quantities, then save.",
  fillNeedsDeparture: "Choose a departure first.",
  fillNeedsRate: (currency: string) =>
    `No exchange rate is set for ${currency}: type the prices, or add a rate under Settings → Currencies.`,
  total: "Total",
  rate: (currency: string, units: string, day: string) => `Rate kept with the quote: 1 USD = ${units} ${currency} (${day})`,
  noRate: "In US dollars: no exchange rate needed.",
  dollarEquivalent: (text: string) => `About ${text} at the kept rate`,
  save: "Save draft",
  saveChanges: "Save changes",
  created: (number: string): ToastText => ({ title: "Quote saved", description: `${number} was saved as a draft.` }),
  updated: (number: string): ToastText => ({ title: "Quote saved", description: `${number} was saved.` }),
  // The quote screen
  status: "Status",
  customer: "Customer",
  language: "Customer's language",
  validUntil: "Valid until",
  createdBy: (name: string | null, when: string) => (name ? `Created by ${name}, ${when}` : `Created ${when}`),
  departure: "Departure",
  noDeparture: "None",
  offered: "What is offered",
  note: "Note to the customer",
  noNote: "No note.",
  revisions: "Revisions",
  revisionsCaption: "Every revision of this quote",
  currentRevision: "This revision",
  actions: {
    edit: "Edit",
    send: "Send to the customer",
    sendAgain: "Send again with a new link",
    withdraw: "Withdraw",
    revise: "Revise",
    confirm: "Confirm booking (deposit received)",
    release: "Release",
  },
  sendHint: "E-mails the customer a link to the quote in their language. Sending again stops the earlier link.",
  sendHintNoMail: "E-mail is not set up (SMTP_URL): you get the link to copy and send yourself.",
  expiredHint: "Its last day has passed: revise it to send a new one.",
  link: {
    title: "The customer's link",
    text: "Copy it now: for the customer's safety it is not kept and cannot be shown again (sending again makes a new one).",
    label: "Link to the quote",
    copy: "Copy",
  },
  sent: (number: string, to: string): ToastText => ({ title: "Quote sent", description: `${number} was e-mailed to ${to}.` }),
  sentNoMail: (number: string): ToastText => ({
    title: "Quote ready to send",
    description: `Copy the link to ${number} below and send it to the customer.`,
  }),
  sentMailQueued: (number: string): ToastText => ({
    title: "Quote sent, e-mail queued",
    description: `${number} is marked sent; the mail server did not take the e-mail yet and it will be tried again. You can also copy the link below.`,
  }),
  sentMailFailed: (number: string): ToastText => ({
    title: "E-mail not sent",
    description: `${number} is marked sent, but the e-mail could not be delivered. Copy the link below and send it yourself.`,
  }),
  withdrawnToast: (number: string): ToastText => ({ title: "Quote withdrawn", description: `${number} can no longer be accepted.` }),
  revisedToast: (number: string): ToastText => ({
    title: "New revision drafted",
    description: `A new revision of ${number} was drafted; the previous one is superseded.`,
  }),
  booking: {
    title: "Booking",
    seats: (adults: number, children: number) =>
      `${plural(adults, { one: "# adult", other: "# adults" })}, ${plural(children, { one: "# child", other: "# children" })}`,
    heldUntil: (day: string) => `Held until ${day}`,
    expiredOn: (day: string) => `The hold ended on ${day}; its seats are free again.`,
    none: "No seats are held: the quote has no departure, or no adult or child line.",
    viewAll: "All bookings",
  },
  refused: {
    edit: "Only a draft can be edited; revise a sent quote instead.",
    send: "This quote cannot be sent now. A quote past its last day must be revised first.",
    withdraw: "This quote can no longer be withdrawn.",
    revise: "This quote cannot be revised (an accepted quote has its booking; revise the newest revision).",
  },
  conflict: "This quote was changed by someone else (or answered by the customer) after you opened it. Reload to see the latest version.",
  notFound: "Quote not found",
  notFoundHint: "It may have been deleted with its enquiry.",
  enquiryNotFound: "This enquiry no longer exists.",
  departureNotFound: "This departure no longer exists; choose another.",
  unknownAction: "This action is not available.",
  saveError: "The quote could not be saved. Reload the page and try again.",
  reload: "Reload to see the latest version",
  errorTitle: "Something went wrong",
  errorHint: "The quote could not be shown. Try again in a moment.",
} as const;

export const BOOKING_ADMIN_TEXTS = {
  title: "Bookings",
  subtitle: "Seats held by accepted quotes and confirmed bookings, by departure.",
  dashboardLink: "Dashboard",
  showPast: "Show past departures too",
  showUpcoming: "Upcoming departures only",
  empty: "No held or confirmed booking yet. Seats are held when a customer accepts a quote for a departure.",
  departureHeading: (tour: string, dates: string) => `${tour}, ${dates}`,
  seats: (capacity: number, booked: number, held: number, left: number) =>
    `Capacity ${capacity} · booked ${booked} · held ${held} · left ${left}`,
  passengers: (count: number) => plural(count, { one: "# passenger", other: "# passengers" }),
  csv: "Passenger list (CSV)",
  csvLabel: (tour: string, date: string) => `Passenger list of ${tour} on ${date} (CSV)`,
  caption: (tour: string, date: string) => `Bookings on ${tour}, ${date}`,
  columns: {
    quote: "Quote",
    lead: "Lead passenger",
    contact: "Contact",
    party: "Adults / children",
    status: "Status",
    actions: "Actions",
  },
  heldUntil: (day: string) => `until ${day}`,
  truncated: (count: number) => `Only the first ${count} departures are listed.`,
  confirmed: (number: string): ToastText => ({ title: "Booking confirmed", description: `The seats of ${number} are booked.` }),
  released: (number: string): ToastText => ({ title: "Booking released", description: `The seats of ${number} are free again.` }),
  refused: "This booking cannot be changed that way any more. Reload to see its state.",
  noSeats: "The hold has expired and its seats were taken meanwhile: the booking cannot be confirmed.",
  conflict: "This booking was changed by someone else after you opened it. Reload to see the latest version.",
  notFound: "This booking no longer exists.",
  unknownAction: "This action is not available.",
  reload: "Reload to see the latest version",
  /** The passenger list's header row. */
  csvColumns: ["Lead name", "Email", "Phone", "Adults", "Children", "Status", "Quote"],
  csvStatus: (state: BookingState, heldUntil: string) => (state === "held" ? `Held until ${heldUntil}` : BOOKING_STATE_LABELS[state]),
  csvQuote: (number: string, revision: number) => (revision > 1 ? `${number} rev. ${revision}` : number),
  csvFile: (tourId: string, date: string) => `passengers-${tourId}-${date}.csv`,
} as const;

export const QUOTES_LIST_TEXTS = {
  title: "Quotes",
  subtitle: "Quotes made from enquiries, newest first. A quote is made from its enquiry's screen.",
  dashboardLink: "Dashboard",
  awaiting: "Awaiting an answer",
  all: "All quotes",
  filterLabel: "Show",
  caption: "Quotes",
  emptyAwaiting: "No quote is waiting for an answer.",
  empty: "No quote yet.",
  truncated: (count: number) => `Only the ${count} newest are listed.`,
} as const;

/** The dashboard's section on quotes and seats. */
export const QUOTES_DASHBOARD_TEXTS = {
  heading: "Quotes and seats",
  awaiting: { title: "Quotes awaiting an answer", description: "Sent and not yet past their last day" },
  seats: { title: "Seats in the next 60 days", description: "On departures leaving within 60 days" },
  held: (count: number) => plural(count, { one: "# seat held", other: "# seats held" }),
  booked: (count: number) => plural(count, { one: "# seat booked", other: "# seats booked" }),
  awaitingCount: (count: number) => plural(count, { one: "# quote", other: "# quotes" }),
} as const;
