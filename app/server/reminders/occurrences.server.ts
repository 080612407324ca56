import { addDays, agencyToday, departureEndDate } from "~/domain/departures";
import { readStoredDetails } from "~/domain/enquiry-details";
import { balanceOf, bookingSchedule, type LedgerEntry } from "~/domain/ledger";
import { isLocale, type Locale } from "~/domain/locale";
import { type Money } from "~/domain/money";
import { readOfficeId, type OfficeId } from "~/domain/offices";
import {
  addMonths,
  balanceDueSteps,
  CATCH_UP_DAYS,
  departureSoonStep,
  holdExpiringStep,
  isDueOn,
  occurrenceKey,
  passportExpiringStep,
  pickupWaitingSteps,
  quoteExpiringStep,
  reviewRequestStep,
  type ReminderKind,
  type ReminderRecordKind,
  type ReminderSettings,
  type ReminderStep,
} from "~/domain/reminders";
import { accountCurrency, keptTerms } from "~/server/money/accounts.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";
import { officeChoices } from "~/server/platform/offices.server";
import { moneySettings } from "~/server/platform/settings.server";
import type { ReminderMailData, ReminderMailKind } from "./reminder-mails.server";

/*
 * Which reminders are due (issue #28, decision 0062): per kind, one query over indexed columns
 * narrows the records to those whose occurrence can fall in the scan's window (today and the
 * CATCH_UP_DAYS before), and the pure rules of app/domain/reminders.ts say which step is due.
 * The same finder answers the scan (every record) and the send job (its one record, asked again
 * when it runs, so a balance paid or a quote answered in between sends nothing).
 */

/** One reminder to deliver: a staff row, or a customer e-mail. */
export type Occurrence = {
  kind: ReminderKind;
  /** The record the key names (a booking, quote, departure, shipment or enquiry id). */
  subjectId: string;
  key: string;
  step: ReminderStep;
  /** The record the Today list links to. */
  record: { kind: ReminderRecordKind; id: string; reference: string; label: string };
  office: OfficeId | null;
  assigneeId: string | null;
  /** For a customer step: the e-mail to queue, in the customer's language. */
  mail?: { [K in ReminderMailKind]: { kind: K; data: ReminderMailData[K]; locale: Locale } }[ReminderMailKind];
};

/** What "today" is for each calendar the records use: the agency's, and each office's. */
export type Calendars = { agency: string; office: Record<OfficeId, string> };

export function calendarsAt(now: Date, zones: Record<OfficeId, string>): Calendars {
  return {
    agency: agencyToday(now),
    office: {
      beirut: agencyToday(now, zones.beirut),
      abidjan: agencyToday(now, zones.abidjan),
      monrovia: agencyToday(now, zones.monrovia),
    },
  };
}

const localeOf = (value: string | null | undefined): Locale => (value && isLocale(value) ? value : "en");

/** The longest tour the review request looks back over (a departure longer than this is asked late, never missed). */
const LONGEST_TRIP_DAYS = 60;

/** A booking's trip as staff and customers read it: "Bali Island Escape, 2027-03-14". */
const tripLabel = (title: string, startDate: string) => `${title}, ${startDate}`;

type Finder = (settings: ReminderSettings, today: Calendars, subjectId?: string) => Promise<Occurrence[]>;

/** The occurrences of each kind whose day is due in the scan's window. */
export const FINDERS: Record<ReminderKind, Finder> = {
  "balance-due": findBalanceDue,
  "hold-expiring": findHoldExpiring,
  "quote-expiring": findQuoteExpiring,
  "departure-soon": findDepartureSoon,
  "pickup-waiting": findPickupWaiting,
  "passport-expiring": findPassportExpiring,
  "review-request": findReviewRequest,
};

function occurrence(
  kind: ReminderKind,
  subjectId: string,
  step: ReminderStep,
  rest: Omit<Occurrence, "kind" | "subjectId" | "key" | "step">,
): Occurrence {
  return { kind, subjectId, key: occurrenceKey(kind, subjectId, step.step), step, ...rest };
}

/** The bookings with their quote, enquiry, departure and tour, as several finders read them. */
function bookingRows() {
  return getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .innerJoin("departures", "departures.id", "bookings.departure_id")
    .innerJoin("tours", "tours.id", "departures.tour_id")
    .select([
      "bookings.id",
      "bookings.status",
      "bookings.held_until",
      "bookings.created_at",
      "bookings.deposit_percent",
      "bookings.balance_days",
      "quotes.id as quote_id",
      "quotes.number",
      "quotes.total_minor",
      "quotes.currency",
      "quotes.locale",
      "enquiries.name",
      "enquiries.email",
      "enquiries.office",
      "enquiries.assignee_id",
      "departures.start_date",
      "tours.title",
      "tours.duration_days",
    ]);
}

