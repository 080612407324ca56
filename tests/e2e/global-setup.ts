import { rmSync } from "node:fs";
import { prepareDataDir } from "./server";

/**
 * Playwright's global setup: the one prepared data folder of the run (tests/e2e/server.ts),
 * removed again when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  const dataDir = await prepareDataDir();
  return () => rmSync(dataDir, { recursive: true, force: true });
}
