/*
 * Seats an accepted quote holds on a departure (issue #13): held until a day, then confirmed
 * by staff when the deposit arrives, or released. A hold whose last day has passed releases its
 * seats by itself: it is read as "expired" and no longer counted, with no job to run.
 */

export const BOOKING_STATUSES = ["held", "confirmed", "released"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What staff are told of a booking on a day. */
export type BookingState = BookingStatus | "expired";

export function isBookingStatus(value: unknown): value is BookingStatus {
  return (BOOKING_STATUSES as readonly unknown[]).includes(value);
}

/** A hold counts up to and including its last day (the agency's calendar). */
export function bookingState(booking: { status: BookingStatus; heldUntil: string }, today: string): BookingState {
  return booking.status === "held" && booking.heldUntil < today ? "expired" : booking.status;
}

/** Whether the booking's seats are taken on a day: an active hold or a confirmed booking. */
export function takesSeats(state: BookingState): boolean {
  return state === "held" || state === "confirmed";
}

/** What staff may do with a booking in a state: confirm a hold (an expired one too, if seats are left), release it. */
export function bookingActions(state: BookingState): { confirm: boolean; release: boolean } {
  return { confirm: state === "held" || state === "expired", release: state !== "released" };
}

export const BOOKING_INTENTS = ["confirm-booking", "release-booking"] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];

export function isBookingIntent(value: unknown): value is BookingIntent {
  return (BOOKING_INTENTS as readonly unknown[]).includes(value);
}
