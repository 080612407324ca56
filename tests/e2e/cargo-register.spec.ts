import { addRateCard } from "../../app/server/cargo/cargo-rates.server";
import { BEIRUT_ABIDJAN_AIR, ROUTE } from "../integration/cargo-helpers";
import { inSiteDatabase, seedCargoEnquiry } from "./cargo-helpers";
import { expect, signIn, test, type Site } from "./fixtures";

/*
 * Registering a shipment at the counter from a customer's cargo enquiry (issue #26): staff open
 * the enquiry, press Register a shipment, find the form filled in from it, add pieces to three,
 * are refused one wrong weight with every piece kept, fix it, and land on the shipment's screen
 * with the charges computed from the route's rate card.
 */

// The refused save answers 400, which the browser logs.
test.use({ allowConsoleErrors: [/status of 400/] });

/** A customer's cargo enquiry from Beirut to Abidjan, and the route's rate card, in the worker's database. */
async function seedCargoEnquiryWithCard(site: Site, name: string): Promise<string> {
  await inSiteDatabase(site, async () => {
    const card = await addRateCard({ ...ROUTE, validFrom: "2026-01-01", card: BEIRUT_ABIDJAN_AIR });
    if (!card.ok) throw new Error(`rate card refused: ${card.problem}`);
  });
  return seedCargoEnquiry(site, name);
}

