import { expect, test } from "vitest";
import { money } from "~/domain/money";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { releaseBooking } from "~/server/enquiries/bookings.server";
import { getDb } from "~/server/platform/db.server";
import { addDeparture, getDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { acceptQuote, createQuote, getQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { getTour } from "~/server/catalogue/tours.server";
import * as destinationsScreen from "~/routes/admin/catalogue/destinations";
import * as toursScreen from "~/routes/admin/catalogue/tours";
import { ORIGIN, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Deleting a tour or a destination asks first and says what else goes (issue #23); a tour
 * whose departures hold seats is refused, by the server too.
 */

const TODAY = "2027-03-01";
const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "203.0.113.7", requestId: "request-1" };

/** A published tour with one departure on which a customer's accepted quote holds 2 seats. */
async function tourWithHeldSeats() {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
  const departure = await addDeparture(tour.id, {
    startDate: "2027-05-01",
    status: "scheduled",
    price: null,
    capacity: 12,
    seatsBooked: 0,
  });
  const enquiry = await addEnquiry(
    { name: "Rania Haddad", email: "rania@example.com", phone: "+961 1 234 567", subject: "Tour Booking", message: "Two of us in May." },
    "sender-rania",
  );
  const { quote, token } = await withAuditOrigin(RIMA, async () => {
    const made = await createQuote(
      {
        departureId: departure.id,
        currency: "USD",
        validUntil: "2027-03-15",
        note: "",
        lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: money(1299) }],
        enquiryId: enquiry.id,
        locale: enquiry.locale,
        perUsdMicros: null,
        rateDay: null,
      },
      TODAY,
    );
    const sent = await sendQuote(made.id, made.version, enquiry.email, TODAY);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    return { quote: sent.quote, token: sent.token! };
  });
  const accepted = await acceptQuote(token, TODAY);
  if (accepted.status !== "accepted") throw new Error(`not accepted: ${accepted.status}`);
  return { tour, departure, quote };
}

describeEachDatabase("what a delete affects", () => {
  test("a tour whose departures hold seats is not deleted (409, nothing gone); released, it is, and its quote stays", async () => {
    const cookie = await signedInCookie("editor");
    const { tour, departure, quote } = await tourWithHeldSeats();

    // The question (the page without JavaScript, and the dialog's load) names what goes with it.
    const asked = await run(toursScreen.loader, new Request(`${ORIGIN}/admin/tours?delete=${tour.id}`, { headers: { Cookie: cookie } }));
    expect(asked.body.pendingDelete).toMatchObject({ id: tour.id });
    expect(asked.body.deleteEffects).toEqual({
      kind: "tour",
      departures: 1,
      photos: 0,
      quotes: 1,
      enquiries: 0,
      bookedSeats: 2,
      bookings: 0,
    });

    // Posted anyway (a stale page, a crafted request): refused by the server.
    const refused = await run(
      toursScreen.action,
      postRequest("/admin/tours", { intent: "delete", id: tour.id, version: String(tour.version) }, { cookie }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.problem.description).toBe(
      "This tour cannot be deleted: 2 seats are held or confirmed on its departures. Release or move those bookings first, or unpublish the tour instead.",
    );
    expect(await getTour(tour.id)).not.toBeNull();
    expect(await getDeparture(departure.id, TODAY)).toMatchObject({ seatsHeld: 2 });
    const booking = await getDb()
      .selectFrom("bookings")
      .select(["id", "version", "status"])
      .where("quote_id", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe("held");

    // Released, the booking no longer holds the tour: the question says what goes, and the delete goes ahead.
    expect((await releaseBooking(booking.id, Number(booking.version), TODAY)).status).toBe("ok");
    const again = await run(toursScreen.loader, new Request(`${ORIGIN}/admin/tours?delete=${tour.id}`, { headers: { Cookie: cookie } }));
    expect(again.body.deleteEffects).toMatchObject({ departures: 1, quotes: 1, bookedSeats: 0, bookings: 1 });
    const deleted = await run(
      toursScreen.action,
      postRequest("/admin/tours", { intent: "delete", id: tour.id, version: String(tour.version) }, { cookie }),
    );
    expect(deleted.status).toBe(302);
    expect(await getTour(tour.id)).toBeNull();
    // The customer's quote stays, without its departure.
    expect(await getQuote(quote.id)).toMatchObject({ id: quote.id, departureId: null });
  });

  test("deleting a destination names its tours and is refused while it has them, as before", async () => {
    const cookie = await signedInCookie("editor");
    await seedDestination({ title: "Bali" }, "bali");
    await seedTour({ title: "Bali Island Escape" });
    const asked = await run(
      destinationsScreen.loader,
      new Request(`${ORIGIN}/admin/destinations?delete=bali`, { headers: { Cookie: cookie } }),
    );
    expect(asked.body.deleteEffects).toEqual({ kind: "destination", tours: 1, photos: 0 });
    const refused = await run(
      destinationsScreen.action,
      postRequest("/admin/destinations", { intent: "delete", id: "bali", version: "1" }, { cookie }),
    );
    expect(refused.status).toBe(409);
  });
});
