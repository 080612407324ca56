import { data } from "react-router";
import { moneyPanel, shipmentBalanceStates } from "~/server/money/account-money.server";
import {
  CARGO_MODE_WORDS,
  CARGO_PAYER_WORDS,
  PIECE_KIND_WORDS,
  SHIPMENT_ADMIN_TEXTS as TEXTS,
  shipmentStatusLabel,
} from "~/content/cargo-admin";
import { formatDimensions, formatKilograms, formatPaperDay } from "~/content/cargo-paper";
import { problem, type Problem } from "~/content/problem";
import { chargeableGrams, seaUnits, SEA_UNIT } from "~/domain/cargo/chargeable-weight";
import type { PaperBarcodes, ShipmentPaper } from "~/domain/cargo/shipment-paper";
import {
  canRecord,
  isFinalStatus,
  isShipmentStatus,
  SHIPMENT_STATUSES,
  suggestedNextStatus,
  type ShipmentStatus,
} from "~/domain/cargo/shipment-statuses";
import { shipmentHref, shipmentsHref, SHIPMENTS_CSV_PATH } from "~/domain/cargo/shipment-admin-paths";
import { SHIPMENTS_CSV_TEXTS } from "~/content/cargo-export";
import { CSV_BOM, csvLines } from "~/domain/csv";
import { isStaffChargeKind } from "~/domain/cargo/shipment-charges";
import { parseVersion } from "~/domain/catalogue-admin";
import { LOCALE_NAMES } from "~/domain/locale";
import { CURRENCIES, formatMoney, toMajorUnits, type CurrencyCode } from "~/domain/money";
import { formatZonedDateTime, isOfficeId, type OfficeId } from "~/domain/offices";
import { parsePage } from "~/domain/sort";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { code128Svg, qrSvg } from "~/server/cargo/barcodes.server";
import { getRateCard, isCargoMode, isDay } from "~/server/cargo/cargo-rates.server";
import {
  EVENT_LIMITS,
  publicTrackingUrl,
  recordShipmentEvent,
  staffTimeline,
  type EventInputProblem,
} from "~/server/cargo/shipment-events.server";
import { chargeCurrency } from "~/server/cargo/shipment-charges.server";
import { getShipment, listShipments, type Shipment, type ShipmentFilter } from "~/server/cargo/shipments.server";
import { shipmentLedger, type LedgerLine } from "~/server/cargo/shipments-csv.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices, staffTimeZone } from "~/server/platform/offices.server";
import { readForm, postedText } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { getSiteContent } from "~/server/platform/site-content.server";
import { shipmentLinks } from "./shipment-links.server";

/*
 * The request handling of the cargo desk's screens (issue #26, decision 0055): the shipments
 * list's filter read from the URL, a shipment's screen worked out on the server, its "Record a
 * status" post, and the paper's view. Every function starts from the signed-in user, so a screen
 * reached without the admin gate fails closed.
 */

const SEARCH_MAX = 100;

/** The list's filter as the URL gives it; anything unknown is left out, so a bad link shows everything rather than failing. */
export function parseShipmentFilter(params: URLSearchParams): ShipmentFilter {
  const filter: ShipmentFilter = {};
  const status = params.get("status");
  if (isShipmentStatus(status)) filter.status = status;
  const fromOffice = params.get("fromOffice");
  if (isOfficeId(fromOffice)) filter.fromOffice = fromOffice;
  const toOffice = params.get("toOffice");
  if (isOfficeId(toOffice)) filter.toOffice = toOffice;
  const mode = params.get("mode");
  if (isCargoMode(mode)) filter.mode = mode;
  const from = params.get("from");
  if (isDay(from)) filter.dropOffFrom = from;
  const to = params.get("to");
  if (isDay(to)) filter.dropOffTo = to;
  const search = params.get("q")?.trim().slice(0, SEARCH_MAX);
  if (search) filter.search = search;
  return filter;
}