test("staff register a three-piece shipment from a cargo enquiry: a wrong weight is refused with every piece kept, then the charges are computed", async ({
  page,
  site,
}) => {
  const name = `Samir ${Date.now().toString(36)}`;
  const enquiryId = await seedCargoEnquiryWithCard(site, name);

  await signIn(page);
  await page.goto(`/admin/messages/${enquiryId}`);
  await page.getByRole("link", { name: "Register a shipment" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shipments/new\\?enquiry=${enquiryId}$`));

  // Filled in from the enquiry.
  const sender = page.getByRole("group", { name: "Sender" });
  await expect(sender.getByLabel("Name")).toHaveValue(name);
  await expect(sender.getByLabel("Phone")).toHaveValue("+961 3 987 654");
  await expect(page.getByLabel("To office")).toHaveValue("abidjan");
  await expect(page.getByLabel("Contents")).toHaveValue("Books and clothes");
  await expect(page.getByLabel("Shipment's language")).toHaveValue("fr");
  const piece = (number: number) => page.getByRole("listitem", { name: `Piece ${number}` });
  await expect(piece(1).getByLabel("Weight (kg)")).toHaveValue("23.5");

  const receiver = page.getByRole("group", { name: "Receiver" });
  await receiver.getByLabel("Name").fill("Aïcha Koné");
  await receiver.getByLabel("Phone").fill("+225 07 12 34 56");
  await receiver.getByLabel("City").fill("Abidjan");
  const measure = async (number: number, [weight, length, width, height]: string[]) => {
    await piece(number).getByLabel("Weight (kg)").fill(weight!);
    await piece(number).getByLabel("Length (cm)").fill(length!);
    await piece(number).getByLabel("Width (cm)").fill(width!);
    await piece(number).getByLabel("Height (cm)").fill(height!);
  };
  await measure(1, ["23.5", "40", "40", "40"]);
  // The chargeable weight shows as the sizes are typed: 40 cm cubed is 10.7 kg by volume, under the 23.5 kg it weighs.
  await expect(piece(1).getByTestId("piece-preview")).toHaveText("Chargeable by air: 23.5 kg");

  // Two more pieces; the second with a weight typed wrong.
  await page.getByRole("button", { name: "Add a piece" }).click();
  await expect(piece(2)).toBeVisible();
  await measure(2, ["-10", "20", "20", "20"]);
  await page.getByRole("button", { name: "Add a piece" }).click();
  await expect(piece(3)).toBeVisible();
  await piece(3).getByLabel("Kind").selectOption({ label: "Bag" });
  await measure(3, ["5", "30", "30", "30"]);
  await page.getByRole("button", { name: "Register shipment" }).click();

  // Refused: the piece's message on its field, every piece as typed.
  await expect(piece(2).getByText("Piece 2: The weight must be more than 0 kg.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: /^Piece \d$/ })).toHaveCount(3);
  await expect(piece(2).getByLabel("Weight (kg)")).toHaveValue("-10");
  await expect(piece(3).getByLabel("Kind")).toHaveValue("bag");
  await expect(piece(3).getByLabel("Height (cm)")).toHaveValue("30");
  await expect(receiver.getByLabel("Name")).toHaveValue("Aïcha Koné");

  await piece(2).getByLabel("Weight (kg)").fill("10");
  await page.getByRole("button", { name: "Register shipment" }).click();

  // The shipment's screen: its number in the toast, the charges from the card (23.5 + 10 + 5 kg at $8).
  await expect(page).toHaveURL(/\/admin\/shipments\/(?!new)[^/?]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^CW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const trackingNumber = (await heading.innerText()).trim();
  await expect(page.getByText(`Shipment ${trackingNumber} registered`)).toBeVisible();
  await expect(page.getByRole("table", { name: /charges/i })).toContainText("38.5 kg at $8 per kg");
  await expect(page.getByTestId("shipment-total")).toHaveText("$308");
  await expect(page.getByRole("table", { name: /pieces/i }).getByRole("row")).toHaveCount(5);

  // It links back to the enquiry, which lists it.
  await page.getByRole("link", { name: "Open the enquiry" }).click();
  await expect(page.getByRole("link", { name: trackingNumber })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add a piece and Remove post the form and keep what was typed; removing a charge asks first", async ({ page, site }) => {
    const name = `NoJs ${Date.now().toString(36)}`;
    const enquiryId = await seedCargoEnquiryWithCard(site, name);
    await signIn(page);
    await page.goto(`/admin/shipments/new?enquiry=${enquiryId}`);
    const piece = (number: number) => page.getByRole("listitem", { name: `Piece ${number}` });
    const receiver = page.getByRole("group", { name: "Receiver" });
    await receiver.getByLabel("Name").fill("Aïcha Koné");
    await receiver.getByLabel("Phone").fill("+225 07 12 34 56");
    await receiver.getByLabel("City").fill("Abidjan");
    await piece(1).getByLabel("Length (cm)").fill("40");
    await piece(1).getByLabel("Width (cm)").fill("40");
    await piece(1).getByLabel("Height (cm)").fill("40");
    await page.getByRole("button", { name: "Add a piece" }).click();
    await expect(piece(2)).toBeVisible();
    await expect(receiver.getByLabel("Name")).toHaveValue("Aïcha Koné");
    await expect(piece(1).getByLabel("Height (cm)")).toHaveValue("40");
    await page.getByRole("button", { name: "Remove piece 2" }).click();
    await expect(page.getByRole("listitem", { name: /^Piece \d$/ })).toHaveCount(1);
    await page.getByRole("button", { name: "Register shipment" }).click();
    await expect(page.getByText(/^Shipment CW-\S+ registered$/)).toBeVisible();

    // A staff charge, then its removal: a question first, answered by a plain post.
    await page.getByLabel("Description").fill("Packing");
    await page.getByLabel("Amount (USD)").fill("12.50");
    await page.getByRole("button", { name: "Add charge" }).click();
    const charges = page.getByRole("table", { name: /charges/i });
    await expect(charges).toContainText("Packing");
    await page.getByRole("link", { name: "Remove the charge “Packing”" }).click();
    await expect(page.getByText("Remove this charge?")).toBeVisible();
    await page.getByRole("button", { name: "Remove charge" }).click();
    await expect(page.getByText("Charge removed")).toBeVisible();
    await expect(charges).not.toContainText("Packing");
  });
});
