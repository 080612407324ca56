import { toServiceIcon, type Service } from "~/domain/catalogue";
import type { ServiceInput } from "~/domain/catalogue-forms";
import { PAGE_SIZE, type SortState } from "~/domain/sort";
import type { ServicesTable } from "../../db/schema";
import { getDb } from "./db.server";
import {
  countRows,
  deleteVersioned,
  freeSlug,
  idsStartingWith,
  now,
  orderExpression,
  pageOf,
  searchCondition,
  updateVersioned,
  type DeleteResult,
  type Page,
  type WriteResult,
} from "./records.server";

export const SERVICE_SORT_COLUMNS = ["title", "description", "icon"] as const;
export type ServiceSortColumn = (typeof SERVICE_SORT_COLUMNS)[number];

function toService(row: ServicesTable): Service {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon: toServiceIcon(row.icon),
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
  };
}

/** Services in the agency's order (the order they were added). */
export async function listServices(): Promise<Service[]> {
  const rows = await getDb().selectFrom("services").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toService);
}

/** The admin list: search over title and description, sorted and paged on the server. */
export async function searchServices(
  q: string,
  sort: SortState<ServiceSortColumn>,
  page: number,
): Promise<Page<Service>> {
  let query = getDb().selectFrom("services");
  if (q.trim()) query = query.where(searchCondition(["title", "description"], q));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(orderExpression(sort.column, SERVICE_SORT_COLUMNS), sort.direction)
    .orderBy("id", sort.direction)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return pageOf(rows.map(toService), Number(total), page, PAGE_SIZE);
}

export async function getService(id: string): Promise<Service | null> {
  const row = await getDb().selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toService(row) : null;
}

export async function countServices(): Promise<number> {
  return countRows(getDb(), "services");
}

export async function addService(input: ServiceInput, id?: string): Promise<Service> {
  const db = getDb();
  const timestamp = now();
  const { last } = await db
    .selectFrom("services")
    .select((eb) => eb.fn.max<number | null>("position").as("last"))
    .executeTakeFirstOrThrow();
  const row: ServicesTable = {
    id: id ?? (await freeSlug(input.title, (prefix) => idsStartingWith(db, "services", prefix))),
    title: input.title,
    description: input.description,
    icon: input.icon,
    position: Number(last ?? 0) + 1,
    version: 1,
    created_at: timestamp,
    updated_at: timestamp,
  };
  await db.insertInto("services").values(row).execute();
  return toService(row);
}

export async function updateService(
  id: string,
  patch: Partial<ServiceInput>,
  expectedVersion?: number,
): Promise<WriteResult<Service>> {
  return updateVersioned(getDb(), "services", id, { ...patch }, expectedVersion, getService);
}

export async function deleteService(id: string, expectedVersion?: number): Promise<DeleteResult<Service>> {
  return deleteVersioned(getDb(), "services", id, expectedVersion, getService);
}
