import { randomUUID } from "node:crypto";
import { IMPORT_WORDS } from "~/content/import-export";
import {
  adminOnlyChanges,
  catalogueImport,
  leavingAdminOnlyParts,
  markUnchanged,
  planCounts,
  toCatalogueFile,
  toExportedDepartures,
  toExportedRates,
  writesAnything,
  type AdminOnlyPart,
  type CatalogueFile,
  type ConflictChoice,
  type ExistingIds,
  type ImportPlan,
} from "~/domain/catalogue-transfer";
import { SITE_CONTENT_SCHEMAS, SITE_CONTENT_SECTIONS } from "~/domain/site-content";
import type { Role } from "~/domain/users";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { addImportedRates, listRates, lockRates } from "~/server/platform/currencies.server";
import { inTransaction, getDb } from "~/server/platform/db.server";
import { addDestination, listDestinations, updateDestination } from "./destinations.server";
import { addService, listServices, updateService } from "./services.server";
import {
  exportedSiteContentDocument,
  getSiteContentDocuments,
  getSiteContentSection,
  saveSiteContentSection,
} from "~/server/platform/site-content.server";
import { addTour, listTours, updateTour } from "./tours.server";
import { addDeparture, listAllDepartures, updateDeparture } from "./departures.server";
import { exportGalleries, importGalleries } from "./photo-transfer.server";
import { withAllTranslations } from "./translations.server";
import { CARGO_IMPORT_TEXTS } from "~/content/cargo-export";
import {
  applyCargoImport,
  cargoCounts,
  cargoWritesAnything,
  exportCargo,
  planCargoImport,
  type CargoPlan,
} from "~/server/cargo/cargo-transfer.server";

const { planImport } = catalogueImport(IMPORT_WORDS);

/** Everything the data file carries; `cargo: false` leaves the cargo book out (the import's comparison has no use for it). */
export async function exportCatalogue({ cargo = true }: { cargo?: boolean } = {}): Promise<CatalogueFile> {
  const [destinations, tours, services, siteContent, settings, rates, gallery] = await Promise.all([
    withAllTranslations("destination", listDestinations()),
    withAllTranslations("tour", listTours()),
    withAllTranslations("service", listServices()),
    getDb().selectFrom("site_content").select(["section", "version", "document"]).orderBy("section").execute(),
    getDb().selectFrom("settings").select(["key", "value"]).orderBy("key").execute(),
    listRates(),
    exportGalleries(),
  ]);
  const departures = await listAllDepartures();
  return toCatalogueFile(destinations, tours, services, new Date(), {
    siteContent: Object.fromEntries(
      siteContent.map((row) => [
        row.section,
        { version: Number(row.version), document: exportedSiteContentDocument(row.section, JSON.parse(row.document)) },
      ]),
    ),
    settings: Object.fromEntries(settings.map((row) => [row.key, row.value])),
    exchangeRates: toExportedRates(rates),
    departures: toExportedDepartures(departures),
    gallery,
    ...(cargo ? { cargo: await exportCargo() } : {}),
  });
}

export async function existingCatalogueIds(): Promise<ExistingIds> {
  const db = getDb();
  const versions = async (table: "destinations" | "tours" | "services" | "departures") =>
    new Map((await db.selectFrom(table).select(["id", "version"]).execute()).map((row) => [row.id, Number(row.version)] as const));
  const sections = await db.selectFrom("site_content").select(["section", "version"]).execute();
  return {
    destinations: await versions("destinations"),
    tours: await versions("tours"),
    services: await versions("services"),
    siteContent: new Map(sections.map((row) => [row.section, Number(row.version)] as const)),
    exchangeRates: await listRates(),
    departures: await versions("departures"),
  };
}

/** A plan, and the admin-only parts the file changes that the importing role may not (then nothing is imported). */
export type RolePlan = ImportPlan & { forbidden: AdminOnlyPart[]; cargo: CargoPlan };

/**
 * Checks the file against the database as it is now, as `role` imports it (issue #24): an
 * editor's file may change the catalogue, its departures and photos only; admin-only parts
 * identical to what is here are left as they are, and any other makes `forbidden` name them.
 * The command line is the operator's, an admin's. An update that would write what is here
 * already is "unchanged": compared with this database's own export, read by the same checks.
 */
export async function planCatalogueImport(
  file: Record<string, unknown>,
  choice: ConflictChoice = "refuse",
  role: Role = "admin",
): Promise<RolePlan> {
  return withCargo(await planForRole(file, choice, role), file);
}

/** The plan with the file's cargo (issue #26): the records it adds, and its refused records among the plan's problems. */
async function withCargo(plan: Omit<RolePlan, "cargo">, file: Record<string, unknown>): Promise<RolePlan> {
  const cargo = await planCargoImport(file.cargo);
  const problems = cargo.problems.map((found) => ({
    kind: found.kind,
    position: found.position,
    id: found.id,
    title: null,
    reason: CARGO_IMPORT_TEXTS.problem(found.field),
  }));
  return { ...plan, problems: [...plan.problems, ...problems], cargo };
}

