import { ExternalLink, Inbox, MailPlus, MapPin, Plane, Plus, ConciergeBell, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ADMIN_ERROR_TEXTS, DASHBOARD_TEXTS as TEXTS } from "~/content/admin";
import { canManageUsers } from "~/domain/users";
import { countDestinations } from "~/server/catalogue/destinations.server";
import { countActiveEnquiriesByAssignee, countEnquiriesReceivedSince, countUnreadEnquiries } from "~/server/enquiries/enquiries.server";
import { enquiriesHref } from "~/domain/enquiries";
import { countServices } from "~/server/catalogue/services.server";
import { countTours } from "~/server/catalogue/tours.server";
import { countUsers } from "~/server/accounts/users.server";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { QuotesDashboard } from "~/components/admin/quotes-dashboard";
import { quotesDashboardFigures } from "~/server/enquiries/quotes.server";
import { OutboxStatus } from "~/components/admin/mail-outbox/outbox-status";
import { outboxSummary } from "~/server/platform/mail-outbox/outbox.server";
import { RunnerStatus, TodayList } from "~/components/admin/reminders/today-list";
import { AGENCY_TIME_ZONE, agencyToday } from "~/domain/departures";
import { formatReceived } from "~/domain/enquiries";
import { isHeartbeatStale } from "~/domain/reminders";
import { lastRunnerHeartbeat } from "~/server/jobs/jobs.server";
import { getEnv } from "~/server/platform/env.server";
import { officeChoices } from "~/server/platform/offices.server";
import { failedJobs, todayReminders } from "~/server/reminders/reminders.server";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const showUsers = canManageUsers(user.role);
  // "This week": the last 7 days, so the number does not drop to 0 every Monday.
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  // Today on the signed-in person's office calendar (the agency's for staff without an office).
  const offices = await officeChoices();
  const office = offices.find((choice) => choice.id === user.office) ?? null;
  const now = new Date();
  const timeZone = office?.timeZone ?? AGENCY_TIME_ZONE;
  const [today, beat, failed] = await Promise.all([todayReminders(user, agencyToday(now, timeZone)), lastRunnerHeartbeat(), failedJobs()]);
  const [destinations, tours, services, users, unread, newEnquiries, openByAssignee, quotes, outbox] = await Promise.all([
    countDestinations(),
    countTours(),
    countServices(),
    showUsers ? countUsers() : Promise.resolve(null),
    countUnreadEnquiries(),
    countEnquiriesReceivedSince(weekAgo),
    countActiveEnquiriesByAssignee(),
    quotesDashboardFigures(),
    outboxSummary(),
  ]);
  return {
    name: user.name,
    counts: { destinations, tours, services, users },
    unread,
    newEnquiries: { count: newEnquiries, since: weekAgo.toISOString().slice(0, 10) },
    openByAssignee,
    quotes,
    outbox,
    today: { ...today, office: office?.name ?? null },
    runner: {
      lastBeat: beat ? formatReceived(new Date(beat), timeZone) : null,
      stale: isHeartbeatStale(beat, now, getEnv().JOBS_POLL_MS),
      failedCount: failed.count,
      // The errors are for admins; everyone sees the count.
      failed: user.role === "admin" ? failed.latest : null,
    },
  };
}

type CardKey = keyof typeof TEXTS.cards;

