import { beforeEach, expect, test } from "vitest";
import * as batchForm from "~/routes/admin/cargo/batch-form";
import * as batchScreen from "~/routes/admin/cargo/batch";
import * as batchesList from "~/routes/admin/cargo/batches";
import * as shipmentScreen from "~/routes/admin/cargo/shipment";
import { addShipmentsToBatch, batchShipmentIds, getBatch } from "~/server/cargo/batches.server";
import { recordShipmentEvent, staffTimeline } from "~/server/cargo/shipment-events.server";
import { getShipment } from "~/server/cargo/shipments.server";
import { getDb } from "~/server/platform/db.server";
import { asNadia, cargoRowCounts, FLIGHT, FLIGHT_FORM, seedBatch, seedRateCard, seedShipment } from "./cargo-helpers";
import { getRequest, ORIGIN, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inputValue, renderScreen, selectedOption, shownText, textareaValue } from "./screen-render";

/**
 * The batch screens (issue #26) as their loaders and actions answer and the server renders
 * them: the form (new, edit, a stale save), adding shipments by typed or scanned numbers (a
 * mistyped one refuses the post and is named), removing one, and one status for every
 * shipment, all or nothing. Then the customer's side of a status: the e-mail in the
 * shipment's language, and the WhatsApp links on the shipment's screen.
 */

let cookie: string;

/** A post with repeated fields (ticked rows), as a browser sends a form. */
function formPost(path: string, fields: [string, string][]): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

function batchPost(id: string, fields: Record<string, string> | [string, string][]) {
  const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
  return run(batchScreen.action, formPost(`/admin/batches/${id}`, pairs), { id });
}

async function screenOf(id: string, actionData?: unknown, query = "") {
  const url = `/admin/batches/${id}${query}`;
  const loaded = await run(batchScreen.loader, getRequest(url, cookie), { id });
  expect(loaded.status).toBe(200);
  return renderScreen(batchScreen, url, { pattern: "batches/:id", loaderData: loaded.body, actionData });
}

async function formOf(id: string | undefined, actionData?: unknown) {
  const url = id ? `/admin/batches/${id}/edit` : "/admin/batches/new";
  const loaded = await run(batchForm.loader, getRequest(url, cookie), id ? { id } : {});
  expect(loaded.status).toBe(200);
  return renderScreen(batchForm, url, { pattern: id ? "batches/:id/edit" : "batches/new", loaderData: loaded.body, actionData });
}

/** The tracking numbers of the batch screen's rows, top to bottom. */
const listed = (page: string) => [...page.matchAll(/data-shipment="([^"]+)"/g)].map((match) => match[1]);

/** A number as someone types it from a label: lower case, spaces for dashes. */
const loosely = (number: string) => number.toLowerCase().replaceAll("-", " ");

/** The number with its last symbol changed: the check symbol refuses it. */
const mistyped = (number: string) => number.slice(0, -1) + (number.endsWith("0") ? "1" : "0");

