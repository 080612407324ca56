import { sql } from "kysely";
import { afterCommit, getDb, type Db } from "./db.server";

/*
 * The content version: one number in the database that every write a visitor would see
 * raises, in that write's transaction. Each instance's page cache reads it twice a second and
 * drops the pages it rendered before (docs/decisions/0016-rendered-page-cache.md).
 */

const bumpedIn = new WeakSet<Db>();
type Listener = () => void | Promise<void>;
const listeners = new Set<Listener>();

/**
 * Raises the content version in the current transaction (once per transaction). Once that
 * commits, and before the write returns, this process's listeners hear of it: the page cache
 * reads the new version then, not at its next read a second later.
 */
export async function bumpContentVersion(): Promise<void> {
  const db = getDb();
  if (db.isTransaction && bumpedIn.has(db)) return;
  await db
    .updateTable("content_version")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
  if (db.isTransaction) bumpedIn.add(db);
  await afterCommit(async () => {
    await Promise.all([...listeners].map((listener) => listener()));
  });
}

/** The committed content version. */
export async function readContentVersion(db: Db = getDb()): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Calls `listener` after each commit of this process that raised the version; returns the unsubscribe. */
export function onContentVersionBumped(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