/** Everything the list shows: rows, counts per status (each a link keeping the other filters), pages. */
export async function loadShipmentsList(request: Request, context: RequestContext) {
  signedInUser(context);
  const params = new URL(request.url).searchParams;
  const filter = parseShipmentFilter(params);
  const [list, offices] = await Promise.all([listShipments(filter, parsePage(params)), officeChoices()]);
  const officeName = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  const balances = await shipmentBalanceStates(list.rows.map((row) => row.id));
  const counts = list.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  return {
    filter,
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    tabs: [
      { status: null, label: null, count: all, href: shipmentsHref({ ...filter, status: undefined }) },
      ...SHIPMENT_STATUSES.map((status) => ({
        status,
        label: shipmentStatusLabel(status),
        count: counts ? counts[status] : null,
        href: shipmentsHref({ ...filter, status }),
      })),
    ],
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    // A search that matched more than the list counts (SEARCH_COUNT_CAP).
    moreThan: counts ? null : list.total,
    csvHref: shipmentsHref(filter, 1, SHIPMENTS_CSV_PATH),
    rows: list.rows.map((row) => ({
      id: row.id,
      href: shipmentHref(row.id),
      trackingNumber: row.trackingNumber,
      route: `${officeName(row.fromOffice)} → ${officeName(row.toOffice)}`,
      mode: CARGO_MODE_WORDS[row.mode],
      senderName: row.senderName,
      receiverName: row.receiverName,
      dropOff: formatPaperDay(row.dropOffDate, "en"),
      status: row.status,
      statusLabel: shipmentStatusLabel(row.status),
      balance: balances.get(row.id) ?? null,
    })),
  };
}

/** A shipment's CSV line: plain numbers a spreadsheet adds up (kilograms, W/M, major units), names guarded by csvCell. */
function ledgerCells(line: LedgerLine, officeName: (id: OfficeId) => string) {
  const decimal = (value: number | null, unit: number) => (value === null ? null : Number((value / unit).toFixed(3)));
  return [
    line.trackingNumber,
    line.dropOffDate,
    officeName(line.fromOffice),
    officeName(line.toOffice),
    CARGO_MODE_WORDS[line.mode],
    shipmentStatusLabel(line.status),
    line.senderName,
    line.receiverName,
    line.pieces,
    decimal(line.grams, 1000),
    decimal(line.chargeableGrams, 1000),
    decimal(line.seaUnits, SEA_UNIT),
    ...CURRENCIES.map((currency) => {
      const amountMinor = line.totals[currency];
      return amountMinor === undefined ? null : toMajorUnits({ amountMinor, currency });
    }),
    CARGO_PAYER_WORDS[line.payer],
  ];
}

/**
 * The list as CSV under the same filter (the list's query), streamed chunk by chunk so a
 * download of the whole book holds one chunk in memory, not 100,000 shipments.
 */
export async function handleShipmentsCsv(request: Request, context: RequestContext): Promise<Response> {
  signedInUser(context);
  const filter = parseShipmentFilter(new URL(request.url).searchParams);
  const offices = await officeChoices();
  const officeName = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  const chunks = shipmentLedger(filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLines([SHIPMENTS_CSV_TEXTS.columns])));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(next.value.map((line) => ledgerCells(line, officeName)))));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${SHIPMENTS_CSV_TEXTS.file(new Date().toISOString().slice(0, 10))}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function requireShipment(id: string): Promise<Shipment> {
  const shipment = await getShipment(id);
  if (!shipment) throw data(TEXTS.notFound, { status: 404 });
  return shipment;
}

/** The charges' total per currency: nothing is added across currencies (decision 0055). */
function totalsByCurrency(shipment: Shipment): { currency: CurrencyCode; total: string }[] {
  const sums = new Map<CurrencyCode, number>();
  for (const charge of shipment.charges) {
    sums.set(charge.amount.currency, (sums.get(charge.amount.currency) ?? 0) + charge.amount.amountMinor);
  }
  return [...sums].map(([currency, amountMinor]) => ({ currency, total: formatMoney({ amountMinor, currency }) }));
}

/** The statuses the "Record a status" form offers: what canRecord allows after the current one. */
export function nextStatuses(current: ShipmentStatus): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter((status) => canRecord(current, status).ok);
}

