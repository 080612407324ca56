import { data } from "react-router";
import { BOOKING_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { csvDocument, phoneCell } from "~/domain/csv";
import { agencyToday } from "~/domain/departures";
import { passengerList } from "~/server/enquiries/bookings.server";
import { getDeparture } from "~/server/catalogue/departures.server";
import type { Route } from "./+types/bookings-csv";

/**
 * A departure's passenger list as CSV (issue #13): each active hold and confirmed booking with
 * its lead passenger's name, e-mail and phone, adults, children, status and quote number. Cells
 * a spreadsheet would run as formulas are neutralised; the phone is written as text a
 * spreadsheet shows as typed, without an apostrophe (app/domain/csv.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const today = agencyToday();
  const departure = await getDeparture(params.departureId, today);
  if (!departure) throw data(TEXTS.notFound, { status: 404 });
  const rows = (await passengerList(departure.id, today)).map((line) => [
    line.leadName,
    line.email,
    phoneCell(line.phone),
    line.adults,
    line.children,
    TEXTS.csvStatus(line.state, line.heldUntil),
    TEXTS.csvQuote(line.quoteNumber, line.quoteRevision),
  ]);
  return new Response(csvDocument(TEXTS.csvColumns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TEXTS.csvFile(departure.tourId, departure.startDate).replace(/[^\w.-]/g, "-")}"`,
      "Cache-Control": "no-store",
    },
  });
}
