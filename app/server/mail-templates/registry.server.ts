import type { CustomerMailKind } from "~/domain/mail-templates";
import type { Locale } from "~/domain/locale";
import { shipmentStatusMail } from "~/server/cargo/shipment-events.server";
import { enquiryReplyMail } from "~/server/enquiries/enquiry-reply.server";
import { customerNotice, type CustomerNoticeFacts } from "~/server/enquiries/booking-changes/mail.server";
import { quoteMail } from "~/server/enquiries/quote-mail.server";
import { documentMail } from "~/server/money/money-mails.server";
import { getEnv } from "~/server/platform/env.server";
import { composeReminderMail, REMINDER_MAIL_SAMPLES, type ReminderMailKind } from "~/server/reminders/reminder-mails.server";
import {
  agencyFooter,
  bookingMail,
  customerOutboxMail,
  enquiryAcknowledgementMail,
  quoteAcceptedMail,
  type Agency,
  type CustomerMailEnv,
} from "~/server/platform/mail-outbox/customer-mails.server";
import type { OutboxMail } from "~/server/platform/mail-outbox/outbox.server";

/*
 * The customer e-mails' templates (issue #28, decision 0063): for each kind of mail the site
 * writes to customers, the composer that the queuing code calls, with fictional sample data, so
 * the preview at /admin/settings/emails shows exactly what is sent. Adding a template is one
 * entry here, its kind in CUSTOMER_MAIL_KINDS and its words in app/content/mail-templates.ts.
 */

/** One template: its sample data, and its mail composed from them in a language. */
export type MailTemplate = { sample: unknown; preview: (locale: Locale) => Promise<OutboxMail> };

/**
 * A template from sample data and the composer the queuing code calls: a reminder's entry is
 * `template(sample, (data, locale) => composeReminderMail("balance-due", data, locale))`.
 */
export function template<Data>(sample: Data, compose: (data: Data, locale: Locale) => Promise<OutboxMail>): MailTemplate {
  return { sample, preview: (locale) => compose(sample, locale) };
}

/** A template whose composer signs with the agency's footer in the mail's language (read from the site content). */
function signed<Data>(
  sample: Data,
  composer: (data: Data, locale: Locale, agency: Agency, env: CustomerMailEnv) => OutboxMail,
): MailTemplate {
  return template(sample, async (data, locale) => {
    const env = getEnv();
    return composer(data, locale, await agencyFooter(locale, env), env);
  });
}

/** A reminder's e-mail (decision 0062) with its sample facts, composed as the reminder's job queues it. */
function reminder(kind: ReminderMailKind): MailTemplate {
  return template(REMINDER_MAIL_SAMPLES[kind], async (data, locale) => {
    const env = getEnv();
    return customerOutboxMail(composeReminderMail(kind, data, locale), await agencyFooter(locale, env), env);
  });
}

const customer = { name: "Rania Haddad", email: "rania.haddad@example.com" };
const SAMPLE_QUOTE = "Q-2026-0042";
const notice = (kind: CustomerNoticeFacts["kind"]): CustomerNoticeFacts => ({
  kind,
  ...customer,
  number: SAMPLE_QUOTE,
  tour: "Cedars and Byblos, 5 days",
  dates: "Mar 14 – 18, 2027",
  seats: 2,
});

export const MAIL_TEMPLATES: { readonly [Kind in CustomerMailKind]: MailTemplate } = {
  "enquiry-acknowledgement": signed({ ...customer, subject: "Tours", reference: "E-2026-0042" }, enquiryAcknowledgementMail),
  "enquiry-reply": signed(
    {
      ...customer,
      subject: "Tours",
      staffName: "Karim Nassar",
      text: "Thank you for your message. Two seats are still free on the March departure.\n\nShall I prepare a quote for you?",
    },
    enquiryReplyMail,
  ),
  quote: signed(
    {
      ...customer,
      number: SAMPLE_QUOTE,
      total: { amountMinor: 245_000, currency: "USD" },
      validUntil: "2026-12-15",
      link: "https://www.example.com/quote/sample-link",
    },
    quoteMail,
  ),
  "quote-accepted": signed({ ...customer, number: SAMPLE_QUOTE, held: { seats: 2, until: "2026-12-20" } }, quoteAcceptedMail),
  "booking-confirmed": signed(
    { change: "confirmed", ...customer, number: SAMPLE_QUOTE, tour: "Cedars and Byblos", startDate: "2027-03-14", durationDays: 5 },
    bookingMail,
  ),
  "booking-cancelled": signed(
    { change: "cancelled", ...customer, number: SAMPLE_QUOTE, tour: "Cedars and Byblos", startDate: "2027-03-14", durationDays: 5 },
    bookingMail,
  ),
  "departure-cancelled": signed(notice("departure-cancelled"), customerNotice),
  "booking-released": signed(notice("booking-released"), customerNotice),
  "hold-released": signed(notice("hold-released"), customerNotice),
  "money-receipt": signed({ kind: "receipt", id: "sample-payment", number: "R-2026-0107", ...customer }, documentMail),
  "money-invoice": signed({ kind: "invoice", id: "sample-invoice", number: "INV-2026-0031", ...customer }, documentMail),
  "shipment-status": signed(
    {
      ...customer,
      trackingNumber: "CW-2026-004217",
      status: "departed",
      place: "Beirut airport",
      publicNote: "",
    },
    shipmentStatusMail,
  ),
  "reminder-balance-due": reminder("balance-due"),
  "reminder-pickup-waiting": reminder("pickup-waiting"),
  "reminder-review-request": reminder("review-request"),
};

/** A template's mail composed with its sample data in a language: what the preview shows. */
export function previewMail(kind: CustomerMailKind, locale: Locale): Promise<OutboxMail> {
  return MAIL_TEMPLATES[kind].preview(locale);
}
