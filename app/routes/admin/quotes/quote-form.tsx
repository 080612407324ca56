import { redirect } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { QuoteErrorHeader } from "~/components/admin/quote-error";
import { QuoteForm } from "~/components/admin/quote-form";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { agencyToday } from "~/domain/departures";
import { quoteHref } from "~/domain/quotes";
import {
  backLink,
  departureChoiceGroups,
  handleQuoteFormPost,
  rateSentenceFor,
  requireQuoteFormSubject,
  startingValues,
} from "./quote-form.server";
import type { Route } from "./+types/quote-form";

/**
 * A new quote for an enquiry (/admin/messages/:enquiryId/quotes/new) or a draft's edit
 * (/admin/quotes/:id/edit), issue #13. A quote no longer a draft is revised, not edited: its
 * edit address leads back to its screen.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const subject = await requireQuoteFormSubject(params);
  if (subject.quote && subject.quote.status !== "draft") throw redirect(quoteHref(subject.quote.id));
  const today = agencyToday();
  const [departures, values] = await Promise.all([departureChoiceGroups(subject, today), startingValues(subject, today)]);
  return {
    today,
    departures,
    values,
    rateText: await rateSentenceFor(values, subject.quote),
    quote: subject.quote ? { id: subject.quote.id, number: subject.quote.number, version: subject.quote.version } : null,
    enquiry: { id: subject.enquiry.id, name: subject.enquiry.name },
    back: backLink(subject),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const subject = await requireQuoteFormSubject(params);
  return handleQuoteFormPost(request, context, subject);
}

export default function QuoteFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, enquiry, back } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={back}
        title={quote ? TEXTS.editTitle(quote.number) : TEXTS.newTitle}
        subtitle={TEXTS.newSubtitle(enquiry.name)}
      />
      <QuoteForm
        values={loaderData.values}
        today={loaderData.today}
        departures={loaderData.departures}
        rateText={actionData?.rateText ?? loaderData.rateText}
        outcome={actionData}
        submitLabel={quote ? TEXTS.saveChanges : TEXTS.save}
        version={quote?.version}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuoteErrorHeader error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.quote ? TEXTS.editTitle(loaderData.quote.number) : TEXTS.newTitle);
