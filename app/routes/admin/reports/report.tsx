import { adminMeta } from "~/components/admin/admin-page-header";
import { ReportLayout } from "~/components/admin/reports/report-layout";
import { REPORTS_ADMIN_TEXTS, REPORTS_TEXTS as WORDS } from "~/content/reports";
import { loadReport } from "./report-screens.server";
import type { Route } from "./+types/report";

/** One report (issue #28): Sales, Cash, Receivables, Enquiries, Departures or Cargo, for the period, office and language its GET form gives. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReport(request, context, params.report);
}

export default function ReportScreen({ loaderData }: Route.ComponentProps) {
  const view = loaderData;
  return (
    <ReportLayout
      lang={view.lang}
      words={REPORTS_ADMIN_TEXTS[view.lang]}
      title={view.title}
      summary={view.summary}
      period={view.period}
      notes={view.notes}
      filter={{
        choice: view.choice,
        offices: view.offices,
        officeApplies: view.officeApplies,
        usdOption: view.usdOption,
        problems: view.problems,
      }}
      charts={view.charts}
      tables={view.tables}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title ?? WORDS.index.title);