/** What stands paid on each booking, from its ledger rows. */
async function ledgerEntries(ids: readonly string[]): Promise<Map<string, LedgerEntry[]>> {
  const entries = new Map<string, LedgerEntry[]>();
  if (ids.length === 0) return entries;
  const rows = await getDb()
    .selectFrom("payments")
    .select(["id", "account_id", "kind", "reverses_id", "applied_minor"])
    .where("account_kind", "=", "booking")
    .where("account_id", "in", ids)
    .execute();
  const kindOf = new Map(rows.map((row) => [row.id, row.kind]));
  for (const row of rows) {
    const list = entries.get(row.account_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind === "refund" || row.kind === "reversal" ? row.kind : "payment",
      reverses: row.reverses_id ? { id: row.reverses_id, kind: kindOf.get(row.reverses_id) === "refund" ? "refund" : "payment" } : null,
      appliedMinor: bigintToNumber(row.applied_minor),
    });
    entries.set(row.account_id, list);
  }
  return entries;
}

/**
 * Balance due: bookings not released whose departure is close enough for a step to fall in the
 * window (a balance is due at most 365 days before the departure, its first e-mail `firstDays`
 * before that), while something is still owed on the balance's part.
 */
async function findBalanceDue(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["balance-due"];
  if (!rule.on) return [];
  let query = bookingRows()
    .where("bookings.status", "!=", "released")
    .where("departures.start_date", ">=", addDays(today.agency, -CATCH_UP_DAYS))
    .where("departures.start_date", "<=", addDays(today.agency, rule.firstDays + 366));
  if (subjectId) query = query.where("bookings.id", "=", subjectId);
  const rows = await query.execute();
  const entries = await ledgerEntries(rows.map((row) => row.id));
  const fallback = await moneySettings();
  const found: Occurrence[] = [];
  for (const row of rows) {
    const owedMinor = bigintToNumber(row.total_minor);
    if (owedMinor <= 0) continue;
    const acceptedOn = agencyToday(new Date(row.created_at));
    const schedule = bookingSchedule(owedMinor, { acceptedOn, departsOn: row.start_date, ...(keptTerms(row) ?? fallback) });
    const last = schedule.at(-1);
    // A balance asked at acceptance (all at once) is no reminder's business: the customer is paying that day.
    if (!last?.dueOn || last.dueOn === acceptedOn) continue;
    const owed: Money = { amountMinor: owedMinor, currency: accountCurrency(row.currency) };
    const balance = balanceOf(owed, schedule, entries.get(row.id) ?? []);
    if (balance.dueMinor <= 0) continue;
    const label = `${row.name} — ${tripLabel(row.title, row.start_date)}`;
    for (const step of balanceDueSteps(last.dueOn, acceptedOn, rule)) {
      if (!isDueOn(step.day, today.agency)) continue;
      if (step.audience === "customer" && !row.email) continue;
      found.push(
        occurrence("balance-due", row.id, step, {
          record: { kind: "quote", id: row.quote_id, reference: row.number, label },
          office: readOfficeId(row.office),
          assigneeId: row.assignee_id,
          ...(step.audience === "customer"
            ? {
                mail: {
                  kind: "balance-due" as const,
                  locale: localeOf(row.locale),
                  data: {
                    name: row.name,
                    email: row.email,
                    reference: row.number,
                    tour: row.title,
                    departsOn: row.start_date,
                    dueOn: last.dueOn,
                    left: { amountMinor: balance.dueMinor, currency: owed.currency },
                  },
                },
              }
            : {}),
        }),
      );
    }
  }
  return found;
}

/** Holds whose last day is `days` ahead (or passed into the window), still held and not yet run out. */
async function findHoldExpiring(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["hold-expiring"];
  if (!rule.on) return [];
  let query = bookingRows()
    .where("bookings.status", "=", "held")
    .where("bookings.held_until", ">=", today.agency)
    .where("bookings.held_until", "<=", addDays(today.agency, rule.days));
  if (subjectId) query = query.where("bookings.id", "=", subjectId);
  const rows = await query.execute();
  return rows.flatMap((row) =>
    holdExpiringStep(row.held_until, rule)
      .filter((step) => isDueOn(step.day, today.agency))
      .map((step) =>
        occurrence("hold-expiring", row.id, step, {
          record: {
            kind: "quote",
            id: row.quote_id,
            reference: row.number,
            label: `${row.name} — ${tripLabel(row.title, row.start_date)} (held until ${row.held_until})`,
          },
          office: readOfficeId(row.office),
          assigneeId: row.assignee_id,
        }),
      ),
  );
}

