import { isLocale } from "../locale";
import { isCurrency } from "../money";
import { isOfficeId } from "../offices";
import { isPieceKind } from "./cargo-pricing";
import { isShipmentStatus } from "./shipment-statuses";
import { readTrackingNumber, TRACKING_NUMBER_PATTERN } from "./tracking-numbers";

/*
 * The cargo desk in the data file (issue #26): rate cards with their brackets and piece prices,
 * batches, and shipments with their pieces, charges and events, as stored. Files from before
 * have no `cargo` and import as before. Shipments and their events are history: an import adds
 * what is not here (by id) and leaves what is here as it is; it never rewrites a shipment, and
 * a shipment's status is its latest event's, worked out again on import, never read from the file.
 */

export type ExportedRateCard = {
  id: string;
  fromOffice: string;
  toOffice: string;
  mode: string;
  currency: string;
  divisor: number | null;
  stepGrams: number | null;
  minimumMinor: number;
  validFrom: string;
  createdBy: string | null;
  createdAt: string;
  brackets: { fromQuantity: number; rateMinor: number }[];
  piecePrices: { pieceKind: string; priceMinor: number }[];
};

export type ExportedBatch = {
  id: string;
  mode: string;
  fromOffice: string;
  toOffice: string;
  carrier: string;
  vessel: string;
  masterWaybill: string;
  departureDate: string | null;
  arrivalDate: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ExportedShipmentEvent = {
  id: string;
  sequence: number;
  status: string;
  place: string;
  publicNote: string;
  internalNote: string;
  office: string | null;
  recordedAt: string;
  recordedBy: string | null;
  recordedByName: string | null;
  batchEventId: string | null;
};

export type ExportedShipment = {
  id: string;
  trackingNumber: string;
  fromOffice: string;
  toOffice: string;
  mode: string;
  /** For the reader; the import takes the latest event's. */
  status: string;
  senderName: string;
  senderPhone: string;
  senderEmail: string | null;
  receiverName: string;
  receiverPhone: string;
  receiverEmail: string | null;
  receiverCity: string;
  contents: string;
  declaredValueMinor: number | null;
  declaredCurrency: string | null;
  payer: string;
  internalNote: string;
  locale: string;
  enquiryId: string | null;
  batchId: string | null;
  rateCardId: string | null;
  dropOffDate: string;
  version: number;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
  pieces: { kind: string; grams: number; lengthCm: number; widthCm: number; heightCm: number }[];
  charges: { kind: string; label: string; amountMinor: number; currency: string }[];
  events: ExportedShipmentEvent[];
};

export type ExportedCargo = { rateCards: ExportedRateCard[]; batches: ExportedBatch[]; shipments: ExportedShipment[] };

export type CargoRecordKind = "rate-card" | "batch" | "shipment";
/** What is wrong with one record of the file's cargo, as a code the screens word (field: the first field found wrong). */
export type CargoRecordProblem = { kind: CargoRecordKind; position: number; id: string | null; field: string };
export type CargoReading = { ok: true; cargo: ExportedCargo } | { ok: false; problems: CargoRecordProblem[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

type Check = (value: unknown) => boolean;
const text =
  (max: number): Check =>
  (value) =>
    typeof value === "string" && value.length <= max;
const id: Check = (value) => typeof value === "string" && value.length > 0 && value.length <= 100;
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const whole =
  (min: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min;
const day: Check = (value) => typeof value === "string" && DAY.test(value);
const instant: Check = (value) => typeof value === "string" && INSTANT.test(value);
const mode: Check = (value) => value === "air" || value === "sea";
const office: Check = isOfficeId;
const currency: Check = isCurrency;

/** The first field of `record` its checks refuse, or null. */
function wrongField(record: unknown, checks: Record<string, Check>): string | null {
  if (!record || typeof record !== "object" || Array.isArray(record)) return "record";
  const values = record as Record<string, unknown>;
  for (const [field, check] of Object.entries(checks)) if (!check(values[field])) return field;
  return null;
}

const list =
  (checks: Record<string, Check>, min = 0, max = 1_000): Check =>
  (value) =>
    Array.isArray(value) && value.length >= min && value.length <= max && value.every((item) => wrongField(item, checks) === null);

const RATE_CARD: Record<string, Check> = {
  id,
  fromOffice: office,
  toOffice: office,
  mode,
  currency,
  divisor: orNull(whole(1)),
  stepGrams: orNull(whole(1)),
  minimumMinor: whole(0),
  validFrom: day,
  createdBy: orNull(text(100)),
  createdAt: instant,
  brackets: list({ fromQuantity: whole(0), rateMinor: whole(0) }, 1, 100),
  piecePrices: list({ pieceKind: isPieceKind, priceMinor: whole(0) }, 0, 10),
};

const BATCH: Record<string, Check> = {
  id,
  mode,
  fromOffice: office,
  toOffice: office,
  carrier: text(200),
  vessel: text(200),
  masterWaybill: text(100),
  departureDate: orNull(day),
  arrivalDate: orNull(day),
  createdBy: orNull(text(100)),
  createdAt: instant,
  updatedAt: instant,
};

const EVENT: Record<string, Check> = {
  id,
  sequence: whole(1),
  status: isShipmentStatus,
  place: text(200),
  publicNote: text(1000),
  internalNote: text(4000),
  office: orNull(office),
  recordedAt: instant,
  recordedBy: orNull(text(100)),
  recordedByName: orNull(text(200)),
  batchEventId: orNull(text(40)),
};

const SHIPMENT: Record<string, Check> = {
  id: (value) => id(value) && (value as string).length <= 40,
  // The canonical form, with a right check symbol: the number printed on its labels.
  trackingNumber: (value) => typeof value === "string" && TRACKING_NUMBER_PATTERN.test(value) && readTrackingNumber(value).ok,
  fromOffice: office,
  toOffice: office,
  mode,
  senderName: text(200),
  senderPhone: text(40),
  senderEmail: orNull(text(254)),
  receiverName: text(200),
  receiverPhone: text(40),
  receiverEmail: orNull(text(254)),
  receiverCity: text(200),
  contents: text(2000),
  declaredValueMinor: orNull(whole(0)),
  declaredCurrency: orNull(currency),
  payer: (value) => value === "sender" || value === "receiver",
  internalNote: text(4000),
  locale: isLocale,
  enquiryId: orNull(id),
  batchId: orNull(id),
  rateCardId: orNull(id),
  dropOffDate: day,
  version: whole(1),
  createdBy: orNull(text(100)),
  updatedBy: orNull(text(100)),
  createdAt: instant,
  updatedAt: instant,
  pieces: list({ kind: isPieceKind, grams: whole(1), lengthCm: whole(1), widthCm: whole(1), heightCm: whole(1) }, 1),
  charges: list({ kind: text(20), label: text(200), amountMinor: Number.isSafeInteger, currency }, 0, 100),
  events: list(EVENT, 1, 10_000),
};

/**
 * The file's `cargo` checked record by record; absent, an empty book. Ids and tracking numbers
 * must not repeat within the file, and a shipment's rate card and batch must be in the file or
 * named in `known` (those already here).
 */
export function readCargo(value: unknown, known: { rateCards: ReadonlySet<string>; batches: ReadonlySet<string> }): CargoReading {
  if (value === undefined) return { ok: true, cargo: { rateCards: [], batches: [], shipments: [] } };
  const problems: CargoRecordProblem[] = [];
  const file = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const records = (kind: CargoRecordKind, key: string, checks: Record<string, Check>) => {
    const raw = file[key] ?? [];
    if (!Array.isArray(raw)) {
      problems.push({ kind, position: 0, id: null, field: key });
      return [];
    }
    const seen = new Set<string>();
    raw.forEach((record, index) => {
      const recordId = typeof (record as { id?: unknown })?.id === "string" ? (record as { id: string }).id : null;
      const field = wrongField(record, checks) ?? (recordId !== null && seen.has(recordId) ? "id" : null);
      if (field) problems.push({ kind, position: index + 1, id: recordId, field });
      if (recordId !== null) seen.add(recordId);
    });
    return raw as never[];
  };
  const rateCards: ExportedRateCard[] = records("rate-card", "rateCards", RATE_CARD);
  const batches: ExportedBatch[] = records("batch", "batches", BATCH);
  const shipments: ExportedShipment[] = records("shipment", "shipments", SHIPMENT);
  const cards = new Set([...known.rateCards, ...rateCards.map((card) => card.id)]);
  const batchIds = new Set([...known.batches, ...batches.map((batch) => batch.id)]);
  const numbers = new Set<string>();
  shipments.forEach((shipment, index) => {
    if (!shipment || typeof shipment !== "object") return;
    const refuse = (field: string) => problems.push({ kind: "shipment", position: index + 1, id: shipment.id ?? null, field });
    if (numbers.has(shipment.trackingNumber)) refuse("trackingNumber");
    numbers.add(shipment.trackingNumber);
    if (typeof shipment.rateCardId === "string" && !cards.has(shipment.rateCardId)) refuse("rateCardId");
    if (typeof shipment.batchId === "string" && !batchIds.has(shipment.batchId)) refuse("batchId");
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cargo: { rateCards, batches, shipments } };
}

/** A shipment's status: its latest event's (by time, then sequence), as the events' code keeps it. */
export function latestStatus(events: readonly Pick<ExportedShipmentEvent, "recordedAt" | "sequence" | "status">[]): string {
  const latest = [...events].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.sequence - b.sequence).at(-1);
  return latest?.status ?? "registered";
}
