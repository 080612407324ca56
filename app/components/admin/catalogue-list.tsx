import { Pencil, Plus, Search } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { FILTER_DEBOUNCE_MS, useFiltering, useUrlFilter } from "~/components/site/url-filter";
import { listHref, listSearchOf, listSearchQuery, type ToastText } from "~/domain/catalogue-admin";
import { COLUMN_HEADERS, LIST_TEXTS, showingRange, type CatalogueTexts } from "~/content/catalogue-admin";
import type { SortState } from "~/domain/sort";
import { AdminPageHeader } from "./admin-page-header";
import { ProblemAlert } from "./problem-alert";
import { AdminTable, type AdminColumn } from "./admin-table";
import { ConfirmDeleteButton, PendingDelete, type ConfirmDeleteTexts } from "./confirm-delete";
import { PageLinks, RESULTS_ID } from "~/components/ui/page-links";
import type { TranslationStates } from "~/domain/translations";
import { TranslationBadges } from "./translation-fields";
import { StatusFilter } from "./publication-controls";
import type { PublicationStatus } from "~/domain/publication";
import type { DeleteEffects } from "~/domain/delete-effects";

export type CatalogueRow = { id: string; title: string; version: number };

export type CatalogueColumn<Row, SortColumn extends string> = AdminColumn<Row, SortColumn>;

/** The title column: sortable, the row's header, linking to the record. */
export function titleColumn<Row extends CatalogueRow & { translationStates?: TranslationStates }, SortColumn extends string>(
  sort: SortColumn,
  href: (row: Row) => string,
): CatalogueColumn<Row, SortColumn> {
  return {
    header: COLUMN_HEADERS.title,
    sort,
    rowHeader: true,
    cell: (row) => (
      <>
        <Link to={href(row)} className="font-medium text-brand-700 hover:underline">
          {row.title}
        </Link>
        <TranslationBadges states={row.translationStates} />
      </>
    ),
  };
}

/** The one-click featured column of destinations and tours. */
export function featuredColumn<Row extends CatalogueRow & { featured: boolean }, SortColumn extends string>(
  sort: SortColumn,
): CatalogueColumn<Row, SortColumn> {
  return {
    header: COLUMN_HEADERS.featured,
    sort,
    cell: (row) => <CatalogueFeaturedToggle row={row} featured={row.featured} />,
  };
}

/** Route export: after a refused change (404, 409) the rows are reloaded to show how they are now. */
export function catalogueShouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: {
  actionStatus?: number;
  defaultShouldRevalidate: boolean;
}): boolean {
  return actionStatus === 409 || actionStatus === 404 ? true : defaultShouldRevalidate;
}

type ListProps<Row extends CatalogueRow, SortColumn extends string> = {
  texts: CatalogueTexts;
  q: string;
  sort: SortState<SortColumn>;
  page: { rows: Row[]; total: number; page: number; pageCount: number; pageSize: number };
  pendingDelete: CatalogueRow | null;
  /** What else deleting `pendingDelete` would affect (issue #23). */
  deleteEffects?: DeleteEffects | null;
  /** The status the list is narrowed to (issue #12), or null for all. */
  status?: PublicationStatus | null;
  problem: ToastText | undefined;
  columns: CatalogueColumn<Row, SortColumn>[];
};

/** A catalogue list (destinations, tours, services) on the admin table: search, sortable headers, rows with edit and delete, pagination. */
export function CatalogueList<Row extends CatalogueRow, SortColumn extends string>(props: ListProps<Row, SortColumn>) {
  const { texts, q, page, pendingDelete, deleteEffects, problem } = props;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const filtering = useFiltering(location.pathname);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: "/admin", label: LIST_TEXTS.dashboardLink }}
        title={texts.listTitle}
        actions={
          <Button asChild>
            <Link to={`${texts.listPath}/new`}>
              <Plus aria-hidden />
              {texts.addButton}
            </Link>
          </Button>
        }
      />

      <ProblemAlert problem={problem} />
      {pendingDelete ? <PendingRowDelete texts={texts} row={pendingDelete} params={params} effects={deleteEffects ?? null} /> : null}

      {/* Where a page link lands (below the small screens' sticky header). */}
      <Card id={RESULTS_ID} className="scroll-mt-16 overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchBox texts={texts} q={q} params={params} />
          <StatusFilter listPath={texts.listPath} params={params} current={props.status ?? null} />
          <p role="status" className="text-sm text-muted">
            {showingRange(page.page, page.pageSize, page.total)}
          </p>
        </div>
        <div aria-busy={filtering} className={cn("transition-opacity", filtering && "opacity-60")}>
          {page.rows.length === 0 ? <p className="p-8 text-center text-muted">{texts.empty}</p> : <ListTable {...props} params={params} />}
        </div>
        {page.pageCount > 1 ? <Pagination texts={texts} page={page.page} pageCount={page.pageCount} params={params} /> : null}
      </Card>
    </div>
  );
}

const SEARCH_ID = "catalogue-search";

/**
 * The list's search: a GET form that works without JavaScript (Enter or the button, keeping
 * the sort), and with it filters as the admin types, through the public lists' URL filter
 * (debounced, replacing the history entry, never overwriting newer typing with an older page).
 */
