import type { ExpressionBuilder } from "kysely";
import type { PublicTour } from "~/domain/catalogue";
import { displayPrice } from "~/domain/currencies";
import type { DepartureInput } from "~/domain/departure-form";
import {
  agencyToday,
  availabilityOf,
  departureEndDate,
  departureOffers,
  FEW_SEATS,
  groupByMonth,
  isBookable,
  isDepartureStatus,
  monthChoices,
  monthRange,
  seatsLeft,
  upcomingDepartures,
  type Departure,
  type PublicDeparture,
  type PublicTourDates,
} from "~/domain/departures";
import type { Locale } from "~/domain/locale";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import type { Database, DeparturesTable } from "../../../db/schema";
import { bigintToNumber, rateFor } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { translatorFor } from "~/server/platform/messages.server";
import { deleteRecord, insertRecord, newId, updateRecord, type DeleteResult, type WriteResult } from "~/server/platform/records.server";

/*
 * A tour's departures (issue #12; decision 0030). Every write goes through the versioned
 * record helpers (audit row, content version, decision 0004). "Today" is always passed in
 * (agencyToday()), so the rule of what is upcoming is the domain's and tests fix the day.
 */

/** A tour has at most this many departures on its screen and page; a runaway list stops here. */
export const MAX_DEPARTURES_PER_TOUR = 500;

/**
 * The seats a departure's holds take on `today` (issue #13): held bookings whose last day is
 * today or later. An expired hold is left out from its next day on, with no job to release it.
 */
export function heldSeats(eb: ExpressionBuilder<Database, "departures">, today: string) {
  return eb
    .selectFrom("bookings")
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number>("bookings.seats"), inner.lit(0)).as("held"))
    .whereRef("bookings.departure_id", "=", "departures.id")
    .where("bookings.status", "=", "held")
    .where("bookings.held_until", ">=", today);
}

/** Seats booked and held together are fewer than the capacity: a seat is left. */
function hasSeatLeft(eb: ExpressionBuilder<Database, "departures">, today: string) {
  return eb(eb("departures.seats_booked", "+", heldSeats(eb, today)), "<", eb.ref("departures.capacity"));
}

type DepartureRow = DeparturesTable & { seats_held?: number | string | bigint | null };

export function toDeparture(row: DepartureRow): Departure {
  return {
    id: row.id,
    tourId: row.tour_id,
    startDate: row.start_date,
    capacity: Number(row.capacity),
    seatsBooked: Number(row.seats_booked),
    // PostgreSQL gives a sum back as text.
    seatsHeld: Number(row.seats_held ?? 0),
    status: isDepartureStatus(row.status) ? row.status : "scheduled",
    price: row.price_minor === null ? null : { amountMinor: bigintToNumber(row.price_minor), currency: "USD" },
    version: Number(row.version),
  };
}

function columnsOf(input: DepartureInput) {
  return {
    start_date: input.startDate,
    capacity: input.capacity,
    seats_booked: input.seatsBooked,
    status: input.status,
    price_minor: input.price?.amountMinor ?? null,
  };
}

/** Every column of a departure and the seats its holds take on `today`. */
function selectDepartures(today: string) {
  return getDb()
    .selectFrom("departures")
    .selectAll("departures")
    .select((eb) => heldSeats(eb, today).as("seats_held"));
}

export async function getDeparture(id: string, today: string = agencyToday()): Promise<Departure | null> {
  const row = await selectDepartures(today).where("id", "=", id).executeTakeFirst();
  return row ? toDeparture(row) : null;
}

/**
 * A tour's departures by date: every one (the admin screen), or those leaving on `from` or
 * later (the public page: cancelled and full ones too, which it says so of). Their held seats
 * are the holds active on `today`.
 */
export async function listDepartures(
  tourId: string,
  { from, today = agencyToday() }: { from?: string; today?: string } = {},
): Promise<Departure[]> {
  let query = selectDepartures(today).where("tour_id", "=", tourId);
  if (from !== undefined) query = query.where("start_date", ">=", from);
  const rows = await query.orderBy("start_date").orderBy("id").limit(MAX_DEPARTURES_PER_TOUR).execute();
  return rows.map(toDeparture);
}

/** Every departure of every tour, by tour and date (the export). */
export async function listAllDepartures(): Promise<Departure[]> {
  const rows = await getDb().selectFrom("departures").selectAll().orderBy("tour_id").orderBy("start_date").orderBy("id").execute();
  return rows.map(toDeparture);
}

/**
 * An open departure: not cancelled, a seat left (holds active on `today` counted), leaving
 * between `from` and `to` (YYYY-MM-DD, both included).
 */
function openDepartures(eb: ExpressionBuilder<Database, "tours">, today: string, from: string, to?: string) {
  let query = eb
    .selectFrom("departures")
    .select("departures.id")
    .whereRef("departures.tour_id", "=", "tours.id")
    .where("departures.start_date", ">=", from)
    .where("departures.status", "<>", "cancelled")
    .where((inner) => hasSeatLeft(inner, today));
  if (to !== undefined) query = query.where("departures.start_date", "<=", to);
  return query;
}

/**
 * The tours list's "Departing in" filter: the tour has an open departure in the month
 * (YYYY-MM) from today on. An EXISTS per tour that the index on (tour_id, start_date) answers.
 */
export function hasOpenDepartureIn(eb: ExpressionBuilder<Database, "tours">, month: string, today: string) {
  const { first, last } = monthRange(month);
  return eb.exists(openDepartures(eb, today, first > today ? first : today, last));
}

/**
 * Each tour's next open departure date (YYYY-MM-DD), one row per tour that has one, as a table
 * the tours list joins to sort by it (issue #23): one grouped read of the departures rather than
 * a lookup per tour (PostgreSQL, 10,000 tours). The cards show the same date (nextOpenDepartures).
 */
