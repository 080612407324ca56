import { canRecord, isShipmentStatus, type RecordProblem, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { readTrackingNumber } from "~/domain/cargo/tracking-numbers";
import { isOfficeId, readOfficeId, type OfficeId } from "~/domain/offices";
import { currentAuditOrigin, nextStamp, recordChange } from "~/server/accounts/audit.server";
import { CARGO_CUSTOMER_WORDS } from "~/content/cargo-messages";
import { isLocale, localizedPath, type Locale } from "~/domain/locale";
import { getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { agencyFooter, customerOutboxMail, type Agency, type CustomerMailEnv } from "~/server/platform/mail-outbox/customer-mails.server";
import { queueMails, type OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { now } from "~/server/platform/records.server";
import { textProblem, type TextProblem } from "./cargo-checks.server";

/*
 * A shipment's events (issue #26, decision 0055): rows that are never edited. The shipment's
 * status is the latest event's; `shipments.status` repeats it only for the admin list's filter
 * and counts, and is written here, in the event's transaction, and nowhere else. Recording an
 * event raises the shipment's version, so a screen showing the shipment before it sees a
 * conflict on its next save.
 */

export const EVENT_LIMITS = { place: 200, publicNote: 1000, internalNote: 4000 } as const;

export type EventInput = {
  status: ShipmentStatus;
  place: string;
  publicNote: string;
  internalNote: string;
  office: OfficeId | null;
};

export type EventInputProblem =
  { problem: "unknown-status" | "unknown-office" } | { problem: TextProblem; field: "place" | "publicNote" | "internalNote" };

/** What is wrong with an event as typed, or null. */
export function eventInputProblem(input: EventInput): EventInputProblem | null {
  if (!isShipmentStatus(input.status)) return { problem: "unknown-status" };
  if (input.office !== null && !isOfficeId(input.office)) return { problem: "unknown-office" };
  for (const field of ["place", "publicNote", "internalNote"] as const) {
    const problem = textProblem(input[field], EVENT_LIMITS[field], { required: false, multiline: field !== "place" });
    if (problem) return { problem, field };
  }
  return null;
}

/** A shipment as an event needs it: its id, its current status and version. */
export type EventTarget = { id: string; status: string; version: number };

/**
 * Writes one event for each shipment given, in one multi-row INSERT, moves each shipment's
 * status and version on in one UPDATE, and queues the status e-mails in one more. Call inside a
 * transaction, after the checks: the shipments must be at the versions given (the caller locked
 * or read them in this transaction).
 */
export async function writeEvents(targets: readonly EventTarget[], input: EventInput, batchEventId: string | null = null): Promise<void> {
  if (targets.length === 0) return;
  const actor = currentAuditOrigin().actor;
  const recordedAt = now();
  const moment = Date.parse(recordedAt);
  await getDb()
    .insertInto("shipment_events")
    .values(
      targets.map((target) => ({
        id: nextStamp(moment).id,
        shipment_id: target.id,
        sequence: target.version + 1,
        status: input.status,
        place: input.place.trim(),
        public_note: input.publicNote.trim(),
        internal_note: input.internalNote.trim(),
        office: input.office,
        recorded_at: recordedAt,
        recorded_by: actor?.id ?? null,
        recorded_by_name: actor?.name ?? null,
        batch_event_id: batchEventId,
      })),
    )
    .execute();
  await getDb()
    .updateTable("shipments")
    .set((eb) => ({ status: input.status, version: eb("version", "+", 1), updated_at: recordedAt, updated_by: actor?.id ?? null }))
    .where(
      "id",
      "in",
      targets.map((target) => target.id),
    )
    .execute();
  await queueStatusMails(
    targets.map((target) => target.id),
    input,
  );
}

/**
 * One e-mail per sender and receiver who gave an address, in the shipment's language, through
 * the outbox in the event's transaction (decision 0038), so a failed send is retried and never
 * blocks the event. The agency's footer is read once per language, not once per mail.
 */
async function queueStatusMails(shipmentIds: readonly string[], input: EventInput): Promise<void> {
  const env = getEnv();
  const rows = await getDb()
    .selectFrom("shipments")
    .select(["tracking_number", "locale", "sender_name", "sender_email", "receiver_name", "receiver_email"])
    .where("id", "in", shipmentIds)
    .where((eb) => eb.or([eb("sender_email", "is not", null), eb("receiver_email", "is not", null)]))
    .execute();
  const footers = new Map<Locale, Awaited<ReturnType<typeof agencyFooter>>>();
  for (const locale of new Set(rows.map((row) => localeOf(row.locale)))) footers.set(locale, await agencyFooter(locale, env));
  const place = input.place.trim();
  const publicNote = input.publicNote.trim();
  const mails: OutboxMail[] = rows.flatMap((row) => {
    const locale = localeOf(row.locale);
    const news = { trackingNumber: row.tracking_number, status: input.status, place, publicNote };
    return [
      { name: row.sender_name, email: row.sender_email },
      { name: row.receiver_name, email: row.receiver_email },
    ].flatMap(({ name, email }) => (email ? [shipmentStatusMail({ ...news, name, email }, locale, footers.get(locale)!, env)] : []));
  });
  await queueMails(mails);
}

/** What a shipment's status mail names: the person (sender or receiver), the shipment, its new status, where, and staff's public note. */
export type ShipmentNews = {
  name: string;
  email: string;
  trackingNumber: string;
  status: ShipmentStatus;
  place: string;
  publicNote: string;
};

/** Template "shipment-status": the shipment's new status and its tracking link, in the shipment's language. */
export function shipmentStatusMail(news: ShipmentNews, locale: Locale, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const words = CARGO_CUSTOMER_WORDS[locale];
  const { name, trackingNumber, status, place, publicNote } = news;
  const trackingUrl = publicTrackingUrl(trackingNumber, locale);
  return customerOutboxMail(
    [
      "shipment-status",
      news,
      trackingNumber,
      locale,
      words.subject(trackingNumber, status),
      {
        paragraphs: [
          words.statusLine({ name, trackingNumber, status, place, trackingUrl }),
          ...(publicNote ? [publicNote] : []),
          words.follow(trackingUrl),
        ],
        facts: [{ label: words.trackingNumberLabel, value: trackingNumber }],
      },
    ],
    agency,
    env,
  );
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : "en");

/** The public tracking address in the shipment's language: the site's address, `/fr` or `/ar`, `/track/{number}`. */
export function publicTrackingUrl(trackingNumber: string, locale: Locale): string {
  return `${getEnv().SITE_URL}${localizedPath(`/track/${trackingNumber}`, locale)}`;
}

/** On PostgreSQL, locks the shipments' rows for the rest of the transaction; SQLite has one writer at a time. */
export async function lockShipments(ids: readonly string[]): Promise<void> {
  if (getDialect() !== "postgres" || ids.length === 0) return;
  await getDb().selectFrom("shipments").select("id").where("id", "in", ids).forUpdate().execute();
}

export type RecordEventResult =
  | { status: "ok"; version: number }
  | { status: "not-found" }
  | { status: "conflict"; version: number }
  | { status: "refused"; problem: RecordProblem }
  | ({ status: "invalid" } & EventInputProblem);

/**
 * Records an event on one shipment: the domain's canRecord decides, then the event row, the
 * shipment's status and version and the audit row are written in one transaction. With
 * `expectedVersion`, a shipment changed since the screen read it is a conflict.
 */
export async function recordShipmentEvent(shipmentId: string, input: EventInput, expectedVersion?: number): Promise<RecordEventResult> {
  const problem = eventInputProblem(input);
  if (problem) return { status: "invalid", ...problem };
  return inTransaction(async () => {
    await lockShipments([shipmentId]);
    const shipment = await getDb()
      .selectFrom("shipments")
      .select(["id", "status", "version", "tracking_number"])
      .where("id", "=", shipmentId)
      .executeTakeFirst();
    if (!shipment) return { status: "not-found" };
    const version = Number(shipment.version);
    if (expectedVersion !== undefined && version !== expectedVersion) return { status: "conflict", version };
    const check = canRecord(isShipmentStatus(shipment.status) ? shipment.status : null, input.status);
    if (!check.ok) return { status: "refused", problem: check.problem };
    await writeEvents([{ id: shipment.id, status: shipment.status, version }], input);
    await recordChange(currentAuditOrigin(), {
      action: "record-event",
      entity: "shipment",
      entityId: shipment.id,
      changes: { status: [shipment.status, input.status] },
      detail: { trackingNumber: shipment.tracking_number, place: input.place, office: input.office },
    });
    return { status: "ok", version: version + 1 };
  });
}

/** An event as the public tracking page may show it: nothing about who sends, receives or pays. */
export type PublicEvent = { status: ShipmentStatus; place: string; publicNote: string; recordedAt: string; office: OfficeId | null };

export type PublicTracking = {
  trackingNumber: string;
  fromOffice: OfficeId | null;
  toOffice: OfficeId | null;
  mode: string;
  status: ShipmentStatus | null;
  /** Newest first. */
  events: PublicEvent[];
};

/**
 * What `/track/{number}` shows, or null for a number that is not one (wrong check) or not
 * known. The queries select the public columns only, so nothing private can reach the page.
 */
export async function publicTracking(typed: string): Promise<PublicTracking | null> {
  const reading = readTrackingNumber(typed);
  if (!reading.ok) return null;
  const shipment = await getDb()
    .selectFrom("shipments")
    .select(["id", "tracking_number", "from_office", "to_office", "mode", "status"])
    .where("tracking_number", "=", reading.number)
    .executeTakeFirst();
  if (!shipment) return null;
  const rows = await getDb()
    .selectFrom("shipment_events")
    .select(["status", "place", "public_note", "recorded_at", "office"])
    .where("shipment_id", "=", shipment.id)
    .orderBy("recorded_at", "desc")
    .orderBy("sequence", "desc")
    .execute();
  return {
    trackingNumber: shipment.tracking_number,
    fromOffice: readOfficeId(shipment.from_office),
    toOffice: readOfficeId(shipment.to_office),
    mode: shipment.mode,
    status: isShipmentStatus(shipment.status) ? shipment.status : null,
    events: rows.flatMap((row) =>
      isShipmentStatus(row.status)
        ? [
            {
              status: row.status,
              place: row.place,
              publicNote: row.public_note,
              recordedAt: row.recorded_at,
              office: readOfficeId(row.office),
            },
          ]
        : [],
    ),
  };
}

/** An event as staff see it: everything, and who recorded it. */
export type StaffEvent = PublicEvent & {
  id: string;
  internalNote: string;
  recordedBy: { id: string; name: string } | null;
  batchEventId: string | null;
};

/** A shipment's whole history, newest first. */
export async function staffTimeline(shipmentId: string): Promise<StaffEvent[]> {
  const rows = await getDb()
    .selectFrom("shipment_events")
    .selectAll()
    .where("shipment_id", "=", shipmentId)
    .orderBy("recorded_at", "desc")
    .orderBy("sequence", "desc")
    .execute();
  return rows.flatMap((row) =>
    isShipmentStatus(row.status)
      ? [
          {
            id: row.id,
            status: row.status,
            place: row.place,
            publicNote: row.public_note,
            internalNote: row.internal_note,
            recordedAt: row.recorded_at,
            office: readOfficeId(row.office),
            recordedBy: row.recorded_by ? { id: row.recorded_by, name: row.recorded_by_name ?? row.recorded_by } : null,
            batchEventId: row.batch_event_id,
          },
        ]
      : [],
  );
}
