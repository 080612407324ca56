import { ExternalLink, Inbox, MapPin, Plane, Plus, ConciergeBell, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ADMIN_ERROR_TEXTS, DASHBOARD_TEXTS as TEXTS } from "~/content/admin";
import { canManageUsers } from "~/domain/users";
import { countDestinations } from "~/server/destinations.server";
import { countUnreadEnquiries } from "~/server/enquiries.server";
import { countServices } from "~/server/services.server";
import { countTours } from "~/server/tours.server";
import { countUsers } from "~/server/users.server";
import { signedInUser } from "~/server/admin-gate.server";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const showUsers = canManageUsers(user.role);
  const [destinations, tours, services, users, unread] = await Promise.all([
    countDestinations(),
    countTours(),
    countServices(),
    showUsers ? countUsers() : Promise.resolve(null),
    countUnreadEnquiries(),
  ]);
  return { name: user.name, counts: { destinations, tours, services, users }, unread };
}

type CardKey = keyof typeof TEXTS.cards;

const ICONS: Record<CardKey, LucideIcon> = {
  destinations: MapPin,
  tours: Plane,
  services: ConciergeBell,
  users: Users,
  inbox: Inbox,
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, counts, unread } = loaderData;
  const cards: { key: CardKey; value: string }[] = [
    { key: "destinations", value: TEXTS.count(counts.destinations, TEXTS.units.destinations) },
    { key: "tours", value: TEXTS.count(counts.tours, TEXTS.units.tours) },
    { key: "services", value: TEXTS.count(counts.services, TEXTS.units.services) },
    ...(counts.users === null ? [] : [{ key: "users" as const, value: TEXTS.count(counts.users, TEXTS.units.users) }]),
    { key: "inbox", value: TEXTS.unread(unread) },
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

      <section aria-labelledby="dashboard-overview" className="space-y-3">
        <h2 id="dashboard-overview" className="sr-only">
          {TEXTS.overview}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.key}>
              <DashboardCard cardKey={card.key} value={card.value} highlight={card.key === "inbox" && unread > 0} />
            </li>
          ))}
        </ul>
      </section>

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

/** A whole card is one link: its title names it, the count and description follow. */
function DashboardCard({ cardKey, value, highlight }: { cardKey: CardKey; value: string; highlight: boolean }) {
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
            <Link to={card.to} className="after:absolute after:inset-0 focus-visible:outline-none">
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
