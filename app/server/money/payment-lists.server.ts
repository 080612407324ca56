import { isPaymentMethod, type AccountKind, type EntryKind, type PaymentMethod } from "~/domain/ledger";
import { foldTotals, zonedDayStart, type CurrencyTotals, type PaymentFilter } from "~/domain/money-desk";
import { addDays } from "~/domain/departures";
import { CURRENCIES, isCurrency, type CurrencyCode } from "~/domain/money";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import { PAGE_SIZE } from "~/domain/sort";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb } from "~/server/platform/db.server";

/*
 * The payments desk's list (issue #27): every ledger row, newest first, filtered and paged in
 * SQL, with the filter's totals per currency summed in SQL (one line per currency, never added
 * across currencies). A row knows its account's reference (the quote's number or the shipment's
 * tracking number) and, for a reversal, the kind of the row it reverses.
 */

export type PaymentListRow = {
  id: string;
  kind: EntryKind;
  reversedKind: EntryKind | null;
  accountKind: AccountKind;
  accountId: string;
  /** The booking's quote (its screen is the booking's), null for a shipment. */
  quoteId: string | null;
  accountReference: string;
  amountMinor: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  reference: string | null;
  office: OfficeId;
  receiptNumber: string | null;
  reason: string;
  recordedAt: string;
  recordedByName: string;
};

/** The filter's rows as one query; `from` and `to` are days in `timeZone`. */
export function filteredPayments(filter: PaymentFilter, timeZone: string) {
  let query = getDb().selectFrom("payments");
  if (filter.office) query = query.where("payments.office_id", "=", filter.office);
  if (filter.method) query = query.where("payments.method", "=", filter.method);
  if (filter.currency) query = query.where("payments.currency", "=", filter.currency);
  if (filter.kind) query = query.where("payments.kind", "=", filter.kind);
  if (filter.from) query = query.where("payments.recorded_at", ">=", zonedDayStart(filter.from, timeZone));
  if (filter.to) query = query.where("payments.recorded_at", "<", zonedDayStart(addDays(filter.to, 1), timeZone));
  if (filter.recordedBy) query = query.where("payments.recorded_by", "=", filter.recordedBy);
  return query;
}

const entryKind = (value: string | null): EntryKind | null =>
  value === "payment" || value === "refund" || value === "reversal" ? value : null;

/** The filter's totals per currency, summed in SQL by currency, kind and the reversed row's kind. */
export async function paymentTotals(filter: PaymentFilter, timeZone: string): Promise<CurrencyTotals[]> {
  const groups = await filteredPayments(filter, timeZone)
    .leftJoin("payments as reversed", "reversed.id", "payments.reverses_id")
    .select(["payments.currency", "payments.kind", "reversed.kind as reversed_kind"])
    .select((eb) => eb.fn.sum<number | string | bigint>("payments.amount_minor").as("sum_minor"))
    .groupBy(["payments.currency", "payments.kind", "reversed.kind"])
    .execute();
  return foldTotals(
    groups.flatMap((group) => {
      const kind = entryKind(group.kind);
      if (!kind || !isCurrency(group.currency)) return [];
      return [{ currency: group.currency, kind, reversedKind: entryKind(group.reversed_kind), sumMinor: bigintToNumber(group.sum_minor) }];
    }),
    CURRENCIES,
  );
}

