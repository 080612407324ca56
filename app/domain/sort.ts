export type SortDirection = "asc" | "desc";
export type SortState<Column extends string> = { column: Column; direction: SortDirection };

/** The sort asked for in the URL (`sort`, `dir`), or the default: title ascending. */
export function parseSort<Column extends string>(params: URLSearchParams, columns: readonly Column[], fallback: Column): SortState<Column> {
  const asked = params.get("sort");
  const column = columns.find((candidate) => candidate === asked) ?? fallback;
  const direction: SortDirection = params.get("dir") === "desc" ? "desc" : "asc";
  return { column, direction };
}

/** Clicking a header sorts by it ascending; clicking the same header again flips direction. */
export function nextSort<Column extends string>(current: SortState<Column>, clicked: Column): SortState<Column> {
  if (current.column !== clicked) return { column: clicked, direction: "asc" };
  return { column: clicked, direction: current.direction === "asc" ? "desc" : "asc" };
}

/** Numbers compare numerically, everything else as text ignoring case. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { sensitivity: "base", numeric: true });
}

export function sortRecords<Row, Column extends string>(
  rows: readonly Row[],
  sort: SortState<Column>,
  valueOf: (row: Row, column: Column) => unknown,
): Row[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(valueOf(a, sort.column), valueOf(b, sort.column)));
}

export const PAGE_SIZE = 25;

export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1;
}
