import { FileText, Ticket } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { QUOTES_DASHBOARD_TEXTS as TEXTS } from "~/content/quotes-admin";
import { BOOKINGS_PATH, QUOTES_ADMIN_PATH, type QuotesDashboardFigures } from "~/domain/quotes";

/** Quotes awaiting an answer, and the seats held and booked on departures of the next 60 days. */
export function QuotesDashboard({ figures }: { figures: QuotesDashboardFigures }) {
  return (
    <section aria-labelledby="dashboard-quotes" className="space-y-3">
      <h2 id="dashboard-quotes" className="text-lg font-semibold text-ink">
        {TEXTS.heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Figure
            icon={<FileText aria-hidden className="size-5" />}
            title={TEXTS.awaiting.title}
            description={TEXTS.awaiting.description}
            to={QUOTES_ADMIN_PATH}
          >
            {TEXTS.awaitingCount(figures.awaiting)}
          </Figure>
        </li>
        <li>
          <Figure
            icon={<Ticket aria-hidden className="size-5" />}
            title={TEXTS.seats.title}
            description={TEXTS.seats.description}
            to={BOOKINGS_PATH}
          >
            {TEXTS.held(figures.held)} · {TEXTS.booked(figures.booked)}
          </Figure>
        </li>
      </ul>
    </section>
  );
}

function Figure({
  icon,
  title,
  description,
  to,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  to?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="relative h-full">
      <div className="flex items-start gap-4 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-ink">
            {to ? (
              <Link to={to} className="after:absolute after:inset-0 hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="text-xl font-semibold text-brand-800 tabular-nums">{children}</p>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </div>
    </Card>
  );
}
