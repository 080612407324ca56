import { sql, type ExpressionBuilder, type SelectQueryBuilder, type StringReference } from "kysely";
import { PAGE_SIZE, type SortDirection } from "~/domain/sort";
import { getDialect } from "./db.server";

/*
 * Searching and paging the back office's lists: what every list query shares, apart from the
 * versioned writes of records.server.ts (which the audit trail's own list must not need).
 */

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** At most this many of a text's three-character pieces go into one trigram index lookup. */
const MAX_TRIGRAMS = 16;

/**
 * An FTS5 query (trigram tokenizer) for the rows holding every three-character piece of the
 * text, each quoted so nothing in it is query syntax: rows containing the text are among
 * them, so a substring condition checked after it decides the same as alone. A long text
 * gives a spread of its pieces, which still narrows the rows to about the matches. Null below
 * three characters, which no trigram index answers (nor when no piece can be asked for).
 */
export function trigramQuery(text: string): string | null {
  const chars = [...text];
  // FTS5 reads a query only up to a NUL character; a piece without any still narrows the rows.
  const pieces = [...new Set(chars.slice(2).map((_, start) => chars.slice(start, start + 3).join("")))].filter(
    (piece) => !piece.includes("\0"),
  );
  if (pieces.length === 0) return null;
  const step = Math.max(1, (pieces.length - 1) / (MAX_TRIGRAMS - 1));
  const picked = new Set(Array.from({ length: Math.min(pieces.length, MAX_TRIGRAMS) }, (_, index) => pieces[Math.round(index * step)]!));
  return [...picked].map((piece) => `"${piece.replaceAll('"', '""')}"`).join(" AND ");
}

/** One page of a list the server searched and sorted; the screen takes its page size from here. */
export type Page<T> = { rows: T[]; total: number; page: number; pageCount: number; pageSize: number };

export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): Page<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** How a paged list is ordered: a sort expression, then the id column so ties keep one order. */
export type PageOrder = { by: ReturnType<typeof orderExpression>; id: string; direction: SortDirection };

/**
 * Counts what the query matches, then reads one page of it in the given order. The page's ids
 * are picked first, sorting only ids and sort keys, and then just those rows are read: a page
 * far down a long list would otherwise sort every whole row before skipping all but 25
 * (10,000 tours with their descriptions sent PostgreSQL's sort to disk). A page in the second
 * half is counted from the end, in the opposite order, so no page walks more than half the
 * list. A page past the end reads the last page instead, so a stale or made-up `?page=` still
 * shows results.
 */
export async function searchPage<DB, TB extends keyof DB, Row, T>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: PageOrder,
  page: number,
  toRecord: (row: Row) => T,
  pageSize = PAGE_SIZE,
): Promise<Page<T>> {
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    // Kysely cannot work out a selection over a table given as a type parameter.
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const shown = Math.max(1, Math.min(page, Math.ceil(count / pageSize)));
  if (count === 0) return pageOf([], 0, shown, pageSize);
  const from = (shown - 1) * pageSize;
  const to = Math.min(from + pageSize, count);
  const fromEnd = from > count - to;
  const direction = fromEnd ? (order.direction === "asc" ? "desc" : "asc") : order.direction;
  const pageIds = query
    .clearSelect()
    .select(sql.ref(order.id).as("page_id"))
    .orderBy(order.by, direction)
    .orderBy(sql.ref(order.id), direction)
    .limit(to - from)
    .offset(fromEnd ? count - to : from);
  const rows = await query
    // The ids already carry the search; the page's rows are read by primary key.
    .clearWhere()
    .where((eb) => eb(sql.ref(order.id), "in", pageIds))
    .orderBy(order.by, order.direction)
    .orderBy(sql.ref(order.id), order.direction)
    .execute();
  return pageOf(rows.map(toRecord), count, shown, pageSize);
}

/**
 * A case-insensitive substring condition over some text columns. SQLite's LIKE already ignores
 * the case of ASCII letters, as its lower() does (and neither folds other letters), so the
 * column is compared as it is; PostgreSQL's ILIKE ignores case as its lower() does. Either
 * spares lowering every row's text first, which was most of a search's time.
 */
export function searchCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  query: string,
) {
  const pattern = likePattern(query.trim());
  const operator = sql.raw(getDialect() === "postgres" ? "ilike" : "like");
  return eb.or(columns.map((column) => sql<boolean>`${eb.ref(column)} ${operator} ${pattern} escape '\\'`));
}

/** Text columns sort ignoring case; numbers sort numerically. */
export function orderExpression(column: string, textColumns: readonly string[]) {
  return textColumns.includes(column) ? sql`lower(${sql.ref(column)})` : sql.ref(column);
}
