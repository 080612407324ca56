import { addDays, isRealDay, monthRange } from "./departures";
import { isOfficeId, type OfficeId } from "./offices";

/*
 * The calendar (issue #28, decision 0061): what is dated in the agency, as a month grid and as
 * an agenda, filtered by kind and office, and the private feed staff subscribe to. Pure rules:
 * the filter as the address writes it, the weeks of a month, the feed's window. Problems are
 * codes; app/content/calendar.ts words them.
 */

export const CALENDAR_PATH = "/admin/calendar";
export const CALENDAR_FEED_PATH = "/admin/account/calendar-feed";

/** What the filter offers: one kind per thing staff look for (a batch's departure and arrival are both "cargo"). */
export const CALENDAR_KINDS = ["departure", "hold", "quote", "balance", "cargo", "visa", "ticketing"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export function isCalendarKind(value: unknown): value is CalendarKind {
  return (CALENDAR_KINDS as readonly unknown[]).includes(value);
}

export const CALENDAR_VIEWS = ["month", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** One dated thing: its day (YYYY-MM-DD, the agency's or the office's calendar), what it is and where it leads. */
export type CalendarEntry = {
  /** Unique within a calendar: the kind, the record and the occasion (`balance:{booking}`). */
  uid: string;
  kind: CalendarKind;
  /** For cargo: the batch leaves or arrives that day. */
  leg?: "departs" | "arrives";
  day: string;
  /** A visa appointment's time, HH:MM in its office's time zone, when one was recorded. */
  time?: string;
  /** The record's reference staff use (a quote number, an enquiry reference, a tour title, a vessel). */
  reference: string;
  /** The customer's first name, where there is a customer; never more of them. */
  firstName?: string;
  /** A departure's seats left. */
  seatsLeft?: number;
  /** The office it belongs to; null: the whole agency (a tour's departure). */
  office: OfficeId | null;
  /** The record's screen in the back office. */
  href: string;
};

export type CalendarFilter = {
  view: CalendarView;
  /** YYYY-MM. */
  month: string;
  /** Empty: every kind. */
  kinds: CalendarKind[];
  office: OfficeId | null;
};

export type CalendarProblem = "badMonth" | "badView" | "badKind" | "badOffice";

/**
 * The filter from the address. A parameter left out takes its default (this month, the month
 * grid, every kind, every office); one given wrong is a problem, so a mistyped link says so
 * instead of showing something else.
 */
export function parseCalendarFilter(
  params: URLSearchParams,
  today: string,
): { ok: true; filter: CalendarFilter } | { ok: false; problem: CalendarProblem } {
  const month = params.get("month") ?? "";
  if (month !== "" && !isCalendarMonth(month)) return { ok: false, problem: "badMonth" };
  const view = params.get("view") ?? "";
  if (view !== "" && view !== "month" && view !== "agenda") return { ok: false, problem: "badView" };
  const kinds = params.getAll("kind").filter((kind) => kind !== "");
  if (!kinds.every(isCalendarKind)) return { ok: false, problem: "badKind" };
  const office = params.get("office") ?? "";
  if (office !== "" && !isOfficeId(office)) return { ok: false, problem: "badOffice" };
  return {
    ok: true,
    filter: {
      view: view === "agenda" ? "agenda" : "month",
      month: month || today.slice(0, 7),
      // Every kind ticked is the same as none: the address stays short.
      kinds: kinds.length === CALENDAR_KINDS.length ? [] : CALENDAR_KINDS.filter((kind) => kinds.includes(kind)),
      office: isOfficeId(office) ? office : null,
    },
  };
}

/** A YYYY-MM month between 2000 and 2100. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isRealDay(`${value}-01`);
}

/** The calendar's address for a filter; defaults are left out. */
export function calendarHref(filter: CalendarFilter, changes: Partial<CalendarFilter> = {}): string {
  const shown = { ...filter, ...changes };
  const query = new URLSearchParams();
  query.set("month", shown.month);
  if (shown.view !== "month") query.set("view", shown.view);
  for (const kind of shown.kinds) query.append("kind", kind);
  if (shown.office) query.set("office", shown.office);
  return `${CALENDAR_PATH}?${query.toString()}`;
}

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1 + by;
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 7);
}

/** The days a month shows, whole weeks from Monday to Sunday (ISO weeks, as the agency's offices count them). */
export function monthWeeks(month: string): string[][] {
  const { first, last } = monthRange(month);
  const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  let day = addDays(first, -weekday(first));
  const weeks: string[][] = [];
  while (day <= last) {
    const week = Array.from({ length: 7 }, (_, offset) => addDays(day, offset));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

/** The first and last day the month grid shows (its first Monday to its last Sunday). */
export function monthSpan(month: string): { first: string; last: string } {
  const weeks = monthWeeks(month);
  return { first: weeks[0]![0]!, last: weeks.at(-1)![6]! };
}

/** Entries by day, each day's in a steady order (a time first, then kind, then reference). */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of [...entries].sort(compareEntries)) {
    const list = days.get(entry.day) ?? [];
    list.push(entry);
    days.set(entry.day, list);
  }
  return days;
}

export function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.day.localeCompare(b.day) ||
    (a.time ?? "").localeCompare(b.time ?? "") ||
    CALENDAR_KINDS.indexOf(a.kind) - CALENDAR_KINDS.indexOf(b.kind) ||
    a.reference.localeCompare(b.reference) ||
    a.uid.localeCompare(b.uid)
  );
}

/** The customer's first name as the feed may carry it: the first word of what they typed, at most 40 characters. */
export function firstNameOf(name: string): string {
  return (name.trim().split(/\s+/u)[0] ?? "").slice(0, 40);
}

/**
 * The feed's window: from FEED_PAST_DAYS before today to FEED_AHEAD_DAYS after it. A phone
 * keeps what it was given once, so the past weeks let a colleague look back at last month;
 * six months ahead covers the departures staff prepare for.
 */
export const FEED_PAST_DAYS = 28;
export const FEED_AHEAD_DAYS = 183;

export function feedWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, -FEED_PAST_DAYS), last: addDays(today, FEED_AHEAD_DAYS) };
}

/** A feed address's secret: 32 random bytes in base64url (43 characters). */
export function isFeedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The feed's path: `/calendar/{token}.ics` (outside the admin area: a phone has no session). */
export function feedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** The secret from the feed path's last segment, or null when it is not `{token}.ics`. */
export function feedTokenOf(file: string): string | null {
  if (!file.endsWith(".ics")) return null;
  const token = file.slice(0, -".ics".length);
  return isFeedToken(token) ? token : null;
}
