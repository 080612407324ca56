import { data } from "react-router";
import { INBOX_TEXTS } from "~/content/inbox";
import { markEnquiryRead } from "~/server/enquiries/enquiries.server";
import type { Route } from "./+types/enquiry-read";

/**
 * The enquiry screen's quiet mark-read once it is shown (decision 0008): a POST of its own that
 * answers 204 and renders nothing. It is a plain request, not a fetcher on the screen's action:
 * a fetcher's action makes React Router reload every loader when it ends, and that reload could
 * take the toast of a change posted in the same moment, or throw when the staff member was
 * already on the way to a screen the browser had not loaded yet. The screen reloads its data
 * itself once this is done, when nothing else is under way.
 */
export async function action({ params }: Route.ActionArgs) {
  if (!(await markEnquiryRead(params.id))) throw data(INBOX_TEXTS.notFound, { status: 404 });
  return new Response(null, { status: 204 });
}
