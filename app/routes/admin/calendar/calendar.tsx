import { CalendarDays, ChevronLeft, ChevronRight, List } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { CalendarAgenda, CalendarMonth } from "~/components/admin/calendar/calendar-views";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { CALENDAR_TEXTS as TEXTS } from "~/content/calendar";
import { CALENDAR_KINDS, CALENDAR_PATH, calendarHref, monthSpan, parseCalendarFilter, shiftMonth } from "~/domain/calendar";
import { agencyToday, monthRange } from "~/domain/departures";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { listCalendarEntries } from "~/server/calendar/calendar-entries.server";
import { officeChoices } from "~/server/platform/offices.server";
import type { Route } from "./+types/calendar";

/**
 * The calendar (issue #28, decision 0061): a month grid or an agenda of everything dated, from a
 * GET form (works without JavaScript). A parameter given wrong is a 400 that says which.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  signedInUser(context);
  const today = agencyToday();
  const parsed = parseCalendarFilter(new URL(request.url).searchParams, today);
  if (!parsed.ok) throw data(TEXTS.problems[parsed.problem], { status: 400 });
  const { filter } = parsed;
  // The grid shows whole weeks, so the days of the months beside it too; the agenda the month alone.
  const range = filter.view === "month" ? monthSpan(filter.month) : monthRange(filter.month);
  const [entries, offices] = await Promise.all([
    listCalendarEntries({ ...range, kinds: filter.kinds, office: filter.office, today }),
    officeChoices(),
  ]);
  return {
    filter,
    today,
    entries,
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    links: {
      previous: calendarHref(filter, { month: shiftMonth(filter.month, -1) }),
      next: calendarHref(filter, { month: shiftMonth(filter.month, 1) }),
      thisMonth: calendarHref(filter, { month: today.slice(0, 7) }),
      month: calendarHref(filter, { view: "month" }),
      agenda: calendarHref(filter, { view: "agenda" }),
    },
  };
}

export default function CalendarScreen({ loaderData }: Route.ComponentProps) {
  const { filter, today, entries, offices, links } = loaderData;
  const monthLabel = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${filter.month}-01T00:00:00Z`),
  );
  const officeNames = Object.fromEntries(offices.map((office) => [office.id, office.name]));
  const inMonth = entries.filter((entry) => entry.day.startsWith(filter.month));
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: "/admin", label: TEXTS.dashboardLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />

      <Form method="get" action={CALENDAR_PATH} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <input type="hidden" name="month" value={filter.month} />
        {filter.view === "agenda" ? <input type="hidden" name="view" value="agenda" /> : null}
        <fieldset>
          <legend className="text-sm font-medium text-ink">{TEXTS.kind}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {CALENDAR_KINDS.map((kind) => (
              <label key={kind} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="kind"
                  value={kind}
                  defaultChecked={filter.kinds.length === 0 || filter.kinds.includes(kind)}
                  className="size-4 accent-brand-700"
                />
                {TEXTS.kinds[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {TEXTS.office}
            <Select name="office" defaultValue={filter.office ?? ""} className="min-w-48">
              <option value="">{TEXTS.everyOffice}</option>
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit">{TEXTS.apply}</Button>
          <Button asChild variant="ghost">
            <Link to={`${CALENDAR_PATH}?month=${filter.month}${filter.view === "agenda" ? "&view=agenda" : ""}`}>{TEXTS.clear}</Link>
          </Button>
        </div>
        {filter.office ? <p className="text-sm text-muted">{TEXTS.agencyWide}</p> : null}
      </Form>

      <nav aria-label={monthLabel} className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={links.previous} aria-label={TEXTS.previousMonth} title={TEXTS.previousMonth}>
              <ChevronLeft aria-hidden className="rtl:rotate-180" />
            </Link>
          </Button>
          <h2 className="min-w-40 text-center text-lg font-semibold text-ink" aria-live="polite">
            {monthLabel}
          </h2>
          <Button asChild variant="outline" size="sm">
            <Link to={links.next} aria-label={TEXTS.nextMonth} title={TEXTS.nextMonth}>
              <ChevronRight aria-hidden className="rtl:rotate-180" />
            </Link>
          </Button>
          {filter.month !== today.slice(0, 7) ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={links.thisMonth}>{TEXTS.thisMonth}</Link>
            </Button>
          ) : null}
        </div>
        <div className="flex items-center gap-2" role="group" aria-label={TEXTS.viewLabel}>
          <Button asChild variant={filter.view === "month" ? "default" : "outline"} size="sm">
            <Link to={links.month} aria-current={filter.view === "month" ? "page" : undefined}>
              <CalendarDays aria-hidden />
              {TEXTS.views.month}
            </Link>
          </Button>
          <Button asChild variant={filter.view === "agenda" ? "default" : "outline"} size="sm">
            <Link to={links.agenda} aria-current={filter.view === "agenda" ? "page" : undefined}>
              <List aria-hidden />
              {TEXTS.views.agenda}
            </Link>
          </Button>
        </div>
      </nav>
      <p role="status" className="text-sm text-muted">
        {TEXTS.count(inMonth.length)}
      </p>

      {filter.view === "month" ? (
        <>
          {/* Below the md width the grid's cells are too narrow to read: the month is shown as its agenda there (no script needed). */}
          <div className="hidden md:block">
            <CalendarMonth month={filter.month} monthLabel={monthLabel} today={today} entries={entries} officeNames={officeNames} />
          </div>
          <div className="md:hidden">
            <CalendarAgenda today={today} entries={inMonth} officeNames={officeNames} />
          </div>
        </>
      ) : (
        <CalendarAgenda today={today} entries={inMonth} officeNames={officeNames} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) && error.status === 400;
  return (
    <div className="space-y-4">
      <AdminPageHeader back={{ to: CALENDAR_PATH, label: TEXTS.back }} title={TEXTS.title} subtitle={refused ? undefined : TEXTS.failed} />
      {refused ? (
        <p role="alert" className="text-sm text-red-900">
          {String(error.data)}
        </p>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
