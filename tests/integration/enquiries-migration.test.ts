import { sql, type Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { countEnquiriesByFolder, countEnquiriesByStatus, getEnquiry } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import type { DbDialect } from "~/server/platform/db.server";
import { migrations } from "../../db/migrations/index";
import { databasesAt, DIALECTS } from "./databases";

/** What 0040-enquiry-dates-and-sources adds: no dates recorded and no source known for enquiries sent before. */
const NO_DATES_NOR_SOURCE = {
  visa_appointment_at: null,
  ticketing_deadline: null,
  passport_expires_on: null,
  source_page: null,
  source_referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
};

/**
 * The migrations of the enquiries, each run on a database that already holds messages in
 * every state: the one that renames contact messages to enquiries (nothing is lost and each
 * state becomes its moments), and the pipeline's (0022-enquiry-pipeline: read ones Open,
 * unread ones New, archiving as it was, and each with its arrival as its timeline's first
 * event).
 */
const names = Object.keys(migrations).sort();
const renaming = names.find((name) => name.endsWith("-enquiries"))!;
const before = names[names.indexOf(renaming) - 1]!;
const pipeline = names.find((name) => name.endsWith("-enquiry-pipeline"))!;
const beforePipeline = names[names.indexOf(pipeline) - 1]!;

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

/** Enquiries as the inbox kept them before the pipeline: one per state, one sent in French. */
const PIPELINE_ROWS = [
  { id: "unread-inbox", read: false, archived: false },
  { id: "read-inbox", read: true, archived: false },
  { id: "unread-archived", read: false, archived: true },
  { id: "read-archived", read: true, archived: true },
].map(({ id, read, archived }, n) => {
  const createdAt = `2026-03-0${n + 1}T08:00:00.000Z`;
  return {
    id,
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    phone: null,
    subject: "General Inquiry",
    message: `Message ${n}`,
    tour_id: null,
    read_at: read ? `2026-03-0${n + 1}T09:00:00.000Z` : null,
    archived_at: archived ? `2026-03-0${n + 1}T10:00:00.000Z` : null,
    sender_key: `key-${n}`,
    created_at: createdAt,
    locale: n === 2 ? "fr" : "en",
    kind: n === 1 ? "visa" : "contact",
    details: n === 1 ? JSON.stringify({ destination: "France", nationality: "Lebanese", travelDate: "2026-05-01", applicants: 2 }) : null,
    departure_id: null,
  };
});

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
          "assignee_id",
          "created_at",
          "currency",
          "departure_id",
          "details",
          "email",
          "id",
          "kind",
          "last_activity_at",
          "locale",
          "message",
          "name",
          "office",
          "phone",
          "read_at",
          "reference",
          "sender_key",
          "status",
          "subject",
          "tour_id",
          "version",
          ...Object.keys(NO_DATES_NOR_SOURCE),
        ].sort(),
      );
      expect(await indexNames(db, dialect, "enquiries")).toEqual([
        "enquiries_assignee",
        "enquiries_created_at",
        "enquiries_kind_created_at",
        "enquiries_office_created_idx",
        "enquiries_passport_expires_idx",
        "enquiries_reference",
        "enquiries_sender",
        "enquiries_status",
        "enquiries_ticketing_deadline_idx",
        "enquiries_visa_appointment_idx",
      ]);

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
        // Before the pipeline (0022-enquiry-pipeline): read is Open, unread is New.
        status: status === "read" ? "open" : "new",
        assignee_id: null,
        last_activity_at: kept.created_at,
        version: 1,
        // Sent before the visitor's currency was kept (0024-enquiry-currency).
        currency: null,
        // Numbered in the order they came (0025-mail-outbox; tried in mail-outbox-migration.test.ts).
        reference: expect.stringMatching(/^E-\d{4}-\d{4}$/),
        // Routed to no office yet (0026-offices).
        office: null,
        ...NO_DATES_NOR_SOURCE,
      })).sort((a, b) => a.id.localeCompare(b.id));
      expect(rows.map((row) => ({ ...row, version: Number(row.version) }))).toEqual(expected);

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

  describe(`the ${pipeline} migration [${dialect}]`, () => {
    const database = databasesAt(dialect, beforePipeline);

    async function databaseWithOldEnquiries(): Promise<Kysely<any>> {
      const db = await database.open();
      await db.insertInto("enquiries").values(PIPELINE_ROWS).execute();
      return db;
    }

    test(`keeps every enquiry of a database at ${beforePipeline}: read ones Open, unread ones New, each with its arrival`, async () => {
      const db = await databaseWithOldEnquiries();
      await database.migrate("latest");

      const rows = await db.selectFrom("enquiries").selectAll().orderBy("id").execute();
      expect(rows.map((row) => ({ ...row, version: Number(row.version) }))).toEqual(
        PIPELINE_ROWS.map((row) => ({
          ...row,
          status: row.read_at ? "open" : "new",
          assignee_id: null,
          last_activity_at: row.created_at,
          version: 1,
          currency: null,
          // Numbered by 0025-mail-outbox in the order they came (tried in mail-outbox.test.ts).
          reference: expect.stringMatching(/^E-2026-000[1-4]$/),
          office: null,
          ...NO_DATES_NOR_SOURCE,
        })).sort((a, b) => a.id.localeCompare(b.id)),
      );
      const events = await db.selectFrom("enquiry_events").selectAll().orderBy("enquiry_id").execute();
      expect(events).toEqual(
        PIPELINE_ROWS.map((row) => ({
          id: `received-${row.id}`,
          enquiry_id: row.id,
          created_at: row.created_at,
          actor_id: null,
          actor_name: row.name,
          type: "received",
          data: null,
        })).sort((a, b) => a.enquiry_id.localeCompare(b.enquiry_id)),
      );

      // The app reads them as the pipeline does.
      expect(await getEnquiry("read-archived")).toMatchObject({
        status: "open",
        archivedAt: new Date(PIPELINE_ROWS[3]!.archived_at!),
        version: 1,
      });
      expect(await enquiryTimeline("unread-archived")).toMatchObject([
        { type: "received", actor: "Sender 2", summary: "Enquiry received" },
      ]);
      expect(await countEnquiriesByStatus({ folder: "inbox" })).toMatchObject({ all: 2, new: 1, open: 1 });
      expect(await countEnquiriesByStatus({ folder: "archived" })).toMatchObject({ all: 2, new: 1, open: 1 });
    });

    test("migrating back down leaves the enquiries as they were and no timeline", async () => {
      const db = await databaseWithOldEnquiries();
      const columns = await columnNames(db, "enquiries");
      await database.migrate("latest");
      await database.migrate(beforePipeline);

      expect(await columnNames(db, "enquiry_events")).toBeUndefined();
      expect(await columnNames(db, "enquiries")).toEqual(columns);
      expect(await db.selectFrom("enquiries").selectAll().orderBy("id").execute()).toEqual(
        [...PIPELINE_ROWS].sort((a, b) => a.id.localeCompare(b.id)),
      );
    });
  });
}
