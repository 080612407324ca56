import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-page-header";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { MONEY_DOCUMENT_ADMIN_TEXTS as TEXTS } from "~/content/money-paper";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { handleIssueInvoice } from "./invoice-screens.server";
import type { Route } from "./+types/invoice-new";

/**
 * Where "Issue an invoice" posts (issue #27, the booking's and the shipment's screens): the
 * invoice's page once issued, or why not, with the way back.
 */
export async function loader({ context }: Route.LoaderArgs) {
  signedInUser(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleIssueInvoice(request, context);
}

export default function InvoiceNewScreen({ actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">{TEXTS.issueInvoice}</h1>
      {actionData && "problem" in actionData ? <ProblemAlert problem={actionData.problem} /> : <p>{TEXTS.issueInvoiceHint}</p>}
      <Link to="/admin/bookings" className="text-sm text-brand-700 underline">
        {TEXTS.backToAccount}
      </Link>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.issueInvoice);
