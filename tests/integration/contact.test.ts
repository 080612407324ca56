import { expect, test, vi } from "vitest";
import { SITE_CONTENT_SAMPLE } from "~/content/site-content-sample";
import { problem } from "~/content/problem";
import { CONTACT_RATE_LIMIT } from "~/domain/contact";
import { translatorFor } from "~/server/platform/messages.server";
import { loadContactPrefill } from "~/routes/public/contact.server";
import { listEnquiries } from "~/server/enquiries/enquiries.server";
import * as contactRoute from "~/routes/public/contact";
import { run, seedDestination, seedTour } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { log } from "~/server/platform/log.server";

const english = translatorFor("en");
const bookingMessage = (title: string) => english("contact.bookingRequest", { tour: title });

const SITE = process.env.SITE_URL!;

const visitor = {
  name: "Rania Haddad",
  email: "rania@example.com",
  phone: "+961 1 234 567",
  subject: "General Inquiry",
  message: "Do you arrange visas for Côte d'Ivoire?",
};

function post(fields: Record<string, string>, options: { origin?: string; path?: string } = {}): Request {
  return new Request(`${SITE}${options.path ?? "/contact"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? SITE },
    // The form always sends its hidden trap field, empty.
    body: new URLSearchParams({ website: "", ...fields }),
  });
}

/** Posts the contact form through the route's action, from a given sender address. */
function submit(fields: Record<string, string>, options: { address?: string; origin?: string; path?: string } = {}) {
  return run(contactRoute.action, post(fields, options), {}, { address: options.address });
}

/** The visitor is sent back to a fresh /contact, where the banner shows once. */
const SENT = expect.objectContaining({ status: 302, location: "/contact" });

async function storedEnquiries() {
  return (await listEnquiries("inbox", 1)).rows;
}

async function aTour() {
  await seedDestination();
  return seedTour();
}

describeEachDatabase("contact form submissions", ({ db }) => {
  test("a valid message is stored unread with what the visitor typed", async () => {
    expect(await submit(visitor)).toEqual(SENT);
    const [stored] = await storedEnquiries();
    expect(stored).toMatchObject({ ...visitor, tourId: null, readAt: null, archivedAt: null, locale: "en" });
  });

  test("a message sent from the Arabic page is stored as Arabic and the visitor returns to the Arabic page", async () => {
    expect(await submit(visitor, { path: "/ar/contact" })).toEqual(expect.objectContaining({ status: 302, location: "/ar/contact" }));
    const [stored] = await storedEnquiries();
    expect(stored).toMatchObject({ ...visitor, locale: "ar" });
  });

  test("the French page refuses an empty name in French", async () => {
    const refused = await submit({ ...visitor, name: "" }, { path: "/fr/contact" });
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { name: "Veuillez saisir votre nom complet" } } });
  });

  test("invalid input is refused with 400, the messages and everything typed, and nothing is stored", async () => {
    const typed = { name: "Rania", email: "rania@", phone: "", subject: "", message: "Hello" };
    const refused = await submit(typed);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      fieldErrors: { email: "Please enter a valid email address", subject: "Please choose a subject" },
      values: typed,
    });
    expect(await storedEnquiries()).toEqual([]);
  });

  test("a filled honeypot looks like success but stores nothing", async () => {
    expect(await submit({ ...visitor, website: "https://spam.example" })).toEqual(SENT);
    expect(await storedEnquiries()).toEqual([]);
  });

  test("a post without the honeypot field, or with it twice, looks like success but stores nothing", async () => {
    const withoutTrap = new Request(`${SITE}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams(visitor),
    });
    expect(await run(contactRoute.action, withoutTrap)).toEqual(SENT);
    const twice = new URLSearchParams(visitor);
    twice.append("website", "");
    twice.append("website", "");
    const repeated = new Request(`${SITE}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: twice,
    });
    expect(await run(contactRoute.action, repeated)).toEqual(SENT);
    expect(await storedEnquiries()).toEqual([]);
  });

  test("a line break or control character in the name or phone, or a control character in the message, is refused by field", async () => {
    const typed = { ...visitor, name: "Rania\r\nBcc: all@example.com", phone: "+961\n1", message: "Hello\u0007 there" };
    const refused = await submit(typed);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      name: "Full Name must be a single line, without line breaks or control characters",
      phone: "Please enter a valid phone number",
      message: "Message must not contain control characters",
    });
    // Line breaks in the message itself are what a message is made of.
    expect(await submit({ ...visitor, message: "Hello,\r\nsee you in May.\tThanks" })).toEqual(SENT);
    expect((await storedEnquiries()).map((enquiry) => enquiry.message)).toEqual(["Hello,\r\nsee you in May.\tThanks"]);
  });

  test(`the ${CONTACT_RATE_LIMIT.max + 1}th message from one address within the window gets 429 and keeps the input`, async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent++) {
      expect(await submit(visitor, { address: "198.51.100.1" })).toEqual(SENT);
    }
    const refused = await submit({ ...visitor, message: "One more" }, { address: "198.51.100.1" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ problem: problem(english("contact.rateLimited")), values: { ...visitor, message: "One more" } });
    // Another sender is not affected.
    expect(await submit(visitor, { address: "198.51.100.2" })).toEqual(SENT);
    expect(await storedEnquiries()).toHaveLength(CONTACT_RATE_LIMIT.max + 1);
  });

  test("a message sent from a tour's booking link is stored with that tour; an unknown tour id is dropped", async () => {
    const tour = await aTour();
    await submit({ ...visitor, subject: "Tour Booking", message: bookingMessage(tour.title), tourId: tour.id });
    await submit({ ...visitor, name: "Second", tourId: "no-such-tour" });
    const byName = new Map((await storedEnquiries()).map((message) => [message.name, message.tourId]));
    expect(byName.get(visitor.name)).toBe(tour.id);
    expect(byName.get("Second")).toBeNull();
  });

  test("a database failure answers 503 with the input kept", async () => {
    vi.spyOn(log, "error").mockImplementation(() => {});
    await db().schema.alterTable("enquiries").renameTo("enquiries_away").execute();
    try {
      const refused = await submit(visitor);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        problem: problem(english("contact.saveFailed", { phone: SITE_CONTENT_SAMPLE.offices.beirut.phone })),
        values: visitor,
      });
    } finally {
      await db().schema.alterTable("enquiries_away").renameTo("enquiries").execute();
      vi.restoreAllMocks();
    }
    // Once the table is back, the form stores messages again: the failure left nothing broken.
    expect(await submit(visitor)).toEqual(SENT);
    expect(await storedEnquiries()).toMatchObject([{ ...visitor, readAt: null }]);
  });

  test("a post from another site is refused with 403 and stores nothing", async () => {
    expect((await submit(visitor, { origin: "https://evil.example" })).status).toBe(403);
    expect(await storedEnquiries()).toEqual([]);
  });

  test("a body that is not a web form is refused with 415, a broken one with 400, and nothing is stored", async () => {
    const send = (contentType: string | null, body: string) => {
      const headers: Record<string, string> = { Origin: SITE };
      if (contentType) headers["Content-Type"] = contentType;
      return run(contactRoute.action, new Request(`${SITE}/contact`, { method: "POST", headers, body }));
    };
    expect((await send("application/json", JSON.stringify(visitor))).status).toBe(415);
    expect((await send("text/plain", "name=Rania")).status).toBe(415);
    expect((await send(null, "{}")).status).toBe(415);
    expect((await send("multipart/form-data", "--x\r\nbroken")).status).toBe(400);
    expect((await send("multipart/form-data; boundary=zzz", '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nRa')).status).toBe(
      400,
    );
    expect(await storedEnquiries()).toEqual([]);
  });

  test("the form is prefilled from ?tour= and ?subject=; unknown values give an empty form", async () => {
    const tour = await aTour();
    const prefill = (query: string) => loadContactPrefill(new URL(`${SITE}/contact${query}`), "en");
    expect(await prefill(`?tour=${tour.id}`)).toEqual({
      subject: "Tour Booking",
      message: bookingMessage("Bali Island Escape"),
      tourId: tour.id,
    });
    expect(await prefill("?subject=Custom%20Tour%20Request")).toEqual({
      subject: "Custom Tour Request",
      message: "",
      tourId: null,
    });
    const empty = { subject: "", message: "", tourId: null };
    expect(await prefill("?tour=no-such-tour")).toEqual(empty);
    expect(await prefill("?subject=Complaint")).toEqual(empty);
    expect(await prefill("")).toEqual(empty);
  });

  test("after sending, the page redirects to an empty /contact that shows the banner once", async () => {
    const sent = await run(contactRoute.action, post(visitor), {}, { address: "203.0.113.9" });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/contact");
    const cookie = sent
      .headers!.getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const page = (cookie: string) => run(contactRoute.loader, new Request(`${SITE}/contact`, { headers: { Cookie: cookie } }));
    expect((await page(cookie)).body).toMatchObject({ prefill: { subject: "", message: "", tourId: null }, sent: true });
    expect((await page("")).body.sent).toBe(false);
  });

  test("a refused submission answers with its status and the typed values", async () => {
    const outcome = await run(contactRoute.action, post({ ...visitor, email: "nope" }));
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({ fieldErrors: { email: "Please enter a valid email address" }, values: { ...visitor, email: "nope" } });
  });
});
