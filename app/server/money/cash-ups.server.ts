import { agencyToday } from "~/domain/departures";
import { isPaymentMethod, PAYMENT_METHODS, type EntryKind, type PaymentMethod } from "~/domain/ledger";
import { isDay, parseCountedMinor, tillEffect, zonedDayRange } from "~/domain/money-desk";
import { CURRENCIES, isCurrency, type CurrencyCode } from "~/domain/money";
import type { OfficeId } from "~/domain/offices";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { bigintToNumber } from "~/server/platform/currencies.server";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { officeTimeZone } from "~/server/platform/offices.server";
import { newId, now } from "~/server/platform/records.server";

/*
 * Cash-ups (issue #27): what each method brought in each currency at an office on one of its
 * days (payments, less refunds, reversals undoing their rows), summed in SQL; and the close of
 * that day by a manager with the cash counted per currency. The close keeps the expected
 * amounts as they stood, the counts and the differences (never hidden), who closed and when;
 * the unique office-and-day key lets exactly one close through, even when many arrive at once.
 */

export type MethodFigure = {
  method: PaymentMethod;
  currency: CurrencyCode;
  inMinor: number;
  outMinor: number;
  netMinor: number;
  rows: number;
};

export type CashUpCount = { currency: CurrencyCode; expectedMinor: number; countedMinor: number; differenceMinor: number };

export type ClosedCashUp = { id: string; note: string; closedAt: string; closedByName: string; counts: CashUpCount[] };

export type CashUpDay = {
  office: OfficeId;
  day: string;
  timeZone: string;
  figures: MethodFigure[];
  /** What the drawer should hold now: the cash method's net per currency (every currency with cash rows). */
  expectedCash: { currency: CurrencyCode; netMinor: number }[];
  closed: ClosedCashUp | null;
};

const entryKind = (value: string | null): EntryKind | null =>
  value === "payment" || value === "refund" || value === "reversal" ? value : null;

/** The day's figures per method and currency, summed in SQL by kind (and the reversed row's kind), in the agency's order. */
export async function cashUpFigures(office: OfficeId, day: string, timeZone: string): Promise<MethodFigure[]> {
  const { start, end } = zonedDayRange(day, timeZone);
  const groups = await getDb()
    .selectFrom("payments")
    .leftJoin("payments as reversed", "reversed.id", "payments.reverses_id")
    .select(["payments.method", "payments.currency", "payments.kind", "reversed.kind as reversed_kind"])
    .select((eb) => [
      eb.fn.sum<number | string | bigint>("payments.amount_minor").as("sum_minor"),
      eb.fn.countAll<number | string | bigint>().as("rows"),
    ])
    .where("payments.office_id", "=", office)
    .where("payments.recorded_at", ">=", start)
    .where("payments.recorded_at", "<", end)
    .groupBy(["payments.method", "payments.currency", "payments.kind", "reversed.kind"])
    .execute();
  const figures = new Map<string, MethodFigure>();
  for (const group of groups) {
    const kind = entryKind(group.kind);
    if (!kind || !isPaymentMethod(group.method) || !isCurrency(group.currency)) continue;
    const key = `${group.method}:${group.currency}`;
    const figure = figures.get(key) ?? { method: group.method, currency: group.currency, inMinor: 0, outMinor: 0, netMinor: 0, rows: 0 };
    const effect = tillEffect(kind, bigintToNumber(group.sum_minor), entryKind(group.reversed_kind));
    if (effect >= 0) figure.inMinor += effect;
    else figure.outMinor -= effect;
    figure.netMinor += effect;
    figure.rows += Number(group.rows);
    figures.set(key, figure);
  }
  return PAYMENT_METHODS.flatMap((method) => CURRENCIES.flatMap((currency) => figures.get(`${method}:${currency}`) ?? []));
}

function expectedCashOf(figures: readonly MethodFigure[]) {
  return figures.filter((figure) => figure.method === "cash").map((figure) => ({ currency: figure.currency, netMinor: figure.netMinor }));
}

