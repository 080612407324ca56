import { DEPARTURE_DELETE_TEXTS as DELETE_TEXTS } from "~/content/booking-changes-admin";
import { QUOTE_ADMIN_TEXTS } from "~/content/quotes-admin";
import { bookingState, type BookingState } from "~/domain/bookings";
import { agencyToday, departureEndDate, type Departure } from "~/domain/departures";
import { isLocale, type Locale } from "~/domain/locale";
import { isBookingStatus } from "~/domain/bookings";
import { lockDeparture } from "../bookings.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { formatDays, getDeparture } from "~/server/catalogue/departures.server";
import { recordQuoteEvent } from "../quote-events.server";
import { deleteRecord, updateRecord, type DeleteResult, type WriteResult } from "~/server/platform/records.server";

/*
 * A departure that holds bookings cannot vanish (issue #23; decision 0036): it is not deleted
 * while it has seats booked, held or confirmed bookings, or a sent or accepted quote naming it
 * (the quote would read "Departure: None"); cancelling it asks for a reason, which each of its
 * bookings' enquiry timelines records.
 */

/** A held (its hold active or lapsed) or confirmed booking on a departure, with who to tell and in what language. */
export type DepartureBooking = {
  bookingId: string;
  quoteId: string;
  enquiryId: string;
  number: string;
  revision: number;
  state: BookingState;
  seats: number;
  name: string;
  email: string;
  locale: Locale;
};

function departureBookingRows() {
  return getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .select(["bookings.id", "bookings.departure_id", "bookings.quote_id", "bookings.status", "bookings.held_until", "bookings.seats"])
    .select(["quotes.enquiry_id", "quotes.number", "quotes.revision", "quotes.locale", "enquiries.name", "enquiries.email"])
    .where("bookings.status", "in", ["held", "confirmed"])
    .orderBy("bookings.created_at");
}

type DepartureBookingRow = Awaited<ReturnType<ReturnType<typeof departureBookingRows>["execute"]>>[number];

function toDepartureBooking(row: DepartureBookingRow, today: string): DepartureBooking {
  return {
    bookingId: row.id,
    quoteId: row.quote_id,
    enquiryId: row.enquiry_id,
    number: row.number,
    revision: Number(row.revision),
    state: bookingState({ status: isBookingStatus(row.status) ? row.status : "released", heldUntil: row.held_until }, today),
    seats: Number(row.seats),
    name: row.name,
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : "en",
  };
}

/** The held (active or lapsed) and confirmed bookings of a departure, the oldest first. */
export async function departureBookings(departureId: string, today: string = agencyToday()): Promise<DepartureBooking[]> {
  const rows = await departureBookingRows().where("bookings.departure_id", "=", departureId).execute();
  return rows.map((row) => toDepartureBooking(row, today));
}

/** What holds a departure: its held and confirmed bookings, and the sent, accepted or failed quotes naming it. */
export type DepartureHolds = { bookings: DepartureBooking[]; quotes: string[] };

const NAMING_STATUSES = ["sent", "accepted", "failed"];

function namedQuote(row: { number: string; revision: number | string }): string {
  return QUOTE_ADMIN_TEXTS.numberWithRevision(row.number, Number(row.revision));
}

/** The holds of one departure. */
async function holdsOf(departureId: string, today: string): Promise<DepartureHolds> {
  const [bookings, quotes] = await Promise.all([
    departureBookings(departureId, today),
    getDb()
      .selectFrom("quotes")
      .select(["number", "revision"])
      .where("departure_id", "=", departureId)
      .where("status", "in", NAMING_STATUSES)
      .orderBy("number")
      .orderBy("revision")
      .execute(),
  ]);
  return { bookings, quotes: quotes.map(namedQuote) };
}

/** The holds of every departure of a tour (its screen), by departure id; two queries. */
export async function tourDepartureHolds(tourId: string, today: string = agencyToday()): Promise<Map<string, DepartureHolds>> {
  const ofTour = getDb().selectFrom("departures").select("departures.id").where("departures.tour_id", "=", tourId);
  const [bookings, quotes] = await Promise.all([
    departureBookingRows().where("bookings.departure_id", "in", ofTour).execute(),
    getDb()
      .selectFrom("quotes")
      .select(["departure_id", "number", "revision"])
      .where("departure_id", "in", ofTour)
      .where("status", "in", NAMING_STATUSES)
      .orderBy("number")
      .orderBy("revision")
      .execute(),
  ]);
  const holds = new Map<string, DepartureHolds>();
  const of = (id: string) => holds.get(id) ?? holds.set(id, { bookings: [], quotes: [] }).get(id)!;
  for (const row of bookings) of(row.departure_id).bookings.push(toDepartureBooking(row, today));
  for (const row of quotes) if (row.departure_id) of(row.departure_id).quotes.push(namedQuote(row));
  return holds;
}

