import { isRouteErrorResponse } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { ENQUIRIES_PATH } from "~/domain/enquiries";

/** The quote screens' error boundary: "Quote not found" for a 404, else that it failed. */
export function QuoteErrorHeader({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPageHeader
      back={{ to: ENQUIRIES_PATH, label: TEXTS.backToEnquiry }}
      title={missing ? TEXTS.notFound : TEXTS.errorTitle}
      subtitle={missing ? TEXTS.notFoundHint : TEXTS.errorHint}
    />
  );
}
