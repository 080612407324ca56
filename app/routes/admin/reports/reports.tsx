import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { REPORTS_TEXTS as WORDS } from "~/content/reports";
import { REPORT_IDS, reportPath } from "~/domain/reports";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { BUILT_REPORTS } from "./report-screens.server";
import type { Route } from "./+types/reports";

/** The reports' index (issue #28): one card per question; the Enquiries screen is marked until the enquiry funnel is wired. */
export function loader({ context }: Route.LoaderArgs) {
  signedInUser(context);
  return { built: [...BUILT_REPORTS] as string[] };
}

export default function ReportsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: "/admin", label: "Dashboard" }} title={WORDS.index.title} subtitle={WORDS.index.subtitle} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {REPORT_IDS.map((report) => {
          const screen = WORDS.screens[report];
          const built = loaderData.built.includes(report);
          return (
            <li key={report} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-report={report}>
              <h2 className="flex items-center gap-2 text-base font-semibold">
                <BarChart3 aria-hidden className="size-4 text-brand-700" />
                {built ? (
                  <Link to={reportPath(report)} className="text-brand-700 hover:underline">
                    {screen.title}
                  </Link>
                ) : (
                  screen.title
                )}
              </h2>
              <p className="mt-1 text-sm text-muted">{screen.summary}</p>
              {built ? null : <p className="mt-2 text-sm text-amber-900">{WORDS.comingSoon}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(WORDS.index.title);
