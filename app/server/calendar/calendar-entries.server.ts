import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema";
import { compareEntries, firstNameOf, type CalendarEntry, type CalendarKind } from "~/domain/calendar";
import { batchHref } from "~/domain/cargo/shipment-admin-paths";
import { addDays, agencyToday, seatsLeft } from "~/domain/departures";
import { enquiryHref, enquiryReference } from "~/domain/enquiries";
import { bookingSchedule } from "~/domain/ledger";
import { openInstallments } from "~/domain/money-desk";
import { BALANCE_DAYS_MAX } from "~/domain/money-settings";
import { MAIN_OFFICE, readOfficeId, type OfficeId } from "~/domain/offices";
import { quoteHref } from "~/domain/quotes";
import { heldSeats } from "~/server/catalogue/departures.server";
import { keptTerms } from "~/server/money/accounts.server";
import { paidOn } from "~/server/money/receivables.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { moneySettings } from "~/server/platform/settings.server";

/*
 * What the calendar shows (issue #28, decision 0061): every dated thing between two days, each
 * read by a range on an indexed column, filtered by kind and office in SQL. The customer is
 * named by a first name only, so the same entries can go to the private feed.
 */

export type CalendarQuery = {
  /** First and last day, inclusive (YYYY-MM-DD). */
  first: string;
  last: string;
  /** Empty: every kind. */
  kinds: readonly CalendarKind[];
  /** Null: every office. A tour's departure belongs to the whole agency and is shown with every office. */
  office: OfficeId | null;
  today?: string;
};

export async function listCalendarEntries(query: CalendarQuery): Promise<CalendarEntry[]> {
  const wanted = (kind: CalendarKind) => query.kinds.length === 0 || query.kinds.includes(kind);
  const today = query.today ?? agencyToday();
  const lists = await Promise.all([
    wanted("departure") ? departures(query, today) : [],
    wanted("hold") ? holds(query) : [],
    wanted("quote") ? quotesEnding(query) : [],
    wanted("balance") ? balancesDue(query, today) : [],
    wanted("cargo") ? batches(query) : [],
    wanted("visa") ? enquiryDates(query, "visa") : [],
    wanted("ticketing") ? enquiryDates(query, "ticketing") : [],
  ]);
  return lists.flat().sort(compareEntries);
}

/** An enquiry's office as the money desk reads it: none routed yet counts as the main office's. */
function officeOf(value: string | null): OfficeId {
  return readOfficeId(value) ?? MAIN_OFFICE;
}

/** The office filter on an enquiry's column; enquiries routed nowhere go with the main office. */
function enquiryInOffice(office: OfficeId) {
  return (eb: ExpressionBuilder<Database, "enquiries">) =>
    office === MAIN_OFFICE
      ? eb.or([eb("enquiries.office", "=", office), eb("enquiries.office", "is", null)])
      : eb("enquiries.office", "=", office);
}

async function departures(query: CalendarQuery, today: string): Promise<CalendarEntry[]> {
  const rows = await getDb()
    .selectFrom("departures")
    .innerJoin("tours", "tours.id", "departures.tour_id")
    .select([
      "departures.id",
      "departures.start_date",
      "departures.capacity",
      "departures.seats_booked",
      "tours.id as tour_id",
      "tours.title",
    ])
    .select((eb) => heldSeats(eb, today).as("seats_held"))
    .where("departures.start_date", ">=", query.first)
    .where("departures.start_date", "<=", query.last)
    .where("departures.status", "!=", "cancelled")
    .execute();
  return rows.map((row) => ({
    uid: `departure:${row.id}`,
    kind: "departure",
    day: row.start_date,
    reference: row.title,
    seatsLeft: seatsLeft({ capacity: Number(row.capacity), seatsBooked: Number(row.seats_booked), seatsHeld: Number(row.seats_held ?? 0) }),
    office: null,
    href: `/admin/tours/${encodeURIComponent(row.tour_id)}#departures`,
  }));
}

async function holds(query: CalendarQuery): Promise<CalendarEntry[]> {
  let select = getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .select(["bookings.id", "bookings.held_until", "quotes.id as quote_id", "quotes.number", "enquiries.name", "enquiries.office"])
    .where("bookings.status", "=", "held")
    .where("bookings.held_until", ">=", query.first)
    .where("bookings.held_until", "<=", query.last);
  if (query.office) select = select.where(enquiryInOffice(query.office));
  const rows = await select.execute();
  return rows.map((row) => ({
    uid: `hold:${row.id}`,
    kind: "hold",
    day: row.held_until,
    reference: row.number,
    firstName: firstNameOf(row.name),
    office: officeOf(row.office),
    href: quoteHref(row.quote_id),
  }));
}

/** Sent quotes the customer has not answered, on their last day. */
async function quotesEnding(query: CalendarQuery): Promise<CalendarEntry[]> {
  let select = getDb()
    .selectFrom("quotes")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .select(["quotes.id", "quotes.number", "quotes.valid_until", "enquiries.name", "enquiries.office"])
    .where("quotes.status", "=", "sent")
    .where("quotes.valid_until", ">=", query.first)
    .where("quotes.valid_until", "<=", query.last);
  if (query.office) select = select.where(enquiryInOffice(query.office));
  const rows = await select.execute();
  return rows.map((row) => ({
    uid: `quote:${row.id}`,
    kind: "quote",
    day: row.valid_until,
    reference: row.number,
    firstName: firstNameOf(row.name),
    office: officeOf(row.office),
    href: quoteHref(row.id),
  }));
}

