import { sql } from "kysely";
import { isPaymentMethod, PAYMENT_METHODS, type EntryKind, type PaymentMethod } from "~/domain/ledger";
import { tillEffect } from "~/domain/money-desk";
import { CURRENCIES, isCurrency, type CurrencyCode } from "~/domain/money";
import { isOfficeId, OFFICE_IDS, type OfficeId } from "~/domain/offices";
import type { ReportFilter } from "~/domain/reports";
import { getDb } from "~/server/platform/db.server";
import { monthOf, PERIOD_MONTH, periodInstants, toNumber } from "./period.server";

/*
 * Cash (issue #28): the money that changed hands per month, office, method and currency, as the
 * ledger counts it (decision 0056) and the cash-up does: payments in, refunds out, a reversal
 * undoing its row (a reversed payment goes out, a reversed refund comes back) in the month it was
 * entered. Summed in SQL per group; each row's own currency, never converted.
 */

export type CashRow = {
  month: string;
  office: OfficeId;
  method: PaymentMethod;
  currency: CurrencyCode;
  inMinor: number;
  outMinor: number;
  netMinor: number;
};

const entryKind = (value: string | null): EntryKind | null =>
  value === "payment" || value === "refund" || value === "reversal" ? value : null;

export async function cashReport(filter: ReportFilter): Promise<CashRow[]> {
  const { start, end } = periodInstants(filter);
  let query = getDb()
    .selectFrom("payments")
    .leftJoin("payments as reversed", "reversed.id", "payments.reverses_id")
    .where("payments.recorded_at", ">=", start)
    .where("payments.recorded_at", "<", end);
  if (filter.office) query = query.where("payments.office_id", "=", filter.office);
  const groups = await query
    .select([
      monthOf(sql.ref("payments.recorded_at"), filter, true).as(PERIOD_MONTH),
      "payments.office_id",
      "payments.method",
      "payments.currency",
      "payments.kind",
      "reversed.kind as reversed_kind",
      (eb) => eb.fn.sum("payments.amount_minor").as("sum_minor"),
    ])
    .groupBy([sql.ref(PERIOD_MONTH), "payments.office_id", "payments.method", "payments.currency", "payments.kind", "reversed.kind"])
    .execute();
  const rows = new Map<string, CashRow>();
  for (const group of groups) {
    const kind = entryKind(group.kind);
    if (!kind || !isOfficeId(group.office_id) || !isPaymentMethod(group.method) || !isCurrency(group.currency)) continue;
    const month = String(group[PERIOD_MONTH]);
    const key = `${month} ${group.office_id} ${group.method} ${group.currency}`;
    const row = rows.get(key) ?? {
      month,
      office: group.office_id,
      method: group.method,
      currency: group.currency,
      inMinor: 0,
      outMinor: 0,
      netMinor: 0,
    };
    const effect = tillEffect(kind, toNumber(group.sum_minor), entryKind(group.reversed_kind));
    if (effect >= 0) row.inMinor += effect;
    else row.outMinor -= effect;
    row.netMinor += effect;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      OFFICE_IDS.indexOf(a.office) - OFFICE_IDS.indexOf(b.office) ||
      PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method) ||
      CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency),
  );
}