async function closedCashUp(office: OfficeId, day: string): Promise<ClosedCashUp | null> {
  const row = await getDb().selectFrom("cash_ups").selectAll().where("office_id", "=", office).where("day", "=", day).executeTakeFirst();
  if (!row) return null;
  const counts = await getDb().selectFrom("cash_up_counts").selectAll().where("cash_up_id", "=", row.id).execute();
  const order = (currency: string) => CURRENCIES.indexOf(currency as CurrencyCode);
  return {
    id: row.id,
    note: row.note,
    closedAt: row.closed_at,
    closedByName: row.closed_by_name,
    counts: counts
      .filter((count) => isCurrency(count.currency))
      .sort((a, b) => order(a.currency) - order(b.currency))
      .map((count) => ({
        currency: count.currency as CurrencyCode,
        expectedMinor: bigintToNumber(count.expected_minor),
        countedMinor: bigintToNumber(count.counted_minor),
        differenceMinor: bigintToNumber(count.difference_minor),
      })),
  };
}

/** An office's day: its figures, the cash expected, and its close if there is one. */
export async function getCashUpDay(office: OfficeId, day: string): Promise<CashUpDay> {
  const timeZone = await officeTimeZone(office);
  const figures = await cashUpFigures(office, day, timeZone);
  return { office, day, timeZone, figures, expectedCash: expectedCashOf(figures), closed: await closedCashUp(office, day) };
}

/** The office's today, in its own time zone. */
export async function officeToday(office: OfficeId): Promise<string> {
  return agencyToday(new Date(), await officeTimeZone(office));
}

export const NOTE_MAX = 500;

export type CloseProblem =
  | { kind: "bad-day" }
  | { kind: "future-day" }
  | { kind: "count-required"; currency: CurrencyCode }
  | { kind: "bad-count"; currency: CurrencyCode }
  | { kind: "note-too-long" }
  | { kind: "already-closed" };

export type CloseResult = { status: "ok"; cashUp: ClosedCashUp } | { status: "invalid"; problems: CloseProblem[] };

/**
 * Closes an office's day with the cash counted (typed amounts per currency, blank for none held).
 * A currency the ledger expects cash in must be counted; any other may be (cash found in the
 * drawer is a difference too). The figures are read again inside the transaction.
 */
export async function closeCashUp(input: {
  office: OfficeId;
  day: string;
  counted: Partial<Record<CurrencyCode, string>>;
  note: string;
}): Promise<CloseResult> {
  if (!isDay(input.day)) return { status: "invalid", problems: [{ kind: "bad-day" }] };
  if (input.day > (await officeToday(input.office))) return { status: "invalid", problems: [{ kind: "future-day" }] };
  const note = input.note.trim();
  const timeZone = await officeTimeZone(input.office);
  return inTransaction(async () => {
    const expected = expectedCashOf(await cashUpFigures(input.office, input.day, timeZone));
    const problems: CloseProblem[] = [];
    if ([...note].length > NOTE_MAX) problems.push({ kind: "note-too-long" });
    const counts: CashUpCount[] = [];
    for (const currency of CURRENCIES) {
      const typed = input.counted[currency]?.trim() ?? "";
      const expectedMinor = expected.find((entry) => entry.currency === currency)?.netMinor ?? 0;
      if (typed === "") {
        if (expected.some((entry) => entry.currency === currency)) problems.push({ kind: "count-required", currency });
        continue;
      }
      const countedMinor = parseCountedMinor(typed, currency);
      if (countedMinor === null) {
        problems.push({ kind: "bad-count", currency });
        continue;
      }
      counts.push({ currency, expectedMinor, countedMinor, differenceMinor: countedMinor - expectedMinor });
    }
    if (problems.length > 0) return { status: "invalid", problems } as const;
    const origin = currentAuditOrigin();
    const id = newId();
    const closedAt = now();
    const inserted = await getDb()
      .insertInto("cash_ups")
      .values({
        id,
        office_id: input.office,
        day: input.day,
        note,
        closed_at: closedAt,
        closed_by: origin.actor?.id ?? null,
        closed_by_name: origin.actor?.name ?? "",
      })
      .onConflict((conflict) => conflict.columns(["office_id", "day"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { status: "invalid", problems: [{ kind: "already-closed" }] } as const;
    if (counts.length > 0) {
      await getDb()
        .insertInto("cash_up_counts")
        .values(
          counts.map((count) => ({
            cash_up_id: id,
            currency: count.currency,
            expected_minor: count.expectedMinor,
            counted_minor: count.countedMinor,
            difference_minor: count.differenceMinor,
          })),
        )
        .execute();
    }
    await recordChange(origin, {
      action: "create",
      entity: "cash-up",
      entityId: id,
      detail: { office: input.office, day: input.day, counts, note: note || undefined },
    });
    return { status: "ok", cashUp: { id, note, closedAt, closedByName: origin.actor?.name ?? "", counts } } as const;
  });
}
