import type { Destination, Service, Tour } from "~/domain/catalogue";
import { getDb } from "./db.server";
import { toDestination } from "./destinations.server";
import { toService } from "./services.server";
import { toTour, toursWithDestination } from "./tours.server";

/*
 * What visitors see. Every public page (the site's routes, its layout and the sitemap) reads
 * the catalogue through these functions and never through the admin queries, so a rule
 * that only concerns visitors (published records only, say) is added here alone.
 */

export async function listPublicDestinations(options: { featuredOnly?: boolean } = {}): Promise<Destination[]> {
  let query = getDb().selectFrom("destinations").selectAll().orderBy("title").orderBy("id");
  if (options.featuredOnly) query = query.where("featured", "=", 1);
  return (await query.execute()).map(toDestination);
}

export async function getPublicDestination(id: string): Promise<Destination | null> {
  const row = await getDb().selectFrom("destinations").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toDestination(row) : null;
}

export async function listPublicTours(options: { featuredOnly?: boolean; destinationId?: string } = {}): Promise<Tour[]> {
  let query = toursWithDestination().orderBy("tours.title").orderBy("tours.id");
  if (options.featuredOnly) query = query.where("tours.featured", "=", 1);
  if (options.destinationId) query = query.where("tours.destination_id", "=", options.destinationId);
  return (await query.execute()).map(toTour);
}

export async function getPublicTour(id: string): Promise<Tour | null> {
  const row = await toursWithDestination().where("tours.id", "=", id).executeTakeFirst();
  return row ? toTour(row) : null;
}

/** Services in the agency's order (the order they were added). */
export async function listPublicServices(): Promise<Service[]> {
  const rows = await getDb().selectFrom("services").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toService);
}
