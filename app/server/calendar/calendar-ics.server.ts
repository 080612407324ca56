import { createEvents, type EventAttributes } from "ics";
import { CALENDAR_TEXTS } from "~/content/calendar";
import type { CalendarEntry } from "~/domain/calendar";
import { addDays } from "~/domain/departures";
import { zonedDayStart } from "~/domain/money-desk";

/*
 * The private feed's iCalendar text (issue #28, decision 0061), written by the `ics` package.
 * An entry is a day-long event on its day; a visa appointment with a time is an hour from that
 * time in its office's zone, written in UTC. Each event's UID is the entry's, so a phone that
 * reads the feed again moves an event rather than adding a second. The title names a reference
 * and a first name only; the link leads to the record in the back office (sign-in needed).
 */

const HOUR_MS = 3_600_000;

function dayParts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

export function calendarIcs(
  entries: readonly CalendarEntry[],
  { calendarName, siteUrl, officeZones }: { calendarName: string; siteUrl: string; officeZones: Record<string, string> },
): string {
  const events = entries.map((entry): EventAttributes => {
    const common = {
      uid: `${entry.uid}@cedar-travel`,
      title: CALENDAR_TEXTS.entry(entry),
      url: new URL(entry.href, siteUrl).toString(),
      categories: [CALENDAR_TEXTS.kinds[entry.kind]],
    };
    if (entry.time) {
      const zone = (entry.office && officeZones[entry.office]) || "UTC";
      const [hours, minutes] = entry.time.split(":").map(Number) as [number, number];
      const start = Date.parse(zonedDayStart(entry.day, zone)) + hours * HOUR_MS + minutes * 60_000;
      return { ...common, start, startInputType: "utc", startOutputType: "utc", duration: { hours: 1 } };
    }
    return { ...common, start: dayParts(entry.day), end: dayParts(addDays(entry.day, 1)) };
  });
  const { error, value } = createEvents(events, { calName: calendarName, productId: "cedar-travel/calendar" });
  if (error || !value) throw error ?? new Error("The calendar feed could not be written.");
  return value;
}
