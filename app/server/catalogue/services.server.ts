import { toServiceIcon, type Service } from "~/domain/catalogue";
import type { ServiceInput } from "~/domain/catalogue-forms";
import { isPublicationStatus, type PublicationStatus } from "~/domain/publication";
import type { SortState } from "~/domain/sort";
import type { ServicesTable } from "../../../db/schema";
import { getDb } from "~/server/platform/db.server";
import type { TranslationStates } from "~/domain/translations";
import { readTranslationStates, withTranslations, writeTranslations } from "./translations.server";
import {
  countRows,
  deleteRecord,
  insertRecord,
  slugIdFor,
  updateRecord,
  type DeleteResult,
  type WriteResult,
} from "~/server/platform/records.server";
import { orderExpression, searchCondition, searchPage, type Page } from "~/server/platform/paging.server";

export const SERVICE_SORT_COLUMNS = ["title", "description", "icon"] as const;
export type ServiceSortColumn = (typeof SERVICE_SORT_COLUMNS)[number];

/** A service row as the app sees it; the public reads share it. */
export function toService(row: ServicesTable): Service {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon: toServiceIcon(row.icon),
    status: isPublicationStatus(row.status) ? row.status : "draft",
    publishAt: row.publish_at ?? null,
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
  };
}

/** Services in the agency's order (the order they were added): the export. */
export async function listServices(): Promise<Service[]> {
  const rows = await getDb().selectFrom("services").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toService);
}

/** The admin list: search over title and description, sorted and paged on the server. */
export async function searchServices(
  q: string,
  sort: SortState<ServiceSortColumn>,
  page: number,
  status?: PublicationStatus,
): Promise<Page<Service & { translationStates: TranslationStates }>> {
  let query = getDb().selectFrom("services").selectAll();
  if (q.trim()) query = query.where((eb) => searchCondition(eb, ["title", "description"], q));
  if (status) query = query.where("status", "=", status);
  const by = orderExpression(sort.column, SERVICE_SORT_COLUMNS);
  return readTranslationStates("service", await searchPage(query, { by, id: "id", direction: sort.direction }, page, toService));
}

export async function getService(id: string): Promise<Service | null> {
  const row = await getDb().selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toService(row) : null;
}

/** The service with its translations, as its form shows it and its history compares it. */
export async function getServiceForEdit(id: string) {
  return withTranslations("service", await getService(id));
}

export async function countServices(): Promise<number> {
  return countRows(getDb(), "services");
}

/** Adds a service at the end of the list; it starts as a draft unless told otherwise (the sample data, an import). */
export async function addService(input: ServiceInput, id?: string, status: PublicationStatus = "draft"): Promise<Service> {
  const db = getDb();
  const newId = id ?? (await slugIdFor("services", input.title));
  const { last } = await db
    .selectFrom("services")
    .select((eb) => eb.fn.max<number | null>("position").as("last"))
    .executeTakeFirstOrThrow();
  const columns = {
    title: input.title,
    description: input.description,
    icon: input.icon,
    position: Number(last ?? 0) + 1,
    status,
    publish_at: input.publishAt ?? null,
  };
  const { translations: _, ...created } = await insertRecord("services", newId, columns, getServiceForEdit, (newId) =>
    writeTranslations("service", newId, input.translations),
  );
  return created;
}

/** Merges the given fields (and, for an import, the status) into the service, if it is still at `expectedVersion` (when given). */
export async function updateService(
  id: string,
  patch: Partial<ServiceInput> & { status?: PublicationStatus },
  expectedVersion?: number,
): Promise<WriteResult<Service>> {
  const { title, description, icon, publishAt, status, translations } = patch;
  return updateRecord(
    "services",
    id,
    { title, description, icon, publish_at: publishAt, status },
    expectedVersion,
    getServiceForEdit,
    (serviceId) => (translations ? writeTranslations("service", serviceId, translations) : Promise.resolve()),
  );
}

export async function deleteService(id: string, expectedVersion?: number): Promise<DeleteResult<Service>> {
  return deleteRecord("services", id, expectedVersion, getServiceForEdit);
}
