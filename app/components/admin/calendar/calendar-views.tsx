import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { CALENDAR_TEXTS as TEXTS } from "~/content/calendar";
import { entriesByDay, monthWeeks, type CalendarEntry, type CalendarKind } from "~/domain/calendar";

/*
 * The calendar's two views (issue #28): a month grid (a real table: a row per week, a column
 * per weekday) and an agenda (a heading per day, a list of its entries). Each entry is a link
 * to its record; its kind is said in words, the colour at its edge only repeats it.
 */

const KIND_EDGE: Record<CalendarKind, string> = {
  departure: "border-s-brand-700",
  hold: "border-s-amber-600",
  quote: "border-s-violet-600",
  balance: "border-s-red-700",
  cargo: "border-s-sky-700",
  visa: "border-s-emerald-700",
  ticketing: "border-s-gray-600",
};

function dayLabel(day: string, style: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat("en", {
    weekday: style,
    day: "numeric",
    month: style === "long" ? "long" : "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

function EntryLink({ entry, officeNames, compact }: { entry: CalendarEntry; officeNames: Record<string, string>; compact?: boolean }) {
  return (
    <li data-entry={entry.uid} className={cn("border-s-4 ps-2", KIND_EDGE[entry.kind])}>
      <Link to={entry.href} className="break-words text-brand-700 hover:underline">
        {TEXTS.entry(entry)}
      </Link>
      {!compact && entry.office ? <span className="ms-2 text-xs text-muted">{officeNames[entry.office] ?? entry.office}</span> : null}
    </li>
  );
}

export function CalendarMonth({
  month,
  monthLabel,
  today,
  entries,
  officeNames,
}: {
  month: string;
  monthLabel: string;
  today: string;
  entries: CalendarEntry[];
  officeNames: Record<string, string>;
}) {
  const byDay = entriesByDay(entries);
  return (
    <table className="w-full table-fixed border-collapse rounded-xl bg-white text-sm shadow-sm">
      <caption className="sr-only">{monthLabel}</caption>
      <thead>
        <tr>
          {TEXTS.weekdays.map(([weekday, short]) => (
            <th key={weekday} scope="col" abbr={weekday} className="border border-gray-200 px-2 py-2 text-start font-medium text-muted">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const outside = !day.startsWith(month);
              const isToday = day === today;
              const dayEntries = byDay.get(day) ?? [];
              return (
                <td
                  key={day}
                  data-day={day}
                  aria-current={isToday ? "date" : undefined}
                  className={cn(
                    "h-28 border border-gray-200 p-1.5 align-top",
                    outside && "bg-gray-50 text-muted",
                    isToday && "bg-brand-50 outline-2 -outline-offset-2 outline-brand-700",
                  )}
                >
                  <p className="flex items-center gap-1.5 text-xs font-semibold">
                    <time dateTime={day} aria-label={dayLabel(day)}>
                      {Number(day.slice(8))}
                    </time>
                    {isToday ? <span className="rounded bg-brand-700 px-1 text-[0.65rem] text-white">{TEXTS.today}</span> : null}
                  </p>
                  {dayEntries.length > 0 ? (
                    <ul className="mt-1 space-y-1 text-xs">
                      {dayEntries.map((entry) => (
                        <EntryLink key={entry.uid} entry={entry} officeNames={officeNames} compact />
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CalendarAgenda({
  today,
  entries,
  officeNames,
}: {
  today: string;
  entries: CalendarEntry[];
  officeNames: Record<string, string>;
}) {
  const byDay = [...entriesByDay(entries)];
  if (byDay.length === 0) return <p className="rounded-xl border border-gray-200 bg-white p-4 text-muted">{TEXTS.empty}</p>;
  return (
    <ol className="space-y-4">
      {byDay.map(([day, dayEntries]) => (
        <li key={day} data-agenda-day={day} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <h3 className="flex items-center gap-2 font-semibold text-ink" aria-current={day === today ? "date" : undefined}>
            <time dateTime={day}>{dayLabel(day)}</time>
            {day === today ? <span className="rounded bg-brand-700 px-1.5 text-xs text-white">{TEXTS.today}</span> : null}
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {dayEntries.map((entry) => (
              <EntryLink key={entry.uid} entry={entry} officeNames={officeNames} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
