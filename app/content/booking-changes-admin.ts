import { plural } from "./plural";

/** The back office's words for issue #23's booking changes (cancel, release, delete refused, seats left); English. */

const seatCount = (seats: number) => plural(seats, { one: "# seat", other: "# seats" });

/** The confirmation step of Cancel departure and Release (with JavaScript a dialog, without it a section of the page). */
export const BOOKING_CHANGE_TEXTS = {
  reason: { label: "Reason", hint: "Kept on the enquiry’s timeline; staff read it, the customer does not." },
  reasonMissing: "Say why, in a few words: the reason is kept on the timeline.",
  reasonTooLong: "Keep the reason under 500 characters.",
  mailCustomer: "E-mail the customer",
  mailCustomers: (count: number) => (count === 1 ? "E-mail the customer" : `E-mail the ${count} customers`),
  mailHint: "In the customer’s language, without the reason.",
  mailNotSetUp: "No e-mail is set up on this site (SMTP_URL): tell the customer yourself.",
  keep: "Keep it",
  cancelDeparture: {
    title: (dates: string) => `Cancel the departure of ${dates}?`,
    description: "The public page shows it as Cancelled and nobody can book it any more.",
    noBookings: "No booking is held or confirmed on it.",
    affects: (count: number) =>
      `${plural(count, { one: "# booking is", other: "# bookings are" })} on it; each one’s enquiry timeline records the cancellation. Release each booking from the Bookings screen once settled with the customer.`,
    submit: "Cancel departure",
  },
  release: {
    title: (number: string) => `Release the booking of ${number}?`,
    confirmed: (seats: number) =>
      `This booking is confirmed: its ${seatCount(seats)} leave the departure’s seats booked and can be sold again.`,
    held: (seats: number) => `Its ${seatCount(seats)} are no longer held and can be sold again.`,
    submit: "Release booking",
  },
  // Issue #27: a booking is confirmed when its deposit is paid; confirming before that keeps why.
  confirmWithoutDeposit: {
    title: (number: string) => `Confirm the booking of ${number} before its deposit is paid?`,
    description: (deposit: string) => `${deposit} The seats become booked, and your reason is kept with the booking's history.`,
    submit: "Confirm booking",
  },
  cancelledToast: (dates: string, mail: string | null) => ({
    title: "Departure cancelled",
    description: `The departure of ${dates} is cancelled.${mail ? ` ${mail}` : ""}`,
  }),
  releasedToast: (number: string, mail: string | null) => ({
    title: "Booking released",
    description: `The seats of ${number} are free again.${mail ? ` ${mail}` : ""}`,
  }),
  /** The customers' e-mails as the toast sums them up. */
  mailSummary: (outcomes: readonly string[]) => {
    if (outcomes.length === 0) return null;
    const sent = outcomes.filter((outcome) => outcome === "sent").length;
    if (outcomes.every((outcome) => outcome === "skipped")) return "No e-mail is set up: the customer was not e-mailed.";
    const queued = outcomes.filter((outcome) => outcome === "queued").length;
    if (queued > 0 && sent + queued === outcomes.length)
      return `${sent} e-mailed now, ${queued} queued: the outbox tries again (see the timeline).`;
    if (sent === outcomes.length)
      return outcomes.length === 1 ? "The customer was e-mailed." : `${outcomes.length} customers were e-mailed.`;
    return `${sent} of ${outcomes.length} e-mails could be sent; see the timeline.`;
  },
} as const;

/** Why a departure cannot be deleted (issue #23): what it still holds. */
export const DEPARTURE_DELETE_TEXTS = {
  blocked: (reasons: readonly string[], cancelled: boolean) =>
    `This departure cannot be deleted: ${reasons.join("; ")}. ${cancelled ? "It stays listed as cancelled." : "Cancel it instead."}`,
  seatsBooked: (seats: number) => `${seatCount(seats)} booked`,
  bookings: (seats: number, quotes: readonly string[]) => `${seatCount(seats)} held or booked by ${quotes.join(", ")}`,
  quotes: (quotes: readonly string[]) => `quote ${quotes.join(", ")} names it`,
  why: "Why can’t I delete it?",
  short: "Can’t be deleted",
  deleteTitle: "Delete this departure?",
  confirmDelete: "It leaves the tour’s page and the list of dates. Draft quotes that name it lose their departure.",
  cancel: "Keep it",
  delete: "Delete",
} as const;

/** The quote's seats against its departure's (issue #23: a quote never promises seats that do not exist). */
export const QUOTE_SEATS_TEXTS = {
  left: (seats: number) => `Seats left on this departure: ${seats}`,
  asks: (asked: number, left: number) =>
    `This quote asks for ${seatCount(asked)} but only ${seatCount(left)} ${left === 1 ? "is" : "are"} left: it can be saved as a draft, not sent.`,
  sendRefused: (asked: number, left: number) =>
    `This quote asks for ${seatCount(asked)}, but its departure has only ${seatCount(left)} left: it cannot be sent. Revise the party or choose another departure.`,
  cancelledDeparture: "Its departure is cancelled: this quote cannot be sent. Choose another departure.",
} as const;

/** The staff's e-mail about a customer's accept that failed for want of seats. */
export const ACCEPT_FAILED_MAIL = {
  noDeparture: "a departure no longer on the site",
  subject: (number: string, customer: string) => `Quote ${number}: ${customer} accepted, but the seats are gone`,
  text: (facts: {
    number: string;
    customer: { name: string; email: string; phone: string | null };
    departure: string;
    seats: number;
    seatsLeft: number;
    link: string;
  }) =>
    [
      `${facts.customer.name} accepted quote ${facts.number}, but nothing was booked: the quote asks for ${seatCount(facts.seats)} on ${facts.departure} and only ${seatCount(facts.seatsLeft)} ${facts.seatsLeft === 1 ? "was" : "were"} left.`,
      "",
      "The customer was told that the agency will contact them. The quote is marked “Accept failed” and no longer awaits an answer: revise it (another date, a smaller party) and send it again, or withdraw it.",
      "",
      `Customer: ${facts.customer.name} <${facts.customer.email}>${facts.customer.phone ? `, ${facts.customer.phone}` : ""}`,
      `Enquiry: ${facts.link}`,
    ].join("\n"),
} as const;
