import { Badge } from "~/components/ui/badge";
import { BOOKING_STATE_LABELS, QUOTE_STATE_LABELS } from "~/content/quotes-admin";
import type { BookingState } from "~/domain/bookings";
import type { QuoteState } from "~/domain/quotes";

const VARIANTS: Partial<Record<QuoteState, "success" | "default" | "warning" | "destructive">> = {
  accepted: "success",
  failed: "destructive",
  sent: "default",
  draft: "warning",
};

/** Where a quote stands, as every quote screen and list shows it. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return <Badge variant={VARIANTS[state] ?? "muted"}>{QUOTE_STATE_LABELS[state]}</Badge>;
}

const BOOKING_VARIANTS: Record<BookingState, "success" | "warning" | "muted"> = {
  confirmed: "success",
  held: "warning",
  expired: "muted",
  released: "muted",
};

/** Where a booking stands: held, confirmed, hold expired, released. */
export function BookingStateBadge({ state }: { state: BookingState }) {
  return <Badge variant={BOOKING_VARIANTS[state]}>{BOOKING_STATE_LABELS[state]}</Badge>;
}
