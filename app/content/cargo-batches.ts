import type { MembershipProblem } from "~/domain/cargo/batch-membership";
import type { TrackingNumberProblem } from "~/domain/cargo/tracking-numbers";
import { plural } from "./plural";

/*
 * The back office's words for batches (issue #26): shipments leaving together on one flight or
 * vessel, their list, form and screen. English, as the rest of the admin area.
 */

export const BATCH_FIELDS = {
  mode: { label: "Mode" },
  fromOffice: { label: "From office" },
  toOffice: { label: "To office" },
  carrier: { label: "Carrier", hint: "The airline or shipping line, e.g. Middle East Airlines." },
  vessel: { label: "Flight or vessel", hint: "The flight number (ME 571) or the vessel's name." },
  masterWaybill: { label: "Master waybill or bill of lading", hint: "The master air waybill (076-12345675) or B/L number, once known." },
  departureDate: { label: "Departure date" },
  arrivalDate: { label: "Arrival date" },
} as const;

export type BatchField = keyof typeof BATCH_FIELDS;

export const BATCH_LIST_TEXTS = {
  title: "Batches",
  subtitle: "Shipments leaving together on one flight or vessel, newest departure first.",
  newBatch: "New batch",
  shipmentsLink: "Shipments",
  caption: "Batches",
  count: (count: number) => plural(count, { one: "# batch", other: "# batches" }),
  empty: "No batches yet. Make one for the next flight or vessel, then add its shipments.",
  notYet: "Not set",
  columns: {
    batch: "Flight or vessel",
    mode: "Mode",
    route: "Route",
    carrier: "Carrier",
    masterWaybill: "Master waybill / B/L",
    departure: "Departure",
    arrival: "Arrival",
    shipments: "Shipments",
  },
  pages: {
    pagination: "Pages of batches",
    previousPage: "Previous",
    nextPage: "Next",
    pageLabel: (page: number) => `Page ${page}`,
  },
} as const;

export const BATCH_FORM_TEXTS = {
  newTitle: "New batch",
  editTitle: (vessel: string) => `Edit batch ${vessel}`,
  backToList: "Batches",
  backToBatch: "Back to the batch",
  create: "Create batch",
  save: "Save changes",
  cancel: "Cancel",
  created: (vessel: string) => ({ title: "Batch created", description: `${vessel}: now add its shipments.` }),
  saved: (vessel: string) => ({ title: "Batch saved", description: `${vessel} is up to date.` }),
  saveError: "The batch could not be saved. Check the fields marked below.",
  conflict: "Someone else changed this batch since you opened it. Reload to see the latest version; what you typed is kept below.",
  reload: "Reload the batch",
  notFound: "This batch does not exist.",
  problems: {
    required: "Fill this in.",
    "too-long": (max: number) => `Keep it to ${max} characters.`,
    "control-characters": "Remove the control characters.",
    "unknown-office": "Choose an office from the list.",
    "same-office": "The batch must go to another office than the one it leaves from.",
    "unknown-mode": "Choose Air or Sea.",
    "bad-date": "Give a date as the calendar shows it.",
    "arrival-before-departure": "The arrival cannot be before the departure.",
  },
} as const;

export const BATCH_SCREEN_TEXTS = {
  subtitle: (route: string, mode: string, carrier: string) => `${route} · ${mode} · ${carrier}`,
  edit: "Edit batch",
  facts: "Batch",
  route: "Route",
  mode: "Mode",
  carrier: "Carrier",
  vessel: "Flight or vessel",
  masterWaybill: "Master waybill / B/L",
  departure: "Departure",
  arrival: "Arrival",
  notYet: "Not set",
  shipments: "Shipments in this batch",
  shipmentsCaption: "The shipments in this batch, by tracking number",
  shipmentCount: (count: number) => plural(count, { one: "# shipment", other: "# shipments" }),
  noShipments: "No shipments in this batch yet: add them below.",
  columns: { trackingNumber: "Tracking number", receiver: "Receiver", city: "City", status: "Status", remove: "Remove" },
  remove: {
    deleteTitle: "Take this shipment out of the batch?",
    confirmDelete: "It stays registered with its history; it just no longer leaves with this batch.",
    cancel: "Cancel",
    delete: "Remove",
  },
  removeLabel: (trackingNumber: string) => `from the batch: ${trackingNumber}`,
  removed: (trackingNumber: string) => ({ title: "Shipment removed", description: `${trackingNumber} is no longer in this batch.` }),
  notInBatch: "This shipment is not in this batch (any more).",
  add: {
    title: "Add shipments",
    numbers: "Tracking numbers",
    numbersHint: "Type or scan them: one per line, or separated by spaces or commas. Case and dashes do not matter.",
    eligible: "Or tick shipments waiting on this route",
    eligibleHint: (shown: number, limit: number) =>
      shown >= limit ? `The ${limit} that waited longest; type the numbers of others.` : "Same route and mode, in no batch, not delivered.",
    noEligible: "No other shipment waits on this route.",
    eligibleCaption: "Shipments that may join this batch",
    submit: "Add shipments",
    nothing: "Type or scan at least one tracking number, or tick a shipment.",
    refused: "Nothing was added. Correct the numbers below, then add again.",
    unread: (typed: string, problem: TrackingNumberProblem) =>
      problem === "wrong-check"
        ? `“${typed}” has a mistake in it: check the number on the label.`
        : problem === "too-long"
          ? `“${typed.slice(0, 40)}…” is too long to be a tracking number.`
          : `“${typed}” is not a tracking number (they look like CW-7K4M-9Q2X).`,
    unknown: (number: string) => `No shipment has the number ${number}.`,
    membership: (number: string, problem: MembershipProblem) =>
      ({
        "other-route": `${number} goes on another route.`,
        "other-mode": `${number} travels by the other mode.`,
        final: `${number} is delivered, returned or cancelled.`,
        "in-other-batch": `${number} is in another batch: remove it there first.`,
        "in-this-batch": `${number} is in this batch already.`,
      })[problem],
    tooMany: (max: number) => `Add at most ${max} shipments at a time.`,
    added: (count: number, already: number) => ({
      title: "Shipments added",
      description:
        plural(count, { one: "# shipment added to the batch", other: "# shipments added to the batch" }) +
        (already > 0 ? plural(already, { one: " (# was in it already).", other: " (# were in it already)." }) : "."),
    }),
  },
  record: {
    title: "Record a status for every shipment",
    hint: "Every shipment in the batch gets this status, or none does.",
    status: "Status",
    place: "Place",
    publicNote: "Public note",
    publicNoteHint: "Shown on the public tracking page and in the customers' e-mails.",
    internalNote: "Internal note",
    internalNoteHint: "Staff only.",
    submit: "Record for every shipment",
    empty: "Add shipments first: the batch is empty.",
    refused: "Nothing was recorded: these shipments cannot take this status.",
    recorded: (status: string, count: number) => ({
      title: "Status recorded",
      description: `${status} recorded for ${plural(count, { one: "# shipment", other: "# shipments" })}`,
    }),
  },
  saveError: "That could not be done. Check the fields marked below.",
  unknownAction: "That action is not known.",
} as const;

export const SHIPMENT_BATCH_TEXTS = {
  batch: "Batch",
  noBatch: "In no batch yet.",
  whatsApp: {
    receiver: "WhatsApp the receiver",
    sender: "WhatsApp the sender",
    noNumber: (phone: string) => `No WhatsApp link for ${phone}: it has no country code. Write it as +961…, +225… or +231… to message it.`,
  },
} as const;
