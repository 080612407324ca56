import { expect, test } from "vitest";
import { money } from "~/domain/money";
import type { QuoteInput } from "~/domain/quote-form";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import {
  confirmBooking,
  listBookingsByDeparture,
  passengerList,
  releaseBooking,
  seatsInComingDays,
} from "~/server/enquiries/bookings.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import { getDb } from "~/server/platform/db.server";
import { addDeparture, getDeparture, publicTourDates } from "~/server/catalogue/departures.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { getPublicTour } from "~/server/catalogue/public-catalogue.server";
import {
  acceptQuote,
  countQuotesAwaitingAnswer,
  createQuote,
  declineQuote,
  getQuote,
  getQuoteByToken,
  quoteTimelineEntries,
  reviseQuote,
  sendQuote,
  updateDraftQuote,
  withdrawQuote,
} from "~/server/enquiries/quotes.server";
import * as quoteForm from "~/routes/admin/quotes/quote-form";
import * as quoteScreen from "~/routes/admin/quotes/quote";
import * as customerQuote from "~/routes/public/quote";
import { addRate } from "~/server/platform/currencies.server";
import { postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/** The agency's day the tests run on, the departure's, and the quote's last day. */
const TODAY = "2027-03-01";
const LEAVES = "2027-05-01";
const VALID_UNTIL = "2027-03-15";

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "203.0.113.7", requestId: "request-1" };
const asRima = <T>(work: () => Promise<T>) => withAuditOrigin(RIMA, work);

async function departureWith(seats: { capacity: number; seatsBooked: number }) {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
  const departure = await addDeparture(tour.id, { startDate: LEAVES, status: "scheduled", price: null, ...seats });
  return { tour, departure };
}

async function enquiry(name = "Rania Haddad", email = "rania@example.com") {
  return addEnquiry({ name, email, phone: "+961 1 234 567", subject: "Tour Booking", message: "Two of us in May." }, `sender-${email}`);
}

function input(departureId: string | null, party: { adults: number; children?: number }): QuoteInput {
  return {
    departureId,
    currency: "USD",
    validUntil: VALID_UNTIL,
    note: "",
    lines: [
      { kind: "adult", description: "Adult seat", quantity: party.adults, unitPrice: money(1299) },
      ...(party.children ? [{ kind: "child" as const, description: "Child seat", quantity: party.children, unitPrice: money(650) }] : []),
    ],
  };
}

/** A quote made and sent by Rima; returns it with the customer's token. */
async function sentQuote(departureId: string | null, party: { adults: number; children?: number }, who = enquiry()) {
  const { id, email, locale } = await who;
  return asRima(async () => {
    const quote = await createQuote({ ...input(departureId, party), enquiryId: id, locale, perUsdMicros: null, rateDay: null }, TODAY);
    const sent = await sendQuote(quote.id, quote.version, email, TODAY);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    return { quote: sent.quote, token: sent.token! };
  });
}

