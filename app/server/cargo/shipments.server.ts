import { sql, type SelectQueryBuilder } from "kysely";
import { isPieceKind, priceShipment, type CargoPiece, type PriceLine, type ShipmentPriceProblem } from "~/domain/cargo/cargo-pricing";
import { isShipmentStatus, SHIPMENT_STATUSES, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { newTrackingNumber, readTrackingNumber, type RandomBytes } from "~/domain/cargo/tracking-numbers";
import { chargeLineLabel } from "~/content/cargo-admin";
import { isLocale, type Locale } from "~/domain/locale";
import { isCurrency, type CurrencyCode, type Money } from "~/domain/money";
import type { OfficeId } from "~/domain/offices";
import type { PieceMeasure } from "~/domain/cargo/chargeable-weight";
import type { ShipmentFilter } from "~/domain/cargo/shipment-admin-paths";
import { currentAuditOrigin, diffFields, nextStamp, recordChange } from "~/server/accounts/audit.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { afterCommit, getDb, getDialect, inTransaction, isUniqueViolation } from "~/server/platform/db.server";
import { countCreated } from "~/server/observability/metrics.server";
import { likePattern, pageOf, type Page } from "~/server/platform/paging.server";
import { newId, now } from "~/server/platform/records.server";
import type { Database, ShipmentsTable } from "../../../db/schema";
import { isDay, rateCardInForce, routeProblem, type CargoMode, type RouteProblem } from "./cargo-rates.server";
import { isEmail, isPhone, textProblem, type TextProblem } from "./cargo-checks.server";
import { lockShipments } from "./shipment-events.server";
import { shipmentSearchMatch } from "./shipment-search.server";

/*
 * Shipments (issue #26, decision 0055): created with their pieces and the charges of the rate
 * card in force on the drop-off date, kept as lines; a tracking number drawn at random and drawn
 * again when the unique index refuses it; changed only at the version the screen read (a stale
 * save is a conflict); every write audited in its own transaction. The status is the events'
 * (shipment-events.server.ts).
 */

export const PAYERS = ["sender", "receiver"] as const;
export type Payer = (typeof PAYERS)[number];

export const SHIPMENT_LIMITS = { name: 200, phone: 40, city: 200, contents: 2000, internalNote: 4000 } as const;

export type Party = { name: string; phone: string; email: string | null };

/** What staff may change after registration: not the route, the pieces or the charges. */
export type ShipmentDetails = {
  sender: Party;
  receiver: Party & { city: string };
  contents: string;
  declaredValue: Money | null;
  payer: Payer;
  internalNote: string;
  locale: Locale;
};

export type NewShipment = ShipmentDetails & {
  fromOffice: OfficeId;
  toOffice: OfficeId;
  mode: CargoMode;
  dropOffDate: string;
  pieces: CargoPiece[];
  enquiryId?: string | null;
};

export type ShipmentCharge = { kind: string; label: string; amount: Money };

export type Shipment = NewShipment & {
  id: string;
  trackingNumber: string;
  status: ShipmentStatus;
  enquiryId: string | null;
  batchId: string | null;
  rateCardId: string | null;
  charges: ShipmentCharge[];
  version: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

export type DetailsField =
  | "sender.name"
  | "sender.phone"
  | "sender.email"
  | "receiver.name"
  | "receiver.phone"
  | "receiver.email"
  | "receiver.city"
  | "contents"
  | "internalNote";

export type ShipmentProblem =
  | { problem: TextProblem | "bad-phone" | "bad-email"; field: DetailsField }
  | { problem: "bad-declared-value" | "unknown-payer" | "unknown-locale" | "bad-date" | "no-rate-card" | RouteProblem }
  | ShipmentPriceProblem;

/** What is wrong with a shipment's details, or null. */
export function detailsProblem(details: ShipmentDetails): ShipmentProblem | null {
  const texts: [DetailsField, unknown, number, boolean][] = [
    ["sender.name", details.sender?.name, SHIPMENT_LIMITS.name, false],
    ["receiver.name", details.receiver?.name, SHIPMENT_LIMITS.name, false],
    ["receiver.city", details.receiver?.city, SHIPMENT_LIMITS.city, false],
    ["contents", details.contents, SHIPMENT_LIMITS.contents, true],
  ];
  for (const [field, value, max, multiline] of texts) {
    const problem = textProblem(value, max, { multiline });
    if (problem) return { problem, field };
  }
  const note = textProblem(details.internalNote, SHIPMENT_LIMITS.internalNote, { required: false, multiline: true });
  if (note) return { problem: note, field: "internalNote" };
  for (const party of ["sender", "receiver"] as const) {
    if (!isPhone(details[party].phone)) return { problem: "bad-phone", field: `${party}.phone` };
    const email = details[party].email;
    if (email !== null && !isEmail(email)) return { problem: "bad-email", field: `${party}.email` };
  }
  const value = details.declaredValue;
  if (value !== null && !(isCurrency(value.currency) && Number.isSafeInteger(value.amountMinor) && value.amountMinor >= 0)) {
    return { problem: "bad-declared-value" };
  }
  if (!(PAYERS as readonly string[]).includes(details.payer)) return { problem: "unknown-payer" };
  if (!isLocale(details.locale)) return { problem: "unknown-locale" };
  return null;
}

/** The lower-cased text the admin list searches: number, names and phones (digits too, so "70 12" finds "+961 70 123"). */
export function searchText(trackingNumber: string, details: Record<"sender" | "receiver", Pick<Party, "name" | "phone">>): string {
  const phones = [details.sender.phone, details.receiver.phone];
  return [
    trackingNumber,
    trackingNumber.replaceAll("-", ""),
    details.sender.name,
    details.receiver.name,
    ...phones,
    ...phones.map((phone) => phone.replace(/\D/g, "")),
  ]
    .join(" ")
    .toLowerCase()
    .slice(0, 1000);
}

function detailColumns(details: ShipmentDetails) {
  return {
    sender_name: details.sender.name.trim(),
    sender_phone: details.sender.phone.trim(),
    sender_email: details.sender.email?.trim() || null,
    receiver_name: details.receiver.name.trim(),
    receiver_phone: details.receiver.phone.trim(),
    receiver_email: details.receiver.email?.trim() || null,
    receiver_city: details.receiver.city.trim(),
    contents: details.contents.trim(),
    declared_value_minor: details.declaredValue?.amountMinor ?? null,
    declared_currency: details.declaredValue?.currency ?? null,
    payer: details.payer,
    internal_note: details.internalNote.trim(),
    locale: details.locale,
  };
}

/** A computed price line as a stored charge: its kind and a label that says how it was reached. */
function chargeOf(line: PriceLine, currency: CurrencyCode, mode: CargoMode): { kind: string; label: string; amountMinor: number } {
  return { kind: line.kind, label: chargeLineLabel(line, currency, mode), amountMinor: line.amountMinor };
}

export type CreateShipmentResult = { ok: true; shipment: Shipment } | ({ ok: false } & ShipmentProblem);

/** How often a clashing tracking number is drawn again before giving up (a clash is about 1 in 344,000 at 100,000 shipments). */
const TRACKING_ATTEMPTS = 8;

/** Whether the database refused a second row with the same tracking number. */

/**
 * Registers a shipment: checks it, prices its pieces with the card in force on the drop-off
 * date, and writes it with its pieces, charges, its "registered" event and the audit row in one
 * transaction. A clash of tracking numbers rolls that transaction back and runs it again with a
 * new number, so it must not be called inside another transaction (PostgreSQL aborts the whole
 * transaction on the clash). `random` is for tests.
 */
export async function createShipment(input: NewShipment, { random }: { random?: RandomBytes } = {}): Promise<CreateShipmentResult> {
  const problem = routeProblem(input) ?? (isDay(input.dropOffDate) ? null : ("bad-date" as const));
  if (problem) return { ok: false, problem };
  const details = detailsProblem(input);
  if (details) return { ok: false, ...details };
  if (!Array.isArray(input.pieces) || input.pieces.some((piece) => !isPieceKind(piece?.kind))) {
    const index = Array.isArray(input.pieces) ? input.pieces.findIndex((piece) => !isPieceKind(piece?.kind)) : 0;
    return { ok: false, problem: "unknown-piece-kind", piece: index };
  }
  const card = await rateCardInForce(input, input.dropOffDate);
  if (!card) return { ok: false, problem: "no-rate-card" };
  const price = priceShipment(input.pieces, card.card);
  if (!price.ok) {
    const { ok: _ok, ...refusal } = price;
    return { ok: false, ...refusal };
  }
  for (let attempt = 1; ; attempt++) {
    const trackingNumber = newTrackingNumber(random);
    try {
      const id = await inTransaction(async () => {
        const shipmentId = newId();
        const timestamp = now();
        const actor = currentAuditOrigin().actor;
        await getDb()
          .insertInto("shipments")
          .values({
            id: shipmentId,
            tracking_number: trackingNumber,
            from_office: input.fromOffice,
            to_office: input.toOffice,
            mode: input.mode,
            status: "registered",
            ...detailColumns(input),
            enquiry_id: input.enquiryId ?? null,
            batch_id: null,
            rate_card_id: card.id,
            drop_off_date: input.dropOffDate,
            search_text: searchText(trackingNumber, input),
            version: 1,
            created_by: actor?.id ?? null,
            updated_by: actor?.id ?? null,
            created_at: timestamp,
            updated_at: timestamp,
          })
          .execute();
        await getDb()
          .insertInto("shipment_pieces")
          .values(input.pieces.map((piece, position) => pieceRow(shipmentId, piece, position)))
          .execute();
        await getDb()
          .insertInto("shipment_charges")
          .values(
            price.lines.map((line, position) => ({
              shipment_id: shipmentId,
              position,
              currency: price.currency,
              ...amountColumn(chargeOf(line, price.currency, input.mode)),
            })),
          )
          .execute();
        await getDb()
          .insertInto("shipment_events")
          .values({
            id: nextStamp(Date.parse(timestamp)).id,
            shipment_id: shipmentId,
            sequence: 1,
            status: "registered",
            place: "",
            public_note: "",
            internal_note: "",
            office: input.fromOffice,
            recorded_at: timestamp,
            recorded_by: actor?.id ?? null,
            recorded_by_name: actor?.name ?? null,
            batch_event_id: null,
          })
          .execute();
        const created = await getShipment(shipmentId);
        await recordChange(currentAuditOrigin(), {
          action: "create",
          entity: "shipment",
          entityId: shipmentId,
          changes: diffFields(null, auditFields(created!)),
        });
        await afterCommit(() => countCreated("shipment", { mode: input.mode, office: input.fromOffice }));
        return shipmentId;
      });
      return { ok: true, shipment: (await getShipment(id))! };
    } catch (error) {
      if (attempt < TRACKING_ATTEMPTS && isUniqueViolation(error, "tracking_number")) continue;
      throw error;
    }
  }
}

/** A piece as its row stores it (registration and the data import write the same). */
export function pieceRow(shipmentId: string, piece: { kind: string } & PieceMeasure, position: number) {
  return {
    shipment_id: shipmentId,
    position,
    kind: piece.kind,
    grams: piece.grams,
    length_cm: piece.lengthCm,
    width_cm: piece.widthCm,
    height_cm: piece.heightCm,
  };
}

function amountColumn(charge: { kind: string; label: string; amountMinor: number }) {
  return { kind: charge.kind, label: charge.label, amount_minor: charge.amountMinor };
}

/** A shipment's fields as the audit log compares them. */
export function auditFields(shipment: Shipment): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, status: _status, ...fields } = shipment;
  return fields;
}

