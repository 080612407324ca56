import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { inTransaction } from "~/server/platform/db.server";
import type { Enquiry } from "~/server/enquiries/enquiries.server";
import { queueEnquiryMails } from "~/server/platform/mail-outbox/customer-mails.server";
import { sendDueMails } from "~/server/platform/mail-outbox/outbox.server";
import { parseMail as parse, startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { describeEachDatabase } from "./databases";

const message: Enquiry = {
  id: "6f0c1a4e-0000-4000-8000-000000000001",
  name: "Rania Haddad",
  email: "rania@example.com",
  phone: "+961 1 234 567",
  subject: "Tour Booking",
  message: 'I would like to book the tour "Bali Island Escape".\nTwo adults, early May.',
  tourId: "bali-island-escape",
  departureId: null,
  kind: "contact",
  details: null,
  locale: "en",
  readAt: null,
  archivedAt: null,
  createdAt: new Date("2026-05-01T09:30:00.000Z"),
  status: "new",
  assignee: null,
  lastActivityAt: new Date("2026-05-01T09:30:00.000Z"),
  version: 1,
  tourTitle: "Bali Island Escape",
  currency: null,
  office: null,
  reference: "E-2026-0042",
};

const baseEnv = {
  MAIL_FROM: "Cedar Wings Website <no-reply@cedarwings.example>",
  MAIL_TO: "inbox@cedarwings.example",
  CARGO_MAIL_TO: "cargo-team@cedarwings.example",
  SITE_URL: "https://www.cedarwings.example",
};

/*
 * The agency's e-mail about a new enquiry, as the outbox sends it (issue #23): queued with the
 * enquiry, then sent by the sender's pass. Only the agency's mail is looked at here; the
 * visitor's acknowledgement and the outbox itself are tried in mail-outbox.test.ts.
 */
describeEachDatabase("new enquiry notification", () => {
  let smtp: SmtpInbox;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(async () => {
    await smtp.close();
  });

  /** Queues the enquiry's mails and sends them; true when the agency's arrived. */
  async function notifyNewEnquiry(enquiry: Enquiry, env: typeof baseEnv & { SMTP_URL: string }): Promise<"sent" | "not sent"> {
    const before = smtp.messages.length;
    await inTransaction(() => queueEnquiryMails({ ...enquiry, reference: enquiry.reference ?? "E-2026-0001" }, env));
    await sendDueMails(env);
    // The acknowledgement to the visitor is left out, so the tests below see the agency's mail only.
    const agency = smtp.messages.splice(before).filter((mail) => !mail.to.includes(enquiry.email));
    smtp.messages.push(...agency);
    return agency.length === 1 ? "sent" : "not sent";
  }

  beforeEach(() => {
    smtp.messages.length = 0;
  });

  test("arrives at the agency's mailbox with every field, the visitor as Reply-To and a link to the inbox", async () => {
    expect(await notifyNewEnquiry(message, { ...baseEnv, SMTP_URL: smtp.url })).toBe("sent");

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.from).toBe("no-reply@cedarwings.example");
    expect(mail!.to).toEqual(["inbox@cedarwings.example"]);
    const { headers, body } = mail!;
    expect(headers.get("subject")).toBe("New enquiry: Tour Booking from Rania Haddad");
    expect(headers.get("from")).toBe("Cedar Wings Website <no-reply@cedarwings.example>");
    expect(headers.get("to")).toBe("inbox@cedarwings.example");
    expect(headers.get("reply-to")).toBe("Rania Haddad <rania@example.com>");
    expect(body).toContain("Name:     Rania Haddad");
    expect(body).toContain("Email:    rania@example.com");
    expect(body).toContain("Phone:    +961 1 234 567");
    expect(body).toContain("Subject:  Tour Booking");
    expect(body).toContain("Language: English");
    expect(body).toContain("Tour:     https://www.cedarwings.example/tours/bali-island-escape");
    expect(body).toContain('I would like to book the tour "Bali Island Escape".\nTwo adults, early May.');
    expect(body).toContain(`https://www.cedarwings.example/admin/messages/${message.id}`);
    expect(body).toContain("Reference given to the customer: E-2026-0042");
  });

  test("a line break in the visitor's name cannot add a header", async () => {
    const sneaky = { ...message, name: "Rania\r\nBcc: victim@example.com", phone: null, tourId: null, locale: "ar" as const };
    expect(await notifyNewEnquiry(sneaky, { ...baseEnv, SMTP_URL: smtp.url })).toBe("sent");
    const { headers, body } = smtp.messages[0]!;
    expect(headers.has("bcc")).toBe(false);
    expect(smtp.messages[0]!.to).toEqual(["inbox@cedarwings.example"]);
    expect(headers.get("subject")).toBe("New enquiry: Tour Booking from Rania Bcc: victim@example.com");
    expect(body).toContain("Phone:    (not given)");
    expect(body).toContain("Language: العربية");
    expect(body).not.toContain("Tour:");
  });

  test("a cargo enquiry goes to the cargo mailbox, with its kind's fields; the others to the agency's", async () => {
    const cargo: Enquiry = {
      ...message,
      subject: "Cargo: Beirut → Abidjan",
      message: "",
      tourId: null,
      kind: "cargo",
      details: {
        fromOffice: "beirut",
        fromPlace: null,
        toOffice: "abidjan",
        toPlace: null,
        contents: "Spare parts",
        weightKg: 42.5,
        size: null,
        pickupDate: "2026-05-12",
      },
    };
    const visa: Enquiry = {
      ...message,
      subject: "Visa: France",
      tourId: null,
      kind: "visa",
      details: { destination: "France", nationality: "Lebanese", travelDate: "2026-06-01", applicants: 2 },
    };
    expect(await notifyNewEnquiry(cargo, { ...baseEnv, SMTP_URL: smtp.url })).toBe("sent");
    expect(await notifyNewEnquiry(visa, { ...baseEnv, SMTP_URL: smtp.url })).toBe("sent");
    expect(smtp.messages.map((mail) => mail.to)).toEqual([["cargo-team@cedarwings.example"], ["inbox@cedarwings.example"]]);

    const { headers, body } = parse(smtp.messages[0]!.raw);
    // The arrow is not ASCII: the subject travels as RFC 2047 encoded words, decoded here.
    expect(headers.get("subject")).toBe("New enquiry: Cargo: Beirut → Abidjan from Rania Haddad");
    expect(body).toContain("A new cargo enquiry arrived through the Cedar Wings Travel website.");
    // The labels line up after the longest one, "Approximate weight".
    expect(body).toContain("From:               Beirut");
    expect(body).toContain("To:                 Abidjan");
    expect(body).toContain("What is sent:       Spare parts");
    expect(body).toContain("Approximate weight: 42.5 kg");
    expect(body).toContain("Approximate size:   Not given");
    expect(body).toContain("Pickup date:        12 May 2026");
    expect(body).toContain("Message:\n(not given)");
    expect(parse(smtp.messages[1]!.raw).body).toContain("Destination country: France");
  });
});
