import { data } from "react-router";
import { InvoiceDocument, ReceiptDocument } from "~/components/admin/money/money-paper";
import { COMPANY } from "~/content/company";
import { MONEY_PAPER_WORDS } from "~/content/money-paper";
import { readDocumentToken } from "~/server/money/document-links.server";
import { invoicePaper, receiptPaper } from "~/server/money/money-documents.server";
import type { Route } from "./+types/money-document";

/** One person's document: never cached, never indexed, and the address sent to no other site. */
const DOCUMENT_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * A receipt or an invoice by the signed link mailed to the customer (issue #27): the paper alone,
 * in their language, ready to print. A link whose signature does not hold, or that names nothing, is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const named = readDocumentToken(params.token);
  const document = !named
    ? null
    : named.kind === "receipt"
      ? await receiptPaper(named.id).then((paper) => (paper ? { kind: "receipt" as const, paper } : null))
      : await invoicePaper(named.id).then((paper) => (paper ? { kind: "invoice" as const, paper } : null));
  if (!document) throw data(null, { status: 404, headers: DOCUMENT_HEADERS });
  return data(document, { headers: DOCUMENT_HEADERS });
}

export function headers() {
  return DOCUMENT_HEADERS;
}

export default function MoneyDocumentPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="bg-gray-100 py-2 print:bg-white print:py-0">
      {loaderData.kind === "receipt" ? <ReceiptDocument paper={loaderData.paper} /> : <InvoiceDocument paper={loaderData.paper} />}
    </main>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: COMPANY.name }, { name: "robots", content: "noindex, nofollow" }];
  const words = MONEY_PAPER_WORDS[loaderData.paper.locale];
  const title =
    loaderData.kind === "receipt"
      ? words.receipt.documentTitle(loaderData.paper.number)
      : loaderData.paper.kind === "credit-note"
        ? words.invoice.creditNoteTitle(loaderData.paper.number)
        : words.invoice.documentTitle(loaderData.paper.number);
  return [{ title: `${title} | ${COMPANY.name}` }, { name: "robots", content: "noindex, nofollow" }];
};
