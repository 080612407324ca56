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

/** Settings → Reminders as its form posts it (every reminder on), with `patch` over the fields. */
export function reminderSettingsForm(patch: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    "balance-due.on": "on",
    "balance-due.firstDays": "10",
    "balance-due.secondDays": "2",
    "hold-expiring.days": "1",
    "quote-expiring.on": "on",
    "quote-expiring.days": "2",
    "departure-soon.on": "on",
    "departure-soon.days": "7",
    "pickup-waiting.on": "on",
    "pickup-waiting.days": "7",
    "passport-expiring.on": "on",
    "passport-expiring.months": "6",
    "review-request.on": "on",
    "review-request.days": "2",
    ...patch,
  };
}
