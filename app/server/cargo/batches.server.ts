import { canRecordBatch, isShipmentStatus, type RecordProblem } from "~/domain/cargo/shipment-statuses";
import type { OfficeId } from "~/domain/offices";
import { currentAuditOrigin, diffFields, recordChange } from "~/server/accounts/audit.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { newId, now } from "~/server/platform/records.server";
import type { CargoBatchesTable } from "../../../db/schema";
import { isDay, routeProblem, type CargoMode, type RouteProblem } from "./cargo-rates.server";
import { textProblem, type TextProblem } from "./cargo-checks.server";
import { eventInputProblem, lockShipments, writeEvents, type EventInput, type EventInputProblem } from "./shipment-events.server";

/*
 * Batches (issue #26, decision 0055): shipments leaving together on one flight or vessel. An
 * event recorded on a batch is recorded on every shipment in it, all or nothing: one multi-row
 * INSERT of the events and one UPDATE of the shipments, in one transaction, after the domain's
 * canRecordBatch accepted every shipment; a refusal names every shipment that is wrong.
 */

export const BATCH_LIMITS = { carrier: 200, vessel: 200, masterWaybill: 100 } as const;

export type BatchInput = {
  mode: CargoMode;
  fromOffice: OfficeId;
  toOffice: OfficeId;
  carrier: string;
  /** The flight number or the vessel's name. */
  vessel: string;
  /** The master air waybill or the bill of lading number. */
  masterWaybill: string;
  departureDate: string | null;
  arrivalDate: string | null;
};

export type Batch = BatchInput & { id: string; version: number; createdBy: string | null; createdAt: string; updatedAt: string };

export type BatchProblem =
  | { problem: RouteProblem | "bad-date" | "arrival-before-departure" }
  | { problem: TextProblem; field: "carrier" | "vessel" | "masterWaybill" };

export function batchProblem(input: BatchInput): BatchProblem | null {
  const route = routeProblem(input);
  if (route) return { problem: route };
  for (const field of ["carrier", "vessel", "masterWaybill"] as const) {
    const problem = textProblem(input[field], BATCH_LIMITS[field], { required: field !== "masterWaybill" });
    if (problem) return { problem, field };
  }
  for (const date of [input.departureDate, input.arrivalDate]) if (date !== null && !isDay(date)) return { problem: "bad-date" };
  if (input.departureDate && input.arrivalDate && input.arrivalDate < input.departureDate) return { problem: "arrival-before-departure" };
  return null;
}

function columns(input: BatchInput) {
  return {
    mode: input.mode,
    from_office: input.fromOffice,
    to_office: input.toOffice,
    carrier: input.carrier.trim(),
    vessel: input.vessel.trim(),
    master_waybill: input.masterWaybill.trim(),
    departure_date: input.departureDate,
    arrival_date: input.arrivalDate,
  };
}

export function toBatch(row: CargoBatchesTable): Batch {
  return {
    id: row.id,
    mode: row.mode as CargoMode,
    fromOffice: row.from_office as OfficeId,
    toOffice: row.to_office as OfficeId,
    carrier: row.carrier,
    vessel: row.vessel,
    masterWaybill: row.master_waybill,
    departureDate: row.departure_date,
    arrivalDate: row.arrival_date,
    version: Number(row.version),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function auditFields(batch: Batch): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, createdBy: _by, ...fields } = batch;
  return fields;
}

export async function getBatch(id: string): Promise<Batch | null> {
  const row = await getDb().selectFrom("cargo_batches").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBatch(row) : null;
}

/** The ids of the shipments in a batch, by tracking number. */
export async function batchShipmentIds(batchId: string): Promise<string[]> {
  const rows = await getDb().selectFrom("shipments").select("id").where("batch_id", "=", batchId).orderBy("tracking_number").execute();
  return rows.map((row) => row.id);
}

export type CreateBatchResult = { ok: true; batch: Batch } | ({ ok: false } & BatchProblem);

