import { sql } from "kysely";
import { AIR_DIVISOR, AIR_STEP_GRAMS } from "~/domain/cargo/chargeable-weight";
import { agencyToday } from "~/domain/departures";
import { daysBetween } from "~/domain/money-desk";
import { isOfficeId, OFFICE_IDS, type OfficeId } from "~/domain/offices";
import type { ReportFilter } from "~/domain/reports";
import { getDb } from "~/server/platform/db.server";
import { daysBetweenInstants, monthOf, PERIOD_MONTH, periodInstants, toNumber } from "./period.server";

/*
 * Cargo (issue #28), three figures, each summed in SQL:
 * - shipments and chargeable kilograms per route and month of drop-off (cancelled ones left out).
 *   A piece's chargeable weight is the pricing's (chargeable-weight.ts): by air the greater of its
 *   weight and its volume over the card's divisor (6000 without a card), rounded up to the card's
 *   step (500 g); by sea weight or measure (a cubic metre counts as a tonne).
 * - days from the first "Ready for pickup" to "Delivered", per destination office, for the
 *   shipments delivered in the period;
 * - the shipments waiting for pickup longest (status Ready for pickup now), oldest first.
 * The office filter keeps routes from or to the office, deliveries and pickups at it.
 */

export type RouteMonth = { month: string; from: OfficeId; to: OfficeId; shipments: number; chargeableGrams: number };
export type PickupDays = { office: OfficeId; delivered: number; averageDays: number; longestDays: number };
export type WaitingShipment = {
  id: string;
  trackingNumber: string;
  receiverName: string;
  office: OfficeId;
  readySince: string;
  daysWaiting: number;
};
export type CargoReport = { routes: RouteMonth[]; pickup: PickupDays[]; waiting: WaitingShipment[] };

export const WAITING_MAX = 20;

/** A piece's chargeable grams, as the pricing weighs it, in SQL (whole numbers, bigint products). */
const chargeableGramsSql = sql<number>`CASE WHEN ${sql.ref("shipments.mode")} = 'sea' THEN
  CASE WHEN cast(${sql.ref("shipment_pieces.grams")} as bigint) > cast(${sql.ref("shipment_pieces.length_cm")} as bigint) * ${sql.ref("shipment_pieces.width_cm")} * ${sql.ref("shipment_pieces.height_cm")}
    THEN cast(${sql.ref("shipment_pieces.grams")} as bigint)
    ELSE cast(${sql.ref("shipment_pieces.length_cm")} as bigint) * ${sql.ref("shipment_pieces.width_cm")} * ${sql.ref("shipment_pieces.height_cm")} END
ELSE
  ((CASE WHEN cast(${sql.ref("shipment_pieces.grams")} as bigint) > (cast(${sql.ref("shipment_pieces.length_cm")} as bigint) * ${sql.ref("shipment_pieces.width_cm")} * ${sql.ref("shipment_pieces.height_cm")} * 1000 + coalesce(${sql.ref("cargo_rate_cards.divisor")}, ${sql.lit(AIR_DIVISOR)}) - 1) / coalesce(${sql.ref("cargo_rate_cards.divisor")}, ${sql.lit(AIR_DIVISOR)})
     THEN cast(${sql.ref("shipment_pieces.grams")} as bigint)
     ELSE (cast(${sql.ref("shipment_pieces.length_cm")} as bigint) * ${sql.ref("shipment_pieces.width_cm")} * ${sql.ref("shipment_pieces.height_cm")} * 1000 + coalesce(${sql.ref("cargo_rate_cards.divisor")}, ${sql.lit(AIR_DIVISOR)}) - 1) / coalesce(${sql.ref("cargo_rate_cards.divisor")}, ${sql.lit(AIR_DIVISOR)}) END
    + coalesce(${sql.ref("cargo_rate_cards.step_grams")}, ${sql.lit(AIR_STEP_GRAMS)}) - 1) / coalesce(${sql.ref("cargo_rate_cards.step_grams")}, ${sql.lit(AIR_STEP_GRAMS)})) * coalesce(${sql.ref("cargo_rate_cards.step_grams")}, ${sql.lit(AIR_STEP_GRAMS)})
END`;

/**
 * Grouped twice (decision 0059, "Speed"): first by day and route, in the order of the shipments'
 * report index (migration 0046), so the database groups as it reads without sorting, each
 * shipment's pieces summed in a lookup of their own index (one row a shipment, so no distinct
 * count); then the few hundred day rows by month.
 */
