import { Form } from "react-router";
import { PendingReasonStep, ReasonButton, type ReasonStep, type ReasonStepOutcome } from "~/components/admin/confirm-with-reason";
import { Button } from "~/components/ui/button";
import { BOOKING_CHANGE_TEXTS as CHANGE_TEXTS } from "~/content/booking-changes-admin";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import type { BookingState } from "~/domain/bookings";

/** A booking as its buttons need it. */
export type BookingButtonsBooking = {
  id: string;
  version: number;
  state: BookingState;
  seats: number;
  /** Its quote's number (and revision), as the question names it. */
  quote: string;
  actions: { confirm: boolean; release: boolean };
  /** Issue #27: what is paid covers the first part due (the deposit), so Confirm is one step; else it asks why. */
  depositPaid: boolean;
  /** What the question says of the deposit ("The deposit of $600 is not paid: $0 is."). */
  depositText: string;
};

/** Confirm's question when the deposit is not paid yet (issue #27): it keeps a reason. */
export function confirmStep(booking: BookingButtonsBooking): ReasonStep {
  return {
    title: CHANGE_TEXTS.confirmWithoutDeposit.title(booking.quote),
    description: CHANGE_TEXTS.confirmWithoutDeposit.description(booking.depositText),
    affects: [],
    submit: CHANGE_TEXTS.confirmWithoutDeposit.submit,
    fields: [
      ["intent", "confirm-booking"],
      ["bookingId", booking.id],
      ["version", String(booking.version)],
    ],
    mail: null,
  };
}

/** Release's question (issue #23): what it frees, a reason, and the offer to e-mail the customer. */
export function releaseStep(booking: BookingButtonsBooking, mailConfigured: boolean): ReasonStep {
  return {
    title: CHANGE_TEXTS.release.title(booking.quote),
    description: booking.state === "confirmed" ? CHANGE_TEXTS.release.confirmed(booking.seats) : CHANGE_TEXTS.release.held(booking.seats),
    affects: [],
    submit: CHANGE_TEXTS.release.submit,
    fields: [
      ["intent", "release-booking"],
      ["bookingId", booking.id],
      ["version", String(booking.version)],
    ],
    mail: { label: CHANGE_TEXTS.mailCustomer, configured: mailConfigured },
  };
}

/**
 * A booking's Confirm and Release buttons: each a POST with the booking's version (decision
 * 0004), on the screen that shows it. Release asks first, with a reason (issue #23).
 */
export function BookingButtons({
  booking,
  label,
  mailConfigured,
}: {
  booking: BookingButtonsBooking;
  /** Who the booking is for, read out after each button's name where several bookings are listed. */
  label?: string;
  mailConfigured: boolean;
}) {
  if (!booking.actions.confirm && !booking.actions.release) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {booking.actions.confirm && !booking.depositPaid ? (
        <ReasonButton label={TEXTS.actions.confirm} srSuffix={label} step={confirmStep(booking)} variant="default" />
      ) : null}
      {booking.actions.confirm && booking.depositPaid ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="confirm-booking" />
          <input type="hidden" name="bookingId" value={booking.id} />
          <input type="hidden" name="version" value={booking.version} />
          <Button type="submit" size="sm">
            {TEXTS.actions.confirm}
            {label ? <span className="sr-only"> {label}</span> : null}
          </Button>
        </Form>
      ) : null}
      {booking.actions.release ? (
        <ReasonButton label={TEXTS.actions.release} srSuffix={label} step={releaseStep(booking, mailConfigured)} />
      ) : null}
    </div>
  );
}

/** Release's question in the page: without JavaScript, or after a refused confirmation. */
export function PendingRelease({
  booking,
  outcome,
  mailConfigured,
  cancelHref,
}: {
  booking: BookingButtonsBooking;
  outcome?: ReasonStepOutcome;
  mailConfigured: boolean;
  cancelHref: string;
}) {
  return <PendingReasonStep step={releaseStep(booking, mailConfigured)} outcome={outcome} cancelHref={cancelHref} />;
}

/** Confirm's question in the page when the deposit is not paid: without JavaScript, or after a refused confirmation. */
export function PendingConfirm({
  booking,
  outcome,
  cancelHref,
}: {
  booking: BookingButtonsBooking;
  outcome?: ReasonStepOutcome;
  cancelHref: string;
}) {
  return <PendingReasonStep step={confirmStep(booking)} outcome={outcome} cancelHref={cancelHref} />;
}
