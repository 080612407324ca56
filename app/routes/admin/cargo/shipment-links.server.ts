import { CARGO_CUSTOMER_WORDS } from "~/content/cargo-messages";
import { SHIPMENT_BATCH_TEXTS as TEXTS } from "~/content/cargo-batches";
import { batchHref } from "~/domain/cargo/shipment-admin-paths";
import { whatsAppDigits } from "~/domain/cargo/whatsapp-numbers";
import { whatsAppHref } from "~/domain/offices";
import { getBatch } from "~/server/cargo/batches.server";
import { publicTrackingUrl } from "~/server/cargo/shipment-events.server";
import type { Shipment } from "~/server/cargo/shipments.server";

/*
 * What a shipment's screen links to beyond itself (issue #26): the batch it leaves with, and a
 * WhatsApp chat with its receiver and its sender, the current status and the tracking link
 * already written in the shipment's language.
 */

export type WhatsAppChat = { href: string; hint: null } | { href: null; hint: string };

/** A chat with one party: a wa.me link when the phone is international, else why there is none. */
function chatWith(shipment: Shipment, party: { name: string; phone: string }, place: string): WhatsAppChat {
  const digits = whatsAppDigits(party.phone);
  if (!digits) return { href: null, hint: TEXTS.whatsApp.noNumber(party.phone) };
  const message = CARGO_CUSTOMER_WORDS[shipment.locale].whatsApp({
    name: party.name,
    trackingNumber: shipment.trackingNumber,
    status: shipment.status,
    place,
    trackingUrl: publicTrackingUrl(shipment.trackingNumber, shipment.locale),
  });
  return { href: whatsAppHref(digits, message), hint: null };
}

/** The batch (linked) and the two chats; `place` is the latest event's. */
export async function shipmentLinks(shipment: Shipment, place: string) {
  const batch = shipment.batchId ? await getBatch(shipment.batchId) : null;
  return {
    batch: batch ? { href: batchHref(batch.id), label: `${batch.vessel} · ${batch.carrier}` } : null,
    whatsApp: { receiver: chatWith(shipment, shipment.receiver, place), sender: chatWith(shipment, shipment.sender, place) },
  };
}
