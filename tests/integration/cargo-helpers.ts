import type { AirRateCard } from "~/domain/cargo/cargo-pricing";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { createBatch, type BatchInput } from "~/server/cargo/batches.server";
import { addRateCard } from "~/server/cargo/cargo-rates.server";
import { createShipment, type NewShipment, type Shipment } from "~/server/cargo/shipments.server";
import { getDb } from "~/server/platform/db.server";

/** Factories of the cargo desk's integration tests. */

export const NADIA: AuditOrigin = { actor: { id: "user-nadia", name: "Nadia" }, ip: "203.0.113.9", requestId: "request-cargo" };
export const asNadia = <T>(work: () => Promise<T>) => withAuditOrigin(NADIA, work);

/** Beirut to Abidjan by air: 8.00 USD per kg below 45 kg, 7.00 from 45 kg, 25.00 at least; barrels flat. */
export const BEIRUT_ABIDJAN_AIR: AirRateCard = {
  mode: "air",
  currency: "USD",
  divisor: 6_000,
  stepGrams: 500,
  minimumMinor: 2_500,
  brackets: [
    { fromGrams: 0, perKgMinor: 800 },
    { fromGrams: 45_000, perKgMinor: 700 },
  ],
  flatPerPiece: { barrel: 15_000 },
};

/** A valid air card as Settings → Cargo rates posts it: 8.00 per kg below 45 kg, 7.00 from 45 kg, 25.00 at least. */
export const RATE_CARD_FORM: Record<string, string> = {
  intent: "save",
  validFrom: "2026-06-01",
  currency: "USD",
  divisor: "6000",
  step: "0.5",
  minimum: "25",
  "brackets[0].from": "0",
  "brackets[0].rate": "8",
  "brackets[1].from": "45",
  "brackets[1].rate": "7",
};

export const ROUTE = { fromOffice: "beirut", toOffice: "abidjan", mode: "air" } as const;

export async function seedRateCard(validFrom = "2026-01-01", card: AirRateCard = BEIRUT_ABIDJAN_AIR) {
  const added = await asNadia(() => addRateCard({ ...ROUTE, validFrom, card }));
  if (!added.ok) throw new Error(`rate card refused: ${added.problem}`);
  return added.card;
}

/** A three-piece shipment dropped off on `dropOffDate`: 30×45×65 cm at 14 kg (15 kg chargeable), and two 10 kg boxes. */
export function newShipment(changes: Partial<NewShipment> = {}): NewShipment {
  return {
    ...ROUTE,
    dropOffDate: "2026-03-02",
    sender: { name: "Karim Haddad", phone: "+961 70 123 456", email: "karim@example.com" },
    receiver: { name: "Aïcha Koné", phone: "+225 07 12 34 56", email: null, city: "Abidjan" },
    contents: "Clothes and books",
    declaredValue: { amountMinor: 50_000, currency: "USD" },
    payer: "sender",
    internalNote: "Fragile: the books are old.",
    locale: "fr",
    pieces: [
      { kind: "box", grams: 14_000, lengthCm: 30, widthCm: 45, heightCm: 65 },
      { kind: "box", grams: 10_000, lengthCm: 20, widthCm: 20, heightCm: 20 },
      { kind: "bag", grams: 10_000, lengthCm: 20, widthCm: 20, heightCm: 20 },
    ],
    ...changes,
  };
}

export async function seedShipment(changes: Partial<NewShipment> = {}): Promise<Shipment> {
  const created = await asNadia(() => createShipment(newShipment(changes)));
  if (!created.ok) throw new Error(`shipment refused: ${JSON.stringify(created)}`);
  return created.shipment;
}

/** A flight on ROUTE: Middle East Airlines ME 571, 5 to 6 March 2026. */
export const FLIGHT: BatchInput = {
  ...ROUTE,
  carrier: "Middle East Airlines",
  vessel: "ME 571",
  masterWaybill: "076-12345675",
  departureDate: "2026-03-05",
  arrivalDate: "2026-03-06",
};

/** FLIGHT as the batch form posts it: every field a text. */
export const FLIGHT_FORM: Record<keyof BatchInput, string> = { ...FLIGHT, departureDate: "2026-03-05", arrivalDate: "2026-03-06" };

/** A batch of FLIGHT with `changes`, created as Nadia. */
export async function seedBatch(changes: Partial<BatchInput> = {}) {
  const created = await asNadia(() => createBatch({ ...FLIGHT, ...changes }));
  if (!created.ok) throw new Error(`batch refused: ${created.problem}`);
  return created.batch;
}

/** The rows of the cargo tables and the audit log, to prove a refusal changed nothing. */
export async function cargoRowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    "shipments",
    "shipment_pieces",
    "shipment_charges",
    "shipment_events",
    "cargo_batches",
    "cargo_rate_cards",
    "cargo_rate_brackets",
    "audit_log",
    "mail_outbox",
  ] as const) {
    const row = await getDb()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.total);
  }
  return counts;
}

/** A complete post of the new-shipment form (/admin/shipments/new) with `pieces` (each [kind, kg, L, W, H]) and any field replaced. */
export function shipmentFormPost(pieces: string[][] = [["box", "14", "30", "45", "65"]], changes: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    intent: "save",
    "sender.name": "Karim Haddad",
    "sender.phone": "+961 70 123 456",
    "sender.email": "karim@example.com",
    "receiver.name": "Aïcha Koné",
    "receiver.phone": "+225 07 12 34 56",
    "receiver.email": "",
    "receiver.city": "Abidjan",
    fromOffice: "beirut",
    toOffice: "abidjan",
    mode: "air",
    dropOffDate: "2026-03-02",
    locale: "fr",
    contents: "Clothes and books",
    "declaredValue.amount": "500",
    "declaredValue.currency": "USD",
    payer: "sender",
    internalNote: "Fragile",
    enquiryId: "",
  };
  pieces.forEach(([kind, weightKg, lengthCm, widthCm, heightCm], index) => {
    Object.assign(fields, {
      [`pieces[${index}].kind`]: kind,
      [`pieces[${index}].weightKg`]: weightKg,
      [`pieces[${index}].lengthCm`]: lengthCm,
      [`pieces[${index}].widthCm`]: widthCm,
      [`pieces[${index}].heightCm`]: heightCm,
    });
  });
  return { ...fields, ...changes };
}
