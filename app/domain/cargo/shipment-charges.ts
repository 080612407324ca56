/*
 * The charge lines staff add to a shipment (issue #26, decision 0055), beside the freight lines
 * computed from the rate card (weight, flat, minimum), which nobody edits or removes. A discount
 * is typed as a positive amount and stored negative, so a shipment's total is the plain sum of
 * its lines in the one currency they share.
 */

export const STAFF_CHARGE_KINDS = ["handling", "customs", "delivery", "insurance", "discount"] as const;
export type StaffChargeKind = (typeof STAFF_CHARGE_KINDS)[number];

export function isStaffChargeKind(value: unknown): value is StaffChargeKind {
  return typeof value === "string" && (STAFF_CHARGE_KINDS as readonly string[]).includes(value);
}

/** The amount a line stores: the typed amount, made negative for a discount. */
export function signedChargeAmount(kind: StaffChargeKind, typedMinor: number): number {
  return kind === "discount" ? -typedMinor : typedMinor;
}

export const CHARGE_LABEL_MAX = 200;
