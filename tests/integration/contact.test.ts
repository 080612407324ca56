import { expect, test, vi } from "vitest";
import { CONTACT_PAGE } from "~/content/contact-page";
import { bookingMessage, CONTACT_RATE_LIMIT } from "~/domain/contact";
import { CLIENT_ADDRESS_HEADER } from "~/server/client-address.server";
import { loadContactPrefill, submitContact } from "~/server/contact.server";
import { listMessages } from "~/server/messages.server";
import * as contactRoute from "~/routes/public/contact";
import { run, seedDestination, seedTour } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

const SITE = process.env.SITE_URL!;

const visitor = {
  name: "Rania Haddad",
  email: "rania@example.com",
  phone: "+961 1 234 567",
  subject: "General Inquiry",
  message: "Do you arrange visas for Côte d'Ivoire?",
};

function post(fields: Record<string, string>, options: { address?: string; origin?: string } = {}): Request {
  return new Request(`${SITE}/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: options.origin ?? SITE,
      [CLIENT_ADDRESS_HEADER]: options.address ?? "203.0.113.7",
    },
    body: new URLSearchParams(fields),
  });
}

async function storedMessages() {
  return (await listMessages("inbox", 1)).rows;
}

async function aTour() {
  await seedDestination();
  return seedTour();
}

describeEachDatabase("contact form submissions", ({ db }) => {
  test("a valid message is stored unread with what the visitor typed", async () => {
    expect(await submitContact(post(visitor))).toEqual({ status: "sent" });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ ...visitor, tourId: null, read: false, archived: false });
  });

  test("invalid input is refused with 400, the messages and everything typed, and nothing is stored", async () => {
    const typed = { name: "Rania", email: "rania@", phone: "", subject: "", message: "Hello" };
    expect(await submitContact(post(typed))).toEqual({
      status: 400,
      fieldErrors: { email: "Please enter a valid email address", subject: "Please choose a subject" },
      values: typed,
    });
    expect(await storedMessages()).toEqual([]);
  });

  test("a filled honeypot looks like success but stores nothing", async () => {
    expect(await submitContact(post({ ...visitor, website: "https://spam.example" }))).toEqual({ status: "sent" });
    expect(await storedMessages()).toEqual([]);
  });

  test(`the ${CONTACT_RATE_LIMIT.max + 1}th message from one address within the window gets 429 and keeps the input`, async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent++) {
      expect(await submitContact(post(visitor, { address: "198.51.100.1" }))).toEqual({ status: "sent" });
    }
    const refused = await submitContact(post({ ...visitor, message: "One more" }, { address: "198.51.100.1" }));
    expect(refused).toEqual({ status: 429, problem: CONTACT_PAGE.problems.rateLimited, values: { ...visitor, message: "One more" } });
    // Another sender is not affected.
    expect(await submitContact(post(visitor, { address: "198.51.100.2" }))).toEqual({ status: "sent" });
    expect(await storedMessages()).toHaveLength(CONTACT_RATE_LIMIT.max + 1);
  });

  test("a message sent from a tour's booking link is stored with that tour; an unknown tour id is dropped", async () => {
    const tour = await aTour();
    await submitContact(post({ ...visitor, subject: "Tour Booking", message: bookingMessage(tour.title), tourId: tour.id }));
    await submitContact(post({ ...visitor, name: "Second", tourId: "no-such-tour" }));
    const byName = new Map((await storedMessages()).map((message) => [message.name, message.tourId]));
    expect(byName.get(visitor.name)).toBe(tour.id);
    expect(byName.get("Second")).toBeNull();
  });

  test("a database failure answers 503 with the input kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await db().schema.alterTable("contact_messages").renameTo("contact_messages_away").execute();
    try {
      expect(await submitContact(post(visitor))).toEqual({ status: 503, problem: CONTACT_PAGE.problems.saveFailed, values: visitor });
    } finally {
      await db().schema.alterTable("contact_messages_away").renameTo("contact_messages").execute();
      vi.restoreAllMocks();
    }
    // Once the table is back, the form stores messages again: the failure left nothing broken.
    expect(await submitContact(post(visitor))).toEqual({ status: "sent" });
    expect(await storedMessages()).toMatchObject([{ ...visitor, read: false }]);
  });

  test("a post from another site is refused with 403 and stores nothing", async () => {
    const refusal = await submitContact(post(visitor, { origin: "https://evil.example" })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(403);
    expect(await storedMessages()).toEqual([]);
  });

  test("a request without a form body is a 400, not a crash", async () => {
    const request = new Request(`${SITE}/contact`, { method: "POST", headers: { Origin: SITE }, body: "{}" });
    const refusal = await submitContact(request).catch((error: unknown) => error);
    expect((refusal as Response).status).toBe(400);
  });

  test("the form is prefilled from ?tour= and ?subject=; unknown values give an empty form", async () => {
    const tour = await aTour();
    const url = (query: string) => new URL(`${SITE}/contact${query}`);
    expect(await loadContactPrefill(url(`?tour=${tour.id}`))).toEqual({
      subject: "Tour Booking",
      message: bookingMessage("Bali Island Escape"),
      tourId: tour.id,
    });
    expect(await loadContactPrefill(url("?subject=Custom%20Tour%20Request"))).toEqual({ subject: "Custom Tour Request", message: "", tourId: null });
    const empty = { subject: "", message: "", tourId: null };
    expect(await loadContactPrefill(url("?tour=no-such-tour"))).toEqual(empty);
    expect(await loadContactPrefill(url("?subject=Complaint"))).toEqual(empty);
    expect(await loadContactPrefill(url(""))).toEqual(empty);
  });

  test("after sending, the page redirects to an empty /contact that shows the banner once", async () => {
    const response = (await contactRoute.action({ request: post(visitor) } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    const cookie = response.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const page = (cookie: string) => run(contactRoute.loader, new Request(`${SITE}/contact`, { headers: { Cookie: cookie } }));
    expect((await page(cookie)).body).toEqual({ prefill: { subject: "", message: "", tourId: null }, sent: true });
    expect((await page("")).body.sent).toBe(false);
  });

  test("a refused submission answers with its status and the typed values", async () => {
    const outcome = await run(contactRoute.action, post({ ...visitor, email: "nope" }));
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({ fieldErrors: { email: "Please enter a valid email address" }, values: { ...visitor, email: "nope" } });
  });
});
