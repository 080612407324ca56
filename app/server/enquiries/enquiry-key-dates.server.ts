import { CALENDAR_TEXTS } from "~/content/calendar";
import { keyDateChanges, type KeyDates } from "~/domain/enquiry-key-dates";
import { isEnquiryKind, type EnquiryKind } from "~/domain/enquiry-kinds";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { currentEventActor, recordEnquiryEvent } from "./enquiry-events.server";

/*
 * An enquiry's key dates (issue #28): read for its screen, saved at the version the screen
 * showed, the change on its timeline and in the audit log, in one transaction.
 */

export type EnquiryKeyDates = { kind: EnquiryKind; version: number; dates: KeyDates };

export async function getEnquiryKeyDates(id: string): Promise<EnquiryKeyDates | null> {
  const row = await getDb()
    .selectFrom("enquiries")
    .select(["kind", "version", "visa_appointment_at", "ticketing_deadline", "passport_expires_on"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    kind: isEnquiryKind(row.kind) ? row.kind : "contact",
    version: Number(row.version),
    dates: { visa: row.visa_appointment_at, ticketing: row.ticketing_deadline, passport: row.passport_expires_on },
  };
}

export type KeyDatesResult = { status: "ok" | "not-found" | "conflict" | "unchanged" };

/** Records the dates if the enquiry is still at `version` (its version then moves on). */
export async function saveEnquiryKeyDates(id: string, version: number, dates: KeyDates): Promise<KeyDatesResult> {
  return inTransaction(async () => {
    const before = await getEnquiryKeyDates(id);
    if (!before) return { status: "not-found" };
    if (before.version !== version) return { status: "conflict" };
    const changes = keyDateChanges(before.dates, dates);
    if (changes.length === 0) return { status: "unchanged" };
    const updated = await getDb()
      .updateTable("enquiries")
      .set({
        visa_appointment_at: dates.visa,
        ticketing_deadline: dates.ticketing,
        passport_expires_on: dates.passport,
        version: version + 1,
      })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { status: "conflict" };
    await recordEnquiryEvent(getDb(), {
      enquiryId: id,
      actor: currentEventActor(),
      type: "key-dates",
      data: { summary: CALENDAR_TEXTS.keyDates.summary(changes), changes },
    });
    const column = { visa: "visaAppointmentAt", ticketing: "ticketingDeadline", passport: "passportExpiresOn" } as const;
    await recordChange(currentAuditOrigin(), {
      action: "update",
      entity: "enquiry",
      entityId: id,
      changes: Object.fromEntries(changes.map((change) => [column[change.field], [change.from, change.to]])),
    });
    return { status: "ok" };
  });
}