async function planForRole(file: Record<string, unknown>, choice: ConflictChoice, role: Role): Promise<Omit<RolePlan, "cargo">> {
  const plan = await planAgainstHere(file, choice);
  if (role === "admin") return { ...plan, forbidden: [] };
  if (file.siteContent === undefined && file.exchangeRates === undefined) return { ...plan, forbidden: [] };
  const everything = planImport(
    { siteContent: file.siteContent, exchangeRates: file.exchangeRates },
    await existingCatalogueIds(),
    "overwrite",
  );
  // The admin-only parts as they would be written, whatever the choice, against what is stored, read as their screens read them.
  const stored = await getSiteContentDocuments();
  const here = Object.fromEntries(
    SITE_CONTENT_SECTIONS.map((section) => {
      const parsed = SITE_CONTENT_SCHEMAS[section].safeParse(stored[section]);
      return [section, parsed.success ? parsed.data : stored[section]];
    }),
  );
  const forbidden = adminOnlyChanges(everything, here);
  return forbidden.length > 0 ? { ...plan, forbidden } : { ...leavingAdminOnlyParts(plan, everything), forbidden };
}

async function planAgainstHere(file: Record<string, unknown>, choice: ConflictChoice): Promise<ImportPlan> {
  const existing = await existingCatalogueIds();
  const plan = planImport(file, existing, choice);
  if (
    ![...plan.destinations, ...plan.tours, ...plan.services, ...plan.departures, ...plan.siteContent].some(
      (record) => record.action === "update",
    )
  ) {
    return plan;
  }
  const here = JSON.parse(JSON.stringify(await exportCatalogue({ cargo: false }))) as Record<string, unknown>;
  return markUnchanged(plan, planImport(here, existing), { file: file.gallery, here: here.gallery });
}

export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: "invalid" | "conflict" | "forbidden",
    /** The admin-only parts the importing role may not change (reason "forbidden"). */
    readonly forbidden: AdminOnlyPart[] = [],
  ) {
    super(message);
  }
}

/**
 * Applies a file in one transaction: every record is added or updated, or, if any record
 * is invalid or was changed since the file was exported (checked again inside the
 * transaction), nothing at all changes, unless the admin chose to skip or overwrite the
 * changed records. An update is written only at the version the plan expects, so a change
 * made meanwhile by someone else refuses the whole import too, and so does an admin-only part
 * the role may not change (issue #24). Each record changed writes its own audit row (through
 * the write helpers), and the import, when it changed anything, one more with its counts; they
 * share the request id. A record the file holds as it is here is not written at all.
 */
export async function applyCatalogueImport(
  file: Record<string, unknown>,
  choice: ConflictChoice = "refuse",
  role: Role = "admin",
): Promise<RolePlan> {
  return inTransaction(async () => {
    // The rates have no versions: the history is held still while it is compared and added to.
    if (Array.isArray(file.exchangeRates) && file.exchangeRates.length > 0) await lockRates();
    const plan = await planCatalogueImport(file, choice, role);
    if (plan.forbidden.length > 0) {
      throw new ImportRefusedError(`The file changes ${plan.forbidden.join(", ")}, which a ${role} may not.`, "forbidden", plan.forbidden);
    }
    if (plan.problems.length > 0) throw new ImportRefusedError(`${plan.problems.length} records are invalid.`, "invalid");
    if (plan.conflicts.length > 0 && choice === "refuse") {
      throw new ImportRefusedError(`${plan.conflicts.length} records were changed since the export.`, "conflict");
    }
    const written = (result: { status: string }) => {
      if (result.status !== "ok") throw new ImportRefusedError("A record changed while the import was written.", "conflict");
    };
    for (const record of plan.destinations) {
      const input = { ...record.input, status: record.status };
      if (record.action === "unchanged") continue;
      if (record.action === "update") written(await updateDestination(record.id!, input, record.expectedVersion ?? undefined));
      else await addDestination(record.input, record.id ?? undefined, record.status);
    }
    for (const record of plan.tours) {
      const input = { ...record.input, status: record.status };
      if (record.action === "unchanged") continue;
      if (record.action === "update") written(await updateTour(record.id!, input, record.expectedVersion ?? undefined));
      else await addTour(record.input, record.id ?? undefined, record.status);
    }
    for (const record of plan.services) {
      const input = { ...record.input, status: record.status };
      if (record.action === "unchanged") continue;
      if (record.action === "update") written(await updateService(record.id!, input, record.expectedVersion ?? undefined));
      else await addService(record.input, record.id ?? undefined, record.status);
    }
    for (const { id, input, action, expectedVersion } of plan.departures) {
      if (action === "unchanged") continue;
      if (action === "update") written(await updateDeparture(id!, input, expectedVersion ?? undefined));
      else await addDeparture(input.tourId, input, id ?? undefined);
    }
    // Photo references only: the pictures' files stay in the photo storage (decision 0031).
    await importGalleries(file, plan);
    for (const record of plan.siteContent) {
      if (record.action === "unchanged") continue;
      const version = record.expectedVersion ?? (await getSiteContentSection(record.section)).version;
      written(await saveSiteContentSection(record.section, record.document as never, version));
    }
    // New rows of the rates' history, each audited; a rate is never changed (decision 0025).
    await addImportedRates(plan.exchangeRates, currentAuditOrigin());
    // Shipments and their history, added whole: what is here already stays as it is.
    await applyCargoImport(plan.cargo);
    // An import that changed nothing leaves no trace: no version, no audit row, no cache drop.
    if (!writesAnything(plan) && !cargoWritesAnything(plan.cargo)) return plan;
    await recordChange(currentAuditOrigin(), {
      action: "import",
      entity: "catalogue",
      entityId: randomUUID(),
      detail: { ...planCounts(plan), cargo: cargoCounts(plan.cargo) },
    });
    return plan;
  });
}
