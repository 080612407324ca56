import { membershipProblem, type MembershipProblem } from "~/domain/cargo/batch-membership";
import { FINAL_STATUSES, isShipmentStatus, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import { pageOf, type Page } from "~/server/platform/paging.server";
import { addShipmentsToBatch, getBatch, toBatch, type Batch } from "./batches.server";

/*
 * The batches' reads for the staff screens (issue #26): the list, a batch's shipments, the
 * shipments that may join it, and the shipments a list of typed numbers names.
 */

export type BatchListRow = Batch & { shipmentCount: number };

export const BATCH_PAGE_SIZE = 25;

/**
 * The batches, newest departure first; those without a departure date yet (being filled) on
 * top. Each with its number of shipments, counted in SQL by the batch index.
 */
export async function listBatches(page = 1, pageSize = BATCH_PAGE_SIZE): Promise<Page<BatchListRow>> {
  const { total } = await getDb()
    .selectFrom("cargo_batches")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await getDb()
    .selectFrom("cargo_batches")
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom("shipments")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
        .whereRef("shipments.batch_id", "=", "cargo_batches.id")
        .as("shipment_count"),
    ])
    // NULLs sort differently in SQLite and PostgreSQL: put them first in both, explicitly.
    .orderBy((eb) => eb.case().when("departure_date", "is", null).then(0).else(1).end())
    .orderBy("departure_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return pageOf(
    rows.map(({ shipment_count: shipmentCount, ...row }) => ({ ...toBatch(row), shipmentCount: Number(shipmentCount ?? 0) })),
    count,
    current,
    pageSize,
  );
}

/** A shipment as a batch's screen lists it. */
export type BatchShipmentRow = {
  id: string;
  trackingNumber: string;
  receiverName: string;
  receiverCity: string;
  status: ShipmentStatus;
  dropOffDate: string;
};

const ROW_COLUMNS = ["id", "tracking_number", "receiver_name", "receiver_city", "status", "drop_off_date"] as const;

function toRow(row: {
  id: string;
  tracking_number: string;
  receiver_name: string;
  receiver_city: string;
  status: string;
  drop_off_date: string;
}): BatchShipmentRow {
  return {
    id: row.id,
    trackingNumber: row.tracking_number,
    receiverName: row.receiver_name,
    receiverCity: row.receiver_city,
    status: isShipmentStatus(row.status) ? row.status : "registered",
    dropOffDate: row.drop_off_date,
  };
}

/** The shipments in a batch, by tracking number. */
export async function batchShipments(batchId: string): Promise<BatchShipmentRow[]> {
  const rows = await getDb()
    .selectFrom("shipments")
    .select(ROW_COLUMNS)
    .where("batch_id", "=", batchId)
    .orderBy("tracking_number")
    .execute();
  return rows.map(toRow);
}

/** How many eligible shipments the screen lists to tick; more are added by typing their numbers. */
export const ELIGIBLE_LIMIT = 200;

/**
 * The shipments that may join a batch (membershipProblem's rule, in SQL): its route and mode,
 * in no batch, not in a final status; oldest drop-off first, as they have waited longest.
 */
export async function eligibleShipments(batch: Batch, limit = ELIGIBLE_LIMIT): Promise<BatchShipmentRow[]> {
  const rows = await getDb()
    .selectFrom("shipments")
    .select(ROW_COLUMNS)
    .where("from_office", "=", batch.fromOffice)
    .where("to_office", "=", batch.toOffice)
    .where("mode", "=", batch.mode)
    .where("batch_id", "is", null)
    .where("status", "not in", [...FINAL_STATUSES])
    .orderBy("drop_off_date")
    .orderBy("tracking_number")
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export type NamedShipments = {
  /** The ids of the shipments that may join. */
  joining: string[];
  /** Tracking numbers no shipment has. */
  unknown: string[];
  /** Shipments that may not join, by tracking number, with why. */
  refused: { trackingNumber: string; problem: MembershipProblem; batchId: string | null }[];
};

/**
 * The shipments that tracking numbers and ticked ids name, sorted into those that may join the
 * batch, numbers no shipment has, and shipments that may not join (already in it included).
 */
async function sortShipmentsForBatch(batch: Batch, numbers: readonly string[], ids: readonly string[]): Promise<NamedShipments> {
  const named: NamedShipments = { joining: [], unknown: [], refused: [] };
  if (numbers.length === 0 && ids.length === 0) return named;
  let query = getDb()
    .selectFrom("shipments")
    .select(["id", "tracking_number", "mode", "from_office", "to_office", "status", "batch_id"])
    .where((eb) =>
      eb.or([
        ...(numbers.length > 0 ? [eb("tracking_number", "in", [...numbers])] : []),
        ...(ids.length > 0 ? [eb("id", "in", [...ids])] : []),
      ]),
    )
    .orderBy("tracking_number");
  // On PostgreSQL the rows stay as read until the shipments are added; SQLite has one writer at a time.
  if (getDialect() === "postgres") query = query.forUpdate();
  const rows = await query.execute();
  const found = new Set(rows.flatMap((row) => [row.tracking_number, row.id]));
  named.unknown = [...numbers, ...ids].filter((name) => !found.has(name));
  for (const row of rows) {
    const problem = membershipProblem(batch, {
      mode: row.mode,
      fromOffice: row.from_office,
      toOffice: row.to_office,
      status: isShipmentStatus(row.status) ? row.status : "registered",
      batchId: row.batch_id,
    });
    if (problem) named.refused.push({ trackingNumber: row.tracking_number, problem, batchId: row.batch_id });
    else named.joining.push(row.id);
  }
  return named;
}

export type AddNamedResult =
  | { status: "ok"; count: number; already: number }
  | { status: "not-found" }
  | { status: "nothing" }
  | ({ status: "refused" } & NamedShipments);

/**
 * Adds the shipments that typed numbers (canonical) and ticked ids name to a batch, all or
 * nothing: a number no shipment has, or a shipment that may not join, refuses the whole post
 * and names each one. Shipments already in the batch are left as they are.
 */
export async function addNamedShipments(batchId: string, numbers: readonly string[], ids: readonly string[]): Promise<AddNamedResult> {
  return inTransaction(async () => {
    const batch = await getBatch(batchId);
    if (!batch) return { status: "not-found" };
    if (numbers.length === 0 && ids.length === 0) return { status: "nothing" };
    const named = await sortShipmentsForBatch(batch, numbers, ids);
    const refused = named.refused.filter((refusal) => refusal.problem !== "in-this-batch");
    if (named.unknown.length > 0 || refused.length > 0) return { status: "refused", ...named, refused };
    const already = named.refused.length;
    if (named.joining.length === 0) return { status: "ok", count: 0, already };
    const added = await addShipmentsToBatch(batchId, named.joining);
    if (added.status !== "ok") throw new Error(`shipments vanished while being added: ${added.status}`);
    return { status: "ok", count: added.count, already };
  });
}
