import { data } from "react-router";
import { BATCH_FIELDS, BATCH_FORM_TEXTS as FORM, BATCH_SCREEN_TEXTS as SCREEN, type BatchField } from "~/content/cargo-batches";
import { CARGO_MODE_WORDS, SHIPMENT_ADMIN_TEXTS, SHIPMENT_STATUS_WORDS, shipmentStatusLabel } from "~/content/cargo-admin";
import { formatPaperDay } from "~/content/cargo-paper";
import { problem, type Problem } from "~/content/problem";
import { readTypedNumbers, TYPED_NUMBERS_MAX } from "~/domain/cargo/batch-membership";
import { batchEditHref, batchHref, BATCHES_PATH, shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { isShipmentStatus, SHIPMENT_STATUSES, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { parseVersion } from "~/domain/catalogue-admin";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import { parsePage } from "~/domain/sort";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { addNamedShipments, batchShipments, eligibleShipments, ELIGIBLE_LIMIT, listBatches } from "~/server/cargo/batch-lists.server";
import {
  BATCH_LIMITS,
  createBatch,
  getBatch,
  recordBatchEvent,
  removeShipmentsFromBatch,
  updateBatch,
  type Batch,
  type BatchInput,
  type BatchProblem,
} from "~/server/cargo/batches.server";
import { isDay, type CargoMode } from "~/server/cargo/cargo-rates.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices } from "~/server/platform/offices.server";
import { readForm, postedText } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { eventFieldErrors, type RecordField, type RecordFields } from "./cargo-screens.server";

/*
 * The request handling of the batch screens (issue #26, decision 0055): the list, the form
 * (new and edit, versioned), and a batch's screen with its three posts: add shipments (typed
 * or scanned numbers, ticked rows), remove one (asked first), and record a status for every
 * shipment, all or nothing. Every function starts from the signed-in user: editors and admins.
 */

type Offices = Awaited<ReturnType<typeof officeChoices>>;

function routeWords(offices: Offices, from: OfficeId, to: OfficeId): string {
  const name = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  return `${name(from)} → ${name(to)}`;
}

const day = (value: string | null) => (value ? formatPaperDay(value, "en") : null);

/** The list: newest departure first, paged. */
export async function loadBatchesList(request: Request, context: RequestContext) {
  signedInUser(context);
  const params = new URL(request.url).searchParams;
  const [list, offices] = await Promise.all([listBatches(parsePage(params)), officeChoices()]);
  return {
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    rows: list.rows.map((row) => ({
      id: row.id,
      href: batchHref(row.id),
      vessel: row.vessel,
      carrier: row.carrier,
      mode: CARGO_MODE_WORDS[row.mode],
      route: routeWords(offices, row.fromOffice, row.toOffice),
      masterWaybill: row.masterWaybill,
      departure: day(row.departureDate),
      arrival: day(row.arrivalDate),
      shipmentCount: row.shipmentCount,
    })),
  };
}

export async function requireBatch(id: string): Promise<Batch> {
  const batch = await getBatch(id);
  if (!batch) throw data(FORM.notFound, { status: 404 });
  return batch;
}

/** The form's fields as typed: every one a string, so a refused save gives each back. */
export type BatchFormValues = Record<BatchField | "version", string>;

function valuesOf(batch: Batch | null): BatchFormValues {
  return {
    mode: batch?.mode ?? "air",
    fromOffice: batch?.fromOffice ?? "beirut",
    toOffice: batch?.toOffice ?? "abidjan",
    carrier: batch?.carrier ?? "",
    vessel: batch?.vessel ?? "",
    masterWaybill: batch?.masterWaybill ?? "",
    departureDate: batch?.departureDate ?? "",
    arrivalDate: batch?.arrivalDate ?? "",
    version: batch ? String(batch.version) : "",
  };
}

/** The new batch form (no id) or a batch's edit form. */
export async function loadBatchForm(id: string | undefined, context: RequestContext) {
  signedInUser(context);
  const batch = id === undefined ? null : await requireBatch(id);
  const offices = await officeChoices();
  return {
    batch: batch ? { id: batch.id, vessel: batch.vessel, href: batchHref(batch.id) } : null,
    values: valuesOf(batch),
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    limits: BATCH_LIMITS,
  };
}

export type BatchFormOutcome = {
  problem: Problem;
  conflict?: boolean;
  fieldErrors?: Partial<Record<BatchField, string>>;
  values: BatchFormValues;
};

/** The field a batch's problem belongs to, and its words. */
function batchFieldError(found: BatchProblem, input: BatchInput): Partial<Record<BatchField, string>> {
  const words = FORM.problems;
  if ("field" in found) {
    const message = found.problem === "too-long" ? words["too-long"](BATCH_LIMITS[found.field]) : words[found.problem];
    return { [found.field]: message };
  }
  switch (found.problem) {
    case "unknown-office":
      return isOfficeId(input.fromOffice) ? { toOffice: words["unknown-office"] } : { fromOffice: words["unknown-office"] };
    case "same-office":
      return { toOffice: words["same-office"] };
    case "unknown-mode":
      return { mode: words["unknown-mode"] };
    case "bad-date":
      return input.departureDate !== null && !isDay(input.departureDate)
        ? { departureDate: words["bad-date"] }
        : { arrivalDate: words["bad-date"] };
    case "arrival-before-departure":
      return { arrivalDate: words["arrival-before-departure"] };
  }
}

/**
 * The batch form's post: creates the batch, or saves it at the version the form showed (a
 * stale one is a 409). Refusals answer with what was typed; done, to the batch's screen.
 */
export async function handleBatchFormPost(request: Request, id: string | undefined, context: RequestContext) {
  signedInUser(context);
  const existing = id === undefined ? null : await requireBatch(id);
  const form = await readForm(request);
  const values = Object.fromEntries(
    [...Object.keys(BATCH_FIELDS), "version"].map((name) => [name, postedText(form, name)]),
  ) as BatchFormValues;
  const refuse = (status: number, outcome: Omit<BatchFormOutcome, "values">) => data<BatchFormOutcome>({ ...outcome, values }, { status });
  const input: BatchInput = {
    mode: values.mode as CargoMode,
    fromOffice: values.fromOffice as OfficeId,
    toOffice: values.toOffice as OfficeId,
    carrier: values.carrier,
    vessel: values.vessel,
    masterWaybill: values.masterWaybill,
    departureDate: values.departureDate.trim() || null,
    arrivalDate: values.arrivalDate.trim() || null,
  };
  if (!existing) {
    const created = await createBatch(input);
    if (!created.ok) return refuse(400, { problem: problem(FORM.saveError), fieldErrors: batchFieldError(created, input) });
    return redirectWithToast(batchHref(created.batch.id), { type: "success", ...FORM.created(created.batch.vessel) });
  }
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, { problem: problem(FORM.saveError) });
  const result = await updateBatch(existing.id, version, input);
  switch (result.status) {
    case "ok":
      return redirectWithToast(batchHref(result.batch.id), { type: "success", ...FORM.saved(result.batch.vessel) });
    case "conflict":
      return refuse(409, { problem: problem(FORM.conflict), conflict: true });
    case "invalid":
      return refuse(400, { problem: problem(FORM.saveError), fieldErrors: batchFieldError(result, input) });
    case "not-found":
      throw data(FORM.notFound, { status: 404 });
  }
}

/** The statuses a batch may record: any but registration; each shipment's own history decides the rest. */
const BATCH_STATUSES = SHIPMENT_STATUSES.filter((status) => status !== "registered");

/** Everything a batch's screen shows; `?remove=<shipment>` asks about a removal without JavaScript. */
export async function loadBatchScreen(request: Request, id: string, context: RequestContext) {
  signedInUser(context);
  const batch = await requireBatch(id);
  const [shipments, eligible, offices] = await Promise.all([batchShipments(batch.id), eligibleShipments(batch), officeChoices()]);
  const row = (shipment: (typeof shipments)[number]) => ({
    id: shipment.id,
    href: shipmentHref(shipment.id),
    trackingNumber: shipment.trackingNumber,
    receiverName: shipment.receiverName,
    receiverCity: shipment.receiverCity,
    status: shipment.status,
    statusLabel: shipmentStatusLabel(shipment.status),
    dropOff: formatPaperDay(shipment.dropOffDate, "en"),
  });
  const removing = new URL(request.url).searchParams.get("remove");
  const pendingRemove = shipments.find((shipment) => shipment.id === removing) ?? null;
  return {
    batch: {
      id: batch.id,
      href: batchHref(batch.id),
      editHref: batchEditHref(batch.id),
      vessel: batch.vessel,
      carrier: batch.carrier,
      mode: CARGO_MODE_WORDS[batch.mode],
      route: routeWords(offices, batch.fromOffice, batch.toOffice),
      masterWaybill: batch.masterWaybill,
      departure: day(batch.departureDate),
      arrival: day(batch.arrivalDate),
    },
    shipments: shipments.map(row),
    eligible: eligible.map(row),
    eligibleLimit: ELIGIBLE_LIMIT,
    pendingRemove: pendingRemove ? { id: pendingRemove.id, trackingNumber: pendingRemove.trackingNumber } : null,
    statuses: BATCH_STATUSES.map((status) => ({ status, label: shipmentStatusLabel(status) })),
    listHref: BATCHES_PATH,
  };
}

/** The posts of a batch's screen. */
export const BATCH_INTENTS = ["add-shipments", "remove-shipment", "record-event"] as const;

export type BatchPostOutcome = {
  problem: Problem;
  intent: (typeof BATCH_INTENTS)[number] | null;
  /** What "Add shipments" could not add, one sentence each. */
  addProblems?: string[];
  addValues?: { numbers: string; ticked: string[] };
  /** What "Record a status" could not record, one sentence per shipment. */
  refusedShipments?: string[];
  fieldErrors?: Partial<Record<RecordField, string>>;
  recordValues?: RecordFields;
};

/** A batch's posts: add shipments, remove one, or record a status for every one. */
export async function handleBatchPost(request: Request, id: string, context: RequestContext) {
  const user = signedInUser(context);
  const batch = await requireBatch(id);
  const form = await readForm(request);
  const intent = form.get("intent");
  const refuse = (status: number, outcome: BatchPostOutcome) => data<BatchPostOutcome>(outcome, { status });

  if (intent === "add-shipments") {
    const addValues = {
      numbers: postedText(form, "numbers"),
      ticked: form.getAll("shipment").filter((value): value is string => typeof value === "string"),
    };
    const refuseAdd = (status: number, description: string, addProblems?: string[]) =>
      refuse(status, { problem: problem(description), intent, addProblems, addValues });
    const typed = readTypedNumbers(addValues.numbers);
    if (typed.numbers.length + addValues.ticked.length > TYPED_NUMBERS_MAX) {
      return refuseAdd(400, SCREEN.add.tooMany(TYPED_NUMBERS_MAX));
    }
    const unread = typed.unread.map((entry) => SCREEN.add.unread(entry.typed, entry.problem));
    if (unread.length > 0) return refuseAdd(400, SCREEN.add.refused, unread);
    const result = await addNamedShipments(batch.id, typed.numbers, addValues.ticked);
    switch (result.status) {
      case "not-found":
        throw data(FORM.notFound, { status: 404 });
      case "nothing":
        return refuseAdd(400, SCREEN.add.nothing);
      case "refused":
        return refuseAdd(400, SCREEN.add.refused, [
          ...result.unknown.map((number) => SCREEN.add.unknown(number)),
          ...result.refused.map((refusal) => SCREEN.add.membership(refusal.trackingNumber, refusal.problem)),
        ]);
      case "ok":
        return redirectWithToast(batchHref(batch.id), { type: "success", ...SCREEN.add.added(result.count, result.already) });
    }
  }

  if (intent === "remove-shipment") {
    const shipmentId = postedText(form, "shipment");
    const shipment = (await batchShipments(batch.id)).find((candidate) => candidate.id === shipmentId);
    if (!shipment) return refuse(400, { problem: problem(SCREEN.notInBatch), intent });
    await removeShipmentsFromBatch(batch.id, [shipment.id]);
    return redirectWithToast(batchHref(batch.id), { type: "success", ...SCREEN.removed(shipment.trackingNumber) });
  }

  if (intent === "record-event") {
    const recordValues: RecordFields = {
      status: postedText(form, "status"),
      place: postedText(form, "place"),
      publicNote: postedText(form, "publicNote"),
      internalNote: postedText(form, "internalNote"),
    };
    const refuseRecord = (status: number, description: string, extra: Partial<BatchPostOutcome> = {}) =>
      refuse(status, { problem: problem(description), intent, recordValues, ...extra });
    if (!isShipmentStatus(recordValues.status) || recordValues.status === "registered") {
      return refuseRecord(400, SCREEN.saveError, { fieldErrors: { status: SHIPMENT_ADMIN_TEXTS.fieldProblems.status } });
    }
    const status: ShipmentStatus = recordValues.status;
    const result = await recordBatchEvent(batch.id, { ...recordValues, status, office: user.office });
    switch (result.status) {
      case "not-found":
        throw data(FORM.notFound, { status: 404 });
      case "empty":
        return refuseRecord(400, SCREEN.record.empty);
      case "invalid":
        return refuseRecord(400, SCREEN.saveError, { fieldErrors: eventFieldErrors(result) });
      case "refused":
        return refuseRecord(409, SCREEN.record.refused, {
          refusedShipments: result.refused.map((refusal) => `${refusal.shipment}: ${SHIPMENT_ADMIN_TEXTS.refused[refusal.problem]}`),
        });
      case "ok":
        return redirectWithToast(batchHref(batch.id), {
          type: "success",
          ...SCREEN.record.recorded(SHIPMENT_STATUS_WORDS[status], result.count),
        });
    }
  }

  return refuse(400, { problem: problem(SCREEN.unknownAction), intent: null });
}