function toShipment(row: ShipmentsTable, pieces: CargoPiece[], charges: ShipmentCharge[]): Shipment {
  return {
    id: row.id,
    trackingNumber: row.tracking_number,
    fromOffice: row.from_office as OfficeId,
    toOffice: row.to_office as OfficeId,
    mode: row.mode as CargoMode,
    status: isShipmentStatus(row.status) ? row.status : "registered",
    sender: { name: row.sender_name, phone: row.sender_phone, email: row.sender_email },
    receiver: { name: row.receiver_name, phone: row.receiver_phone, email: row.receiver_email, city: row.receiver_city },
    contents: row.contents,
    declaredValue:
      row.declared_value_minor !== null && isCurrency(row.declared_currency)
        ? { amountMinor: bigintToNumber(row.declared_value_minor), currency: row.declared_currency }
        : null,
    payer: row.payer === "receiver" ? "receiver" : "sender",
    internalNote: row.internal_note,
    locale: isLocale(row.locale) ? row.locale : "en",
    enquiryId: row.enquiry_id,
    batchId: row.batch_id,
    rateCardId: row.rate_card_id,
    dropOffDate: row.drop_off_date,
    pieces,
    charges,
    version: Number(row.version),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function withPiecesAndCharges(rows: ShipmentsTable[]): Promise<Shipment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const pieces = await getDb().selectFrom("shipment_pieces").selectAll().where("shipment_id", "in", ids).orderBy("position").execute();
  const charges = await getDb().selectFrom("shipment_charges").selectAll().where("shipment_id", "in", ids).orderBy("position").execute();
  return rows.map((row) =>
    toShipment(
      row,
      pieces
        .filter((piece) => piece.shipment_id === row.id)
        .map((piece) => ({
          kind: isPieceKind(piece.kind) ? piece.kind : "other",
          grams: bigintToNumber(piece.grams),
          lengthCm: Number(piece.length_cm),
          widthCm: Number(piece.width_cm),
          heightCm: Number(piece.height_cm),
        })),
      charges
        .filter((charge) => charge.shipment_id === row.id)
        .map((charge) => ({
          kind: charge.kind,
          label: charge.label,
          amount: {
            amountMinor: bigintToNumber(charge.amount_minor),
            currency: (isCurrency(charge.currency) ? charge.currency : "USD") as CurrencyCode,
          },
        })),
    ),
  );
}

export async function getShipment(id: string): Promise<Shipment | null> {
  const row = await getDb().selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withPiecesAndCharges([row]))[0] ?? null) : null;
}

