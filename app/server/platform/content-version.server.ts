import { sql } from "kysely";
import { afterCommit, getDb, type Db } from "./db.server";
import { mergePagesChanged, type PagesChanged } from "./page-scopes.server";

/*
 * The content version: one number in the database that every write a visitor would see
 * raises, in that write's transaction. Each instance's page cache reads it twice a second and
 * drops the pages it rendered before (docs/decisions/0016-rendered-page-cache.md); this
 * process's own writes also say which pages they can change, so its cache drops only those
 * (docs/decisions/0049-page-cache-scopes.md).
 */

/** A committed raise of the content version, and the pages the transaction may have changed. */
export type ContentChange = { version: number; pages: PagesChanged };

const raisedIn = new WeakMap<Db, ContentChange>();
type Listener = (change: ContentChange) => void | Promise<void>;
const listeners = new Set<Listener>();
/**
 * Versions this process raised whose listeners have not run yet, with when the claim lapses (a
 * rolled-back transaction never commits its number, and another writer may commit it later).
 */
const unheard = new Map<number, number>();
const UNHEARD_MS = 1000;

/**
 * Raises the content version in the current transaction (once per transaction; the pages of
 * each call add up). Once that commits, and before the write returns, this process's listeners
 * hear of it: the page cache drops the pages then, not at its next read a second later.
 * `pages` says which pages the write can change; by default every page.
 */
export async function bumpContentVersion(pages: PagesChanged = "all"): Promise<void> {
  const db = getDb();
  const raised = db.isTransaction ? raisedIn.get(db) : undefined;
  if (raised) {
    raised.pages = mergePagesChanged(raised.pages, pages);
    return;
  }
  const row = await db
    .updateTable("content_version")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  const change: ContentChange = { version: Number(row.version), pages };
  if (db.isTransaction) raisedIn.set(db, change);
  unheard.set(change.version, Date.now() + UNHEARD_MS);
  await afterCommit(async () => {
    try {
      await Promise.all([...listeners].map((listener) => listener({ ...change })));
    } finally {
      unheard.delete(change.version);
    }
  });
}

/** The committed content version. */
export async function readContentVersion(db: Db = getDb()): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Whether this process raised the content version to `version` a moment ago and its listeners
 * will hear of it: a read of the version that sees it first leaves it to them.
 */
export function isLocalRaise(version: number): boolean {
  const until = unheard.get(version);
  if (until === undefined) return false;
  if (Date.now() < until) return true;
  unheard.delete(version);
  return false;
}

/** Calls `listener` after each commit of this process that raised the version; returns the unsubscribe. */
export function onContentVersionBumped(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
