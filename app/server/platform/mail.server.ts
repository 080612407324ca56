import { ENQUIRY_KIND_LABELS, enquiryDetailFacts, formEnquiryOf } from "~/content/enquiry-kinds";
import { NEW_MESSAGE_MAIL as MAIL } from "~/content/mail";
import { LOCALE_NAMES } from "~/domain/locale";
import { getEnv, type Env } from "./env.server";
import type { Enquiry } from "~/server/enquiries/enquiries.server";

// A stuck mail server must not keep a send (and its socket) alive for minutes.
export const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Header values come from the visitor: line breaks are flattened so nothing can add a header. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").trim();
}

export function notificationSubject(message: Pick<Enquiry, "subject" | "name">): string {
  return oneLine(MAIL.subject(message.subject, message.name));
}

/** The plain-text body: every field the visitor sent, the kind's own ones too, and where to read and answer it. */
export function notificationText(message: Enquiry, siteUrl: string): string {
  const { labels } = MAIL;
  const form = formEnquiryOf(message);
  const details = form ? enquiryDetailFacts(form) : [];
  // Values line up in one column after the longest label.
  const width = Math.max(...[...Object.values(labels), ...details.map(([label]) => label)].map((label) => label.length)) + 2;
  const field = (label: string, value: string) => `${`${label}:`.padEnd(width)}${value}`;
  const lines = [
    message.kind === "contact" ? MAIL.intro : MAIL.formIntro(ENQUIRY_KIND_LABELS[message.kind]),
    ...(message.reference ? [MAIL.reference(message.reference)] : []),
    "",
    field(labels.name, message.name),
    field(labels.email, message.email),
    field(labels.phone, message.phone ?? MAIL.notGiven),
    field(labels.subject, message.subject),
    // The language the visitor wrote from: the one to answer in (issue #11).
    field(labels.language, LOCALE_NAMES[message.locale]),
  ];
  if (message.tourId) lines.push(field(labels.tour, `${siteUrl}/tours/${message.tourId}`));
  lines.push(...details.map(([label, value]) => field(label, value)));
  lines.push(
    field(labels.received, message.createdAt.toISOString()),
    "",
    `${labels.message}:`,
    message.message || MAIL.notGiven,
    "",
    MAIL.readInInbox(`${siteUrl}/admin/messages/${message.id}`),
    MAIL.replyHint,
  );
  return lines.join("\n");
}

/** Cargo enquiries go to the cargo team's mailbox; every other enquiry to the agency's (issue #13). */
export function mailboxFor(message: { kind: string }, env: Pick<Env, "MAIL_TO" | "CARGO_MAIL_TO">): string {
  return message.kind === "cargo" ? env.CARGO_MAIL_TO : env.MAIL_TO;
}

/** A reply staff write on an enquiry's screen (issue #13), addressed and worded for the customer. */
export type ReplyMail = { to: { name: string; address: string }; subject: string; text: string };

/** Who a reply comes from: REPLY_FROM, else MAIL_FROM. */
export function replySender(env: Pick<Env, "REPLY_FROM" | "MAIL_FROM"> = getEnv()): string {
  return env.REPLY_FROM ?? env.MAIL_FROM;
}
