import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { QUOTES_LIST_TEXTS as TEXTS } from "~/content/quotes-admin";
import { QuotesTable } from "~/components/admin/quotes-table";
import { agencyToday } from "~/domain/departures";
import { QUOTES_ADMIN_PATH } from "~/domain/quotes";
import { listQuotes, MAX_LISTED_QUOTES, toQuoteRow } from "~/server/enquiries/quotes.server";
import type { Route } from "./+types/quotes";

/** Quotes (issue #13): those awaiting the customer's answer (the dashboard's figure), or all of them, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const awaiting = new URL(request.url).searchParams.get("show") !== "all";
  const today = agencyToday();
  const listed = await listQuotes({ awaiting, today });
  return {
    awaiting,
    truncated: listed.length >= MAX_LISTED_QUOTES,
    quotes: listed.map(({ quote, customer }) => ({
      ...toQuoteRow(quote, today),
      customer: { name: customer, enquiryId: quote.enquiryId },
    })),
  };
}

export default function QuotesScreen({ loaderData }: Route.ComponentProps) {
  const { quotes, awaiting, truncated } = loaderData;
  const tab = (active: boolean, to: string, label: string) => (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={
        active
          ? "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white"
          : "rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
      }
    >
      {label}
    </Link>
  );
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: "/admin", label: TEXTS.dashboardLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <nav aria-label={TEXTS.filterLabel} className="flex flex-wrap gap-2">
        {tab(awaiting, QUOTES_ADMIN_PATH, TEXTS.awaiting)}
        {tab(!awaiting, `${QUOTES_ADMIN_PATH}?show=all`, TEXTS.all)}
      </nav>
      {quotes.length === 0 ? (
        <p className="text-muted">{awaiting ? TEXTS.emptyAwaiting : TEXTS.empty}</p>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <QuotesTable quotes={quotes} caption={TEXTS.caption} />
        </div>
      )}
      {truncated ? <p className="text-sm text-muted">{TEXTS.truncated(quotes.length)}</p> : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
