import type { AirRateCard } from "../../app/domain/cargo/cargo-pricing";
import { addShipmentsToBatch, createBatch } from "../../app/server/cargo/batches.server";
import { addRateCard } from "../../app/server/cargo/cargo-rates.server";
import { createShipment, type NewShipment } from "../../app/server/cargo/shipments.server";
import { axeViolations } from "./axe";
import { inSiteDatabase } from "./cargo-helpers";
import { expect, signIn, test } from "./fixtures";

/*
 * A batch as the cargo desk uses it (issue #26): staff make one for a flight, type the numbers
 * of two parcels from their labels (loosely, as people do), record that the flight departed,
 * and both parcels show Departed; one is then taken out, after the screen asks.
 */

const CARD: AirRateCard = {
  mode: "air",
  currency: "USD",
  divisor: 6_000,
  stepGrams: 500,
  minimumMinor: 2_500,
  brackets: [{ fromGrams: 0, perKgMinor: 800 }],
  flatPerPiece: {},
};

function parcel(receiver: string): NewShipment {
  return {
    fromOffice: "beirut",
    toOffice: "abidjan",
    mode: "air",
    dropOffDate: "2026-11-20",
    sender: { name: "Karim Haddad", phone: "+961 70 555 014", email: null },
    receiver: { name: receiver, phone: "+225 07 55 50 14", email: null, city: "Abidjan" },
    contents: "Clothes",
    declaredValue: null,
    payer: "sender",
    internalNote: "",
    locale: "fr",
    pieces: [{ kind: "box", grams: 10_000, lengthCm: 30, widthCm: 30, heightCm: 30 }],
  };
}

/** Registers the parcels; their ids and tracking numbers. */
async function registerParcels(receivers: string[]): Promise<{ id: string; trackingNumber: string }[]> {
  await addRateCard({ fromOffice: "beirut", toOffice: "abidjan", mode: "air", validFrom: "2026-01-01", card: CARD });
  const parcels = [];
  for (const receiver of receivers) {
    const created = await createShipment(parcel(receiver));
    if (!created.ok) throw new Error(`shipment refused: ${JSON.stringify(created)}`);
    parcels.push({ id: created.shipment.id, trackingNumber: created.shipment.trackingNumber });
  }
  return parcels;
}

test("staff make a batch, add two parcels by typing their numbers, record Departed for both, and take one out", async ({ page, site }) => {
  const word = Date.now().toString(36);
  const parcels = await inSiteDatabase(site, () => registerParcels([`Aïcha ${word}`, `Moussa ${word}`]));
  const numbers = parcels.map((parcel) => parcel.trackingNumber);
  const flight = `ME ${word.slice(-4)}`;

  await signIn(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Batches" }).first().click();
  await page.getByRole("link", { name: "New batch" }).click();
  const form = page.getByRole("form", { name: "New batch" });
  await form.getByLabel("Carrier").fill("Middle East Airlines");
  await form.getByLabel("Flight or vessel").fill(flight);
  await form.getByLabel("Departure date").fill("2026-11-25");
  await form.getByRole("button", { name: "Create batch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: flight })).toBeVisible();
  await expect(page.getByText("Batch created")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The numbers as read off the labels: lower case, spaces for dashes, one per line.
  const add = page.getByRole("form", { name: "Add shipments" });
  await add.getByLabel("Tracking numbers").fill(numbers.map((number) => number.toLowerCase().replaceAll("-", " ")).join("\n"));
  await add.getByRole("button", { name: "Add shipments" }).click();
  await expect(page.getByText("2 shipments added to the batch.")).toBeVisible();
  const rows = page.getByRole("table", { name: /shipments in this batch/i }).getByRole("row");
  await expect(rows).toHaveCount(3);

  const record = page.getByRole("form", { name: "Record a status for every shipment" });
  await record.getByLabel("Status").selectOption({ label: "Departed (DEP)" });
  await record.getByLabel("Place").fill("Beirut airport");
  await record.getByRole("button", { name: "Record for every shipment" }).click();
  await expect(page.getByText("Departed recorded for 2 shipments")).toBeVisible();
  for (const number of numbers) {
    await expect(page.locator(`tr[data-shipment="${number}"]`).getByTestId("batch-shipment-status")).toHaveText("Departed (DEP)");
  }
  expect(await axeViolations(page)).toEqual([]);

  // Each parcel's own screen says so, and links back to its batch.
  await page.getByRole("link", { name: numbers[0] }).click();
  await expect(page.getByTestId("shipment-status")).toHaveText("Departed (DEP)");
  await page.getByTestId("shipment-batch").click();
  await expect(page.getByRole("heading", { level: 1, name: flight })).toBeVisible();

  // Taking one out asks first.
  await page
    .locator(`tr[data-shipment="${numbers[1]}"]`)
    .getByRole("button", { name: /Remove/ })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Take this shipment out of the batch?" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`${numbers[1]} is no longer in this batch.`)).toBeVisible();
  await expect(rows).toHaveCount(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Remove asks on the page itself before taking a parcel out", async ({ page, site }) => {
    const word = Date.now().toString(36);
    const { batchId, trackingNumber } = await inSiteDatabase(site, async () => {
      const [shipment] = await registerParcels([`Aïcha ${word}`]);
      const created = await createBatch({
        mode: "air",
        fromOffice: "beirut",
        toOffice: "abidjan",
        carrier: "Air Côte d'Ivoire",
        vessel: `HF ${word.slice(-4)}`,
        masterWaybill: "",
        departureDate: null,
        arrivalDate: null,
      });
      if (!created.ok) throw new Error(created.problem);
      await addShipmentsToBatch(created.batch.id, [shipment!.id]);
      return { batchId: created.batch.id, trackingNumber: shipment!.trackingNumber };
    });
    await signIn(page);
    await page.goto(`/admin/batches/${batchId}`);
    await page
      .locator(`tr[data-shipment="${trackingNumber}"]`)
      .getByRole("button", { name: /Remove/ })
      .click();
    const question = page.getByRole("alertdialog", { name: "Take this shipment out of the batch?" });
    await expect(question).toContainText(trackingNumber);
    // Nothing changed yet: the parcel is still listed.
    await expect(page.locator(`tr[data-shipment="${trackingNumber}"]`)).toBeVisible();
    await question.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText(`${trackingNumber} is no longer in this batch.`)).toBeVisible();
    await expect(page.locator(`tr[data-shipment="${trackingNumber}"]`)).toHaveCount(0);
  });
});