const ICONS: Record<CardKey, LucideIcon> = {
  destinations: MapPin,
  tours: Plane,
  services: ConciergeBell,
  users: Users,
  inbox: Inbox,
  newEnquiries: MailPlus,
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, counts, unread, newEnquiries, openByAssignee } = loaderData;
  const cards: { key: CardKey; value: string }[] = [
    { key: "destinations", value: TEXTS.count(counts.destinations, TEXTS.units.destinations) },
    { key: "tours", value: TEXTS.count(counts.tours, TEXTS.units.tours) },
    { key: "services", value: TEXTS.count(counts.services, TEXTS.units.services) },
    ...(counts.users === null ? [] : [{ key: "users" as const, value: TEXTS.count(counts.users, TEXTS.units.users) }]),
    { key: "inbox", value: TEXTS.unread(unread) },
    { key: "newEnquiries", value: TEXTS.count(newEnquiries.count, TEXTS.units.enquiries) },
  ];
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{TEXTS.heading}</h1>
          <p className="text-muted">{TEXTS.welcome(name)}</p>
        </div>
        <Button asChild variant="outline">
          <a href="/">
            <ExternalLink aria-hidden />
            {TEXTS.viewWebsite}
          </a>
        </Button>
      </header>

      <TodayList reminders={loaderData.today.reminders} more={loaderData.today.more} office={loaderData.today.office} />

      <section aria-labelledby="dashboard-overview" className="space-y-3">
        <h2 id="dashboard-overview" className="sr-only">
          {TEXTS.overview}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.key}>
              <DashboardCard
                cardKey={card.key}
                value={card.value}
                highlight={card.key === "inbox" && unread > 0}
                to={card.key === "newEnquiries" ? enquiriesHref({ folder: "inbox", from: newEnquiries.since }) : undefined}
              />
            </li>
          ))}
        </ul>
      </section>

      <RunnerStatus state={loaderData.runner} />
      <OpenEnquiriesByAssignee rows={openByAssignee} />
      <QuotesDashboard figures={loaderData.quotes} />
      <OutboxStatus summary={loaderData.outbox} />

      <section aria-labelledby="dashboard-quick-actions" className="space-y-3">
        <h2 id="dashboard-quick-actions" className="text-lg font-semibold text-ink">
          {TEXTS.quickActions}
        </h2>
        <div className="flex flex-wrap gap-3">
          {TEXTS.actions.map((action) => (
            <Button key={action.to} asChild variant="secondary">
              <Link to={action.to}>
                <Plus aria-hidden />
                {action.label}
              </Link>
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
}

/** Who handles how many active enquiries, each a link to that list (issue #13). */
function OpenEnquiriesByAssignee({ rows }: { rows: { assignee: { id: string; name: string } | null; count: number }[] }) {
  const texts = TEXTS.openByAssignee;
  return (
    <section aria-labelledby="dashboard-open-enquiries" className="space-y-3">
      <div className="space-y-1">
        <h2 id="dashboard-open-enquiries" className="text-lg font-semibold text-ink">
          {texts.title}
        </h2>
        <p className="text-sm text-muted">{texts.hint}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{texts.empty}</p>
      ) : (
        <Card className="max-w-xl">
          <ul aria-labelledby="dashboard-open-enquiries" className="divide-y divide-gray-100">
            {rows.map((row) => (
              <li key={row.assignee?.id ?? "nobody"} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
                <Link
                  to={enquiriesHref({ folder: "inbox", status: "active", assignee: row.assignee?.id ?? "none" })}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {row.assignee?.name ?? texts.unassigned}
                </Link>
                <span className="text-ink tabular-nums">{texts.count(row.count)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

/** A whole card is one link: its title names it, the count and description follow. */
function DashboardCard({ cardKey, value, highlight, to }: { cardKey: CardKey; value: string; highlight: boolean; to?: string }) {
  const card = TEXTS.cards[cardKey];
  const Icon = ICONS[cardKey];
  return (
    <Card className="relative h-full transition-shadow focus-within:ring-3 focus-within:ring-accent-500 hover:shadow-md">
      <div className="flex items-start gap-4 p-5">
        <span
          className={
            highlight
              ? "flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-ink"
              : "flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          }
        >
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold leading-tight text-ink">
            <Link to={to ?? card.to} className="after:absolute after:inset-0 focus-visible:outline-none">
              {card.title}
            </Link>
          </h3>
          <p className="text-2xl font-semibold text-brand-800 tabular-nums">{value}</p>
          <p className="text-sm text-muted">{card.description}</p>
        </div>
      </div>
    </Card>
  );
}

export const meta: Route.MetaFunction = () => [{ title: ADMIN_ERROR_TEXTS.pageTitle(TEXTS.title) }];
