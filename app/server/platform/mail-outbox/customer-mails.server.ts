import { COMPANY } from "~/content/company";
import { QUOTE_ANSWER_MAIL } from "~/content/mail";
import { CONTACT_SUBJECT_KEYS, isContactSubject } from "~/domain/contact";
import { isLocale, type Locale } from "~/domain/locale";
import { MAIN_OFFICE } from "~/domain/offices";
import { mailHtml, mailText, type MailDocument } from "~/domain/mail-document";
import type { CustomerMailKind } from "~/domain/mail-templates";
import { getDb } from "../db.server";
import { departureEndDate, type Departure } from "~/domain/departures";
import { formatDay, formatDays } from "~/server/catalogue/departures.server";
import type { Enquiry } from "~/server/enquiries/enquiries.server";
import { getEnv, type Env } from "../env.server";
import { mailboxFor, notificationSubject, notificationText, replySender } from "../mail.server";
import { translatorFor } from "../messages.server";
import { getSiteContent } from "../site-content.server";
import { queueMail, type OutboxMail } from "./outbox.server";

/*
 * The e-mails the site writes on its own (issue #23), queued in the transaction of what causes
 * them: customers in their language, as plain text and HTML; staff in English, plain text.
 */

type MailEnv = Pick<Env, "MAIL_FROM" | "MAIL_TO" | "CARGO_MAIL_TO" | "REPLY_FROM" | "SITE_URL">;

/** What a customer mail's template needs beside its data and language: the agency's footer and the site's addresses. */
export type CustomerMailEnv = Pick<Env, "MAIL_FROM" | "MAIL_TO" | "REPLY_FROM" | "SITE_URL">;

/** The agency as a template signs: its name and contact, in the mail's language. */
export type Agency = MailDocument["agency"];

/** The agency's name and how to reach it, from the site content in the customer's language. */
export async function agencyFooter(locale: Locale, env: Pick<Env, "SITE_URL"> = getEnv()): Promise<Agency> {
  const t = translatorFor(locale);
  const { contact, offices } = await getSiteContent(locale);
  return {
    name: contact.companyName || COMPANY.name,
    contact: [
      t("mail.contactPhone", { phone: offices[MAIN_OFFICE].phone }),
      t("mail.contactEmail", { email: contact.emails.info }),
      env.SITE_URL,
    ],
  };
}

/** Customers' mails come from REPLY_FROM (else MAIL_FROM, with the agency's inbox to reply to), as staff replies do. */
function customerSender(env: Pick<Env, "MAIL_FROM" | "MAIL_TO" | "REPLY_FROM">) {
  return { from: replySender(env), replyTo: env.REPLY_FROM ? null : env.MAIL_TO };
}

/** What a customer's mail says beside its greeting and sign-off (a staff reply gives its own of those). */
export type CustomerMailBody = Omit<MailDocument, "locale" | "title" | "greeting" | "signOff" | "agency"> &
  Partial<Pick<MailDocument, "greeting" | "signOff">>;

/** A customer's mail: what kind, to whom, its reference, language, subject and body. */
export type CustomerMail = [
  kind: CustomerMailKind,
  to: { name: string; email: string },
  reference: string | null,
  locale: Locale,
  subject: string,
  body: CustomerMailBody,
];

/**
 * A customer's mail as the outbox takes it, plain text and HTML (right to left in Arabic), with
 * the agency's footer given: a caller that writes many mails (a batch's status mails) reads it
 * once per language.
 */
export function customerOutboxMail(mail: CustomerMail, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const [kind, to, reference, locale, subject, body] = mail;
  const t = translatorFor(locale);
  const doc: MailDocument = {
    locale,
    title: subject,
    greeting: t("quote.mailGreeting", { name: to.name }),
    signOff: t("quote.mailSignature", { company: agency.name }),
    agency,
    ...body,
  };
  return {
    kind,
    reference,
    locale,
    ...customerSender(env),
    to: { name: to.name, address: to.email },
    subject,
    text: mailText(doc),
    html: mailHtml(doc),
  };
}

/** What the acknowledgement of a new enquiry names: the visitor, their subject as they chose it, the reference given. */
export type EnquiryAcknowledgement = { name: string; email: string; subject: string; reference: string };

