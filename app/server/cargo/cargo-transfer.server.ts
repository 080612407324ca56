import {
  latestStatus,
  readCargo,
  type CargoRecordProblem,
  type ExportedBatch,
  type ExportedCargo,
  type ExportedRateCard,
  type ExportedShipment,
} from "~/domain/cargo/cargo-transfer";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { pieceRow, searchText } from "./shipments.server";

/*
 * The cargo desk in the data export and import (issue #26; app/domain/cargo/cargo-transfer.ts):
 * what is stored, as it is stored; an import adds the records whose ids are not here, in one go
 * inside the import's transaction, and leaves those that are as they are.
 */

/** Rows per insert statement, under SQLite's bound-parameter limit for the widest table. */
const BATCH = 500;
/** Shipments read or written at a time, with their pieces, charges and events. */
const CHUNK = 1_000;

const nullableNumber = (value: number | string | bigint | null) => (value === null ? null : bigintToNumber(value));

export async function exportCargo(): Promise<ExportedCargo> {
  const db = getDb();
  const [cards, brackets, piecePrices, batches] = await Promise.all([
    db.selectFrom("cargo_rate_cards").selectAll().orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("cargo_rate_brackets").selectAll().orderBy("card_id").orderBy("position").execute(),
    db.selectFrom("cargo_piece_prices").selectAll().orderBy("card_id").orderBy("piece_kind").execute(),
    db.selectFrom("cargo_batches").selectAll().orderBy("created_at").orderBy("id").execute(),
  ]);
  const rateCards: ExportedRateCard[] = cards.map((card) => ({
    id: card.id,
    fromOffice: card.from_office,
    toOffice: card.to_office,
    mode: card.mode,
    currency: card.currency,
    divisor: nullableNumber(card.divisor),
    stepGrams: nullableNumber(card.step_grams),
    minimumMinor: bigintToNumber(card.minimum_minor),
    validFrom: card.valid_from,
    createdBy: card.created_by,
    createdAt: card.created_at,
    brackets: brackets
      .filter((bracket) => bracket.card_id === card.id)
      .map((bracket) => ({ fromQuantity: bigintToNumber(bracket.from_quantity), rateMinor: bigintToNumber(bracket.rate_minor) })),
    piecePrices: piecePrices
      .filter((price) => price.card_id === card.id)
      .map((price) => ({ pieceKind: price.piece_kind, priceMinor: bigintToNumber(price.price_minor) })),
  }));
  const exportedBatches: ExportedBatch[] = batches.map((batch) => ({
    id: batch.id,
    mode: batch.mode,
    fromOffice: batch.from_office,
    toOffice: batch.to_office,
    carrier: batch.carrier,
    vessel: batch.vessel,
    masterWaybill: batch.master_waybill,
    departureDate: batch.departure_date,
    arrivalDate: batch.arrival_date,
    createdBy: batch.created_by,
    createdAt: batch.created_at,
    updatedAt: batch.updated_at,
  }));
  const shipments: ExportedShipment[] = [];
  // In chunks by id, each with its pieces, charges and events, so no one query holds the whole book.
  for (let after = ""; ;) {
    const rows = await db.selectFrom("shipments").selectAll().where("id", ">", after).orderBy("id").limit(CHUNK).execute();
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const [pieces, charges, events] = await Promise.all([
      db.selectFrom("shipment_pieces").selectAll().where("shipment_id", "in", ids).orderBy("shipment_id").orderBy("position").execute(),
      db.selectFrom("shipment_charges").selectAll().where("shipment_id", "in", ids).orderBy("shipment_id").orderBy("position").execute(),
      db
        .selectFrom("shipment_events")
        .selectAll()
        .where("shipment_id", "in", ids)
        .orderBy("shipment_id")
        .orderBy("recorded_at")
        .orderBy("sequence")
        .execute(),
    ]);
    const piecesOf = Map.groupBy(pieces, (piece) => piece.shipment_id);
    const chargesOf = Map.groupBy(charges, (charge) => charge.shipment_id);
    const eventsOf = Map.groupBy(events, (event) => event.shipment_id);
    for (const row of rows) {
      shipments.push({
        id: row.id,
        trackingNumber: row.tracking_number,
        fromOffice: row.from_office,
        toOffice: row.to_office,
        mode: row.mode,
        status: row.status,
        senderName: row.sender_name,
        senderPhone: row.sender_phone,
        senderEmail: row.sender_email,
        receiverName: row.receiver_name,
        receiverPhone: row.receiver_phone,
        receiverEmail: row.receiver_email,
        receiverCity: row.receiver_city,
        contents: row.contents,
        declaredValueMinor: nullableNumber(row.declared_value_minor),
        declaredCurrency: row.declared_currency,
        payer: row.payer,
        internalNote: row.internal_note,
        locale: row.locale,
        enquiryId: row.enquiry_id,
        batchId: row.batch_id,
        rateCardId: row.rate_card_id,
        dropOffDate: row.drop_off_date,
        version: Number(row.version),
        createdBy: row.created_by,
        updatedBy: row.updated_by,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        pieces: (piecesOf.get(row.id) ?? []).map((piece) => ({
          kind: piece.kind,
          grams: bigintToNumber(piece.grams),
          lengthCm: Number(piece.length_cm),
          widthCm: Number(piece.width_cm),
          heightCm: Number(piece.height_cm),
        })),
        charges: (chargesOf.get(row.id) ?? []).map((charge) => ({
          kind: charge.kind,
          label: charge.label,
          amountMinor: bigintToNumber(charge.amount_minor),
          currency: charge.currency,
        })),
        events: (eventsOf.get(row.id) ?? []).map((event) => ({
          id: event.id,
          sequence: Number(event.sequence),
          status: event.status,
          place: event.place,
          publicNote: event.public_note,
          internalNote: event.internal_note,
          office: event.office,
          recordedAt: event.recorded_at,
          recordedBy: event.recorded_by,
          recordedByName: event.recorded_by_name,
          batchEventId: event.batch_event_id,
        })),
      });
    }
    after = ids.at(-1)!;
  }
  return { rateCards, batches: exportedBatches, shipments };
}

