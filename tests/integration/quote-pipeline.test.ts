import { expect, test } from "vitest";
import { money } from "~/domain/money";
import { addDays, agencyToday } from "~/domain/departures";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { releaseBooking } from "~/server/enquiries/bookings.server";
import { getDb } from "~/server/platform/db.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry, changeEnquiryStatus, getEnquiry } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { acceptQuote, createQuote, sendQuote } from "~/server/enquiries/quotes.server";
import * as enquiryScreen from "~/routes/admin/enquiries/enquiry";
import * as quoteForm from "~/routes/admin/quotes/quote-form";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/**
 * How quotes move the enquiry they answer (issue #13): sending one makes it Quoted and the
 * customer's acceptance Won, through the version rule and into its timeline with who did it;
 * the quote form starts from the tour form's departure and party; an enquiry holding seats is
 * not deleted with them.
 */

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "203.0.113.7", requestId: "request-1" };
const asRima = <T>(work: () => Promise<T>) => withAuditOrigin(RIMA, work);

async function departures() {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
  const today = agencyToday();
  const first = await addDeparture(tour.id, {
    startDate: addDays(today, 40),
    capacity: 10,
    seatsBooked: 0,
    status: "scheduled",
    price: null,
  });
  const second = await addDeparture(tour.id, {
    startDate: addDays(today, 70),
    capacity: 10,
    seatsBooked: 0,
    status: "scheduled",
    price: null,
  });
  return { tour, first, second, today };
}

async function quotedAndSent(enquiryId: string, departureId: string | null, today: string) {
  return asRima(async () => {
    const quote = await createQuote(
      {
        enquiryId,
        locale: "en",
        departureId,
        currency: "USD",
        validUntil: addDays(today, 14),
        note: "",
        lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: money(1299) }],
        perUsdMicros: null,
        rateDay: null,
      },
      today,
    );
    const sent = await sendQuote(quote.id, quote.version, "rania@example.com", today);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    return { quote: sent.quote, token: sent.token! };
  });
}

describeEachDatabase("quotes in the enquiry pipeline", () => {
  test("sending a quote makes the enquiry Quoted, the customer's acceptance Won; each step is on its timeline with who did it", async () => {
    const { first, today } = await departures();
    const enquiry = await addEnquiry(
      { name: "Rania Haddad", email: "rania@example.com", phone: null, subject: "Tour Booking", message: "Two of us." },
      "sender-rania",
    );
    expect(enquiry).toMatchObject({ status: "new", version: 1 });

    const { token } = await quotedAndSent(enquiry.id, first.id, today);
    const quoted = (await getEnquiry(enquiry.id))!;
    expect(quoted).toMatchObject({ status: "quoted", version: 2 });
    // A screen shown before the quote went out is stale.
    expect(await asRima(() => changeEnquiryStatus(enquiry.id, "lost", 1))).toEqual({ status: "conflict" });

    expect(await acceptQuote(token, today)).toMatchObject({ status: "accepted", booking: { seats: 2 } });
    expect((await getEnquiry(enquiry.id))!).toMatchObject({ status: "won", version: 3 });

    const timeline = (await enquiryTimeline(enquiry.id)).map((entry) => [entry.type, entry.actor, entry.summary]);
    // Newest first.
    expect(timeline).toEqual([
      ["status", "Rania Haddad", "Status changed from Quoted to Won"],
      ["quote-accepted", "Customer", expect.stringMatching(/accepted.*2 seats held/i)],
      ["status", "Rima", "Status changed from New to Quoted"],
      ["quote-sent", "Rima", expect.stringContaining("rania@example.com")],
      ["quote-created", "Rima", expect.stringContaining("$2,598")],
      ["received", "Rania Haddad", "Enquiry received"],
    ]);
    const audit = await getDb().selectFrom("audit_log").select(["action", "actor_name"]).where("entity", "=", "enquiry").execute();
    // The customer's acceptance is on the timeline, not in the staff's audit log.
    expect(audit.map((row) => [row.action, row.actor_name])).toEqual([["change-status", "Rima"]]);
  });

  test("a quote for a Won enquiry leaves it Won", async () => {
    const { first, today } = await departures();
    const enquiry = await addEnquiry(
      { name: "Omar", email: "omar@example.com", phone: null, subject: "Tour Booking", message: "Again please." },
      "sender-omar",
    );
    await asRima(() => changeEnquiryStatus(enquiry.id, "won", 1));
    await quotedAndSent(enquiry.id, first.id, today);
    expect((await getEnquiry(enquiry.id))!).toMatchObject({ status: "won", version: 2 });
  });

  test("a tour enquiry's new quote starts from the departure and party the customer chose", async () => {
    const { tour, second } = await departures();
    const enquiry = await addEnquiry(
      { name: "Rania Haddad", email: "rania@example.com", phone: null, subject: "Tour: Bali Island Escape", message: "" },
      "sender-rania",
      tour.id,
      "en",
      {
        kind: "tour",
        details: { tourTitle: "Bali Island Escape", departureDate: second.startDate, preferredDate: null, adults: 3, children: 2 },
        departureId: second.id,
      },
    );
    const cookie = await signedInCookie("editor");
    const path = `/admin/messages/${enquiry.id}/quotes/new`;
    const { body } = await run(quoteForm.loader, getRequest(path, cookie), { enquiryId: enquiry.id });
    expect(body.values.departureId).toBe(second.id);
    expect(body.values.lines.map((line: { kind: string; quantity: string }) => [line.kind, line.quantity])).toEqual([
      ["adult", "3"],
      ["child", "2"],
    ]);
  });

  test("an enquiry whose quote holds seats is not deleted until the booking is released", async () => {
    const { first, today } = await departures();
    const enquiry = await addEnquiry(
      { name: "Rania Haddad", email: "rania@example.com", phone: null, subject: "Tour Booking", message: "Two of us." },
      "sender-rania",
    );
    const { token } = await quotedAndSent(enquiry.id, first.id, today);
    const accepted = await acceptQuote(token, today);
    if (accepted.status !== "accepted" || !accepted.booking) throw new Error("not held");

    const cookie = await signedInCookie("editor");
    const remove = () =>
      run(enquiryScreen.action, postRequest(`/admin/messages/${enquiry.id}`, { intent: "delete" }, { cookie }), { id: enquiry.id });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.body.problem.description).toMatch(/Release the booking/);
    expect(await getEnquiry(enquiry.id)).not.toBeNull();

    await asRima(() => releaseBooking(accepted.booking!.id, accepted.booking!.version, today));
    expect((await remove()).status).toBe(302);
    expect(await getEnquiry(enquiry.id)).toBeNull();
  });
});