/** Template "enquiry-acknowledgement": the visitor's new enquiry received, with its reference, in their language. */
export function enquiryAcknowledgementMail(
  enquiry: EnquiryAcknowledgement,
  locale: Locale,
  agency: Agency,
  env: CustomerMailEnv = getEnv(),
): OutboxMail {
  const t = translatorFor(locale);
  // The form's subjects are stored in English; the visitor reads theirs in their language.
  const subject = isContactSubject(enquiry.subject) ? t(`contact.${CONTACT_SUBJECT_KEYS[enquiry.subject]}`) : enquiry.subject;
  return customerOutboxMail(
    [
      "enquiry-acknowledgement",
      enquiry,
      enquiry.reference,
      locale,
      t("mail.acknowledgementSubject", { reference: enquiry.reference }),
      {
        paragraphs: [
          t("mail.acknowledgementIntro", { company: agency.name, subject }),
          t("mail.acknowledgementReference", { reference: enquiry.reference }),
          t("mail.questions"),
        ],
        facts: [{ label: t("mail.referenceLabel"), value: enquiry.reference }],
      },
    ],
    agency,
    env,
  );
}

/**
 * A new enquiry's mails, in its transaction: the acknowledgement with its reference to the
 * visitor, in the language they wrote in, and the notification to the agency's mailbox (the
 * cargo team's for cargo) with the visitor as Reply-To.
 */
export async function queueEnquiryMails(enquiry: Enquiry & { reference: string }, env: MailEnv = getEnv()): Promise<void> {
  await queueMail(enquiryAcknowledgementMail(enquiry, enquiry.locale, await agencyFooter(enquiry.locale, env), env));
  await queueMail({
    kind: "enquiry-notification",
    reference: enquiry.reference,
    locale: "en",
    from: env.MAIL_FROM,
    to: mailboxFor(enquiry, env),
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: notificationSubject(enquiry),
    text: notificationText(enquiry, env.SITE_URL),
  });
}

/** The enquiry behind a quote: the customer, the reference, and whom at the agency to tell. */
async function quoteParties(enquiryId: string) {
  const row = await getDb()
    .selectFrom("enquiries")
    .leftJoin("users", "users.id", "enquiries.assignee_id")
    .select(["enquiries.id", "enquiries.name", "enquiries.email", "enquiries.kind", "enquiries.reference", "users.email as assignee_email"])
    .where("enquiries.id", "=", enquiryId)
    .executeTakeFirst();
  return row ?? null;
}

/** The staff mail about a customer's answer: to the enquiry's assignee, else the agency's mailbox. */
async function queueStaffMail(
  kind: string,
  parties: NonNullable<Awaited<ReturnType<typeof quoteParties>>>,
  reference: string,
  subject: string,
  lines: string[],
  env: MailEnv,
): Promise<void> {
  await queueMail({
    kind,
    reference,
    locale: "en",
    from: env.MAIL_FROM,
    to: parties.assignee_email ?? mailboxFor(parties, env),
    replyTo: { name: parties.name, address: parties.email },
    subject,
    text: [...lines.filter(Boolean), "", QUOTE_ANSWER_MAIL.open(`${env.SITE_URL}/admin/messages/${parties.id}`)].join("\n"),
  });
}

type AnsweredQuote = { number: string; enquiryId: string; locale: Locale };

/** What the customer's confirmation of an accepted quote names: them, the quote, the seats held if any. */
export type QuoteAcceptance = { name: string; email: string; number: string; held: { seats: number; until: string } | null };

/** Template "quote-accepted": the customer's acceptance received, with the seats held until when. */
export function quoteAcceptedMail(
  acceptance: QuoteAcceptance,
  locale: Locale,
  agency: Agency,
  env: CustomerMailEnv = getEnv(),
): OutboxMail {
  const t = translatorFor(locale);
  const { number, held } = acceptance;
  return customerOutboxMail(
    [
      "quote-accepted",
      acceptance,
      number,
      locale,
      t("mail.acceptedSubject", { number }),
      {
        paragraphs: [
          t("mail.acceptedIntro", { number }),
          ...(held ? [t("quote.held", { count: held.seats, date: formatDay(held.until, locale) })] : []),
          t("mail.questions"),
        ],
        facts: referenceFacts(t, number),
      },
    ],
    agency,
    env,
  );
}

