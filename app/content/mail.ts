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
  readInInbox: (url: string) => `Read it in the inbox: ${url}`,
  replyHint: "Replying to this e-mail answers the visitor directly.",
} as const;