/** Sent quotes the customer has not answered, whose last day is `days` ahead (or passed into the window). */
async function findQuoteExpiring(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["quote-expiring"];
  if (!rule.on) return [];
  let query = getDb()
    .selectFrom("quotes")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .select(["quotes.id", "quotes.number", "quotes.valid_until", "enquiries.name", "enquiries.office", "enquiries.assignee_id"])
    .where("quotes.status", "=", "sent")
    .where("quotes.valid_until", ">=", today.agency)
    .where("quotes.valid_until", "<=", addDays(today.agency, rule.days));
  if (subjectId) query = query.where("quotes.id", "=", subjectId);
  const rows = await query.execute();
  return rows.flatMap((row) =>
    quoteExpiringStep(row.valid_until, rule)
      .filter((step) => isDueOn(step.day, today.agency))
      .map((step) =>
        occurrence("quote-expiring", row.id, step, {
          record: { kind: "quote", id: row.id, reference: row.number, label: `${row.name} — valid until ${row.valid_until}` },
          office: readOfficeId(row.office),
          assigneeId: row.assignee_id,
        }),
      ),
  );
}

/** Departures leaving in `days` (or fewer, within the window), not cancelled, with a booking held or confirmed. */
async function findDepartureSoon(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["departure-soon"];
  if (!rule.on) return [];
  let query = getDb()
    .selectFrom("departures")
    .innerJoin("tours", "tours.id", "departures.tour_id")
    .select(["departures.id", "departures.start_date", "tours.title"])
    .select((eb) =>
      eb
        .selectFrom("bookings")
        .select((inner) => inner.fn.sum<number | string | bigint>("bookings.seats").as("seats"))
        .whereRef("bookings.departure_id", "=", "departures.id")
        .where("bookings.status", "!=", "released")
        .as("seats"),
    )
    .where("departures.status", "!=", "cancelled")
    .where("departures.start_date", ">=", today.agency)
    .where("departures.start_date", "<=", addDays(today.agency, rule.days))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("bookings")
          .select("bookings.id")
          .whereRef("bookings.departure_id", "=", "departures.id")
          .where("bookings.status", "!=", "released"),
      ),
    );
  if (subjectId) query = query.where("departures.id", "=", subjectId);
  const rows = await query.execute();
  return rows.flatMap((row) =>
    departureSoonStep(row.start_date, rule)
      .filter((step) => isDueOn(step.day, today.agency))
      .map((step) =>
        occurrence("departure-soon", row.id, step, {
          record: {
            kind: "departure",
            id: row.id,
            reference: row.start_date,
            label: `${tripLabel(row.title, row.start_date)} — ${Number(row.seats ?? 0)} seats`,
          },
          office: null,
          assigneeId: null,
        }),
      ),
  );
}

/**
 * Shipments ready for pickup (the status index) since their last "ready-for-pickup" event, on
 * the receiving office's calendar; the receiver is e-mailed when an address is known.
 */
async function findPickupWaiting(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["pickup-waiting"];
  if (!rule.on) return [];
  let query = getDb()
    .selectFrom("shipments")
    .select([
      "shipments.id",
      "shipments.tracking_number",
      "shipments.to_office",
      "shipments.receiver_name",
      "shipments.receiver_email",
      "shipments.locale",
    ])
    .select((eb) =>
      eb
        .selectFrom("shipment_events")
        .select((inner) => inner.fn.max("shipment_events.recorded_at").as("ready_at"))
        .whereRef("shipment_events.shipment_id", "=", "shipments.id")
        .where("shipment_events.status", "=", "ready-for-pickup")
        .as("ready_at"),
    )
    .where("shipments.status", "=", "ready-for-pickup");
  if (subjectId) query = query.where("shipments.id", "=", subjectId);
  const rows = await query.execute();
  const offices = await officeChoices();
  const found: Occurrence[] = [];
  for (const row of rows) {
    const office = readOfficeId(row.to_office);
    if (!office || !row.ready_at) continue;
    const zone = offices.find((choice) => choice.id === office);
    const readyOn = agencyToday(new Date(row.ready_at), zone?.timeZone ?? "UTC");
    for (const step of pickupWaitingSteps(readyOn, rule)) {
      if (!isDueOn(step.day, today.office[office])) continue;
      if (step.audience === "customer" && !row.receiver_email) continue;
      found.push(
        occurrence("pickup-waiting", row.id, step, {
          record: { kind: "shipment", id: row.id, reference: row.tracking_number, label: `${row.receiver_name} — ready since ${readyOn}` },
          office,
          assigneeId: null,
          ...(step.audience === "customer" && row.receiver_email
            ? {
                mail: {
                  kind: "pickup-waiting" as const,
                  locale: localeOf(row.locale),
                  data: {
                    name: row.receiver_name,
                    email: row.receiver_email,
                    trackingNumber: row.tracking_number,
                    office: zone?.name ?? office,
                    readySince: readyOn,
                  },
                },
              }
            : {}),
        }),
      );
    }
  }
  return found;
}