async function routesPerMonth(filter: ReportFilter): Promise<RouteMonth[]> {
  let days = getDb()
    .selectFrom("shipments")
    .leftJoin("cargo_rate_cards", "cargo_rate_cards.id", "shipments.rate_card_id")
    .where("shipments.drop_off_date", ">=", filter.from)
    .where("shipments.drop_off_date", "<=", filter.to)
    .where("shipments.status", "!=", "cancelled");
  if (filter.office) {
    const office = filter.office;
    days = days.where((eb) => eb.or([eb("shipments.from_office", "=", office), eb("shipments.to_office", "=", office)]));
  }
  const groups = await getDb()
    .selectFrom(
      days
        .select((eb) => [
          "shipments.drop_off_date",
          "shipments.from_office",
          "shipments.to_office",
          sql<number>`count(*)`.as("shipments"),
          sql<number>`sum(${eb
            .selectFrom("shipment_pieces")
            .whereRef("shipment_pieces.shipment_id", "=", "shipments.id")
            .select(sql<number>`sum(${chargeableGramsSql})`.as("grams"))})`.as("grams"),
        ])
        .groupBy(["shipments.drop_off_date", "shipments.from_office", "shipments.to_office"])
        .as("days"),
    )
    .select([
      monthOf(sql.ref("days.drop_off_date"), filter, false).as(PERIOD_MONTH),
      "days.from_office",
      "days.to_office",
      sql<number>`sum(${sql.ref("days.shipments")})`.as("shipments"),
      sql<number>`coalesce(sum(${sql.ref("days.grams")}), 0)`.as("grams"),
    ])
    .groupBy([sql.ref(PERIOD_MONTH), "days.from_office", "days.to_office"])
    .execute();
  const office = (id: string) => OFFICE_IDS.indexOf(id as OfficeId);
  return groups
    .flatMap((group) =>
      isOfficeId(group.from_office) && isOfficeId(group.to_office)
        ? [
            {
              month: String(group[PERIOD_MONTH]),
              from: group.from_office,
              to: group.to_office,
              shipments: toNumber(group.shipments),
              chargeableGrams: toNumber(group.grams),
            },
          ]
        : [],
    )
    .sort((a, b) => a.month.localeCompare(b.month) || office(a.from) - office(b.from) || office(a.to) - office(b.to));
}

/** The first "Ready for pickup" of the shipment an event belongs to (the events' index by shipment). */
const readyAt = (eventsAlias: "delivered" | "shipments", column: "shipment_id" | "id") =>
  sql<string>`(SELECT min(${sql.ref("ready.recorded_at")}) FROM ${sql.table("shipment_events")} AS ${sql.raw("ready")}
    WHERE ${sql.ref("ready.shipment_id")} = ${sql.ref(`${eventsAlias}.${column}`)} AND ${sql.ref("ready.status")} = 'ready-for-pickup')`;

async function pickupDays(filter: ReportFilter): Promise<PickupDays[]> {
  const { start, end } = periodInstants(filter);
  let query = getDb()
    .selectFrom("shipment_events as delivered")
    .innerJoin("shipments", "shipments.id", "delivered.shipment_id")
    .where("delivered.status", "=", "delivered")
    .where("delivered.recorded_at", ">=", start)
    .where("delivered.recorded_at", "<", end);
  if (filter.office) query = query.where("shipments.to_office", "=", filter.office);
  // Null for a shipment delivered without a "Ready for pickup": count, avg and max leave it out.
  const days = daysBetweenInstants(readyAt("delivered", "shipment_id"), sql.ref("delivered.recorded_at"));
  const groups = await getDb()
    .selectFrom(query.select(["shipments.to_office", days.as("days")]).as("deliveries"))
    .select([
      "deliveries.to_office",
      sql<number>`count(${sql.ref("deliveries.days")})`.as("delivered"),
      sql<number>`avg(${sql.ref("deliveries.days")})`.as("average_days"),
      sql<number>`max(${sql.ref("deliveries.days")})`.as("longest_days"),
    ])
    .groupBy("deliveries.to_office")
    .execute();
  return groups
    .flatMap((group) =>
      isOfficeId(group.to_office) && toNumber(group.delivered) > 0
        ? [
            {
              office: group.to_office,
              delivered: toNumber(group.delivered),
              averageDays: Math.round(toNumber(group.average_days) * 10) / 10,
              longestDays: Math.round(toNumber(group.longest_days) * 10) / 10,
            },
          ]
        : [],
    )
    .sort((a, b) => OFFICE_IDS.indexOf(a.office) - OFFICE_IDS.indexOf(b.office));
}

/**
 * Read from the ready-for-pickup events oldest first (the events' status index), keeping those
 * whose shipment still waits, so the bound stops the read; a shipment made ready twice is listed
 * by its first time. A cross join with the join's condition in WHERE: SQLite then keeps the events
 * as the outer loop (it would otherwise start from the 12,000 waiting shipments through their
 * events' index of migration 0046, read each row and sort them), PostgreSQL reads it as the join.
 */
async function waitingLongest(filter: ReportFilter, today: string): Promise<WaitingShipment[]> {
  let query = getDb()
    .selectFrom("shipment_events as ready")
    .crossJoin("shipments")
    .whereRef("shipments.id", "=", "ready.shipment_id")
    .where("ready.status", "=", "ready-for-pickup")
    .where("shipments.status", "=", "ready-for-pickup");
  if (filter.office) query = query.where("shipments.to_office", "=", filter.office);
  const rows = await query
    .select([
      "shipments.id",
      "shipments.tracking_number",
      "shipments.receiver_name",
      "shipments.to_office",
      "ready.recorded_at as ready_at",
    ])
    .orderBy("ready.recorded_at")
    .orderBy("ready.shipment_id")
    .limit(WAITING_MAX * 2)
    .execute();
  const seen = new Set<string>();
  return rows
    .flatMap((row) => {
      if (!isOfficeId(row.to_office) || seen.has(row.id)) return [];
      seen.add(row.id);
      return [
        {
          id: row.id,
          trackingNumber: row.tracking_number,
          receiverName: row.receiver_name,
          office: row.to_office,
          readySince: row.ready_at,
          daysWaiting: Math.max(0, daysBetween(row.ready_at.slice(0, 10), today)),
        },
      ];
    })
    .slice(0, WAITING_MAX);
}

export async function cargoReport(filter: ReportFilter, today = agencyToday()): Promise<CargoReport> {
  const [routes, pickup, waiting] = await Promise.all([routesPerMonth(filter), pickupDays(filter), waitingLongest(filter, today)]);
  return { routes, pickup, waiting };
}
