// npm run data:import -- FILE [--dry-run]: checks every record, lists problems, then applies all or nothing.
import { readFileSync } from "node:fs";
import { parseCatalogueText, planCounts } from "~/domain/catalogue-transfer";
import { commandLineOrigin, withAuditOrigin } from "~/server/audit.server";
import { applyCatalogueImport, planCatalogueImport } from "~/server/catalogue-transfer.server";
import { closeDb } from "~/server/db.server";
import { fail, openSiteDatabase } from "./cli-db";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) fail("name the file to import: npm run data:import -- catalogue.json [--dry-run]");

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch {
  fail(`cannot read ${file}`);
}
const parsed = parseCatalogueText(text);
if (!parsed.ok) fail(parsed.reason);

await openSiteDatabase();
const plan = await planCatalogueImport(parsed.value);
const counts = planCounts(plan);
for (const kind of ["destinations", "tours", "services"] as const) {
  console.log(`${kind}: ${counts[kind].add} to add, ${counts[kind].update} to update`);
}
if (plan.problems.length > 0) {
  console.log(`${plan.problems.length} invalid records; nothing was imported:`);
  for (const problem of plan.problems) {
    console.log(`  ${problem.kind} #${problem.position}${problem.id ? ` (id ${problem.id})` : ""}: ${problem.reason}`);
  }
  await closeDb();
  process.exit(1);
}
if (dryRun) {
  console.log("Dry run: nothing was changed.");
} else {
  // Logged as the command line's: every record changed, and the import itself.
  await withAuditOrigin(commandLineOrigin(), () => applyCatalogueImport(parsed.value));
  console.log("Imported.");
}
await closeDb();
