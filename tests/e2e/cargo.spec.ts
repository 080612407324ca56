import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { addRateCard } from "../../app/server/cargo/cargo-rates.server";
import { createShipment, type NewShipment } from "../../app/server/cargo/shipments.server";
import { BEIRUT_ABIDJAN_AIR } from "../integration/cargo-helpers";
import { inSiteDatabase, seedCargoEnquiry } from "./cargo-helpers";
import { expect, signIn, type Site } from "./fixtures";
import { test } from "./mail-fixtures";

/*
 * The cargo desk as its people and customers meet it (issue #26, its "done when"): staff
 * register a three-piece shipment from a customer's cargo enquiry and see its charges, print
 * its labels, whose barcode reads back as the tracking number, put it in a batch with another
 * parcel and record that the flight departed; the receiver gets the news by e-mail (at the
 * worker's local SMTP server) in the shipment's language; a visitor in another browser types
 * the number loosely on the French tracking page and sees where the parcel is, and nothing
 * about who sent it, to whom, or for how much. The estimate is cargo-estimate.spec.ts's.
 */

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
  return inSiteDatabase(site, async () => {
    const card = await addRateCard({
      fromOffice: "beirut",
      toOffice: "abidjan",
      mode: "air",
      validFrom: "2026-01-01",
      card: BEIRUT_ABIDJAN_AIR,
    });
    if (!card.ok) throw new Error(`rate card refused: ${card.problem}`);
    const created = await createShipment(parcel(word));
    if (!created.ok) throw new Error(`shipment refused: ${JSON.stringify(created)}`);
    return { id: created.shipment.id, trackingNumber: created.shipment.trackingNumber };
  });
}

/** zxing-wasm reads its .wasm from the package on disk (there is no CDN here). */
const require = createRequire(import.meta.url);
prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer } });

test("the cargo desk's story: a three-piece shipment from an enquiry, its labels, a batch that departs, the receiver's e-mail, and a visitor tracking it in French", async ({
  page,
  site,
  smtp,
  browser,
}) => {
  test.slow(); // Registers, prints, batches and tracks: four screens and a second browser.
  const word = Date.now().toString(36);
  const name = `Samir ${word}`;
  const receiverEmail = `aicha.${word}@cargo-e2e.example`;
  const enquiryId = await seedCargoEnquiry(site, name);
  // Another parcel waiting for the same flight, registered earlier at the counter.
  const other = await registerShipment(site, `Other${word}`);

  // Staff open the customer's cargo enquiry and register the shipment from it.
  await signIn(page);
  await page.goto(`/admin/messages/${enquiryId}`);
  await page.getByRole("link", { name: "Register a shipment" }).click();
  const sender = page.getByRole("group", { name: "Sender" });
  await expect(sender.getByLabel("Name")).toHaveValue(name);
  const receiver = page.getByRole("group", { name: "Receiver" });
  await receiver.getByLabel("Name").fill(`Aïcha ${word}`);
  await receiver.getByLabel("Phone").fill("+225 07 12 34 56");
  await receiver.getByLabel("E-mail (optional)").fill(receiverEmail);
  await receiver.getByLabel("City").fill("Abidjan");
  const piece = (number: number) => page.getByRole("listitem", { name: `Piece ${number}` });
  const measure = async (number: number, [weight, length, width, height]: string[]) => {
    await piece(number).getByLabel("Weight (kg)").fill(weight!);
    await piece(number).getByLabel("Length (cm)").fill(length!);
    await piece(number).getByLabel("Width (cm)").fill(width!);
    await piece(number).getByLabel("Height (cm)").fill(height!);
  };
  // 30 × 45 × 65 cm at 14 kg is 15 kg chargeable by air; then 10 kg and 5 kg.
  await measure(1, ["14", "30", "45", "65"]);
  await page.getByRole("button", { name: "Add a piece" }).click();
  await measure(2, ["10", "20", "20", "20"]);
  await page.getByRole("button", { name: "Add a piece" }).click();
  await piece(3).getByLabel("Kind").selectOption({ label: "Bag" });
  await measure(3, ["5", "20", "20", "20"]);
  await page.getByRole("button", { name: "Register shipment" }).click();

  // The charges are the sample rate card's: 30 kg at $8.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^CW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const trackingNumber = (await heading.innerText()).trim();
  await expect(page.getByRole("table", { name: /charges/i })).toContainText("30 kg at $8 per kg");
  await expect(page.getByTestId("shipment-total")).toHaveText("$240");

  // The labels: one per piece, in French, and the first one's barcode reads back as the number.
  await page.getByRole("link", { name: "Print labels" }).click();
  await expect(page.getByText("Colis 2 sur 3")).toBeVisible();
  const barcode = page.locator(".cargo-label__barcode").first();
  const [read] = await readBarcodes(new Uint8Array(await barcode.screenshot({ scale: "device" })), { formats: ["Code128"] });
  expect(read?.text).toBe(trackingNumber);

  // A batch for tonight's flight: this parcel typed from its label, the other ticked.
  const flight = `ME ${word.slice(-4)}`;
  await page.goto("/admin/batches/new");
  const batchForm = page.getByRole("form", { name: "New batch" });
  await batchForm.getByLabel("Carrier").fill("Middle East Airlines");
  await batchForm.getByLabel("Flight or vessel").fill(flight);
  await batchForm.getByRole("button", { name: "Create batch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: flight })).toBeVisible();
  const add = page.getByRole("form", { name: "Add shipments" });
  await add.getByLabel("Tracking numbers").fill(trackingNumber.toLowerCase());
  await add.getByRole("checkbox", { name: new RegExp(other.trackingNumber) }).check();
  await add.getByRole("button", { name: "Add shipments" }).click();
  await expect(page.getByText("2 shipments added to the batch.")).toBeVisible();
  const record = page.getByRole("form", { name: "Record a status for every shipment" });
  await record.getByLabel("Status").selectOption({ label: "Departed (DEP)" });
  await record.getByLabel("Place").fill("Beirut airport");
  await record.getByRole("button", { name: "Record for every shipment" }).click();
  await expect(page.getByText("Departed recorded for 2 shipments")).toBeVisible();

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
  for (const secret of [
    name,
    `Aïcha ${word}`,
    "+961 3 987 654",
    "987 654",
    "+225 07 12 34 56",
    "Books and clothes",
    "240",
    receiverEmail,
  ]) {
    expect(shown, `the tracking page shows ${secret}`).not.toContain(secret);
  }

  // A number with one symbol mistyped is refused before any lookup, asking to check the receipt.
  const last = trackingNumber.at(-1) === "0" ? "1" : "0";
  await guest.goto("/fr/track");
  await guest.getByLabel("Numéro de suivi").fill(trackingNumber.slice(0, -1) + last);
  await guest.getByRole("button", { name: "Suivre" }).click();
  await expect(guest.getByText("vérifiez le numéro sur votre reçu")).toBeVisible();
  await visitor.close();

  // The receiver was told, in French, with the tracking link, through the outbox.
  const toReceiver = () => smtp.messages.filter((mail) => mail.to.includes(receiverEmail));
  await expect
    .poll(() => toReceiver().map((mail) => mail.headers.get("subject")), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^Votre envoi ${trackingNumber}\\s:\\sParti$`)));
  const told = toReceiver().find((mail) => mail.headers.get("subject")?.endsWith("Parti"))!;
  expect(told.body).toContain(`/fr/track/${trackingNumber}`);
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
