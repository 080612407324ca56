import { AUDIT_TEXTS } from "~/content/audit";
import { NAMED_ENTITIES, type AuditEntry } from "~/domain/audit";
import { LINKED_FIELDS, photoHashes, type AuditNames } from "~/domain/audit-changes";
import { getDb } from "~/server/platform/db.server";

/**
 * The names a page of history needs (issue #23, item 11; decision 0042): each record it is
 * about or mentions (a tour's destination, a quote's departure) as staff know it, and the
 * sizes of the photos it shows. Looked up when the page is read, one query per kind of record
 * whatever the page's length (never one per row), so a renamed tour reads by its new title;
 * a record gone since reads "(deleted) …" with the name its deletion's row kept.
 */

const TEXTS = AUDIT_TEXTS.changes;

type IdsByKind = Map<string, Set<string>>;

function add(ids: IdsByKind, kind: string, id: unknown): void {
  if (typeof id !== "string" || id === "") return;
  let set = ids.get(kind);
  if (!set) ids.set(kind, (set = new Set()));
  set.add(id);
}

/** Every id the entries name, by kind: the records they are about and the ones their changes link to. */
export function mentionedIds(entries: AuditEntry[]): IdsByKind {
  const ids: IdsByKind = new Map();
  for (const entry of entries) {
    if (entry.entity && entry.entity in NAMED_ENTITIES) add(ids, entry.entity, entry.entityId);
    for (const [field, [before, after]] of Object.entries(entry.changes ?? {})) {
      const kind = LINKED_FIELDS[field];
      if (!kind) continue;
      add(ids, kind, before);
      add(ids, kind, after);
    }
  }
  return ids;
}

type NameRow = { id: string; name: string };

/** One query per kind: the names of these ids that still exist. */
async function namesOf(kind: string, ids: string[]): Promise<NameRow[]> {
  const db = getDb();
  switch (kind) {
    case "destination":
      return db.selectFrom("destinations").select(["id", "title as name"]).where("id", "in", ids).execute();
    case "tour":
      return db.selectFrom("tours").select(["id", "title as name"]).where("id", "in", ids).execute();
    case "service":
      return db.selectFrom("services").select(["id", "title as name"]).where("id", "in", ids).execute();
    case "user":
      return db.selectFrom("users").select(["id", "name"]).where("id", "in", ids).execute();
    case "enquiry":
      return db.selectFrom("enquiries").select(["id", "name"]).where("id", "in", ids).execute();
    case "quote": {
      const rows = await db.selectFrom("quotes").select(["id", "number", "revision"]).where("id", "in", ids).execute();
      return rows.map((row) => ({ id: row.id, name: TEXTS.quoteRevision(row.number, Number(row.revision)) }));
    }
    case "booking": {
      const rows = await db
        .selectFrom("bookings")
        .innerJoin("quotes", "quotes.id", "bookings.quote_id")
        .innerJoin("enquiries", "enquiries.id", "quotes.enquiry_id")
        .select(["bookings.id as id", "quotes.number as number", "enquiries.name as customer"])
        .where("bookings.id", "in", ids)
        .execute();
      return rows.map((row) => ({ id: row.id, name: TEXTS.booking(row.number, row.customer) }));
    }
    case "departure": {
      const rows = await db
        .selectFrom("departures")
        .innerJoin("tours", "tours.id", "departures.tour_id")
        .select(["departures.id as id", "tours.title as tour", "departures.start_date as day"])
        .where("departures.id", "in", ids)
        .execute();
      return rows.map((row) => ({ id: row.id, name: TEXTS.departure(row.tour, row.day) }));
    }
    default:
      return [];
  }
}

/** What a deletion's row kept of a record's name: its title, name, number or subject. */
function keptName(changes: string | null): string | null {
  if (!changes) return null;
  try {
    const fields = JSON.parse(changes) as Record<string, [unknown, unknown]>;
    for (const field of ["title", "name", "number", "subject"]) {
      const before = fields[field]?.[0];
      if (typeof before === "string" && before !== "") return before;
    }
  } catch {
    // A row that is not JSON names nothing.
  }
  return null;
}

/** The names the entries need: records by kind, records gone (by their deletion's row), and photo sizes. */
export async function auditNames(entries: AuditEntry[]): Promise<AuditNames> {
  const names: Required<AuditNames> = { records: {}, deleted: {}, photoWidths: {} };
  const missing: { kind: string; id: string }[] = [];
  const ids = mentionedIds(entries);
  await Promise.all(
    [...ids].map(async ([kind, set]) => {
      const list = [...set];
      const found: Record<string, string> = {};
      for (const row of await namesOf(kind, list)) found[row.id] = row.name;
      names.records[kind] = found;
      for (const id of list) if (!(id in found)) missing.push({ kind, id });
    }),
  );
  const hashes = [...new Set(entries.flatMap((entry) => photoHashes(entry.changes)))];
  await Promise.all([
    missing.length === 0
      ? null
      : getDb()
          .selectFrom("audit_log")
          .select(["entity", "entity_id", "changes"])
          .where("kind", "=", "change")
          .where("action", "=", "delete")
          .where(
            "entity_id",
            "in",
            missing.map((record) => record.id),
          )
          .execute()
          .then((rows) => {
            for (const row of rows) {
              const name = keptName(row.changes);
              if (!name || !row.entity || !row.entity_id) continue;
              (names.deleted[row.entity] ??= {})[row.entity_id] = name;
            }
          }),
    hashes.length === 0
      ? null
      : getDb()
          .selectFrom("photos")
          .select(["hash", "width"])
          .where("hash", "in", hashes)
          .execute()
          .then((rows) => {
            for (const row of rows) names.photoWidths[row.hash] = Number(row.width);
          }),
  ]);
  return names;
}
