import { REMINDERS_TEXTS } from "~/content/reminders";
import { OFFICE_IDS, type OfficeId } from "~/domain/offices";
import {
  readReminderSettings,
  REMINDER_DEFAULTS,
  REMINDER_KINDS,
  scanSlot,
  isReminderKind,
  type ReminderKind,
  type ReminderSettings,
} from "~/domain/reminders";
import type { SessionUser } from "~/server/accounts/session.server";
import { recordChange, type AuditOrigin } from "~/server/accounts/audit.server";
import { scheduleJob } from "~/server/jobs/jobs.server";
import { registerJobHandler } from "~/server/jobs/runner.server";
import { getDb, inTransaction, isUniqueViolation } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { agencyFooter, customerOutboxMail } from "~/server/platform/mail-outbox/customer-mails.server";
import { queueMail } from "~/server/platform/mail-outbox/outbox.server";
import { officeChoices } from "~/server/platform/offices.server";
import { newId, now as nowText } from "~/server/platform/records.server";
import { getSetting, setSetting, SETTING_KEYS } from "~/server/platform/settings.server";
import { calendarsAt, FINDERS, type Calendars, type Occurrence } from "./occurrences.server";
import { composeReminderMail } from "./reminder-mails.server";

/*
 * Reminders as jobs (issue #28, decision 0062). A scan job runs once per slot (hourly, and at
 * each start), from whichever instance claims it: it finds the occurrences due and schedules one
 * send job per occurrence, keyed by the occurrence (`balance-due:{booking}:14d`), so each is
 * scheduled once ever whatever the number of instances or scans. The send job asks again whether
 * the occurrence still holds and delivers it idempotently: a staff row unique by its key, or a
 * customer e-mail queued in the transaction that writes its key in reminder_mails.
 */

export const SCAN_JOB = "reminders.scan";
export const SEND_JOB = "reminders.send";

/* ------------------------------------------------------------------ settings */

/** The reminder settings in force: stored, else the defaults. */
export async function getReminderSettings(): Promise<ReminderSettings> {
  return readReminderSettings(await getSetting(SETTING_KEYS.reminders));
}

/** Stores the settings (audited as a settings change); false when they were already so. */
export async function saveReminderSettings(settings: ReminderSettings, origin: AuditOrigin): Promise<boolean> {
  const current = await getReminderSettings();
  if (JSON.stringify(current) === JSON.stringify(settings)) return false;
  const stored = await getSetting(SETTING_KEYS.reminders);
  // Never stored and saved as the defaults: nothing to write either.
  if (stored === null && JSON.stringify(settings) === JSON.stringify(REMINDER_DEFAULTS)) return false;
  await setSetting(SETTING_KEYS.reminders, JSON.stringify(settings), origin);
  return true;
}

/* ------------------------------------------------------------------ the scan */

async function calendars(at: Date): Promise<Calendars> {
  const offices = await officeChoices();
  const zones = Object.fromEntries(OFFICE_IDS.map((id) => [id, offices.find((office) => office.id === id)?.timeZone ?? "UTC"]));
  return calendarsAt(at, zones as Record<OfficeId, string>);
}

/** Every occurrence due at `at`, of every kind that is on. */
export async function dueOccurrences(at: Date = new Date()): Promise<Occurrence[]> {
  const [settings, today] = await Promise.all([getReminderSettings(), calendars(at)]);
  const found: Occurrence[] = [];
  for (const kind of REMINDER_KINDS) found.push(...(await FINDERS[kind](settings, today)));
  return found;
}

type SendPayload = { kind: ReminderKind; subjectId: string; key: string };

/** Finds what is due and schedules a send job per occurrence, each once ever; returns how many were new. */
export async function scanReminders(at: Date = new Date()): Promise<number> {
  let scheduled = 0;
  for (const found of await dueOccurrences(at)) {
    const payload: SendPayload = { kind: found.kind, subjectId: found.subjectId, key: found.key };
    const { created } = await scheduleJob(SEND_JOB, payload, { dedupeKey: found.key });
    if (created) scheduled += 1;
  }
  return scheduled;
}

/**
 * Schedules the scan of the slot `at` falls in (due now) and of the next slot: called at each
 * start, so a site that was stopped scans at once and the hourly chain goes on. Two instances
 * starting together schedule each slot once (its dedupe key).
 */
export async function scheduleReminderScans(at: Date = new Date()): Promise<void> {
  const slot = scanSlot(at);
  await scheduleJob(SCAN_JOB, {}, { dedupeKey: slot.key, dueAt: at });
  const next = scanSlot(slot.next);
  await scheduleJob(SCAN_JOB, {}, { dedupeKey: next.key, dueAt: next.start });
}

/* ------------------------------------------------------------------ delivering one */

/**
 * Delivers an occurrence once: a staff reminder row (its key unique), or the customer's e-mail
 * queued in the transaction that writes its key (a second delivery finds the key and queues
 * nothing). Returns whether anything was written.
 */
