import { reportCsv } from "./report-screens.server";
import type { Route } from "./+types/report-csv";

/** A report table's CSV (issue #28): a download, inside the admin layout so that the gate guards it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return reportCsv(request, context, params.report);
}