/**
 * Balances still owed, on their due day. The day is computed from each booking's kept terms
 * (decision 0056): the longest term in use (the settings', or one a booking kept) before its
 * departure and never before its acceptance, so the bookings read are those departing from the
 * first day on, up to that many days after the last, accepted by the last. What was paid is
 * summed in SQL, one query per 500 bookings; a balance fully paid is left out.
 */
async function balancesDue(query: CalendarQuery, today: string): Promise<CalendarEntry[]> {
  const [current, kept] = await Promise.all([
    moneySettings(),
    getDb()
      .selectFrom("bookings")
      .select((eb) => eb.fn.max("balance_days").as("longest"))
      .where("status", "!=", "released")
      .executeTakeFirst(),
  ]);
  const horizon = Math.min(BALANCE_DAYS_MAX, Math.max(current.balanceDays, Number(kept?.longest ?? 0)));
  let select = getDb()
    .selectFrom("bookings")
    .innerJoin("departures", "departures.id", "bookings.departure_id")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .select([
      "bookings.id",
      "bookings.created_at",
      "bookings.deposit_percent",
      "bookings.balance_days",
      "departures.start_date",
      "quotes.id as quote_id",
      "quotes.number",
      "quotes.total_minor",
      "enquiries.name",
      "enquiries.office",
    ])
    .where("bookings.status", "!=", "released")
    .where("departures.start_date", ">=", query.first)
    .where("departures.start_date", "<=", addDays(query.last, horizon))
    // Accepted by the end of the last day in any time zone the agency's calendar may be.
    .where("bookings.created_at", "<", `${addDays(query.last, 1)}T23:59:59.999Z`);
  if (query.office) select = select.where(enquiryInOffice(query.office));
  const rows = await select.execute();
  if (rows.length === 0) return [];
  const paid = new Map<string, number>();
  const ids = rows.map((row) => row.id);
  // Chunks keep the IN list within what both databases take in one statement.
  for (let start = 0; start < ids.length; start += 500) {
    for (const [id, minor] of await paidOn("booking", ids.slice(start, start + 500))) paid.set(id, minor);
  }
  const entries: CalendarEntry[] = [];
  for (const row of rows) {
    const schedule = bookingSchedule(bigintToNumber(row.total_minor), {
      acceptedOn: agencyToday(new Date(row.created_at)),
      departsOn: row.start_date,
      ...(keptTerms(row) ?? current),
    });
    const open = openInstallments(schedule, paid.get(row.id) ?? 0, today);
    for (const part of open) {
      if (part.kind === "deposit" || part.dueOn < query.first || part.dueOn > query.last) continue;
      entries.push({
        uid: `balance:${row.id}`,
        kind: "balance",
        day: part.dueOn,
        reference: row.number,
        firstName: firstNameOf(row.name),
        office: officeOf(row.office),
        href: quoteHref(row.quote_id),
      });
    }
  }
  return entries;
}

/** A batch's departure (its office of departure's) and its arrival (the office it goes to). */
async function batches(query: CalendarQuery): Promise<CalendarEntry[]> {
  const leg = async (leg: "departs" | "arrives") => {
    const column = leg === "departs" ? "departure_date" : "arrival_date";
    const officeColumn = leg === "departs" ? "from_office" : "to_office";
    let select = getDb()
      .selectFrom("cargo_batches")
      .select(["id", "vessel", "from_office", "to_office", "departure_date", "arrival_date"])
      .where(column, ">=", query.first)
      .where(column, "<=", query.last);
    if (query.office) select = select.where(officeColumn, "=", query.office);
    const rows = await select.execute();
    return rows.map((row): CalendarEntry => ({
      uid: `cargo-${leg}:${row.id}`,
      kind: "cargo",
      leg,
      day: (leg === "departs" ? row.departure_date : row.arrival_date)!,
      reference: row.vessel,
      office: officeOf(leg === "departs" ? row.from_office : row.to_office),
      href: batchHref(row.id),
    }));
  };
  return (await Promise.all([leg("departs"), leg("arrives")])).flat();
}

/** Visa appointments and ticketing deadlines recorded on enquiries still worked on or won. */
async function enquiryDates(query: CalendarQuery, kind: "visa" | "ticketing"): Promise<CalendarEntry[]> {
  const column = kind === "visa" ? "visa_appointment_at" : "ticketing_deadline";
  let select = getDb()
    .selectFrom("enquiries")
    .select(["id", "reference", "name", "office", "visa_appointment_at", "ticketing_deadline"])
    .where(column, ">=", query.first)
    // A visa appointment may carry a time after its day: `YYYY-MM-DDTHH:MM` sorts before the next day.
    .where(column, "<", addDays(query.last, 1))
    .where("status", "not in", ["lost", "spam"]);
  if (query.office) select = select.where(enquiryInOffice(query.office));
  const rows = await select.execute();
  return rows.map((row) => {
    const at = (kind === "visa" ? row.visa_appointment_at : row.ticketing_deadline)!;
    return {
      uid: `${kind}:${row.id}`,
      kind,
      day: at.slice(0, 10),
      ...(at.length > 10 ? { time: at.slice(11, 16) } : {}),
      reference: row.reference ?? enquiryReference(row.id),
      firstName: firstNameOf(row.name),
      office: officeOf(row.office),
      href: enquiryHref(row.id),
    };
  });
}
