import { sql, type Expression, type RawBuilder } from "kysely";
import { AGENCY_TIME_ZONE, addDays } from "~/domain/departures";
import { zonedDayStart } from "~/domain/money-desk";
import { monthStarts, type ReportFilter } from "~/domain/reports";
import { getDialect } from "~/server/platform/db.server";

/*
 * A report's period in SQL (decision 0059): the instants its days start at on the agency's
 * calendar, and the month a row falls in as one CASE over the period's month starts, so rows are
 * grouped by month in the database on both dialects without a date function of either.
 */

/** The instants [start, end) of a period's days in the agency's time zone, as `recorded_at` and `created_at` compare them. */
export function periodInstants(filter: Pick<ReportFilter, "from" | "to">): { start: string; end: string } {
  return { start: zonedDayStart(filter.from, AGENCY_TIME_ZONE), end: zonedDayStart(addDays(filter.to, 1), AGENCY_TIME_ZONE) };
}

/**
 * The month ("YYYY-MM") of a column's value: `CASE WHEN col < start(month 2) THEN month 1 WHEN …
 * ELSE last month END`, selected as PERIOD_MONTH and grouped by that name (PostgreSQL would see
 * the expression repeated with new parameters as another one). `instants`: the column holds instants (ISO UTC) compared with each
 * month's first instant on the agency's calendar; else it holds days.
 */
export function monthOf(column: Expression<string>, filter: Pick<ReportFilter, "from" | "to">, instants: boolean): RawBuilder<string> {
  const starts = monthStarts(filter);
  const last = starts[starts.length - 1]!.month;
  if (starts.length === 1) return sql<string>`cast(${last} as varchar(7))`;
  const whens = starts
    .slice(1)
    .map(
      (next, index) =>
        sql`WHEN ${column} < ${instants ? zonedDayStart(next.from, AGENCY_TIME_ZONE) : next.from} THEN cast(${starts[index]!.month} as varchar(7))`,
    );
  return sql<string>`CASE ${sql.join(whens, sql` `)} ELSE cast(${last} as varchar(7)) END`;
}

/** Whole days (with a fraction) from one ISO instant column to another, in each dialect's own arithmetic. */
export function daysBetweenInstants(from: Expression<string>, to: Expression<string>): RawBuilder<number> {
  return getDialect() === "postgres"
    ? sql<number>`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0)`
    : sql<number>`(julianday(${to}) - julianday(${from}))`;
}

/** The name the month is selected as, and grouped and ordered by. */
export const PERIOD_MONTH = "period_month";

/** A SQL number (PostgreSQL gives sums and counts back as text) as a JavaScript number. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