/** Everything a shipment's screen shows, worked out on the server; times in the event's office's zone. */
export async function loadShipmentScreen(id: string, context: RequestContext) {
  signedInUser(context);
  const shipment = await requireShipment(id);
  const [timeline, offices, staffZone, card] = await Promise.all([
    staffTimeline(shipment.id),
    officeChoices(),
    staffTimeZone(context),
    shipment.rateCardId ? getRateCard(shipment.rateCardId) : null,
  ]);
  const money = await moneyPanel("shipment", shipment.id, signedInUser(context), staffZone);
  const office = (id: OfficeId) => offices.find((choice) => choice.id === id);
  const route = `${office(shipment.fromOffice)?.name ?? shipment.fromOffice} → ${office(shipment.toOffice)?.name ?? shipment.toOffice}`;
  const chargeable = (piece: Shipment["pieces"][number]): string => {
    if (!card) return TEXTS.none;
    if (card.card.mode === "air") return formatKilograms(chargeableGrams(piece, card.card), "en");
    return `${(seaUnits(piece) / SEA_UNIT).toFixed(3)} W/M`;
  };
  return {
    money,
    shipment: {
      id: shipment.id,
      trackingNumber: shipment.trackingNumber,
      version: shipment.version,
      status: shipment.status,
      statusLabel: shipmentStatusLabel(shipment.status),
      final: isFinalStatus(shipment.status),
      route,
      mode: CARGO_MODE_WORDS[shipment.mode],
      dropOff: formatPaperDay(shipment.dropOffDate, "en"),
      language: LOCALE_NAMES[shipment.locale],
      sender: shipment.sender,
      receiver: shipment.receiver,
      contents: shipment.contents,
      declaredValue: shipment.declaredValue ? formatMoney(shipment.declaredValue) : null,
      payer: CARGO_PAYER_WORDS[shipment.payer],
      internalNote: shipment.internalNote,
      enquiryId: shipment.enquiryId,
      chargeCurrency: chargeCurrency(shipment),
    },
    pieces: shipment.pieces.map((piece, index) => ({
      number: index + 1,
      kind: PIECE_KIND_WORDS[piece.kind],
      weight: formatKilograms(piece.grams, "en"),
      dimensions: formatDimensions(piece, "en"),
      chargeable: chargeable(piece),
    })),
    totalWeight: formatKilograms(
      shipment.pieces.reduce((sum, piece) => sum + piece.grams, 0),
      "en",
    ),
    charges: shipment.charges.map((charge) => ({
      label: charge.label,
      kind: charge.kind,
      amount: formatMoney(charge.amount),
      // Staff-added lines may be removed; the computed freight lines stay as registered.
      removable: isStaffChargeKind(charge.kind),
    })),
    totals: totalsByCurrency(shipment),
    timeline: timeline.map((event) => ({
      id: event.id,
      status: event.status,
      statusLabel: shipmentStatusLabel(event.status),
      place: event.place,
      time: formatZonedDateTime(new Date(event.recordedAt), (event.office && office(event.office)?.timeZone) || staffZone),
      publicNote: event.publicNote,
      internalNote: event.internalNote,
      recordedBy: event.recordedBy?.name ?? null,
    })),
    nextStatuses: nextStatuses(shipment.status).map((status) => ({ status, label: shipmentStatusLabel(status) })),
    // The timeline is newest first; the journey's next step is worked out oldest first.
    suggestedStatus: suggestedNextStatus(timeline.map((event) => event.status).reverse()),
    ...(await shipmentLinks(shipment, timeline[0]?.place ?? "")),
  };
}

export type RecordFields = { status: string; place: string; publicNote: string; internalNote: string };
export type RecordField = keyof RecordFields;

export type RecordOutcome = {
  problem: Problem;
  conflict?: boolean;
  fieldErrors?: Partial<Record<RecordField, string>>;
  values?: RecordFields;
};

