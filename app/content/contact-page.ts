import type { ContactSubject } from "~/domain/contact";
import { COMPANY } from "./company";

/** Texts of the Contact page and of its form (field labels are the spec's, word for word). */
export const CONTACT_PAGE = {
  meta: {
    title: "Contact Us",
    description: `Write, call or visit ${COMPANY.name} in Beirut: tour bookings, custom trips and cargo enquiries, with offices in Lebanon, Abidjan and Liberia.`,
  },
  hero: {
    eyebrow: "Contact Us",
    title: "Get in touch",
    text: "Planning a trip, booking a tour or shipping cargo? Send us a message and our team will get back to you soon.",
  },
  form: {
    title: "Send Us a Message",
    intro: "Fields marked with * are required.",
    required: "required",
    fields: {
      name: { label: "Full Name", placeholder: "Your full name" },
      email: { label: "Email Address", placeholder: "you@example.com" },
      phone: { label: "Phone Number", hint: "Optional, with your country code if you are outside Lebanon." },
      subject: {
        label: "Subject",
        placeholder: "Select a subject",
        /** What each stored subject reads as in the list; the stored value stays the same in every language. */
        options: {
          "General Inquiry": "General Inquiry",
          "Tour Booking": "Tour Booking",
          "Custom Tour Request": "Custom Tour Request",
          Feedback: "Feedback",
          Other: "Other",
        } satisfies Record<ContactSubject, string>,
      },
      message: { label: "Message", placeholder: "How can we help you?" },
    },
    honeypot: "Leave this field empty",
    submit: "Send Message",
    sending: "Sending…",
  },
  /** The spec's success banner: shown for 5 seconds (CONTACT_BANNER_MS), then gone. */
  sent: "Thank you! Your message has been sent. We'll get back to you soon.",
  problems: {
    unreadable: "The form could not be read. Please fill it in on the contact page and send it again.",
    rateLimited: "You have sent several messages in the last few minutes. Please wait a little before sending another one, or call us.",
    saveFailed: `Sorry, your message could not be sent. Please try again in a moment, or call us on ${COMPANY.phones[0].display}. What you typed is still here.`,
  },
  info: {
    title: "Contact Information",
    text: "Our team handles both travel and cargo inquiries.",
    address: "Visit us",
    phones: "Call us",
    emails: "Email us",
    mailboxes: { info: "General information", cargo: "Cargo" },
  },
  hours: { title: "Opening Hours" },
  map: {
    title: "Find Us",
    caption: COMPANY.address.oneLine,
    showMap: "Show interactive map",
    openMap: "Open in OpenStreetMap",
    frameTitle: `Map showing the ${COMPANY.name} office in ${COMPANY.address.city}`,
    notice: "The interactive map is loaded from OpenStreetMap only when you ask for it.",
  },
} as const;

/** The contact form's validation messages (used by ContactSchema in domain/contact) and its prefilled booking request. */
export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your full name",
  nameTooLong: (max: number) => `Full Name must be at most ${max} characters`,
  nameOneLine: "Full Name must be a single line, without line breaks or control characters",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  subjectRequired: "Please choose a subject",
  messageRequired: "Please enter your message",
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
  messageControlCharacters: "Message must not contain control characters",
  bookingRequest: (tourTitle: string) => `I would like to book the tour "${tourTitle}". Please send me availability and details.`,
} as const;
