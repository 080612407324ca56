import { afterEach, beforeAll, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import { REMINDER_DEFAULTS, type ReminderSettings } from "~/domain/reminders";
import { JobRunner } from "~/server/jobs/runner.server";
import { getDb } from "~/server/platform/db.server";
import { newId } from "~/server/platform/records.server";
import {
  markReminderDone,
  registerReminderJobs,
  saveReminderSettings,
  scanReminders,
  scheduleReminderScans,
  todayReminders,
} from "~/server/reminders/reminders.server";
import * as reminderDone from "~/routes/admin/reminder-done";
import * as reminderSettings from "~/routes/admin/settings/settings-reminders";
import { getReminderSettings } from "~/server/reminders/reminders.server";
import { seedRateCard, seedShipment } from "./cargo-helpers";
import { postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { AMINA, seedBooking } from "./money-helpers";
import { reminderSettingsForm } from "./reminder-helpers";

/*
 * Reminders as jobs (issue #28, decision 0062) on each database: each kind found on its day and
 * not the day before, sent once however many scans and runners, off when its setting says so, and
 * moved by its delay; Done once.
 */

const DAY = 86_400_000;
const titleOf = (outcome: { toast: unknown }) => (outcome.toast as { title?: string } | null)?.title;
const yesterday = () => new Date(Date.now() - DAY);

beforeAll(() => registerReminderJobs());

describeEachDatabase("reminders", () => {
  const runners: JobRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop(0);
  });

  /** Runs every due job to the end on `count` runners side by side (the registered handlers). */
  async function runJobs(count = 1): Promise<void> {
    const started = Array.from({ length: count }, (_, index) => {
      const runner = new JobRunner({ owner: `test-runner-${index}` });
      runners.push(runner);
      return runner;
    });
    // A scan schedules send jobs: run until a pass finds nothing more.
    while ((await Promise.all(started.map((runner) => runner.runDue(500)))).some((ran) => ran > 0));
  }

  const sendJobs = () => getDb().selectFrom("jobs").select(["dedupe_key", "status"]).where("kind", "=", "reminders.send").execute();
  const mails = (kind: string) => getDb().selectFrom("mail_outbox").selectAll().where("kind", "=", kind).execute();
  const staffRows = () => getDb().selectFrom("reminders").selectAll().orderBy("key").execute();
  const settingsWith = (patch: Partial<ReminderSettings>) => saveReminderSettings({ ...REMINDER_DEFAULTS, ...patch }, AMINA);

  test("a balance due in 14 days e-mails the customer today, not yesterday, and once however often it is scanned", async () => {
    // Deposit 30 %, balance due 30 days before: a departure in 44 days owes its balance in 14.
    const { booking } = await seedBooking({ daysAhead: 44, locale: "fr" });
    expect(await scanReminders(yesterday())).toBe(0);
    expect(await sendJobs()).toEqual([]);

    await scanReminders();
    await scanReminders();
    await runJobs();
    await scanReminders();
    await runJobs();

    expect(await sendJobs()).toEqual([{ dedupe_key: `balance-due:${booking.id}:14d`, status: "done" }]);
    const sent = await mails("reminder-balance-due");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.locale).toBe("fr");
    expect(sent[0]!.subject).toContain("Le solde de votre réservation");
    expect(sent[0]!.html_body).toContain('lang="fr"');
    // 2 seats at 1,000 USD and nothing paid yet (the deposit neither): the whole 2,000 is still owed.
    expect(sent[0]!.text_body).toMatch(/Le solde de 2\s000\s\$ est à régler le/);
  });

  test("a balance already paid sends nothing, and the staff reminder comes on the due day", async () => {
    const paid = await seedBooking({ daysAhead: 44 });
    await getDb()
      .insertInto("payments")
      .values({
        id: newId(),
        account_kind: "booking",
        account_id: paid.booking.id,
        kind: "payment",
        reverses_id: null,
        amount_minor: 200_000,
        currency: "USD",
        applied_minor: 200_000,
        account_currency: "USD",
        paid_per_usd_micros: null,
        owed_per_usd_micros: null,
        rate_day: null,
        method: "cash",
        reference: null,
        office_id: "beirut",
        receipt_number: null,
        reason: "",
        provider: "staff",
        provider_transaction_id: null,
        recorded_at: new Date().toISOString(),
        recorded_by: null,
        recorded_by_name: "Amina",
      })
      .execute();
    const due = await seedBooking({ daysAhead: 30 });
    // Accepted ten days ago: its balance, due 30 days before the departure, is due today.
    await getDb()
      .updateTable("bookings")
      .set({ created_at: new Date(Date.now() - 10 * DAY).toISOString() })
      .where("id", "=", due.booking.id)
      .execute();
    await scanReminders();
    await runJobs();
    expect(await mails("reminder-balance-due")).toEqual([]);
    expect((await staffRows()).map((row) => row.key)).toEqual([`balance-due:${due.booking.id}:day`]);
  });

  test("two runners in parallel on two scans send each reminder once", async () => {
    const first = await seedBooking({ daysAhead: 44 });
    const second = await seedBooking({ daysAhead: 44 });
    const leaving = await seedBooking({ daysAhead: 7 });
    await scheduleReminderScans();
    await scheduleReminderScans();
    await Promise.all([scanReminders(), scanReminders()]);
    await runJobs(2);
    const sent = await mails("reminder-balance-due");
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      [first.enquiry.email, second.enquiry.email].map((email) => expect.stringContaining(email)),
    );
    // The departure in 7 days: one passenger-list reminder, and its balance (due at acceptance) none.
    const rows = await staffRows();
    expect(rows.filter((row) => row.kind === "departure-soon").map((row) => row.record_id)).toEqual([leaving.departure.id]);
    // One scan job per slot however many starts scheduled it.
    const scans = await getDb().selectFrom("jobs").select("dedupe_key").where("kind", "=", "reminders.scan").execute();
    expect(new Set(scans.map((scan) => scan.dedupe_key)).size).toBe(scans.length);
  });

  test("a hold running out tomorrow reminds staff today, not the day before; two days' notice moves it", async () => {
    const today = agencyToday();
    const { booking } = await seedBooking({ daysAhead: 90 });
    await getDb()
      .updateTable("bookings")
      .set({ held_until: addDays(today, 2) })
      .where("id", "=", booking.id)
      .execute();
    await scanReminders();
    await runJobs();
    expect((await staffRows()).filter((row) => row.kind === "hold-expiring")).toEqual([]);

    await settingsWith({ "hold-expiring": { on: true, days: 2 } });
    await scanReminders();
    await runJobs();
    const rows = (await staffRows()).filter((row) => row.kind === "hold-expiring");
    expect(rows.map((row) => [row.key, row.due_day])).toEqual([[`hold-expiring:${booking.id}:2d`, today]]);
  });

  test("a sent quote unanswered two days before its end reminds staff; turned off, nothing", async () => {
    const today = agencyToday();
    const { quote } = await seedBooking({ daysAhead: 90 });
    await getDb()
      .updateTable("quotes")
      .set({ status: "sent", valid_until: addDays(today, 2) })
      .where("id", "=", quote.id)
      .execute();
    await settingsWith({ "quote-expiring": { on: false, days: 2 }, "hold-expiring": { on: false, days: 1 } });
    await scanReminders();
    await runJobs();
    expect(await staffRows()).toEqual([]);

    await settingsWith({});
    await scanReminders(yesterday());
    await runJobs();
    expect(await staffRows()).toEqual([]);
    await scanReminders();
    await runJobs();
    expect((await staffRows()).map((row) => row.key)).toContain(`quote-expiring:${quote.id}:2d`);
  });

  test("a shipment ready for pickup 7 days ago e-mails its receiver and reminds the receiving office, once", async () => {
    await seedRateCard();
    const shipment = await seedShipment({
      receiver: { name: "Aïcha Koné", phone: "+225 07 12 34 56", email: "aicha@example.com", city: "Abidjan" },
    });
    const readyAt = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    await getDb().updateTable("shipments").set({ status: "ready-for-pickup" }).where("id", "=", shipment.id).execute();
    await getDb()
      .insertInto("shipment_events")
      .values({
        id: newId(),
        shipment_id: shipment.id,
        sequence: 99,
        status: "ready-for-pickup",
        place: "Abidjan",
        public_note: "",
        internal_note: "",
        office: "abidjan",
        recorded_at: readyAt(6),
        recorded_by: null,
        recorded_by_name: null,
        batch_event_id: null,
      })
      .execute();
    await scanReminders();
    await runJobs();
    expect(await mails("reminder-pickup-waiting")).toEqual([]);

    await getDb()
      .updateTable("shipment_events")
      .set({ recorded_at: readyAt(7) })
      .where("sequence", "=", 99)
      .execute();
    await scanReminders();
    await scanReminders();
    await runJobs(2);
    const sent = await mails("reminder-pickup-waiting");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toContain("aicha@example.com");
    expect(sent[0]!.locale).toBe("fr");
    expect((await staffRows()).map((row) => [row.kind, row.office])).toEqual([["pickup-waiting", "abidjan"]]);
  });

  test("a passport expiring less than six months after the departure reminds the enquiry's assignee", async () => {
    const { enquiry, departure } = await seedBooking({ daysAhead: 60 });
    await getDb()
      .updateTable("enquiries")
      .set({ passport_expires_on: addDays(departure.startDate, 200) })
      .where("id", "=", enquiry.id)
      .execute();
    await scanReminders();
    await runJobs();
    expect((await staffRows()).filter((row) => row.kind === "passport-expiring")).toEqual([]);

    const soon = addDays(departure.startDate, 150);
    await getDb().updateTable("enquiries").set({ passport_expires_on: soon }).where("id", "=", enquiry.id).execute();
    await scanReminders();
    await runJobs();
    expect((await staffRows()).filter((row) => row.kind === "passport-expiring").map((row) => row.key)).toEqual([
      `passport-expiring:${enquiry.id}:${soon}`,
    ]);
  });

  test("a review is asked two days after the trip ended, not the day after, once", async () => {
    const { booking, departure } = await seedBooking({ daysAhead: 90, locale: "ar" });
    await getDb().updateTable("bookings").set({ status: "confirmed" }).where("id", "=", booking.id).execute();
    // An 8-day tour that left 9 days ago ended 2 days ago.
    await getDb()
      .updateTable("departures")
      .set({ start_date: addDays(agencyToday(), -9) })
      .where("id", "=", departure.id)
      .execute();
    await scanReminders(yesterday());
    await runJobs();
    expect(await mails("reminder-review-request")).toEqual([]);
    await scanReminders();
    await scanReminders();
    await runJobs();
    const sent = await mails("reminder-review-request");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.html_body).toContain('dir="rtl"');
  });

  test("Today lists the reminders due for the person and their office; Done is once and audited", async () => {
    const today = agencyToday();
    const row = (key: string, patch: { office?: string | null; assignee_id?: string | null; due_day?: string }) => ({
      id: newId(),
      key,
      kind: "hold-expiring",
      record_kind: "quote",
      record_id: "q1",
      reference: "Q-2026-0001",
      label: key,
      office: null,
      assignee_id: null,
      due_day: today,
      created_at: new Date().toISOString(),
      done_at: null,
      done_by: null,
      done_by_name: null,
      ...patch,
    });
    await getDb()
      .insertInto("reminders")
      .values([
        row("mine", { assignee_id: "user-amina", office: "abidjan" }),
        row("beirut-office", { office: "beirut" }),
        row("abidjan-office", { office: "abidjan" }),
        row("someone-else", { assignee_id: "user-other", office: "beirut" }),
        row("tomorrow", { office: "beirut", due_day: addDays(today, 1) }),
        row("overdue", { due_day: addDays(today, -3) }),
      ])
      .execute();
    const listed = await todayReminders({ id: "user-amina", office: "beirut" }, today);
    const labels = listed.reminders.map((reminder) => reminder.text.split("— ")[1]);
    // The overdue first, then today's.
    expect(labels[0]).toBe("overdue");
    expect(labels.slice(1).sort()).toEqual(["beirut-office", "mine"]);
    expect(listed.reminders[0]!.overdue).toBe(true);
    const noOffice = await todayReminders({ id: "user-amina", office: null }, today);
    expect(noOffice.reminders).toHaveLength(4);

    const id = listed.reminders.find((reminder) => reminder.mine)!.id;
    expect(await markReminderDone(id, { id: "user-amina", name: "Amina" }, AMINA)).toBe("done");
    expect(await markReminderDone(id, { id: "user-amina", name: "Amina" }, AMINA)).toBe("already");
    expect(await markReminderDone("no-such-reminder", { id: "user-amina", name: "Amina" }, AMINA)).toBe("missing");
    const audit = await getDb().selectFrom("audit_log").select(["action", "entity_id"]).where("entity", "=", "reminder").execute();
    expect(audit).toEqual([{ action: "done", entity_id: id }]);
    expect((await todayReminders({ id: "user-amina", office: "beirut" }, today)).reminders).toHaveLength(2);
  });

  test("Done through the dashboard's form: signed out it changes nothing, a bad intent is a 400, twice says already done", async () => {
    const id = newId();
    await getDb()
      .insertInto("reminders")
      .values({
        id,
        key: "departure-soon:d1:7d",
        kind: "departure-soon",
        record_kind: "departure",
        record_id: "d1",
        reference: "2026-12-04",
        label: "Bali",
        office: null,
        assignee_id: null,
        due_day: agencyToday(),
        created_at: new Date().toISOString(),
        done_at: null,
        done_by: null,
        done_by_name: null,
      })
      .execute();
    const path = `/admin/reminders/${id}/done`;
    const doneAt = async () =>
      (await getDb().selectFrom("reminders").select("done_at").where("id", "=", id).executeTakeFirstOrThrow()).done_at;

    const signedOut = await run(reminderDone.action, postRequest(path, { intent: "done" }), { id });
    // The admin gate answers before the action: nothing is marked.
    expect(signedOut.status).not.toBe(302);
    expect(await doneAt()).toBeNull();
    const cookie = await signedInCookie("editor");
    expect((await run(reminderDone.action, postRequest(path, { intent: "remove" }, { cookie }), { id })).status).toBe(400);
    expect(await doneAt()).toBeNull();

    const first = await run(reminderDone.action, postRequest(path, { intent: "done" }, { cookie }), { id });
    expect([first.status, first.location, titleOf(first)]).toEqual([302, "/admin", "Reminder done"]);
    const stamped = await doneAt();
    const again = await run(reminderDone.action, postRequest(path, { intent: "done" }, { cookie }), { id });
    expect(titleOf(again)).toBe("Already done");
    expect(await doneAt()).toBe(stamped);
    expect(
      (await run(reminderDone.action, postRequest("/admin/reminders/nope/done", { intent: "done" }, { cookie }), { id: "nope" })).status,
    ).toBe(404);
  });

  test("Settings → Reminders: an admin's change is saved and audited, a bad delay is a 400 that changes nothing, an editor gets 403", async () => {
    const admin = await signedInCookie("admin");
    const path = "/admin/settings/reminders";
    const refused = await run(
      reminderSettings.action,
      postRequest(path, reminderSettingsForm({ "hold-expiring.days": "0" }), { cookie: admin }),
    );
    expect(refused.status).toBe(400);
    expect(await getReminderSettings()).toEqual(REMINDER_DEFAULTS);

    const saved = await run(reminderSettings.action, postRequest(path, reminderSettingsForm(), { cookie: admin }));
    expect([saved.status, titleOf(saved)]).toEqual([302, "Reminder settings saved"]);
    const settings = await getReminderSettings();
    expect(settings["balance-due"]).toEqual({ on: true, firstDays: 10, secondDays: 2 });
    expect(settings["hold-expiring"]).toEqual({ on: false, days: 1 });
    const audit = await getDb().selectFrom("audit_log").select("entity_id").where("entity", "=", "setting").execute();
    expect(audit).toEqual([{ entity_id: "reminders" }]);

    const editor = await signedInCookie("editor");
    expect((await run(reminderSettings.action, postRequest(path, reminderSettingsForm(), { cookie: editor }))).status).toBe(403);
  });
});