/** An event input's problem as the message beside its field (the shipment's and the batch's Record a status). */
export function eventFieldErrors(found: EventInputProblem): Partial<Record<RecordField, string>> {
  if (!("field" in found))
    return found.problem === "unknown-status" ? { status: TEXTS.fieldProblems.status } : { place: TEXTS.fieldProblems.unknownOffice };
  const words = TEXTS.fieldProblems;
  const { problem: kind, field } = found;
  const message =
    kind === "too-long" ? words["too-long"](EVENT_LIMITS[field]) : kind === "required" ? words.required : words["control-characters"];
  return { [field]: message };
}

/**
 * The "Record a status" post: the event at the version the screen showed. A stale version is a
 * 409 and bad input a 400, both with what was typed, so nothing is lost; done, back to the
 * screen with a toast (a reload does not post again).
 */
export async function handleShipmentPost(request: Request, id: string, context: RequestContext) {
  const user = signedInUser(context);
  const form = await readForm(request);
  const refuse = (status: number, outcome: RecordOutcome) => data<RecordOutcome>(outcome, { status });
  if (form.get("intent") !== "record-event") return refuse(400, { problem: problem(TEXTS.unknownAction) });
  const text = (name: string) => postedText(form, name);
  const values: RecordFields = {
    status: text("status"),
    place: text("place"),
    publicNote: text("publicNote"),
    internalNote: text("internalNote"),
  };
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, { problem: problem(TEXTS.saveError), values });
  if (!isShipmentStatus(values.status)) {
    return refuse(400, { problem: problem(TEXTS.saveError), fieldErrors: { status: TEXTS.fieldProblems.status }, values });
  }
  const result = await recordShipmentEvent(
    id,
    { status: values.status, place: values.place, publicNote: values.publicNote, internalNote: values.internalNote, office: user.office },
    version,
  );
  if (result.status === "not-found") throw data(TEXTS.notFound, { status: 404 });
  if (result.status === "conflict") return refuse(409, { problem: problem(TEXTS.conflict), conflict: true, values });
  if (result.status === "invalid") return refuse(400, { problem: problem(TEXTS.saveError), fieldErrors: eventFieldErrors(result), values });
  if (result.status === "refused") {
    return refuse(400, { problem: problem(TEXTS.refused[result.problem]), fieldErrors: { status: TEXTS.refused[result.problem] }, values });
  }
  const shipment = await requireShipment(id);
  return redirectWithToast(shipmentHref(id), {
    type: "success",
    ...TEXTS.recorded(shipment.trackingNumber, shipmentStatusLabel(values.status)),
  });
}

/** The public tracking address in the shipment's language: the site's address, `/fr` or `/ar`, `/track/{number}`. */
export function trackingUrl(shipment: Pick<Shipment, "trackingNumber" | "locale">): string {
  return publicTrackingUrl(shipment.trackingNumber, shipment.locale);
}

/** What the labels and the waybill print: the shipment in its language, the offices' names and phones, the barcodes. */
export async function loadShipmentPaper(id: string, context: RequestContext) {
  signedInUser(context);
  const shipment = await requireShipment(id);
  const { offices } = await getSiteContent(shipment.locale);
  const office = (officeId: OfficeId) => ({ id: officeId, name: offices[officeId].name, phone: offices[officeId].phone });
  const url = trackingUrl(shipment);
  const paper: ShipmentPaper = {
    trackingNumber: shipment.trackingNumber,
    from: office(shipment.fromOffice),
    to: office(shipment.toOffice),
    mode: shipment.mode,
    dropOffDate: shipment.dropOffDate,
    sender: { name: shipment.sender.name, phone: shipment.sender.phone, city: null },
    receiver: { name: shipment.receiver.name, phone: shipment.receiver.phone, city: shipment.receiver.city || null },
    pieces: shipment.pieces,
    contents: shipment.contents,
    declaredValue: shipment.declaredValue,
    payer: shipment.payer,
    trackingUrl: url,
  };
  const barcodes: PaperBarcodes = { code128: code128Svg(shipment.trackingNumber), qr: await qrSvg(url) };
  return { id: shipment.id, paper, barcodes, locale: shipment.locale };
}
