import { expect, test } from "vitest";
import * as tourScreen from "~/routes/admin/catalogue/tour";
import { addDays, agencyToday, monthChoices } from "~/domain/departures";
import { parseTourFilter } from "~/domain/filters";
import { money } from "~/domain/money";
import { auditHistory, commandLineOrigin } from "~/server/accounts/audit.server";
import { RateFormSchema } from "~/domain/exchange-rate-form";
import { addRate, latestRateId } from "~/server/platform/currencies.server";
import { applyCatalogueImport, exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import {
  addDeparture,
  getDeparture,
  listDepartures,
  nextOpenDepartures,
  publicTourDates,
  updateDeparture,
} from "~/server/catalogue/departures.server";
import { getPublicTour, searchPublicTours } from "~/server/catalogue/public-catalogue.server";
import { deleteTour } from "~/server/catalogue/tours.server";
import { postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

const departure = (startDate: string, patch: Partial<Parameters<typeof addDeparture>[1]> = {}) => ({
  startDate,
  capacity: 12,
  seatsBooked: 0,
  status: "scheduled" as const,
  price: null,
  ...patch,
});

async function seededTour(title = "Bali Island Escape") {
  await seedDestination({ title: "Bali" }, "bali").catch(() => undefined);
  return seedTour({ title, price: 1299, duration: 8 });
}

describeEachDatabase("departures", () => {
  test("the public page lists only upcoming departures, month by month, with seats left, status and price", async () => {
    const tour = await seededTour();
    const today = "2027-03-15";
    await addDeparture(tour.id, departure("2027-03-14"));
    await addDeparture(tour.id, departure("2027-03-15", { seatsBooked: 10 }));
    await addDeparture(tour.id, departure("2027-04-02", { capacity: 8, seatsBooked: 8 }));
    await addDeparture(tour.id, departure("2027-04-20", { status: "cancelled" }));
    await addDeparture(tour.id, departure("2027-06-01", { status: "guaranteed", price: money(1499) }));

    const dates = await publicTourDates((await getPublicTour(tour.id))!, { currency: "USD", locale: "en", today });
    expect(dates.months.map((month) => month.label)).toEqual(["March 2027", "April 2027", "June 2027"]);
    const shown = dates.months.flatMap((month) => month.departures);
    expect(shown.map((d) => [d.startDate, d.availability, d.seatsLeft, d.bookable, d.priceText])).toEqual([
      ["2027-03-15", "scheduled", 2, true, "$1,299"],
      ["2027-04-02", "full", null, false, "$1,299"],
      ["2027-04-20", "cancelled", null, false, "$1,299"],
      ["2027-06-01", "guaranteed", null, true, "$1,499"],
    ]);
    expect(shown[0]!.datesText).toMatch(/^Mar 15\s–\s22, 2027$/);
    expect(dates.offers.map((offer) => [offer.availabilityStarts, offer.price])).toEqual([
      ["2027-03-15", "1299.00"],
      ["2027-06-01", "1499.00"],
    ]);
  });

  test("a departure's own price is shown in the visitor's currency like the tour's", async () => {
    const tour = await seededTour();
    const rate = RateFormSchema.parse({ currency: "XOF", rate: "600", appliesFrom: "2026-01-01", latestId: await latestRateId() });
    await addRate(rate, commandLineOrigin());
    await addDeparture(tour.id, departure("2027-06-01", { price: money(100) }));
    const dates = await publicTourDates((await getPublicTour(tour.id, { currency: "XOF" }))!, {
      currency: "XOF",
      locale: "fr",
      today: "2027-03-15",
    });
    const [shown] = dates.months[0]!.departures;
    expect(shown!.priceText).toBe("≈ 60\u202f000\u00a0F\u202fCFA");
    expect(shown!.priceNote).toContain("100");
    expect(dates.months[0]!.label).toBe("juin 2027");
  });

  test("no departure ahead gives no months and no offers (Dates on request)", async () => {
    const tour = await seededTour();
    await addDeparture(tour.id, departure("2027-03-01"));
    const dates = await publicTourDates((await getPublicTour(tour.id))!, { currency: "USD", locale: "en", today: "2027-03-15" });
    expect(dates).toEqual({ months: [], offers: [] });
  });

  test("the month filter finds tours with an open departure that month, and cards get the next one", async () => {
    const today = agencyToday();
    const [, month] = monthChoices(today);
    const open = await seededTour("Open in that month");
    const full = await seededTour("Full in that month");
    const cancelled = await seededTour("Cancelled in that month");
    const elsewhen = await seededTour("Another month");
    await addDeparture(open.id, departure(`${month}-10`, { seatsBooked: 11 }));
    await addDeparture(full.id, departure(`${month}-10`, { seatsBooked: 12 }));
    await addDeparture(cancelled.id, departure(`${month}-10`, { status: "cancelled" }));
    await addDeparture(elsewhen.id, departure(addDays(`${month}-01`, 70)));

    const found = await searchPublicTours({ ...parseTourFilter(new URLSearchParams()), month: month! }, 1);
    expect(found.rows.map((tour) => tour.id)).toEqual([open.id]);
    const all = await searchPublicTours(parseTourFilter(new URLSearchParams()), 1);
    expect(all.total).toBe(4);

    const next = await nextOpenDepartures([open.id, full.id, cancelled.id, elsewhen.id], today);
    expect([...next.keys()].sort()).toEqual([elsewhen.id, open.id].sort());
    expect(next.get(open.id)).toBe(`${month}-10`);
  });

  test("this month's filter leaves out the days already past", async () => {
    const tour = await seededTour();
    await addDeparture(tour.id, departure("2027-03-02"));
    const { hasOpenDepartureIn } = await import("~/server/catalogue/departures.server");
    const { getDb } = await import("~/server/platform/db.server");
    const matching = (today: string) =>
      getDb()
        .selectFrom("tours")
        .select("id")
        .where((eb) => hasOpenDepartureIn(eb, "2027-03", today))
        .execute();
    expect(await matching("2027-03-01")).toHaveLength(1);
    expect(await matching("2027-03-03")).toHaveLength(0);
  });

  test("every write is versioned, audited and raises the content version; a stale save is refused", async () => {
    const tour = await seededTour();
    const before = await readContentVersion();
    const added = await addDeparture(tour.id, departure("2027-05-01"));
    expect(await readContentVersion()).toBeGreaterThan(before);
    const saved = await updateDeparture(added.id, departure("2027-05-01", { seatsBooked: 4 }), 1);
    expect(saved.status).toBe("ok");
    const stale = await updateDeparture(added.id, departure("2027-05-01", { seatsBooked: 9 }), 1);
    expect(stale).toMatchObject({ status: "conflict", current: { seatsBooked: 4, version: 2 } });
    expect((await auditHistory("departure", added.id)).map((entry) => entry.action).sort()).toEqual(["create", "update"]);
    // Deleting the tour deletes its departures.
    await deleteTour(tour.id);
    expect(await getDeparture(added.id)).toBeNull();
  });

  test("the tour screen adds, edits, cancels and deletes; a stale edit is refused with 409 and what was typed", async () => {
    const tour = await seededTour();
    const cookie = await signedInCookie("editor");
    const path = `/admin/tours/${tour.id}`;
    const post = (fields: Record<string, string>) => run(tourScreen.action, postRequest(path, fields, { cookie }), { id: tour.id });

    const added = await post({
      intent: "departure-save",
      startDate: "2027-05-01",
      capacity: "10",
      seatsBooked: "3",
      status: "scheduled",
      price: "",
    });
    expect(added.status).toBe(302);
    expect(added.location).toBe(`${path}#departures`);
    const [created] = await listDepartures(tour.id);
    expect(created).toMatchObject({ startDate: "2027-05-01", capacity: 10, seatsBooked: 3, version: 1 });

    const refused = await post({ intent: "departure-save", startDate: "2027-05-01", capacity: "2", seatsBooked: "3", status: "scheduled" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.seatsBooked).toBe("The seats booked cannot be more than the capacity.");
    expect(refused.body.values.capacity).toBe("2");

    const fields = {
      intent: "departure-save",
      id: created!.id,
      startDate: "2027-05-02",
      capacity: "10",
      seatsBooked: "5",
      status: "guaranteed",
    };
    expect((await post({ ...fields, version: "1" })).status).toBe(302);
    const stale = await post({ ...fields, seatsBooked: "7", version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflict: true, values: { seatsBooked: "7" } });
    expect((await getDeparture(created!.id))!.seatsBooked).toBe(5);

    // Cancel asks first (its first post changes nothing), then wants a reason (issue #23).
    const cancel = { intent: "departure-cancel", id: created!.id, step: "confirmed", reason: "Too few travellers" };
    const asked = await post({ intent: "departure-cancel", id: created!.id, version: "2" });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ confirmCancel: true, departureId: created!.id });
    expect((await post({ ...cancel, reason: " ", version: "2" })).status).toBe(400);
    expect((await getDeparture(created!.id))!.status).toBe("guaranteed");
    expect((await post({ ...cancel, version: "1" })).status).toBe(409);
    expect((await post({ ...cancel, version: "2" })).status).toBe(302);
    expect((await getDeparture(created!.id))!.status).toBe("cancelled");
    // Its 5 seats booked keep it: delete is refused until nobody is booked on it.
    const blocked = await post({ intent: "departure-delete", id: created!.id, version: "3" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.problem.description).toBe("This departure cannot be deleted: 5 seats booked. It stays listed as cancelled.");
    expect(await listDepartures(tour.id)).toHaveLength(1);
    const emptied = { ...fields, status: "cancelled", seatsBooked: "0", version: "3" };
    expect((await post(emptied)).status).toBe(302);
    expect((await post({ intent: "departure-delete", id: created!.id, version: "4" })).status).toBe(302);
    expect(await listDepartures(tour.id)).toEqual([]);

    expect((await post({ intent: "launch" })).status).toBe(400);
    expect((await post({ intent: "departure-delete", id: "nope", version: "1" })).status).toBe(404);
  });

  test("export carries departures and import brings them back; a file from before departures imports", async () => {
    const tour = await seededTour();
    await addDeparture(tour.id, departure("2027-05-01", { seatsBooked: 2, price: money(1450.5) }));
    const file = await exportCatalogue();
    expect(file.departures).toEqual([
      expect.objectContaining({
        tourId: tour.id,
        startDate: "2027-05-01",
        capacity: 12,
        seatsBooked: 2,
        status: "scheduled",
        price: 1450.5,
      }),
    ]);

    const { departures, ...before } = file;
    await applyCatalogueImport(JSON.parse(JSON.stringify(before)));
    expect(await listDepartures(tour.id)).toHaveLength(1);

    const again = await exportCatalogue();
    const changed = {
      ...again,
      departures: [
        { ...again.departures![0]!, seatsBooked: 6 },
        { ...departures![0]!, id: "new-one", version: undefined },
      ],
    };
    await applyCatalogueImport(JSON.parse(JSON.stringify(changed)));
    expect((await listDepartures(tour.id)).map((d) => [d.id === "new-one", d.seatsBooked, d.price?.amountMinor])).toEqual([
      [false, 6, 145050],
      [true, 2, 145050],
    ]);
  });
});
