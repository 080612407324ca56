import type { PieceKind, PriceLine } from "~/domain/cargo/cargo-pricing";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import type { ShipmentMode, ShipmentPayer } from "~/domain/cargo/shipment-paper";
import { CARGO_IMP_CODES, type RecordProblem, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { plural } from "./plural";

/*
 * The back office's words for the cargo desk (issue #26): the shipments list, a shipment's screen
 * and its "Record a status" form. English, as the rest of the admin area; the customer's words
 * (tracking page, paper, e-mails, WhatsApp) are in cargo-paper.ts and cargo-messages.ts.
 */

/** Staff words for each status; the IATA Cargo-IMP code is shown beside them where one applies. */
export const SHIPMENT_STATUS_WORDS: Record<ShipmentStatus, string> = {
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

/** "Departed (DEP)": the staff word with the code staff copy from an airline's update. */
export function shipmentStatusLabel(status: ShipmentStatus): string {
  const code = CARGO_IMP_CODES[status];
  return code ? `${SHIPMENT_STATUS_WORDS[status]} (${code})` : SHIPMENT_STATUS_WORDS[status];
}

export const CARGO_MODE_WORDS: Record<ShipmentMode, string> = { air: "Air", sea: "Sea" };
export const CARGO_PAYER_WORDS: Record<ShipmentPayer, string> = { sender: "Sender, at drop-off", receiver: "Receiver, at pickup" };
export const PIECE_KIND_WORDS: Record<PieceKind, string> = {
  box: "Box",
  barrel: "Barrel",
  bag: "Bag",
  pallet: "Pallet",
  vehicle: "Vehicle",
  other: "Other",
};

const quantity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/**
 * A computed charge line as staff read it on the shipment's screen and in its history, written
 * when the shipment is registered (staff add lines of their own words later): "30 kg at
 * $8.00 per kg", the next bracket when it is cheaper, a flat price per piece, the minimum.
 */
export function chargeLineLabel(line: PriceLine, currency: CurrencyCode, mode: ShipmentMode): string {
  const price = (amountMinor: number) => formatMoney({ amountMinor, currency });
  if (line.kind === "flat") return `${line.count} × ${PIECE_KIND_WORDS[line.pieceKind]} at ${price(line.perPieceMinor)} each`;
  if (line.kind === "minimum") return `Minimum charge of ${price(line.minimumMinor)}`;
  // By sea the quantities are millionths of a tonne or cubic metre (whichever is greater).
  const [unit, per] = mode === "sea" ? [1_000_000, "t or m³"] : [1_000, "kg"];
  const amount = (value: number) => `${quantity.format(value / unit)} ${per}`;
  const rate = `${price(line.rateMinor)} per ${per}`;
  return line.billedGrams > line.chargeableGrams
    ? `${amount(line.chargeableGrams)} charged as ${amount(line.billedGrams)} at ${rate} (the next rate is cheaper)`
    : `${amount(line.billedGrams)} at ${rate}`;
}

export const SHIPMENTS_LIST_TEXTS = {
  title: "Shipments",
  subtitle: "Every shipment, newest drop-off first.",
  dashboardLink: "Dashboard",
  statusFilter: "Filter by status",
  allStatuses: "All",
  statusCount: (count: number) => plural(count, { one: "# shipment", other: "# shipments" }),
  filters: "Filter shipments",
  search: "Search",
  searchHint: "Tracking number, name or phone",
  from: "From office",
  to: "To office",
  anyOffice: "Any office",
  mode: "Mode",
  anyMode: "Any mode",
  dropOffFrom: "Dropped off from",
  dropOffTo: "Dropped off until",
  apply: "Filter",
  clear: "Clear",
  matching: (count: number) => plural(count, { one: "# shipment found", other: "# shipments found" }),
  matchingMoreThan: (count: number) =>
    `More than ${count.toLocaleString("en")} shipments found: the first ${count.toLocaleString("en")} are listed. Add words or a filter to narrow the search.`,
  empty: "No shipments match these filters.",
  caption: "Shipments",
  columns: {
    trackingNumber: "Tracking number",
    route: "Route",
    mode: "Mode",
    sender: "Sender",
    receiver: "Receiver",
    dropOff: "Drop-off",
    status: "Status",
  },
  pages: {
    pagination: "Pages of shipments",
    previousPage: "Previous",
    nextPage: "Next",
    pageLabel: (page: number) => `Page ${page}`,
  },
} as const;

export const SHIPMENT_ADMIN_TEXTS = {
  backToList: "Shipments",
  notFound: "This shipment does not exist.",
  subtitle: (route: string, mode: string, dropOff: string) => `${route} · ${mode} · dropped off ${dropOff}`,
  printLabels: "Print labels",
  printWaybill: "Print waybill",
  labelsTitle: "Labels",
  waybillTitle: "Waybill",
  backToShipment: "Back to the shipment",
  print: "Print",
  status: "Status",
  route: "Route",
  mode: "Mode",
  dropOff: "Drop-off date",
  language: "Customer's language",
  sender: "Sender",
  receiver: "Receiver",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  city: "City",
  none: "—",
  shipment: "Shipment",
  contents: "Contents",
  declaredValue: "Declared value",
  noDeclaredValue: "None declared",
  payer: "Paid by",
  internalNote: "Internal note",
  noInternalNote: "No internal note.",
  pieces: "Pieces",
  piecesCaption: "The shipment's pieces, with their chargeable weight",
  pieceColumns: { number: "No.", kind: "Kind", weight: "Weight", dimensions: "L × W × H", chargeable: "Chargeable" },
  piecesTotal: "Total",
  charges: "Charges",
  chargesCaption: "The charges computed from the rate card in force on the drop-off date",
  chargeColumns: { line: "Line", amount: "Amount" },
  chargesTotal: (currency: string) => `Total (${currency})`,
  noCharges: "No charges.",
  timeline: "Timeline",
  timelineCaption: "The shipment's events, newest first",
  timelineColumns: { status: "Status", place: "Place", time: "Time", publicNote: "Public note", internalNote: "Internal note", by: "By" },
  system: "System",
  record: {
    title: "Record a status",
    status: "Status",
    place: "Place",
    publicNote: "Public note",
    publicNoteHint: "Shown on the public tracking page and in the customer's e-mail.",
    internalNote: "Internal note",
    internalNoteHint: "Staff only.",
    submit: "Record status",
    finalHint: (status: string) => `This shipment is ${status}: nothing more can be recorded.`,
  },
  recorded: (trackingNumber: string, status: string) => ({ title: "Status recorded", description: `${trackingNumber}: ${status}.` }),
  conflict: "Someone else changed this shipment since you opened it. Reload to see the latest version; what you typed is kept below.",
  reload: "Reload the shipment",
  saveError: "The status could not be recorded. Check the fields marked below.",
  unknownAction: "That action is not known.",
  fieldProblems: {
    status: "Choose a status from the list.",
    required: "Fill this in.",
    "too-long": (max: number) => `Keep it to ${max} characters.`,
    "control-characters": "Remove the control characters.",
    unknownOffice: "Your office is not known.",
  },
  refused: {
    "after-final": "This shipment is in a final status: nothing more can be recorded.",
    "not-registered": "This shipment has no registration yet.",
    "already-registered": "This shipment is registered already.",
    unchanged: "The shipment is in this status already.",
  } satisfies Record<RecordProblem, string>,
} as const;
