import { data } from "react-router";
import type { z } from "zod";
import { parseListIntent, parseVersion } from "~/domain/catalogue-admin";
import { catalogueTexts, destinationHasToursMessage, LIST_TEXTS, type CatalogueTexts } from "~/content/catalogue-admin";
import type { CatalogueKind } from "~/domain/catalogue";
import { fieldErrors, formValues, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { problem, type Problem } from "~/content/problem";
import { applyRowIntent, parseRowIntent } from "~/domain/tour-form-values";
import { parsePage, parseSort, type SortState } from "~/domain/sort";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { WriteResult } from "~/server/platform/records.server";
import type { Page } from "~/server/platform/paging.server";
import { isPublicationStatus, parsePublicationIntent, type PublicationStatus } from "~/domain/publication";
import { changePublication } from "./publication.server";
import type { DeleteEffects } from "~/domain/delete-effects";
import { deleteRefusalMessage } from "~/content/delete-effects";
import { destinationDeleteEffects, serviceDeleteEffects, tourDeleteEffects } from "~/server/catalogue/delete-effects.server";
import { log } from "~/server/platform/log.server";

/** What else deleting a record of the kind would affect (issue #23), for the confirmation. */
const DELETE_EFFECTS: Record<CatalogueKind, (id: string) => Promise<DeleteEffects>> = {
  destination: destinationDeleteEffects,
  tour: tourDeleteEffects,
  service: serviceDeleteEffects,
};

/**
 * The request handling the three admin lists and the three admin forms share: parse the
 * posted fields, call the entity's queries, and turn each outcome into the spec's toast and
 * a redirect, or into a message and a 4xx status that keeps what the admin typed.
 */

export type ListActionResult = { problem: Problem };
export type FormActionResult = {
  problem?: Problem;
  /** The save was refused because someone else saved first (409). */
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
};

type Titled = { id: string; title: string; version: number };

const MAX_QUERY = 200;

/** What an admin list needs of its entity's queries. */
export type ListQueries<Row extends Titled, Column extends string> = {
  kind: CatalogueKind;
  columns: readonly Column[];
  search: (q: string, sort: SortState<Column>, page: number, status?: PublicationStatus) => Promise<Page<Row>>;
  get: (id: string) => Promise<Row | null>;
  remove: (id: string, version: number) => Promise<RemoveResult>;
  setFeatured?: (id: string, featured: boolean, version: number) => Promise<WriteResult<Row>>;
};

/** An admin list route's loader and action, wired to its entity's queries. */
export function catalogueListRoute<Row extends Titled, Column extends string>(queries: ListQueries<Row, Column>) {
  return {
    loader: ({ request }: { request: Request }) => loadCatalogueList(request, queries),
    action: ({ request }: { request: Request }) => handleListAction(request, queries),
  };
}

/** The list's search, sort and page from the URL; a page past the end shows the last page. */
async function loadCatalogueList<Row extends Titled, Column extends string>(
  request: Request,
  options: Pick<ListQueries<Row, Column>, "kind" | "columns" | "search" | "get">,
) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY);
  const sort = parseSort(params, options.columns, "title" as Column);
  // `?status=draft` or `published` narrows the list (issue #12); anything else is the whole list.
  const wanted = params.get("status");
  const status = isPublicationStatus(wanted) ? wanted : undefined;
  let page = await options.search(q, sort, parsePage(params), status);
  if (page.rows.length === 0 && page.total > 0) page = await options.search(q, sort, page.pageCount, status);
  // Without JavaScript the delete button asks for confirmation through the URL (?delete=id).
  const deleteId = params.get("delete");
  const pending = deleteId ? await options.get(deleteId) : null;
  return {
    q,
    status: status ?? null,
    sort,
    page,
    pendingDelete: pending ? { id: pending.id, title: pending.title, version: pending.version } : null,
    // Read by the no-JavaScript confirmation and, loaded when it opens, by the dialog.
    deleteEffects: pending ? await DELETE_EFFECTS[options.kind](pending.id) : null,
  };
}

type RemoveResult =
  | { status: "ok" }
  | { status: "not-found" }
  | { status: "conflict" }
  | { status: "has-tours"; tourCount: number }
  | { status: "has-booked-seats"; seats: number };

