import { isRealDay } from "./departures";
import { ACTIVE_STATUSES, isEnquiryStatus, PIPELINE_INTENTS, type EnquiryStatus } from "./enquiry-pipeline";
import { parseKindFilter, type EnquiryKind } from "./enquiry-kinds";
import { isSingleLine } from "./form-fields";
import { formatZonedDateTime, isOfficeId, type OfficeId } from "./offices";

/**
 * Enquiries, the messages sent through the contact form, as the admin Enquiries screen shows
 * them (decisions.md: unread/read, archive, delete; issue #13: the pipeline's filters): the
 * small rules the list, the enquiry screen and their actions share.
 */

export type EnquiryFolder = "inbox" | "archived";

/** The URL keeps the word the spec's route table uses. */
export const ENQUIRIES_PATH = "/admin/messages";

/** The inbox's own changes (no version: reading and filing are each person's housekeeping). */
export const INBOX_INTENTS = ["mark-read", "mark-unread", "archive", "unarchive", "delete"] as const;
export type InboxIntent = (typeof INBOX_INTENTS)[number];

/** Everything the enquiry's action takes: the inbox's intents and the pipeline's (enquiry-pipeline.ts). */
export const ENQUIRY_INTENTS = [...INBOX_INTENTS, ...PIPELINE_INTENTS] as const;
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
  return enquiriesHref({ folder }, page, extra);
}

/* ---------------------------------------------------------------- the list's filter */

/** A status, or every status still being worked on. */
export type EnquiryStatusFilter = EnquiryStatus | "active";

/**
 * What the list shows, all of it in the URL: the folder, a kind, a status, an assignee (`me`,
 * `none` or a user's id), a search of the name, e-mail and text, and the days (UTC) it was
 * received between. Absent: no condition.
 */
export type EnquiryFilter = {
  folder: EnquiryFolder;
  kind?: EnquiryKind;
  status?: EnquiryStatusFilter;
  assignee?: string;
  /** An office it is routed to, or `none` for those routed to no office (issue #23). */
  office?: OfficeId | "none";
  q?: string;
  from?: string;
  to?: string;
};

/** Longer searches are cut: nobody types more, and the database compares every row with it. */
export const SEARCH_MAX = 100;

/** The list's filter from its URL; a malformed value is left out rather than refused (a list always shows). */
export function parseEnquiryFilter(params: URLSearchParams): EnquiryFilter {
  const filter: EnquiryFilter = { folder: parseFolder(params.get("folder")) };
  const kind = parseKindFilter(params.get("kind"));
  if (kind) filter.kind = kind;
  const status = params.get("status");
  if (status === "active" || isEnquiryStatus(status)) filter.status = status;
  const assignee = params.get("assignee")?.trim();
  if (assignee && assignee.length <= 40 && isSingleLine(assignee)) filter.assignee = assignee;
  const office = params.get("office");
  if (office === "none" || isOfficeId(office)) filter.office = office;
  const q = [...(params.get("q") ?? "").trim()].slice(0, SEARCH_MAX).join("");
  if (q && isSingleLine(q)) filter.q = q;
  for (const key of ["from", "to"] as const) {
    const day = params.get(key)?.trim();
    if (day && isRealDay(day)) filter[key] = day;
  }
  return filter;
}

/** The statuses a status filter stands for. */
export function statusesOf(status: EnquiryStatusFilter): readonly EnquiryStatus[] {
  return status === "active" ? ACTIVE_STATUSES : [status];
}

/** The query of a filter at a page, defaults left out. */
export function enquiryFilterQuery(filter: EnquiryFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.folder === "archived") params.set("folder", "archived");
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.assignee) params.set("assignee", filter.assignee);
  if (filter.office) params.set("office", filter.office);
  if (filter.q) params.set("q", filter.q);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The list with a filter at a page, as a link; `extra` adds parameters (`delete`). */
export function enquiriesHref(filter: EnquiryFilter, page = 1, extra: Record<string, string> = {}): string {
  const params = enquiryFilterQuery(filter, page);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${ENQUIRIES_PATH}?${query}` : ENQUIRIES_PATH;
}

/** Whether the list is narrowed by anything beyond its folder. */
export function isFiltered(filter: EnquiryFilter): boolean {
  return Boolean(filter.kind || filter.status || filter.assignee || filter.office || filter.q || filter.from || filter.to);
}

export function enquiryHref(id: string): string {
  return `${ENQUIRIES_PATH}/${encodeURIComponent(id)}`;
}

/** Where the enquiry screen posts its quiet mark-read on opening. */
export function enquiryReadHref(id: string): string {
  return `${enquiryHref(id)}/read`;
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

/**
 * The reference staff and customer quote for an enquiry: "E-1A2B3C4D", from its id (until
 * enquiries get a numbered reference of their own).
 */
export function enquiryReference(id: string): string {
  return `E-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** When an enquiry arrived, as the list and the message screen show it: in the reader's office zone (issue #23). */
export function formatReceived(date: Date, timeZone = "UTC"): string {
  return timeZone === "UTC" ? formatUtcDateTime(date) : formatZonedDateTime(date, timeZone);
}

/** A mailto: link that opens a reply to the sender with subject "Re: {subject}". */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** A posted page number: a whole number from 1, else 1. */
export function parsePageField(value: FormDataEntryValue | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/** The reference a customer can quote: `E-2026-0042`, the year's 42nd enquiry (issue #23). */
export function formatEnquiryReference(year: number, sequence: number): string {
  return `E-${year}-${String(sequence).padStart(4, "0")}`;
}
