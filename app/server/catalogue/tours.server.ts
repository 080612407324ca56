import type { Tour } from "~/domain/catalogue";
import type { TourInput } from "~/domain/catalogue-forms";
import { isPublicationStatus, type PublicationStatus } from "~/domain/publication";
import { CURRENCIES, type CurrencyCode, money } from "~/domain/money";
import type { SortState } from "~/domain/sort";
import type { ToursTable } from "../../../db/schema";
import { explicitPricesOf, writeExplicitPrices } from "~/server/platform/currencies.server";
import { tourDetailColumns, tourDetailsOf } from "./tour-details.server";
import { getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import { tourBookedSeats } from "./delete-effects.server";
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
  type RecordChanges,
  type WriteResult,
} from "~/server/platform/records.server";
import { orderExpression, searchCondition, searchPage, type Page } from "~/server/platform/paging.server";

export const TOUR_SORT_COLUMNS = ["title", "destination", "duration", "price", "rating", "featured"] as const;
export type TourSortColumn = (typeof TOUR_SORT_COLUMNS)[number];

type TourRow = ToursTable & { destination_title: string };

function toCurrency(code: string): CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as CurrencyCode) : "USD";
}

/** A tour row (with its destination's title) as the app sees it; the public reads share it. */
export function toTour(row: TourRow): Tour {
  const currency = toCurrency(row.currency);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    destinationId: row.destination_id,
    destination: row.destination_title,
    duration: Number(row.duration_days),
    price: { amountMinor: Number(row.price_minor), currency },
    groupSize: Number(row.group_size),
    rating: Number(row.rating),
    includedServices: parseList(row.included_services),
    featured: Number(row.featured) === 1,
    status: isPublicationStatus(row.status) ? row.status : "draft",
    publishAt: row.publish_at ?? null,
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
    ...tourDetailsOf(row),
  };
}

function columnsOf(input: TourPatch): RecordChanges<"tours"> {
  const columns: RecordChanges<"tours"> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.image !== undefined) columns.image = input.image;
  if (input.destinationId !== undefined) columns.destination_id = input.destinationId;
  if (input.duration !== undefined) columns.duration_days = input.duration;
  if (input.price !== undefined) columns.price_minor = money(input.price, "USD").amountMinor;
  if (input.groupSize !== undefined) columns.group_size = input.groupSize;
  if (input.rating !== undefined) columns.rating = input.rating;
  if (input.includedServices !== undefined) columns.included_services = JSON.stringify(input.includedServices);
  if (input.featured !== undefined) columns.featured = input.featured ? 1 : 0;
  if (input.publishAt !== undefined) columns.publish_at = input.publishAt;
  if (input.status !== undefined) columns.status = input.status;
  return { ...columns, ...tourDetailColumns(input) };
}

/** What an update may change: the form's fields and, for an import, the status (the buttons go through setPublicationStatus). */
type TourPatch = Partial<TourInput> & { status?: PublicationStatus };

/** Tours joined with their destination's current title, so a rename shows everywhere at once. */
export function toursWithDestination() {
  return getDb()
    .selectFrom("tours")
    .innerJoin("destinations", "destinations.id", "tours.destination_id")
    .selectAll("tours")
    .select("destinations.title as destination_title");
}

/** Every tour, or a destination's tours, by title (the admin destination page, the export). */
export async function listTours(options: { destinationId?: string } = {}): Promise<Tour[]> {
  let query = toursWithDestination().orderBy("tours.title").orderBy("tours.id");
  if (options.destinationId) query = query.where("tours.destination_id", "=", options.destinationId);
  return withExplicitPrices((await query.execute()).map(toTour));
}

/** Tours with their explicit prices in other currencies (the admin screens and the export). */
async function withExplicitPrices(tours: Tour[]): Promise<Tour[]> {
  const prices = await explicitPricesOf(tours.map((tour) => tour.id));
  return tours.map((tour) => ({ ...tour, prices: prices.get(tour.id) }));
}

