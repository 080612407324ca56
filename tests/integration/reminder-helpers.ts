import type { Insertable } from "kysely";
import type { RemindersTable } from "../../db/schema";
import { getDb } from "~/server/platform/db.server";

/** A staff reminder of the dashboard's Today list (issue #28), not done, on a shipment waiting for pickup unless `patch` says otherwise. */
export async function seedReminder(id: string, recordId: string, patch: Partial<Insertable<RemindersTable>> = {}): Promise<void> {
  await getDb()
    .insertInto("reminders")
    .values({
      id,
      key: `pickup-waiting:${id}`,
      kind: "pickup-waiting",
      record_kind: "shipment",
      record_id: recordId,
      reference: id.toUpperCase(),
      label: "Not collected",
      office: null,
      assignee_id: null,
      due_day: "2026-01-01",
      created_at: new Date().toISOString(),
      done_at: null,
      done_by: null,
      done_by_name: null,
      ...patch,
    })
    .execute();
}