/** Handles a list row's POST: `intent` (delete, toggle-featured, publish or unpublish), `id`, `version` and, to toggle, `featured`. */
async function handleListAction<Row extends Titled>(
  request: Request,
  options: Pick<ListQueries<Row, string>, "kind" | "get" | "remove" | "setFeatured">,
) {
  const texts = catalogueTexts(options.kind);
  const form = await readForm(request);
  if (parsePublicationIntent(form.get("intent"))) {
    return changePublication(form, options.kind, String(form.get("id") ?? ""), backToList(request, texts));
  }
  const intent = parseListIntent(form.get("intent"));
  const id = String(form.get("id") ?? "");
  const version = parseVersion(form.get("version"));
  if (!intent || (intent === "toggle-featured" && !options.setFeatured)) {
    return data<ListActionResult>({ problem: problem(LIST_TEXTS.unknownAction) }, { status: 400 });
  }
  if (!id || version === null) {
    return data<ListActionResult>({ problem: problem(texts.saveError) }, { status: 400 });
  }
  const back = backToList(request, texts);
  const record = await options.get(id);
  if (!record) return data<ListActionResult>({ problem: problem(texts.notFound) }, { status: 404 });

  if (intent === "delete") {
    const result = await options.remove(id, version);
    switch (result.status) {
      case "ok":
        return redirectWithToast(back, { type: "success", ...texts.deleted(record.title) });
      case "has-tours":
        return data<ListActionResult>({ problem: problem(destinationHasToursMessage(result.tourCount)) }, { status: 409 });
      case "has-booked-seats":
        return data<ListActionResult>(
          { problem: problem(deleteRefusalMessage({ kind: "has-booked-seats", seats: result.seats }, "tour")!) },
          { status: 409 },
        );
      case "conflict":
        return data<ListActionResult>({ problem: problem(texts.conflict) }, { status: 409 });
      case "not-found":
        return data<ListActionResult>({ problem: problem(texts.notFound) }, { status: 404 });
    }
  }

  const featured = form.get("featured") === "true";
  const result = await options.setFeatured!(id, featured, version);
  switch (result.status) {
    case "ok":
      return redirectWithToast(back, { type: "success", ...texts.featuredChanged(record.title, featured) });
    case "conflict":
      return data<ListActionResult>({ problem: problem(texts.conflict) }, { status: 409 });
    case "not-found":
      return data<ListActionResult>({ problem: problem(texts.notFound) }, { status: 404 });
  }
}

/** Back to the list as the admin left it (search, sort, page), without a pending confirmation. */
function backToList(request: Request, texts: CatalogueTexts): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.delete("delete");
  params.delete("index");
  const query = params.toString();
  return query ? `${texts.listPath}?${query}` : texts.listPath;
}

/**
 * Handles a create or edit form's POST. Edit forms post the `version` they were opened
 * with; saving over a newer version is refused with 409 and the typed values come back.
 */
export async function handleFormAction<Schema extends z.ZodType, Saved extends { title: string }>(
  request: Request,
  options: {
    kind: CatalogueKind;
    schema: Schema;
    /** The record being edited; absent when creating. */
    id?: string;
    create: (input: z.output<Schema>) => Promise<Saved>;
    /** Where a new record's screen is, when its work goes on there (a tour's photos); else the list. */
    createdPath?: (saved: Saved) => string;
    update: (id: string, input: z.output<Schema>, version: number) => Promise<WriteResult<Saved>>;
    /** A rule that needs the database (a tour's destination must exist); returns the message when broken. */
    check?: (input: z.output<Schema>) => Promise<string | null>;
  },
) {
  const texts = catalogueTexts(options.kind);
  const form = await readForm(request);
  // The edit screen's header has the record's Publish or Unpublish button too (issue #12).
  if (options.id !== undefined && parsePublicationIntent(form.get("intent"))) {
    return changePublication(form, options.kind, options.id, `${texts.listPath}/edit/${encodeURIComponent(options.id)}`);
  }
  const values = formValues(form);
  const refuse = (status: number, extra: Omit<FormActionResult, "values">) => data<FormActionResult>({ ...extra, values }, { status });

  const version = parseVersion(form.get("version"));
  if (options.id !== undefined && version === null) return refuse(400, { problem: problem(texts.saveError) });

  // A row's Add, Move or Remove button (the tour's days and FAQs): the form again with the change, nothing saved.
  const intent = form.get("intent");
  if (intent !== null && intent !== "save") {
    const rows = options.kind === "tour" ? parseRowIntent(intent) : null;
    if (!rows) return refuse(400, { problem: problem(LIST_TEXTS.unknownAction) });
    return data<FormActionResult>({ values: applyRowIntent(values, rows) }, { status: 200 });
  }

  const parsed = options.schema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrors(parsed.error) });
  const input = parsed.data as z.output<Schema>;

  const broken = await options.check?.(input);
  if (broken) return refuse(400, { problem: problem(broken) });

  try {
    if (options.id === undefined) {
      const saved = await options.create(input);
      return redirectWithToast(options.createdPath?.(saved) ?? texts.listPath, { type: "success", ...texts.created(saved.title) });
    }
    const result = await options.update(options.id, input, version!);
    switch (result.status) {
      case "ok":
        return redirectWithToast(texts.listPath, { type: "success", ...texts.updated(result.record.title) });
      case "conflict":
        return refuse(409, { problem: problem(texts.conflict), conflict: true });
      case "not-found":
        return refuse(404, { problem: problem(texts.notFound) });
    }
  } catch (error) {
    // The rule may have been broken between the check and the write (a destination deleted meanwhile).
    const brokenNow = await options.check?.(input).catch(() => null);
    if (brokenNow) return refuse(400, { problem: problem(brokenNow) });
    log.error({ err: error }, `Saving a ${options.kind} failed`);
    return refuse(503, { problem: problem(texts.saveError) });
  }
}

/** The record, or the kind's not-found message as a 404 (shown by the route's ErrorBoundary). */
export async function requireRecord<T>(kind: CatalogueKind, get: (id: string) => Promise<T | null>, id: string): Promise<T> {
  const record = await get(id);
  if (!record) throw data(catalogueTexts(kind).notFound, { status: 404 });
  return record;
}
