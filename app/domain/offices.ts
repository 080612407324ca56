/*
 * The agency's offices (issue #23): Beirut, Abidjan and Monrovia. Their addresses, phones,
 * WhatsApp numbers, e-mails, hours and time zones are site content (section `offices`); this
 * module holds what the browser needs too, without zod: the ids, the wa.me links and times
 * written in an office's zone.
 */

export const OFFICE_IDS = ["beirut", "abidjan", "monrovia"] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];

export function isOfficeId(value: unknown): value is OfficeId {
  return typeof value === "string" && (OFFICE_IDS as readonly string[]).includes(value);
}

/** A stored office id, or null for none (or one no longer known). */
export function readOfficeId(value: unknown): OfficeId | null {
  return isOfficeId(value) ? value : null;
}

/** The public forms' optional "Nearest office" field (issue #23): an office id, or blank for no preference. */
export const OFFICE_CHOICE_FIELD = "office";

/**
 * The office a visitor chose on a public form: null for no preference (blank or not sent, the
 * enquiry then reaches no office until staff route it), undefined for a value that is no
 * office (a hand-made post), which the form refuses.
 */
export function readOfficeChoice(value: unknown): OfficeId | null | undefined {
  if (value === undefined || value === "") return null;
  return isOfficeId(value) ? value : undefined;
}

/** The office whose number the public site's WhatsApp button uses: the head office. */
export const MAIN_OFFICE: OfficeId = "beirut";

/**
 * A click-to-chat link (https://wa.me/<digits>?text=<message>): only the number's digits, with
 * its country code; the message already written, so the visitor only presses Send.
 */
export function whatsAppHref(number: string, message?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

/** Whether `zone` is an IANA time zone this runtime knows (Asia/Beirut, Africa/Abidjan…). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type ZonedParts = { year: string; month: string; monthName: string; day: string; hour: string; minute: string; zone: string };

/** The date's parts as a clock in `timeZone` shows them, with the zone's short name (EET, GMT). */
function zonedParts(date: Date, timeZone: string): ZonedParts {
  const format = (options: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", { timeZone, ...options }).formatToParts(date).map((part) => [part.type, part.value]),
    ) as Record<string, string>;
  const numeric = format({
    year: "numeric",
    month: "2-digit",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  });
  return {
    year: numeric.year!,
    month: numeric.month!,
    monthName: format({ month: "short" }).month!,
    day: numeric.day!,
    hour: numeric.hour!,
    minute: numeric.minute!,
    zone: numeric.timeZoneName!,
  };
}

/**
 * "5 Mar 2025, 16:07 EET": a moment as staff of an office read it, with the zone's short name.
 * Worked out on the server (loaders), so the browser shows the same text after hydration.
 */
export function formatZonedDateTime(date: Date, timeZone: string): string {
  const parts = zonedParts(date, timeZone);
  return `${Number(parts.day)} ${parts.monthName} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.zone}`;
}

/** "2026-11-23 16:05 EET": the absolute time beside a relative one, in an office's zone. */
export function zonedLabel(date: Date, timeZone: string): string {
  const parts = zonedParts(date, timeZone);
  return `${parts.year}-${parts.month}-${parts.day.padStart(2, "0")} ${parts.hour}:${parts.minute} ${parts.zone}`;
}
