import { sql, type Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { countEnquiriesByFolder, getEnquiry } from "~/server/enquiries.server";
import type { DbDialect } from "~/server/db.server";
import { migrations } from "../../db/migrations/index";
import { databasesAt, DIALECTS } from "./databases";

/**
 * The migration that renames contact messages to enquiries, run on a database that already
 * holds messages in every state: nothing is lost and each state becomes its moments.
 */
const names = Object.keys(migrations).sort();
const renaming = names.find((name) => name.endsWith("-enquiries"))!;
const before = names[names.indexOf(renaming) - 1]!;

/** One message per state, plus a booking with a tour and a phone number. */
const OLD_ROWS = [
  { id: "unread-inbox", status: "unread", archived: 0 },
  { id: "read-inbox", status: "read", archived: 0 },
  { id: "unread-archived", status: "unread", archived: 1 },
  { id: "read-archived", status: "read", archived: 1 },
].map((state, n) => ({
  ...state,
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  phone: n === 1 ? "+961 1 234 567" : null,
  subject: n === 1 ? "Tour Booking" : "General Inquiry",
  message: `Message ${n}\nwith a second line.`,
  tour_id: n === 1 ? "bali-island-escape" : null,
  sender_key: `key-${n}`,
  created_at: `2026-03-0${n + 1}T08:00:00.000Z`,
}));

async function indexNames(db: Kysely<any>, dialect: DbDialect, table: string): Promise<string[]> {
  const query =
    dialect === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`
      : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table} and indexname not like '%_pkey'`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

async function columnNames(db: Kysely<any>, table: string): Promise<string[] | undefined> {
  const found = (await db.introspection.getTables()).find((candidate) => candidate.name === table);
  return found?.columns.map((column) => column.name).sort();
}

for (const dialect of DIALECTS) {
  describe(`the ${renaming} migration [${dialect}]`, () => {
    const database = databasesAt(dialect, before);

    async function databaseWithOldMessages(): Promise<Kysely<any>> {
      const db = await database.open();
      await db.insertInto("contact_messages").values(OLD_ROWS).execute();
      return db;
    }

    test(`moves every message of a database at ${before} to enquiries, each state as moments`, async () => {
      const db = await databaseWithOldMessages();
      await database.migrate("latest");

      expect(await columnNames(db, "contact_messages")).toBeUndefined();
      expect(await columnNames(db, "enquiries")).toEqual(
        [
          "archived_at",
          "created_at",
          "departure_id",
          "details",
          "email",
          "id",
          "kind",
          "locale",
          "message",
          "name",
          "phone",
          "read_at",
          "sender_key",
          "subject",
          "tour_id",
        ].sort(),
      );
      expect(await indexNames(db, dialect, "enquiries")).toEqual(["enquiries_created_at", "enquiries_kind_created_at", "enquiries_sender"]);

      const rows = await db.selectFrom("enquiries").selectAll().orderBy("id").execute();
      const expected = OLD_ROWS.map(({ status, archived, ...kept }) => ({
        ...kept,
        // The moment of reading or archiving was never kept: the arrival time stands in.
        read_at: status === "read" ? kept.created_at : null,
        archived_at: archived === 1 ? kept.created_at : null,
        // Sent before the site had languages (0015-message-language).
        locale: "en",
        // Contact messages, from before the enquiry forms (0021-enquiry-kinds).
        kind: "contact",
        details: null,
        departure_id: null,
      })).sort((a, b) => a.id.localeCompare(b.id));
      expect(rows).toEqual(expected);

      // The app reads the migrated rows as the Inbox did before.
      expect(await countEnquiriesByFolder()).toEqual({ inbox: 2, archived: 2, unread: 1 });
      expect(await getEnquiry("read-inbox")).toMatchObject({
        tourId: "bali-island-escape",
        phone: "+961 1 234 567",
        readAt: new Date(OLD_ROWS[1]!.created_at),
        archivedAt: null,
      });
    });

    test("migrating back down restores the messages with their status and archived flag", async () => {
      const db = await databaseWithOldMessages();
      await database.migrate("latest");
      await database.migrate(before);

      expect(await columnNames(db, "enquiries")).toBeUndefined();
      expect(await indexNames(db, dialect, "contact_messages")).toEqual(["contact_messages_created_at", "contact_messages_sender"]);
      const rows = await db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
      expect(rows.map((row) => ({ ...row, archived: Number(row.archived) }))).toEqual(
        [...OLD_ROWS].sort((a, b) => a.id.localeCompare(b.id)),
      );
    });
  });
}