export async function createBatch(input: BatchInput): Promise<CreateBatchResult> {
  const problem = batchProblem(input);
  if (problem) return { ok: false, ...problem };
  return inTransaction(async () => {
    const id = newId();
    const timestamp = now();
    await getDb()
      .insertInto("cargo_batches")
      .values({
        id,
        ...columns(input),
        version: 1,
        created_by: currentAuditOrigin().actor?.id ?? null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
    const batch = (await getBatch(id))!;
    await recordChange(currentAuditOrigin(), {
      action: "create",
      entity: "cargo-batch",
      entityId: id,
      changes: diffFields(null, auditFields(batch)),
    });
    return { ok: true, batch };
  });
}

export type UpdateBatchResult =
  | { status: "ok"; batch: Batch }
  | { status: "not-found" }
  | { status: "conflict"; current: Batch }
  | ({ status: "invalid" } & BatchProblem);

/** Changes a batch if it is still at `expectedVersion`. */
export async function updateBatch(id: string, expectedVersion: number, input: BatchInput): Promise<UpdateBatchResult> {
  const problem = batchProblem(input);
  if (problem) return { status: "invalid", ...problem };
  return inTransaction(async () => {
    const before = await getBatch(id);
    if (!before) return { status: "not-found" };
    const result = await getDb()
      .updateTable("cargo_batches")
      .set((eb) => ({ ...columns(input), version: eb("version", "+", 1), updated_at: now() }))
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict", current: (await getBatch(id))! };
    const after = (await getBatch(id))!;
    const changes = diffFields(auditFields(before), auditFields(after));
    if (Object.keys(changes).length > 0)
      await recordChange(currentAuditOrigin(), { action: "update", entity: "cargo-batch", entityId: id, changes });
    return { status: "ok", batch: after };
  });
}

export type MembershipResult =
  { status: "ok"; count: number } | { status: "not-found" } | { status: "unknown-shipments"; shipments: string[] };

/** Puts shipments in a batch (taking them out of any other); every id must be a shipment. */
export async function addShipmentsToBatch(batchId: string, shipmentIds: readonly string[]): Promise<MembershipResult> {
  return setMembership(batchId, shipmentIds, batchId);
}

/** Takes shipments out of a batch; those not in it are left alone. */
export async function removeShipmentsFromBatch(batchId: string, shipmentIds: readonly string[]): Promise<MembershipResult> {
  return setMembership(batchId, shipmentIds, null);
}

async function setMembership(batchId: string, shipmentIds: readonly string[], to: string | null): Promise<MembershipResult> {
  const ids = [...new Set(shipmentIds)];
  return inTransaction(async () => {
    if (!(await getBatch(batchId))) return { status: "not-found" };
    if (ids.length === 0) return { status: "ok", count: 0 };
    await lockShipments(ids);
    const found = await getDb().selectFrom("shipments").select("id").where("id", "in", ids).execute();
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) return { status: "unknown-shipments", shipments: unknown };
    let query = getDb()
      .updateTable("shipments")
      .set((eb) => ({ batch_id: to, version: eb("version", "+", 1), updated_at: now() }))
      .where("id", "in", ids);
    if (to === null) query = query.where("batch_id", "=", batchId);
    const result = await query.executeTakeFirst();
    await recordChange(currentAuditOrigin(), {
      action: to === null ? "remove-shipments" : "add-shipments",
      entity: "cargo-batch",
      entityId: batchId,
      detail: { shipments: ids },
    });
    return { status: "ok", count: Number(result.numUpdatedRows) };
  });
}

export type BatchEventResult =
  | { status: "ok"; count: number; batchEventId: string }
  | { status: "not-found" }
  | { status: "empty" }
  | ({ status: "invalid" } & EventInputProblem)
  /** Nothing was written; every shipment that may not take the event, by tracking number. */
  | { status: "refused"; refused: { shipment: string; problem: RecordProblem }[] };

/**
 * Records one event on every shipment of a batch, all or nothing: if any shipment may not take
 * it (a final status, most often), nothing is written and the answer names every such shipment.
 */
export async function recordBatchEvent(batchId: string, input: EventInput): Promise<BatchEventResult> {
  const problem = eventInputProblem(input);
  if (problem) return { status: "invalid", ...problem };
  return inTransaction(async () => {
    if (!(await getBatch(batchId))) return { status: "not-found" };
    await lockShipments(await batchShipmentIds(batchId));
    const shipments = await getDb()
      .selectFrom("shipments")
      .select(["id", "tracking_number", "status", "version"])
      .where("batch_id", "=", batchId)
      .orderBy("tracking_number")
      .execute();
    if (shipments.length === 0) return { status: "empty" };
    const check = canRecordBatch(
      shipments.map((shipment) => ({
        shipment: shipment.tracking_number,
        current: isShipmentStatus(shipment.status) ? shipment.status : null,
      })),
      input.status,
    );
    if (!check.ok) return { status: "refused", refused: check.refused };
    const batchEventId = newId();
    await writeEvents(
      shipments.map((shipment) => ({ id: shipment.id, status: shipment.status, version: Number(shipment.version) })),
      input,
      batchEventId,
    );
    await recordChange(currentAuditOrigin(), {
      action: "record-event",
      entity: "cargo-batch",
      entityId: batchId,
      detail: { batchEventId, status: input.status, place: input.place, shipments: shipments.map((shipment) => shipment.tracking_number) },
    });
    return { status: "ok", count: shipments.length, batchEventId };
  });
}
