// npm run data:import -- FILE [--dry-run] [--skip-conflicts | --overwrite]: checks every record, lists problems and
// records changed here since the file was exported (conflicts, decision 0004; for an exchange rate, another value
// here for the same currency and day), then applies all or nothing. While
// there are conflicts nothing is imported unless --skip-conflicts (keep them as they are) or --overwrite is given.
import { readFileSync } from "node:fs";
import { IMPORT_WORDS } from "~/content/import-export";
import { CARGO_IMPORT_TEXTS } from "~/content/cargo-export";
import { cargoCounts } from "~/server/cargo/cargo-transfer.server";
import { catalogueImport, planCounts } from "~/domain/catalogue-transfer";
import { commandLineOrigin, withAuditOrigin } from "~/server/accounts/audit.server";
import { applyCatalogueImport, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { closeDb } from "~/server/platform/db.server";
import { fail, openSiteDatabase } from "./cli-db";

const { parseCatalogueText } = catalogueImport(IMPORT_WORDS);
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const choice = args.includes("--overwrite") ? "overwrite" : args.includes("--skip-conflicts") ? "skip" : "refuse";
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) fail("name the file to import: npm run data:import -- catalogue.json [--dry-run] [--skip-conflicts | --overwrite]");

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch {
  fail(`cannot read ${file}`);
}
const parsed = parseCatalogueText(text);
if (!parsed.ok) fail(parsed.reason);

await openSiteDatabase();
// The command line is the operator's: it may write every part of the file, as an admin (issue #24).
const plan = await planCatalogueImport(parsed.value, choice, "admin");
const counts = planCounts(plan);
for (const kind of ["destinations", "tours", "services"] as const) {
  console.log(`${kind}: ${counts[kind].add} to add, ${counts[kind].update} to update`);
}
console.log(`exchange rates: ${counts.exchangeRates.add} to add, ${counts.exchangeRates.skip} already here or left out (skipped)`);
console.log(CARGO_IMPORT_TEXTS.counts(cargoCounts(plan.cargo)));
if (plan.problems.length > 0) {
  console.log(`${plan.problems.length} invalid records; nothing was imported:`);
  for (const problem of plan.problems) {
    console.log(`  ${problem.kind} #${problem.position}${problem.id ? ` (id ${problem.id})` : ""}: ${problem.reason}`);
  }
  await closeDb();
  process.exit(1);
}
if (plan.conflicts.length > 0) {
  console.log(`${plan.conflicts.length} records were changed here since the file was exported:`);
  for (const conflict of plan.conflicts) console.log(`  ${conflict.kind} #${conflict.position} (id ${conflict.id}): ${conflict.reason}`);
  if (choice === "refuse") {
    console.log("Nothing was imported: add --skip-conflicts to keep them as they are, or --overwrite to replace them.");
    await closeDb();
    process.exit(1);
  }
}
if (dryRun) {
  console.log("Dry run: nothing was changed.");
} else {
  // Logged as the command line's: every record changed, and the import itself.
  await withAuditOrigin(commandLineOrigin(), () => applyCatalogueImport(parsed.value, choice, "admin"));
  console.log("Imported.");
}
await closeDb();
