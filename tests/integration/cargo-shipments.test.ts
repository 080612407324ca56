import { expect, test } from "vitest";
import { currentStatus, isShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { readTrackingNumber, TRACKING_NUMBER_PATTERN, type RandomBytes } from "~/domain/cargo/tracking-numbers";
import { addRateCard, rateCardHistory, rateCardInForce } from "~/server/cargo/cargo-rates.server";
import { publicTracking, recordShipmentEvent, staffTimeline } from "~/server/cargo/shipment-events.server";
import {
  createShipment,
  getShipment,
  getShipmentByTrackingNumber,
  listShipments,
  updateShipment,
  type ShipmentDetails,
} from "~/server/cargo/shipments.server";
import { getDb } from "~/server/platform/db.server";
import { asNadia, BEIRUT_ABIDJAN_AIR, cargoRowCounts, newShipment, ROUTE, seedRateCard, seedShipment } from "./cargo-helpers";
import { describeEachDatabase } from "./databases";

const EVENT = { place: "Beirut airport", publicNote: "On flight ME 571", internalNote: "Paid cash", office: "beirut" } as const;

/** A random source whose first draws repeat the bytes given, then counts on: every number after the first clashes once. */
function repeating(first: number[][]): RandomBytes {
  let call = 0;
  return (bytes) => {
    const given = first[call];
    call++;
    if (given) bytes.set(given);
    else bytes.set(Array.from({ length: bytes.length }, (_, index) => (call * 7 + index * 13) & 255));
    return bytes;
  };
}

function detailsOf(shipment: ShipmentDetails): ShipmentDetails {
  const { sender, receiver, contents, declaredValue, payer, internalNote, locale } = shipment;
  return { sender, receiver, contents, declaredValue, payer, internalNote, locale };
}

describeEachDatabase("cargo shipments", () => {
  test("registers a shipment with its pieces, its charges from the card and a 'registered' event, audited", async () => {
    const card = await seedRateCard();
    const shipment = await seedShipment();
    expect(shipment.trackingNumber).toMatch(TRACKING_NUMBER_PATTERN);
    expect(shipment.status).toBe("registered");
    expect(shipment.rateCardId).toBe(card.id);
    expect(shipment.pieces).toHaveLength(3);
    // 15 + 10 + 10 kg chargeable at 8.00.
    expect(shipment.charges).toEqual([{ kind: "weight", label: "35 kg at $8 per kg", amount: { amountMinor: 28_000, currency: "USD" } }]);
    expect(await getShipmentByTrackingNumber(shipment.trackingNumber.toLowerCase().replaceAll("-", " "))).toEqual(shipment);
    const timeline = await staffTimeline(shipment.id);
    expect(timeline.map((event) => [event.status, event.recordedBy?.name])).toEqual([["registered", "Nadia"]]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "entity", "actor_name"])
      .where("entity_id", "=", shipment.id)
      .execute();
    expect(audit).toEqual([{ action: "create", entity: "shipment", actor_name: "Nadia" }]);
  });

  test("200 parallel creations give 200 distinct valid tracking numbers, drawing again on a clash", async () => {
    await seedRateCard();
    let draws = 0;
    // The first 100 draws give 50 numbers, each twice: at least 50 creations clash once and draw again.
    const twice: RandomBytes = (bytes) => {
      const value = draws < 100 ? Math.floor(draws / 2) : draws;
      draws++;
      bytes.set([value & 31, (value >> 5) & 31, (value >> 10) & 31, 3, 4, 5, 6]);
      return bytes;
    };
    const created = await Promise.all(Array.from({ length: 200 }, () => asNadia(() => createShipment(newShipment(), { random: twice }))));
    const numbers = created.map((result) => (result.ok ? result.shipment.trackingNumber : `refused ${JSON.stringify(result)}`));
    expect(new Set(numbers).size).toBe(200);
    for (const number of numbers) expect(readTrackingNumber(number)).toEqual({ ok: true, number });
    expect(draws).toBeGreaterThanOrEqual(250);
    expect((await listShipments({})).total).toBe(200);
  });

  test("a clashing tracking number is drawn again, and the clash leaves no trace", async () => {
    await seedRateCard();
    const same = [0, 1, 2, 3, 4, 5, 6];
    const first = await asNadia(() => createShipment(newShipment(), { random: repeating([same]) }));
    const second = await asNadia(() => createShipment(newShipment(), { random: repeating([same, [9, 9, 9, 9, 9, 9, 9]]) }));
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(second.shipment.trackingNumber).not.toBe(first.shipment.trackingNumber);
    const counts = await cargoRowCounts();
    expect([counts.shipments, counts.shipment_events, counts.shipment_pieces]).toEqual([2, 2, 6]);
  });

  test("rate history: a card added later moves no shipment's charges, and the card in force is the latest dated on or before the day", async () => {
    const january = await seedRateCard("2026-01-01");
    const shipment = await seedShipment({ dropOffDate: "2026-03-02" });
    const dearer = { ...BEIRUT_ABIDJAN_AIR, brackets: [{ fromGrams: 0, perKgMinor: 1_000 }] };
    const june = await seedRateCard("2026-06-01", dearer);
    // Even a card dated before the drop-off, added afterwards, leaves the kept charges alone.
    const february = await seedRateCard("2026-02-01", { ...BEIRUT_ABIDJAN_AIR, minimumMinor: 9_000 });
    expect((await getShipment(shipment.id))!.charges).toEqual(shipment.charges);
    expect((await rateCardInForce(ROUTE, "2025-12-31"))?.id).toBeUndefined();
    expect((await rateCardInForce(ROUTE, "2026-01-31"))?.id).toBe(january.id);
    expect((await rateCardInForce(ROUTE, "2026-05-31"))?.id).toBe(february.id);
    expect((await rateCardInForce(ROUTE, "2026-06-01"))?.id).toBe(june.id);
    expect((await rateCardInForce(ROUTE, "2026-06-01"))?.card).toEqual(dearer);
    expect((await rateCardHistory(ROUTE)).map((card) => card.validFrom)).toEqual(["2026-06-01", "2026-02-01", "2026-01-01"]);
    const later = await seedShipment({ dropOffDate: "2026-06-02" });
    expect(later.charges.map((charge) => charge.amount.amountMinor)).toEqual([35_000]);
    expect(later.rateCardId).toBe(june.id);
  });

  test("the public timeline selects only public columns", async () => {
    await seedRateCard();
    const shipment = await seedShipment();
    expect(await asNadia(() => recordShipmentEvent(shipment.id, { status: "departed", ...EVENT }))).toEqual({ status: "ok", version: 2 });
    const tracking = await publicTracking(shipment.trackingNumber.toLowerCase());
    expect(Object.keys(tracking!).sort()).toEqual(["events", "fromOffice", "mode", "status", "toOffice", "trackingNumber"]);
    expect(tracking!.status).toBe("departed");
    expect(tracking!.events.map((event) => event.status)).toEqual(["departed", "registered"]);
    for (const event of tracking!.events)
      expect(Object.keys(event).sort()).toEqual(["office", "place", "publicNote", "recordedAt", "status"]);
    const text = JSON.stringify(tracking);
    for (const secret of ["Karim", "Aïcha", "+961", "karim@example.com", "Clothes", "Paid cash", "Fragile", "28000", "Nadia"]) {
      expect(text).not.toContain(secret);
    }
    const staff = await staffTimeline(shipment.id);
    expect(staff[0]).toMatchObject({ status: "departed", internalNote: "Paid cash", recordedBy: { id: "user-nadia", name: "Nadia" } });
    expect(await publicTracking("CW-0000-0001")).toBeNull();
  });

  test("a status change queues one e-mail per sender and receiver who gave an address, in the shipment's language, none at registration", async () => {
    await seedRateCard();
    const shipment = await seedShipment({
      receiver: { name: "Aïcha Koné", phone: "+225 07 12 34 56", email: "aicha@example.com", city: "Abidjan" },
    });
    expect(await getDb().selectFrom("mail_outbox").select("id").execute()).toEqual([]);
    await recordShipmentEvent(shipment.id, { status: "departed", ...EVENT });
    const mails = await getDb()
      .selectFrom("mail_outbox")
      .select(["kind", "reference", "to_address", "subject", "text_body"])
      .orderBy("to_address")
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.reference, mail.to_address, mail.subject])).toEqual([
      ["shipment-status", shipment.trackingNumber, '"Aïcha Koné" <aicha@example.com>', `Votre envoi ${shipment.trackingNumber} : Parti`],
      ["shipment-status", shipment.trackingNumber, '"Karim Haddad" <karim@example.com>', `Votre envoi ${shipment.trackingNumber} : Parti`],
    ]);
    expect(mails[0]!.text_body).toContain(`/fr/track/${shipment.trackingNumber}`);
    expect(mails[0]!.text_body).not.toContain("Paid cash");
  });

  test("shipments.status is the latest event's, and an event after a final one is refused", async () => {
    await seedRateCard();
    const shipment = await seedShipment();
    for (const status of ["received", "departed", "arrived", "delivered"] as const) {
      expect((await asNadia(() => recordShipmentEvent(shipment.id, { status, ...EVENT }))).status).toBe("ok");
    }
    expect(await recordShipmentEvent(shipment.id, { status: "returned", ...EVENT })).toEqual({ status: "refused", problem: "after-final" });
    const events = await getDb()
      .selectFrom("shipment_events")
      .select(["status", "recorded_at", "sequence"])
      .where("shipment_id", "=", shipment.id)
      .execute();
    const latest = currentStatus(
      events.map((event) => ({
        status: isShipmentStatus(event.status) ? event.status : "registered",
        recordedAt: new Date(event.recorded_at),
        sequence: Number(event.sequence),
      })),
    );
    const stored = await getShipment(shipment.id);
    expect([stored!.status, latest, events.length]).toEqual(["delivered", "delivered", 5]);
  });

  test("a stale update is refused as a conflict and changes nothing", async () => {
    await seedRateCard();
    const shipment = await seedShipment();
    const details = detailsOf(shipment);
    const saved = await asNadia(() => updateShipment(shipment.id, shipment.version, { ...details, contents: "Clothes" }));
    expect(saved.status).toBe("ok");
    const before = await cargoRowCounts();
    const stale = await asNadia(() => updateShipment(shipment.id, shipment.version, { ...details, contents: "Nothing" }));
    expect(stale.status).toBe("conflict");
    expect((await getShipment(shipment.id))!.contents).toBe("Clothes");
    expect(await cargoRowCounts()).toEqual(before);
    // An event raises the version too: a screen read before it is stale.
    const current = (await getShipment(shipment.id))!;
    await recordShipmentEvent(shipment.id, { status: "received", ...EVENT });
    expect((await updateShipment(shipment.id, current.version, details)).status).toBe("conflict");
    expect(await updateShipment("no-such-shipment", 1, details)).toEqual({ status: "not-found" });
  });

  test("lists shipments filtered and searched in SQL, with counts per status", async () => {
    await seedRateCard();
    await seedRateCard("2026-01-01", { ...BEIRUT_ABIDJAN_AIR });
    const first = await seedShipment({ dropOffDate: "2026-03-01" });
    const second = await seedShipment({ dropOffDate: "2026-03-05", sender: { name: "Rima Nassar", phone: "+961 3 987 654", email: null } });
    await recordShipmentEvent(second.id, { status: "received", ...EVENT });
    const all = await listShipments({});
    expect(all.rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(all.counts).toMatchObject({ registered: 1, received: 1, delivered: 0 });
    expect((await listShipments({ status: "received" })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await listShipments({ search: "rima" })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await listShipments({ search: "3987654" })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await listShipments({ search: first.trackingNumber.replaceAll("-", "").toLowerCase() })).rows.map((row) => row.id)).toEqual([
      first.id,
    ]);
    expect((await listShipments({ dropOffFrom: "2026-03-02", fromOffice: "beirut", mode: "air" })).total).toBe(1);
    expect((await listShipments({ toOffice: "monrovia" })).total).toBe(0);
  });

  test("a search that matches more than the list counts stops counting: no figures per status, the newest matches first", async () => {
    await seedRateCard();
    const named = (name: string, dropOffDate: string) =>
      seedShipment({ dropOffDate, sender: { name, phone: "+961 70 000 000", email: null } });
    const oldest = await named("Karim Haddad", "2026-03-01");
    const middle = await named("Rania Haddad", "2026-03-02");
    const newest = await named("Elie Haddad", "2026-03-03");
    await named("Maya Saab", "2026-03-04");
    // Under the cap: every match counted.
    const counted = await listShipments({ search: "haddad" }, 1, 25, { countCap: 3 });
    expect(counted.counts).toMatchObject({ registered: 3 });
    expect(counted.total).toBe(3);
    // Over it: the counts are left out, the list pages through the first matches, newest first.
    const capped = await listShipments({ search: "haddad" }, 1, 25, { countCap: 2 });
    expect(capped.counts).toBeNull();
    expect(capped.total).toBe(2);
    expect(capped.rows.map((row) => row.id)).toEqual([newest.id, middle.id, oldest.id].slice(0, capped.rows.length));
    expect(capped.rows.map((row) => row.senderName).every((name) => name.endsWith("Haddad"))).toBe(true);
  });

  test("keeps emoji and any script in names", async () => {
    await seedRateCard();
    const shipment = await seedShipment({ receiver: { name: "جميلة 🌸 Koné", phone: "+225 07 00 00 00", email: null, city: "Abidjan" } });
    expect((await getShipment(shipment.id))!.receiver.name).toBe("جميلة 🌸 Koné");
  });

  test("refuses bad input to each function with a problem code, changing nothing", async () => {
    await seedRateCard();
    const shipment = await seedShipment();
    const before = await cargoRowCounts();
    const box = { kind: "box", grams: 1_000, lengthCm: 10, widthCm: 10, heightCm: 10 } as const;
    const long = "x".repeat(10_000);
    const refusals = [
      [await createShipment(newShipment({ pieces: [{ ...box, grams: 1e12 }] })), { ok: false, problem: "weight-out-of-range", piece: 0 }],
      [await createShipment(newShipment({ pieces: [{ ...box, grams: -5 }] })), { ok: false, problem: "weight-out-of-range", piece: 0 }],
      [
        await createShipment(newShipment({ pieces: [{ ...box, lengthCm: 100_000 }] })),
        { ok: false, problem: "dimension-out-of-range", piece: 0 },
      ],
      [await createShipment(newShipment({ pieces: [] })), { ok: false, problem: "no-pieces" }],
      [
        await createShipment(newShipment({ pieces: [{ ...box, kind: "crate" as never }] })),
        { ok: false, problem: "unknown-piece-kind", piece: 0 },
      ],
      [
        await createShipment(newShipment({ sender: { name: long, phone: "+961 1 1234", email: null } })),
        { ok: false, problem: "too-long", field: "sender.name" },
      ],
      [await createShipment(newShipment({ contents: long })), { ok: false, problem: "too-long", field: "contents" }],
      [
        await createShipment(newShipment({ sender: { name: "Karim", phone: "call me", email: null } })),
        { ok: false, problem: "bad-phone", field: "sender.phone" },
      ],
      [await createShipment(newShipment({ toOffice: "paris" as never })), { ok: false, problem: "unknown-office" }],
      [await createShipment(newShipment({ toOffice: "beirut" })), { ok: false, problem: "same-office" }],
      [await createShipment(newShipment({ dropOffDate: "2026-02-30" })), { ok: false, problem: "bad-date" }],
      [await createShipment(newShipment({ dropOffDate: "2025-06-01" })), { ok: false, problem: "no-rate-card" }],
      [await createShipment(newShipment({ mode: "sea" })), { ok: false, problem: "no-rate-card" }],
      [
        await addRateCard({ ...ROUTE, toOffice: "paris" as never, validFrom: "2026-01-01", card: BEIRUT_ABIDJAN_AIR }),
        { ok: false, problem: "unknown-office" },
      ],
      [
        await addRateCard({ ...ROUTE, validFrom: "2026-01-01", card: { ...BEIRUT_ABIDJAN_AIR, brackets: [] } }),
        { ok: false, problem: "no-brackets" },
      ],
      [await addRateCard({ ...ROUTE, validFrom: "soon", card: BEIRUT_ABIDJAN_AIR }), { ok: false, problem: "bad-date" }],
      [await recordShipmentEvent(shipment.id, { ...EVENT, status: "lost" as never }), { status: "invalid", problem: "unknown-status" }],
      [
        await recordShipmentEvent(shipment.id, { ...EVENT, status: "received", place: long }),
        { status: "invalid", problem: "too-long", field: "place" },
      ],
      [
        await recordShipmentEvent(shipment.id, { ...EVENT, status: "received", office: "paris" as never }),
        { status: "invalid", problem: "unknown-office" },
      ],
      [await recordShipmentEvent(shipment.id, { ...EVENT, status: "registered" }), { status: "refused", problem: "already-registered" }],
      [await recordShipmentEvent("no-such-shipment", { ...EVENT, status: "received" }), { status: "not-found" }],
      [
        await updateShipment(shipment.id, shipment.version, { ...detailsOf(shipment), receiver: { ...shipment.receiver, name: long } }),
        { status: "invalid", problem: "too-long", field: "receiver.name" },
      ],
      [
        await updateShipment(shipment.id, shipment.version, {
          ...detailsOf(shipment),
          sender: { ...shipment.sender, email: "not an address" },
        }),
        { status: "invalid", problem: "bad-email", field: "sender.email" },
      ],
    ] as const;
    for (const [answer, expected] of refusals) expect(answer).toEqual(expected);
    expect(await cargoRowCounts()).toEqual(before);
    expect(await getShipment(shipment.id)).toEqual(shipment);
  });
});
