import { handlePaymentsCsv } from "./money-screens.server";
import type { Route } from "./+types/payments-csv";

/** The payments list as CSV for the accountant (issue #27): the list's filter, streamed, inside the admin gate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handlePaymentsCsv(request, context);
}
