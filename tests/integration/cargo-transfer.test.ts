import { expect, test } from "vitest";
import { CARGO_IMPORT_TEXTS } from "~/content/cargo-export";
import { applyCatalogueImport, exportCatalogue, planCatalogueImport } from "~/server/catalogue/catalogue-transfer.server";
import { recordShipmentEvent, staffTimeline } from "~/server/cargo/shipment-events.server";
import { cargoCounts } from "~/server/cargo/cargo-transfer.server";
import { getShipmentByTrackingNumber, listShipments } from "~/server/cargo/shipments.server";
import { getDb } from "~/server/platform/db.server";
import { asNadia, cargoRowCounts, seedRateCard, seedShipment } from "./cargo-helpers";
import { describeEachDatabase, emptyAllTables } from "./databases";

/**
 * The cargo desk in the data export and import (issue #26): a site's shipments, their events,
 * statuses and tracking numbers come back the same in an empty database; a file from before
 * cargo imports as before; a second import adds nothing; a broken record refuses the whole file.
 */

async function seedBook() {
  await seedRateCard();
  const first = await seedShipment();
  const second = await seedShipment({ sender: { name: "Samir Khoury", phone: "+961 3 987 654", email: null }, dropOffDate: "2026-03-05" });
  for (const status of ["received", "departed"] as const) {
    await asNadia(() =>
      recordShipmentEvent(second.id, { status, place: "Beirut", publicNote: "On its way", internalNote: "Pallet 4", office: "beirut" }),
    );
  }
  return { first, second };
}

const exportedJson = async () => JSON.parse(JSON.stringify(await exportCatalogue())) as Record<string, unknown>;

describeEachDatabase("shipments in the data export and import", () => {
  test("an export imported into an empty database gives the same shipments, events, statuses and tracking numbers", async () => {
    const { first, second } = await seedBook();
    const exported = await exportedJson();
    const timelineBefore = await staffTimeline(second.id);
    const listBefore = await listShipments({});

    await emptyAllTables(getDb());
    const plan = await applyCatalogueImport(exported);
    expect(cargoCounts(plan.cargo)).toEqual({
      rateCards: { add: 1, skip: 0 },
      batches: { add: 0, skip: 0 },
      shipments: { add: 2, skip: 0 },
    });

    expect(await listShipments({})).toEqual(listBefore);
    expect(await staffTimeline(second.id)).toEqual(timelineBefore);
    const found = await getShipmentByTrackingNumber(second.trackingNumber);
    expect(found).toMatchObject({ id: second.id, status: "departed", charges: second.charges, pieces: second.pieces });
    expect((await getShipmentByTrackingNumber(first.trackingNumber))?.status).toBe("registered");
    // Found again by a part of a phone number: the search text is made again on import.
    expect((await listShipments({ search: "987 654" })).rows.map((row) => row.trackingNumber)).toEqual([second.trackingNumber]);
    const again = await exportedJson();
    expect({ ...again, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
  });

  test("imported again, nothing is added and nothing changes", async () => {
    await seedBook();
    const exported = await exportedJson();
    const before = await cargoRowCounts();
    const plan = await applyCatalogueImport(exported);
    expect(cargoCounts(plan.cargo).shipments).toEqual({ add: 0, skip: 2 });
    expect(await cargoRowCounts()).toEqual(before);
  });

  test("a file from before the cargo desk imports as before and leaves the shipments as they are", async () => {
    await seedBook();
    const { cargo: _cargo, ...older } = await exportedJson();
    const before = await cargoRowCounts();
    const plan = await applyCatalogueImport(older);
    expect(plan.problems).toEqual([]);
    expect(cargoCounts(plan.cargo).shipments).toEqual({ add: 0, skip: 0 });
    expect(await cargoRowCounts()).toEqual(before);
  });

  test("a shipment with a wrong tracking number or an unknown status refuses the whole file, naming the record", async () => {
    const { first, second } = await seedBook();
    const exported = await exportedJson();
    await emptyAllTables(getDb());
    const broken = structuredClone(exported.cargo) as { shipments: Record<string, unknown>[] };
    const record = (id: string) => broken.shipments.find((shipment) => shipment.id === id)!;
    // One symbol off: the check symbol no longer fits.
    record(first.id).trackingNumber = `${first.trackingNumber.slice(0, -1)}${first.trackingNumber.endsWith("0") ? "1" : "0"}`;
    (record(second.id).events as Record<string, unknown>[])[1]!.status = "teleported";
    const plan = await planCatalogueImport({ ...exported, cargo: broken });
    expect(plan.problems.map(({ kind, id, reason }) => ({ kind, id, reason })).sort((a, b) => a.id!.localeCompare(b.id!))).toEqual(
      [
        { kind: "shipment", id: first.id, reason: CARGO_IMPORT_TEXTS.problem("trackingNumber") },
        { kind: "shipment", id: second.id, reason: CARGO_IMPORT_TEXTS.problem("events") },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    await expect(applyCatalogueImport({ ...exported, cargo: broken })).rejects.toThrow(/invalid/);
    expect((await cargoRowCounts()).shipments).toBe(0);
  });
});
