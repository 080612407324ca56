import { adminMeta } from "~/components/admin/admin-page-header";
import { CreditNoteConfirmation } from "~/components/admin/money/invoice-actions";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { MONEY_DOCUMENT_ADMIN_TEXTS as TEXTS } from "~/content/money-paper";
import { handleCreditNote, loadCreditNote } from "./invoice-screens.server";
import type { Route } from "./+types/invoice-credit-note";

/**
 * Cancelling an invoice with a credit note (issue #27), admins only: the question first (a visit,
 * or the invoice screen's button posted without a reason), then the credit note's page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCreditNote(params.id, context);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return handleCreditNote(params.id, request, context);
}

export default function CreditNoteScreen({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "step" in actionData ? actionData : null;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <div className="space-y-4">
      <ProblemAlert problem={problem} />
      <CreditNoteConfirmation
        invoiceId={loaderData.id}
        number={loaderData.number}
        reason={answer?.reason ?? ""}
        error={problem?.description}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? TEXTS.creditNoteTitle(loaderData.number) : TEXTS.creditNote);
