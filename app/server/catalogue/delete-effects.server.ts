import { bookingState, isBookingStatus, takesSeats } from "~/domain/bookings";
import type { DeleteEffects } from "~/domain/delete-effects";
import { agencyToday } from "~/domain/departures";
import { getDb } from "~/server/platform/db.server";

/*
 * What else a delete would affect, counted when the admin is asked (issue #23). Each reads a
 * few counts by the record's indexed key; the delete itself checks the refusals again inside
 * its own transaction (deleteTour, deleteDestination, deleteEnquiry).
 */

type Count = { count: number | string | bigint };
const count = (row: Count | undefined) => Number(row?.count ?? 0);

/** Seats held or confirmed, by the bookings' own rule (an expired hold takes none), among these bookings. */
function seatsTaken(bookings: { status: string; held_until: string; seats: number | string }[], today: string): number {
  return bookings
    .filter(
      (booking) =>
        isBookingStatus(booking.status) && takesSeats(bookingState({ status: booking.status, heldUntil: booking.held_until }, today)),
    )
    .reduce((sum, booking) => sum + Number(booking.seats), 0);
}

export async function destinationDeleteEffects(id: string): Promise<DeleteEffects> {
  const db = getDb();
  const [tours, photos] = await Promise.all([
    db
      .selectFrom("tours")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("destination_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("gallery_photos")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("destination_id", "=", id)
      .executeTakeFirst(),
  ]);
  return { kind: "destination", tours: count(tours as Count), photos: count(photos as Count) };
}

/** A tour's bookings on its departures: what is held or confirmed keeps it from being deleted. */
export async function tourBookedSeats(id: string, today: string = agencyToday()): Promise<{ seats: number; bookings: number }> {
  const bookings = await getDb()
    .selectFrom("bookings")
    .innerJoin("departures", "departures.id", "bookings.departure_id")
    .select(["bookings.status", "bookings.held_until", "bookings.seats"])
    .where("departures.tour_id", "=", id)
    .execute();
  const seats = seatsTaken(bookings, today);
  const active = bookings.filter(
    (booking) =>
      isBookingStatus(booking.status) && takesSeats(bookingState({ status: booking.status, heldUntil: booking.held_until }, today)),
  ).length;
  return { seats, bookings: bookings.length - active };
}

export async function tourDeleteEffects(id: string): Promise<DeleteEffects> {
  const db = getDb();
  const [departures, photos, quotes, enquiries, booked] = await Promise.all([
    db
      .selectFrom("departures")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("tour_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("gallery_photos")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("tour_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("quotes")
      .innerJoin("departures", "departures.id", "quotes.departure_id")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("departures.tour_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("tour_id", "=", id)
      .executeTakeFirst(),
    tourBookedSeats(id),
  ]);
  return {
    kind: "tour",
    departures: count(departures as Count),
    photos: count(photos as Count),
    quotes: count(quotes as Count),
    enquiries: count(enquiries as Count),
    bookedSeats: booked.seats,
    bookings: booked.bookings,
  };
}

export async function serviceDeleteEffects(): Promise<DeleteEffects> {
  return { kind: "service" };
}

export async function userDeleteEffects(id: string): Promise<DeleteEffects> {
  const db = getDb();
  const [assigned, sessions] = await Promise.all([
    db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("assignee_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("user_id", "=", id)
      .where("expires_at", ">", new Date().toISOString())
      .executeTakeFirst(),
  ]);
  return { kind: "user", assignedEnquiries: count(assigned as Count), sessions: count(sessions as Count) };
}

export async function enquiryDeleteEffects(id: string): Promise<DeleteEffects> {
  const db = getDb();
  const [quotes, events, bookings] = await Promise.all([
    db
      .selectFrom("quotes")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("enquiry_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("enquiry_events")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("enquiry_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .innerJoin("quotes", "quotes.id", "bookings.quote_id")
      .select(["bookings.status", "bookings.held_until", "bookings.seats"])
      .where("quotes.enquiry_id", "=", id)
      .execute(),
  ]);
  return {
    kind: "enquiry",
    quotes: count(quotes as Count),
    events: count(events as Count),
    bookedSeats: seatsTaken(bookings, agencyToday()),
  };
}
