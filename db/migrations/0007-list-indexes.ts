import type { Kysely } from "kysely";

/**
 * Indexes for the public lists, which filter, sort and page in SQL (issue #9): each list's
 * order (title, then id) with its most common filter in front, so a page of the whole list or
 * of one destination's tours is read in order without sorting every match, and the range
 * filters (price, days) and the continent filter each have an index to start from. The
 * composite index on a tour's destination also serves what the single-column one did
 * (the foreign key, "does this destination have tours"), so it replaces it. Each step may be
 * run again (SQLite runs a migration outside a transaction), so one that stopped half-way
 * completes on the next start.
 */
const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: "tours_title", table: "tours", columns: ["title", "id"] },
  { name: "tours_destination_title", table: "tours", columns: ["destination_id", "title", "id"] },
  { name: "tours_featured_title", table: "tours", columns: ["featured", "title", "id"] },
  { name: "tours_price", table: "tours", columns: ["price_minor"] },
  { name: "tours_duration", table: "tours", columns: ["duration_days"] },
  { name: "destinations_title", table: "destinations", columns: ["title", "id"] },
  { name: "destinations_continent", table: "destinations", columns: ["continent", "title", "id"] },
  { name: "destinations_featured_title", table: "destinations", columns: ["featured", "title", "id"] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).ifNotExists().on(index.table).columns(index.columns).execute();
  }
  await db.schema.dropIndex("tours_destination_id").ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("tours_destination_id").ifNotExists().on("tours").column("destination_id").execute();
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}

/** Why squawk's findings in this migration's SQL did not block the site (tests/integration/migration-safety.test.ts, decision 0066). */
export const squawk = {
  "require-concurrent-index-creation":
    "the catalogue's tables were small when this ran (the sample catalogue's 6 destinations and 6 tours, a few thousand rows at the very most), so the build held writes to them for a moment",
  "require-concurrent-index-deletion":
    "tours_destination_id was replaced by tours_destination_title (which starts with the same column) in the same transaction; the catalogue's tables were small when this ran (the sample catalogue's 6 destinations and 6 tours, a few thousand rows at the very most), so the build held writes to them for a moment",
};
