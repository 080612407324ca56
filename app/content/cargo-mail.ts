import type { ShipmentStatus } from "~/domain/cargo/shipment-statuses";

/**
 * The e-mail a sender or receiver gets when their shipment's status changes (issue #26), in
 * English only for now: the French and Arabic come with the screens slice, with the words of
 * the statuses the tracking page shows.
 */
export const CARGO_STATUS_WORDS: Record<ShipmentStatus, string> = {
  registered: "Registered",
  received: "Received at office",
  departed: "Departed",
  arrived: "Arrived",
  "in-customs": "In customs",
  "ready-for-pickup": "Ready for pickup",
  "out-for-delivery": "Out for delivery",
  delivered: "Delivered",
  "on-hold": "On hold",
  delayed: "Delayed",
  damaged: "Damaged",
  returned: "Returned",
  cancelled: "Cancelled",
};

export const CARGO_STATUS_MAIL = {
  subject: (trackingNumber: string, status: ShipmentStatus) => `Shipment ${trackingNumber}: ${CARGO_STATUS_WORDS[status]}`,
  text: (mail: { name: string; trackingNumber: string; status: ShipmentStatus; place: string; publicNote: string; trackingUrl: string }) =>
    [
      `Hello ${mail.name},`,
      "",
      `Your shipment ${mail.trackingNumber} is now: ${CARGO_STATUS_WORDS[mail.status]}${mail.place ? ` (${mail.place})` : ""}.`,
      ...(mail.publicNote ? [mail.publicNote] : []),
      "",
      `Follow it at ${mail.trackingUrl}`,
    ].join("\n"),
} as const;
