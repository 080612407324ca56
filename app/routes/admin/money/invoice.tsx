import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-page-header";
import { CreditNoteButton, MoneyPaperToolbar } from "~/components/admin/money/invoice-actions";
import { invoiceHref } from "~/domain/money-paths";
import { InvoiceDocument } from "~/components/admin/money/money-paper";
import { MONEY_DOCUMENT_ADMIN_TEXTS as TEXTS, MONEY_PAPER_WORDS } from "~/content/money-paper";
import { loadInvoice } from "./invoice-screens.server";
import type { Route } from "./+types/invoice";

/** An invoice or a credit note (issue #27): one A4 page in the customer's language; admins may cancel an invoice from here. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadInvoice(params.id, context);
}

export default function InvoiceScreen({ loaderData }: Route.ComponentProps) {
  const { id, paper, backTo, customerLink, canCredit, creditNoteId } = loaderData;
  return (
    <div>
      <MoneyPaperToolbar backTo={backTo}>
        <Link to={customerLink} className="text-sm text-brand-700 underline">
          {TEXTS.customerLink}
        </Link>
        {creditNoteId && paper.cancelledBy ? (
          <Link to={invoiceHref(creditNoteId)} className="text-sm text-brand-700 underline">
            {TEXTS.creditedBy(paper.cancelledBy)}
          </Link>
        ) : null}
        {canCredit ? <CreditNoteButton invoiceId={id} /> : null}
      </MoneyPaperToolbar>
      <InvoiceDocument paper={paper} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return adminMeta(TEXTS.invoiceTitle);
  const words = MONEY_PAPER_WORDS[loaderData.paper.locale].invoice;
  const { kind, number } = loaderData.paper;
  return adminMeta(kind === "credit-note" ? words.creditNoteTitle(number) : words.documentTitle(number));
};