describeEachDatabase("quotes and bookings", ({ dialect }) => {
  test("numbers are sequential per year and unique when many quotes are created at once", async () => {
    const { id, locale } = await enquiry();
    const make = (day: string) =>
      asRima(() => createQuote({ ...input(null, { adults: 1 }), enquiryId: id, locale, perUsdMicros: null, rateDay: null }, day));
    const numbers = (await Promise.all(Array.from({ length: 20 }, () => make(TODAY)))).map((quote) => quote.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `Q-2027-${String(index + 1).padStart(4, "0")}`));
    expect((await make("2028-01-02")).number).toBe("Q-2028-0001");
  });

  test(`20 customers accepting at once for the last 3 seats hold exactly 3 [${dialect}]`, { timeout: 60_000 }, async () => {
    const { tour, departure } = await departureWith({ capacity: 12, seatsBooked: 9 });
    const quotes = [];
    for (let index = 0; index < 20; index++) {
      quotes.push(await sentQuote(departure.id, { adults: 1 }, enquiry(`Customer ${index}`, `customer${index}@example.com`)));
    }
    const before = await readContentVersion();
    const results = await Promise.all(quotes.map(({ token }) => acceptQuote(token, TODAY)));

    expect(results.filter((result) => result.status === "accepted")).toHaveLength(3);
    expect(results.filter((result) => result.status === "no-seats")).toHaveLength(17);
    const held = await getDb().selectFrom("bookings").select(["seats", "status"]).where("departure_id", "=", departure.id).execute();
    expect(held.map((row) => [Number(row.seats), row.status])).toEqual([
      [1, "held"],
      [1, "held"],
      [1, "held"],
    ]);
    // The quotes that found no seat no longer await an answer: they failed, and the agency is told
    // (issue #23); the departure shows full on the tour page at once.
    const statuses = await getDb().selectFrom("quotes").select("status").execute();
    expect(statuses.filter((row) => row.status === "failed")).toHaveLength(17);
    expect(statuses.filter((row) => row.status === "sent")).toHaveLength(0);
    expect(await readContentVersion()).toBeGreaterThan(before);
    const dates = await publicTourDates((await getPublicTour(tour.id))!, { currency: "USD", locale: "en", today: TODAY });
    expect(dates.months[0]!.departures[0]).toMatchObject({ availability: "full", bookable: false });
  });

  test("accepting holds the party's seats until the hold's day; past it they come back by themselves", async () => {
    const { tour, departure } = await departureWith({ capacity: 9, seatsBooked: 4 });
    const { quote, token } = await sentQuote(departure.id, { adults: 2, children: 1 });

    const accepted = await acceptQuote(token, TODAY);
    expect(accepted).toMatchObject({ status: "accepted", booking: { seats: 3, adults: 2, children: 1, heldUntil: "2027-03-08" } });
    expect((await getQuote(quote.id))!.status).toBe("accepted");
    expect((await getDeparture(departure.id, TODAY))!).toMatchObject({ seatsBooked: 4, seatsHeld: 3 });
    const seatsOn = async (today: string) =>
      (await publicTourDates((await getPublicTour(tour.id))!, { currency: "USD", locale: "en", today })).months[0]!.departures[0]!
        .seatsLeft;
    expect(await seatsOn("2027-03-08")).toBe(2);
    // The day after the hold's last day: nobody released it, and its seats are free again.
    expect(await seatsOn("2027-03-09")).toBe(5);
    expect((await getDeparture(departure.id, "2027-03-09"))!.seatsHeld).toBe(0);
    expect((await seatsInComingDays(60, "2027-03-05")).held).toBe(3);
    expect((await seatsInComingDays(60, "2027-03-09")).held).toBe(0);

    const timeline = await quoteTimelineEntries(quote.enquiryId, new Date("2027-03-10T12:00:00Z"));
    expect(timeline.map((entry) => [entry.type, entry.actorName])).toEqual([
      ["created", "Rima"],
      ["sent", "Rima"],
      ["accepted", "Customer"],
      ["released", "System"],
    ]);
    expect(timeline[3]!.summary).toBe(`Hold of quote ${quote.number} lapsed: 3 seats free again`);
    // The hold lapsed at the agency's midnight (Beirut, UTC+2 in March).
    expect(timeline[3]!.at).toBe("2027-03-08T22:00:00.000Z");
  });

  test("staff confirm a hold (its seats become booked) or release it; each change follows the version shown", async () => {
    const { departure } = await departureWith({ capacity: 12, seatsBooked: 4 });
    const first = await sentQuote(departure.id, { adults: 2 });
    const second = await sentQuote(departure.id, { adults: 1, children: 1 }, enquiry("Karim", "karim@example.com"));
    const a = await acceptQuote(first.token, TODAY);
    const b = await acceptQuote(second.token, TODAY);
    if (a.status !== "accepted" || b.status !== "accepted") throw new Error("not accepted");

    // A stale version is refused and changes nothing.
    expect((await asRima(() => confirmBooking(a.booking!.id, a.booking!.version + 1, TODAY))).status).toBe("conflict");
    const confirmed = await asRima(() => confirmBooking(a.booking!.id, a.booking!.version, TODAY));
    expect(confirmed).toMatchObject({ status: "ok", booking: { status: "confirmed" } });
    expect((await getDeparture(departure.id, TODAY))!).toMatchObject({ seatsBooked: 6, seatsHeld: 2 });
    // The same version again: the booking moved on since.
    expect((await asRima(() => confirmBooking(a.booking!.id, a.booking!.version, TODAY))).status).toBe("conflict");

    const released = await asRima(() => releaseBooking(b.booking!.id, b.booking!.version, TODAY));
    expect(released).toMatchObject({ status: "ok", booking: { status: "released" } });
    expect((await getDeparture(departure.id, TODAY))!).toMatchObject({ seatsBooked: 6, seatsHeld: 0 });
    // A confirmed booking released gives its seats back to the departure.
    if (confirmed.status !== "ok") throw new Error("not confirmed");
    expect(await asRima(() => releaseBooking(a.booking!.id, confirmed.booking.version, TODAY))).toMatchObject({ status: "ok" });
    expect((await getDeparture(departure.id, TODAY))!.seatsBooked).toBe(4);

    const audit = await getDb().selectFrom("audit_log").select(["action", "entity", "actor_name", "changes"]).orderBy("id").execute();
    expect(audit.filter((row) => row.entity === "booking").map((row) => [row.action, row.actor_name])).toEqual([
      ["confirm", "Rima"],
      ["release", "Rima"],
      ["release", "Rima"],
    ]);
    // The departure's seats booked moved through its own audited write.
    const departureRows = audit.filter((row) => row.entity === "departure" && row.action === "update");
    expect(departureRows.map((row) => JSON.parse(row.changes!).seatsBooked)).toEqual([
      [4, 6],
      [6, 4],
    ]);
    const timeline = await quoteTimelineEntries(a.quote.enquiryId);
    expect(timeline.map((entry) => entry.type)).toEqual(["created", "sent", "accepted", "hold-confirmed", "released"]);
  });

  test("an expired hold is confirmed only while its seats are still free", async () => {
    const { departure } = await departureWith({ capacity: 4, seatsBooked: 0 });
    const first = await sentQuote(departure.id, { adults: 3 });
    const second = await sentQuote(departure.id, { adults: 2 }, enquiry("Karim", "karim@example.com"));
    const accepted = await acceptQuote(first.token, TODAY);
    if (accepted.status !== "accepted") throw new Error("not accepted");
    // After the hold's day its seats went to someone else.
    const later = "2027-03-10";
    await getDb().updateTable("quotes").set({ valid_until: "2027-03-20" }).where("id", "=", second.quote.id).execute();
    expect((await acceptQuote(second.token, later)).status).toBe("accepted");
    expect((await asRima(() => confirmBooking(accepted.booking!.id, accepted.booking!.version, later))).status).toBe("no-seats");
    const list = await listBookingsByDeparture({ today: later });
    expect(list[0]!.bookings.map((line) => line.state)).toEqual(["expired", "held"]);
    expect(list[0]!.passengers).toBe(2);
  });

  test("an expired quote, an answered one and a wrong token cannot be accepted", async () => {
    const { departure } = await departureWith({ capacity: 12, seatsBooked: 0 });
    const { quote, token } = await sentQuote(departure.id, { adults: 2 });
    expect(await acceptQuote(token, "2027-03-16")).toMatchObject({ status: "not-open" });
    expect(await acceptQuote("x".repeat(43), TODAY)).toEqual({ status: "not-found" });
    expect(await acceptQuote("not a token", TODAY)).toEqual({ status: "not-found" });
    expect(await getDb().selectFrom("bookings").selectAll().execute()).toEqual([]);

    expect((await declineQuote(token, TODAY)).status).toBe("declined");
    expect((await acceptQuote(token, TODAY)).status).toBe("not-open");
    expect((await getQuote(quote.id))!.status).toBe("declined");
    expect(await countQuotesAwaitingAnswer(TODAY)).toBe(0);
  });

  test("quote changes follow the version shown: a customer's answer after the screen was opened refuses a withdrawal", async () => {
    const { departure } = await departureWith({ capacity: 12, seatsBooked: 0 });
    const { quote, token } = await sentQuote(departure.id, { adults: 2 });
    expect(await acceptQuote(token, TODAY)).toMatchObject({ status: "accepted" });
    const withdrawn = await asRima(() => withdrawQuote(quote.id, quote.version, TODAY));
    expect(withdrawn.status).toBe("conflict");
    expect((await getQuote(quote.id))!.status).toBe("accepted");
    const current = (await getQuote(quote.id))!;
    // At the current version the state refuses it: an accepted quote has its booking.
    expect((await asRima(() => withdrawQuote(quote.id, current.version, TODAY))).status).toBe("refused");

    const draft = await asRima(async () => {
      const { id, locale } = await enquiry("Karim", "karim@example.com");
      return createQuote({ ...input(null, { adults: 1 }), enquiryId: id, locale, perUsdMicros: null, rateDay: null }, TODAY);
    });
    const edit = { ...input(null, { adults: 3 }), perUsdMicros: null, rateDay: null };
    expect((await asRima(() => updateDraftQuote(draft.id, edit, draft.version + 1, TODAY))).status).toBe("conflict");
    const saved = await asRima(() => updateDraftQuote(draft.id, edit, draft.version, TODAY));
    expect(saved).toMatchObject({ status: "ok", quote: { version: 2, total: money(3 * 1299) } });
    const rows = await getDb()
      .selectFrom("audit_log")
      .select(["action", "entity_id", "changes"])
      .where("entity", "=", "quote")
      .orderBy("id")
      .execute();
    const update = rows.find((row) => row.action === "update" && row.entity_id === draft.id)!;
    expect(JSON.parse(update.changes!).total).toEqual([money(1299), money(3 * 1299)]);
  });

  test("a revision is a new draft of the same number; the old one stays readable, superseded, and its link cannot accept", async () => {
    const { departure } = await departureWith({ capacity: 12, seatsBooked: 0 });
    const { quote, token } = await sentQuote(departure.id, { adults: 2 });
    const revised = await asRima(() =>
      reviseQuote(quote.id, quote.version, { validUntil: "2027-03-20", perUsdMicros: null, rateDay: null }, TODAY),
    );
    if (revised.status !== "ok") throw new Error(revised.status);
    expect(revised.revision).toMatchObject({ number: quote.number, revision: 2, status: "draft", previousId: quote.id, hasLink: false });
    expect(revised.revision!.lines).toEqual(quote.lines);
    expect(await getQuoteByToken(token)).toMatchObject({ id: quote.id, status: "superseded" });
    expect((await acceptQuote(token, TODAY)).status).toBe("not-open");

    const again = await asRima(() => sendQuote(revised.revision!.id, revised.revision!.version, "rania@example.com", TODAY));
    if (again.status !== "ok") throw new Error(again.status);
    expect(again.token).not.toBe(token);
    expect((await acceptQuote(again.token!, TODAY)).status).toBe("accepted");
    const timeline = await quoteTimelineEntries(quote.enquiryId);
    expect(timeline.map((entry) => [entry.type, entry.number])).toEqual([
      ["created", quote.number],
      ["sent", quote.number],
      ["revised", quote.number],
      ["created", quote.number],
      ["sent", quote.number],
      ["accepted", quote.number],
    ]);
    expect(timeline[2]!.summary).toBe(`Quote ${quote.number} revised: revision 2 drafted, this one superseded`);
    expect(timeline[5]!.summary).toBe(`Quote ${quote.number} (revision 2) accepted; 2 seats held until 2027-03-08`);
  });

  test("the timeline says a quote expired unanswered, at the agency's midnight after its last day", async () => {
    const { quote } = await sentQuote(null, { adults: 1 });
    const entries = await quoteTimelineEntries(quote.enquiryId, new Date("2027-03-20T00:00:00Z"));
    expect(entries.at(-1)).toMatchObject({ type: "expired", actorName: "System", at: "2027-03-15T22:00:00.000Z" });
    expect(await countQuotesAwaitingAnswer("2027-03-15")).toBe(1);
    expect(await countQuotesAwaitingAnswer("2027-03-16")).toBe(0);
  });

  test("the passenger list holds the active holds and confirmed bookings with the lead's contact", async () => {
    const { departure } = await departureWith({ capacity: 12, seatsBooked: 0 });
    const { token } = await sentQuote(departure.id, { adults: 2, children: 2 });
    await acceptQuote(token, TODAY);
    const rows = await passengerList(departure.id, TODAY);
    expect(rows.map((row) => [row.leadName, row.email, row.phone, row.adults, row.children, row.state, row.quoteNumber])).toEqual([
      ["Rania Haddad", "rania@example.com", "+961 1 234 567", 2, 2, "held", "Q-2027-0001"],
    ]);
    expect(await passengerList(departure.id, "2027-03-09")).toEqual([]);
  });

  test("the quote form fills a departure's prices at the day's rate, keeps what was typed when refused, and saves a draft", async () => {
    const { departure } = await departureWith({ capacity: 12, seatsBooked: 0 });
    const { id: enquiryId } = await enquiry();
    const cookie = await signedInCookie("editor");
    await withAuditOrigin(RIMA, () => addRate({ currency: "XOF", rate: 600_000_000, appliesFrom: "2026-01-01", latestId: "" }, RIMA));
    const path = `/admin/messages/${enquiryId}/quotes/new`;
    const post = (form: Record<string, string>) => run(quoteForm.action, postRequest(path, form, { cookie }), { enquiryId });
    const typed = {
      departureId: departure.id,
      currency: "XOF",
      validUntil: "2099-12-31",
      note: "Breakfast included.",
      "lines[0].kind": "adult",
      "lines[0].description": "Old adult line",
      "lines[0].quantity": "2",
      "lines[0].unitPrice": "1",
      "lines[1].kind": "other",
      "lines[1].description": "Airport transfer",
      "lines[1].quantity": "1",
      "lines[1].unitPrice": "15000",
    };

    const filled = await post({ ...typed, intent: "fill" });
    expect(filled.status).toBe(200);
    expect(filled.body.values.lines).toEqual([
      { kind: "adult", description: expect.stringMatching(/^Bali Island Escape, .*: adult$/), quantity: "2", unitPrice: "779400" },
      { kind: "other", description: "Airport transfer", quantity: "1", unitPrice: "15000" },
    ]);
    expect(filled.body.values.note).toBe("Breakfast included.");
    expect(filled.body.rateText).toMatch(/^Rate kept with the quote: 1 USD = 600 XOF/);

    const added = await post({ ...typed, intent: "add-line" });
    expect(added.body.values.lines).toHaveLength(3);
    const removed = await post({ ...typed, intent: "remove-line:0" });
    expect(removed.body.values.lines).toEqual([{ kind: "other", description: "Airport transfer", quantity: "1", unitPrice: "15000" }]);
    expect((await post({ ...typed, intent: "delete" })).status).toBe(400);

    // A refused save: the messages by field, and everything typed comes back; nothing is stored.
    const refused = await post({ ...typed, intent: "save", "lines[1].unitPrice": "15000.5" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "lines[1].unitPrice": "XOF prices are whole numbers." });
    expect(refused.body.values["lines"][1].unitPrice).toBe("15000.5");
    expect(await getDb().selectFrom("quotes").selectAll().execute()).toEqual([]);

    const saved = await post({ ...typed, intent: "save" });
    expect(saved.status).toBe(302);
    const quoteId = saved.location!.split("/").at(-1)!;
    const quote = (await getQuote(quoteId))!;
    expect(quote).toMatchObject({
      status: "draft",
      currency: "XOF",
      perUsdMicros: 600_000_000,
      total: { amountMinor: 15_002, currency: "XOF" },
    });

    // Sent without e-mail set up: the link is given once, on the next page, to copy.
    const sent = await run(quoteScreen.action, postRequest(`/admin/quotes/${quoteId}`, { intent: "send", version: "1" }, { cookie }), {
      id: quoteId,
    });
    expect(sent.status).toBe(302);
    expect(sent.toast).toMatchObject({ title: "Quote ready to send" });
    const stale = await run(quoteScreen.action, postRequest(`/admin/quotes/${quoteId}`, { intent: "withdraw", version: "1" }, { cookie }), {
      id: quoteId,
    });
    expect(stale.status).toBe(409);
    expect((await getQuote(quoteId))!.status).toBe("sent");
    const events = await quoteTimelineEntries(enquiryId);
    expect(events.at(-1)!.summary).toBe(`Quote ${quote.number} sent to rania@example.com: no e-mail is set up; the link was given to copy`);
  });

  test("the customer's page is a 404 for a wrong link, and an answer from another site is refused", async () => {
    const { token } = await sentQuote(null, { adults: 1 });
    const wrong = "B".repeat(43);
    expect((await run(customerQuote.loader, new Request(`http://localhost:3000/quote/${wrong}`), { token: wrong })).status).toBe(404);
    const page = await run(customerQuote.loader, new Request(`http://localhost:3000/fr/quote/${token}`), { token });
    expect(page.status).toBe(200);
    expect(page.body.quote).toMatchObject({ state: "sent", customerName: "Rania Haddad", total: "1\u202f299\u00a0$" });
    expect(page.headers!.get("Cache-Control")).toBe("private, no-store");
    const foreign = await run(
      customerQuote.action,
      postRequest(`/quote/${token}`, { intent: "accept" }, { origin: "https://evil.example" }),
      { token },
    );
    expect(foreign.status).toBe(403);
    const accepted = await run(customerQuote.action, postRequest(`/fr/quote/${token}`, { intent: "accept" }), { token });
    expect([accepted.status, accepted.location]).toEqual([303, `/fr/quote/${token}`]);
    const again = await run(customerQuote.action, postRequest(`/quote/${token}`, { intent: "decline" }), { token });
    expect(again.status).toBe(409);
  });
});
