import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { newQuoteHref } from "~/domain/quotes";
import type { QuoteRow } from "~/domain/quotes";
import { QuotesTable } from "./quotes-table";

/** The enquiry screen's Quotes section (issue #13): every quote made from it, newest first, and New quote. */
export function EnquiryQuotes({ enquiryId, quotes }: { enquiryId: string; quotes: QuoteRow[] }) {
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
        <QuotesTable quotes={quotes} caption={TEXTS.caption} />
      )}
    </section>
  );
}
