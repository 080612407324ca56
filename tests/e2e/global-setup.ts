import { rmSync } from "node:fs";
import { prepareDataDir, preparePostgresTemplate } from "./server";

/**
 * Playwright's global setup: the one prepared data folder of the run and, with
 * TEST_POSTGRES_URL, the one prepared PostgreSQL template database (tests/e2e/server.ts),
 * both made at once and removed again when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [dataDir, template] = await Promise.allSettled([prepareDataDir(), preparePostgresTemplate()]);
  const teardown = async () => {
    if (dataDir.status === "fulfilled") rmSync(dataDir.value, { recursive: true, force: true });
    if (template.status === "fulfilled") await template.value?.drop();
  };
  for (const result of [dataDir, template]) {
    if (result.status === "rejected") {
      await teardown();
      throw result.reason;
    }
  }
  return teardown;
}
