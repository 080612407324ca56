/**
 * Where a shipment stands (issue #26). A shipment's history is a list of events that are never
 * edited; its status is the latest event's, derived when read and never stored a second time.
 * This module holds codes only: the words ("Received at office") come from app/content.
 */

/** The journey in order, from the counter to the customer's hands. */
export const PROGRESS_STATUSES = [
  "registered",
  "received",
  "departed",
  "arrived",
  "in-customs",
  "ready-for-pickup",
  "out-for-delivery",
  "delivered",
] as const;

/** What can happen on the way instead of progress. */
export const EXCEPTION_STATUSES = ["on-hold", "delayed", "damaged", "returned", "cancelled"] as const;

export const SHIPMENT_STATUSES = [...PROGRESS_STATUSES, ...EXCEPTION_STATUSES] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** After these nothing more happens to a shipment; a correction is a new shipment, not an event. */
export const FINAL_STATUSES = ["delivered", "returned", "cancelled"] as const satisfies readonly ShipmentStatus[];

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === "string" && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: ShipmentStatus): boolean {
  return (FINAL_STATUSES as readonly ShipmentStatus[]).includes(status);
}

export function isExceptionStatus(status: ShipmentStatus): boolean {
  return (EXCEPTION_STATUSES as readonly ShipmentStatus[]).includes(status);
}

/** The IATA Cargo-IMP status codes (FSU messages) staff see in an airline's tracking. */
export type CargoImpCode = "BKD" | "RCS" | "DEP" | "ARR" | "CRC" | "NFD" | "DLV" | "DIS";

/**
 * The Cargo-IMP code that matches each status, so staff copying an airline's update pick the
 * status by the code they read: booked (BKD), received from shipper (RCS), departed (DEP),
 * arrived (ARR), reported to customs (CRC), notified for delivery (NFD), delivered (DLV), and a
 * discrepancy (DIS) for a hold, a delay or damage. None for out-for-delivery (our own courier's
 * leg, after the airline's part ends), returned and cancelled (decisions of the agency, not
 * events an airline reports).
 */
export const CARGO_IMP_CODES: Readonly<Record<ShipmentStatus, CargoImpCode | null>> = {
  registered: "BKD",
  received: "RCS",
  departed: "DEP",
  arrived: "ARR",
  "in-customs": "CRC",
  "ready-for-pickup": "NFD",
  "out-for-delivery": null,
  delivered: "DLV",
  "on-hold": "DIS",
  delayed: "DIS",
  damaged: "DIS",
  returned: null,
  cancelled: null,
};

/** The statuses an airline update with this code may mean (DIS has three); empty for codes we do not use. */
export function statusesForCargoImpCode(code: string): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter((status) => CARGO_IMP_CODES[status] === code.trim().toUpperCase());
}

/**
 * Why an event cannot be recorded: the shipment is in a final status; it has no event yet and
 * this one is not its registration (registering creates the shipment); it is registered already;
 * or the event repeats the status it is in (a batch that names a shipment twice, a double click).
 */
export type RecordProblem = "after-final" | "not-registered" | "already-registered" | "unchanged";
export type RecordCheck = { ok: true } | { ok: false; problem: RecordProblem };

/**
 * Whether an event with status `next` may follow `current` (null: the shipment has no event
 * yet). Going back along the journey is allowed: a shipment routed through Dubai departs and
 * arrives twice, and customs may send one back to the office.
 */
export function canRecord(current: ShipmentStatus | null, next: ShipmentStatus): RecordCheck {
  if (current === null) return next === "registered" ? { ok: true } : { ok: false, problem: "not-registered" };
  if (isFinalStatus(current)) return { ok: false, problem: "after-final" };
  if (next === "registered") return { ok: false, problem: "already-registered" };
  if (next === current) return { ok: false, problem: "unchanged" };
  return { ok: true };
}

export type BatchRefusal<Id> = { readonly shipment: Id; readonly problem: RecordProblem };
export type BatchCheck<Id> = { ok: true } | { ok: false; refused: BatchRefusal<Id>[] };

/**
 * One event for many shipments (a container arriving): all or none. If any shipment named may
 * not take it (a final one, most often), the whole batch is refused with every shipment that
 * is wrong, so staff correct the list once instead of learning of one problem at a time.
 */
export function canRecordBatch<Id>(
  shipments: readonly { readonly shipment: Id; readonly current: ShipmentStatus | null }[],
  next: ShipmentStatus,
): BatchCheck<Id> {
  const refused = shipments.flatMap(({ shipment, current }) => {
    const check = canRecord(current, next);
    return check.ok ? [] : [{ shipment, problem: check.problem }];
  });
  return refused.length === 0 ? { ok: true } : { ok: false, refused };
}

export type ShipmentEvent = { readonly status: ShipmentStatus; readonly recordedAt: Date; readonly sequence: number };

/**
 * The status of the latest event: the latest recorded time, and of events recorded in the same
 * instant (a batch, a clock's resolution) the higher sequence. Null before any event.
 */
export function currentStatus(events: readonly ShipmentEvent[]): ShipmentStatus | null {
  let latest: ShipmentEvent | null = null;
  for (const event of events) {
    const difference = latest === null ? 1 : event.recordedAt.getTime() - latest.recordedAt.getTime();
    if (difference > 0 || (difference === 0 && event.sequence > latest!.sequence)) latest = event;
  }
  return latest?.status ?? null;
}

/**
 * The status the "Record a status" form starts on: the journey's next step after the latest
 * journey step recorded (an exception such as "On hold" does not move it), or null when nothing
 * may follow.
 * `history` is the shipment's statuses, oldest first. Staff can still pick any allowed status.
 */
export function suggestedNextStatus(history: readonly ShipmentStatus[]): ShipmentStatus | null {
  const current = history.at(-1) ?? null;
  const reached = history.filter((status): status is (typeof PROGRESS_STATUSES)[number] =>
    (PROGRESS_STATUSES as readonly ShipmentStatus[]).includes(status),
  );
  const last = reached.at(-1);
  const next = last === undefined ? "registered" : PROGRESS_STATUSES[PROGRESS_STATUSES.indexOf(last) + 1];
  if (next !== undefined && canRecord(current, next).ok) return next;
  return SHIPMENT_STATUSES.find((status) => canRecord(current, status).ok) ?? null;
}
