import { beforeEach, expect, test } from "vitest";
import * as shipmentsCsv from "~/routes/admin/cargo/shipments-csv";
import { SHIPMENTS_CSV_TEXTS } from "~/content/cargo-export";
import { shipmentStatusLabel } from "~/content/cargo-admin";
import { addRateCard } from "~/server/cargo/cargo-rates.server";
import { recordShipmentEvent } from "~/server/cargo/shipment-events.server";
import { listShipments } from "~/server/cargo/shipments.server";
import { shipmentLedger } from "~/server/cargo/shipments-csv.server";
import { asNadia, BEIRUT_ABIDJAN_AIR, seedRateCard, seedShipment } from "./cargo-helpers";
import { getRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/**
 * The shipments list as CSV for accounting (issue #26): the list's filter, a cell a spreadsheet
 * would run as a formula neutralised, and each currency's charges in a column of their own.
 */

let cookie: string;

/** The file's cells by row (RFC 4180 as csv.ts writes it: every cell quoted, CRLF lines; the BOM is gone once read as text). */
function readCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1]!.replaceAll('""', '"')));
}

async function download(query = "") {
  const outcome = await run(shipmentsCsv.loader, getRequest(`/admin/shipments.csv${query}`, cookie));
  expect(outcome.status).toBe(200);
  expect(outcome.headers?.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(outcome.headers?.get("Content-Disposition")).toMatch(/^attachment; filename="shipments-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = readCsv(outcome.body as string);
  expect(header).toEqual([...SHIPMENTS_CSV_TEXTS.columns]);
  return rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index]])));
}

describeEachDatabase("the shipments CSV", () => {
  beforeEach(async () => {
    cookie = await signedInCookie("editor");
    await seedRateCard();
  });

  test("holds the shipments the list's filter finds, with weights, charges and payer, and no others", async () => {
    const karim = await seedShipment();
    const samir = await seedShipment({ sender: { name: "Samir Khoury", phone: "+961 3 987 654", email: null }, dropOffDate: "2026-03-05" });
    await asNadia(() =>
      recordShipmentEvent(samir.id, { status: "received", place: "Beirut", publicNote: "", internalNote: "", office: null }),
    );

    const all = await download();
    // Newest drop-off first, as the list.
    expect(all.map((row) => row["Tracking number"])).toEqual([samir.trackingNumber, karim.trackingNumber]);
    expect(all[1]).toMatchObject({
      "Drop-off date": "2026-03-02",
      From: "Beirut",
      To: "Abidjan",
      Mode: "Air",
      Status: shipmentStatusLabel("registered"),
      Sender: "Karim Haddad",
      Receiver: "Aïcha Koné",
      Pieces: "3",
      "Actual kg": "34",
      // 30×45×65 cm at 14 kg is 14.625 kg by volume, 15 kg at the 500 g step; the boxes 10 kg each.
      "Chargeable kg (air)": "35",
      "Chargeable W/M (sea)": "",
      "Charges USD": "280",
      "Charges LBP": "",
      Payer: "Sender, at drop-off",
    });

    const received = await download("?status=received");
    expect(received.map((row) => row["Tracking number"])).toEqual([samir.trackingNumber]);
    expect(received[0]!.Status).toBe(shipmentStatusLabel("received"));
    expect((await download("?q=987%20654")).map((row) => row["Tracking number"])).toEqual([samir.trackingNumber]);
    expect((await download("?from=2026-03-01&to=2026-03-03")).map((row) => row["Tracking number"])).toEqual([karim.trackingNumber]);
    expect(await download("?mode=sea")).toEqual([]);
    // An unknown filter value is left out, as on the list: everything.
    expect(await download("?status=lost-at-sea")).toHaveLength(2);
  });

  test("a name that a spreadsheet would run as a formula is written as text", async () => {
    await seedShipment({ sender: { name: '=HYPERLINK("http://evil.example","Paid")', phone: "+961 70 123 456", email: null } });
    await seedShipment({
      receiver: { name: "@SUM(1+1)", phone: "+225 07 12 34 56", email: null, city: "Abidjan" },
      dropOffDate: "2026-01-02",
    });
    const rows = await download();
    expect(rows[0]!.Sender).toBe(`'=HYPERLINK("http://evil.example","Paid")`);
    expect(rows[1]!.Receiver).toBe("'@SUM(1+1)");
  });

  test("charges in two currencies stay in their own columns, never added together", async () => {
    const added = await asNadia(() =>
      addRateCard({
        fromOffice: "beirut",
        toOffice: "monrovia",
        mode: "air",
        validFrom: "2026-01-01",
        card: {
          ...BEIRUT_ABIDJAN_AIR,
          currency: "LBP",
          minimumMinor: 500_000,
          brackets: [{ fromGrams: 0, perKgMinor: 900_000 }],
          flatPerPiece: {},
        },
      }),
    );
    expect(added.ok).toBe(true);
    const dollars = await seedShipment();
    const pounds = await seedShipment({ toOffice: "monrovia", dropOffDate: "2026-03-03" });
    const rows = await download();
    const byNumber = new Map(rows.map((row) => [row["Tracking number"], row]));
    expect(byNumber.get(dollars.trackingNumber)).toMatchObject({ "Charges USD": "280", "Charges LBP": "" });
    // 35 kg at 900,000 LBP.
    expect(byNumber.get(pounds.trackingNumber)).toMatchObject({ "Charges USD": "", "Charges LBP": "31500000", To: "Monrovia" });
  });

  test("read in chunks, every shipment comes once, in the list's order, even with many on one day", async () => {
    for (let index = 0; index < 7; index++) await seedShipment({ dropOffDate: index < 5 ? "2026-03-02" : "2026-03-04" });
    const lines = [];
    for await (const chunk of shipmentLedger({}, 2)) {
      expect(chunk.length).toBeLessThanOrEqual(2);
      lines.push(...chunk);
    }
    const list = await listShipments({}, 1, 50);
    expect(lines.map((line) => line.trackingNumber)).toEqual(list.rows.map((row) => row.trackingNumber));
  });
});
