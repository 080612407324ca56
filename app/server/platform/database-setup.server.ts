import { migrate, updatePlannerStatistics, type Db } from "./db.server";
import { getPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { loadSampleCatalogueOnce } from "~/server/samples/sample-data.server";
import { copySamplePhotos } from "~/server/samples/sample-photos.server";
import { loadSiteContentSampleOnce } from "./site-content.server";

/**
 * What every start does to its database (the server, the CLI scripts, the tests' databases):
 * the migrations, then, on a database that never had it, the sample catalogue, and the
 * sample site content for each section that has none. The sample
 * data loads through the current queries, so it runs after the schema is current. Last, the
 * query planner learns the tables' sizes.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrate(db);
  await loadSampleCatalogueOnce(db);
  // Every section without a row gets today's content, on a new database and on one in use alike.
  await loadSiteContentSampleOnce(db);
  await updatePlannerStatistics(db);
  // The sample photos' files, into whichever storage this start uses (a copy of what is missing).
  await copySamplePhotos(getPhotoStorage());
}
