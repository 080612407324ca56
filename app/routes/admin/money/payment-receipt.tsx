import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-page-header";
import { MoneyPaperToolbar } from "~/components/admin/money/invoice-actions";
import { ReceiptDocument } from "~/components/admin/money/money-paper";
import { MONEY_DOCUMENT_ADMIN_TEXTS as TEXTS, MONEY_PAPER_WORDS } from "~/content/money-paper";
import { loadReceipt } from "./invoice-screens.server";
import type { Route } from "./+types/payment-receipt";

/** A payment's receipt (issue #27): one A4 page in the customer's language, printed by the browser without the admin's frame. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadReceipt(params.id, context);
}

export default function PaymentReceiptScreen({ loaderData }: Route.ComponentProps) {
  const { paper, backTo, customerLink } = loaderData;
  return (
    <div>
      <MoneyPaperToolbar backTo={backTo}>
        <Link to={customerLink} className="text-sm text-brand-700 underline">
          {TEXTS.customerLink}
        </Link>
      </MoneyPaperToolbar>
      <ReceiptDocument paper={paper} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? MONEY_PAPER_WORDS[loaderData.paper.locale].receipt.documentTitle(loaderData.paper.number) : TEXTS.receiptTitle);
