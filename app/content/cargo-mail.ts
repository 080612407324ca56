import type { ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { SHIPMENT_STATUS_WORDS } from "./cargo-admin";

/**
 * The e-mail a sender or receiver gets when their shipment's status changes (issue #26), in
 * English only for now: the French and Arabic come with the screens slice, with the words of
 * the statuses the tracking page shows. Until then, the statuses in the staff's English words.
 */
export const CARGO_STATUS_MAIL = {
  subject: (trackingNumber: string, status: ShipmentStatus) => `Shipment ${trackingNumber}: ${SHIPMENT_STATUS_WORDS[status]}`,
  text: (mail: { name: string; trackingNumber: string; status: ShipmentStatus; place: string; publicNote: string; trackingUrl: string }) =>
    [
      `Hello ${mail.name},`,
      "",
      `Your shipment ${mail.trackingNumber} is now: ${SHIPMENT_STATUS_WORDS[mail.status]}${mail.place ? ` (${mail.place})` : ""}.`,
      ...(mail.publicNote ? [mail.publicNote] : []),
      "",
      `Follow it at ${mail.trackingUrl}`,
    ].join("\n"),
} as const;
