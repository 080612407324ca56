import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { newQuoteHref, quoteHref, type QuoteState } from "~/domain/quotes";

/** A quote as an enquiry's Quotes section lists it (worked out by enquiryQuoteRows on the server). */
export type EnquiryQuoteRow = {
  id: string;
  name: string;
  state: QuoteState;
  stateLabel: string;
  total: string;
  validUntil: string;
  created: string;
};

const BADGES: Partial<Record<QuoteState, "success" | "default" | "warning" | "muted">> = {
  accepted: "success",
  sent: "default",
  draft: "warning",
};

/** The enquiry screen's Quotes section (issue #13): every quote made from it, newest first, and New quote. */
export function EnquiryQuotes({ enquiryId, quotes }: { enquiryId: string; quotes: EnquiryQuoteRow[] }) {
  return (
    <section aria-labelledby="enquiry-quotes" className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="enquiry-quotes" className="text-lg font-semibold text-ink">
          {TEXTS.section}
        </h2>
        <Button asChild size="sm">
          <Link to={newQuoteHref(enquiryId)}>
            <FilePlus2 aria-hidden />
            {TEXTS.newQuote}
          </Link>
        </Button>
      </div>
      {quotes.length === 0 ? (
        <p className="text-sm text-muted">{TEXTS.sectionEmpty}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{TEXTS.caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{TEXTS.columns.number}</TableHead>
              <TableHead>{TEXTS.columns.status}</TableHead>
              <TableHead className="text-end">{TEXTS.columns.total}</TableHead>
              <TableHead>{TEXTS.columns.validUntil}</TableHead>
              <TableHead>{TEXTS.columns.created}</TableHead>
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
                <TableCell>
                  <Badge variant={BADGES[quote.state] ?? "muted"}>{quote.stateLabel}</Badge>
                </TableCell>
                <TableCell className="text-end whitespace-nowrap tabular-nums">{quote.total}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{quote.validUntil}</TableCell>
                <TableCell className="text-sm text-muted">{quote.created}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
