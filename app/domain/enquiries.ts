/**
 * Enquiries, the messages sent through the contact form, as the admin Inbox shows them
 * (decisions.md: unread/read, archive, delete): its words, and the small rules the list,
 * the enquiry screen and their actions share.
 */

export type EnquiryFolder = "inbox" | "archived";

/** The URL keeps the word the spec's route table uses. */
export const ENQUIRIES_PATH = "/admin/messages";

export const ENQUIRY_INTENTS = ["mark-read", "mark-unread", "archive", "unarchive", "delete"] as const;
export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number];

export function parseEnquiryIntent(value: FormDataEntryValue | null): EnquiryIntent | null {
  return (ENQUIRY_INTENTS as readonly unknown[]).includes(value) ? (value as EnquiryIntent) : null;
}

/** `?folder=archived` opens the Archived folder; anything else is the Inbox. */
export function parseFolder(value: string | FormDataEntryValue | null): EnquiryFolder {
  return value === "archived" ? "archived" : "inbox";
}

/** The list of a folder at a page, as a link; page 1 and the Inbox leave the query out. */
export function folderHref(folder: EnquiryFolder, page = 1, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (folder === "archived") params.set("folder", "archived");
  if (page > 1) params.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${ENQUIRIES_PATH}?${query}` : ENQUIRIES_PATH;
}

export function enquiryHref(id: string): string {
  return `${ENQUIRIES_PATH}/${encodeURIComponent(id)}`;
}

/** The first non-empty line of an enquiry's message, cut at a word near `max` characters, for the list. */
export function enquiryPreview(message: string, max = 120): string {
  const line =
    message
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

/** A day (YYYY-MM-DD) as the admin reads it: "12 May 2027", the same on server and browser. */
export function formatAdminDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** When an enquiry arrived, as the list and the message screen show it. */
export const formatReceived = formatUtcDateTime;

/** A mailto: link that opens a reply to the sender with subject "Re: {subject}". */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** A posted page number: a whole number from 1, else 1. */
export function parsePageField(value: FormDataEntryValue | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}
