import { sql, SqliteAdapter, type Kysely, type RawBuilder } from "kysely";

/**
 * The admin shipments list at 100,000 shipments on SQLite, where `npm run bench` measured it
 * (issue #26, decision 0055). PostgreSQL is left as 0033 made it: its planner combines the GIN
 * trigram index with the office and mode indexes itself, and counts from the indexes alone.
 *
 * The status tabs' counts. Without a search or a period, they come from a table of counts per
 * route, mode and status kept by triggers (a few hundred rows), instead of reading the counts
 * index's 100,000 entries (6–8 ms) or one office's or mode's (2–5 ms) on every page.
 *
 * The list's order. Its index (drop-off day, id) now carries every filter column and the search
 * text, so that walking the list in date order tests each shipment from the index alone: a page
 * far down a common name's matches ("Koné", page 28) or a filter without its own index walked
 * thousands of rows (8–13 ms) and now reads only the 25 shown (1–2 ms).
 *
 * The search under other filters. Migration 0033's trigram index named every shipment holding a common name (a fifth of the
 * book for "Haddad": 19,000 rows), and each was then read to test its offices, mode and day:
 * 11–15 ms a pass, twice per page, whatever the other filters left. The index now also holds
 * the filters as words of their own, so that one lookup intersects them with the typed text
 * and only the shipments of that route, mode and month are read (2–4 ms for the same page).
 *
 * Each filter value is one three-character word the trigram tokenizer keeps as it is: a mark
 * of the filter (private-use characters, which no name or phone holds), then two characters of
 * the value, so that an office's word is its mark and the first two characters of its id, and
 * a month's is its mark, the year and the month as one character each. Two offices sharing
 * their first two characters share a word: the index then names a few more rows, and the list's
 * own conditions on the columns decide, as they decide the typed text's pieces.
 * app/server/cargo/shipment-search.server.ts builds the same words for a filter; a test holds
 * the two to one another.
 *
 * The index's content is a view adding the words to the search text, so that a rebuild reads
 * them as the triggers write them. The status is left out: it changes with every event, and the
 * counts per status need every status anyway. PostgreSQL's GIN trigram index (0033) is left as
 * it is: its planner combines it with the office and mode indexes itself.
 */
const TRIGGERS = ["shipments_search_insert", "shipments_search_delete", "shipments_search_update"] as const;
const COUNT_TRIGGERS = ["shipment_status_counts_insert", "shipment_status_counts_delete", "shipment_status_counts_update"] as const;
const COUNTED = ["from_office", "to_office", "mode", "status"] as const;

