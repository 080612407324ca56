import type { EnquiryFolder, InboxIntent } from "~/domain/enquiries";
import type { Locale } from "~/domain/locale";
import { plural } from "./plural";

/**
 * The words of the admin Enquiries screen (the Inbox before issue #13): the list, the enquiry
 * screen, and the toasts after each change. The pipeline's own words are in enquiry-pipeline.ts.
 */

export const INBOX_TEXTS = {
  title: "Enquiries",
  subtitle: "Every enquiry and contact message, and where each one stands.",
  dashboardLink: "Dashboard",
  folders: "Folders",
  folderLabels: { inbox: "Inbox", archived: "Archived" } satisfies Record<EnquiryFolder, string>,
  folderCount: (count: number) => plural(count, { one: "# enquiry", other: "# enquiries" }),
  unreadCount: (count: number) => `${count} unread`,
  empty: { inbox: "No enquiries in your inbox.", archived: "No archived enquiries." } satisfies Record<EnquiryFolder, string>,
  listLabel: (folder: EnquiryFolder) => (folder === "inbox" ? "Enquiries in the inbox" : "Archived enquiries"),
  unread: "Unread",
  read: "Read",
  from: "From",
  received: "Received",
  reference: "Reference",
  noSubject: "(no subject)",
  backToFolder: (folder: EnquiryFolder) => (folder === "inbox" ? "Back to enquiries" : "Back to archived enquiries"),
  // The enquiry screen.
  details: "Details",
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  tour: "Tour",
  /** The language of the page the message was sent from (issue #11), in English like the rest of the admin. */
  language: "Language",
  languageNames: { en: "English", fr: "French", ar: "Arabic" } satisfies Record<Locale, string>,
  /** The currency the customer browsed the site in when they wrote. */
  currency: "Browsing currency",
  status: "Status",
  folder: "Folder",
  message: "What the customer sent",
  notGiven: "Not given",
  tourGone: (id: string) => `${id} (no longer in the catalogue)`,
  fromLine: (name: string, received: string) => `From ${name}, received ${received}`,
  archivedBadge: "Archived",
  actions: "Enquiry actions",
  rowActions: (name: string) => `Actions for the enquiry from ${name}`,
  /** Read out after a list row's button label, so each button says which enquiry it acts on. */
  aboutMessage: (subject: string, name: string) => `${subject} from ${name}`,
  reply: "Reply by e-mail",
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  archive: "Archive",
  unarchive: "Move to inbox",
  delete: "Delete",
  cancel: "Cancel",
  deleteTitle: "Delete enquiry?",
  confirmDelete: "Are you sure you want to delete this enquiry and its timeline? This action cannot be undone.",
  notFound: "Enquiry not found",
  notFoundHint: "It may have been deleted, or the link is wrong.",
  errorTitle: "Something went wrong",
  errorHint: "Please try again in a moment.",
  unknownAction: "Unknown action.",
  deleteHasBooking:
    "This enquiry has a booking with seats held or confirmed. Release the booking on the Bookings screen before deleting the enquiry.",
  pagination: "Pagination",
  previousPage: "Previous",
  nextPage: "Next",
  pageLabel: (page: number) => `Page ${page}`,
} as const;

/** The toasts after each change. */
export const INBOX_TOASTS = {
  "mark-read": "Marked as read",
  "mark-unread": "Marked as unread",
  archive: "Enquiry archived",
  unarchive: "Enquiry moved to inbox",
  delete: "Enquiry deleted",
} as const satisfies Record<InboxIntent, string>;
