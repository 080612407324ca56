// npm run data:export [-- FILE]: writes the catalogue as JSON to FILE, or to standard output.
import { writeFileSync } from "node:fs";
import { exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { closeDb } from "~/server/platform/db.server";
import { openSiteDatabase } from "./cli-db";

await openSiteDatabase();
const catalogue = await exportCatalogue();
const json = `${JSON.stringify(catalogue, null, 2)}\n`;
const file = process.argv[2];
if (file) {
  writeFileSync(file, json);
  console.error(
    `Exported ${catalogue.destinations.length} destinations, ${catalogue.tours.length} tours, ${catalogue.services.length} services and ${catalogue.cargo?.shipments.length ?? 0} shipments to ${file}.`,
  );
} else {
  process.stdout.write(json);
}
await closeDb();
