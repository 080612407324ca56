import { CONTACT_SUBJECT_KEYS, isContactSubject } from "~/domain/contact";
import { cleanLines, replyBody } from "~/domain/enquiry-pipeline";
import type { Locale } from "~/domain/locale";
import type { Enquiry, EnquiryReply } from "./enquiries.server";
import { getEnv } from "~/server/platform/env.server";
import { agencyFooter, customerOutboxMail, type Agency, type CustomerMailEnv } from "~/server/platform/mail-outbox/customer-mails.server";
import type { OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { translatorFor } from "~/server/platform/messages.server";
import { getSiteContent } from "~/server/platform/site-content.server";

/**
 * The reply e-mail's frame in the customer's language (issue #13): the subject, the greeting
 * and the signature, with the company's name from the site content in that language. Staff
 * write only what goes between.
 */
export type ReplyFrame = { subject: string; greeting: string; signOff: string; companyName: string };

export async function replyFrame(enquiry: Pick<Enquiry, "name" | "subject" | "locale">): Promise<ReplyFrame> {
  const companyName = (await getSiteContent(enquiry.locale)).contact.companyName;
  return frameOf(enquiry, enquiry.locale, companyName);
}

function frameOf(enquiry: Pick<Enquiry, "name" | "subject">, locale: Locale, companyName: string): ReplyFrame {
  const t = translatorFor(locale);
  // The form's subjects are stored in English; the customer reads theirs in their language.
  const subject = isContactSubject(enquiry.subject) ? t(`contact.${CONTACT_SUBJECT_KEYS[enquiry.subject]}`) : enquiry.subject;
  return {
    subject: t("enquiryReply.subject", { subject }),
    greeting: t("enquiryReply.greeting", { name: enquiry.name }),
    signOff: t("enquiryReply.signOff"),
    companyName,
  };
}

/** What a staff reply carries: the customer and their enquiry's subject, who writes and what they wrote. */
export type ReplyNews = { name: string; email: string; subject: string; staffName: string; text: string };

/**
 * Template "enquiry-reply": what staff wrote, framed in the customer's language. The plain-text
 * part is exactly what the timeline keeps (replyBody); the HTML part says the same, a paragraph
 * per blank-line-separated block, with the agency's footer.
 */
export function enquiryReplyMail(news: ReplyNews, locale: Locale, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const frame = frameOf(news, locale, agency.name);
  const mail = customerOutboxMail(
    [
      "enquiry-reply",
      news,
      null,
      locale,
      frame.subject,
      {
        greeting: frame.greeting,
        paragraphs: cleanLines(news.text).split(/\n{2,}/),
        signOff: [frame.signOff, news.staffName, frame.companyName].join("\n"),
      },
    ],
    agency,
    env,
  );
  return { ...mail, text: replyBody({ ...frame, staffName: news.staffName, text: news.text }) };
}

/** The e-mail as sent, and as the timeline keeps it. */
export async function composeReply(
  enquiry: Pick<Enquiry, "name" | "email" | "subject" | "locale">,
  staffName: string,
  text: string,
  env: CustomerMailEnv = getEnv(),
): Promise<{ mail: OutboxMail; reply: EnquiryReply }> {
  const { locale } = enquiry;
  const mail = enquiryReplyMail({ ...enquiry, staffName, text }, locale, await agencyFooter(locale, env), env);
  return {
    mail,
    reply: { to: `${enquiry.name} <${enquiry.email}>`, subject: mail.subject, text: mail.text, locale },
  };
}
