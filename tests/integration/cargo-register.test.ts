import { beforeEach, expect, test } from "vitest";
import * as enquiryScreen from "~/routes/admin/enquiries/enquiry";
import * as shipmentScreen from "~/routes/admin/cargo/shipment";
import * as shipmentForm from "~/routes/admin/cargo/shipment-form";
import { formatMoney } from "~/domain/money";
import { addShipmentCharge, removeShipmentCharge } from "~/server/cargo/shipment-charges.server";
import { getShipment, updateShipment } from "~/server/cargo/shipments.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { getDb } from "~/server/platform/db.server";
import { asNadia, cargoRowCounts, seedRateCard, seedShipment, shipmentFormPost } from "./cargo-helpers";
import { getRequest, ORIGIN, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inputValue, renderScreen, selectedOption, shownText, textareaValue } from "./screen-render";

/**
 * Registering and editing a shipment on screen (issue #26): the form's loader and action as the
 * server answers them, and what the screen then shows. A refused save keeps every typed value
 * and piece; a cargo enquiry prefills the form; a stale edit is a 409; staff charge lines are
 * added and removed at the version shown; bad input is a 4xx that writes nothing.
 */

let cookie: string;

const shipmentFields = shipmentFormPost;

const THREE_PIECES = [
  ["box", "14", "30", "45", "65"],
  ["box", "10", "20", "20", "20"],
  ["bag", "10", "20", "20", "20"],
];

function postNew(fields: Record<string, string>, query = "", as = cookie) {
  return run(shipmentForm.action, postRequest(`/admin/shipments/new${query}`, fields, { cookie: as }));
}

function renderForm(path: string, pattern: string, loaderData: unknown, actionData?: unknown) {
  return renderScreen(shipmentForm, path, { pattern, loaderData, actionData });
}

async function newForm(query = "") {
  const loaded = await run(shipmentForm.loader, getRequest(`/admin/shipments/new${query}`, cookie));
  expect(loaded.status).toBe(200);
  return loaded;
}

async function shipmentPage(id: string, query = "", actionData?: unknown) {
  const url = `/admin/shipments/${id}${query}`;
  const loaded = await run(shipmentScreen.loader, getRequest(url, cookie), { id });
  expect(loaded.status).toBe(200);
  return renderScreen(shipmentScreen, url, { pattern: "shipments/:id", loaderData: loaded.body, actionData });
}

function chargePost(id: string, fields: Record<string, string>) {
  return run(shipmentScreen.action, postRequest(`/admin/shipments/${id}`, fields, { cookie }), { id });
}

async function cargoEnquiry() {
  return addEnquiry(
    { name: "Samir Khoury", email: "samir@example.com", phone: "+961 3 987 654", subject: "Cargo", message: "Two boxes of books" },
    "sender-samir",
    null,
    "ar",
    {
      kind: "cargo",
      details: {
        fromOffice: "beirut",
        fromPlace: null,
        toOffice: "monrovia",
        toPlace: null,
        contents: "Books and clothes",
        weightKg: 23.5,
        size: null,
        pickupDate: "2026-12-01",
      },
    },
  );
}

