import { data } from "react-router";
import { IMPORT_EXPORT_TEXTS as TEXTS, IMPORT_WORDS } from "~/content/import-export";
import {
  catalogueImport,
  parseConflictChoice,
  planCounts,
  type ImportConflict,
  type ImportPlan,
  type ImportProblem,
} from "~/domain/catalogue-transfer";
import { problem, type Problem } from "~/content/problem";
import type { Role } from "~/domain/users";
import { applyCatalogueImport, ImportRefusedError, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { BODY_LIMITS, readForm } from "~/server/platform/posted-form.server";

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const { parseCatalogueText } = catalogueImport(IMPORT_WORDS);

/** The posted form, or null when it is larger than the import's limit (counted while it arrives). */
async function readImportForm(request: Request): Promise<FormData | null> {
  try {
    return await readForm(request, { maxBytes: BODY_LIMITS.import });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 413) return null;
    throw thrown;
  }
}

export type ImportPreview = {
  counts: ReturnType<typeof planCounts>;
  problems: ImportProblem[];
  conflicts: ImportConflict[];
  /** The checked file, written compactly, for the confirming post to send back. */
  catalogue: string;
};
export type DataActionResult = { problem?: Problem; preview?: ImportPreview };

function preview(plan: ImportPlan, catalogue: string): ImportPreview {
  return { counts: planCounts(plan), problems: plan.problems, conflicts: plan.conflicts, catalogue };
}

function refuse(status: number, description: string, extra: { preview?: ImportPreview } = {}) {
  return data<DataActionResult>({ problem: problem(description), ...extra }, { status });
}

/**
 * The import screen's posts: `preview` a chosen file, then `apply` the previewed catalogue, all
 * or nothing, each part only with the role its own screen requires (issue #24): an editor's file
 * that changes an admin-only part is refused (403) with the parts named.
 */
export async function handleDataPost(request: Request, role: Role) {
  const form = await readImportForm(request);
  // Shown on the screen like the other refusals, rather than as an error page.
  if (!form) return refuse(413, TEXTS.errors.tooLarge);
  const intent = form.get("intent");

  if (intent === "preview") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return refuse(400, TEXTS.errors.noFile);
    if (file.size > MAX_FILE_BYTES) return refuse(413, TEXTS.errors.tooLarge);
    const parsed = parseCatalogueText(await file.text());
    if (!parsed.ok) return refuse(400, parsed.reason);
    // Sent back compactly with the confirming post, which the same limit applies to.
    const catalogue = JSON.stringify(parsed.value);
    if (Buffer.byteLength(catalogue) > MAX_FILE_BYTES) return refuse(413, TEXTS.errors.tooLarge);
    const plan = await planCatalogueImport(parsed.value, "refuse", role);
    if (plan.forbidden.length > 0) return refuse(403, TEXTS.errors.forbidden(plan.forbidden));
    return data<DataActionResult>({ preview: preview(plan, catalogue) });
  }

  if (intent === "apply") {
    const text = String(form.get("catalogue") ?? "");
    const parsed = parseCatalogueText(text);
    if (!parsed.ok) return refuse(400, parsed.reason);
    // Without a choice, records changed since the export refuse the import (decision 0004).
    const choice = form.has("conflicts") ? parseConflictChoice(form.get("conflicts")) : "refuse";
    if (!choice) return refuse(400, TEXTS.errors.unknownAction);
    try {
      const plan = await applyCatalogueImport(parsed.value, choice, role);
      const counts = planCounts(plan);
      const added =
        counts.destinations.add +
        counts.tours.add +
        counts.services.add +
        counts.siteContent.add +
        counts.exchangeRates.add +
        counts.departures.add +
        plan.cargo.add.rateCards.length +
        plan.cargo.add.batches.length +
        plan.cargo.add.shipments.length;
      const updated =
        counts.destinations.update + counts.tours.update + counts.services.update + counts.siteContent.update + counts.departures.update;
      const unchanged =
        counts.destinations.unchanged +
        counts.tours.unchanged +
        counts.services.unchanged +
        counts.siteContent.unchanged +
        counts.departures.unchanged;
      const toast =
        choice === "skip" && counts.conflicts > 0
          ? TEXTS.importedSkipping(added, updated, counts.conflicts, unchanged)
          : TEXTS.imported(added, updated, unchanged);
      return redirectWithToast("/admin/data", { type: "success", ...toast });
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error;
      if (error.reason === "forbidden") return refuse(403, TEXTS.errors.forbidden(error.forbidden));
      // The database changed between preview and import: show the new verdict, change nothing.
      const [status, message] = error.reason === "conflict" ? [409, TEXTS.errors.conflicted] : [400, TEXTS.errors.refused];
      return refuse(status, message, { preview: preview(await planCatalogueImport(parsed.value, "refuse", role), text) });
    }
  }

  return refuse(400, TEXTS.errors.unknownAction);
}