/** The shipment of a number as typed (forgiving spaces, dashes and case); null for a wrong check or an unknown number. */
export async function getShipmentByTrackingNumber(typed: string): Promise<Shipment | null> {
  const reading = readTrackingNumber(typed);
  if (!reading.ok) return null;
  const row = await getDb().selectFrom("shipments").selectAll().where("tracking_number", "=", reading.number).executeTakeFirst();
  return row ? ((await withPiecesAndCharges([row]))[0] ?? null) : null;
}

export type { ShipmentFilter };

/** A row of the admin list. */
export type ShipmentListRow = Pick<Shipment, "id" | "trackingNumber" | "fromOffice" | "toOffice" | "mode" | "status" | "dropOffDate"> & {
  senderName: string;
  receiverName: string;
};

/**
 * `counts`: the shipments of each status under every filter but the status; null when a search
 * matched more than SEARCH_COUNT_CAP, which is then counted no further.
 */
export type ShipmentList = Page<ShipmentListRow> & { counts: Record<ShipmentStatus, number> | null };

/**
 * Past this many matches a search stops counting: a common name ("Haddad") matches a fifth of a
 * large book, and counting it all cost more than the page's whole budget. The list then pages
 * through the first SEARCH_COUNT_CAP and says there are more.
 */
export const SEARCH_COUNT_CAP = 1_000;

