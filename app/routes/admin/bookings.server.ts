import { data } from "react-router";
import { BOOKING_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { isBookingIntent } from "~/domain/bookings";
import { parseVersion } from "~/domain/catalogue-admin";
import { problem, type Problem } from "~/domain/problem";
import { confirmBooking, releaseBooking } from "~/server/bookings.server";
import { redirectWithToast } from "~/server/flash.server";
import { getQuote } from "~/server/quotes.server";

export type BookingActionResult = { problem?: Problem; conflict?: boolean };

/**
 * Confirm (the deposit arrived) and Release, from the Bookings screen and a quote's screen:
 * each posts the booking and the version shown (decision 0004: a stale one is a 409 and
 * nothing changes), and a change done goes back to `back` with a toast.
 */
export async function handleBookingPost(form: FormData, back: string) {
  const intent = form.get("intent");
  const refuse = (status: number, result: BookingActionResult) => data<BookingActionResult>(result, { status });
  if (!isBookingIntent(intent)) return refuse(400, { problem: problem(TEXTS.unknownAction) });
  const id = String(form.get("bookingId") ?? "");
  const version = parseVersion(form.get("version"));
  if (!id || version === null) return refuse(400, { problem: problem(TEXTS.unknownAction) });
  const result = intent === "confirm-booking" ? await confirmBooking(id, version) : await releaseBooking(id, version);
  switch (result.status) {
    case "ok": {
      const number = (await getQuote(result.booking.quoteId))?.number ?? "";
      const toast = intent === "confirm-booking" ? TEXTS.confirmed(number) : TEXTS.released(number);
      return redirectWithToast(back, { type: "success", ...toast });
    }
    case "conflict":
      return refuse(409, { problem: problem(TEXTS.conflict), conflict: true });
    case "refused":
      return refuse(409, { problem: problem(TEXTS.refused), conflict: true });
    case "no-seats":
      return refuse(409, { problem: problem(TEXTS.noSeats) });
    case "not-found":
      return refuse(404, { problem: problem(TEXTS.notFound) });
  }
}