/** What an import adds of the file's cargo (records whose ids are not here) and how many it leaves (already here). */
export type CargoPlan = {
  add: ExportedCargo;
  skip: { rateCards: number; batches: number; shipments: number };
  problems: CargoRecordProblem[];
};

export function cargoCounts(plan: CargoPlan) {
  return {
    rateCards: { add: plan.add.rateCards.length, skip: plan.skip.rateCards },
    batches: { add: plan.add.batches.length, skip: plan.skip.batches },
    shipments: { add: plan.add.shipments.length, skip: plan.skip.shipments },
  };
}

export function cargoWritesAnything(plan: CargoPlan): boolean {
  return plan.add.rateCards.length + plan.add.batches.length + plan.add.shipments.length > 0;
}

async function existing(table: "cargo_rate_cards" | "cargo_batches" | "shipments", ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await getDb()
      .selectFrom(table)
      .select("id")
      .where("id", "in", ids.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The file's cargo checked and compared with what is here; a tracking number here on another shipment is a problem. */
export async function planCargoImport(value: unknown): Promise<CargoPlan> {
  const raw = (value ?? {}) as Partial<Record<keyof ExportedCargo, { id?: unknown }[]>>;
  const idsOf = (records: unknown) =>
    Array.isArray(records)
      ? records.map((record) => (record as { id?: unknown })?.id).filter((id): id is string => typeof id === "string")
      : [];
  const [cardsHere, batchesHere] = await Promise.all([
    existing("cargo_rate_cards", idsOf(raw.rateCards)),
    existing("cargo_batches", idsOf(raw.batches)),
  ]);
  // A shipment's card or batch may be one already here that the file does not carry.
  const referenced = (field: "rateCardId" | "batchId") =>
    (Array.isArray(raw.shipments) ? raw.shipments : [])
      .map((shipment) => (shipment as Record<string, unknown>)?.[field])
      .filter((id): id is string => typeof id === "string");
  const [cardsKnown, batchesKnown] = await Promise.all([
    existing("cargo_rate_cards", referenced("rateCardId")),
    existing("cargo_batches", referenced("batchId")),
  ]);
  const reading = readCargo(value, { rateCards: cardsKnown, batches: batchesKnown });
  const empty = { rateCards: [], batches: [], shipments: [] };
  if (!reading.ok) return { add: empty, skip: { rateCards: 0, batches: 0, shipments: 0 }, problems: reading.problems };
  const { cargo } = reading;
  const shipmentsHere = await existing(
    "shipments",
    cargo.shipments.map((shipment) => shipment.id),
  );
  const newShipments = cargo.shipments.filter((shipment) => !shipmentsHere.has(shipment.id));
  const problems: CargoRecordProblem[] = [];
  const numbers = newShipments.map((shipment) => shipment.trackingNumber);
  for (let start = 0; start < numbers.length; start += CHUNK) {
    const taken = await getDb()
      .selectFrom("shipments")
      .select("tracking_number")
      .where("tracking_number", "in", numbers.slice(start, start + CHUNK))
      .execute();
    for (const { tracking_number } of taken) {
      const position = cargo.shipments.findIndex((shipment) => shipment.trackingNumber === tracking_number);
      problems.push({ kind: "shipment", position: position + 1, id: cargo.shipments[position]?.id ?? null, field: "trackingNumber" });
    }
  }
  return {
    add: {
      rateCards: cargo.rateCards.filter((card) => !cardsHere.has(card.id)),
      batches: cargo.batches.filter((batch) => !batchesHere.has(batch.id)),
      shipments: newShipments,
    },
    skip: {
      rateCards: cargo.rateCards.length - cargo.rateCards.filter((card) => !cardsHere.has(card.id)).length,
      batches: cargo.batches.length - cargo.batches.filter((batch) => !batchesHere.has(batch.id)).length,
      shipments: cargo.shipments.length - newShipments.length,
    },
    problems,
  };
}

async function insertRows(table: Parameters<ReturnType<typeof getDb>["insertInto"]>[0], rows: object[], batch = BATCH) {
  for (let start = 0; start < rows.length; start += batch) {
    await getDb()
      .insertInto(table)
      .values(rows.slice(start, start + batch) as never)
      .execute();
  }
}

/**
 * Writes what the plan adds; call inside the import's transaction. An enquiry the file names
 * but this site lacks (enquiries are not in the file) leaves the shipment without one.
 */
export async function applyCargoImport(plan: CargoPlan): Promise<void> {
  const { rateCards, batches, shipments } = plan.add;
  await insertRows(
    "cargo_rate_cards",
    rateCards.map((card) => ({
      id: card.id,
      from_office: card.fromOffice,
      to_office: card.toOffice,
      mode: card.mode,
      currency: card.currency,
      divisor: card.divisor,
      step_grams: card.stepGrams,
      minimum_minor: card.minimumMinor,
      valid_from: card.validFrom,
      version: 1,
      created_by: card.createdBy,
      created_at: card.createdAt,
    })),
  );
  await insertRows(
    "cargo_rate_brackets",
    rateCards.flatMap((card) =>
      card.brackets.map((bracket, position) => ({
        card_id: card.id,
        position,
        from_quantity: bracket.fromQuantity,
        rate_minor: bracket.rateMinor,
      })),
    ),
  );
  await insertRows(
    "cargo_piece_prices",
    rateCards.flatMap((card) =>
      card.piecePrices.map((price) => ({ card_id: card.id, piece_kind: price.pieceKind, price_minor: price.priceMinor })),
    ),
  );
  await insertRows(
    "cargo_batches",
    batches.map((batch) => ({
      id: batch.id,
      mode: batch.mode,
      from_office: batch.fromOffice,
      to_office: batch.toOffice,
      carrier: batch.carrier,
      vessel: batch.vessel,
      master_waybill: batch.masterWaybill,
      departure_date: batch.departureDate,
      arrival_date: batch.arrivalDate,
      version: 1,
      created_by: batch.createdBy,
      created_at: batch.createdAt,
      updated_at: batch.updatedAt,
    })),
  );
  const enquiryIds = [...new Set(shipments.map((shipment) => shipment.enquiryId).filter((id): id is string => id !== null))];
  const enquiries = new Set<string>();
  for (let start = 0; start < enquiryIds.length; start += CHUNK) {
    const rows = await getDb()
      .selectFrom("enquiries")
      .select("id")
      .where("id", "in", enquiryIds.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) enquiries.add(row.id);
  }
  for (let start = 0; start < shipments.length; start += CHUNK) {
    const chunk = shipments.slice(start, start + CHUNK);
    await insertRows(
      "shipments",
      chunk.map((shipment) => ({
        id: shipment.id,
        tracking_number: shipment.trackingNumber,
        from_office: shipment.fromOffice,
        to_office: shipment.toOffice,
        mode: shipment.mode,
        status: latestStatus(shipment.events),
        sender_name: shipment.senderName,
        sender_phone: shipment.senderPhone,
        sender_email: shipment.senderEmail,
        receiver_name: shipment.receiverName,
        receiver_phone: shipment.receiverPhone,
        receiver_email: shipment.receiverEmail,
        receiver_city: shipment.receiverCity,
        contents: shipment.contents,
        declared_value_minor: shipment.declaredValueMinor,
        declared_currency: shipment.declaredCurrency,
        payer: shipment.payer,
        internal_note: shipment.internalNote,
        locale: shipment.locale,
        enquiry_id: shipment.enquiryId !== null && enquiries.has(shipment.enquiryId) ? shipment.enquiryId : null,
        batch_id: shipment.batchId,
        rate_card_id: shipment.rateCardId,
        drop_off_date: shipment.dropOffDate,
        search_text: searchText(shipment.trackingNumber, {
          sender: { name: shipment.senderName, phone: shipment.senderPhone },
          receiver: { name: shipment.receiverName, phone: shipment.receiverPhone },
        }),
        version: shipment.version,
        created_by: shipment.createdBy,
        updated_by: shipment.updatedBy,
        created_at: shipment.createdAt,
        updated_at: shipment.updatedAt,
      })),
    );
    await insertRows(
      "shipment_pieces",
      chunk.flatMap((shipment) => shipment.pieces.map((piece, position) => pieceRow(shipment.id, piece, position))),
    );
    await insertRows(
      "shipment_charges",
      chunk.flatMap((shipment) =>
        shipment.charges.map((charge, position) => ({
          shipment_id: shipment.id,
          position,
          kind: charge.kind,
          label: charge.label,
          amount_minor: charge.amountMinor,
          currency: charge.currency,
        })),
      ),
    );
    await insertRows(
      "shipment_events",
      chunk.flatMap((shipment) =>
        shipment.events.map((event) => ({
          id: event.id,
          shipment_id: shipment.id,
          sequence: event.sequence,
          status: event.status,
          place: event.place,
          public_note: event.publicNote,
          internal_note: event.internalNote,
          office: event.office,
          recorded_at: event.recordedAt,
          recorded_by: event.recordedBy,
          recorded_by_name: event.recordedByName,
          batch_event_id: event.batchEventId,
        })),
      ),
      1_000,
    );
  }
}