const SORT_EXPRESSIONS: Record<TourSortColumn, string> = {
  title: "tours.title",
  destination: "destinations.title",
  duration: "tours.duration_days",
  price: "tours.price_minor",
  rating: "tours.rating",
  featured: "tours.featured",
};

/** The admin list: search over title and destination, sorted and paged on the server. */
export async function searchTours(
  q: string,
  sort: SortState<TourSortColumn>,
  page: number,
  status?: PublicationStatus,
): Promise<Page<Tour & { translationStates: TranslationStates }>> {
  let query = toursWithDestination();
  if (q.trim()) query = query.where((eb) => searchCondition(eb, ["tours.title", "destinations.title"], q));
  if (status) query = query.where("tours.status", "=", status);
  const by = orderExpression(SORT_EXPRESSIONS[sort.column], ["tours.title", "destinations.title"]);
  return readTranslationStates("tour", await searchPage(query, { by, id: "tours.id", direction: sort.direction }, page, toTour));
}

export async function getTour(id: string): Promise<Tour | null> {
  const row = await toursWithDestination().where("tours.id", "=", id).executeTakeFirst();
  return row ? ((await withExplicitPrices([toTour(row)]))[0] ?? null) : null;
}

/** The tour with its translations, as its form shows it and its history compares it. */
export async function getTourForEdit(id: string) {
  return withTranslations("tour", await getTour(id));
}

export async function countTours(): Promise<number> {
  return countRows(getDb(), "tours");
}

/** Adds a tour; it starts as a draft unless told otherwise (the sample data, an import). */
export async function addTour(input: TourInput, id?: string, status: PublicationStatus = "draft"): Promise<Tour> {
  const newId = id ?? (await slugIdFor("tours", input.title));
  const { translations: _, ...created } = await insertRecord(
    "tours",
    newId,
    {
      title: input.title,
      description: input.description,
      image: input.image,
      destination_id: input.destinationId,
      duration_days: input.duration,
      price_minor: money(input.price, "USD").amountMinor,
      currency: "USD",
      group_size: input.groupSize,
      rating: input.rating,
      included_services: JSON.stringify(input.includedServices),
      featured: input.featured ? 1 : 0,
      ...tourDetailColumns(input),
      status,
      publish_at: input.publishAt ?? null,
    },
    getTourForEdit,
    async (createdId) => {
      await writeExplicitPrices(createdId, input.prices);
      await writeTranslations("tour", createdId, input.translations);
    },
  );
  return created;
}

/** Merges the given fields into the tour, if it is still at `expectedVersion` (when given). */
export async function updateTour(id: string, patch: TourPatch, expectedVersion?: number): Promise<WriteResult<Tour>> {
  return updateRecord("tours", id, columnsOf(patch), expectedVersion, getTourForEdit, async (tourId) => {
    await writeExplicitPrices(tourId, patch.prices);
    if (changesText(patch)) await writeTranslations("tour", tourId, patch.translations);
  });
}

export type DeleteTourResult = DeleteResult<Tour> | { status: "has-booked-seats"; seats: number };

/**
 * Refuses while seats are held or confirmed on the tour's departures (issue #23): its
 * departures go with it, and a booking is never deleted with what holds it. The departures
 * are locked first (PostgreSQL), so no hold is taken on them between the count and the delete.
 */
export async function deleteTour(id: string, expectedVersion?: number): Promise<DeleteTourResult> {
  return inTransaction(async () => {
    if (getDialect() === "postgres") await getDb().selectFrom("departures").select("id").where("tour_id", "=", id).forUpdate().execute();
    const { seats } = await tourBookedSeats(id);
    if (seats > 0) return { status: "has-booked-seats", seats };
    return deleteRecord("tours", id, expectedVersion, getTourForEdit);
  });
}

/** Whether a change touches text a translation's search falls back on, or the translations themselves. */
function changesText(patch: Partial<TourInput>): boolean {
  return patch.translations !== undefined || patch.title !== undefined || patch.description !== undefined;
}
