import { CONTACT_SUBJECT_KEYS, isContactSubject } from "~/domain/contact";
import { replyBody } from "~/domain/enquiry-pipeline";
import type { Enquiry, EnquiryReply } from "./enquiries.server";
import type { ReplyMail } from "~/server/platform/mail.server";
import { translatorFor } from "~/server/platform/messages.server";
import { getSiteContent } from "~/server/platform/site-content.server";

/**
 * The reply e-mail's frame in the customer's language (issue #13): the subject, the greeting
 * and the signature, with the company's name from the site content in that language. Staff
 * write only what goes between.
 */
export type ReplyFrame = { subject: string; greeting: string; signOff: string; companyName: string };

export async function replyFrame(enquiry: Pick<Enquiry, "name" | "subject" | "locale">): Promise<ReplyFrame> {
  const t = translatorFor(enquiry.locale);
  const companyName = (await getSiteContent(enquiry.locale)).contact.companyName;
  // The form's subjects are stored in English; the customer reads theirs in their language.
  const subject = isContactSubject(enquiry.subject) ? t(`contact.${CONTACT_SUBJECT_KEYS[enquiry.subject]}`) : enquiry.subject;
  return {
    subject: t("enquiryReply.subject", { subject }),
    greeting: t("enquiryReply.greeting", { name: enquiry.name }),
    signOff: t("enquiryReply.signOff"),
    companyName,
  };
}

/** The e-mail as sent, and as the timeline keeps it. */
export async function composeReply(
  enquiry: Pick<Enquiry, "name" | "email" | "subject" | "locale">,
  staffName: string,
  text: string,
): Promise<{ mail: ReplyMail; reply: EnquiryReply }> {
  const frame = await replyFrame(enquiry);
  const body = replyBody({ ...frame, staffName, text });
  return {
    mail: { to: { name: enquiry.name, address: enquiry.email }, subject: frame.subject, text: body },
    reply: { to: `${enquiry.name} <${enquiry.email}>`, subject: frame.subject, text: body, locale: enquiry.locale },
  };
}