/** The customer accepted: their confirmation in their language, and staff told (with the seats held). */
export async function queueQuoteAcceptedMails(
  quote: AnsweredQuote,
  booking: { seats: number; heldUntil: string } | null,
  env: MailEnv = getEnv(),
): Promise<void> {
  const parties = await quoteParties(quote.enquiryId);
  if (!parties) return;
  const held = booking ? { seats: booking.seats, until: booking.heldUntil } : null;
  await queueMail(quoteAcceptedMail({ ...parties, number: quote.number, held }, quote.locale, await agencyFooter(quote.locale, env), env));
  await queueStaffMail(
    "quote-accepted-staff",
    parties,
    quote.number,
    QUOTE_ANSWER_MAIL.acceptedSubject(quote.number, parties.name),
    [
      QUOTE_ANSWER_MAIL.accepted(quote.number, parties.name),
      booking ? QUOTE_ANSWER_MAIL.held(booking.seats, formatDay(booking.heldUntil, "en")) : "",
      QUOTE_ANSWER_MAIL.enquiry(parties.reference),
    ],
    env,
  );
}

/** The customer declined: staff are told. */
export async function queueQuoteDeclinedMail(quote: AnsweredQuote, env: MailEnv = getEnv()): Promise<void> {
  const parties = await quoteParties(quote.enquiryId);
  if (!parties) return;
  await queueStaffMail(
    "quote-declined-staff",
    parties,
    quote.number,
    QUOTE_ANSWER_MAIL.declinedSubject(quote.number, parties.name),
    [QUOTE_ANSWER_MAIL.declined(quote.number, parties.name), QUOTE_ANSWER_MAIL.enquiry(parties.reference)],
    env,
  );
}

/** What a booking's confirmation or cancellation names: the customer, the quote, the tour (null: gone) and its days. */
export type BookingNews = {
  change: "confirmed" | "cancelled";
  name: string;
  email: string;
  number: string;
  tour: string | null;
  startDate: string;
  durationDays: number;
};

/** Templates "booking-confirmed" and "booking-cancelled": the customer told, with the departure. */
export function bookingMail(news: BookingNews, locale: Locale, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const t = translatorFor(locale);
  const days = formatDays(news.startDate, departureEndDate(news.startDate, news.durationDays), locale);
  const confirmed = news.change === "confirmed";
  return customerOutboxMail(
    [
      confirmed ? "booking-confirmed" : "booking-cancelled",
      news,
      news.number,
      locale,
      t(confirmed ? "mail.bookingConfirmedSubject" : "mail.bookingCancelledSubject", { number: news.number }),
      {
        paragraphs: [
          t(confirmed ? "mail.bookingConfirmedIntro" : "mail.bookingCancelledIntro", { number: news.number }),
          t("mail.bookingDeparture", { departure: news.tour ? `${news.tour}, ${days}` : days }),
          t("mail.questions"),
        ],
        facts: referenceFacts(t, news.number),
      },
    ],
    agency,
    env,
  );
}

/** Staff confirmed a booking or released it: the customer is told, in the quote's language. */
export async function queueBookingMail(
  change: "confirmed" | "cancelled",
  quoteId: string,
  departure: Pick<Departure, "tourId" | "startDate">,
  env: MailEnv = getEnv(),
): Promise<string | null> {
  const quote = await getDb().selectFrom("quotes").select(["number", "enquiry_id", "locale"]).where("id", "=", quoteId).executeTakeFirst();
  const parties = quote ? await quoteParties(quote.enquiry_id) : null;
  if (!quote || !parties) return null;
  const locale: Locale = isLocale(quote.locale) ? quote.locale : "en";
  const tour = await getDb()
    .selectFrom("tours")
    .leftJoin("tour_translations", (join) =>
      join.onRef("tour_translations.tour_id", "=", "tours.id").on("tour_translations.locale", "=", locale),
    )
    .select(["tours.title", "tours.duration_days", "tour_translations.title as translated_title"])
    .where("tours.id", "=", departure.tourId)
    .executeTakeFirst();
  const news: BookingNews = {
    change,
    name: parties.name,
    email: parties.email,
    number: quote.number,
    tour: tour ? tour.translated_title || tour.title : null,
    startDate: departure.startDate,
    durationDays: Number(tour?.duration_days ?? 1),
  };
  return queueMail(bookingMail(news, locale, await agencyFooter(locale, env), env));
}

function referenceFacts(t: ReturnType<typeof translatorFor>, reference: string) {
  return [{ label: t("mail.referenceLabel"), value: reference }];
}
