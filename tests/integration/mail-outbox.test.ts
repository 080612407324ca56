import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { money } from "~/domain/money";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { confirmBooking, releaseBooking } from "~/server/enquiries/bookings.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry, finishEnquiryReply, getEnquiry, listEnquiries, startEnquiryReply } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { outboxSummary, queueMail, sendDueMails, sendMailNow } from "~/server/platform/mail-outbox/outbox.server";
import { acceptQuote, createQuote, declineQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { mailPart, startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { seedDestination, seedTour } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { log } from "~/server/platform/log.server";

const MINUTE = 60_000;

/** A local port nothing listens on: a mail server that cannot be reached. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function visitorEnquiry(locale: "en" | "fr" | "ar", email = "rania@example.com") {
  return addEnquiry(
    { name: "Rania Haddad", email, phone: null, subject: "General Inquiry", message: "Bonjour, une question sur vos voyages." },
    `sender-${email}`,
    null,
    locale,
  );
}

const outboxRows = () => getDb().selectFrom("mail_outbox").selectAll().orderBy("created_at").orderBy("kind").execute();

describeEachDatabase("the mail outbox", () => {
  let smtp: SmtpInbox;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    vi.restoreAllMocks();
  });

  test("an enquiry queues an acknowledgement with its reference, sent in the visitor's language", async () => {
    const enquiry = await visitorEnquiry("fr");
    expect(enquiry.reference).toMatch(/^E-\d{4}-0001$/);
    const second = await visitorEnquiry("en", "omar@example.com");
    expect(second.reference).toBe(enquiry.reference!.replace(/0001$/, "0002"));

    // Queued with the enquiry, nothing sent yet: the visitor never waited for the mail server.
    expect((await outboxRows()).map((row) => [row.kind, row.status])).toEqual([
      ["enquiry-acknowledgement", "queued"],
      ["enquiry-notification", "queued"],
      ["enquiry-acknowledgement", "queued"],
      ["enquiry-notification", "queued"],
    ]);
    expect(await sendDueMails({ SMTP_URL: smtp.url })).toBe(4);

    const acknowledgement = smtp.messages.find((mail) => mail.to.includes("rania@example.com"))!;
    expect(acknowledgement.headers.get("subject")).toBe(`Nous avons bien reçu votre message (${enquiry.reference})`);
    expect(acknowledgement.headers.get("content-language")).toBe("fr");
    const text = mailPart(acknowledgement, "text/plain")!;
    expect(text).toContain("Bonjour Rania Haddad,");
    expect(text).toContain(`Votre référence est ${enquiry.reference}`);
    // The form's subject, in French too.
    expect(text).toContain("« Renseignements »");
    expect(text).toContain(`Votre référence : ${enquiry.reference}`);
    const html = mailPart(acknowledgement, "text/html")!;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain(enquiry.reference!);
    // The agency's notification names the reference too, and nothing is left to send.
    const notification = smtp.messages.find((mail) => mail.headers.get("subject") === "New enquiry: General Inquiry from Rania Haddad")!;
    expect(notification.body).toContain(`Reference given to the customer: ${enquiry.reference}`);
    expect((await outboxRows()).every((row) => row.status === "sent" && row.sent_at && row.attempts === 1)).toBe(true);
    expect(await sendDueMails({ SMTP_URL: smtp.url })).toBe(0);
    expect((await getEnquiry(enquiry.id))!.reference).toBe(enquiry.reference);
    // Staff find it by the reference the customer quotes.
    const found = await listEnquiries({ folder: "inbox", q: enquiry.reference!.toLowerCase() }, 1);
    expect(found.rows.map((row) => row.id)).toEqual([enquiry.id]);
  });

  test("an Arabic acknowledgement's HTML part is right to left", async () => {
    const enquiry = await visitorEnquiry("ar");
    await sendDueMails({ SMTP_URL: smtp.url });
    const acknowledgement = smtp.messages.find((mail) => mail.to.includes("rania@example.com"))!;
    expect(acknowledgement.headers.get("subject")).toBe(`تلقّينا رسالتك (${enquiry.reference})`);
    const html = mailPart(acknowledgement, "text/html")!;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("text-align:right");
    expect(html).toContain(`رقمك المرجعي هو <bdi dir="ltr">${enquiry.reference}</bdi>`);
    expect(mailPart(acknowledgement, "text/plain")).toContain("رقمك المرجعي");
  });

  test("an unreachable mail server neither blocks nor fails the save; the mail is tried again later, then given up", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const down = { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` };
    const enquiry = await visitorEnquiry("en");
    expect(await getEnquiry(enquiry.id)).not.toBeNull();

    const start = new Date();
    expect(await sendDueMails(down, start)).toBe(0);
    let [row] = (await outboxRows()).filter((mail) => mail.kind === "enquiry-acknowledgement");
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row!.next_attempt_at) - start.getTime()).toBe(1 * MINUTE);

    // Not due before its minute has passed, even with the server back.
    expect(await sendDueMails({ SMTP_URL: smtp.url }, new Date(start.getTime() + 30_000))).toBe(0);
    // Down again at each retry: 5, 15 and 60 minutes later, then given up.
    let at = start.getTime();
    for (const wait of [1, 5, 15, 60]) {
      at += wait * MINUTE;
      await sendDueMails(down, new Date(at));
    }
    [row] = (await outboxRows()).filter((mail) => mail.kind === "enquiry-acknowledgement");
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
    expect((await outboxSummary({ SMTP_URL: down.SMTP_URL })).failed).toBe(2);

    // A second enquiry whose first attempt failed goes once the server answers again.
    await getDb().deleteFrom("mail_outbox").execute();
    await visitorEnquiry("en", "omar@example.com");
    await sendDueMails(down, start);
    expect(await sendDueMails({ SMTP_URL: smtp.url }, new Date(start.getTime() + MINUTE))).toBe(2);
    expect(smtp.messages.map((mail) => mail.to[0]).sort()).toEqual(["info@cedarwingstravel.com", "omar@example.com"]);
  });

  test("a mailbox the server refuses is given up at once, with the server's answer", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    await visitorEnquiry("en", "nobody@refused.example");
    await sendDueMails({ SMTP_URL: smtp.url });
    const [row] = (await outboxRows()).filter((mail) => mail.kind === "enquiry-acknowledgement");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.last_error).toContain("Mailbox unavailable");
  });

  test("without SMTP_URL the mails stay queued, and the admin's summary says so", async () => {
    await visitorEnquiry("en");
    expect(await sendDueMails({ SMTP_URL: undefined })).toBe(0);
    const summary = await outboxSummary({ SMTP_URL: undefined });
    expect(summary).toMatchObject({ smtpConfigured: false, queued: 2, failed: 0 });
    expect(summary.waiting.map((mail) => mail.kind).sort()).toEqual(["enquiry-acknowledgement", "enquiry-notification"]);
  });

  test("a mail queued in a transaction that rolls back is never sent", async () => {
    await expect(
      inTransaction(async () => {
        await queueMail({ kind: "test", locale: "en", from: "a@example.com", to: "b@example.com", subject: "Never", text: "Never" });
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    expect(await outboxRows()).toEqual([]);
  });

  test("a staff reply the mail server could not take is queued, and its timeline shows it sent once the outbox sends it", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const enquiry = await visitorEnquiry("en");
    await getDb().deleteFrom("mail_outbox").execute();
    const reply = {
      to: "Rania Haddad <rania@example.com>",
      subject: "Re: General Inquiry",
      text: "Dear Rania,\n\nYes.",
      locale: "en" as const,
    };
    const mail = {
      kind: "enquiry-reply",
      locale: "en" as const,
      from: "sales@example.com",
      to: "rania@example.com",
      subject: reply.subject,
      text: reply.text,
    };
    const started = await startEnquiryReply(enquiry.id, reply, enquiry.version, mail);
    if (started.status !== "ok" || !("outboxId" in started)) throw new Error(started.status);

    const start = new Date();
    const attempt = await sendMailNow(started.outboxId!, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, start);
    expect(attempt.status).toBe("queued");
    await finishEnquiryReply(started.eventId, reply, {
      outcome: "queued",
      reason: "reason" in attempt ? attempt.reason : "",
      outboxId: started.outboxId,
    });
    const email = async () => (await enquiryTimeline(enquiry.id)).find((entry) => entry.type === "email")!;
    expect((await email()).result).toMatchObject({
      tone: "pending",
      text: expect.stringMatching(/^Queued, to be tried again: .*(ECONNREFUSED|connect)/i),
    });

    expect(await sendDueMails({ SMTP_URL: smtp.url }, new Date(start.getTime() + MINUTE))).toBe(1);
    expect(smtp.messages.map((received) => received.headers.get("subject"))).toEqual(["Re: General Inquiry"]);
    expect((await email()).result).toEqual({ tone: "success", text: "Delivered to the mail server" });
  });

  test("parallel senders send each queued mail once", async () => {
    await inTransaction(async () => {
      for (let index = 0; index < 12; index++)
        await queueMail({
          kind: "test",
          locale: "en",
          from: "a@example.com",
          to: `customer${index}@example.com`,
          subject: `Mail ${index}`,
          text: "Hello",
        });
    });
    const sent = await Promise.all(Array.from({ length: 4 }, () => sendDueMails({ SMTP_URL: smtp.url })));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(12);
    const subjects = smtp.messages.map((mail) => mail.headers.get("subject")).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, index) => `Mail ${index}`).sort());
    expect((await outboxRows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  test("a customer's answer to a quote and their booking's changes are mailed to them and to staff", async () => {
    const rima: AuditOrigin = { actor: { id: "user-rima", name: "Rima" }, ip: "203.0.113.7", requestId: "request-1" };
    await seedDestination({ title: "Bali" }, "bali");
    const tour = await seedTour({ title: "Bali Island Escape", price: 1299, duration: 8 });
    const departure = await addDeparture(tour.id, {
      startDate: "2027-05-01",
      status: "scheduled",
      price: null,
      capacity: 10,
      seatsBooked: 0,
    });
    const enquiry = await visitorEnquiry("fr");
    const quoted = async () =>
      withAuditOrigin(rima, async () => {
        const quote = await createQuote(
          {
            enquiryId: enquiry.id,
            locale: "fr",
            perUsdMicros: null,
            rateDay: null,
            departureId: departure.id,
            currency: "USD",
            validUntil: "2027-03-15",
            note: "",
            lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: money(1299) }],
          },
          "2027-03-01",
        );
        const sent = await sendQuote(quote.id, quote.version, enquiry.email, "2027-03-01");
        if (sent.status !== "ok") throw new Error(sent.status);
        return sent.token!;
      });
    await getDb().deleteFrom("mail_outbox").execute();

    const accepted = await acceptQuote(await quoted(), "2027-03-01");
    if (accepted.status !== "accepted") throw new Error(accepted.status);
    expect(await declineQuote(await quoted(), "2027-03-01")).toMatchObject({ status: "declined" });
    await withAuditOrigin(rima, () => confirmBooking(accepted.booking!.id, accepted.booking!.version, "2027-03-02"));
    const confirmed = (await getDb().selectFrom("bookings").select("version").executeTakeFirstOrThrow()).version;
    await withAuditOrigin(rima, () => releaseBooking(accepted.booking!.id, Number(confirmed), "2027-03-03"));

    await sendDueMails({ SMTP_URL: smtp.url });
    // Mails queued in one transaction may share a millisecond: the order within one is not kept.
    const received = smtp.messages
      .map((mail) => [mail.to[0], mail.headers.get("subject")])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    const number = accepted.quote.number;
    expect(received).toEqual([
      ["info@cedarwingstravel.com", `Quote ${number} accepted by Rania Haddad`],
      ["info@cedarwingstravel.com", expect.stringMatching(/^Quote Q-\d{4}-0002 declined by Rania Haddad$/)],
      ["rania@example.com", `Votre réservation est annulée (${number})`],
      ["rania@example.com", `Votre réservation est confirmée (${number})`],
      ["rania@example.com", `Vous avez accepté le devis ${number}`],
    ]);
    const confirmation = mailPart(
      smtp.messages.find((mail) => mail.headers.get("subject")!.includes("confirmée"))!,
      "text/plain",
    )!;
    expect(confirmation).toContain("Départ : Bali Island Escape, 1–8 mai 2027");
  });
});
