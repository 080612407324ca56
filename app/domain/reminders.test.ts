import { describe, expect, test } from "vitest";
import { agencyToday } from "./departures";
import {
  addMonths,
  balanceDueSteps,
  holdExpiringStep,
  isDueOn,
  isHeartbeatStale,
  passportExpiringStep,
  pickupWaitingSteps,
  quoteExpiringStep,
  readReminderSettings,
  reminderSettingsSchema,
  REMINDER_DEFAULTS,
  reviewRequestStep,
  scanSlot,
  departureSoonStep,
} from "./reminders";

const dueDays = <Step extends { day: string }>(steps: Step[], today: string) => steps.filter((step) => isDueOn(step.day, today));

describe("reminder occurrences", () => {
  test("a balance due on 1 March e-mails the customer on 15 and 26 February and reminds staff on 1 March", () => {
    const steps = balanceDueSteps("2027-03-01", "2026-12-01", REMINDER_DEFAULTS["balance-due"]);
    expect(steps).toEqual([
      { step: "14d", audience: "customer", day: "2027-02-15" },
      { step: "3d", audience: "customer", day: "2027-02-26" },
      { step: "day", audience: "staff", day: "2027-03-01" },
    ]);
    expect(dueDays(steps, "2027-02-14")).toEqual([]);
    expect(dueDays(steps, "2027-02-15").map((step) => step.step)).toEqual(["14d"]);
    expect(dueDays(steps, "2027-02-28").map((step) => step.step)).toEqual(["3d"]);
    expect(dueDays(steps, "2027-03-01").map((step) => step.step)).toEqual(["day"]);
  });

  test("a booking accepted five days before its balance is due gets no 14-day e-mail", () => {
    expect(balanceDueSteps("2027-03-01", "2027-02-24", REMINDER_DEFAULTS["balance-due"]).map((step) => step.step)).toEqual(["3d", "day"]);
  });

  test("a kind turned off has no occurrence, and a delay change moves the day", () => {
    expect(balanceDueSteps("2027-03-01", "2026-12-01", { ...REMINDER_DEFAULTS["balance-due"], on: false })).toEqual([]);
    expect(holdExpiringStep("2027-03-10", { on: true, days: 1 })[0]!.day).toBe("2027-03-09");
    expect(holdExpiringStep("2027-03-10", { on: true, days: 3 })[0]!.day).toBe("2027-03-07");
    expect(quoteExpiringStep("2027-03-10", REMINDER_DEFAULTS["quote-expiring"])[0]!.day).toBe("2027-03-08");
    expect(departureSoonStep("2027-03-10", REMINDER_DEFAULTS["departure-soon"])[0]!.day).toBe("2027-03-03");
    expect(reviewRequestStep("2027-03-10", { on: false, days: 2 })).toEqual([]);
  });

  test("a shipment ready on 20 November is a receiver e-mail and a staff entry on 27 November", () => {
    expect(pickupWaitingSteps("2026-11-20", REMINDER_DEFAULTS["pickup-waiting"])).toEqual([
      { step: "7d", audience: "customer", day: "2026-11-27" },
      { step: "7d-staff", audience: "staff", day: "2026-11-27" },
    ]);
  });

  test("a review is asked two days after the trip's last day", () => {
    expect(reviewRequestStep("2027-03-07", REMINDER_DEFAULTS["review-request"])).toEqual([
      { step: "2d", audience: "customer", day: "2027-03-09" },
    ]);
  });

  test("a passport expiring less than six months after travel is flagged, one expiring later is not", () => {
    const rule = REMINDER_DEFAULTS["passport-expiring"];
    expect(passportExpiringStep("2027-08-31", "2027-03-01", "2026-11-27", rule)).toEqual([
      { step: "2027-08-31", audience: "staff", day: "2026-11-27" },
    ]);
    expect(passportExpiringStep("2027-09-01", "2027-03-01", "2026-11-27", rule)).toEqual([]);
    // Travel already past: nothing to warn about.
    expect(passportExpiringStep("2027-01-01", "2026-11-01", "2026-11-27", rule)).toEqual([]);
    // Three months' margin instead of six: the same passport is fine.
    expect(passportExpiringStep("2027-08-31", "2027-03-01", "2026-11-27", { on: true, months: 3 })).toEqual([]);
  });

  test("months are added on the calendar, the 31st falling to a shorter month's last day", () => {
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2026-01-15", 12)).toBe("2027-01-15");
  });

  test("an occurrence is due from its day for two days of catching up, never before", () => {
    expect(isDueOn("2026-11-27", "2026-11-26")).toBe(false);
    expect(isDueOn("2026-11-27", "2026-11-27")).toBe(true);
    expect(isDueOn("2026-11-27", "2026-11-29")).toBe(true);
    expect(isDueOn("2026-11-27", "2026-11-30")).toBe(false);
  });

  test("at 22:30 UTC Beirut is already on the next day while Abidjan and Monrovia are not", () => {
    const at = new Date("2026-11-26T22:30:00Z");
    expect(agencyToday(at, "Asia/Beirut")).toBe("2026-11-27");
    expect(agencyToday(at, "Africa/Abidjan")).toBe("2026-11-26");
    expect(agencyToday(at, "Africa/Monrovia")).toBe("2026-11-26");
    // A hold running out on the 28th is a reminder in Beirut that night, not yet on the Abidjan calendar.
    const step = holdExpiringStep("2026-11-28", REMINDER_DEFAULTS["hold-expiring"])[0]!;
    expect(isDueOn(step.day, agencyToday(at, "Asia/Beirut"))).toBe(true);
    expect(isDueOn(step.day, agencyToday(at, "Africa/Abidjan"))).toBe(false);
  });
});

