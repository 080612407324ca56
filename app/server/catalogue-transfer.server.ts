import { randomUUID } from "node:crypto";
import {
  planCounts,
  planImport,
  toCatalogueFile,
  type CatalogueFile,
  type ExistingIds,
  type ImportPlan,
} from "~/domain/catalogue-transfer";
import { currentAuditOrigin, recordChange } from "./audit.server";
import { inTransaction, getDb } from "./db.server";
import { addDestination, listDestinations, updateDestination } from "./destinations.server";
import { addService, listServices, updateService } from "./services.server";
import { addTour, listTours, updateTour } from "./tours.server";

export async function exportCatalogue(): Promise<CatalogueFile> {
  const [destinations, tours, services] = await Promise.all([listDestinations(), listTours(), listServices()]);
  return toCatalogueFile(destinations, tours, services, new Date());
}

export async function existingCatalogueIds(): Promise<ExistingIds> {
  const db = getDb();
  const ids = async (table: "destinations" | "tours" | "services") =>
    new Set((await db.selectFrom(table).select("id").execute()).map((row) => row.id));
  return { destinations: await ids("destinations"), tours: await ids("tours"), services: await ids("services") };
}

/** Checks the file against the database as it is now. */
export async function planCatalogueImport(file: Record<string, unknown>): Promise<ImportPlan> {
  return planImport(file, await existingCatalogueIds());
}

export class ImportRefusedError extends Error {}

/**
 * Applies a file in one transaction: every record is added or updated, or, if any record
 * is invalid (checked again inside the transaction), nothing at all changes. Each record
 * changed writes its own audit row (through the write helpers), and the import one more with
 * its counts; they share the request id.
 */
export async function applyCatalogueImport(file: Record<string, unknown>): Promise<ImportPlan> {
  return inTransaction(async () => {
    const plan = await planCatalogueImport(file);
    if (plan.problems.length > 0) throw new ImportRefusedError(`${plan.problems.length} records are invalid.`);
    for (const record of plan.destinations) {
      if (record.action === "update") await updateDestination(record.id!, record.input);
      else await addDestination(record.input, record.id ?? undefined);
    }
    for (const record of plan.tours) {
      if (record.action === "update") await updateTour(record.id!, record.input);
      else await addTour(record.input, record.id ?? undefined);
    }
    for (const record of plan.services) {
      if (record.action === "update") await updateService(record.id!, record.input);
      else await addService(record.input, record.id ?? undefined);
    }
    await recordChange(currentAuditOrigin(), { action: "import", entity: "catalogue", entityId: randomUUID(), detail: planCounts(plan) });
    return plan;
  });
}
