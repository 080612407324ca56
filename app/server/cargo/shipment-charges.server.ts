import { CHARGE_LABEL_MAX, isStaffChargeKind, signedChargeAmount, type StaffChargeKind } from "~/domain/cargo/shipment-charges";
import type { CurrencyCode } from "~/domain/money";
import { currentAuditOrigin, diffFields, recordChange } from "~/server/accounts/audit.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { now } from "~/server/platform/records.server";
import { textProblem, type TextProblem } from "./cargo-checks.server";
import { lockShipments } from "./shipment-events.server";
import { auditFields, getShipment, type Shipment } from "./shipments.server";

/*
 * Staff charge lines on a shipment (issue #26, decision 0055): added and removed at the version
 * the screen showed, in the currency of the computed lines (nothing is added across
 * currencies), audited in the same transaction. The computed freight lines stay as registered.
 */

export type NewShipmentCharge = { kind: StaffChargeKind; label: string; amountMinor: number };

export type ChargeProblem =
  | { problem: "unknown-kind" }
  | { problem: TextProblem; field: "label" }
  | { problem: "amount-not-positive" | "amount-too-large" | "total-below-zero" }
  | { problem: "no-such-line" | "not-removable" };

export type ChargeChangeResult =
  { status: "ok"; shipment: Shipment } | { status: "not-found" } | { status: "conflict" } | ({ status: "invalid" } & ChargeProblem);

/** The most a line may be, in minor units: far above any shipment, far below what a bigint column or a safe integer holds. */
const MAX_CHARGE_MINOR = 1e13;

/** The currency a shipment's lines are in: its computed lines', else its declared value's, else dollars. */
export function chargeCurrency(shipment: Shipment): CurrencyCode {
  return shipment.charges[0]?.amount.currency ?? shipment.declaredValue?.currency ?? "USD";
}

function chargeProblem(input: NewShipmentCharge): ChargeProblem | null {
  if (!isStaffChargeKind(input.kind)) return { problem: "unknown-kind" };
  const label = textProblem(input.label, CHARGE_LABEL_MAX);
  if (label) return { problem: label, field: "label" };
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) return { problem: "amount-not-positive" };
  if (input.amountMinor > MAX_CHARGE_MINOR) return { problem: "amount-too-large" };
  return null;
}

/**
 * Runs `change` on the shipment locked at `expectedVersion`, then moves its version on and
 * audits what the charges became; a stale version is a conflict and changes nothing.
 */
async function changeCharges(
  id: string,
  expectedVersion: number,
  change: (shipment: Shipment) => Promise<ChargeProblem | null>,
): Promise<ChargeChangeResult> {
  return inTransaction(async () => {
    await lockShipments([id]);
    const before = await getShipment(id);
    if (!before) return { status: "not-found" };
    if (before.version !== expectedVersion) return { status: "conflict" };
    const problem = await change(before);
    if (problem) return { status: "invalid", ...problem };
    await getDb()
      .updateTable("shipments")
      .set((eb) => ({ version: eb("version", "+", 1), updated_at: now(), updated_by: currentAuditOrigin().actor?.id ?? null }))
      .where("id", "=", id)
      .execute();
    const after = (await getShipment(id))!;
    await recordChange(currentAuditOrigin(), {
      action: "update",
      entity: "shipment",
      entityId: id,
      changes: diffFields(auditFields(before), auditFields(after)),
    });
    return { status: "ok", shipment: after };
  });
}

/** Adds a staff line after the others; a discount lowers the total, never below zero. */
export async function addShipmentCharge(id: string, expectedVersion: number, input: NewShipmentCharge): Promise<ChargeChangeResult> {
  const problem = chargeProblem(input);
  if (problem) return { status: "invalid", ...problem };
  return changeCharges(id, expectedVersion, async (shipment) => {
    const amount = signedChargeAmount(input.kind, input.amountMinor);
    const total = shipment.charges.reduce((sum, charge) => sum + charge.amount.amountMinor, 0);
    if (total + amount < 0) return { problem: "total-below-zero" };
    const last = await getDb()
      .selectFrom("shipment_charges")
      .select((eb) => eb.fn.max<number | string | null>("position").as("position"))
      .where("shipment_id", "=", id)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await getDb()
      .insertInto("shipment_charges")
      .values({
        shipment_id: id,
        position,
        kind: input.kind,
        label: input.label.trim(),
        amount_minor: amount,
        currency: chargeCurrency(shipment),
      })
      .execute();
    return null;
  });
}

/** Removes the line shown `index`th (from 0) when staff added it; computed lines are refused. */
export async function removeShipmentCharge(id: string, expectedVersion: number, index: number): Promise<ChargeChangeResult> {
  return changeCharges(id, expectedVersion, async (shipment) => {
    const line = Number.isSafeInteger(index) && index >= 0 ? shipment.charges[index] : undefined;
    if (!line) return { problem: "no-such-line" };
    if (!isStaffChargeKind(line.kind)) return { problem: "not-removable" };
    const rows = await getDb()
      .selectFrom("shipment_charges")
      .select("position")
      .where("shipment_id", "=", id)
      .orderBy("position")
      .execute();
    const total = shipment.charges.reduce((sum, charge) => sum + charge.amount.amountMinor, 0);
    if (total - line.amount.amountMinor < 0) return { problem: "total-below-zero" };
    await getDb().deleteFrom("shipment_charges").where("shipment_id", "=", id).where("position", "=", rows[index]!.position).execute();
    return null;
  });
}