export const SHIPMENT_PAGE_SIZE = 25;

/**
 * The shipments a filter names, every condition but the status (the list counts each status
 * under the rest). `walking`: SQLite tests the offices, mode and days on the entries of the
 * list's own index in date order (migration 0034 holds them all there; the days are a range of
 * it), instead of seeking them
 * by an office's or the mode's index and reading each row for the search text: a common word
 * matches densely, so its page comes sooner that way (2 ms against 10 for page 27 of "Kamara"
 * by sea, the planner's choice). `counting`: the days are tested, not sought, likewise (below).
 */
export function filteredShipments(
  filter: ShipmentFilter,
  { trigrams = true, counting = false, walking = false }: { trigrams?: boolean; counting?: boolean; walking?: boolean } = {},
) {
  const sqlite = getDialect() === "sqlite";
  // On SQLite, `+column` is the same value without its index: the planner tests it, not seeks by it.
  const column = (name: "from_office" | "to_office" | "mode" | "drop_off_date", seek: boolean) =>
    sqlite && !seek ? sql<string>`+${sql.ref(`shipments.${name}`)}` : sql.ref<string>(`shipments.${name}`);
  let base = getDb().selectFrom("shipments");
  if (filter.fromOffice) base = base.where(column("from_office", !walking), "=", filter.fromOffice);
  if (filter.toOffice) base = base.where(column("to_office", !walking), "=", filter.toOffice);
  if (filter.mode) base = base.where(column("mode", !walking), "=", filter.mode);
  // Counting on SQLite, the days are tested on the rows an index on the other filters gives, not
  // sought by day: sought by day, the planner went through the status index and read every row
  // of the period (121 ms for one office's shipments of a year, against 3 ms from its index).
  const day = column("drop_off_date", !counting);
  if (filter.dropOffFrom) base = base.where(day, ">=", filter.dropOffFrom);
  if (filter.dropOffTo) base = base.where(day, "<=", filter.dropOffTo);
  const search = filter.search?.trim().slice(0, 200);
  if (search) {
    const reading = readTrackingNumber(search);
    if (reading.ok) return base.where("shipments.tracking_number", "=", reading.number);
    // SQLite: the trigram index (migrations 0033 and 0034) names the candidates under the
    // offices, mode and months first, so only those are read; PostgreSQL's trigram index serves
    // the LIKE itself.
    const pieces = trigrams && getDialect() === "sqlite" ? shipmentSearchMatch(search, filter) : null;
    if (pieces) {
      base = base.where(
        sql<boolean>`${sql.ref("shipments.rowid")} in (select rowid from shipments_search where shipments_search match ${pieces})`,
      );
    }
    base = base.where("shipments.search_text", "like", likePattern(search));
  }
  return base;
}

