import { describe, expect, test } from "vitest";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { agencyToday } from "~/domain/departures";
import { databasesAt, DIALECTS } from "./databases";

/** An enquiry as 0024-enquiry-currency left the table, received at `created_at`. */
function row(id: string, created_at: string) {
  return {
    id,
    name: `Sender ${id}`,
    email: `${id}@example.com`,
    phone: null,
    subject: "General Inquiry",
    message: "Hello",
    tour_id: null,
    read_at: null,
    archived_at: null,
    sender_key: `key-${id}`,
    created_at,
    locale: "en",
    kind: "contact",
    details: null,
    departure_id: null,
    status: "new",
    assignee_id: null,
    last_activity_at: created_at,
    version: 1,
    currency: null,
  };
}

for (const dialect of DIALECTS) {
  describe(`the 0025-mail-outbox migration [${dialect}]`, () => {
    const database = databasesAt(dialect, "0024-enquiry-currency");

    test("gives every enquiry a reference in the order they came, per year, and new ones carry on", async () => {
      const db = await database.open();
      const year = Number(agencyToday().slice(0, 4));
      await db
        .insertInto("enquiries")
        .values([
          row("c", `${year}-03-02T09:00:00.000Z`),
          row("a", `${year - 1}-12-30T09:00:00.000Z`),
          row("b", `${year}-01-05T09:00:00.000Z`),
        ])
        .execute();
      await database.migrate("latest");

      const references = await db.selectFrom("enquiries").select(["id", "reference"]).orderBy("id").execute();
      expect(references).toEqual([
        { id: "a", reference: `E-${year - 1}-0001` },
        { id: "b", reference: `E-${year}-0001` },
        { id: "c", reference: `E-${year}-0002` },
      ]);
      const next = await addEnquiry(
        { name: "Rania", email: "rania@example.com", phone: null, subject: "General Inquiry", message: "Hi" },
        "key",
      );
      expect(next.reference).toBe(`E-${year}-0003`);
      expect(await db.selectFrom("mail_outbox").select("kind").orderBy("kind").execute()).toEqual([
        { kind: "enquiry-acknowledgement" },
        { kind: "enquiry-notification" },
      ]);
    });

    test("migrating back down removes the outbox and the references", async () => {
      const db = await database.open();
      await database.migrate("latest");
      await database.migrate("0024-enquiry-currency");
      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).not.toContain("mail_outbox");
      expect(tables).not.toContain("enquiry_numbers");
      expect(tables.length).toBeGreaterThan(0);
      const enquiries = (await db.introspection.getTables()).find((table) => table.name === "enquiries")!;
      expect(enquiries.columns.map((column) => column.name)).not.toContain("reference");
    });
  });
}
