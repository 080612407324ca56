import ICAL from "ical.js";
import { beforeEach, expect, test } from "vitest";
import * as calendarFeedRoute from "~/routes/calendar-feed";
import * as calendarScreen from "~/routes/admin/calendar/calendar";
import * as feedScreen from "~/routes/admin/accounts/account-calendar-feed";
import * as enquiryScreen from "~/routes/admin/enquiries/enquiry";
import type { CalendarEntry } from "~/domain/calendar";
import { addDays, agencyToday } from "~/domain/departures";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { createQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { recordPayment } from "~/server/money/payments.server";
import { getDb } from "~/server/platform/db.server";
import { seedBatch } from "./cargo-helpers";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { asAmina, seedBooking } from "./money-helpers";
import { renderScreen, shownText } from "./screen-render";

/**
 * The calendar (issue #28): a fixed data set's entries on their days with their links, the
 * filters, refused parameters, the private feed's address rules and what it carries (a
 * reference and a first name, never an e-mail, a phone or a surname), and an enquiry's key dates.
 */

let cookie: string;
const today = agencyToday();

/** A customer whose every detail is distinctive, so the feed can be searched for any of them. */
const RANIA = { first: "Rania", surname: "Zakhourelle", email: "rania.zakhourelle@unusual-mail.test", phone: "+961 71 987 654" };

async function calendarOf(query: string): Promise<{ status: number; entries: CalendarEntry[]; body: any }> {
  const outcome = await run(calendarScreen.loader, getRequest(`/admin/calendar?${query}`, cookie));
  return { status: outcome.status, entries: outcome.body?.entries ?? [], body: outcome.body };
}

/** The entries of the agenda of the month a day is in. */
async function agendaAround(day: string, extra = ""): Promise<CalendarEntry[]> {
  const { status, entries } = await calendarOf(`month=${day.slice(0, 7)}&view=agenda${extra}`);
  expect(status).toBe(200);
  return entries;
}

async function seedRaniaBooking() {
  const seeded = await seedBooking({ daysAhead: 90, office: "beirut" });
  await getDb()
    .updateTable("enquiries")
    .set({ name: `${RANIA.first} ${RANIA.surname}`, email: RANIA.email, phone: RANIA.phone })
    .where("id", "=", seeded.enquiry.id)
    .execute();
  return seeded;
}

async function seedEnquiry(kind: "visa" | "air" | "cargo", office: "beirut" | "abidjan" | "monrovia" = "beirut") {
  const enquiry = await addEnquiry(
    { name: `${RANIA.first} ${RANIA.surname}`, email: RANIA.email, phone: RANIA.phone, subject: `A ${kind} enquiry`, message: "Hello" },
    `sender-${kind}-${office}`,
  );
  await getDb().updateTable("enquiries").set({ kind, office }).where("id", "=", enquiry.id).execute();
  return enquiry;
}

/** A quote sent and not answered, valid until `validUntil`. */
async function seedSentQuote(validUntil: string) {
  const enquiry = await seedEnquiry("air", "abidjan");
  return asAmina(async () => {
    const quote = await createQuote({
      departureId: null,
      currency: "USD",
      validUntil,
      note: "",
      lines: [{ kind: "other", description: "Flight", quantity: 1, unitPrice: { amountMinor: 50_000, currency: "USD" } }],
      enquiryId: enquiry.id,
      locale: "en",
      perUsdMicros: null,
      rateDay: null,
    });
    const sent = await sendQuote(quote.id, quote.version, RANIA.email);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    return quote;
  });
}

function keyDatesPost(id: string, fields: Record<string, string>) {
  return run(enquiryScreen.action, postRequest(`/admin/messages/${id}`, { intent: "key-dates", ...fields }, { cookie }), { id });
}

async function enquiryVersion(id: string): Promise<number> {
  const row = await getDb().selectFrom("enquiries").select("version").where("id", "=", id).executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Makes a feed address through the account's page, as a person does: the post, then the page that shows it once. */
async function makeFeedAddress(): Promise<string> {
  const posted = await run(feedScreen.action, postRequest("/admin/account/calendar-feed", { intent: "renew" }, { cookie }));
  expect([posted.status, posted.location]).toEqual([302, "/admin/account/calendar-feed"]);
  const made = posted
    .headers!.getSetCookie()
    .find((value) => value.startsWith("cw_calendar_feed="))!
    .split(";")[0]!;
  const shown = await run(feedScreen.loader, getRequest("/admin/account/calendar-feed", `${cookie}; ${made}`));
  expect(shown.status).toBe(200);
  const address = new URL(shown.body.address as string);
  // Shown once: the page cleared what carried it.
  expect(shown.headers!.getSetCookie().some((value) => value.startsWith("cw_calendar_feed=;"))).toBe(true);
  return address.pathname;
}

async function feedAt(path: string) {
  return run(calendarFeedRoute.loader, getRequest(path), { file: path.split("/").at(-1)! });
}

describeEachDatabase("the calendar", () => {
  beforeEach(async () => {
    cookie = await signedInCookie("editor");
  });

  test("a fixed data set's departure, hold, quote end, balance due, batch legs and key dates are on their days, each linking to its record", async () => {
    const { booking, quote, departure } = await seedRaniaBooking();
    const sent = await seedSentQuote(addDays(today, 10));
    const batch = await seedBatch({ departureDate: addDays(today, 20), arrivalDate: addDays(today, 22) });
    const visa = await seedEnquiry("visa");
    const air = await seedEnquiry("air");
    await getDb()
      .updateTable("enquiries")
      .set({ visa_appointment_at: `${addDays(today, 30)}T10:30` })
      .where("id", "=", visa.id)
      .execute();
    await getDb()
      .updateTable("enquiries")
      .set({ ticketing_deadline: addDays(today, 40) })
      .where("id", "=", air.id)
      .execute();
    const held = await getDb().selectFrom("bookings").select("held_until").where("id", "=", booking.id).executeTakeFirstOrThrow();

    const expected: [string, string, string][] = [
      [`departure:${departure.id}`, departure.startDate, `/admin/tours/${encodeURIComponent(departure.tourId)}#departures`],
      [`hold:${booking.id}`, held.held_until, `/admin/quotes/${quote.id}`],
      [`quote:${sent.id}`, addDays(today, 10), `/admin/quotes/${sent.id}`],
      // The default terms: the balance 30 days before the departure.
      [`balance:${booking.id}`, addDays(today, 60), `/admin/quotes/${quote.id}`],
      [`cargo-departs:${batch.id}`, addDays(today, 20), `/admin/batches/${batch.id}`],
      [`cargo-arrives:${batch.id}`, addDays(today, 22), `/admin/batches/${batch.id}`],
      [`visa:${visa.id}`, addDays(today, 30), `/admin/messages/${visa.id}`],
      [`ticketing:${air.id}`, addDays(today, 40), `/admin/messages/${air.id}`],
    ];
    for (const [uid, day, href] of expected) {
      const entry = (await agendaAround(day)).find((candidate) => candidate.uid === uid);
      expect(entry, uid).toMatchObject({ day, href });
    }
    const departureEntry = (await agendaAround(departure.startDate)).find((entry) => entry.kind === "departure")!;
    // 40 seats, 2 held by the booking.
    expect(departureEntry.seatsLeft).toBe(38);

    // The month grid shows the balance in its day's cell, linked, and marks today.
    const month = addDays(today, 60).slice(0, 7);
    const loaded = await calendarOf(`month=${month}`);
    const page = renderScreen(calendarScreen, `/admin/calendar?month=${month}`, { pattern: "calendar", loaderData: loaded.body });
    const cell = page.split(`data-day="${addDays(today, 60)}"`)[1]!.split("</td>")[0]!;
    expect(cell).toContain(`href="/admin/quotes/${quote.id}"`);
    expect(shownText(cell)).toContain(`Balance due — ${quote.number} (Rania)`);
    const thisMonth = renderScreen(calendarScreen, "/admin/calendar", { pattern: "calendar", loaderData: (await calendarOf("")).body });
    expect(thisMonth).toMatch(new RegExp(`<td[^>]*data-day="${today}"[^>]*aria-current="date"`));
  });

  test("a balance paid in full leaves the calendar, one partly paid stays; a released booking has none", async () => {
    const { booking } = await seedRaniaBooking();
    const due = addDays(today, 60);
    const shown = async () => (await agendaAround(due)).map((entry) => entry.uid);
    const pay = (amountMinor: number) =>
      asAmina(() =>
        recordPayment({ accountKind: "booking", accountId: booking.id, currency: "USD", office: "beirut", amountMinor, method: "cash" }),
      );
    expect(await shown()).toContain(`balance:${booking.id}`);
    // Two seats at $1,000: the deposit of 30 % and part of the balance.
    expect(await pay(100_000)).toMatchObject({ status: "ok" });
    expect(await shown()).toContain(`balance:${booking.id}`);
    expect(await pay(100_000)).toMatchObject({ status: "ok" });
    expect(await shown()).not.toContain(`balance:${booking.id}`);

    const other = await seedRaniaBooking();
    expect(await shown()).toContain(`balance:${other.booking.id}`);
    await getDb().updateTable("bookings").set({ status: "released" }).where("id", "=", other.booking.id).execute();
    expect(await shown()).not.toContain(`balance:${other.booking.id}`);
  });

  test("a booking's kept terms decide its balance's day, however far before the departure", async () => {
    const { booking } = await seedRaniaBooking();
    // Accepted when the terms asked the balance 75 days before: due 15 days from today, not 60.
    await getDb().updateTable("bookings").set({ balance_days: 75 }).where("id", "=", booking.id).execute();
    const entry = (await agendaAround(addDays(today, 15))).find((candidate) => candidate.uid === `balance:${booking.id}`);
    expect(entry?.day).toBe(addDays(today, 15));
    expect((await agendaAround(addDays(today, 60))).find((candidate) => candidate.uid === `balance:${booking.id}`)).toBeUndefined();
  });

  test("the kind and office filters keep only what they name; departures go with every office", async () => {
    const { booking, departure } = await seedRaniaBooking();
    const batch = await seedBatch({ departureDate: addDays(today, 60), arrivalDate: addDays(today, 61) });
    const day = addDays(today, 60);

    const cargoOnly = await agendaAround(day, "&kind=cargo");
    expect(cargoOnly.length).toBeGreaterThan(0);
    expect(new Set(cargoOnly.map((entry) => entry.kind))).toEqual(new Set(["cargo"]));

    const twoKinds = [
      ...(await agendaAround(day, "&kind=balance&kind=departure")),
      ...(await agendaAround(departure.startDate, "&kind=balance&kind=departure")),
    ];
    expect(new Set(twoKinds.map((entry) => entry.kind))).toEqual(new Set(["balance", "departure"]));

    // Abidjan: the batch arrives there (it leaves Beirut); the Beirut booking's balance is not Abidjan's.
    const abidjan = (await agendaAround(day, "&office=abidjan")).map((entry) => entry.uid);
    expect(abidjan).toContain(`cargo-arrives:${batch.id}`);
    expect(abidjan).not.toContain(`cargo-departs:${batch.id}`);
    expect(abidjan).not.toContain(`balance:${booking.id}`);
    const beirut = (await agendaAround(day, "&office=beirut")).map((entry) => entry.uid);
    expect(beirut).toEqual(expect.arrayContaining([`cargo-departs:${batch.id}`, `balance:${booking.id}`]));
    for (const office of ["abidjan", "beirut"]) {
      expect((await agendaAround(departure.startDate, `&office=${office}`)).map((entry) => entry.uid)).toContain(
        `departure:${departure.id}`,
      );
    }
  });

  test("a month, view, kind or office given wrong is a 400 that says which, and the page says it", async () => {
    const cases: [string, string][] = [
      ["month=2026-13", "That month is not one the calendar knows"],
      ["month=yesterday", "That month is not one the calendar knows"],
      ["view=week", "Choose the month grid or the agenda."],
      ["kind=party", "Choose the kinds from the list."],
      ["kind=cargo&kind=%3Cscript%3E", "Choose the kinds from the list."],
      ["office=paris", "Choose an office from the list."],
    ];
    for (const [query, message] of cases) {
      const outcome = await run(calendarScreen.loader, getRequest(`/admin/calendar?${query}`, cookie));
      expect(outcome.status, query).toBe(400);
      expect(String(outcome.body), query).toContain(message);
    }
    // Without a session, the admin gate answers first.
    const anonymous = await run(calendarScreen.loader, getRequest("/admin/calendar"));
    expect(anonymous.status).toBe(302);
  });

  test("a feed address serves valid iCalendar with a reference and a first name only; unknown ones are 404; renewing ends the old one", async () => {
    const { quote } = await seedRaniaBooking();
    const visa = await seedEnquiry("visa");
    await getDb()
      .updateTable("enquiries")
      .set({ visa_appointment_at: `${addDays(today, 5)}T09:15` })
      .where("id", "=", visa.id)
      .execute();

    const first = await makeFeedAddress();
    expect(first).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const stored = await getDb().selectFrom("calendar_feeds").select("token_hash").executeTakeFirstOrThrow();
    // Only the hash is kept.
    expect(first).not.toContain(stored.token_hash);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const feed = await feedAt(first);
    expect(feed.status).toBe(200);
    expect(feed.headers!.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers!.get("Cache-Control")).toBe("private, no-store");
    const text = feed.body as string;
    const component = new ICAL.Component(ICAL.parse(text) as any[]);
    const events = component.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain(`Balance due — ${quote.number} (Rania)`);
    const appointment = events.find((event) => event.uid === `visa:${visa.id}@cedar-travel`)!;
    expect(appointment.startDate.isDate).toBe(false);
    // 09:15 in Beirut is 06:15 or 07:15 UTC, by the season.
    expect(["06:15", "07:15"]).toContain(appointment.startDate.toJSDate().toISOString().slice(11, 16));
    for (const secret of [RANIA.surname, RANIA.email, RANIA.phone, "987 654", "unusual-mail"]) {
      expect(text.replace(/\r\n[ \t]/g, "")).not.toContain(secret);
    }

    for (const path of [
      "/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
      "/calendar/not-a-token.ics",
      `${first.slice(0, -4)}.txt`,
    ]) {
      expect((await feedAt(path)).status, path).toBe(404);
    }

    // The account page says there is one; renewing ends the first.
    const account = await run((await import("~/routes/admin/accounts/account")).loader, getRequest("/admin/account", cookie));
    expect(account.body.calendarFeed).not.toBeNull();
    const second = await makeFeedAddress();
    expect(second).not.toBe(first);
    expect((await feedAt(first)).status).toBe(404);
    expect((await feedAt(second)).status).toBe(200);
    expect(await getDb().selectFrom("calendar_feeds").select("user_id").execute()).toHaveLength(1);
  });

  test("the confirmation is a page of its own: a GET never makes an address, and a post without intent is refused", async () => {
    const page = await run(feedScreen.loader, getRequest("/admin/account/calendar-feed", cookie));
    expect(page.body).toMatchObject({ hasFeed: false, address: null });
    expect(await getDb().selectFrom("calendar_feeds").select("user_id").execute()).toHaveLength(0);
    const refused = await run(feedScreen.action, postRequest("/admin/account/calendar-feed", { intent: "other" }, { cookie }));
    expect(refused.status).toBe(400);
    expect(await getDb().selectFrom("calendar_feeds").select("user_id").execute()).toHaveLength(0);
  });

  test("key dates are recorded and cleared at the enquiry's version, with messages for bad input and a 409 for a stale form", async () => {
    const visa = await seedEnquiry("visa");
    const version = await enquiryVersion(visa.id);
    const day = addDays(today, 12);

    const refusals: [Record<string, string>, string, string][] = [
      [{ visaDay: "2026-02-30" }, "visaDay", "Give a date as the calendar shows it."],
      [{ visaTime: "10:30" }, "visaDay", "Give the appointment's day too."],
      [{ visaDay: day, visaTime: "25:00" }, "visaTime", "Give a time as HH:MM, 00:00 to 23:59."],
      [{ passport: "soon" }, "passport", "Give a date as the calendar shows it."],
    ];
    for (const [fields, field, message] of refusals) {
      const refused = await keyDatesPost(visa.id, { version: String(version), ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.keyDates.errors[field]).toBe(message);
      expect(refused.body.keyDates.values).toMatchObject(fields);
    }
    expect(await enquiryVersion(visa.id)).toBe(version);

    const saved = await keyDatesPost(visa.id, { version: String(version), visaDay: day, visaTime: "10:30", passport: "2027-01-31" });
    expect([saved.status, saved.toast]).toEqual([302, { type: "success", title: "Key dates saved" }]);
    const row = await getDb()
      .selectFrom("enquiries")
      .select(["visa_appointment_at", "passport_expires_on", "ticketing_deadline", "version"])
      .where("id", "=", visa.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ visa_appointment_at: `${day}T10:30`, passport_expires_on: "2027-01-31", ticketing_deadline: null });
    expect(Number(row.version)).toBe(version + 1);
    const timeline = await enquiryTimeline(visa.id, new Date());
    expect(timeline.map((entry) => entry.summary)).toContain(`Visa appointment: ${day} 10:30; Passport expiry: 2027-01-31`);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select("changes")
      .where("entity_id", "=", visa.id)
      .where("action", "=", "update")
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.changes!))).toContainEqual({
      visaAppointmentAt: [null, `${day}T10:30`],
      passportExpiresOn: [null, "2027-01-31"],
    });
    // The calendar shows it, with its time.
    expect((await agendaAround(day)).find((entry) => entry.uid === `visa:${visa.id}`)).toMatchObject({ time: "10:30" });

    // A form opened before that save: refused, nothing changed, what was typed kept.
    const stale = await keyDatesPost(visa.id, { version: String(version), visaDay: addDays(day, 1) });
    expect(stale.status).toBe(409);
    expect(stale.body.keyDates).toMatchObject({ conflict: true, values: { visaDay: addDays(day, 1) } });
    const same = await keyDatesPost(visa.id, { version: String(version + 1), visaDay: day, visaTime: "10:30", passport: "2027-01-31" });
    expect(same.status).toBe(400);

    const cleared = await keyDatesPost(visa.id, { version: String(version + 1), visaDay: "", visaTime: "", passport: "" });
    expect(cleared.status).toBe(302);
    expect(
      await getDb()
        .selectFrom("enquiries")
        .select(["visa_appointment_at", "passport_expires_on"])
        .where("id", "=", visa.id)
        .executeTakeFirst(),
    ).toEqual({ visa_appointment_at: null, passport_expires_on: null });

    // A cargo enquiry has no key dates; a post without a version is refused.
    const cargo = await seedEnquiry("cargo");
    expect((await keyDatesPost(cargo.id, { version: "1", passport: day })).status).toBe(400);
    expect((await keyDatesPost(visa.id, { visaDay: day })).status).toBe(400);

    // The screen shows the block for a visa enquiry, with the stored values.
    const loaded = await run(enquiryScreen.loader, getRequest(`/admin/messages/${visa.id}`, cookie), { id: visa.id });
    const page = renderScreen(enquiryScreen, `/admin/messages/${visa.id}`, { pattern: "messages/:id", loaderData: loaded.body });
    expect(shownText(page)).toContain("Key dates");
    expect(page).toContain('name="visaDay"');
    expect(page).not.toContain('name="ticketing"');
  });
});
