import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { nextSort, type SortState } from "~/domain/sort";

export type AdminColumn<Row, SortColumn extends string> = {
  header: string;
  /** The server-side sort this header switches to; absent for unsortable columns. */
  sort?: SortColumn;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
  /** The column that names the row (its title), read out as the row's header. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
};

type AdminTableProps<Row extends { id: string }, SortColumn extends string> = {
  columns: AdminColumn<Row, SortColumn>[];
  rows: Row[];
  /** The sort the rows came in, and the link that asks the server for another one. */
  sort: SortState<SortColumn>;
  sortHref: (next: SortState<SortColumn>) => string;
  /** The last column's header and each row's buttons (edit, delete…); no such column when absent. */
  rowActions?: { header: string; cell: (row: Row) => ReactNode };
  className?: string;
};

// The row buttons stay in view while the columns scroll, from laptop widths up (see below).
const PINNED_END = "lg:sticky lg:end-0 lg:z-10 lg:shadow-[-1px_0_0_var(--color-gray-200)]";

/**
 * A back-office table of one page of rows that the server searched, sorted and paged: sortable
 * headers are links (they work without JavaScript and keep the URL), the naming column stays
 * in view while a narrow screen scrolls the others sideways, and row buttons sit at the end,
 * kept in view too on a laptop's screen (issue #23: the tours list hid them at 1280 px); on a
 * phone two pinned columns would leave no room for the rest, so there they scroll.
 */
export function AdminTable<Row extends { id: string }, SortColumn extends string>({
  columns,
  rows,
  sort,
  sortHref,
  rowActions,
  className,
}: AdminTableProps<Row, SortColumn>) {
  return (
    <Table className={cn("min-w-[44rem]", className)}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <SortableHead
              key={column.header}
              column={column}
              sort={sort}
              sortHref={sortHref}
              className={cn(column.rowHeader && "sticky start-0 z-10 bg-gray-50")}
            />
          ))}
          {rowActions ? <TableHead className={cn("bg-gray-50 text-end", PINNED_END)}>{rowActions.header}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} className="group hover:bg-gray-50">
            {columns.map((column) =>
              column.rowHeader ? (
                <th
                  key={column.header}
                  scope="row"
                  className="sticky start-0 z-10 max-w-72 min-w-36 bg-white px-3 py-3 text-start font-normal group-hover:bg-gray-50"
                >
                  {column.cell(row)}
                </th>
              ) : (
                <TableCell key={column.header} className={cn(column.numeric && "text-end tabular-nums")}>
                  {column.cell(row)}
                </TableCell>
              ),
            )}
            {rowActions ? (
              <TableCell className={cn("bg-white group-hover:bg-gray-50", PINNED_END)}>
                <div className="flex items-center justify-end gap-1">{rowActions.cell(row)}</div>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SortableHead<SortColumn extends string>({
  column,
  sort,
  sortHref,
  className,
}: {
  column: { header: string; sort?: SortColumn; numeric?: boolean };
  sort: SortState<SortColumn>;
  sortHref: (next: SortState<SortColumn>) => string;
  className?: string;
}) {
  if (!column.sort) return <TableHead className={cn(column.numeric && "text-end", className)}>{column.header}</TableHead>;
  const active = sort.column === column.sort;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
      className={cn(column.numeric && "text-end", className)}
    >
      <Link
        to={sortHref(nextSort(sort, column.sort))}
        className={cn(
          "inline-flex items-center gap-1 rounded-sm align-middle hover:text-ink",
          active && "text-ink",
          column.numeric && "flex-row-reverse",
        )}
      >
        {column.header}
        <Icon aria-hidden className={cn("size-3.5", !active && "opacity-50")} />
      </Link>
    </TableHead>
  );
}
