/** The back office's words for offices (issue #23): routing, the users' office, WhatsApp links. English. */
export const OFFICE_TEXTS = {
  office: "Office",
  noOffice: "No office",
  anyOffice: "Any office",
  routeTo: "Route to office",
  route: "Route",
  officeFilter: "Office",
  events: {
    routed: (to: string) => `Routed to the ${to} office`,
    unrouted: (from: string) => `No longer routed to an office (was ${from})`,
  },
  toasts: {
    routed: (name: string) => `Routed to the ${name} office`,
    unrouted: "Enquiry no longer routed to an office",
  },
  messages: {
    officeUnknown: "Choose an office from the list.",
    sameOffice: "The enquiry is already routed that way.",
    userGone: "This user no longer exists.",
  },
  // The user's and the account's office.
  userOffice: "Office",
  userOfficeHint: "Times on the admin screens are shown in the office's time zone; with no office, in UTC.",
  saveOffice: "Save office",
  unknownAction: "That action is not known. Reload the page and try again.",
  officeSaved: (name: string | null) => (name ? `Office set to ${name}` : "Office cleared: times are shown in UTC"),
  timeZoneNote: (zone: string) => `Times in ${zone}`,
  // WhatsApp beside a customer's phone, and to share a quote's link.
  whatsApp: "WhatsApp",
  whatsAppLabel: (name: string) => `Message ${name} on WhatsApp`,
  shareOnWhatsApp: "Share on WhatsApp",
  enquiryMessage: (name: string, reference: string, subject: string) => `Hello ${name}, about your enquiry ${reference} (${subject}): `,
  quoteMessage: (name: string, reference: string) => `Hello ${name}, about your quote ${reference}: `,
  quoteShareMessage: (name: string, reference: string, link: string) => `Hello ${name}, here is your quote ${reference}: ${link}`,
} as const;