/** The rows with what the screen and the CSV show, newest first. */
function listedRows(filter: PaymentFilter, timeZone: string) {
  return filteredPayments(filter, timeZone)
    .leftJoin("payments as reversed", "reversed.id", "payments.reverses_id")
    .leftJoin("bookings", (join) => join.onRef("bookings.id", "=", "payments.account_id").on("payments.account_kind", "=", "booking"))
    .leftJoin("quotes", "quotes.id", "bookings.quote_id")
    .leftJoin("shipments", (join) => join.onRef("shipments.id", "=", "payments.account_id").on("payments.account_kind", "=", "shipment"))
    .select([
      "payments.id",
      "payments.kind",
      "reversed.kind as reversed_kind",
      "payments.account_kind",
      "payments.account_id",
      "bookings.quote_id",
      "quotes.number as quote_number",
      "shipments.tracking_number",
      "payments.amount_minor",
      "payments.currency",
      "payments.method",
      "payments.reference",
      "payments.office_id",
      "payments.receipt_number",
      "payments.reason",
      "payments.recorded_at",
      "payments.recorded_by_name",
    ])
    .orderBy("payments.recorded_at", "desc")
    .orderBy("payments.id", "desc");
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listedRows>["execute"]>>[number];

function toRow(row: ListedRow): PaymentListRow {
  const accountKind: AccountKind = row.account_kind === "shipment" ? "shipment" : "booking";
  return {
    id: row.id,
    kind: entryKind(row.kind) ?? "payment",
    reversedKind: entryKind(row.reversed_kind),
    accountKind,
    accountId: row.account_id,
    quoteId: accountKind === "booking" ? row.quote_id : null,
    accountReference: (accountKind === "booking" ? row.quote_number : row.tracking_number) ?? row.account_id,
    amountMinor: bigintToNumber(row.amount_minor),
    currency: isCurrency(row.currency) ? row.currency : "USD",
    method: isPaymentMethod(row.method) ? row.method : "cash",
    reference: row.reference,
    office: isOfficeId(row.office_id) ? row.office_id : "beirut",
    receiptNumber: row.receipt_number,
    reason: row.reason,
    recordedAt: row.recorded_at,
    recordedByName: row.recorded_by_name,
  };
}

export type PaymentList = { rows: PaymentListRow[]; total: number; page: number; pageCount: number; totals: CurrencyTotals[] };

/** A page of the list (the last page when `page` is past it), the count and the totals of the whole filter. */
export async function listPayments(filter: PaymentFilter, page: number, timeZone: string): Promise<PaymentList> {
  const counted = await filteredPayments(filter, timeZone)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  const [rows, totals] = await Promise.all([
    listedRows(filter, timeZone)
      .limit(PAGE_SIZE)
      .offset((shown - 1) * PAGE_SIZE)
      .execute(),
    paymentTotals(filter, timeZone),
  ]);
  return { rows: rows.map(toRow), total, page: shown, pageCount, totals };
}

export const PAYMENTS_CSV_CHUNK = 1000;

/** Every row of the filter in the list's order, a chunk at a time after the last row of the one before (not by offset). */
export async function* paymentsLedger(
  filter: PaymentFilter,
  timeZone: string,
  chunk = PAYMENTS_CSV_CHUNK,
): AsyncGenerator<PaymentListRow[]> {
  let after: { recordedAt: string; id: string } | null = null;
  for (;;) {
    let query = listedRows(filter, timeZone);
    if (after) {
      const { recordedAt, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb("payments.recorded_at", "<", recordedAt),
          eb.and([eb("payments.recorded_at", "=", recordedAt), eb("payments.id", "<", id)]),
        ]),
      );
    }
    const rows = await query.limit(chunk).execute();
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1]!;
    after = { recordedAt: last.recorded_at, id: last.id };
  }
}

/** The people who recorded rows, for the list's "Recorded by" choice. */
export async function paymentRecorders(): Promise<{ id: string; name: string }[]> {
  const rows = await getDb()
    .selectFrom("payments")
    .select(["recorded_by", "recorded_by_name"])
    .where("recorded_by", "is not", null)
    .groupBy(["recorded_by", "recorded_by_name"])
    .orderBy("recorded_by_name")
    .limit(200)
    .execute();
  const seen = new Map<string, string>();
  for (const row of rows) if (row.recorded_by && !seen.has(row.recorded_by)) seen.set(row.recorded_by, row.recorded_by_name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
