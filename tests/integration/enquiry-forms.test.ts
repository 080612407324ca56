import { expect, test, vi } from "vitest";
import { problem } from "~/content/problem";
import { addDays, agencyToday } from "~/domain/departures";
import { formatAdminDay } from "~/domain/enquiries";
import { CONTACT_RATE_LIMIT } from "~/domain/contact";
import { translatorFor } from "~/server/platform/messages.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { getDb } from "~/server/platform/db.server";
import { listEnquiries } from "~/server/enquiries/enquiries.server";
import * as contactRoute from "~/routes/public/contact";
import * as airRoute from "~/routes/public/enquire-air";
import * as cargoRoute from "~/routes/public/enquire-cargo";
import * as tourRoute from "~/routes/public/enquire-tour";
import * as visaRoute from "~/routes/public/enquire-visa";
import { loadTourChoice } from "~/routes/public/enquire.server";
import { readVisitor } from "~/server/platform/visitor.server";
import * as enquiriesScreen from "~/routes/admin/enquiries/enquiries";
import * as enquiryScreen from "~/routes/admin/enquiries/enquiry";
import * as quoteForm from "~/routes/admin/quotes/quote-form";
import { addRate } from "~/server/platform/currencies.server";
import { withAuditOrigin } from "~/server/accounts/audit.server";
import { CURRENCY_COOKIE } from "~/domain/currencies";
import { getRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { log } from "~/server/platform/log.server";

/**
 * The tour, air ticket, cargo and visa forms (issue #13), through their route actions and
 * loaders: each stores its kind, fields and language; each refuses like the contact form.
 */
const SITE = process.env.SITE_URL!;
const today = agencyToday();
const inDays = (days: number) => addDays(today, days);

const person = { name: "Rania Haddad", email: "rania@example.com", phone: "+961 1 234 567", message: "" };

function post(path: string, fields: Record<string, string>, origin = SITE): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ website: "", ...fields }),
  });
}

type Action = (args: any) => Promise<unknown>;
const submit = (action: Action, path: string, fields: Record<string, string>, address?: string) =>
  run(action, post(path, fields), {}, { address });

const AIR = {
  ...person,
  from: "Beirut",
  to: "Paris",
  trip: "return",
  departDate: inDays(20),
  returnDate: inDays(30),
  passengers: "2",
  cabin: "economy",
};
const CARGO = {
  ...person,
  fromOffice: "beirut",
  toOffice: "other",
  toPlace: "Freetown, Sierra Leone",
  contents: "Spare parts for generators",
  weightKg: "120",
  size: "3 crates",
  pickupDate: inDays(5),
};
const VISA = { ...person, destination: "France", nationality: "Lebanese", travelDate: inDays(40), applicants: "3" };

/** The stored row, as the table holds it. */
async function storedRows() {
  return getDb().selectFrom("enquiries").selectAll().orderBy("created_at").execute();
}

async function tourWithDepartures() {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape" });
  const open = await addDeparture(tour.id, { startDate: inDays(30), capacity: 12, seatsBooked: 9, status: "scheduled", price: null });
  const full = await addDeparture(tour.id, { startDate: inDays(45), capacity: 10, seatsBooked: 10, status: "scheduled", price: null });
  const cancelled = await addDeparture(tour.id, { startDate: inDays(60), capacity: 10, seatsBooked: 0, status: "cancelled", price: null });
  return { tour, open, full, cancelled };
}