export async function deliverOccurrence(found: Occurrence): Promise<boolean> {
  const created = nowText();
  try {
    return await inTransaction(async () => {
      if (found.step.audience === "staff") {
        const inserted = await getDb()
          .insertInto("reminders")
          .values({
            id: newId(),
            key: found.key,
            kind: found.kind,
            record_kind: found.record.kind,
            record_id: found.record.id,
            reference: found.record.reference.slice(0, 60),
            label: found.record.label.slice(0, 300),
            office: found.office,
            assignee_id: found.assigneeId,
            due_day: found.step.day,
            created_at: created,
            done_at: null,
            done_by: null,
            done_by_name: null,
          })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .returning("id")
          .executeTakeFirst();
        return inserted !== undefined;
      }
      if (!found.mail) return false;
      const claimed = await getDb()
        .insertInto("reminder_mails")
        .values({ key: found.key, kind: found.kind, mail_id: null, created_at: created })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) return false;
      const env = getEnv();
      const mail = composeReminderMail(found.mail.kind, found.mail.data as never, found.mail.locale);
      const mailId = await queueMail(customerOutboxMail(mail, await agencyFooter(found.mail.locale, env), env));
      await getDb().updateTable("reminder_mails").set({ mail_id: mailId }).where("key", "=", found.key).execute();
      return true;
    });
  } catch (error) {
    // Two deliveries at the same moment: the other wrote the key first, which is the point.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The send job: the occurrence asked again (a balance paid since the scan sends nothing), then delivered once. */
export async function sendReminder(payload: SendPayload, at: Date = new Date()): Promise<boolean> {
  if (!isReminderKind(payload.kind)) return false;
  const [settings, today] = await Promise.all([getReminderSettings(), calendars(at)]);
  const found = (await FINDERS[payload.kind](settings, today, payload.subjectId)).find((each) => each.key === payload.key);
  return found ? deliverOccurrence(found) : false;
}

/** Registers the two jobs' handlers with this process's runner (server/app.ts imports this module at start). */
export function registerReminderJobs(): void {
  registerJobHandler<Record<string, never>>(SCAN_JOB, async () => {
    // The next slot first: a scan that fails does not break the chain.
    const next = scanSlot(scanSlot(new Date()).next);
    await scheduleJob(SCAN_JOB, {}, { dedupeKey: next.key, dueAt: next.start });
    await scanReminders();
  });
  registerJobHandler<SendPayload>(SEND_JOB, async (payload) => {
    await sendReminder(payload);
  });
}

/* ------------------------------------------------------------------ Today */

export type TodayReminder = {
  id: string;
  kind: ReminderKind;
  text: string;
  reference: string;
  recordKind: string;
  recordId: string;
  dueDay: string;
  overdue: boolean;
  mine: boolean;
};

/** How many Today shows at most; the rest are counted. */
export const TODAY_LIMIT = 50;

/**
 * The reminders not done and due by `today` for `user`: assigned to them, or to nobody in their
 * office (or in no office). Staff without an office see every unassigned one.
 */
export async function todayReminders(
  user: Pick<SessionUser, "id" | "office">,
  today: string,
): Promise<{ reminders: TodayReminder[]; more: number }> {
  const base = getDb()
    .selectFrom("reminders")
    .where("done_at", "is", null)
    .where("due_day", "<=", today)
    .where((eb) =>
      eb.or([
        eb("assignee_id", "=", user.id),
        eb.and([
          eb("assignee_id", "is", null),
          ...(user.office ? [eb.or([eb("office", "=", user.office), eb("office", "is", null)])] : []),
        ]),
      ]),
    );
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("due_day").orderBy("created_at").orderBy("id").limit(TODAY_LIMIT).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    reminders: rows.flatMap((row) =>
      isReminderKind(row.kind)
        ? [
            {
              id: row.id,
              kind: row.kind,
              text: REMINDERS_TEXTS.kinds[row.kind].today(`${row.reference} — ${row.label}`),
              reference: row.reference,
              recordKind: row.record_kind,
              recordId: row.record_id,
              dueDay: row.due_day,
              overdue: row.due_day < today,
              mine: row.assignee_id === user.id,
            },
          ]
        : [],
    ),
    more: Math.max(0, Number(count.total) - rows.length),
  };
}

/** Marks a reminder done (audited); "already" when someone did first, "missing" when there is no such reminder. */
export async function markReminderDone(
  id: string,
  user: Pick<SessionUser, "id" | "name">,
  origin: AuditOrigin,
): Promise<"done" | "already" | "missing"> {
  return inTransaction(async () => {
    const at = nowText();
    const result = await getDb()
      .updateTable("reminders")
      .set({ done_at: at, done_by: user.id, done_by_name: user.name.slice(0, 200) })
      .where("id", "=", id)
      .where("done_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      const row = await getDb().selectFrom("reminders").select(["key", "kind"]).where("id", "=", id).executeTakeFirstOrThrow();
      await recordChange(origin, { action: "done", entity: "reminder", entityId: id, detail: { key: row.key, kind: row.kind } });
      return "done";
    }
    const exists = await getDb().selectFrom("reminders").select("id").where("id", "=", id).executeTakeFirst();
    return exists ? "already" : "missing";
  });
}

/* ------------------------------------------------------------------ failed jobs */

export type FailedJob = { id: string; kind: string; attempts: number; lastError: string | null; finishedAt: string | null };

/** How many jobs failed for good, and the newest few with their error. */
export async function failedJobs(limit = 5): Promise<{ count: number; latest: FailedJob[] }> {
  const [count, rows] = await Promise.all([
    getDb()
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow(),
    getDb()
      .selectFrom("jobs")
      .select(["id", "kind", "attempts", "last_error", "finished_at"])
      .where("status", "=", "failed")
      .orderBy("finished_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count.total),
    latest: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      finishedAt: row.finished_at,
    })),
  };
}
