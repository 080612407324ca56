import { agencyToday } from "~/domain/departures";
import type { ReportFilter } from "~/domain/reports";
import { heldSeats } from "~/server/catalogue/departures.server";
import { getDb } from "~/server/platform/db.server";
import { toNumber } from "./period.server";

/*
 * Departures (issue #28): each departure of the period with its seats booked, held and free,
 * upcoming first (soonest first), then those already gone (latest first). Held seats are the
 * holds still running today (heldSeats: a hold past its day no longer counts). A departure
 * belongs to no office, so the office filter does not apply; cancelled departures are left out.
 */

/** The table's bound: a period of the 10,000-tour catalogue can hold thousands; the screen says when more exist. */
export const DEPARTURES_MAX = 300;

export type DepartureFill = {
  id: string;
  tourId: string;
  tourTitle: string;
  startDate: string;
  capacity: number;
  booked: number;
  held: number;
  free: number;
};

export async function departuresReport(filter: ReportFilter, today = agencyToday()): Promise<{ rows: DepartureFill[]; total: number }> {
  const base = getDb()
    .selectFrom("departures")
    .where("departures.start_date", ">=", filter.from)
    .where("departures.start_date", "<=", filter.to)
    .where("departures.status", "!=", "cancelled");
  const page = (upcoming: boolean, limit: number) =>
    base
      .where("departures.start_date", upcoming ? ">=" : "<", today)
      .innerJoin("tours", "tours.id", "departures.tour_id")
      .select([
        "departures.id",
        "departures.tour_id",
        "tours.title",
        "departures.start_date",
        "departures.capacity",
        "departures.seats_booked",
        (eb) => heldSeats(eb, today).as("seats_held"),
      ])
      // Each half read in the order of the (start_date, tour_id) index, so the bound stops the read.
      .orderBy("departures.start_date", upcoming ? "asc" : "desc")
      .orderBy("departures.id")
      .limit(limit)
      .execute();
  const [upcoming, count] = await Promise.all([
    page(true, DEPARTURES_MAX),
    base.select((eb) => eb.fn.countAll().as("count")).executeTakeFirst(),
  ]);
  const past = upcoming.length < DEPARTURES_MAX ? await page(false, DEPARTURES_MAX - upcoming.length) : [];
  return {
    total: toNumber(count?.count),
    rows: [...upcoming, ...past].map((row) => {
      const capacity = toNumber(row.capacity);
      const booked = toNumber(row.seats_booked);
      const held = toNumber(row.seats_held);
      return {
        id: row.id,
        tourId: row.tour_id,
        tourTitle: row.title,
        startDate: row.start_date,
        capacity,
        booked,
        held,
        free: Math.max(0, capacity - booked - held),
      };
    }),
  };
}
