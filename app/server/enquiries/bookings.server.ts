import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { bookingActions, bookingState, isBookingStatus, takesSeats, type BookingState, type BookingStatus } from "~/domain/bookings";
import { addDays, agencyToday, departureEndDate, isUpcoming, seatsLeft, type Departure } from "~/domain/departures";
import type { BookingsTable } from "../../../db/schema";
import { currentAuditOrigin, diffFields, recordChange } from "~/server/accounts/audit.server";
import { bumpContentVersion } from "~/server/platform/content-version.server";
import { afterCommit, getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import { countCreated } from "~/server/observability/metrics.server";
import { getDeparture, heldSeats } from "~/server/catalogue/departures.server";
import { queueBookingMail } from "~/server/platform/mail-outbox/customer-mails.server";
import { recordQuoteEvent } from "./quote-events.server";
import { now, pagesChangedBy, updateRecord } from "~/server/platform/records.server";
import { moneySettings } from "~/server/platform/settings.server";

/*
 * Holds and bookings (issue #13; docs/decisions/0035-quotes-and-bookings.md). An accepted
 * quote holds its party's seats on the departure until a day; staff confirm the booking when
 * the deposit arrives (the seats become the departure's seats booked) or release it. A hold
 * past its day no longer counts (departures.server.ts, heldSeats): nothing has to run for the
 * seats to come back.
 */

export type Booking = {
  id: string;
  quoteId: string;
  enquiryId: string;
  departureId: string;
  adults: number;
  children: number;
  seats: number;
  status: BookingStatus;
  heldUntil: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};

function toBooking(row: BookingsTable & { enquiry_id: string }): Booking {
  return {
    id: row.id,
    quoteId: row.quote_id,
    enquiryId: row.enquiry_id,
    departureId: row.departure_id,
    adults: Number(row.adults),
    children: Number(row.children),
    seats: Number(row.seats),
    status: isBookingStatus(row.status) ? row.status : "released",
    heldUntil: row.held_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
  };
}

function selectBookings() {
  return getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .selectAll("bookings")
    .select("quotes.enquiry_id");
}

export async function getBooking(id: string): Promise<Booking | null> {
  const row = await selectBookings().where("bookings.id", "=", id).executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function bookingOfQuote(quoteId: string): Promise<Booking | null> {
  const row = await selectBookings().where("bookings.quote_id", "=", quoteId).executeTakeFirst();
  return row ? toBooking(row) : null;
}

/**
 * Takes the departure's row for the rest of the transaction, so one seat check and the hold it
 * allows happen with nobody else checking the same seats in between: on PostgreSQL a row lock
 * (SELECT … FOR UPDATE: a second accept waits, then reads the first's hold); on SQLite a write
 * to the row, which takes the database's one write lock at once, as BEGIN IMMEDIATE would.
 */
export async function lockDeparture(id: string): Promise<void> {
  if (getDialect() === "postgres") {
    await getDb().selectFrom("departures").select("id").where("id", "=", id).forUpdate().execute();
  } else {
    await getDb()
      .updateTable("departures")
      .set((eb) => ({ capacity: eb.ref("capacity") }))
      .where("id", "=", id)
      .execute();
  }
}

/**
 * Holds seats on a departure if it still has them: the check (capacity less seats booked less
 * the holds active today) and the hold are one step under the departure's lock. Null when the
 * departure is gone, cancelled, past, or short of seats. Raises the content version, so the
 * tour page's seats left drop at once, cached copies included.
 */
export async function holdSeats(
  departureId: string,
  today: string,
  make: (departure: Departure) => { quoteId: string; adults: number; children: number; heldUntil: string },
): Promise<Booking | null> {
  return inTransaction(async () => {
    await lockDeparture(departureId);
    const departure = await getDeparture(departureId, today);
    if (!departure || departure.status === "cancelled" || !isUpcoming(departure, today)) return null;
    const hold = make(departure);
    const seats = hold.adults + hold.children;
    if (seats <= 0 || seatsLeft(departure) < seats) return null;
    const timestamp = now();
    const id = randomUUID();
    // The money terms in force now stay the booking's (issue #27, migration 0038).
    const terms = await moneySettings();
    await getDb()
      .insertInto("bookings")
      .values({
        id,
        quote_id: hold.quoteId,
        departure_id: departureId,
        adults: hold.adults,
        children: hold.children,
        seats,
        status: "held",
        held_until: hold.heldUntil,
        created_at: timestamp,
        updated_at: timestamp,
        version: 1,
        deposit_percent: terms.depositPercent,
        balance_days: terms.balanceDays,
      })
      .execute();
    await afterCommit(() => countCreated("booking", {}));
    await bumpContentVersion(await pagesChangedBy("departures", [departure]));
    return getBooking(id);
  });
}

export type BookingChangeResult =
  | { status: "ok"; booking: Booking }
  | { status: "not-found" }
  | { status: "conflict"; current: Booking }
  | { status: "refused"; current: Booking; state: BookingState }
  /** An expired hold whose seats went to someone else meanwhile. */
  | { status: "no-seats"; current: Booking };

/** A booking's fields as the audit log compares them. */
function auditFields(booking: Booking, today: string): Record<string, unknown> {
  return { status: bookingState(booking, today), seats: booking.seats, heldUntil: booking.heldUntil };
}

/**
 * Changes a booking in one transaction: the departure is locked first (as holds lock it), then
 * the booking must still be at `expectedVersion` and allow the change in its state.
 */
async function changeBooking(
  id: string,
  expectedVersion: number,
  today: string,
  allowed: (state: BookingState) => boolean,
  apply: (
    booking: Booking,
    state: BookingState,
    departure: Departure,
  ) => Promise<BookingChangeResult | { status: BookingStatus; action: string }>,
): Promise<BookingChangeResult> {
  const found = await getBooking(id);
  if (!found) return { status: "not-found" };
  return inTransaction(async () => {
    await lockDeparture(found.departureId);
    const before = await getBooking(id);
    const departure = await getDeparture(found.departureId, today);
    if (!before || !departure) return { status: "not-found" };
    if (before.version !== expectedVersion) return { status: "conflict", current: before };
    const state = bookingState(before, today);
    if (!allowed(state)) return { status: "refused", current: before, state };
    const outcome = await apply(before, state, departure);
    if (!("action" in outcome)) return outcome;
    await getDb()
      .updateTable("bookings")
      .set({ status: outcome.status, updated_at: now(), version: sql<number>`version + 1` })
      .where("id", "=", id)
      .execute();
    const booking = (await getBooking(id))!;
    await recordChange(currentAuditOrigin(), {
      action: outcome.action,
      entity: "booking",
      entityId: id,
      changes: diffFields(auditFields(before, today), auditFields(booking, today)),
      detail: { quoteId: booking.quoteId, departureId: booking.departureId },
    });
    await bumpContentVersion(await pagesChangedBy("departures", [departure]));
    return { status: "ok", booking };
  });
}

/** The departure's seats booked moved by `delta`, through the departure's own audited, versioned write. */
async function moveSeatsBooked(departure: Departure, delta: number): Promise<void> {
  await updateRecord("departures", departure.id, { seats_booked: Math.max(0, departure.seatsBooked + delta) }, undefined, (id) =>
    getDeparture(id),
  );
}

/**
 * The deposit arrived: the held seats become the departure's seats booked. An expired hold can
 * still be confirmed while its seats are free (it no longer counts, so they are checked again).
 */
export async function confirmBooking(id: string, expectedVersion: number, today: string = agencyToday()): Promise<BookingChangeResult> {
  return changeBooking(
    id,
    expectedVersion,
    today,
    (state) => bookingActions(state).confirm,
    async (booking, state, departure) => {
      if (state === "expired" && seatsLeft(departure) < booking.seats) return { status: "no-seats", current: booking };
      await moveSeatsBooked(departure, booking.seats);
      await recordQuoteEvent({ id: booking.quoteId, enquiryId: booking.enquiryId }, "hold-confirmed", { seats: booking.seats });
      // The customer hears of it in their language, through the outbox (issue #23).
      await queueBookingMail("confirmed", booking.quoteId, departure);
      return { status: "confirmed", action: "confirm" };
    },
  );
}

/**
 * Releases a hold (its seats are free at once) or cancels a confirmed booking (its seats leave
 * the seats booked). The reason staff gave (issue #23) joins the timeline's event, whose id
 * comes back so the e-mail to the customer can add its outcome after the commit.
 */
export async function releaseBooking(
  id: string,
  expectedVersion: number,
  today: string = agencyToday(),
  reason?: string,
  mailCustomer = true,
): Promise<BookingChangeResult & { was?: BookingState; eventId?: string; outboxId?: string }> {
  let was: BookingState | undefined;
  let eventId: string | undefined;
  let outboxId: string | undefined;
  const result = await changeBooking(
    id,
    expectedVersion,
    today,
    (state) => bookingActions(state).release,
    async (booking, state, departure) => {
      if (state === "confirmed") await moveSeatsBooked(departure, -booking.seats);
      was = state;
      eventId = await recordQuoteEvent(
        { id: booking.quoteId, enquiryId: booking.enquiryId },
        "released",
        reason ? { seats: booking.seats, was: state, reason } : { seats: booking.seats, was: state },
      );
      // The customer hears of it in their language through the outbox, unless staff chose not to tell them (issue #23).
      if (mailCustomer) outboxId = (await queueBookingMail("cancelled", booking.quoteId, departure)) ?? undefined;
      return { status: "released", action: "release" };
    },
  );
  return result.status === "ok" ? { ...result, was, eventId, outboxId } : result;
}

/* ------------------------------------------------------------------ the Bookings screen */

/** A booking as the Bookings screen and the passenger list show it. */
export type BookingLine = Booking & {
  state: BookingState;
  leadName: string;
  email: string;
  phone: string | null;
  quoteNumber: string;
  quoteRevision: number;
};

/** A departure with its bookings, as the Bookings screen groups them. */
export type DepartureBookings = {
  departureId: string;
  tourId: string;
  tourTitle: string;
  startDate: string;
  endDate: string;
  capacity: number;
  seatsBooked: number;
  seatsHeld: number;
  seatsLeft: number;
  /** Passengers of the held (still active) and confirmed bookings. */
  passengers: number;
  bookings: BookingLine[];
};

/** The most departures the screen lists at once: the soonest first. */
export const MAX_BOOKING_DEPARTURES = 200;

function bookingLines() {
  return getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .selectAll("bookings")
    .select([
      "quotes.enquiry_id",
      "quotes.number as quote_number",
      "quotes.revision as quote_revision",
      "enquiries.name as lead_name",
      "enquiries.email",
      "enquiries.phone",
    ]);
}

type BookingLineRow = Awaited<ReturnType<ReturnType<typeof bookingLines>["execute"]>>[number];

function toBookingLine(row: BookingLineRow, today: string): BookingLine {
  const booking = toBooking(row);
  return {
    ...booking,
    state: bookingState(booking, today),
    leadName: row.lead_name,
    email: row.email,
    phone: row.phone,
    quoteNumber: row.quote_number,
    quoteRevision: Number(row.quote_revision),
  };
}

/**
 * Held and confirmed bookings by departure, the soonest departure first: from today on, or the
 * past ones too. Released bookings are left out; a hold past its day is listed as expired, so
 * staff can still confirm it (seats permitting) or release it.
 */
export async function listBookingsByDeparture({ today = agencyToday(), past = false }: { today?: string; past?: boolean } = {}): Promise<
  DepartureBookings[]
> {
  let departures = getDb()
    .selectFrom("departures")
    .innerJoin("tours", "tours.id", "departures.tour_id")
    .select(["departures.id", "departures.tour_id", "departures.start_date", "departures.capacity", "departures.seats_booked"])
    .select(["tours.title", "tours.duration_days"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("bookings")
          .select("bookings.id")
          .whereRef("bookings.departure_id", "=", "departures.id")
          .where("bookings.status", "in", ["held", "confirmed"]),
      ),
    );
  if (!past) departures = departures.where("departures.start_date", ">=", today);
  const rows = await departures.orderBy("departures.start_date").orderBy("departures.id").limit(MAX_BOOKING_DEPARTURES).execute();
  if (rows.length === 0) return [];
  const lines = (
    await bookingLines()
      .where(
        "bookings.departure_id",
        "in",
        rows.map((row) => row.id),
      )
      .where("bookings.status", "in", ["held", "confirmed"])
      .orderBy("bookings.created_at")
      .execute()
  ).map((row) => toBookingLine(row, today));
  return rows.map((row) => {
    const bookings = lines.filter((line) => line.departureId === row.id);
    const held = bookings.filter((line) => line.state === "held").reduce((sum, line) => sum + line.seats, 0);
    const seats = { capacity: Number(row.capacity), seatsBooked: Number(row.seats_booked), seatsHeld: held };
    return {
      departureId: row.id,
      tourId: row.tour_id,
      tourTitle: row.title,
      startDate: row.start_date,
      endDate: departureEndDate(row.start_date, Number(row.duration_days)),
      ...seats,
      seatsLeft: seatsLeft(seats),
      passengers: bookings.filter((line) => takesSeats(line.state)).reduce((sum, line) => sum + line.seats, 0),
      bookings,
    };
  });
}

/** A departure's passengers: its active holds and confirmed bookings, the oldest first (the CSV). */
export async function passengerList(departureId: string, today: string = agencyToday()): Promise<BookingLine[]> {
  const rows = await bookingLines()
    .where("bookings.departure_id", "=", departureId)
    .where("bookings.status", "in", ["held", "confirmed"])
    .orderBy("bookings.created_at")
    .execute();
  return rows.map((row) => toBookingLine(row, today)).filter((line) => takesSeats(line.state));
}

/**
 * The seats of the coming days (the dashboard): held by accepted quotes (active holds) and
 * booked, over the departures leaving from today to `days` later, cancelled ones left out.
 */
export async function seatsInComingDays(
  days: number,
  today: string = agencyToday(),
): Promise<{ held: number; booked: number; departures: number }> {
  const rows = await getDb()
    .selectFrom("departures")
    .select(["departures.id", "departures.seats_booked"])
    .select((eb) => heldSeats(eb, today).as("held"))
    .where("departures.start_date", ">=", today)
    .where("departures.start_date", "<=", addDays(today, days))
    .where("departures.status", "<>", "cancelled")
    .execute();
  return {
    held: rows.reduce((sum, row) => sum + Number(row.held ?? 0), 0),
    booked: rows.reduce((sum, row) => sum + Number(row.seats_booked), 0),
    departures: rows.filter((row) => Number(row.held ?? 0) + Number(row.seats_booked) > 0).length,
  };
}
