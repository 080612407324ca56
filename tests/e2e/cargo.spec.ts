import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import type { AirRateCard } from "../../app/domain/cargo/cargo-pricing";
import { withAuditOrigin, type AuditOrigin } from "../../app/server/accounts/audit.server";
import { addRateCard } from "../../app/server/cargo/cargo-rates.server";
import { createShipment, type NewShipment } from "../../app/server/cargo/shipments.server";
import { openDb, setDb } from "../../app/server/platform/db.server";
import { expect, signIn, test, type Site } from "./fixtures";

/*
 * The cargo desk as its people meet it (issue #26): staff find a shipment, see its charges,
 * record that it departed and print its labels, whose barcode reads back as the tracking
 * number; a visitor in another browser types the number loosely on the French tracking page
 * and sees where the parcel is, and nothing about who sent it, to whom, or for how much.
 * The shipment is registered in the worker's database by the app's own code, as the desk's
 * new-shipment screen will (not built yet).
 */

const STAFF: AuditOrigin = { actor: { id: "e2e-cargo", name: "Cargo desk" }, ip: null, requestId: null };

/** Beirut to Abidjan by air at 8.00 USD per kg, 7.00 from 45 kg, 25.00 at least. */
const CARD: AirRateCard = {
  mode: "air",
  currency: "USD",
  divisor: 6_000,
  stepGrams: 500,
  minimumMinor: 2_500,
  brackets: [
    { fromGrams: 0, perKgMinor: 800 },
    { fromGrams: 45_000, perKgMinor: 700 },
  ],
  flatPerPiece: {},
};

function parcel(word: string): NewShipment {
  return {
    fromOffice: "beirut",
    toOffice: "abidjan",
    mode: "air",
    dropOffDate: "2026-11-20",
    sender: { name: `Karim ${word}`, phone: "+961 70 555 014", email: null },
    receiver: { name: `Aïcha ${word}`, phone: "+225 07 55 50 14", email: null, city: "Abidjan" },
    contents: "Clothes and books",
    declaredValue: { amountMinor: 50_000, currency: "USD" },
    payer: "sender",
    internalNote: "Fragile: the books are old.",
    locale: "fr",
    pieces: [
      // 30 × 45 × 65 cm at 14 kg: 15 kg chargeable by air.
      { kind: "box", grams: 14_000, lengthCm: 30, widthCm: 45, heightCm: 65 },
      { kind: "box", grams: 10_000, lengthCm: 20, widthCm: 20, heightCm: 20 },
      { kind: "bag", grams: 5_000, lengthCm: 20, widthCm: 20, heightCm: 20 },
    ],
  };
}

/** Registers a shipment in the site's SQLite database with the app's code; returns its tracking number and id. */
async function registerShipment(site: Site, word: string): Promise<{ id: string; trackingNumber: string }> {
  const { db } = openDb({ sqliteFile: site.databaseFile });
  setDb(db, "sqlite");
  try {
    return await withAuditOrigin(STAFF, async () => {
      const card = await addRateCard({ fromOffice: "beirut", toOffice: "abidjan", mode: "air", validFrom: "2026-01-01", card: CARD });
      if (!card.ok) throw new Error(`rate card refused: ${card.problem}`);
      const created = await createShipment(parcel(word));
      if (!created.ok) throw new Error(`shipment refused: ${JSON.stringify(created)}`);
      return { id: created.shipment.id, trackingNumber: created.shipment.trackingNumber };
    });
  } finally {
    await db.destroy();
  }
}

/** zxing-wasm reads its .wasm from the package on disk (there is no CDN here). */
const require = createRequire(import.meta.url);
prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer } });

test("staff record a departure and print labels whose barcode reads back; a visitor tracks the parcel in French and sees nothing private", async ({
  page,
  site,
  browser,
}) => {
  const word = `Cargo${Date.now().toString(36)}`;
  const { id, trackingNumber } = await registerShipment(site, word);

  // Staff find it by its number and open it: the charges are the card's (15 + 10 + 5 kg at $8).
  await signIn(page);
  await page.goto("/admin/shipments");
  await page.getByRole("searchbox").fill(trackingNumber);
  await page.getByRole("searchbox").press("Enter");
  await page.getByRole("link", { name: trackingNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shipments/${id}$`));
  await expect(page.getByRole("table", { name: /charges/i })).toContainText("30 kg at $8 per kg");

  // They record that it left Beirut.
  const record = page.getByRole("form", { name: "Record a status" });
  await record.getByLabel("Status").selectOption({ label: "Received at office (RCS)" });
  await record.getByLabel("Place").fill("Beirut office");
  await record.getByRole("button", { name: "Record status" }).click();
  await expect(page.getByText("Status recorded")).toBeVisible();
  await record.getByLabel("Status").selectOption({ label: "Departed (DEP)" });
  await record.getByLabel("Place").fill("Beirut airport");
  await record.getByLabel("Public note").fill("Flight ME 571");
  await record.getByRole("button", { name: "Record status" }).click();
  await expect(
    page
      .getByRole("table", { name: /events/i })
      .getByRole("row")
      .nth(1),
  ).toContainText("Departed");

  // The labels: one per piece, and the first one's barcode reads back as the tracking number.
  await page.getByRole("link", { name: "Print labels" }).click();
  // The shipment is in French, so its labels are too.
  await expect(page.getByText("Colis 2 sur 3")).toBeVisible();
  const barcode = page.locator(".cargo-label__barcode").first();
  const picture = await barcode.screenshot({ scale: "device" });
  const [read] = await readBarcodes(new Uint8Array(picture), { formats: ["Code128"] });
  expect(read?.text).toBe(trackingNumber);

  // A visitor in a fresh browser types the number in lower case with spaces on the French page.
  const visitor = await browser.newContext({ baseURL: site.url, locale: "fr-FR" });
  const guest = await visitor.newPage();
  await guest.goto("/fr/track");
  await guest.getByLabel("Numéro de suivi").fill(trackingNumber.toLowerCase().replaceAll("-", " "));
  await guest.getByRole("button", { name: "Suivre" }).click();
  await expect(guest).toHaveURL(new RegExp(`/fr/track/${trackingNumber}$`));
  await expect(guest.getByTestId("tracking-status")).toHaveText("Parti");
  await expect(guest.getByText("Beirut airport")).toBeVisible();
  const shown = await guest.locator("body").innerText();
  for (const secret of [`Karim ${word}`, `Aïcha ${word}`, "+961 70 555 014", "555 014", "Clothes and books", "240", "500", "Fragile"]) {
    expect(shown, `the tracking page shows ${secret}`).not.toContain(secret);
  }

  // A number with one symbol mistyped is refused before any lookup, asking to check the receipt.
  const last = trackingNumber.at(-1) === "0" ? "1" : "0";
  await guest.goto("/fr/track");
  await guest.getByLabel("Numéro de suivi").fill(trackingNumber.slice(0, -1) + last);
  await guest.getByRole("button", { name: "Suivre" }).click();
  await expect(guest.getByText("vérifiez le numéro sur votre reçu")).toBeVisible();
  await visitor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tracking form is a plain GET form that leads to the shipment's page", async ({ page, site }) => {
    const { trackingNumber } = await registerShipment(site, `NoJs${Date.now().toString(36)}`);
    await page.goto("/ar/track");
    await page.getByRole("textbox").fill(` ${trackingNumber.toLowerCase()} `);
    await page.getByRole("textbox").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/ar/track/${trackingNumber}$`));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("tracking-status")).toBeVisible();
  });
});