/**
 * Enquiries with a passport date (its index) expiring before the margin after any travel this
 * side of two years; the travel day is the earliest upcoming departure of a booking of the
 * enquiry, else an air enquiry's departure day.
 */
async function findPassportExpiring(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["passport-expiring"];
  if (!rule.on) return [];
  let query = getDb()
    .selectFrom("enquiries")
    .select([
      "enquiries.id",
      "enquiries.reference",
      "enquiries.name",
      "enquiries.kind",
      "enquiries.details",
      "enquiries.office",
      "enquiries.assignee_id",
      "enquiries.passport_expires_on",
    ])
    .select((eb) =>
      eb
        .selectFrom("bookings")
        .innerJoin("quotes", "quotes.id", "bookings.quote_id")
        .innerJoin("departures", "departures.id", "bookings.departure_id")
        .select((inner) => inner.fn.min("departures.start_date").as("travel_on"))
        .whereRef("quotes.enquiry_id", "=", "enquiries.id")
        .where("bookings.status", "!=", "released")
        .where("departures.start_date", ">=", today.agency)
        .as("travel_on"),
    )
    .where("enquiries.passport_expires_on", "is not", null)
    .where("enquiries.passport_expires_on", "<", addMonths(today.agency, rule.months + 24))
    .where("enquiries.archived_at", "is", null);
  if (subjectId) query = query.where("enquiries.id", "=", subjectId);
  const rows = await query.execute();
  const found: Occurrence[] = [];
  for (const row of rows) {
    const air = row.kind === "air" ? readStoredDetails("air", row.details) : null;
    const travelOn = row.travel_on ?? air?.departDate ?? null;
    if (!travelOn || !row.passport_expires_on) continue;
    for (const step of passportExpiringStep(row.passport_expires_on, travelOn, today.agency, rule)) {
      found.push(
        occurrence("passport-expiring", row.id, step, {
          record: {
            kind: "enquiry",
            id: row.id,
            reference: row.reference ?? row.id,
            label: `${row.name} — passport expires ${row.passport_expires_on}, travels ${travelOn}`,
          },
          office: readOfficeId(row.office),
          assigneeId: row.assignee_id,
        }),
      );
    }
  }
  return found;
}

/** Confirmed bookings whose trip ended `days` ago (or within the window before): their customer is asked for a review. */
async function findReviewRequest(settings: ReminderSettings, today: Calendars, subjectId?: string): Promise<Occurrence[]> {
  const rule = settings["review-request"];
  if (!rule.on) return [];
  let query = bookingRows()
    .where("bookings.status", "=", "confirmed")
    .where("departures.start_date", ">=", addDays(today.agency, -(rule.days + CATCH_UP_DAYS + LONGEST_TRIP_DAYS)))
    .where("departures.start_date", "<=", addDays(today.agency, -rule.days));
  if (subjectId) query = query.where("bookings.id", "=", subjectId);
  const rows = await query.execute();
  const found: Occurrence[] = [];
  for (const row of rows) {
    if (!row.email) continue;
    const endDate = departureEndDate(row.start_date, Number(row.duration_days));
    for (const step of reviewRequestStep(endDate, rule)) {
      if (!isDueOn(step.day, today.agency)) continue;
      found.push(
        occurrence("review-request", row.id, step, {
          record: {
            kind: "quote",
            id: row.quote_id,
            reference: row.number,
            label: `${row.name} — ${tripLabel(row.title, row.start_date)}`,
          },
          office: readOfficeId(row.office),
          assigneeId: row.assignee_id,
          mail: {
            kind: "review-request",
            locale: localeOf(row.locale),
            data: { name: row.name, email: row.email, reference: row.number, trip: row.title },
          },
        }),
      );
    }
  }
  return found;
}
