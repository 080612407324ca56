import { describe, expect, test } from "vitest";
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
      const shipment = (id: string) => ({
        id,
        tracking_number: "CW-0000-0000",
        from_office: "beirut",
        to_office: "abidjan",
        mode: "air",
        status: "registered",
        sender_name: "A",
        sender_phone: "+961 1 1234",
        receiver_name: "B",
        receiver_phone: "+225 1 1234",
        receiver_city: "Abidjan",
        contents: "Books",
        payer: "sender",
        internal_note: "",
        locale: "en",
        drop_off_date: "2026-03-02",
        search_text: "",
        version: 1,
        created_at: "2026-03-02T09:00:00.000Z",
        updated_at: "2026-03-02T09:00:00.000Z",
      });
      await db.insertInto("shipments").values(shipment("one")).execute();
      await expect(db.insertInto("shipments").values(shipment("two")).execute()).rejects.toThrow();
      await database.migrate("0031-credential-generations");
      expect(await tableNames()).toEqual([]);
    });
  });
}