describeEachDatabase("enquiry forms", () => {
  test("the currency the visitor browses in is kept with the enquiry, and a quote for it starts in that currency", async () => {
    const { tour, open } = await tourWithDepartures();
    const request = post("/enquire/tour", { ...person, tourId: tour.id, departureId: open.id, adults: "2", children: "0" });
    request.headers.set("Cookie", `${CURRENCY_COOKIE}=XOF`);
    expect(await run(tourRoute.action, request)).toMatchObject({ status: 302 });
    const [row] = await storedRows();
    expect(row).toMatchObject({ kind: "tour", currency: "XOF" });

    const cookie = await signedInCookie("editor");
    const path = `/admin/messages/${row!.id}/quotes/new`;
    const newQuote = async () => (await run(quoteForm.loader, getRequest(path, cookie), { enquiryId: row!.id })).body.values;
    // Without a rate for francs yet, the quote starts in dollars.
    expect(await newQuote()).toMatchObject({ currency: "USD", departureId: open.id, lines: [{ kind: "adult", quantity: "2" }] });
    const origin = { actor: { id: "user-editor", name: "Test editor" }, ip: "203.0.113.7", requestId: "r" };
    await withAuditOrigin(origin, () => addRate({ currency: "XOF", rate: 600_000_000, appliesFrom: "2026-01-01", latestId: "" }, origin));
    expect(await newQuote()).toMatchObject({
      currency: "XOF",
      lines: [{ kind: "adult", quantity: "2", unitPrice: expect.stringMatching(/^\d/) }],
    });
    expect((await run(enquiryScreen.loader, getRequest(`/admin/messages/${row!.id}`, cookie), { id: row!.id })).body.enquiry.currency).toBe(
      "XOF",
    );
  });

  test("an air ticket enquiry is stored with its kind, route, dates, passengers, class and language", async () => {
    const sent = await submit(airRoute.action, "/fr/enquire/air", { ...AIR, message: "Window seats if possible." });
    expect(sent).toMatchObject({ status: 302, location: "/fr/enquire/air" });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      kind: "air",
      subject: "Air ticket: Beirut → Paris",
      message: "Window seats if possible.",
      name: "Rania Haddad",
      phone: "+961 1 234 567",
      locale: "fr",
      tour_id: null,
      departure_id: null,
    });
    expect(JSON.parse(row!.details!)).toEqual({
      from: "Beirut",
      to: "Paris",
      trip: "return",
      departDate: inDays(20),
      returnDate: inDays(30),
      passengers: 2,
      cabin: "economy",
    });
  });

  test("a cargo enquiry is stored with its route, what is sent, weight, size and pickup day", async () => {
    expect(await submit(cargoRoute.action, "/enquire/cargo", CARGO)).toMatchObject({ status: 302, location: "/enquire/cargo" });
    const [enquiry] = (await listEnquiries({ folder: "inbox", kind: "cargo" }, 1)).rows;
    expect(enquiry).toMatchObject({
      kind: "cargo",
      subject: "Cargo: Beirut → Freetown, Sierra Leone",
      message: "",
      locale: "en",
      details: {
        fromOffice: "beirut",
        fromPlace: null,
        toOffice: "other",
        toPlace: "Freetown, Sierra Leone",
        contents: "Spare parts for generators",
        weightKg: 120,
        size: "3 crates",
        pickupDate: inDays(5),
      },
    });
  });

  test("a visa enquiry is stored from the Arabic page as Arabic", async () => {
    expect(await submit(visaRoute.action, "/ar/enquire/visa", VISA)).toMatchObject({ status: 302, location: "/ar/enquire/visa" });
    const [enquiry] = (await listEnquiries({ folder: "inbox", kind: "visa" }, 1)).rows;
    expect(enquiry).toMatchObject({
      kind: "visa",
      subject: "Visa: France",
      locale: "ar",
      details: { destination: "France", nationality: "Lebanese", travelDate: inDays(40), applicants: 3 },
    });
  });

  test("a tour enquiry for a departure keeps the tour, the departure and its date; the visitor returns to the tour's form", async () => {
    const { tour, open } = await tourWithDepartures();
    const fields = { ...person, tourId: tour.id, departureId: open.id, preferredDate: inDays(90), adults: "2", children: "1" };
    expect(await submit(tourRoute.action, "/enquire/tour", fields)).toMatchObject({
      status: 302,
      location: `/enquire/tour?tour=${tour.id}`,
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({ kind: "tour", subject: "Tour: Bali Island Escape", tour_id: tour.id, departure_id: open.id });
    // A chosen departure is the date: the other date is not kept beside it.
    expect(JSON.parse(row!.details!)).toEqual({
      tourTitle: "Bali Island Escape",
      departureDate: inDays(30),
      preferredDate: null,
      adults: 2,
      children: 1,
    });
  });

  test("a tour enquiry for another date keeps that date and no departure", async () => {
    const { tour } = await tourWithDepartures();
    await submit(tourRoute.action, "/enquire/tour", {
      ...person,
      tourId: tour.id,
      departureId: "",
      preferredDate: inDays(100),
      adults: "4",
      children: "0",
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({ tour_id: tour.id, departure_id: null });
    expect(JSON.parse(row!.details!)).toMatchObject({ departureDate: null, preferredDate: inDays(100), adults: 4 });
  });

  test("a full, cancelled or other tour's departure, or an unknown tour, is refused by field and nothing is stored", async () => {
    const { tour, full, cancelled } = await tourWithDepartures();
    const other = await seedTour({ title: "Santorini Sunsets" });
    const otherDeparture = await addDeparture(other.id, {
      startDate: inDays(30),
      capacity: 8,
      seatsBooked: 0,
      status: "scheduled",
      price: null,
    });
    const base = { ...person, tourId: tour.id, adults: "2", children: "0" };
    const unavailable = translatorFor("en")("enquireErrors.departureUnavailable");
    for (const departureId of [full.id, cancelled.id, otherDeparture.id, "no-such-departure"]) {
      const refused = await submit(tourRoute.action, "/enquire/tour", { ...base, departureId });
      expect(refused, departureId).toMatchObject({
        status: 400,
        body: { fieldErrors: { departureId: unavailable }, values: { departureId } },
      });
    }
    const unknown = await submit(tourRoute.action, "/enquire/tour", { ...base, tourId: "no-such-tour" });
    expect(unknown).toMatchObject({ status: 400, body: { fieldErrors: { tourId: "Please choose a tour" } } });
    expect(await storedRows()).toEqual([]);
  });

  test("refusals come back with 400, the messages in the page's language and everything typed", async () => {
    const typed = { ...AIR, returnDate: inDays(10), passengers: "0" };
    const refused = await submit(airRoute.action, "/enquire/air", typed);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          returnDate: "The return date must be on or after the departure date",
          passengers: "Enter a number of passengers from 1 to 99",
        },
        values: typed,
      },
    });
    const arabic = await submit(visaRoute.action, "/ar/enquire/visa", { ...VISA, nationality: "", travelDate: inDays(-1) });
    expect(arabic.status).toBe(400);
    expect(arabic.body.fieldErrors).toEqual({ nationality: "يُرجى إدخال جنسيتك", travelDate: "هذا التاريخ قد مضى" });
    expect(await storedRows()).toEqual([]);
  });

  test("a filled or missing honeypot looks like success but stores nothing", async () => {
    expect(await submit(cargoRoute.action, "/enquire/cargo", { ...CARGO, website: "https://spam.example" })).toMatchObject({
      status: 302,
      location: "/enquire/cargo",
    });
    const withoutTrap = new Request(`${SITE}/enquire/visa`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams(VISA),
    });
    expect(await run(visaRoute.action, withoutTrap)).toMatchObject({ status: 302, location: "/enquire/visa" });
    expect(await storedRows()).toEqual([]);
  });

  test("the rate limit counts the contact form and the enquiry forms together", async () => {
    const address = "198.51.100.40";
    const contact = { ...person, subject: "Other", message: "Hello" };
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max - 1; sent++) {
      expect((await submit(contactRoute.action, "/contact", contact, address)).status).toBe(302);
    }
    expect((await submit(cargoRoute.action, "/enquire/cargo", CARGO, address)).status).toBe(302);
    const refused = await submit(visaRoute.action, "/enquire/visa", VISA, address);
    expect(refused).toMatchObject({ status: 429, body: { problem: problem(translatorFor("en")("contact.rateLimited")), values: VISA } });
    expect(await storedRows()).toHaveLength(CONTACT_RATE_LIMIT.max);
  });

  test("a post from another site is refused with 403", async () => {
    const foreign = await run(visaRoute.action, post("/enquire/visa", VISA, "https://evil.example"));
    expect(foreign.status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  test("a database failure answers 503 with the input kept", async () => {
    vi.spyOn(log, "error").mockImplementation(() => {});
    await getDb().schema.alterTable("enquiries").renameTo("enquiries_away").execute();
    try {
      const refused = await submit(visaRoute.action, "/enquire/visa", VISA);
      expect(refused).toMatchObject({ status: 503, body: { values: VISA } });
    } finally {
      await getDb().schema.alterTable("enquiries_away").renameTo("enquiries").execute();
      vi.restoreAllMocks();
    }
  });

  test("after sending, the form's page shows its confirmation once; another form's page does not", async () => {
    const sent = await run(cargoRoute.action, post("/enquire/cargo", CARGO), {}, { address: "203.0.113.9" });
    expect(sent.status).toBe(302);
    const cookie = sent
      .headers!.getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const page = (loader: Action, path: string, cookie: string) =>
      run(loader, new Request(`${SITE}${path}`, { headers: { Cookie: cookie } }));
    expect((await page(visaRoute.loader, "/enquire/visa", cookie)).body).toMatchObject({ kind: "visa", sent: false });
    const shown = await page(cargoRoute.loader, "/enquire/cargo", cookie);
    expect(shown.body).toMatchObject({ kind: "cargo", sent: true, today, lastDay: addDays(today, 730) });
    // The marker is cleared as it is shown.
    expect(shown.headers?.get("Set-Cookie")).toMatch(/cw_form_sent=;.*Max-Age=0/);
    expect((await page(cargoRoute.loader, "/enquire/cargo", "")).body).toMatchObject({ sent: false });
  });

  test("the tour form starts from the tour page's link: the tour, its open departures, the one of the date", async () => {
    const { tour, open } = await tourWithDepartures();
    const loadTourChoiceAt = async (path: string) => {
      const request = new Request(`${SITE}${path}`);
      return loadTourChoice(new URL(request.url), await readVisitor(request));
    };
    const choice = await loadTourChoiceAt(`/enquire/tour?tour=${tour.id}&date=${open.startDate}`);
    expect(choice).toMatchObject({ tour: { id: tour.id, title: "Bali Island Escape" }, departureId: open.id });
    // Full and cancelled departures are not offered.
    expect(choice.tour && choice.departures.map((departure) => departure.id)).toEqual([open.id]);
    expect(choice.tour && choice.departures[0]!.label).toContain("3 seats left");

    const french = await loadTourChoiceAt(`/fr/enquire/tour?tour=${tour.id}`);
    expect(french).toMatchObject({ departureId: null });
    expect(french.tour && french.departures[0]!.label).toContain("places");

    // No tour, or one that is not public: the tours to choose from.
    for (const query of ["", "?tour=no-such-tour"]) {
      expect(await loadTourChoiceAt(`/enquire/tour${query}`)).toEqual({
        tour: null,
        tours: [{ id: tour.id, title: "Bali Island Escape" }],
      });
    }
  });

  test("the admin list shows each enquiry's kind and keeps one kind with ?kind=", async () => {
    const { tour, open } = await tourWithDepartures();
    await submit(contactRoute.action, "/contact", { ...person, subject: "Feedback", message: "Lovely trip" });
    await submit(cargoRoute.action, "/enquire/cargo", CARGO);
    await submit(tourRoute.action, "/enquire/tour", { ...person, tourId: tour.id, departureId: open.id, adults: "2", children: "0" });
    const cookie = await signedInCookie("editor");
    const list = async (query: string) => (await run(enquiriesScreen.loader, getRequest(`/admin/messages${query}`, cookie))).body;

    const all = await list("");
    // Sent within the same millisecond or two: compared in any order.
    expect(all.page.rows.map((row: { subject: string; kind: string }) => [row.kind, row.subject]).sort()).toEqual([
      ["Cargo", "Cargo: Beirut → Freetown, Sierra Leone"],
      ["Contact", "Feedback"],
      ["Tour", "Tour: Bali Island Escape"],
    ]);
    const cargo = await list("?kind=cargo");
    expect(cargo).toMatchObject({
      filter: { kind: "cargo" },
      page: { total: 1, rows: [{ kind: "Cargo", about: "Beirut → Freetown, Sierra Leone" }] },
    });
    // An unknown kind shows every kind.
    const unknown = await list("?kind=boats");
    expect(unknown.filter.kind).toBeUndefined();
    expect(unknown.page.total).toBe(3);
  });

  test("the enquiry screen shows the kind and its fields; a tour enquiry links its tour and names the departure's date", async () => {
    const { tour, open } = await tourWithDepartures();
    await submit(tourRoute.action, "/enquire/tour", { ...person, tourId: tour.id, departureId: open.id, adults: "2", children: "1" });
    const [enquiry] = (await listEnquiries("inbox", 1)).rows;
    const cookie = await signedInCookie("editor");
    const screen = await run(enquiryScreen.loader, getRequest(`/admin/messages/${enquiry!.id}`, cookie), { id: enquiry!.id });
    expect(screen.body).toMatchObject({
      tour: { id: tour.id, title: "Bali Island Escape" },
      kind: {
        label: "Tour",
        details: {
          title: "Tour enquiry",
          facts: [
            ["Departure", formatAdminDay(open.startDate)],
            ["Adults", "2"],
            ["Children", "1"],
          ],
        },
      },
    });
  });
});
