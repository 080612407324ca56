import type { TestProject } from "vitest/node";
import type { PhotoStorage } from "~/server/catalogue/photo-storage.server";
import { createThrowawayDatabase } from "./throwaway-postgres";

declare module "vitest" {
  interface ProvidedContext {
    /** The PostgreSQL database the integration tests' databases are copies of, when TEST_POSTGRES_URL is set. */
    postgresTemplate: string | undefined;
  }
}

/** Photo files are no part of a database: each worker copies its own (tests/integration/databases.ts). */
const noPhotoFiles: PhotoStorage = {
  kind: "disk",
  location: "(none: the template database's setup)",
  has: async () => true,
  put: async () => undefined,
  get: async () => null,
  list: async () => [],
};

/**
 * Vitest's global setup: once per run, when TEST_POSTGRES_URL is set, a PostgreSQL database
 * prepared as `prepareDatabase` prepares one (migrations, the sample catalogue and content,
 * the planner's statistics), with every connection to it closed, so each suite's database is
 * `CREATE DATABASE … TEMPLATE` it. Its name reaches the workers through `inject`; it is
 * dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide("postgresTemplate", undefined);
  if (!process.env.TEST_POSTGRES_URL) return undefined;
  // Imported here: a run on SQLite alone does not load the site's modules in the main process.
  const { setPhotoStorage } = await import("~/server/catalogue/photo-storage.server");
  const { prepareDatabase } = await import("~/server/platform/database-setup.server");
  const { openDb } = await import("~/server/platform/db.server");
  const template = await createThrowawayDatabase("cedar_template");
  try {
    const { db } = openDb({ url: template.url, poolSize: 1 });
    setPhotoStorage(noPhotoFiles);
    try {
      await prepareDatabase(db);
    } finally {
      setPhotoStorage(undefined);
      // PostgreSQL copies no database while anyone is connected to it.
      await db.destroy();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide("postgresTemplate", template.name);
  return () => template.drop();
}
