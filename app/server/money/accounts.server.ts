import { bookingSchedule, MONEY_DEFAULTS, shipmentSchedule, type AccountKind, type Installment } from "~/domain/ledger";
import { agencyToday } from "~/domain/departures";
import type { Locale } from "~/domain/locale";
import { isCurrency, type CurrencyCode } from "~/domain/money";
import { MAIN_OFFICE, readOfficeId, type OfficeId } from "~/domain/offices";
import { chargeCurrency } from "~/server/cargo/shipment-charges.server";
import { getShipment } from "~/server/cargo/shipments.server";
import { getQuote } from "~/server/enquiries/quotes.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb, getDialect } from "~/server/platform/db.server";
import { moneySettings } from "~/server/platform/settings.server";

/*
 * What a booking or a shipment owes (issue #27, decision 0056): its lines in its currency, as
 * the accepted quote or the shipment's charges say, and when each part is due.
 */

export type AccountLine = { description: string; quantity: number; unitMinor: number; totalMinor: number };

export type Account = {
  kind: AccountKind;
  id: string;
  /** What staff and the customer call it: the quote's number, the shipment's tracking number. */
  reference: string;
  currency: CurrencyCode;
  owedMinor: number;
  lines: AccountLine[];
  schedule: Installment[];
  /** The office its money is normally taken at: the enquiry's (else Beirut), or where the shipment's payer pays. */
  office: OfficeId;
  customer: { name: string; email: string | null; locale: Locale };
  /** No payment may be taken any more (a released booking, a cancelled shipment); refunds and reversals still may. */
  closed: boolean;
};

export { moneySettings };

export async function getAccount(kind: AccountKind, id: string): Promise<Account | null> {
  return kind === "booking" ? bookingAccount(id) : shipmentAccount(id);
}

/** A booking with its quote, enquiry and departure, and what both readings of an account take from them. */
function bookingRows() {
  return getDb()
    .selectFrom("bookings")
    .innerJoin("quotes", "quotes.id", "bookings.quote_id")
    .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
    .innerJoin("departures", "departures.id", "bookings.departure_id")
    .select([
      "bookings.id",
      "bookings.quote_id",
      "bookings.status",
      "bookings.created_at",
      "bookings.deposit_percent",
      "bookings.balance_days",
      "departures.start_date",
      "enquiries.name",
    ]);
}

async function bookingAccount(id: string): Promise<Account | null> {
  const row = await bookingRows().select(["enquiries.email", "enquiries.office"]).where("bookings.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const quote = await getQuote(row.quote_id);
  if (!quote) return null;
  const owedMinor = quote.total.amountMinor;
  return {
    kind: "booking",
    id,
    reference: quote.number,
    currency: quote.currency,
    owedMinor,
    lines: quote.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitMinor: line.unitPrice.amountMinor,
      totalMinor: line.unitPrice.amountMinor * line.quantity,
    })),
    schedule: bookingScheduleOf(row, owedMinor, keptTerms(row) ?? (await moneySettings())),
    office: readOfficeId(row.office) ?? MAIN_OFFICE,
    customer: { name: row.name, email: row.email || null, locale: quote.locale },
    closed: row.status === "released",
  };
}

/** A booking's schedule from its row: accepted on its day, the balance before its departure, on its kept terms (else `settings`). */
function bookingScheduleOf(
  row: { created_at: string; start_date: string },
  owedMinor: number,
  settings: { depositPercent: number; balanceDays: number },
): Installment[] {
  return bookingSchedule(owedMinor, { acceptedOn: agencyToday(new Date(row.created_at)), departsOn: row.start_date, ...settings });
}

async function shipmentAccount(id: string): Promise<Account | null> {
  const shipment = await getShipment(id);
  if (!shipment) return null;
  const currency = chargeCurrency(shipment);
  // The lines are all in one currency (decision 0055); any other would not be added to them.
  const charges = shipment.charges.filter((charge) => charge.amount.currency === currency);
  const owedMinor = charges.reduce((sum, charge) => sum + charge.amount.amountMinor, 0);
  const payer = shipment.payer === "receiver" ? shipment.receiver : shipment.sender;
  return {
    kind: "shipment",
    id,
    reference: shipment.trackingNumber,
    currency,
    owedMinor,
    lines: charges.map((charge) => ({
      description: charge.label,
      quantity: 1,
      unitMinor: charge.amount.amountMinor,
      totalMinor: charge.amount.amountMinor,
    })),
    schedule: shipmentSchedule(owedMinor, { payer: shipment.payer, dropOffDate: shipment.dropOffDate }),
    office: shipment.payer === "receiver" ? shipment.toOffice : shipment.fromOffice,
    customer: { name: payer.name, email: payer.email ?? null, locale: shipment.locale },
    closed: shipment.status === "cancelled",
  };
}