function SearchBox({ texts, q, params }: { texts: CatalogueTexts; q: string; params: URLSearchParams }) {
  const search = listSearchOf(params, q);
  const { values, update, applyNow } = useUrlFilter(search, listSearchQuery);
  return (
    <Form
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      className="flex w-full max-w-md items-center gap-2"
    >
      <label htmlFor={SEARCH_ID} className="sr-only">
        {texts.searchLabel}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <Input
          id={SEARCH_ID}
          type="search"
          name="q"
          value={values.q}
          onChange={(event) => update({ q: event.currentTarget.value }, FILTER_DEBOUNCE_MS)}
          placeholder={texts.searchPlaceholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          className="ps-9"
        />
      </div>
      {[...new URLSearchParams(search.keep)].map(([name, value], index) => (
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline">
        {texts.searchButton}
      </Button>
      {q ? (
        <Button asChild variant="ghost">
          <Link to={listHref(texts.listPath, params, { q: null, page: null })}>{texts.clearSearch}</Link>
        </Button>
      ) : null}
    </Form>
  );
}

function ListTable<Row extends CatalogueRow, SortColumn extends string>({
  texts,
  sort,
  page,
  columns,
  params,
}: ListProps<Row, SortColumn> & { params: URLSearchParams }) {
  return (
    <AdminTable
      columns={columns}
      rows={page.rows}
      sort={sort}
      sortHref={(next) => listHref(texts.listPath, params, { sort: next.column, dir: next.direction, page: null, delete: null })}
      rowActions={{
        header: LIST_TEXTS.actionsColumn,
        cell: (row) => (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link to={`${texts.listPath}/edit/${encodeURIComponent(row.id)}`}>
                <Pencil aria-hidden />
                {texts.editLink}
                <span className="sr-only"> {row.title}</span>
              </Link>
            </Button>
            <DeleteButton texts={texts} row={row} params={params} />
          </>
        ),
      }}
    />
  );
}

/** The words of the delete confirmation of this list. */
function deleteTexts(texts: CatalogueTexts): ConfirmDeleteTexts {
  return {
    deleteTitle: texts.deleteTitle,
    confirmDelete: texts.confirmDelete,
    cancel: texts.cancelButton,
    delete: texts.deleteButton,
  };
}

/** Asks before deleting; without JavaScript it asks through the URL (?delete=id), answered by <PendingRowDelete>. */
function DeleteButton({ texts, row, params }: { texts: CatalogueTexts; row: CatalogueRow; params: URLSearchParams }) {
  return (
    <ConfirmDeleteButton
      texts={deleteTexts(texts)}
      record={<p className="text-sm font-medium text-ink">{row.title}</p>}
      srSuffix={` ${row.title}`}
      confirm={{
        action: texts.listPath,
        fields: [...[...params.entries()].filter(([key]) => key !== "delete"), ["delete", row.id]],
      }}
      post={{ action: listHref(texts.listPath, params, { delete: null }), fields: <RowFields intent="delete" row={row} /> }}
      loadEffects
    />
  );
}

function PendingRowDelete({
  texts,
  row,
  params,
  effects,
}: {
  texts: CatalogueTexts;
  row: CatalogueRow;
  params: URLSearchParams;
  effects: DeleteEffects | null;
}) {
  const back = listHref(texts.listPath, params, { delete: null });
  return (
    <PendingDelete
      texts={deleteTexts(texts)}
      record={<p className="text-sm font-medium">{row.title}</p>}
      post={{ action: back, fields: <RowFields intent="delete" row={row} /> }}
      cancelHref={back}
      effects={effects}
    />
  );
}

function RowFields({ intent, row }: { intent: string; row: CatalogueRow }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="version" value={row.version} />
    </>
  );
}

/** The one-click featured switch of a destination or tour row: 'Featured' (green) or 'Not featured' (grey). */
export function CatalogueFeaturedToggle({ row, featured }: { row: CatalogueRow; featured: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === "toggle-featured" && navigation.formData.get("id") === row.id;
  // Shows the new state while the change is saved.
  const shown = pending ? navigation.formData?.get("featured") === "true" : featured;
  return (
    <Form method="post" preventScrollReset>
      <RowFields intent="toggle-featured" row={row} />
      <input type="hidden" name="featured" value={String(!featured)} />
      <button
        type="submit"
        disabled={pending}
        className={cn(
          "inline-flex h-7 items-center rounded-full px-3 text-xs font-semibold transition-colors",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500",
          shown ? "bg-green-100 text-green-800 hover:bg-green-200" : "bg-gray-100 text-gray-700 hover:bg-gray-200",
        )}
      >
        {shown ? LIST_TEXTS.featured : LIST_TEXTS.notFeatured}
        <span className="sr-only">{LIST_TEXTS.featureHint(row.title, shown)}</span>
      </button>
    </Form>
  );
}

function Pagination({
  texts,
  page,
  pageCount,
  params,
}: {
  texts: CatalogueTexts;
  page: number;
  pageCount: number;
  params: URLSearchParams;
}) {
  return (
    <PageLinks
      texts={LIST_TEXTS}
      page={page}
      pageCount={pageCount}
      href={(target) => listHref(texts.listPath, params, { page: target === 1 ? null : target, delete: null })}
      className="border-t border-gray-200 p-3"
    />
  );
}
