import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";

/** A booking's Confirm and Release buttons: each a POST with the booking's version (decision 0004), on the screen that shows it. */
export function BookingButtons({
  booking,
  label,
}: {
  booking: { id: string; version: number; actions: { confirm: boolean; release: boolean } };
  /** Who the booking is for, read out after each button's name where several bookings are listed. */
  label?: string;
}) {
  const button = (intent: "confirm-booking" | "release-booking", text: string, variant: "default" | "outline") => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="bookingId" value={booking.id} />
      <input type="hidden" name="version" value={booking.version} />
      <Button type="submit" variant={variant} size="sm">
        {text}
        {label ? <span className="sr-only"> {label}</span> : null}
      </Button>
    </Form>
  );
  if (!booking.actions.confirm && !booking.actions.release) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {booking.actions.confirm ? button("confirm-booking", TEXTS.actions.confirm, "default") : null}
      {booking.actions.release ? button("release-booking", TEXTS.actions.release, "outline") : null}
    </div>
  );
}
