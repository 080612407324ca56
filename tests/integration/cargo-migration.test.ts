import { describe, expect, test } from "vitest";
import { sql } from "kysely";
import { listShipments, searchText } from "~/server/cargo/shipments.server";
import { databasesAt, DIALECTS } from "./databases";

const CARGO_TABLES = [
  "cargo_batches",
  "cargo_piece_prices",
  "cargo_rate_brackets",
  "cargo_rate_cards",
  "shipment_charges",
  "shipment_events",
  "shipment_pieces",
  "shipments",
];

/** A shipments row as the table holds it, Karim Haddad to Aïcha Koné, Beirut to Abidjan by air. */
const shipmentRow = (id: string, number: string, changes: Record<string, string> = {}) => ({
  id,
  tracking_number: number,
  from_office: "beirut",
  to_office: "abidjan",
  mode: "air",
  status: "registered",
  sender_name: "Karim Haddad",
  sender_phone: "+961 70 123 456",
  receiver_name: "Aïcha Koné",
  receiver_phone: "+225 07 12 34 56",
  receiver_city: "Abidjan",
  contents: "Books",
  payer: "sender",
  internal_note: "",
  locale: "en",
  drop_off_date: "2026-03-02",
  search_text: searchText(number, {
    sender: { name: "Karim Haddad", phone: "+961 70 123 456" },
    receiver: { name: "Aïcha Koné", phone: "+225 07 12 34 56" },
  }),
  version: 1,
  created_at: "2026-03-02T09:00:00.000Z",
  updated_at: "2026-03-02T09:00:00.000Z",
  ...changes,
});

for (const dialect of DIALECTS) {
  describe(`the 0032-cargo migration [${dialect}]`, () => {
    const database = databasesAt(dialect, "0031-credential-generations");

    test("adds the cargo tables, refuses a second shipment with the same tracking number, and goes down cleanly", async () => {
      const db = await database.open();
      const tableNames = async () =>
        (await db.introspection.getTables()).map((table) => table.name).filter((name) => CARGO_TABLES.includes(name));
      expect(await tableNames()).toEqual([]);
      await database.migrate("latest");
      expect((await tableNames()).sort()).toEqual(CARGO_TABLES);
      await db.insertInto("shipments").values(shipmentRow("one", "CW-0000-0000")).execute();
      await expect(db.insertInto("shipments").values(shipmentRow("two", "CW-0000-0000")).execute()).rejects.toThrow();
      await database.migrate("0031-credential-generations");
      expect(await tableNames()).toEqual([]);
    });
  });
}

describe("the 0034-cargo-list migration [sqlite]", () => {
  const database = databasesAt("sqlite", "0033-cargo-search");

  test("counts and indexes a book written before it, keeps them through later writes, and goes down to 0033's search", async () => {
    const db = await database.open();
    await db
      .insertInto("shipments")
      .values([
        shipmentRow("one", "CW-0000-0001"),
        shipmentRow("two", "CW-0000-0002", { mode: "sea", status: "received" }),
        shipmentRow("three", "CW-0000-0003", { to_office: "monrovia", drop_off_date: "2026-05-20" }),
      ])
      .execute();
    await database.migrate("latest");
    const list = (filter: Parameters<typeof listShipments>[0]) =>
      listShipments(filter).then((page) => ({ ids: page.rows.map((row) => row.id), counts: page.counts }));
    expect((await list({ mode: "air" })).counts).toMatchObject({ registered: 2, received: 0 });
    expect((await list({ search: "koné", mode: "sea" })).ids).toEqual(["two"]);
    expect((await list({ search: "haddad", toOffice: "monrovia", dropOffFrom: "2026-05-01", dropOffTo: "2026-06-30" })).ids).toEqual([
      "three",
    ]);
    // Written after it: a status, a route and a day changed, a shipment deleted.
    await db.updateTable("shipments").set({ status: "departed", mode: "sea" }).where("id", "=", "one").execute();
    await db.updateTable("shipments").set({ drop_off_date: "2026-04-01" }).where("id", "=", "three").execute();
    await db.deleteFrom("shipments").where("id", "=", "two").execute();
    expect(await list({ mode: "sea" })).toMatchObject({ ids: ["one"], counts: { departed: 1, received: 0 } });
    expect((await list({ search: "haddad", dropOffFrom: "2026-04-01", dropOffTo: "2026-04-30" })).ids).toEqual(["three"]);
    expect((await list({ search: "haddad", dropOffFrom: "2026-05-01", dropOffTo: "2026-06-30" })).ids).toEqual([]);
    await database.migrate("0033-cargo-search");
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("shipment_status_counts");
    const found = await sql<{ rowid: number }>`select rowid from shipments_search where shipments_search match '"had" AND "dad"'`.execute(
      db,
    );
    expect(found.rows).toHaveLength(2);
  });
});
