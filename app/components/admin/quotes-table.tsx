import { Link } from "react-router";
import { QuoteStateBadge } from "~/components/admin/state-badges";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { enquiryHref } from "~/domain/enquiries";
import { quoteHref, type QuoteRow } from "~/domain/quotes";

/** Quotes in a table: number (to its screen), customer (to the enquiry) or creation, state, total, last day. */
export function QuotesTable({ quotes, caption }: { quotes: QuoteRow[]; caption: string }) {
  const withCustomer = quotes.some((quote) => quote.customer);
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{TEXTS.columns.number}</TableHead>
          {withCustomer ? <TableHead>{TEXTS.columns.customer}</TableHead> : null}
          <TableHead>{TEXTS.columns.status}</TableHead>
          <TableHead className="text-end">{TEXTS.columns.total}</TableHead>
          <TableHead>{TEXTS.columns.validUntil}</TableHead>
          {withCustomer ? null : <TableHead>{TEXTS.columns.created}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {quotes.map((quote) => (
          <TableRow key={quote.id}>
            <TableCell className="whitespace-nowrap">
              <Link to={quoteHref(quote.id)} className="font-medium text-brand-700 hover:underline">
                {quote.name}
              </Link>
            </TableCell>
            {withCustomer ? (
              <TableCell>
                {quote.customer ? (
                  <Link to={enquiryHref(quote.customer.enquiryId)} className="text-brand-700 hover:underline">
                    {quote.customer.name}
                  </Link>
                ) : null}
              </TableCell>
            ) : null}
            <TableCell>
              <QuoteStateBadge state={quote.state} />
            </TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">{quote.total}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{quote.validUntil}</TableCell>
            {withCustomer ? null : <TableCell className="text-sm text-muted">{quote.created}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