/**
 * What keeps a departure from being deleted, in words ("3 seats booked", "2 seats held or booked
 * by Q-2026-0001"); none: it may go.
 */
export function blockersOf(departure: Pick<Departure, "seatsBooked">, holds: DepartureHolds | undefined): string[] {
  const bookings = holds?.bookings ?? [];
  const reasons: string[] = [];
  if (bookings.length > 0)
    reasons.push(
      DELETE_TEXTS.bookings(
        bookings.reduce((sum, booking) => sum + booking.seats, 0),
        bookings.map(namedQuote),
      ),
    );
  // Seats staff typed (confirmed bookings' seats are in there too) are people who booked: they stay.
  const confirmed = bookings.filter((booking) => booking.state === "confirmed").reduce((sum, booking) => sum + booking.seats, 0);
  if (departure.seatsBooked - confirmed > 0) reasons.push(DELETE_TEXTS.seatsBooked(departure.seatsBooked - confirmed));
  const quoted = (holds?.quotes ?? []).filter((name) => !bookings.some((booking) => namedQuote(booking) === name));
  if (quoted.length > 0) reasons.push(DELETE_TEXTS.quotes(quoted));
  return reasons;
}

export async function deleteBlockers(departure: Departure, today: string = agencyToday()): Promise<string[]> {
  return blockersOf(departure, await holdsOf(departure.id, today));
}

export type GuardedDeleteResult = DeleteResult<Departure> | { status: "blocked"; reasons: string[] };

/**
 * Deletes a departure at `expectedVersion` unless something still holds it: checked under the
 * departure's lock (the one an accept takes), so no hold can slip in between the check and the delete.
 */
export async function deleteFreeDeparture(id: string, expectedVersion: number | undefined): Promise<GuardedDeleteResult> {
  return inTransaction(async () => {
    await lockDeparture(id);
    const departure = await getDeparture(id);
    if (!departure) return { status: "not-found" };
    if (expectedVersion !== undefined && departure.version !== expectedVersion) return { status: "conflict", current: departure };
    const reasons = await deleteBlockers(departure);
    if (reasons.length > 0) return { status: "blocked", reasons };
    return deleteRecord("departures", id, expectedVersion, getDeparture);
  });
}

/**
 * Cancels a departure at `expectedVersion` and writes the cancellation and its reason on the
 * timeline of every booking on it, in the same transaction. The bookings stay (staff release
 * each once settled with its customer); the caller e-mails the customers after the commit.
 */
export async function cancelDepartureWithReason(
  id: string,
  expectedVersion: number | undefined,
  reason: string,
  today: string = agencyToday(),
): Promise<WriteResult<Departure> & { bookings?: DepartureBooking[]; eventIds?: Map<string, string> }> {
  return inTransaction(async () => {
    await lockDeparture(id);
    const result = await updateRecord("departures", id, { status: "cancelled" }, expectedVersion, getDeparture);
    if (result.status !== "ok") return result;
    const bookings = await departureBookings(id, today);
    const dates = await departureDates(result.record);
    const eventIds = new Map<string, string>();
    for (const booking of bookings) {
      eventIds.set(
        booking.bookingId,
        await recordQuoteEvent({ id: booking.quoteId, enquiryId: booking.enquiryId }, "departure-cancelled", { reason, dates }),
      );
    }
    return { ...result, bookings, eventIds };
  });
}

/** A departure's days as the admin names them ("May 1 – 7, 2027"). */
export async function departureDates(departure: Departure, locale: Locale = "en"): Promise<string> {
  const tour = await getDb().selectFrom("tours").select("duration_days").where("id", "=", departure.tourId).executeTakeFirst();
  return formatDays(departure.startDate, departureEndDate(departure.startDate, Number(tour?.duration_days ?? 1)), locale);
}

/**
 * Why a tour's departures keep the tour (deleting a tour deletes its departures and their
 * bookings): the blockers of each departure, with its date; empty: none holds it. For the tour's
 * own delete to ask.
 */
export async function tourDeleteBlockers(tourId: string, today: string = agencyToday()): Promise<string[]> {
  const [departures, holds] = await Promise.all([
    getDb()
      .selectFrom("departures")
      .select(["id", "start_date", "seats_booked"])
      .where("tour_id", "=", tourId)
      .orderBy("start_date")
      .execute(),
    tourDepartureHolds(tourId, today),
  ]);
  return departures.flatMap((row) =>
    blockersOf({ seatsBooked: Number(row.seats_booked) }, holds.get(row.id)).map((reason) => `${row.start_date}: ${reason}`),
  );
}
