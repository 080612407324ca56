import { z } from "zod";
import { addDays } from "./departures";

/*
 * Reminders (issue #28, decision 0062): which occurrence of which reminder falls on which day.
 * Pure: the scan job reads the records in SQL and asks these rules; the days are calendar days
 * (YYYY-MM-DD) on the calendar the record's dates are written in (the agency's, Asia/Beirut, for
 * bookings, holds, quotes and departures; the receiving office's for a shipment waiting there).
 */

export const REMINDER_KINDS = [
  "balance-due",
  "hold-expiring",
  "quote-expiring",
  "departure-soon",
  "pickup-waiting",
  "passport-expiring",
  "review-request",
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export function isReminderKind(value: unknown): value is ReminderKind {
  return typeof value === "string" && (REMINDER_KINDS as readonly string[]).includes(value);
}

/** Who a reminder is for: the customer (an e-mail) or staff (a row under Today). */
export type ReminderAudience = "customer" | "staff";

/** The record a reminder is about, as the Today list links it. */
export const RECORD_KINDS = ["booking", "quote", "departure", "shipment", "enquiry"] as const;
export type ReminderRecordKind = (typeof RECORD_KINDS)[number];

/** Each kind on or off and its delays, in days (months for the passport's margin). */
export type ReminderSettings = {
  "balance-due": { on: boolean; firstDays: number; secondDays: number };
  "hold-expiring": { on: boolean; days: number };
  "quote-expiring": { on: boolean; days: number };
  "departure-soon": { on: boolean; days: number };
  "pickup-waiting": { on: boolean; days: number };
  "passport-expiring": { on: boolean; months: number };
  "review-request": { on: boolean; days: number };
};

/** Every reminder is on by default (issue #28), with the delays the issue names. */
export const REMINDER_DEFAULTS: ReminderSettings = {
  "balance-due": { on: true, firstDays: 14, secondDays: 3 },
  "hold-expiring": { on: true, days: 1 },
  "quote-expiring": { on: true, days: 2 },
  "departure-soon": { on: true, days: 7 },
  "pickup-waiting": { on: true, days: 7 },
  "passport-expiring": { on: true, months: 6 },
  "review-request": { on: true, days: 2 },
};

/** The bounds of each delay, as the settings screen accepts them. */
export const DELAY_BOUNDS = { days: { min: 1, max: 60 }, months: { min: 1, max: 24 } } as const;

/**
 * A scan looks back this many days: an occurrence whose day passed while no instance ran (a
 * stopped site) is still sent, late; one older than that is let go rather than sent out of time.
 */
export const CATCH_UP_DAYS = 2;

/** The settings' messages as codes; the screen words them. */
export type ReminderSettingsMessage = { kind: "delay-invalid"; min: number; max: number } | { kind: "balance-order" };

const delay = (bounds: { min: number; max: number }, messageFor: (message: ReminderSettingsMessage) => string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, messageFor({ kind: "delay-invalid", ...bounds }))
    .transform(Number)
    .refine((value) => value >= bounds.min && value <= bounds.max, messageFor({ kind: "delay-invalid", ...bounds }));

/** A checkbox: "on" when ticked, absent when not. */
const checkbox = z
  .enum(["on", "1"])
  .optional()
  .transform((value) => value !== undefined);

/**
 * The settings form (field names as posted: `balance-due.on`, `balance-due.firstDays`…), read
 * from the nested values `formValues` builds. The two balance e-mails must be apart, the first
 * earlier.
 */
export function reminderSettingsSchema(messageFor: (message: ReminderSettingsMessage) => string) {
  const days = delay(DELAY_BOUNDS.days, messageFor);
  const months = delay(DELAY_BOUNDS.months, messageFor);
  const simple = z.object({ on: checkbox, days });
  return z.object({
    "balance-due": z
      .object({ on: checkbox, firstDays: days, secondDays: days })
      .refine((value) => value.firstDays > value.secondDays, { message: messageFor({ kind: "balance-order" }), path: ["secondDays"] }),
    "hold-expiring": simple,
    "quote-expiring": simple,
    "departure-soon": simple,
    "pickup-waiting": simple,
    "passport-expiring": z.object({ on: checkbox, months }),
    "review-request": simple,
  }) satisfies z.ZodType<ReminderSettings, unknown>;
}

/**
 * Stored settings read back: each known value that is within bounds, else its default (a value
 * damaged by hand, or a kind added since the settings were saved, falls back, never breaks).
 */
export function readReminderSettings(json: string | null): ReminderSettings {
  let stored: unknown;
  try {
    stored = json === null ? null : JSON.parse(json);
  } catch {
    stored = null;
  }
  const settings = structuredClone(REMINDER_DEFAULTS);
  if (typeof stored !== "object" || stored === null) return settings;
  for (const kind of REMINDER_KINDS) {
    const given = (stored as Record<string, unknown>)[kind];
    if (typeof given !== "object" || given === null) continue;
    const target = settings[kind] as Record<string, number | boolean>;
    for (const [field, fallback] of Object.entries(target)) {
      const value = (given as Record<string, unknown>)[field];
      if (typeof fallback === "boolean") {
        if (typeof value === "boolean") target[field] = value;
        continue;
      }
      const bounds = field === "months" ? DELAY_BOUNDS.months : DELAY_BOUNDS.days;
      if (typeof value === "number" && Number.isInteger(value) && value >= bounds.min && value <= bounds.max) target[field] = value;
    }
  }
  if (settings["balance-due"].firstDays <= settings["balance-due"].secondDays)
    settings["balance-due"] = { ...REMINDER_DEFAULTS["balance-due"], on: settings["balance-due"].on };
  return settings;
}

/** One reminder's moment: which step of its kind, for whom, on which day. */
export type ReminderStep = { step: string; audience: ReminderAudience; day: string };

/** Whether an occurrence of `day` is due on `today`: its day has come, and not more than CATCH_UP_DAYS ago. */
export function isDueOn(day: string, today: string): boolean {
  return day <= today && day >= addDays(today, -CATCH_UP_DAYS);
}

/**
 * A booking's balance: e-mails to the customer `firstDays` and `secondDays` before its due day,
 * staff on the day. Steps that fall before the booking was accepted are left out (a booking
 * accepted 5 days before the balance is due gets the 3-day e-mail and the staff reminder only).
 */
export function balanceDueSteps(dueOn: string, acceptedOn: string, settings: ReminderSettings["balance-due"]): ReminderStep[] {
  if (!settings.on) return [];
  const steps: ReminderStep[] = [
    { step: `${settings.firstDays}d`, audience: "customer", day: addDays(dueOn, -settings.firstDays) },
    { step: `${settings.secondDays}d`, audience: "customer", day: addDays(dueOn, -settings.secondDays) },
    { step: "day", audience: "staff", day: dueOn },
  ];
  return steps.filter((step) => step.day >= acceptedOn);
}

/** A hold whose last day is `heldUntil`: staff are told `days` before (1: the day before it runs out). */
export function holdExpiringStep(heldUntil: string, settings: ReminderSettings["hold-expiring"]): ReminderStep[] {
  return settings.on ? [{ step: `${settings.days}d`, audience: "staff", day: addDays(heldUntil, -settings.days) }] : [];
}

/** A sent quote not answered, valid until `validUntil`: staff are told `days` before. */
export function quoteExpiringStep(validUntil: string, settings: ReminderSettings["quote-expiring"]): ReminderStep[] {
  return settings.on ? [{ step: `${settings.days}d`, audience: "staff", day: addDays(validUntil, -settings.days) }] : [];
}

/** A departure with travellers: staff check its passenger list `days` before it leaves. */
export function departureSoonStep(startDate: string, settings: ReminderSettings["departure-soon"]): ReminderStep[] {
  return settings.on ? [{ step: `${settings.days}d`, audience: "staff", day: addDays(startDate, -settings.days) }] : [];
}

/** A shipment ready for pickup since `readyOn` and not collected: the receiver is e-mailed and staff told `days` after. */
export function pickupWaitingSteps(readyOn: string, settings: ReminderSettings["pickup-waiting"]): ReminderStep[] {
  if (!settings.on) return [];
  const day = addDays(readyOn, settings.days);
  return [
    { step: `${settings.days}d`, audience: "customer", day },
    { step: `${settings.days}d-staff`, audience: "staff", day },
  ];
}

/** The day `months` calendar months after `day` (the 31st of a shorter month is its last day). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth).padStart(2, "0")}-${String(Math.min(date, lastDay)).padStart(2, "0")}`;
}

/**
 * A passport that expires less than `months` after the travel day: staff are told as soon as it
 * is known (the day it is found, `today`), while the travel day is still to come. The step names
 * the passport's date, so a new date recorded is judged again.
 */
export function passportExpiringStep(
  passportExpiresOn: string,
  travelOn: string,
  today: string,
  settings: ReminderSettings["passport-expiring"],
): ReminderStep[] {
  if (!settings.on || travelOn < today) return [];
  if (passportExpiresOn >= addMonths(travelOn, settings.months)) return [];
  return [{ step: passportExpiresOn, audience: "staff", day: today }];
}

/** A trip that ended on `endDate`: the customer is asked for a review `days` after. */
export function reviewRequestStep(endDate: string, settings: ReminderSettings["review-request"]): ReminderStep[] {
  return settings.on ? [{ step: `${settings.days}d`, audience: "customer", day: addDays(endDate, settings.days) }] : [];
}

/** The key that makes an occurrence once ever: `balance-due:{booking}:14d`. */
export function occurrenceKey(kind: ReminderKind, recordId: string, step: string): string {
  return `${kind}:${recordId}:${step}`;
}

/** Where a reminder's record is in the admin. */
export function reminderRecordHref(record: { kind: ReminderRecordKind; id: string }): string {
  switch (record.kind) {
    case "booking":
    case "quote":
      return `/admin/quotes/${encodeURIComponent(record.id)}`;
    case "departure":
      return `/admin/bookings?departure=${encodeURIComponent(record.id)}`;
    case "shipment":
      return `/admin/shipments/${encodeURIComponent(record.id)}`;
    case "enquiry":
      return `/admin/messages/${encodeURIComponent(record.id)}`;
  }
}

/** Scans run once per slot of this many minutes (and at each start); a day's reminders need no finer grain. */
export const SCAN_EVERY_MINUTES = 60;

/** The slot a moment falls in, as the scan job's dedupe key names it (`reminders.scan:2026-11-27T13:00`). */
export function scanSlot(at: Date, everyMinutes = SCAN_EVERY_MINUTES): { key: string; start: Date; next: Date } {
  const size = everyMinutes * 60_000;
  const start = new Date(Math.floor(at.getTime() / size) * size);
  return { key: `reminders.scan:${start.toISOString().slice(0, 16)}`, start, next: new Date(start.getTime() + size) };
}

/**
 * The runner's heartbeat is stale when older than this many poll intervals (at least two
 * minutes): a loop that missed three polls in a row is stuck or gone.
 */
export function isHeartbeatStale(beatAt: string | null, now: Date, pollMs: number): boolean {
  if (beatAt === null) return true;
  const bound = Math.max(3 * pollMs, 120_000);
  return now.getTime() - new Date(beatAt).getTime() > bound;
}