/**
 * What the owed screens need of many accounts (issue #28): Account's reference, currency, owed
 * total, schedule, customer's name and whether it is closed, worked out as getAccount does, but
 * for the newest open accounts of a kind at once, read in the order of the index that finds
 * them (one query for the accounts, one for the shipments' lines) instead of several queries per
 * account. Open: a booking not released, a shipment not cancelled; newest: a booking by its
 * creation, a shipment by its drop-off day. The report's office is read with it: a booking's
 * enquiry's, a shipment's origin (null when unknown).
 */
export type AccountDues = Pick<Account, "kind" | "id" | "reference" | "currency" | "owedMinor" | "schedule" | "closed"> & {
  /** The booking's quote, whose screen is the booking's; null for a shipment. */
  quoteId: string | null;
  customerName: string;
  originOffice: OfficeId | null;
};

export async function newestOpenAccounts(kind: AccountKind, limit: number): Promise<AccountDues[]> {
  return kind === "booking" ? bookingDues(limit) : shipmentDues(limit);
}

async function bookingDues(limit: number): Promise<AccountDues[]> {
  const rows = await bookingRows()
    .select(["enquiries.office", "quotes.number", "quotes.currency", "quotes.total_minor"])
    .where("bookings.status", "!=", "released")
    .orderBy("bookings.created_at", "desc")
    .orderBy("bookings.id", "desc")
    .limit(limit)
    .execute();
  // The settings are read once, and only when a booking from before 0038 has no kept terms.
  const settings = rows.every((row) => keptTerms(row)) ? null : await moneySettings();
  return rows.map((row) => {
    const owedMinor = bigintToNumber(row.total_minor);
    return {
      kind: "booking",
      id: row.id,
      quoteId: row.quote_id,
      reference: row.number,
      currency: accountCurrency(row.currency),
      owedMinor,
      schedule: bookingScheduleOf(row, owedMinor, keptTerms(row) ?? settings ?? MONEY_DEFAULTS),
      customerName: row.name,
      originOffice: readOfficeId(row.office),
      closed: row.status === "released",
    };
  });
}

async function shipmentDues(limit: number): Promise<AccountDues[]> {
  const newest = getDb()
    .selectFrom("shipments")
    .where("status", "!=", "cancelled")
    .orderBy("drop_off_date", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  const [rows, charges] = await Promise.all([
    newest
      .select([
        "id",
        "tracking_number",
        "status",
        "payer",
        "sender_name",
        "receiver_name",
        "from_office",
        "drop_off_date",
        "declared_value_minor",
        "declared_currency",
      ])
      .execute(),
    getDb()
      .selectFrom("shipment_charges")
      .select(["shipment_id", "currency", "amount_minor"])
      .where("shipment_id", "in", newest.select("id"))
      .orderBy("shipment_id")
      .orderBy("position")
      .execute(),
  ]);
  const chargesOf = new Map<string, { currency: CurrencyCode; amountMinor: number }[]>();
  for (const charge of charges) {
    const list = chargesOf.get(charge.shipment_id) ?? [];
    list.push({ currency: accountCurrency(charge.currency), amountMinor: bigintToNumber(charge.amount_minor) });
    chargesOf.set(charge.shipment_id, list);
  }
  return rows.map((row) => {
    const lines = chargesOf.get(row.id) ?? [];
    // As chargeCurrency: the first line's, else the declared value's, else dollars.
    const declared = row.declared_value_minor !== null && isCurrency(row.declared_currency) ? row.declared_currency : null;
    const currency = lines[0]?.currency ?? declared ?? "USD";
    const owedMinor = lines.filter((line) => line.currency === currency).reduce((sum, line) => sum + line.amountMinor, 0);
    const payer = row.payer === "receiver" ? "receiver" : "sender";
    return {
      kind: "shipment",
      id: row.id,
      quoteId: null,
      reference: row.tracking_number,
      currency,
      owedMinor,
      schedule: shipmentSchedule(owedMinor, { payer, dropOffDate: row.drop_off_date }),
      customerName: payer === "receiver" ? row.receiver_name : row.sender_name,
      originOffice: readOfficeId(row.from_office),
      closed: row.status === "cancelled",
    };
  });
}

/** The money terms a booking kept at its acceptance (migration 0038); null for one from before. */
export function keptTerms(row: { deposit_percent: number | null; balance_days: number | null }) {
  return row.deposit_percent !== null && row.balance_days !== null
    ? { depositPercent: Number(row.deposit_percent), balanceDays: Number(row.balance_days) }
    : null;
}

/** Serializes the money of one account across instances (PostgreSQL; SQLite runs one writer at a time). */
export async function lockAccount(kind: AccountKind, id: string): Promise<void> {
  if (getDialect() !== "postgres") return;
  if (kind === "booking") await getDb().selectFrom("bookings").select("id").where("id", "=", id).forUpdate().execute();
  else await getDb().selectFrom("shipments").select("id").where("id", "=", id).forUpdate().execute();
}

export function accountCurrency(value: string): CurrencyCode {
  return isCurrency(value) ? value : "USD";
}
