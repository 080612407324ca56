/**
 * The admin Inbox (docs/product-decisions.md: contact messages, unread/read, archive, delete): its words,
 * and the small rules the list, the message screen and their actions share.
 */

export type InboxFolder = "inbox" | "archived";

export const INBOX_PATH = "/admin/messages";

export const INBOX_TEXTS = {
  title: "Inbox",
  subtitle: "Messages sent through the contact form.",
  dashboardLink: "Dashboard",
  folders: "Folders",
  folderLabels: { inbox: "Inbox", archived: "Archived" } satisfies Record<InboxFolder, string>,
  folderCount: (count: number) => (count === 1 ? "1 message" : `${count} messages`),
  unreadCount: (count: number) => `${count} unread`,
  empty: { inbox: "No messages in your inbox.", archived: "No archived messages." } satisfies Record<InboxFolder, string>,
  listLabel: (folder: InboxFolder) => (folder === "inbox" ? "Messages in the inbox" : "Archived messages"),
  unread: "Unread",
  read: "Read",
  from: "From",
  received: "Received",
  noSubject: "(no subject)",
  backToFolder: (folder: InboxFolder) => (folder === "inbox" ? "Back to inbox" : "Back to archived messages"),
  // The message screen.
  details: "Details",
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  tour: "Tour",
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
} as const satisfies Record<InboxIntent, string>;

export const INBOX_INTENTS = ["mark-read", "mark-unread", "archive", "unarchive", "delete"] as const;
export type InboxIntent = (typeof INBOX_INTENTS)[number];

export function parseInboxIntent(value: FormDataEntryValue | null): InboxIntent | null {
  return (INBOX_INTENTS as readonly unknown[]).includes(value) ? (value as InboxIntent) : null;
}

/** `?folder=archived` opens the Archived folder; anything else is the Inbox. */
export function parseFolder(value: string | FormDataEntryValue | null): InboxFolder {
  return value === "archived" ? "archived" : "inbox";
}

/** The list of a folder at a page, as a link; page 1 and the Inbox leave the query out. */
export function folderHref(folder: InboxFolder, page = 1, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (folder === "archived") params.set("folder", "archived");
  if (page > 1) params.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${INBOX_PATH}?${query}` : INBOX_PATH;
}

export function messageHref(id: string): string {
  return `${INBOX_PATH}/${encodeURIComponent(id)}`;
}

/** The first non-empty line of a message, cut at a word near `max` characters, for the list. */
export function messagePreview(message: string, max = 120): string {
  const line = message
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part.length > 0) ?? "";
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "5 Mar 2025, 14:07 UTC". Written out by hand in UTC so the server's and the browser's
 * rendering are the same text whatever their time zone or ICU data (no hydration mismatch).
 */
export function formatUtcDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** When a message arrived, as the list and the message screen show it. */
export const formatReceived = formatUtcDateTime;

/** A mailto: link that opens a reply to the sender with subject "Re: {subject}". */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** The change an action other than delete makes to a message. */
export function intentOutcome(intent: Exclude<InboxIntent, "delete">): { read?: boolean; archived?: boolean } {
  switch (intent) {
    case "mark-read":
      return { read: true };
    case "mark-unread":
      return { read: false };
    case "archive":
      return { archived: true };
    case "unarchive":
      return { archived: false };
  }
}

/** A posted page number: a whole number from 1, else 1. */
export function parsePageField(value: FormDataEntryValue | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}
