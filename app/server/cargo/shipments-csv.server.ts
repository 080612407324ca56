import { chargeableGrams, seaUnits } from "~/domain/cargo/chargeable-weight";
import { isShipmentStatus, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { isCurrency, type CurrencyCode } from "~/domain/money";
import type { OfficeId } from "~/domain/offices";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import type { CargoMode } from "./cargo-rates.server";
import { filteredShipments, type Payer, type ShipmentFilter } from "./shipments.server";

/*
 * The shipments list as accounting reads it (issue #26): every shipment a filter names, with its
 * weights and its charges' total in each currency. Read in chunks in the list's order, each
 * chunk after the last row of the one before (not by offset, which reads the skipped rows
 * again), so 100,000 shipments never sit in memory at once.
 */

/** One shipment's line; the chargeable weight is by air in grams, by sea in millionths of W/M. */
export type LedgerLine = {
  trackingNumber: string;
  dropOffDate: string;
  fromOffice: OfficeId;
  toOffice: OfficeId;
  mode: CargoMode;
  status: ShipmentStatus;
  senderName: string;
  receiverName: string;
  pieces: number;
  grams: number;
  /** By air, with the rate card's divisor and step; null by sea or without a card. */
  chargeableGrams: number | null;
  /** By sea, weight or measure; null by air. */
  seaUnits: number | null;
  /** The charges' total in each currency they are in, never added across currencies. */
  totals: Partial<Record<CurrencyCode, number>>;
  payer: Payer;
};

export const LEDGER_CHUNK = 1000;

export async function* shipmentLedger(filter: ShipmentFilter, chunk = LEDGER_CHUNK): AsyncGenerator<LedgerLine[]> {
  let after: { dropOffDate: string; id: string } | null = null;
  for (;;) {
    let query = filteredShipments(filter)
      .leftJoin("cargo_rate_cards as card", "card.id", "shipments.rate_card_id")
      .select([
        "shipments.id",
        "shipments.tracking_number",
        "shipments.drop_off_date",
        "shipments.from_office",
        "shipments.to_office",
        "shipments.mode",
        "shipments.status",
        "shipments.sender_name",
        "shipments.receiver_name",
        "shipments.payer",
        "card.divisor",
        "card.step_grams",
      ]);
    if (filter.status) query = query.where("shipments.status", "=", filter.status);
    if (after) {
      const { dropOffDate, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb("shipments.drop_off_date", "<", dropOffDate),
          eb.and([eb("shipments.drop_off_date", "=", dropOffDate), eb("shipments.id", "<", id)]),
        ]),
      );
    }
    const rows = await query.orderBy("shipments.drop_off_date", "desc").orderBy("shipments.id", "desc").limit(chunk).execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const [pieces, charges] = await Promise.all([
      getDb().selectFrom("shipment_pieces").selectAll().where("shipment_id", "in", ids).execute(),
      getDb()
        .selectFrom("shipment_charges")
        .select(["shipment_id", "currency", (eb) => eb.fn.sum<number | string | bigint>("amount_minor").as("total")])
        .where("shipment_id", "in", ids)
        .groupBy(["shipment_id", "currency"])
        .execute(),
    ]);
    const piecesOf = Map.groupBy(pieces, (piece) => piece.shipment_id);
    const chargesOf = Map.groupBy(charges, (charge) => charge.shipment_id);
    yield rows.map((row) => {
      const measured = (piecesOf.get(row.id) ?? []).map((piece) => ({
        grams: bigintToNumber(piece.grams),
        lengthCm: Number(piece.length_cm),
        widthCm: Number(piece.width_cm),
        heightCm: Number(piece.height_cm),
      }));
      const sum = (weigh: (piece: (typeof measured)[number]) => number) => measured.reduce((total, piece) => total + weigh(piece), 0);
      const rule =
        row.divisor !== null && row.step_grams !== null ? { divisor: Number(row.divisor), stepGrams: Number(row.step_grams) } : null;
      const totals: Partial<Record<CurrencyCode, number>> = {};
      for (const charge of chargesOf.get(row.id) ?? []) {
        if (isCurrency(charge.currency)) totals[charge.currency] = bigintToNumber(charge.total);
      }
      return {
        trackingNumber: row.tracking_number,
        dropOffDate: row.drop_off_date,
        fromOffice: row.from_office as OfficeId,
        toOffice: row.to_office as OfficeId,
        mode: row.mode as CargoMode,
        status: isShipmentStatus(row.status) ? row.status : "registered",
        senderName: row.sender_name,
        receiverName: row.receiver_name,
        pieces: measured.length,
        grams: sum((piece) => piece.grams),
        chargeableGrams: row.mode === "air" && rule ? sum((piece) => chargeableGrams(piece, rule)) : null,
        seaUnits: row.mode === "sea" ? sum(seaUnits) : null,
        totals,
        payer: row.payer === "receiver" ? "receiver" : "sender",
      };
    });
    const last = rows[rows.length - 1]!;
    after = { dropOffDate: last.drop_off_date, id: last.id };
  }
}