/** SQLite: the shipments per status on the filter's route and mode, from the counts migration 0034's triggers keep. */
function keptStatusCounts(filter: Pick<ShipmentFilter, "fromOffice" | "toOffice" | "mode">) {
  type Kept = { from_office: string; to_office: string; mode: string; status: string; shipments: number };
  let counts = getDb()
    .withTables<{ shipment_status_counts: Kept }>()
    .selectFrom("shipment_status_counts")
    .select((eb) => ["status", eb.fn.sum<number | string | bigint>("shipments").as("total")])
    .groupBy("status");
  if (filter.fromOffice) counts = counts.where("from_office", "=", filter.fromOffice);
  if (filter.toOffice) counts = counts.where("to_office", "=", filter.toOffice);
  if (filter.mode) counts = counts.where("mode", "=", filter.mode);
  return counts.execute();
}

/**
 * The admin list: filtered, searched and paged in SQL, newest drop-off first, with the number
 * of shipments per status under every filter but the status itself (the tabs' counts).
 */
export async function listShipments(
  filter: ShipmentFilter,
  page = 1,
  pageSize = SHIPMENT_PAGE_SIZE,
  { countCap = SEARCH_COUNT_CAP }: { countCap?: number } = {},
): Promise<ShipmentList> {
  const base = filteredShipments(filter, { counting: true });
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, 0])) as Record<ShipmentStatus, number>;
  const pageNumber = (total: number) => Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, Math.ceil(total / pageSize)));
  if (filter.search?.trim()) {
    // A search reads at most one match past the cap, with what orders and counts it: under the
    // cap, these decide the counts and the page at once, in one pass over the index's candidates.
    const matches = await base
      .select(["shipments.id", "shipments.status", "shipments.drop_off_date"])
      .limit(countCap + 1)
      .execute();
    if (matches.length <= countCap) {
      for (const match of matches) if (isShipmentStatus(match.status)) counts[match.status] += 1;
      const listed = matches
        .filter((match) => !filter.status || match.status === filter.status)
        .sort((a, b) => compareText(b.drop_off_date, a.drop_off_date) || compareText(b.id, a.id));
      const current = pageNumber(listed.length);
      const shown = listed.slice((current - 1) * pageSize, current * pageSize).map((match) => match.id);
      return listPage(await rowsOf(shown), listed.length, current, pageSize, counts);
    }
    // A common word: walking the list's order and testing each row finds a page sooner than
    // gathering every row the trigram index names and sorting them. The list pages through the
    // first SEARCH_COUNT_CAP matches and says there are more.
    const walked = filteredShipments(filter, { trigrams: false, walking: true });
    const status = getDialect() === "sqlite" ? sql<string>`+${sql.ref("shipments.status")}` : sql.ref<string>("shipments.status");
    const current = pageNumber(countCap);
    const ids = (filter.status ? walked.where(status, "=", filter.status) : walked)
      .select("shipments.id")
      .orderBy("shipments.drop_off_date", "desc")
      .orderBy("shipments.id", "desc")
      .limit(pageSize)
      .offset((current - 1) * pageSize);
    return listPage(await rowsOf(ids), countCap, current, pageSize, null);
  }
  // Without a search, the indexes (or on SQLite, without a period, the counts per route that
  // migration 0034 keeps) answer the counts.
  const countRows =
    getDialect() === "sqlite" && !filter.dropOffFrom && !filter.dropOffTo
      ? await keptStatusCounts(filter)
      : await base
          .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("total")])
          .groupBy("status")
          .execute();
  for (const row of countRows) if (isShipmentStatus(row.status)) counts[row.status] = Number(row.total);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  const current = pageNumber(total);
  // Nothing counted, nothing to list: a route no shipment takes is not sought row by row.
  if (total === 0) return listPage([], 0, current, pageSize, counts);
  // The page's ids are picked first, from the indexes alone where they hold every condition
  // (migration 0034), and then only the shown rows are read. A page in the second half is
  // counted from the end, in the opposite order, so that no page walks more than half the list.
  const from = (current - 1) * pageSize;
  const to = Math.min(from + pageSize, total);
  const fromEnd = from > total - to;
  const direction = fromEnd ? "asc" : "desc";
  const filtered = filteredShipments(filter);
  const ids = (filter.status ? filtered.where("shipments.status", "=", filter.status) : filtered)
    .select("shipments.id")
    .orderBy("shipments.drop_off_date", direction)
    .orderBy("shipments.id", direction)
    .limit(to - from)
    .offset(fromEnd ? total - to : from);
  return listPage(await rowsOf(ids), total, current, pageSize, counts);
}