export function nextOpenDepartureTable(today: string) {
  return getDb()
    .selectFrom("departures")
    .select(["departures.tour_id", (eb) => eb.fn.min("departures.start_date").as("next_date")])
    .where("departures.start_date", ">=", today)
    .where("departures.status", "<>", "cancelled")
    .where((eb) => hasSeatLeft(eb, today))
    .groupBy("departures.tour_id");
}

/** Each tour's next open departure date (YYYY-MM-DD), for the ones that have one (the list's cards). */
export async function nextOpenDepartures(tourIds: readonly string[], today: string): Promise<Map<string, string>> {
  if (tourIds.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("departures")
    .select(["tour_id", (eb) => eb.fn.min("start_date").as("next")])
    .where("tour_id", "in", tourIds)
    .where("start_date", ">=", today)
    .where("status", "<>", "cancelled")
    .where((eb) => hasSeatLeft(eb, today))
    .groupBy("tour_id")
    .execute();
  return new Map(rows.flatMap((row) => (row.next ? [[row.tour_id, String(row.next)] as const] : [])));
}

export async function addDeparture(tourId: string, input: DepartureInput, id: string = newId()): Promise<Departure> {
  return insertRecord("departures", id, { tour_id: tourId, ...columnsOf(input) }, getDeparture);
}

/** Saves the departure if it is still at `expectedVersion` (when given) and still the tour's. */
export async function updateDeparture(
  id: string,
  input: DepartureInput,
  expectedVersion: number | undefined,
): Promise<WriteResult<Departure>> {
  return updateRecord("departures", id, columnsOf(input), expectedVersion, getDeparture);
}

/** Cancels it (the status alone), at `expectedVersion`. */
export async function cancelDeparture(id: string, expectedVersion: number | undefined): Promise<WriteResult<Departure>> {
  return updateRecord("departures", id, { status: "cancelled" }, expectedVersion, getDeparture);
}

export async function deleteDeparture(id: string, expectedVersion: number | undefined): Promise<DeleteResult<Departure>> {
  return deleteRecord("departures", id, expectedVersion, getDeparture);
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

function formatOnce(cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    cache.set(locale, format);
  }
  return format;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day (YYYY-MM-DD) as a visitor reads it: "14 Mar 2027". */
export function formatDay(day: string, locale: Locale): string {
  return formatOnce(dayFormats, locale, { day: "numeric", month: "short", year: "numeric" }).format(utcDay(day));
}

/** A departure's days as a visitor reads them: "Mar 14 – 20, 2027". */
export function formatDays(first: string, last: string, locale: Locale): string {
  const format = formatOnce(dayFormats, locale, { day: "numeric", month: "short", year: "numeric" });
  return first === last ? format.format(utcDay(first)) : format.formatRange(utcDay(first), utcDay(last));
}

/** A month (YYYY-MM) as a visitor reads it: "March 2027". */
export function formatMonth(month: string, locale: Locale): string {
  return formatOnce(monthFormats, locale, { month: "long", year: "numeric" }).format(utcDay(`${month}-01`));
}

/**
 * The tour page's "Dates & prices" (issue #12): the departures from today on (the agency's
 * day), month by month, each priced in the visitor's currency (its own dollar price
 * converted as the tour's is, or else the tour's price as the page shows it), with what it
 * offers; and the JSON-LD offers of the bookable ones, in dollars.
 */
export async function publicTourDates(
  tour: PublicTour,
  { currency, locale, today = agencyToday() }: { currency: CurrencyCode; locale: Locale; today?: string },
): Promise<PublicTourDates> {
  const departures = upcomingDepartures(await listDepartures(tour.id, { from: today, today }), today);
  const rate = departures.some((departure) => departure.price) ? await rateFor(currency) : undefined;
  const t = translatorFor(locale);
  const shown = departures.map((departure): PublicDeparture => {
    const bookable = isBookable(departure, today);
    const left = seatsLeft(departure);
    const price = departure.price ? displayPrice(departure.price, currency, undefined, rate, locale) : null;
    return {
      id: departure.id,
      startDate: departure.startDate,
      datesText: formatDays(departure.startDate, departureEndDate(departure.startDate, tour.duration), locale),
      priceText: price ? price.text : tour.priceText,
      ...(price?.approximate
        ? { priceNote: t("currency.approximate", { dollars: formatMoney(departure.price!, locale) }) }
        : !price && tour.priceNote
          ? { priceNote: tour.priceNote }
          : {}),
      availability: availabilityOf(departure),
      seatsLeft: bookable && left <= FEW_SEATS ? left : null,
      bookable,
    };
  });
  return {
    months: groupByMonth(shown).map((group) => ({ ...group, label: formatMonth(group.month, locale) })),
    offers: departureOffers(departures, tour, today),
  };
}

/** The "Departing in" choices: this month and the next eleven, in the page's language. */
export function monthOptions(locale: Locale, today = agencyToday()): { value: string; label: string }[] {
  return monthChoices(today).map((month) => ({ value: month, label: formatMonth(month, locale) }));
}

/** Tours with their next open departure's date, as the list's cards show it. */
export async function withNextDepartures<T extends { id: string }>(
  tours: T[],
  locale: Locale,
  today = agencyToday(),
): Promise<(T & { nextDeparture?: string })[]> {
  const next = await nextOpenDepartures(
    tours.map((tour) => tour.id),
    today,
  );
  return tours.map((tour) => {
    const day = next.get(tour.id);
    return day ? { ...tour, nextDeparture: formatDay(day, locale) } : tour;
  });
}