describe("reminder settings", () => {
  const schema = reminderSettingsSchema((message) => message.kind);
  const posted = (patch: Record<string, Record<string, string | undefined>> = {}) => ({
    "balance-due": { on: "on", firstDays: "14", secondDays: "3", ...patch["balance-due"] },
    "hold-expiring": { on: "on", days: "1", ...patch["hold-expiring"] },
    "quote-expiring": { days: "2", ...patch["quote-expiring"] },
    "departure-soon": { on: "on", days: "7" },
    "pickup-waiting": { on: "on", days: "7" },
    "passport-expiring": { on: "on", months: "6" },
    "review-request": { on: "on", days: "2" },
  });

  test("a form as posted becomes the settings; an unticked switch is off", () => {
    const parsed = schema.parse(posted());
    expect(parsed["quote-expiring"]).toEqual({ on: false, days: 2 });
    expect(parsed["balance-due"]).toEqual({ on: true, firstDays: 14, secondDays: 3 });
  });

  test("refuses a delay out of bounds or not a number, and a second balance e-mail before the first", () => {
    expect(schema.safeParse(posted({ "hold-expiring": { days: "0" } })).success).toBe(false);
    expect(schema.safeParse(posted({ "hold-expiring": { days: "61" } })).success).toBe(false);
    expect(schema.safeParse(posted({ "hold-expiring": { days: "1.5" } })).success).toBe(false);
    const order = schema.safeParse(posted({ "balance-due": { firstDays: "3", secondDays: "14" } }));
    expect(order.success).toBe(false);
    expect(order.error?.issues[0]?.path).toEqual(["balance-due", "secondDays"]);
  });

  test("stored settings damaged by hand fall back to the defaults, field by field", () => {
    expect(readReminderSettings(null)).toEqual(REMINDER_DEFAULTS);
    expect(readReminderSettings("not json")).toEqual(REMINDER_DEFAULTS);
    const read = readReminderSettings(JSON.stringify({ "hold-expiring": { on: false, days: 500 }, "quote-expiring": { days: 5 } }));
    expect(read["hold-expiring"]).toEqual({ on: false, days: 1 });
    expect(read["quote-expiring"]).toEqual({ on: true, days: 5 });
  });
});

describe("the scan's slot and the runner's heartbeat", () => {
  test("two moments of one hour share the scan's key; the next slot starts on the hour", () => {
    const a = scanSlot(new Date("2026-11-27T13:05:00Z"));
    const b = scanSlot(new Date("2026-11-27T13:59:59Z"));
    expect(a.key).toBe("reminders.scan:2026-11-27T13:00");
    expect(b.key).toBe(a.key);
    expect(a.next.toISOString()).toBe("2026-11-27T14:00:00.000Z");
  });

  test("a heartbeat older than three polls (at least two minutes) is stale; none at all is too", () => {
    const now = new Date("2026-11-27T13:10:00Z");
    expect(isHeartbeatStale(null, now, 5000)).toBe(true);
    expect(isHeartbeatStale("2026-11-27T13:08:30Z", now, 5000)).toBe(false);
    expect(isHeartbeatStale("2026-11-27T13:07:59Z", now, 5000)).toBe(true);
    expect(isHeartbeatStale("2026-11-27T13:07:59Z", now, 60_000)).toBe(false);
  });
});
