import type { ShipmentFilter } from "~/domain/cargo/shipment-admin-paths";
import { trigramQuery } from "~/server/platform/paging.server";

/*
 * The words the SQLite search index holds for a shipment's filters (migration 0034 writes them
 * in SQL; a test holds the two to one another): a private-use mark per filter, then two
 * characters of the value.
 */
const MARKS = { fromOffice: 0xe000, toOffice: 0xe001, mode: 0xe002, month: 0xe003 } as const;
const YEAR_BASE = 0xe100;
const MONTH_BASE = 0xe200;

/** A period longer than this is not worth asking the index for: it names most of the book anyway. */
export const MAX_SEARCH_MONTHS = 6;

function twoOf(value: string): string {
  return [...`${value}  `].slice(0, 2).join("");
}

function valueWord(mark: number, value: string): string {
  return String.fromCodePoint(mark) + twoOf(value);
}

function monthWord(year: number, month: number): string {
  return String.fromCodePoint(MARKS.month, YEAR_BASE + year - 2000, MONTH_BASE + month);
}

/** The months from one day to another (YYYY-MM-DD), both included; empty when `to` comes first. */
function monthsBetween(from: string, to: string): { year: number; month: number }[] {
  const months = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year, month });
    if (months.length > MAX_SEARCH_MONTHS) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

function quoted(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

/**
 * The FTS5 query naming the shipments that may hold the typed text under the filter's offices,
 * mode and, for a period of a few months, drop-off month: a superset the list's own conditions
 * then decide. Null when the text is too short for the trigram index.
 */
export function shipmentSearchMatch(search: string, filter: ShipmentFilter): string | null {
  const pieces = trigramQuery(search.toLowerCase());
  if (!pieces) return null;
  const terms = [`(${pieces})`];
  if (filter.fromOffice) terms.push(quoted(valueWord(MARKS.fromOffice, filter.fromOffice)));
  if (filter.toOffice) terms.push(quoted(valueWord(MARKS.toOffice, filter.toOffice)));
  if (filter.mode) terms.push(quoted(valueWord(MARKS.mode, filter.mode)));
  if (filter.dropOffFrom && filter.dropOffTo) {
    const months = monthsBetween(filter.dropOffFrom, filter.dropOffTo);
    if (months.length > 0 && months.length <= MAX_SEARCH_MONTHS) {
      terms.push(`(${months.map(({ year, month }) => quoted(monthWord(year, month))).join(" OR ")})`);
    }
  }
  return terms.join(" AND ");
}
