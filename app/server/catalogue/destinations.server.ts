import type { Destination } from "~/domain/catalogue";
import type { DestinationInput } from "~/domain/catalogue-forms";
import { isPublicationStatus, type PublicationStatus } from "~/domain/publication";
import type { SortState } from "~/domain/sort";
import type { DestinationsTable } from "../../../db/schema";
import { getDb, inTransaction } from "~/server/platform/db.server";
import { travelInfoColumns, travelInfoOf } from "./tour-details.server";
import type { TranslationStates } from "~/domain/translations";
import { readTranslationStates, withTranslations, writeTranslations } from "./translations.server";
import {
  countRows,
  deleteRecord,
  insertRecord,
  parseList,
  slugIdFor,
  updateRecord,
  type DeleteResult,
  type NewRecord,
  type RecordChanges,
  type WriteResult,
} from "~/server/platform/records.server";
import { orderExpression, searchCondition, searchPage, type Page } from "~/server/platform/paging.server";

export const DESTINATION_SORT_COLUMNS = ["title", "country", "continent", "rating", "featured"] as const;
export type DestinationSortColumn = (typeof DESTINATION_SORT_COLUMNS)[number];

/** A destination row as the app sees it; the public reads share it. */
export function toDestination(row: DestinationsTable): Destination {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    country: row.country,
    continent: row.continent,
    rating: Number(row.rating),
    activities: parseList(row.activities),
    featured: Number(row.featured) === 1,
    status: isPublicationStatus(row.status) ? row.status : "draft",
    publishAt: row.publish_at ?? null,
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
    ...travelInfoOf(row),
  };
}

/** What an update may change: the form's fields and, for an import, the status (the buttons go through setPublicationStatus). */
type DestinationPatch = Partial<DestinationInput> & { status?: PublicationStatus };

function columnsOf(input: DestinationPatch): RecordChanges<"destinations"> {
  const columns: RecordChanges<"destinations"> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.image !== undefined) columns.image = input.image;
  if (input.country !== undefined) columns.country = input.country;
  if (input.continent !== undefined) columns.continent = input.continent;
  if (input.rating !== undefined) columns.rating = input.rating;
  if (input.activities !== undefined) columns.activities = JSON.stringify(input.activities);
  if (input.featured !== undefined) columns.featured = input.featured ? 1 : 0;
  if (input.publishAt !== undefined) columns.publish_at = input.publishAt;
  if (input.status !== undefined) columns.status = input.status;
  return { ...columns, ...travelInfoColumns(input) };
}

/** Every destination, by title (the tour form's choices, the export). */
export async function listDestinations(): Promise<Destination[]> {
  const rows = await getDb().selectFrom("destinations").selectAll().orderBy("title").orderBy("id").execute();
  return rows.map(toDestination);
}

/** The admin list: search over title and country, sorted and paged on the server. */
export async function searchDestinations(
  q: string,
  sort: SortState<DestinationSortColumn>,
  page: number,
  status?: PublicationStatus,
): Promise<Page<Destination & { translationStates: TranslationStates }>> {
  let query = getDb().selectFrom("destinations").selectAll();
  if (q.trim()) query = query.where((eb) => searchCondition(eb, ["title", "country"], q));
  if (status) query = query.where("status", "=", status);
  const by = orderExpression(sort.column, ["title", "country", "continent"]);
  return readTranslationStates("destination", await searchPage(query, { by, id: "id", direction: sort.direction }, page, toDestination));
}

export async function getDestination(id: string): Promise<Destination | null> {
  const row = await getDb().selectFrom("destinations").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toDestination(row) : null;
}

/** The destination with its translations, as its form shows it and its history compares it. */
export async function getDestinationForEdit(id: string) {
  return withTranslations("destination", await getDestination(id));
}

export async function countDestinations(): Promise<number> {
  return countRows(getDb(), "destinations");
}

/** Adds a destination; it starts as a draft unless told otherwise (the sample data, an import). */
export async function addDestination(input: DestinationInput, id?: string, status: PublicationStatus = "draft"): Promise<Destination> {
  const newId = id ?? (await slugIdFor("destinations", input.title));
  const columns: NewRecord<"destinations"> = {
    title: input.title,
    description: input.description,
    image: input.image,
    country: input.country,
    continent: input.continent,
    rating: input.rating,
    activities: JSON.stringify(input.activities),
    featured: input.featured ? 1 : 0,
    ...travelInfoColumns(input),
    status,
    publish_at: input.publishAt ?? null,
  };
  const { translations: _, ...created } = await insertRecord("destinations", newId, columns, getDestinationForEdit, (newId) =>
    writeTranslations("destination", newId, input.translations),
  );
  return created;
}

/** Merges the given fields into the destination, if it is still at `expectedVersion` (when given). */
export async function updateDestination(id: string, patch: DestinationPatch, expectedVersion?: number): Promise<WriteResult<Destination>> {
  const changesText = ["translations", "title", "country", "description"].some((field) => field in patch);
  return updateRecord("destinations", id, columnsOf(patch), expectedVersion, getDestinationForEdit, (destinationId) =>
    changesText ? writeTranslations("destination", destinationId, patch.translations) : Promise.resolve(),
  );
}

export type DeleteDestinationResult = DeleteResult<Destination> | { status: "has-tours"; tourCount: number };

/** Refuses while tours still use the destination: deleting it would orphan them. */
export async function deleteDestination(id: string, expectedVersion?: number): Promise<DeleteDestinationResult> {
  return inTransaction(async () => {
    const { tourCount } = await getDb()
      .selectFrom("tours")
      .select((eb) => eb.fn.countAll<number>().as("tourCount"))
      .where("destination_id", "=", id)
      .executeTakeFirstOrThrow();
    if (Number(tourCount) > 0) return { status: "has-tours", tourCount: Number(tourCount) };
    return deleteRecord("destinations", id, expectedVersion, getDestinationForEdit);
  });
}
