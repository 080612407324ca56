import { expect, test } from "vitest";
import * as tourScreen from "~/routes/admin/catalogue/tour";
import { addDays, agencyToday } from "~/domain/departures";
import { departureDateCheck } from "~/domain/departure-form";
import { addDeparture, listDepartures } from "~/server/catalogue/departures.server";
import { postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/** Issue #23, item 12: a departure's day in the past or more than three years ahead is asked about before it is saved. */

test("a day before today or more than three years after it needs a second look; the days between do not", () => {
  expect(departureDateCheck("2026-11-25", "2026-11-26")).toEqual({ kind: "past", date: "2026-11-25" });
  expect(departureDateCheck("2026-11-26", "2026-11-26")).toBeNull();
  expect(departureDateCheck("2029-11-26", "2026-11-26")).toBeNull();
  expect(departureDateCheck("2029-11-27", "2026-11-26")).toEqual({ kind: "far", date: "2029-11-27" });
});

describeEachDatabase("a departure's day in the past or far ahead asks for confirmation", () => {
  async function screen() {
    await seedDestination({ title: "Bali" }, "bali");
    const tour = await seedTour();
    const cookie = await signedInCookie("editor");
    const path = `/admin/tours/${tour.id}`;
    const post = (fields: Record<string, string>) => run(tourScreen.action, postRequest(path, fields, { cookie }), { id: tour.id });
    return { tour, post };
  }
  const fields = (startDate: string) => ({
    intent: "departure-save",
    startDate,
    capacity: "10",
    seatsBooked: "0",
    status: "scheduled",
    price: "",
  });

  test("a past day is not added until confirmed, keeping what was typed; the confirmation adds it", async () => {
    const { tour, post } = await screen();
    const yesterday = addDays(agencyToday(), -1);
    const asked = await post(fields(yesterday));
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ dateCheck: { kind: "past", date: yesterday }, values: { startDate: yesterday, capacity: "10" } });
    expect(await listDepartures(tour.id)).toEqual([]);

    // A confirmation of another day does not count: the day was changed after the question.
    const otherDay = addDays(yesterday, -1);
    const askedAgain = await post({ ...fields(otherDay), confirmDate: yesterday });
    expect(askedAgain.body.dateCheck).toEqual({ kind: "past", date: otherDay });
    expect(await listDepartures(tour.id)).toEqual([]);

    const confirmed = await post({ ...fields(yesterday), confirmDate: yesterday });
    expect(confirmed.status).toBe(302);
    expect((await listDepartures(tour.id)).map((departure) => departure.startDate)).toEqual([yesterday]);
  });

  test("a day more than three years ahead asks too; a day within them is added at once", async () => {
    const { tour, post } = await screen();
    const far = addDays(agencyToday(), 3 * 366 + 1);
    const asked = await post(fields(far));
    expect(asked.status).toBe(200);
    expect(asked.body.dateCheck).toEqual({ kind: "far", date: far });
    expect((await post(fields(addDays(agencyToday(), 30)))).status).toBe(302);
    expect(await listDepartures(tour.id)).toHaveLength(1);
  });

  test("editing a past departure without changing its day saves without asking", async () => {
    const { tour, post } = await screen();
    const lastWeek = addDays(agencyToday(), -7);
    const added = await addDeparture(tour.id, { startDate: lastWeek, capacity: 10, seatsBooked: 0, status: "scheduled", price: null });
    const saved = await post({ ...fields(lastWeek), seatsBooked: "4", id: added.id, version: "1" });
    expect(saved.status).toBe(302);
    expect((await listDepartures(tour.id))[0]).toMatchObject({ seatsBooked: 4 });
  });
});