describeEachDatabase("the batch screens", () => {
  beforeEach(async () => {
    cookie = await signedInCookie("editor");
    await seedRateCard();
  });

  test("a batch is created from the form, edited at its version, and a stale save is a 409 that keeps what was typed", async () => {
    const created = await run(batchForm.action, postRequest("/admin/batches/new", FLIGHT_FORM, { cookie }));
    expect(created.status).toBe(302);
    expect(created.toast).toMatchObject({ type: "success", title: "Batch created" });
    const id = created.location!.split("/").at(-1)!;
    expect(await getBatch(id)).toMatchObject({ ...FLIGHT, version: 1 });

    const edit = await formOf(id);
    expect(inputValue(edit, "vessel")).toBe("ME 571");
    expect(inputValue(edit, "version")).toBe("1");
    const saved = await run(
      batchForm.action,
      postRequest(`/admin/batches/${id}/edit`, { ...FLIGHT_FORM, vessel: "ME 573", version: "1" }, { cookie }),
      { id },
    );
    expect([saved.status, saved.location]).toEqual([302, `/admin/batches/${id}`]);
    expect(await getBatch(id)).toMatchObject({ vessel: "ME 573", version: 2 });

    // Someone else's form, opened at version 1, saves after that change.
    const typed = { ...FLIGHT_FORM, vessel: "ME 575", masterWaybill: "076-99999990", version: "1" };
    const stale = await run(batchForm.action, postRequest(`/admin/batches/${id}/edit`, typed, { cookie }), { id });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflict: true, values: { vessel: "ME 575", masterWaybill: "076-99999990" } });
    expect(await getBatch(id)).toMatchObject({ vessel: "ME 573", version: 2 });
    const shown = await formOf(id, stale.body);
    expect(shownText(shown)).toContain("Someone else changed this batch");
    expect(inputValue(shown, "vessel")).toBe("ME 575");
    expect(inputValue(shown, "masterWaybill")).toBe("076-99999990");
  });

  test("a batch form with bad input is refused with 400, its message by the field, the typed values kept, nothing saved", async () => {
    const counts = await cargoRowCounts();
    const cases: [Record<string, string>, string, string][] = [
      [{ toOffice: "beirut" }, "toOffice", "The batch must go to another office than the one it leaves from."],
      [{ vessel: "   " }, "vessel", "Fill this in."],
      [{ carrier: "x".repeat(201) }, "carrier", "Keep it to 200 characters."],
      [{ arrivalDate: "2026-03-01" }, "arrivalDate", "The arrival cannot be before the departure."],
      [{ departureDate: "2026-02-30" }, "departureDate", "Give a date as the calendar shows it."],
      [{ mode: "rail" }, "mode", "Choose Air or Sea."],
      [{ fromOffice: "paris" }, "fromOffice", "Choose an office from the list."],
    ];
    for (const [changes, field, message] of cases) {
      const posted = await run(batchForm.action, postRequest("/admin/batches/new", { ...FLIGHT_FORM, ...changes }, { cookie }));
      expect(posted.status, field).toBe(400);
      expect(posted.body.fieldErrors, field).toEqual({ [field]: message });
      expect(posted.body.values).toMatchObject({ ...FLIGHT_FORM, ...changes });
    }
    const shown = await formOf(
      undefined,
      (
        await run(
          batchForm.action,
          postRequest("/admin/batches/new", { ...FLIGHT_FORM, toOffice: "beirut", vessel: "MSC Aurora" }, { cookie }),
        )
      ).body,
    );
    expect(shownText(shown)).toContain("The batch must go to another office");
    expect(inputValue(shown, "vessel")).toBe("MSC Aurora");
    expect(selectedOption(shown, "toOffice")).toBe("beirut");
    expect(await cargoRowCounts()).toEqual(counts);
  });

  test("the list shows every batch, newest departure first (unscheduled on top), with its shipment count", async () => {
    const march = await seedBatch();
    const april = await seedBatch({ vessel: "ME 433", departureDate: "2026-04-02", arrivalDate: null });
    const unscheduled = await seedBatch({ vessel: "MSC Aurora", mode: "sea", departureDate: null, arrivalDate: null, masterWaybill: "" });
    await addShipmentsToBatch(april.id, [(await seedShipment()).id, (await seedShipment()).id]);
    const loaded = await run(batchesList.loader, getRequest("/admin/batches", cookie));
    expect(loaded.status).toBe(200);
    expect(loaded.body.rows.map((row: { id: string }) => row.id)).toEqual([unscheduled.id, april.id, march.id]);
    expect(loaded.body.rows.map((row: { shipmentCount: number }) => row.shipmentCount)).toEqual([0, 2, 0]);
    const page = shownText(renderScreen(batchesList, "/admin/batches", { pattern: "batches", loaderData: loaded.body }));
    for (const text of ["3 batches", "ME 433", "Beirut → Abidjan", "Middle East Airlines", "076-12345675", "Sea", "Not set", "New batch"]) {
      expect(page).toContain(text);
    }
  });

  test("shipments are added by their numbers typed loosely; a mistyped number refuses the whole post, named, with what was typed kept", async () => {
    const batch = await seedBatch();
    const [first, second, third] = [await seedShipment(), await seedShipment(), await seedShipment()];
    const counts = await cargoRowCounts();

    const typed = `${loosely(first.trackingNumber)}\n${mistyped(second.trackingNumber)}, ${third.trackingNumber}`;
    const refused = await batchPost(batch.id, { intent: "add-shipments", numbers: typed });
    expect(refused.status).toBe(400);
    expect(refused.body.addProblems).toEqual([`“${mistyped(second.trackingNumber)}” has a mistake in it: check the number on the label.`]);
    expect(await batchShipmentIds(batch.id)).toEqual([]);
    expect(await cargoRowCounts()).toEqual(counts);
    const shown = await screenOf(batch.id, refused.body);
    expect(shownText(shown)).toContain("Nothing was added.");
    expect(shownText(shown)).toContain(mistyped(second.trackingNumber));
    expect(textareaValue(shown, "numbers")).toBe(typed);

    const added = await batchPost(batch.id, {
      intent: "add-shipments",
      numbers: `${loosely(first.trackingNumber)} ${loosely(second.trackingNumber)}`,
    });
    expect([added.status, added.location]).toEqual([302, `/admin/batches/${batch.id}`]);
    expect(added.toast).toMatchObject({ title: "Shipments added", description: "2 shipments added to the batch." });
    expect(listed(await screenOf(batch.id))).toEqual([first.trackingNumber, second.trackingNumber].sort());

    // Ticked from the list of shipments waiting on the route; one already in is left as it is.
    const page = await screenOf(batch.id);
    expect(page).toContain(`name="shipment" value="${third.id}"`);
    expect(page).not.toContain(`name="shipment" value="${first.id}"`);
    const ticked = await batchPost(batch.id, [
      ["intent", "add-shipments"],
      ["numbers", first.trackingNumber],
      ["shipment", third.id],
    ]);
    expect(ticked.status).toBe(302);
    expect(ticked.toast).toMatchObject({ description: "1 shipment added to the batch (1 was in it already)." });
    expect((await batchShipmentIds(batch.id)).length).toBe(3);
  });

  test("a number no shipment has, a shipment of another route or in another batch are refused by name", async () => {
    const batch = await seedBatch();
    const other = await seedBatch({ vessel: "ME 999" });
    const elsewhere = await seedShipment();
    await addShipmentsToBatch(other.id, [elsewhere.id]);
    const delivered = await seedShipment();
    await asNadia(() =>
      recordShipmentEvent(delivered.id, { status: "delivered", place: "", publicNote: "", internalNote: "", office: null }),
    );
    const fine = await seedShipment();
    const unknown = "CW-0000-0000";
    const counts = await cargoRowCounts();
    const refused = await batchPost(batch.id, {
      intent: "add-shipments",
      numbers: [fine.trackingNumber, elsewhere.trackingNumber, delivered.trackingNumber, unknown].join("\n"),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.addProblems).toEqual(
      expect.arrayContaining([
        `No shipment has the number ${unknown}.`,
        `${elsewhere.trackingNumber} is in another batch: remove it there first.`,
        `${delivered.trackingNumber} is delivered, returned or cancelled.`,
      ]),
    );
    expect(refused.body.addProblems).toHaveLength(3);
    expect(await cargoRowCounts()).toEqual(counts);
    expect(await batchShipmentIds(batch.id)).toEqual([]);
    const nothing = await batchPost(batch.id, { intent: "add-shipments", numbers: "  " });
    expect([nothing.status, nothing.body.problem.description]).toEqual([
      400,
      "Type or scan at least one tracking number, or tick a shipment.",
    ]);
  });

  test("removing a shipment asks first, also without JavaScript, then takes it out of the batch only", async () => {
    const batch = await seedBatch();
    const shipment = await seedShipment();
    await addShipmentsToBatch(batch.id, [shipment.id]);
    const asking = await screenOf(batch.id, undefined, `?remove=${shipment.id}`);
    expect(asking).toContain('role="alertdialog"');
    expect(shownText(asking)).toContain("Take this shipment out of the batch?");
    expect(asking).toMatch(new RegExp(`name="shipment" value="${shipment.id}"`));
    const removed = await batchPost(batch.id, { intent: "remove-shipment", shipment: shipment.id });
    expect(removed.status).toBe(302);
    expect(removed.toast).toMatchObject({ title: "Shipment removed" });
    expect(await batchShipmentIds(batch.id)).toEqual([]);
    expect((await getShipment(shipment.id))!.status).toBe("registered");
    const again = await batchPost(batch.id, { intent: "remove-shipment", shipment: shipment.id });
    expect(again.status).toBe(400);
    const unknown = await batchPost(batch.id, { intent: "launch" });
    expect(unknown.status).toBe(400);
  });

  test("a status for the batch is refused when one shipment is delivered: named, nothing written, what was typed kept", async () => {
    const batch = await seedBatch();
    const shipments = [await seedShipment(), await seedShipment(), await seedShipment()];
    await addShipmentsToBatch(
      batch.id,
      shipments.map((shipment) => shipment.id),
    );
    await asNadia(() =>
      recordShipmentEvent(shipments[1]!.id, { status: "delivered", place: "", publicNote: "", internalNote: "", office: null }),
    );
    const counts = await cargoRowCounts();
    const typed = { status: "departed", place: "Beirut airport", publicNote: "On flight ME 571", internalNote: "ULD 4" };
    const refused = await batchPost(batch.id, { intent: "record-event", ...typed });
    expect(refused.status).toBe(409);
    expect(refused.body.refusedShipments).toEqual([
      `${shipments[1]!.trackingNumber}: This shipment is in a final status: nothing more can be recorded.`,
    ]);
    expect(refused.body.recordValues).toEqual(typed);
    expect(await cargoRowCounts()).toEqual(counts);
    const shown = await screenOf(batch.id, refused.body);
    expect(shownText(shown)).toContain("Nothing was recorded");
    expect(shownText(shown)).toContain(shipments[1]!.trackingNumber);
    expect(selectedOption(shown, "status")).toBe("departed");
    expect(textareaValue(shown, "publicNote")).toBe("On flight ME 571");
    expect(textareaValue(shown, "internalNote")).toBe("ULD 4");

    const bad = await batchPost(batch.id, { intent: "record-event", ...typed, status: "registered" });
    expect([bad.status, bad.body.fieldErrors]).toEqual([400, { status: "Choose a status from the list." }]);
    const long = await batchPost(batch.id, { intent: "record-event", ...typed, place: "x".repeat(201) });
    expect([long.status, long.body.fieldErrors]).toEqual([400, { place: "Keep it to 200 characters." }]);
    expect(await cargoRowCounts()).toEqual(counts);
  });

  test("a status for the batch writes one event per shipment, and each shipment's screen shows it and links the batch", async () => {
    const batch = await seedBatch();
    const shipments = [await seedShipment(), await seedShipment()];
    await batchPost(batch.id, { intent: "add-shipments", numbers: shipments.map((shipment) => shipment.trackingNumber).join(",") });
    const recorded = await batchPost(batch.id, {
      intent: "record-event",
      status: "departed",
      place: "Beirut airport",
      publicNote: "",
      internalNote: "",
    });
    expect([recorded.status, recorded.location]).toEqual([302, `/admin/batches/${batch.id}`]);
    expect(recorded.toast).toMatchObject({ type: "success", description: "Departed recorded for 2 shipments" });
    for (const shipment of shipments) {
      const timeline = await staffTimeline(shipment.id);
      expect(timeline.map((event) => event.status)).toEqual(["departed", "registered"]);
      expect(timeline[0]).toMatchObject({ place: "Beirut airport", recordedBy: { name: "Test editor" } });
    }
    const events = await getDb().selectFrom("shipment_events").select("batch_event_id").where("status", "=", "departed").execute();
    expect(events).toHaveLength(2);
    expect(new Set(events.map((event) => event.batch_event_id)).size).toBe(1);
    expect(shownText(await screenOf(batch.id))).toContain("Departed (DEP)");

    const url = `/admin/shipments/${shipments[0]!.id}`;
    const loaded = await run(shipmentScreen.loader, getRequest(url, cookie), { id: shipments[0]!.id });
    const page = renderScreen(shipmentScreen, url, { pattern: "shipments/:id", loaderData: loaded.body });
    expect(page).toContain(`href="/admin/batches/${batch.id}"`);
    expect(shownText(page)).toContain("ME 571 · Middle East Airlines");
  });

  test("a French shipment's status, alone or with its batch, queues a French e-mail to its sender and receiver", async () => {
    const shipment = await seedShipment({
      receiver: { name: "Aïcha Koné", phone: "+225 07 12 34 56", email: "aicha@example.com", city: "Abidjan" },
    });
    const batch = await seedBatch();
    await addShipmentsToBatch(batch.id, [shipment.id]);
    await batchPost(batch.id, {
      intent: "record-event",
      status: "departed",
      place: "Beyrouth",
      publicNote: "Vol ME 571",
      internalNote: "ULD 4",
    });
    const mails = await getDb()
      .selectFrom("mail_outbox")
      .select(["kind", "locale", "to_address", "subject", "text_body", "html_body"])
      .orderBy("to_address")
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.locale, mail.to_address, mail.subject])).toEqual([
      ["shipment-status", "fr", '"Aïcha Koné" <aicha@example.com>', `Votre envoi ${shipment.trackingNumber} : Parti`],
      ["shipment-status", "fr", '"Karim Haddad" <karim@example.com>', `Votre envoi ${shipment.trackingNumber} : Parti`],
    ]);
    const text = mails[0]!.text_body;
    expect(text).toContain("Bonjour Aïcha Koné,");
    expect(text).toContain(`Votre envoi ${shipment.trackingNumber} est maintenant : Parti (Beyrouth).`);
    expect(text).toContain("Vol ME 571");
    expect(text).toContain(`/fr/track/${shipment.trackingNumber}`);
    expect(text).not.toContain("ULD 4");
    expect(mails[0]!.html_body).toContain('<html lang="fr" dir="ltr">');

    // An Arabic shipment's mail, recorded on the shipment alone, reads right to left.
    const arabic = await seedShipment({
      locale: "ar",
      sender: { name: "كريم حداد", phone: "+961 70 123 456", email: "karim@example.com" },
    });
    await asNadia(() => recordShipmentEvent(arabic.id, { status: "received", place: "", publicNote: "", internalNote: "", office: null }));
    const [mail] = await getDb().selectFrom("mail_outbox").selectAll().where("reference", "=", arabic.trackingNumber).execute();
    expect(mail).toMatchObject({ locale: "ar", subject: `شحنتك ${arabic.trackingNumber}: استُلمت في المكتب` });
    expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text_body).toContain(`/ar/track/${arabic.trackingNumber}`);
  });

  test("the shipment's screen offers WhatsApp to an international number, in the shipment's language, and says why not to a local one", async () => {
    const shipment = await seedShipment({
      receiver: { name: "Aïcha Koné", phone: "07 12 34 56", email: null, city: "Abidjan" },
    });
    await asNadia(() =>
      recordShipmentEvent(shipment.id, { status: "received", place: "Beyrouth", publicNote: "", internalNote: "", office: null }),
    );
    const url = `/admin/shipments/${shipment.id}`;
    const loaded = await run(shipmentScreen.loader, getRequest(url, cookie), { id: shipment.id });
    expect(loaded.body.whatsApp.receiver).toEqual({
      href: null,
      hint: "No WhatsApp link for 07 12 34 56: it has no country code. Write it as +961…, +225… or +231… to message it.",
    });
    const href = new URL(loaded.body.whatsApp.sender.href);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/96170123456");
    expect(href.searchParams.get("text")).toBe(
      `Bonjour Karim Haddad, votre envoi ${shipment.trackingNumber} est maintenant : Reçu à l’agence (Beyrouth).\nSuivez-le ici : http://localhost:3000/fr/track/${shipment.trackingNumber}`,
    );
    const page = renderScreen(shipmentScreen, url, { pattern: "shipments/:id", loaderData: loaded.body });
    expect(shownText(page)).toContain("WhatsApp the sender");
    expect(shownText(page)).not.toContain("WhatsApp the receiver");
    expect(shownText(page)).toContain("No WhatsApp link for 07 12 34 56");
    expect(shownText(page)).toContain("In no batch yet.");
  });

  test("an unknown batch is a 404 on its screen, its form and its posts", async () => {
    const id = "no-such-batch";
    expect((await run(batchScreen.loader, getRequest(`/admin/batches/${id}`, cookie), { id })).status).toBe(404);
    expect((await run(batchForm.loader, getRequest(`/admin/batches/${id}/edit`, cookie), { id })).status).toBe(404);
    expect((await batchPost(id, { intent: "add-shipments", numbers: "CW-0000-0000" })).status).toBe(404);
  });
});
