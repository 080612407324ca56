import type { EnquiryFolder, EnquiryIntent } from "~/domain/enquiries";
import type { Locale } from "~/domain/locale";
import { plural } from "./plural";

/** The words of the admin Inbox: the list, the message screen, and the toasts after each change. */

export const INBOX_TEXTS = {
  title: "Inbox",
  subtitle: "Messages sent through the contact form.",
  dashboardLink: "Dashboard",
  folders: "Folders",
  folderLabels: { inbox: "Inbox", archived: "Archived" } satisfies Record<EnquiryFolder, string>,
  folderCount: (count: number) => plural(count, { one: "# message", other: "# messages" }),
  unreadCount: (count: number) => `${count} unread`,
  empty: { inbox: "No messages in your inbox.", archived: "No archived messages." } satisfies Record<EnquiryFolder, string>,
  listLabel: (folder: EnquiryFolder) => (folder === "inbox" ? "Messages in the inbox" : "Archived messages"),
  unread: "Unread",
  read: "Read",
  from: "From",
  received: "Received",
  noSubject: "(no subject)",
  backToFolder: (folder: EnquiryFolder) => (folder === "inbox" ? "Back to inbox" : "Back to archived messages"),
  // The message screen.
  details: "Details",
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  tour: "Tour",
  /** The language of the page the message was sent from (issue #11), in English like the rest of the admin. */
  language: "Language",
  languageNames: { en: "English", fr: "French", ar: "Arabic" } satisfies Record<Locale, string>,
  status: "Status",
  folder: "Folder",
  message: "Message",
  notGiven: "Not given",
  tourGone: (id: string) => `${id} (no longer in the catalogue)`,
  fromLine: (name: string, received: string) => `From ${name}, received ${received}`,
  archivedBadge: "Archived",
  actions: "Message actions",
  rowActions: (name: string) => `Actions for the message from ${name}`,
  /** Read out after a list row's button label, so each button says which message it acts on. */
  aboutMessage: (subject: string, name: string) => `${subject} from ${name}`,
  reply: "Reply by e-mail",
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  archive: "Archive",
  unarchive: "Move to inbox",
  delete: "Delete",
  cancel: "Cancel",
  deleteTitle: "Delete message?",
  confirmDelete: "Are you sure you want to delete this message? This action cannot be undone.",
  notFound: "Message not found",
  notFoundHint: "It may have been deleted, or the link is wrong.",
  errorTitle: "Something went wrong",
  errorHint: "Please try again in a moment.",
  unknownAction: "Unknown action.",
  pagination: "Pagination",
  previousPage: "Previous",
  nextPage: "Next",
  pageLabel: (page: number) => `Page ${page}`,
} as const;

/** The toasts after each change. */
export const INBOX_TOASTS = {
  "mark-read": "Marked as read",
  "mark-unread": "Marked as unread",
  archive: "Message archived",
  unarchive: "Message moved to inbox",
  delete: "Message deleted",
} as const satisfies Record<EnquiryIntent, string>;