describeEachDatabase("registering and editing shipments on screen", () => {
  beforeEach(async () => {
    cookie = await signedInCookie("editor");
    await seedRateCard();
  });

  test("an editor registers a three-piece shipment and lands on its screen with the computed charges", async () => {
    const posted = await postNew(shipmentFields(THREE_PIECES));
    expect(posted.status).toBe(302);
    const id = posted.location!.split("/").at(-1)!;
    const shipment = (await getShipment(id))!;
    expect(shipment.trackingNumber).toMatch(/^CW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(posted.toast).toMatchObject({ title: `Shipment ${shipment.trackingNumber} registered` });
    expect(shipment.pieces.map((piece) => piece.grams)).toEqual([14_000, 10_000, 10_000]);
    expect(shipment.declaredValue).toEqual({ amountMinor: 50_000, currency: "USD" });
    expect(shipment.locale).toBe("fr");
    expect(shipment.createdBy).toBe("user-editor");
    // 15 + 10 + 10 kg chargeable at 8.00 USD.
    const page = shownText(await shipmentPage(id));
    expect(page).toContain("35 kg at $8 per kg");
    expect(page).toContain(`Total (USD) ${formatMoney({ amountMinor: 28_000, currency: "USD" })}`);
  });

  test("a refused save keeps every piece and typed value, says which piece is wrong, and writes nothing", async () => {
    const before = await cargoRowCounts();
    const pieces = [THREE_PIECES[0]!, ["barrel", "-3", "60", "60", "90"], ["bag", "12,5", "20", "20", "20"]];
    const refused = await postNew(shipmentFields(pieces, { "receiver.city": "Abidjan 🌴" }));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors["pieces[1].weightKg"]).toBe("Piece 2: The weight must be more than 0 kg.");
    expect(await cargoRowCounts()).toEqual(before);

    const loaded = await newForm();
    const page = renderForm("/admin/shipments/new", "shipments/new", loaded.body, refused.body);
    expect(page.match(/data-piece="/g)).toHaveLength(3);
    expect(inputValue(page, "pieces[1].weightKg")).toBe("-3");
    expect(selectedOption(page, "pieces\\[1\\]\\.kind")).toBe("barrel");
    expect(inputValue(page, "pieces[2].weightKg")).toBe("12,5");
    expect(inputValue(page, "receiver.city")).toBe("Abidjan 🌴");
    expect(textareaValue(page, "contents")).toBe("Clothes and books");
    expect(shownText(page)).toContain("Piece 2: The weight must be more than 0 kg.");

    // Fixed, it is saved with the pieces as typed (12,5 kg read as 12.5).
    const fixed = await postNew(shipmentFields([pieces[0]!, ["barrel", "30", "60", "60", "90"], pieces[2]!]));
    expect(fixed.status).toBe(302);
    const saved = (await getShipment(fixed.location!.split("/").at(-1)!))!;
    expect(saved.pieces.map((piece) => [piece.kind, piece.grams])).toEqual([
      ["box", 14_000],
      ["barrel", 30_000],
      ["bag", 12_500],
    ]);
  });

  test("Add a piece and Remove answer with the rows changed and save nothing, without JavaScript", async () => {
    const before = await cargoRowCounts();
    const added = await postNew(shipmentFields(THREE_PIECES.slice(0, 1), { intent: "add-piece" }));
    expect(added.status).toBe(200);
    expect(added.body.values.pieces).toHaveLength(2);
    expect(added.body.values.pieces[0]).toMatchObject({ kind: "box", weightKg: "14" });
    expect(added.body.values["sender"]).toMatchObject({ name: "Karim Haddad" });

    const removed = await postNew(shipmentFields(THREE_PIECES, { intent: "remove-piece:1" }));
    expect(removed.status).toBe(200);
    expect(removed.body.values.pieces.map((row: { weightKg: string; kind: string }) => row.kind)).toEqual(["box", "bag"]);
    const loaded = await newForm();
    const page = renderForm("/admin/shipments/new", "shipments/new", loaded.body, removed.body);
    expect(page.match(/data-piece="/g)).toHaveLength(2);
    expect(page).toContain('value="remove-piece:1"');

    // The last piece removed leaves one empty row, never none.
    const last = await postNew(shipmentFields(THREE_PIECES.slice(0, 1), { intent: "remove-piece:0" }));
    expect(last.body.values.pieces).toEqual([{ kind: "box", weightKg: "", lengthCm: "", widthCm: "", heightCm: "" }]);
    expect(await cargoRowCounts()).toEqual(before);
    expect((await postNew(shipmentFields([], { intent: "remove-piece:x" }))).status).toBe(400);
  });

  test("a cargo enquiry prefills the form, its shipment links back to it, and the enquiry lists its shipments", async () => {
    const enquiry = await cargoEnquiry();
    const before = await run(enquiryScreen.loader, getRequest(`/admin/messages/${enquiry.id}`, cookie), { id: enquiry.id });
    const enquiryPage = renderScreen(enquiryScreen, `/admin/messages/${enquiry.id}`, {
      pattern: "messages/:id",
      loaderData: before.body,
    });
    expect(enquiryPage).toContain(`href="/admin/shipments/new?enquiry=${enquiry.id}"`);
    expect(shownText(enquiryPage)).toContain("No shipment registered from this enquiry yet.");

    const loaded = await newForm(`?enquiry=${enquiry.id}`);
    const page = renderForm(`/admin/shipments/new?enquiry=${enquiry.id}`, "shipments/new", loaded.body);
    expect(inputValue(page, "sender.name")).toBe("Samir Khoury");
    expect(inputValue(page, "sender.phone")).toBe("+961 3 987 654");
    expect(inputValue(page, "sender.email")).toBe("samir@example.com");
    expect(selectedOption(page, "fromOffice")).toBe("beirut");
    expect(selectedOption(page, "toOffice")).toBe("monrovia");
    expect(selectedOption(page, "locale")).toBe("ar");
    expect(textareaValue(page, "contents")).toBe("Books and clothes");
    expect(inputValue(page, "pieces[0].weightKg")).toBe("23.5");
    expect(inputValue(page, "enquiryId")).toBe(enquiry.id);

    // Registered to Abidjan (the card's route) from the prefilled form.
    const posted = await postNew(
      shipmentFields([["box", "23.5", "40", "40", "40"]], { enquiryId: enquiry.id, "sender.name": "Samir Khoury" }),
      `?enquiry=${enquiry.id}`,
    );
    expect(posted.status).toBe(302);
    const id = posted.location!.split("/").at(-1)!;
    expect((await getShipment(id))!.enquiryId).toBe(enquiry.id);
    expect(await shipmentPage(id)).toContain(`href="/admin/messages/${enquiry.id}"`);

    const after = await run(enquiryScreen.loader, getRequest(`/admin/messages/${enquiry.id}`, cookie), { id: enquiry.id });
    const listed = renderScreen(enquiryScreen, `/admin/messages/${enquiry.id}`, { pattern: "messages/:id", loaderData: after.body });
    expect(listed).toContain(`data-shipment="${(await getShipment(id))!.trackingNumber}"`);
    expect(listed).toContain(`href="/admin/shipments/${id}"`);

    // An enquiry that does not exist: 404 for the form, and a post naming one is refused.
    expect((await run(shipmentForm.loader, getRequest("/admin/shipments/new?enquiry=nope", cookie))).status).toBe(404);
  });

  test("a route without a rate card is refused naming the route and mode; admins get the link to Cargo rates", async () => {
    const before = await cargoRowCounts();
    const editor = await postNew(shipmentFields(THREE_PIECES, { toOffice: "monrovia", mode: "sea" }));
    expect(editor.status).toBe(400);
    expect(editor.body.problem.description).toBe("There is no rate card for Beirut → Monrovia by Sea in force on 2026-03-02.");
    expect(editor.body.fieldErrors.mode).toBe(editor.body.problem.description);
    expect(editor.body.rateCardLink).toBeUndefined();

    const adminCookie = await signedInCookie("admin");
    const admin = await postNew(shipmentFields(THREE_PIECES, { toOffice: "monrovia" }), "", adminCookie);
    expect(admin.status).toBe(400);
    expect(admin.body.rateCardLink).toBe("/admin/settings/cargo-rates");
    const loaded = await newForm();
    expect(renderForm("/admin/shipments/new", "shipments/new", loaded.body, admin.body)).toContain('href="/admin/settings/cargo-rates"');
    expect(await cargoRowCounts()).toEqual(before);
  });

  test("editing saves the details at the version shown; a stale save is a 409 that keeps what was typed", async () => {
    const shipment = await seedShipment();
    const path = `/admin/shipments/${shipment.id}/edit`;
    const loaded = await run(shipmentForm.loader, getRequest(path, cookie), { id: shipment.id });
    const form = renderForm(path, "shipments/:id/edit", loaded.body);
    expect(inputValue(form, "sender.name")).toBe("Karim Haddad");
    expect(inputValue(form, "declaredValue.amount")).toBe("500.00");
    // Route, mode and pieces are shown, not posted.
    expect(shownText(form)).toContain("Beirut → Abidjan");
    expect(form).not.toContain('name="pieces[0].weightKg"');

    const edit = (fields: Record<string, string>) =>
      run(shipmentForm.action, postRequest(path, { ...shipmentFields([]), ...fields }, { cookie }), { id: shipment.id });
    // Someone else saves first.
    await asNadia(() => updateShipment(shipment.id, 1, { ...shipment, internalNote: "Changed meanwhile" }));
    const before = await cargoRowCounts();
    const stale = await edit({ version: "1", "receiver.city": "Bouaké" });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe(true);
    expect(await cargoRowCounts()).toEqual(before);
    const page = renderForm(path, "shipments/:id/edit", loaded.body, stale.body);
    expect(inputValue(page, "receiver.city")).toBe("Bouaké");
    expect(shownText(page)).toContain("Reload the shipment");

    const saved = await edit({ version: "2", "receiver.city": "Bouaké", "receiver.email": "aicha@example.com" });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/shipments/${shipment.id}`);
    const after = (await getShipment(shipment.id))!;
    expect(after.receiver).toMatchObject({ city: "Bouaké", email: "aicha@example.com" });
    expect(after.version).toBe(3);
    // The pieces stay as registered; a piece intent is no edit's.
    expect(after.pieces).toEqual(shipment.pieces);
    expect((await edit({ version: "3", intent: "add-piece" })).status).toBe(400);
    expect((await run(shipmentForm.loader, getRequest("/admin/shipments/nope/edit", cookie), { id: "nope" })).status).toBe(404);
  });

  test("staff add a charge line and a discount, remove a line after being asked, and cannot remove a computed line", async () => {
    const shipment = await seedShipment();
    const added = await chargePost(shipment.id, {
      intent: "add-charge",
      version: "1",
      kind: "handling",
      label: "Packing",
      amount: "12.50",
    });
    expect(added.status).toBe(302);
    const discounted = await chargePost(shipment.id, {
      intent: "add-charge",
      version: "2",
      kind: "discount",
      label: "Loyal customer",
      amount: "10",
    });
    expect(discounted.status).toBe(302);
    let current = (await getShipment(shipment.id))!;
    expect(current.charges.map((charge) => [charge.kind, charge.amount.amountMinor])).toEqual([
      ["weight", 28_000],
      ["handling", 1_250],
      ["discount", -1_000],
    ]);
    expect(current.version).toBe(3);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity", "=", "shipment")
      .where("entity_id", "=", shipment.id)
      .where("action", "=", "update")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.actor_id).toBe("user-editor");

    const page = shownText(await shipmentPage(shipment.id));
    expect(page).toContain(`Total (USD) ${formatMoney({ amountMinor: 28_250, currency: "USD" })}`);
    expect(page).toContain("Remove the charge “Packing”");
    // The computed line has no Remove; asking to remove it shows no question.
    expect(await shipmentPage(shipment.id, "?removeCharge=0")).not.toContain("Remove this charge?");
    const asking = shownText(await shipmentPage(shipment.id, "?removeCharge=1"));
    expect(asking).toContain("Remove this charge?");
    expect(asking).toContain("“Packing” ($12.50) will be taken off");

    const before = await cargoRowCounts();
    const computed = await chargePost(shipment.id, { intent: "remove-charge", version: "3", index: "0" });
    expect(computed.status).toBe(400);
    expect(computed.body.problem.description).toBe("Lines computed from the rate card cannot be removed.");
    const stale = await chargePost(shipment.id, { intent: "remove-charge", version: "2", index: "1" });
    expect(stale.status).toBe(409);
    const tooMuch = await chargePost(shipment.id, { intent: "add-charge", version: "3", kind: "discount", label: "All", amount: "1000" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors.amount).toBe("The discount is larger than the shipment's total.");
    expect(tooMuch.body.values).toEqual({ kind: "discount", label: "All", amount: "1000" });
    expect(await cargoRowCounts()).toEqual(before);

    const removed = await chargePost(shipment.id, { intent: "remove-charge", version: "3", index: "1" });
    expect(removed.status).toBe(302);
    current = (await getShipment(shipment.id))!;
    expect(current.charges.map((charge) => charge.kind)).toEqual(["weight", "discount"]);
    // A line added after a removal goes last.
    await asNadia(() => addShipmentCharge(shipment.id, 4, { kind: "customs", label: "Customs fee", amountMinor: 500 }));
    expect((await getShipment(shipment.id))!.charges.map((charge) => charge.kind)).toEqual(["weight", "discount", "customs"]);
  });

  test("the charge functions refuse bad lines and stale versions on their own", async () => {
    const shipment = await seedShipment();
    const before = await cargoRowCounts();
    const add = (input: Parameters<typeof addShipmentCharge>[2], version = 1) =>
      asNadia(() => addShipmentCharge(shipment.id, version, input));
    expect(await add({ kind: "tip" as never, label: "Tip", amountMinor: 100 })).toMatchObject({
      status: "invalid",
      problem: "unknown-kind",
    });
    expect(await add({ kind: "handling", label: "", amountMinor: 100 })).toMatchObject({ status: "invalid", problem: "required" });
    expect(await add({ kind: "handling", label: "x".repeat(201), amountMinor: 100 })).toMatchObject({ problem: "too-long" });
    expect(await add({ kind: "handling", label: "Packing", amountMinor: 0 })).toMatchObject({ problem: "amount-not-positive" });
    expect(await add({ kind: "handling", label: "Packing", amountMinor: 1.5 })).toMatchObject({ problem: "amount-not-positive" });
    expect(await add({ kind: "handling", label: "Packing", amountMinor: 1e15 })).toMatchObject({ problem: "amount-too-large" });
    expect(await add({ kind: "handling", label: "Packing", amountMinor: 100 }, 7)).toEqual({ status: "conflict" });
    expect(await asNadia(() => removeShipmentCharge(shipment.id, 1, 5))).toMatchObject({ problem: "no-such-line" });
    expect(await asNadia(() => removeShipmentCharge("nope", 1, 0))).toEqual({ status: "not-found" });
    expect(await cargoRowCounts()).toEqual(before);
  });

  test("bad input gets a clear 4xx and writes nothing", async () => {
    const before = await cargoRowCounts();
    const refusals: [Record<string, string>, string, string][] = [
      [shipmentFields([]), "pieces", "Add at least one piece."],
      [shipmentFields([["box", "999999", "30", "30", "30"]]), "pieces[0].weightKg", "Piece 1: No piece weighs more than 30,000 kg"],
      [shipmentFields([["box", "10", "30", "30", "3000"]]), "pieces[0].heightCm", "Piece 1: No side is longer than 1500 cm"],
      [shipmentFields([["box", "🙂", "30", "30", "30"]]), "pieces[0].weightKg", "Piece 1: Enter the weight as a number"],
      [shipmentFields([["crate", "10", "30", "30", "30"]]), "pieces[0].kind", "Piece 1: Choose the piece's kind"],
      [shipmentFields(THREE_PIECES, { "sender.name": "K".repeat(10_000) }), "sender.name", "Keep it to 200 characters."],
      [shipmentFields(THREE_PIECES, { "sender.phone": "📞📞📞" }), "sender.phone", "Enter a phone number"],
      [shipmentFields(THREE_PIECES, { "receiver.email": "not-an-address" }), "receiver.email", "Enter an e-mail address"],
      [shipmentFields(THREE_PIECES, { toOffice: "beirut" }), "toOffice", "The shipment must go to another office."],
      [shipmentFields(THREE_PIECES, { toOffice: "paris" }), "toOffice", "Choose an office from the list."],
      [shipmentFields(THREE_PIECES, { dropOffDate: "2026-02-30" }), "dropOffDate", "Enter a real date"],
      [shipmentFields(THREE_PIECES, { "declaredValue.amount": "-5" }), "declaredValue.amount", "The amount cannot be below 0."],
      [shipmentFields(THREE_PIECES, { "declaredValue.currency": "EUR" }), "declaredValue.currency", "Choose a currency"],
      [shipmentFields(THREE_PIECES, { payer: "nobody" }), "payer", "Choose who pays."],
      [shipmentFields(THREE_PIECES, { locale: "de" }), "locale", "Choose the shipment's language."],
    ];
    for (const [fields, field, message] of refusals) {
      const refused = await postNew(fields);
      expect(refused.status, field).toBe(400);
      expect(refused.body.fieldErrors[field], field).toContain(message);
    }
    const unknown = await postNew(shipmentFields(THREE_PIECES, { intent: "delete" }));
    expect(unknown.status).toBe(400);
    // Bodies that are no form.
    for (const [type, body] of [
      ["application/json", JSON.stringify(shipmentFields(THREE_PIECES))],
      ["text/plain", "intent=save"],
    ]) {
      const request = new Request(`${ORIGIN}/admin/shipments/new`, {
        method: "POST",
        headers: { "Content-Type": type!, Cookie: cookie, Origin: ORIGIN },
        body,
      });
      const answered = await run(shipmentForm.action, request);
      expect(answered.status, type).toBeGreaterThanOrEqual(400);
      expect(answered.status, type).toBeLessThan(500);
    }
    expect(await cargoRowCounts()).toEqual(before);
  });

  test("signed-out visitors reach neither the form nor its post", async () => {
    expect((await run(shipmentForm.loader, getRequest("/admin/shipments/new"))).status).toBe(302);
    const before = await cargoRowCounts();
    expect((await postNew(shipmentFields(THREE_PIECES), "", "")).status).toBe(401);
    expect(await cargoRowCounts()).toEqual(before);
  });
});
