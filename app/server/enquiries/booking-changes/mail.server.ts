import { COMPANY } from "~/content/company";
import { ACCEPT_FAILED_MAIL } from "~/content/booking-changes-admin";
import { enquiryHref } from "~/domain/enquiries";
import type { Locale } from "~/domain/locale";
import { getEnv, type Env } from "~/server/platform/env.server";
import { replySender } from "~/server/platform/mail.server";
import { queueMail, sendMailNow, type OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { agencyFooter, customerOutboxMail, type Agency, type CustomerMailEnv } from "~/server/platform/mail-outbox/customer-mails.server";
import { translatorFor } from "~/server/platform/messages.server";
import { addEventDetail } from "../quote-events.server";
import { quoteDeparture } from "../quotes.server";
import { getEnquiry } from "../enquiries.server";
import { getUserById } from "~/server/accounts/users.server";

/*
 * The e-mails of issue #23's booking changes: the customer told, in their language, that their
 * departure was cancelled or their booking released; the enquiry's assignee (else the agency's
 * inbox) told that a customer's accept failed for want of seats. The customer's notice is a
 * template (issue #28, HTML with a text part); each leaves through the outbox at once (`deliverMail`).
 */

/** One plain-text e-mail to staff, addressed and worded. */
export type BookingMail = {
  /** What it is, for the outbox's list: accept-failed… */
  kind: string;
  /** The quote's number it is about. */
  reference?: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  /** The customer's language (Content-Language), for the customer's mails. */
  locale?: Locale;
  /** Who an answer goes to, when not the sender. */
  replyTo?: string;
};

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "MAIL_TO" | "REPLY_FROM" | "SITE_URL">;

/** What became of one booking mail: sent now, queued (the outbox tries again), failed, or skipped (no SMTP_URL). */
export type MailOutcome = "sent" | "queued" | "failed" | "skipped";

/**
 * Queues one booking mail in the outbox (decision 0038) and asks the mail server at once, so the
 * caller can write the answer on the timeline; a failed first try is retried by the outbox.
 * Never throws: "skipped" without SMTP_URL (the row waits in the outbox, shown on the dashboard).
 */
export async function deliverBookingMail(mail: BookingMail, env: MailEnv = getEnv()): Promise<MailOutcome> {
  return deliverMail(
    {
      kind: mail.kind,
      reference: mail.reference ?? null,
      locale: mail.locale ?? "en",
      from: replySender(env),
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
    },
    env,
  );
}

/** Queues one composed mail (a customer's template) and asks the mail server at once, as deliverBookingMail. */
async function deliverMail(mail: OutboxMail, env: MailEnv): Promise<MailOutcome> {
  const id = await queueMail(mail, { sendNow: true });
  if (!env.SMTP_URL) return "skipped";
  const outcome = await sendMailNow(id, env);
  return outcome.status;
}

/**
 * After the commit: asks the mail server now for a mail queued with the change, and writes its
 * answer on the timeline's event (the outbox retries one that failed).
 */
export async function tellOutboxResult(
  outboxId: string | undefined,
  eventId: string | undefined,
  env: MailEnv = getEnv(),
): Promise<MailOutcome> {
  const outcome: MailOutcome = !env.SMTP_URL || !outboxId ? "skipped" : (await sendMailNow(outboxId, env)).status;
  if (eventId) await addEventDetail(eventId, { customerMail: outcome });
  return outcome;
}

/** What a customer's notice names: their booking and its departure, in their language. */
export type CustomerNoticeFacts = {
  kind: "departure-cancelled" | "booking-released" | "hold-released";
  name: string;
  email: string;
  number: string;
  tour: string;
  dates: string;
  seats: number;
};

/**
 * Templates "departure-cancelled", "booking-released" and "hold-released": the customer's notice
 * of a cancelled departure or a released booking, naming the tour and dates, in their language.
 */
export function customerNotice(facts: CustomerNoticeFacts, locale: Locale, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const t = translatorFor(locale);
  const company = agency.name;
  const words = { tour: facts.tour, dates: facts.dates, number: facts.number, count: facts.seats };
  const subject =
    facts.kind === "departure-cancelled"
      ? t("quote.noticeCancelledSubject", { dates: facts.dates, company })
      : t("quote.noticeReleasedSubject", { number: facts.number, company });
  const body =
    facts.kind === "departure-cancelled"
      ? t("quote.noticeCancelled", words)
      : facts.kind === "booking-released"
        ? t("quote.noticeReleased", words)
        : t("quote.noticeHoldReleased", words);
  return customerOutboxMail(
    [facts.kind, facts, facts.number, locale, subject, { paragraphs: [`${body}\n${t("quote.noticeNext")}`, t("quote.mailOutro")] }],
    agency,
    env,
  );
}

/** What the staff's mail about a failed accept names. */
export type AcceptFailedFacts = {
  /** The enquiry's assignee; null: the agency's inbox (MAIL_TO). */
  assignee: { name: string; email: string } | null;
  enquiryId: string;
  customer: { name: string; email: string; phone: string | null };
  number: string;
  departure: string;
  seats: number;
  seatsLeft: number;
};

/** The mail that tells staff a customer's accept failed (English, as the admin). */
export function acceptFailedMail(facts: AcceptFailedFacts, env: Pick<Env, "MAIL_TO" | "SITE_URL"> = getEnv()): BookingMail {
  return {
    kind: "accept-failed",
    reference: facts.number,
    to: facts.assignee ? { name: facts.assignee.name, address: facts.assignee.email } : { name: COMPANY.name, address: env.MAIL_TO },
    replyTo: facts.customer.email,
    subject: ACCEPT_FAILED_MAIL.subject(facts.number, facts.customer.name),
    text: ACCEPT_FAILED_MAIL.text({ ...facts, link: `${env.SITE_URL}${enquiryHref(facts.enquiryId)}` }),
  };
}

/**
 * After the commit: e-mails one customer about their cancelled departure or released booking,
 * naming the tour and dates in their language, and writes the outcome on the timeline's event.
 */
export async function tellCustomer(
  kind: CustomerNoticeFacts["kind"],
  booking: { number: string; seats: number; name: string; email: string; locale: Locale },
  departureId: string,
  eventId: string | undefined,
): Promise<MailOutcome> {
  const env = getEnv();
  const departure = await quoteDeparture(departureId, booking.locale);
  const facts = { kind, ...booking, tour: departure?.tourTitle ?? "", dates: departure?.datesText ?? "" };
  const outcome = await deliverMail(customerNotice(facts, booking.locale, await agencyFooter(booking.locale, env), env), env);
  if (eventId) await addEventDetail(eventId, { customerMail: outcome });
  return outcome;
}

/**
 * After a failed accept (issue #23): e-mails the enquiry's assignee, else the agency's inbox
 * (MAIL_TO), and writes the outcome on the timeline's event.
 */
export async function tellStaffOfFailedAccept(
  quote: { number: string; enquiryId: string; departureId: string | null },
  facts: { seats: number; seatsLeft: number; eventId?: string },
): Promise<MailOutcome> {
  const enquiry = await getEnquiry(quote.enquiryId);
  if (!enquiry) return "skipped";
  const [assignee, departure] = await Promise.all([
    enquiry.assignee ? getUserById(enquiry.assignee.id) : null,
    quoteDeparture(quote.departureId, "en"),
  ]);
  const outcome = await deliverBookingMail(
    acceptFailedMail({
      assignee: assignee ? { name: assignee.name, email: assignee.email } : null,
      enquiryId: enquiry.id,
      customer: { name: enquiry.name, email: enquiry.email, phone: enquiry.phone },
      number: quote.number,
      departure: departure ? `${departure.tourTitle}, ${departure.datesText}` : ACCEPT_FAILED_MAIL.noDeparture,
      seats: facts.seats,
      seatsLeft: facts.seatsLeft,
    }),
  );
  if (facts.eventId) await addEventDetail(facts.eventId, { staffMail: outcome });
  return outcome;
}
