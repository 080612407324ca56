import { afterAll, beforeEach, expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import { money } from "~/domain/money";
import type { QuoteInput } from "~/domain/quote-form";
import * as bookingsScreen from "~/routes/admin/quotes/bookings";
import * as quoteScreen from "~/routes/admin/quotes/quote";
import * as quoteForm from "~/routes/admin/quotes/quote-form";
import * as tourScreen from "~/routes/admin/catalogue/tour";
import * as customerQuote from "~/routes/public/quote";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { bookingOfQuote, confirmBooking } from "~/server/enquiries/bookings.server";
import { tourDeleteBlockers } from "~/server/enquiries/booking-changes/departures.server";
import { getDb } from "~/server/platform/db.server";
import { addDeparture, getDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry, assignEnquiry, getEnquiry } from "~/server/enquiries/enquiries.server";
import {
  acceptQuote,
  countQuotesAwaitingAnswer,
  createQuote,
  getQuote,
  listQuotes,
  quoteTimelineEntries,
  sendQuote,
} from "~/server/enquiries/quotes.server";
import { mailPart, mailParts, startSmtpInbox } from "../smtp-inbox";
import { getRequest, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Issue #23, items 1 and 4: a departure with bookings cannot vanish, cancelling it or releasing a
 * booking asks first and keeps a reason on the timeline (and may e-mail the customer in their
 * language), a quote is never sent for seats that do not exist, and an accept that finds no
 * seats is recorded, e-mailed to the assignee and leaves "awaiting answer". The environment is
 * read once per file, so the mail server starts before anything reads it.
 */
const smtp = await startSmtpInbox();
process.env.SMTP_URL = smtp.url;
process.env.MAIL_TO = "inbox@cedarwings.example";
afterAll(() => smtp.close());

const RIMA: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "203.0.113.7", requestId: "request-1" };
const asRima = <T>(work: () => Promise<T>) => withAuditOrigin(RIMA, work);

/** The screens' actions read the real agency day, so every date here is from it. */
const today = agencyToday();
const LEAVES = addDays(today, 60);

async function departureWith(seats: { capacity: number; seatsBooked: number }) {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
  const departure = await addDeparture(tour.id, { startDate: LEAVES, status: "scheduled", price: null, ...seats });
  return { tour, departure };
}

function input(departureId: string, adults: number): QuoteInput {
  return {
    departureId,
    currency: "USD",
    validUntil: addDays(today, 14),
    note: "",
    lines: [{ kind: "adult", description: "Adult seat", quantity: adults, unitPrice: money(1299) }],
  };
}

/** A quote for `adults` seats made by Rima for a customer writing in `locale`, sent. */
async function sentQuote(departureId: string, adults: number, customer: { name: string; email: string; locale?: "en" | "fr" | "ar" }) {
  const enquiry = await addEnquiry(
    { name: customer.name, email: customer.email, phone: null, subject: "Tour Booking", message: "Hello" },
    `sender-${customer.email}`,
    null,
    customer.locale ?? "en",
  );
  return asRima(async () => {
    const quote = await createQuote({
      ...input(departureId, adults),
      enquiryId: enquiry.id,
      locale: enquiry.locale,
      perUsdMicros: null,
      rateDay: null,
    });
    const sent = await sendQuote(quote.id, quote.version, enquiry.email);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    return { quote: sent.quote, token: sent.token!, enquiry };
  });
}

describeEachDatabase("bookings kept and customers told", () => {
  let cookie: string;
  beforeEach(async () => {
    smtp.messages.length = 0;
    cookie = await signedInCookie("editor");
  });

  test("a departure with held or confirmed seats cannot be deleted, not even by a crafted post; its quote keeps its departure", async () => {
    const { tour, departure } = await departureWith({ capacity: 10, seatsBooked: 0 });
    const { quote, token } = await sentQuote(departure.id, 2, { name: "Rania Haddad", email: "rania@example.com" });
    const accepted = await acceptQuote(token);
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    const path = `/admin/tours/${tour.id}`;
    const remove = () =>
      run(
        tourScreen.action,
        postRequest(path, { intent: "departure-delete", id: departure.id, version: String(departure.version) }, { cookie }),
        {
          id: tour.id,
        },
      );

    // Held: the screen says why Delete is off, and the server refuses all the same.
    const screen = await run(tourScreen.loader, getRequest(path, cookie), { id: tour.id });
    expect(screen.body.departures[0].deleteBlockers).toEqual([`2 seats held or booked by ${quote.number}`]);
    const held = await remove();
    expect(held.status).toBe(409);
    expect(held.body.problem.description).toBe(
      `This departure cannot be deleted: 2 seats held or booked by ${quote.number}. Cancel it instead.`,
    );

    // Confirmed: still refused.
    const booking = accepted.booking!;
    const confirmed = await asRima(() => confirmBooking(booking.id, booking.version));
    expect(confirmed.status).toBe("ok");
    const current = (await getDeparture(departure.id))!;
    const again = await run(
      tourScreen.action,
      postRequest(path, { intent: "departure-delete", id: departure.id, version: String(current.version) }, { cookie }),
      { id: tour.id },
    );
    expect(again.status).toBe(409);
    expect(again.body.problem.description).toMatch(/2 seats held or booked by Q-/);
    // The tour's own delete can ask the same.
    expect(await tourDeleteBlockers(tour.id)).toEqual([`${LEAVES}: 2 seats held or booked by ${quote.number}`]);

    expect(await getDeparture(departure.id)).not.toBeNull();
    expect(await bookingOfQuote(quote.id)).toMatchObject({ status: "confirmed", seats: 2 });
    const quotePage = await run(quoteScreen.loader, getRequest(`/admin/quotes/${quote.id}`, cookie), { id: quote.id });
    expect(quotePage.body.departure).toMatchObject({ title: "Bali Island Escape" });

    // A departure nothing holds is deleted once confirmed.
    const free = await addDeparture(tour.id, {
      startDate: addDays(today, 90),
      capacity: 8,
      seatsBooked: 0,
      status: "scheduled",
      price: null,
    });
    const deleted = await run(tourScreen.action, postRequest(path, { intent: "departure-delete", id: free.id, version: "1" }, { cookie }), {
      id: tour.id,
    });
    expect(deleted.status).toBe(302);
    expect(await getDeparture(free.id)).toBeNull();
  });

  test("cancelling a departure asks first, records the reason on each booking's timeline and e-mails the customer in French", async () => {
    const { tour, departure } = await departureWith({ capacity: 10, seatsBooked: 0 });
    const { quote, token, enquiry } = await sentQuote(departure.id, 2, {
      name: "Camille Martin",
      email: "camille@example.com",
      locale: "fr",
    });
    expect((await acceptQuote(token)).status).toBe("accepted");
    const path = `/admin/tours/${tour.id}`;
    const post = (fields: Record<string, string>) => run(tourScreen.action, postRequest(path, fields, { cookie }), { id: tour.id });
    const fields = { intent: "departure-cancel", id: departure.id, version: String(departure.version) };

    // The first post (the button without JavaScript) only asks.
    const asked = await post(fields);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ confirmCancel: true, departureId: departure.id });
    // No reason: refused, what was ticked comes back, nothing changed.
    const refused = await post({ ...fields, step: "confirmed", reason: "  ", mailCustomer: "on" });
    expect(refused.status).toBe(400);
    expect(refused.body.reasonOutcome).toMatchObject({ mail: true, error: "Say why, in a few words: the reason is kept on the timeline." });
    expect((await getDeparture(departure.id))!.status).toBe("scheduled");
    expect(smtp.messages).toHaveLength(0);

    const done = await post({ ...fields, step: "confirmed", reason: "The coach company went bankrupt", mailCustomer: "on" });
    expect(done.status).toBe(302);
    expect(done.toast).toMatchObject({ title: "Departure cancelled", description: expect.stringContaining("The customer was e-mailed.") });
    expect((await getDeparture(departure.id))!.status).toBe("cancelled");

    const entry = (await quoteTimelineEntries(enquiry.id)).find((candidate) => candidate.type === "departure-cancelled");
    expect(entry).toMatchObject({ actorName: "Test editor", quoteId: quote.id });
    expect(entry!.summary).toContain("Reason: The coach company went bankrupt");
    expect(entry!.summary).toContain("the customer was e-mailed");

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual(["camille@example.com"]);
    expect(mail!.headers.get("content-language")).toBe("fr");
    expect(mail!.headers.get("subject")).toMatch(/^Votre départ du .+ est annulé/);
    // The notice is HTML with a plain-text part (issue #28); the text part says it all.
    const text = mailPart(mail!, "text/plain") ?? "";
    expect(text).toContain("Bonjour Camille Martin");
    expect(text).toMatch(/Bali Island Escape du .+ \(devis Q-\d{4}-\d{4}\) est annulé/);
    for (const part of mailParts(mail!)) expect(part.body).not.toContain("bankrupt");
  });

  test("releasing a confirmed booking asks first, wants a reason, records it, and e-mails the customer only when asked", async () => {
    const { departure } = await departureWith({ capacity: 10, seatsBooked: 0 });
    const { quote, token, enquiry } = await sentQuote(departure.id, 3, { name: "Rania Haddad", email: "rania@example.com" });
    const accepted = await acceptQuote(token);
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    const confirmed = await asRima(() => confirmBooking(accepted.booking!.id, accepted.booking!.version));
    if (confirmed.status !== "ok") throw new Error(confirmed.status);
    expect((await getDeparture(departure.id))!.seatsBooked).toBe(3);
    const post = (fields: Record<string, string>) => run(bookingsScreen.action, postRequest("/admin/bookings", fields, { cookie }), {});
    const fields = { intent: "release-booking", bookingId: confirmed.booking.id, version: String(confirmed.booking.version) };

    const asked = await post(fields);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ releaseStep: confirmed.booking.id });
    const refused = await post({ ...fields, step: "confirmed", reason: "" });
    expect(refused.status).toBe(400);
    expect(await bookingOfQuote(quote.id)).toMatchObject({ status: "confirmed" });

    const done = await post({ ...fields, step: "confirmed", reason: "Deposit refunded: family emergency" });
    expect(done.status).toBe(302);
    expect(await bookingOfQuote(quote.id)).toMatchObject({ status: "released" });
    expect((await getDeparture(departure.id))!.seatsBooked).toBe(0);
    const entry = (await quoteTimelineEntries(enquiry.id)).find((candidate) => candidate.type === "released");
    expect(entry!.summary).toBe(
      `Booking of quote ${quote.number} released: 3 seats free again. Reason: Deposit refunded: family emergency`,
    );
    // The box was not ticked: nobody was e-mailed.
    expect(smtp.messages).toHaveLength(0);
  });

  test("a quote for more seats than are left is saved as a draft and shown short, but not sent", async () => {
    const { departure } = await departureWith({ capacity: 4, seatsBooked: 2 });
    const enquiry = await addEnquiry(
      { name: "Karim", email: "karim@example.com", phone: null, subject: "Tour Booking", message: "Four of us" },
      "sender-karim",
    );
    // The form offers the departure with its seats left.
    const form = await run(quoteForm.loader, getRequest(`/admin/messages/${enquiry.id}/quotes/new`, cookie), { enquiryId: enquiry.id });
    const choice = form.body.departures
      .flatMap((group: { departures: { id: string }[] }) => group.departures)
      .find((d: { id: string }) => d.id === departure.id);
    expect(choice).toMatchObject({ seatsLeft: 2 });

    const draft = await asRima(() =>
      createQuote({ ...input(departure.id, 4), enquiryId: enquiry.id, locale: "en", perUsdMicros: null, rateDay: null }),
    );
    const screen = await run(quoteScreen.loader, getRequest(`/admin/quotes/${draft.id}`, cookie), { id: draft.id });
    expect(screen.body.shortOfSeats).toBe(
      "This quote asks for 4 seats, but its departure has only 2 seats left: it cannot be sent. Revise the party or choose another departure.",
    );
    const sent = await run(
      quoteScreen.action,
      postRequest(`/admin/quotes/${draft.id}`, { intent: "send", version: String(draft.version) }, { cookie }),
      {
        id: draft.id,
      },
    );
    expect(sent.status).toBe(409);
    expect(sent.body.problem.description).toMatch(/only 2 seats left: it cannot be sent/);
    expect(await getQuote(draft.id)).toMatchObject({ status: "draft", hasLink: false });
    expect(smtp.messages).toHaveLength(0);
  });

  test("a failed accept is on the timeline, e-mailed to the assignee (else the inbox), and no longer awaits an answer", async () => {
    const { departure } = await departureWith({ capacity: 4, seatsBooked: 0 });
    const first = await sentQuote(departure.id, 3, { name: "Rania Haddad", email: "rania@example.com", locale: "ar" });
    const second = await sentQuote(departure.id, 3, { name: "Karim Saad", email: "karim@example.com" });
    const assignee = await getDb().selectFrom("users").select(["id", "email"]).where("id", "=", "user-editor").executeTakeFirstOrThrow();
    const enquiry = (await getEnquiry(first.enquiry.id))!;
    expect((await asRima(() => assignEnquiry(enquiry.id, assignee.id, enquiry.version))).status).toBe("ok");
    expect(await countQuotesAwaitingAnswer()).toBe(2);

    // Someone else takes 2 of the 4 seats before Rania answers.
    await getDb().updateTable("departures").set({ seats_booked: 2 }).where("id", "=", departure.id).execute();
    const answer = await run(customerQuote.action, postRequest(`/ar/quote/${first.token}`, { intent: "accept" }), { token: first.token });
    expect(answer.status).toBe(303);
    expect(await getQuote(first.quote.id)).toMatchObject({ status: "failed" });
    expect(await bookingOfQuote(first.quote.id)).toBeNull();
    // Out of "awaiting answer": the Quotes screen and the dashboard's figure.
    expect(await countQuotesAwaitingAnswer()).toBe(1);
    expect((await listQuotes({ awaiting: true })).map((listed) => listed.quote.id)).toEqual([second.quote.id]);

    const page = await run(customerQuote.loader, new Request(`http://localhost:3000/ar/quote/${first.token}`), { token: first.token });
    expect(page.body.quote.state).toBe("failed");

    const entry = (await quoteTimelineEntries(first.enquiry.id)).find((candidate) => candidate.type === "accept-failed");
    expect(entry).toMatchObject({ actorName: "Customer" });
    expect(entry!.summary).toBe(
      `The customer accepted quote ${first.quote.number} for 3 seats, but only 2 seats were left: nothing was booked; the assignee was e-mailed`,
    );
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual([assignee.email]);
    expect(smtp.messages[0]!.headers.get("subject")).toBe(`Quote ${first.quote.number}: Rania Haddad accepted, but the seats are gone`);
    expect(smtp.messages[0]!.body).toContain("only 2 seats were left");

    // Karim's enquiry has nobody assigned: the agency's inbox is told.
    const other = await run(customerQuote.action, postRequest(`/quote/${second.token}`, { intent: "accept" }), { token: second.token });
    expect(other.status).toBe(303);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([[assignee.email], ["inbox@cedarwings.example"]]);
    expect(await countQuotesAwaitingAnswer()).toBe(0);
  });
});
