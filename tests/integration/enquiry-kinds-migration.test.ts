import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { getEnquiry, listEnquiries } from "~/server/enquiries/enquiries.server";
import { migrations } from "../../db/migrations/index";
import { databasesAt, DIALECTS } from "./databases";

/**
 * Migration 0021 (issue #13) run on a database that already holds enquiries: every one becomes a
 * contact message, with nothing lost, and going back down gives the rows back as they were.
 */
const names = Object.keys(migrations).sort();
const kinds = names.find((name) => name.endsWith("-enquiry-kinds"))!;
const before = names[names.indexOf(kinds) - 1]!;

const OLD_ROWS = [0, 1, 2].map((n) => ({
  id: `old-${n}`,
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  phone: n === 1 ? "+961 1 234 567" : null,
  subject: n === 1 ? "Tour Booking" : "General Inquiry",
  message: `Message ${n}\nwith a second line.`,
  tour_id: n === 1 ? "bali-island-escape" : null,
  read_at: n === 2 ? "2026-03-03T09:00:00.000Z" : null,
  archived_at: n === 2 ? "2026-03-04T09:00:00.000Z" : null,
  sender_key: `key-${n}`,
  created_at: `2026-03-0${n + 1}T08:00:00.000Z`,
  locale: n === 0 ? "fr" : "en",
}));

for (const dialect of DIALECTS) {
  describe(`the ${kinds} migration [${dialect}]`, () => {
    const database = databasesAt(dialect, before);

    async function databaseWithOldEnquiries(): Promise<Kysely<any>> {
      const db = await database.open();
      await db.insertInto("enquiries").values(OLD_ROWS).execute();
      return db;
    }

    test(`makes every enquiry of a database at ${before} a contact message, keeping all it held`, async () => {
      const db = await databaseWithOldEnquiries();
      await database.migrate(kinds);

      const rows = await db.selectFrom("enquiries").selectAll().orderBy("id").execute();
      expect(rows).toEqual(OLD_ROWS.map((row) => ({ ...row, kind: "contact", details: null, departure_id: null })));

      // The app (at the latest migration) reads them as before, now with their kind, and the kind filter finds them.
      await database.migrate("latest");
      expect(await getEnquiry("old-1")).toMatchObject({ kind: "contact", details: null, tourId: "bali-island-escape", departureId: null });
      expect((await listEnquiries({ folder: "inbox", kind: "contact" }, 1)).total).toBe(2);
      expect((await listEnquiries({ folder: "inbox", kind: "cargo" }, 1)).total).toBe(0);
    });

    test("migrating back down gives the rows back without the new columns", async () => {
      const db = await databaseWithOldEnquiries();
      await database.migrate(kinds);
      await database.migrate(before);
      const rows = await db.selectFrom("enquiries").selectAll().orderBy("id").execute();
      expect(rows).toEqual(OLD_ROWS);
    });
  });
}
