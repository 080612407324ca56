import { handleInvoicesCsv } from "./money-screens.server";
import type { Route } from "./+types/invoices-csv";

/** Every invoice and credit note as CSV for the accountant (issue #27), streamed, inside the admin gate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleInvoicesCsv(request, context);
}