/** The filter words of a shipments row (`new`, `old` or `shipments`), as the list's search finds them. */
function filterWords(row: "new" | "old" | "shipments"): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  const twoOf = (name: string) => sql`substr(${column(name)} || '  ', 1, 2)`;
  const day = column("drop_off_date");
  return sql`(char(57344) || ${twoOf("from_office")} || ' ' || char(57345) || ${twoOf("to_office")} || ' ' || char(57346) || ${twoOf("mode")} || ' ' || char(57347) || char(57600 + cast(substr(${day}, 1, 4) as integer) - 2000) || char(57856 + cast(substr(${day}, 6, 2) as integer)))`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await countsUp(db);
  await db.schema.dropIndex("shipments_list_idx").ifExists().execute();
  await db.schema
    .createIndex("shipments_list_idx")
    .on("shipments")
    .columns(["drop_off_date", "id", "from_office", "to_office", "mode", "status", "search_text"])
    .execute();
  await db.schema.dropIndex("shipments_drop_off_idx").ifExists().execute();
  await dropSearch(db);
  await sql`
    create view shipments_search_source as
    select shipments.rowid as shipment_rowid, shipments.search_text, ${filterWords("shipments")} as filter_words from shipments`.execute(
    db,
  );
  await sql`
    create virtual table shipments_search using fts5(
      search_text, filter_words,
      content = 'shipments_search_source', content_rowid = 'shipment_rowid',
      tokenize = 'trigram case_sensitive 0', detail = none, columnsize = 0
    )`.execute(db);
  const remove = sql`insert into shipments_search (shipments_search, rowid, search_text, filter_words) values ('delete', old.rowid, old.search_text, ${filterWords("old")});`;
  const add = sql`insert into shipments_search (rowid, search_text, filter_words) values (new.rowid, new.search_text, ${filterWords("new")});`;
  await sql`create trigger shipments_search_insert after insert on shipments begin ${add} end`.execute(db);
  await sql`create trigger shipments_search_delete after delete on shipments begin ${remove} end`.execute(db);
  await sql`
    create trigger shipments_search_update after update of search_text, from_office, to_office, mode, drop_off_date on shipments
    begin ${remove} ${add} end`.execute(db);
  await sql`insert into shipments_search (shipments_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await dropCounts(db);
  await db.schema.dropIndex("shipments_drop_off_idx").ifExists().execute();
  await db.schema.createIndex("shipments_drop_off_idx").on("shipments").columns(["drop_off_date", "id"]).execute();
  await db.schema.dropIndex("shipments_list_idx").ifExists().execute();
  await dropSearch(db);
  // Migration 0033's index, as it made it.
  await sql`
    create virtual table shipments_search using fts5(
      search_text,
      content = 'shipments', content_rowid = 'rowid',
      tokenize = 'trigram case_sensitive 0', detail = none, columnsize = 0
    )`.execute(db);
  const remove = sql`insert into shipments_search (shipments_search, rowid, search_text) values ('delete', old.rowid, old.search_text);`;
  const add = sql`insert into shipments_search (rowid, search_text) values (new.rowid, new.search_text);`;
  await sql`create trigger shipments_search_insert after insert on shipments begin ${add} end`.execute(db);
  await sql`create trigger shipments_search_delete after delete on shipments begin ${remove} end`.execute(db);
  await sql`create trigger shipments_search_update after update of search_text on shipments begin ${remove} ${add} end`.execute(db);
  await sql`insert into shipments_search (shipments_search) values ('rebuild')`.execute(db);
}

/** Either index with its triggers and source; every step may run again (SQLite runs a migration outside a transaction). */
async function dropSearch(db: Kysely<any>): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  await sql`drop table if exists shipments_search`.execute(db);
  await sql`drop view if exists shipments_search_source`.execute(db);
}

/** The shipments per route, mode and status, filled from the book and kept by triggers. */
async function countsUp(db: Kysely<any>): Promise<void> {
  await dropCounts(db);
  await sql`
    create table shipment_status_counts (
      from_office text not null, to_office text not null, mode text not null, status text not null,
      shipments integer not null,
      primary key (from_office, to_office, mode, status)
    ) without rowid`.execute(db);
  const key = (row: "new" | "old") => sql.join(COUNTED.map((column) => sql.ref(`${row}.${column}`)));
  const where = (row: "new" | "old") =>
    sql.join(
      COUNTED.map((column) => sql`${sql.ref(column)} = ${sql.ref(`${row}.${column}`)}`),
      sql` and `,
    );
  const add = sql`
    insert into shipment_status_counts (from_office, to_office, mode, status, shipments) values (${key("new")}, 1)
    on conflict (from_office, to_office, mode, status) do update set shipments = shipments + 1;`;
  const remove = sql`update shipment_status_counts set shipments = shipments - 1 where ${where("old")};`;
  await sql`create trigger shipment_status_counts_insert after insert on shipments begin ${add} end`.execute(db);
  await sql`create trigger shipment_status_counts_delete after delete on shipments begin ${remove} end`.execute(db);
  await sql`
    create trigger shipment_status_counts_update after update of from_office, to_office, mode, status on shipments
    begin ${remove} ${add} end`.execute(db);
  await sql`
    insert into shipment_status_counts (from_office, to_office, mode, status, shipments)
    select from_office, to_office, mode, status, count(*) from shipments group by from_office, to_office, mode, status`.execute(db);
}

async function dropCounts(db: Kysely<any>): Promise<void> {
  for (const trigger of COUNT_TRIGGERS) await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  await sql`drop table if exists shipment_status_counts`.execute(db);
}
