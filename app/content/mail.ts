import { COMPANY } from "./company";

/** The e-mail the agency gets about each new enquiry (plain text; field labels are padded into a column). */
export const NEW_MESSAGE_MAIL = {
  subject: (subject: string, name: string) => `New enquiry: ${subject} from ${name}`,
  intro: `A new message arrived through the ${COMPANY.name} contact form.`,
  /** An enquiry from one of the forms of issue #13, by the kind's label ("Cargo"). */
  formIntro: (kind: string) => `A new ${kind.toLowerCase()} enquiry arrived through the ${COMPANY.name} website.`,
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    language: "Language",
    tour: "Tour",
    received: "Received",
    message: "Message",
  },
  notGiven: "(not given)",
  reference: (reference: string) => `Reference given to the customer: ${reference}`,
  readInInbox: (url: string) => `Read it in the inbox: ${url}`,
  replyHint: "Replying to this e-mail answers the visitor directly.",
} as const;

/** The e-mails staff get when a customer answers a quote (issue #23), to the enquiry's assignee or the agency's mailbox. */
export const QUOTE_ANSWER_MAIL = {
  acceptedSubject: (number: string, name: string) => `Quote ${number} accepted by ${name}`,
  declinedSubject: (number: string, name: string) => `Quote ${number} declined by ${name}`,
  accepted: (number: string, name: string) => `${name} accepted quote ${number}.`,
  declined: (number: string, name: string) => `${name} declined quote ${number}.`,
  held: (seats: number, until: string) =>
    `${seats} ${seats === 1 ? "seat is" : "seats are"} held until ${until}: confirm the booking when the deposit arrives.`,
  enquiry: (reference: string | null) => (reference ? `Enquiry ${reference}.` : ""),
  open: (url: string) => `Open the enquiry: ${url}`,
} as const;

/** What the dashboard says about the mail outbox (issue #23). */
export const OUTBOX_TEXTS = {
  title: "E-mail outbox",
  hint: "Every e-mail the site sends waits here until the mail server takes it; a failed attempt is tried again after 1, 5, 15 and 60 minutes.",
  notSetUp: "SMTP_URL is not set: e-mails are kept in the outbox and not sent until it is.",
  allSent: "Every e-mail has been sent.",
  queued: (count: number) => `${count} queued`,
  failed: (count: number) => `${count} failed`,
  status: { queued: "Queued", sent: "Sent", failed: "Failed" },
  attempts: (count: number) => (count === 0 ? "not tried yet" : `${count} ${count === 1 ? "attempt" : "attempts"}`),
  caption: "E-mails not sent yet, newest first",
  columns: { subject: "Subject", to: "To", status: "Status", lastError: "Mail server's answer" },
} as const;
