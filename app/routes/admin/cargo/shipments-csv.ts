import { handleShipmentsCsv } from "./cargo-screens.server";
import type { Route } from "./+types/shipments-csv";

/** The filtered shipments list as CSV for accounting (issue #26): a download inside the admin gate, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleShipmentsCsv(request, context);
}