/** Texts in SQLite's and PostgreSQL's order for the list's keys (ISO days, ASCII ids). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The list's rows of these ids (a list, or a query selecting them), newest drop-off first. */
async function rowsOf(ids: string[] | SelectQueryBuilder<Database, "shipments", { id: string }>): Promise<ShipmentListRow[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const rows = await getDb()
    .selectFrom("shipments")
    .select(["id", "tracking_number", "from_office", "to_office", "mode", "status", "drop_off_date", "sender_name", "receiver_name"])
    .where("id", "in", ids)
    .orderBy("drop_off_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trackingNumber: row.tracking_number,
    fromOffice: row.from_office as OfficeId,
    toOffice: row.to_office as OfficeId,
    mode: row.mode as CargoMode,
    status: isShipmentStatus(row.status) ? row.status : "registered",
    dropOffDate: row.drop_off_date,
    senderName: row.sender_name,
    receiverName: row.receiver_name,
  }));
}

function listPage(
  rows: ShipmentListRow[],
  total: number,
  current: number,
  pageSize: number,
  counts: Record<ShipmentStatus, number> | null,
): ShipmentList {
  return { ...pageOf(rows, total, current, pageSize), counts };
}

export type UpdateShipmentResult =
  | { status: "ok"; shipment: Shipment }
  | { status: "not-found" }
  | { status: "conflict"; current: Shipment }
  | ({ status: "invalid" } & ShipmentProblem);

/** Changes a shipment's details if it is still at `expectedVersion`; a stale save is a conflict and changes nothing. */
export async function updateShipment(id: string, expectedVersion: number, details: ShipmentDetails): Promise<UpdateShipmentResult> {
  const problem = detailsProblem(details);
  if (problem) return { status: "invalid", ...problem };
  return inTransaction(async () => {
    await lockShipments([id]);
    const before = await getShipment(id);
    if (!before) return { status: "not-found" };
    const result = await getDb()
      .updateTable("shipments")
      .set((eb) => ({
        ...detailColumns(details),
        search_text: searchText(before.trackingNumber, details),
        version: eb("version", "+", 1),
        updated_at: now(),
        updated_by: currentAuditOrigin().actor?.id ?? null,
      }))
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict", current: before };
    const after = (await getShipment(id))!;
    const changes = diffFields(auditFields(before), auditFields(after));
    if (Object.keys(changes).length > 0) {
      await recordChange(currentAuditOrigin(), { action: "update", entity: "shipment", entityId: id, changes });
    }
    return { status: "ok", shipment: after };
  });
}

/** The shipments registered from an enquiry, newest first, for the enquiry's screen. */
export async function listEnquiryShipments(
  enquiryId: string,
): Promise<Pick<Shipment, "id" | "trackingNumber" | "status" | "dropOffDate">[]> {
  const rows = await getDb()
    .selectFrom("shipments")
    .select(["id", "tracking_number", "status", "drop_off_date"])
    .where("enquiry_id", "=", enquiryId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trackingNumber: row.tracking_number,
    status: isShipmentStatus(row.status) ? row.status : "registered",
    dropOffDate: row.drop_off_date,
  }));
}
