import { beforeEach, expect, test } from "vitest";
import * as shipmentScreen from "~/routes/admin/cargo/shipment";
import * as labelsScreen from "~/routes/admin/cargo/shipment-labels";
import * as shipmentsList from "~/routes/admin/cargo/shipments";
import * as waybillScreen from "~/routes/admin/cargo/shipment-waybill";
import { formatMoney } from "~/domain/money";
import { recordShipmentEvent } from "~/server/cargo/shipment-events.server";
import { getShipment } from "~/server/cargo/shipments.server";
import { asNadia, seedRateCard, seedShipment } from "./cargo-helpers";
import { getRequest, postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { renderScreen, selectedOption, shownText, textareaValue } from "./screen-render";

/**
 * The cargo desk's admin screens (issue #26) as their loaders and actions answer and the server
 * renders them: the shipments list's filters, a shipment's charges and timeline, recording a
 * status (and its refusals, with what was typed kept), and the labels' print view.
 */

let cookie: string;

async function listPage(url: string) {
  const loaded = await run(shipmentsList.loader, getRequest(url, cookie));
  expect(loaded.status, url).toBe(200);
  return renderScreen(shipmentsList, url, { pattern: "shipments", loaderData: loaded.body });
}

/** The tracking numbers of the list's rows, top to bottom. */
const listed = (page: string) => [...page.matchAll(/data-shipment="([^"]+)"/g)].map((match) => match[1]);

async function screenOf(id: string, actionData?: unknown) {
  const url = `/admin/shipments/${id}`;
  const loaded = await run(shipmentScreen.loader, getRequest(url, cookie), { id });
  expect(loaded.status).toBe(200);
  return renderScreen(shipmentScreen, url, { pattern: "shipments/:id", loaderData: loaded.body, actionData });
}

function recordPost(id: string, fields: Record<string, string>) {
  return run(shipmentScreen.action, postRequest(`/admin/shipments/${id}`, { intent: "record-event", ...fields }, { cookie }), { id });
}

/** The statuses of the timeline's rows, top to bottom. */
const timeline = (page: string) => [...page.matchAll(/data-event="([^"]+)"/g)].map((match) => match[1]);

describeEachDatabase("the cargo desk's admin screens", () => {
  beforeEach(async () => {
    cookie = await signedInCookie("editor");
    await seedRateCard();
  });

  test("the list filters by status, counts each status, and finds a shipment by a part of a phone number", async () => {
    const first = await seedShipment();
    const second = await seedShipment({ sender: { name: "Samir Khoury", phone: "+961 3 987 654", email: null } });
    const third = await seedShipment({ receiver: { name: "Mariam Diallo", phone: "+225 01 55 44 33", email: null, city: "Yamoussoukro" } });
    await asNadia(() =>
      recordShipmentEvent(second.id, { status: "received", place: "Beirut", publicNote: "", internalNote: "", office: null }),
    );

    const all = await listPage("/admin/shipments");
    expect(listed(all).sort()).toEqual([first, second, third].map((shipment) => shipment.trackingNumber).sort());
    expect(shownText(all)).toContain("Received at office (RCS) 1");
    expect(shownText(all)).toContain("Registered (BKD) 2");

    const received = await listPage("/admin/shipments?status=received");
    expect(listed(received)).toEqual([second.trackingNumber]);
    expect(shownText(received)).toContain("1 shipment found");

    const byPhone = await listPage("/admin/shipments?q=987%20654");
    expect(listed(byPhone)).toEqual([second.trackingNumber]);
    const byReceiverPhone = await listPage("/admin/shipments?q=55%2044%2033");
    expect(listed(byReceiverPhone)).toEqual([third.trackingNumber]);
    // The filter form is a GET form that keeps what was searched.
    expect(byPhone).toMatch(/<form[^>]*method="get"/);
    expect(byPhone).toMatch(/name="q"[^>]*value="987 654"/);
    // Each row links to its shipment's screen.
    expect(byPhone).toContain(`href="/admin/shipments/${second.id}"`);

    const later = await seedShipment({ dropOffDate: "2026-04-15" });
    expect(listed(await listPage("/admin/shipments?from=2026-04-01&to=2026-04-30"))).toEqual([later.trackingNumber]);
    expect(listed(await listPage("/admin/shipments?mode=sea"))).toEqual([]);
    expect(listed(await listPage("/admin/shipments?fromOffice=beirut&toOffice=abidjan")).length).toBe(4);

    const none = await listPage("/admin/shipments?status=received&q=55%2044%2033");
    expect(listed(none)).toEqual([]);
    expect(shownText(none)).toContain("No shipments match these filters.");
  });

  test("a shipment's screen shows its parties, pieces with chargeable weight, charges with the total, and the timeline", async () => {
    const shipment = await seedShipment();
    const page = shownText(await screenOf(shipment.id));
    expect(page).toContain(shipment.trackingNumber);
    for (const text of ["Karim Haddad", "+961 70 123 456", "Aïcha Koné", "Clothes and books", "Fragile: the books are old.", "Français"]) {
      expect(page).toContain(text);
    }
    // 30×45×65 cm at 14 kg is 15 kg chargeable by air.
    expect(page).toContain("15 kg");
    expect(page).toContain("35 kg at $8 per kg");
    expect(page).toContain(`Total (USD) ${formatMoney({ amountMinor: 28_000, currency: "USD" })}`);
    expect(page).toContain("Registered (BKD)");
    expect(page).toContain("Nadia");
    expect(page).toContain("Print labels");
    expect(page).toContain("Print waybill");
  });

  test("recording 'received' moves the status on and shows the new event first", async () => {
    const shipment = await seedShipment();
    const before = await screenOf(shipment.id);
    // The form offers what canRecord allows next: not "registered" again.
    expect(selectedOption(before, "status")).toBe("received");
    expect(before).not.toMatch(/<option value="registered"/);

    const posted = await recordPost(shipment.id, {
      version: String(shipment.version),
      status: "received",
      place: "Beirut office",
      publicNote: "Weighed and labelled",
      internalNote: "Paid cash",
    });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe(`/admin/shipments/${shipment.id}`);
    expect(posted.toast).toMatchObject({ type: "success", title: "Status recorded" });
    expect((await getShipment(shipment.id))!.status).toBe("received");

    const after = await screenOf(shipment.id);
    expect(timeline(after)).toEqual(["received", "registered"]);
    expect(selectedOption(after, "status")).toBe("departed");
    // An exception does not move the journey on: after "On hold" the form starts on "Departed",
    // not on the first status allowed ("Received at office" again).
    const held = await recordPost(shipment.id, {
      version: String((await getShipment(shipment.id))!.version),
      status: "on-hold",
      place: "Beirut office",
      publicNote: "",
      internalNote: "",
    });
    expect(held.status).toBe(302);
    expect(selectedOption(await screenOf(shipment.id), "status")).toBe("departed");
    const text = shownText(after);
    for (const shown of ["Received at office (RCS)", "Beirut office", "Weighed and labelled", "Paid cash", "Test editor"]) {
      expect(text).toContain(shown);
    }
  });

  test("a stale version is refused with 409, the conflict message and the typed values kept", async () => {
    const shipment = await seedShipment();
    await asNadia(() =>
      recordShipmentEvent(shipment.id, { status: "received", place: "", publicNote: "", internalNote: "", office: null }),
    );
    const typed = { status: "departed", place: "Beirut airport", publicNote: "On flight ME 571", internalNote: "Pallet 4" };
    const posted = await recordPost(shipment.id, { version: String(shipment.version), ...typed });
    expect(posted.status).toBe(409);
    expect(posted.body).toMatchObject({ conflict: true, values: typed });
    expect(timeline(await screenOf(shipment.id))).toEqual(["received", "registered"]);

    const shown = await screenOf(shipment.id, posted.body);
    expect(shownText(shown)).toContain("Someone else changed this shipment");
    expect(textareaValue(shown, "publicNote")).toBe("On flight ME 571");
    expect(textareaValue(shown, "internalNote")).toBe("Pallet 4");
    expect(selectedOption(shown, "status")).toBe("departed");
  });

  test("a status that is not one, or that cannot follow, is refused with 400 and its message by the field", async () => {
    const shipment = await seedShipment();
    const unknown = await recordPost(shipment.id, {
      version: String(shipment.version),
      status: "teleported",
      place: "Mars",
      publicNote: "",
      internalNote: "",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fieldErrors: { status: "Choose a status from the list." }, values: { place: "Mars" } });
    const again = await recordPost(shipment.id, {
      version: String(shipment.version),
      status: "registered",
      place: "",
      publicNote: "",
      internalNote: "",
    });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.status).toBe("This shipment is registered already.");
    const tooLong = await recordPost(shipment.id, {
      version: String(shipment.version),
      status: "received",
      place: "x".repeat(201),
      publicNote: "",
      internalNote: "",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors.place).toBe("Keep it to 200 characters.");
    const shown = shownText(await screenOf(shipment.id, tooLong.body));
    expect(shown).toContain("Keep it to 200 characters.");
    expect((await getShipment(shipment.id))!.status).toBe("registered");
  });

  test("the labels print one label per piece with the barcodes inline; the waybill prints the shipment in its language", async () => {
    const shipment = await seedShipment();
    const url = `/admin/shipments/${shipment.id}/labels`;
    const loaded = await run(labelsScreen.loader, getRequest(url, cookie), { id: shipment.id });
    expect(loaded.status).toBe(200);
    expect(loaded.body.paper.trackingUrl).toMatch(new RegExp(`/fr/track/${shipment.trackingNumber}$`));
    const labels = renderScreen(labelsScreen, url, { pattern: "shipments/:id/labels", loaderData: loaded.body });
    const sections = labels.split('<section class="cargo-label"').slice(1);
    expect(sections).toHaveLength(3);
    // Each label holds its Code 128 and its QR code as inline SVG, no images to fetch.
    for (const section of sections) {
      expect([...section.split("</section>")[0]!.matchAll(/<svg[^>]*viewBox/g)]).toHaveLength(2);
      expect(section).not.toMatch(/<img/);
    }
    expect(shownText(labels)).toContain("Colis 2 sur 3");

    const waybillUrl = `/admin/shipments/${shipment.id}/waybill`;
    const waybill = await run(waybillScreen.loader, getRequest(waybillUrl, cookie), { id: shipment.id });
    expect(waybill.status).toBe(200);
    const page = renderScreen(waybillScreen, waybillUrl, { pattern: "shipments/:id/waybill", loaderData: waybill.body });
    expect(shownText(page)).toContain("Lettre de transport");
    expect(shownText(page)).toContain(shipment.trackingNumber);
  });

  test("an unknown shipment is a 404 on its screen and its paper", async () => {
    for (const [module, url] of [
      [shipmentScreen, "/admin/shipments/no-such-shipment"],
      [labelsScreen, "/admin/shipments/no-such-shipment/labels"],
      [waybillScreen, "/admin/shipments/no-such-shipment/waybill"],
    ] as const) {
      expect((await run(module.loader, getRequest(url, cookie), { id: "no-such-shipment" })).status, url).toBe(404);
    }
  });
});
