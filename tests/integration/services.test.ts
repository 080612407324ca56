import { expect, test } from "vitest";
import type { ServiceInput } from "~/domain/catalogue-forms";
import {
  addService,
  countServices,
  deleteService,
  getService,
  listServices,
  searchServices,
  updateService,
} from "~/server/catalogue/services.server";
import { describeEachDatabase } from "./databases";

function serviceInput(overrides: Partial<ServiceInput> = {}): ServiceInput {
  return { title: "Flight Ticketing", description: "Tickets on major airlines at the best fares.", icon: "ticket", ...overrides };
}

describeEachDatabase("service queries", ({ db }) => {
  test("services are listed in the order they were added, not alphabetically", async () => {
    await addService(serviceInput({ title: "Visas" }));
    await addService(serviceInput({ title: "Cargo" }));
    await addService(serviceInput({ title: "Insurance" }));
    expect((await listServices()).map((service) => service.title)).toEqual(["Visas", "Cargo", "Insurance"]);
    expect(await countServices()).toBe(3);
  });

  test("a new service gets its title's slug as id, unique with a suffix", async () => {
    const first = await addService(serviceInput());
    const second = await addService(serviceInput());
    expect([first.id, second.id]).toEqual(["flight-ticketing", "flight-ticketing-2"]);
    expect(await getService("flight-ticketing-2")).toMatchObject({ title: "Flight Ticketing", icon: "ticket", version: 1 });
    expect(await getService("nothing")).toBeNull();
  });

  test("an icon name the site does not know is shown as a globe", async () => {
    const created = await addService(serviceInput());
    await db().updateTable("services").set({ icon: "rocket" }).where("id", "=", created.id).execute();
    expect((await getService(created.id))?.icon).toBe("globe");
  });

  test("admin search matches title or description ignoring case, sorted either way", async () => {
    await addService(serviceInput({ title: "Cargo Services", description: "Air and sea freight to West Africa." }));
    await addService(serviceInput({ title: "air tickets", description: "Flights on major airlines." }));
    await addService(serviceInput({ title: "Hotels", description: "Rooms at agency rates." }));
    const asc = await searchServices("AIR", { column: "title", direction: "asc" }, 1);
    expect(asc.rows.map((service) => service.title)).toEqual(["air tickets", "Cargo Services"]);
    expect(asc.total).toBe(2);
    const desc = await searchServices("", { column: "title", direction: "desc" }, 1);
    expect(desc.rows.map((service) => service.title)).toEqual(["Hotels", "Cargo Services", "air tickets"]);
    expect((await searchServices("nothing like this", { column: "title", direction: "asc" }, 1)).rows).toEqual([]);
  });

  test("an update merges the given fields, and a stale version is refused", async () => {
    const opened = await addService(serviceInput());
    const saved = await updateService(opened.id, { icon: "globe" }, opened.version);
    expect(saved).toMatchObject({ status: "ok", record: { title: "Flight Ticketing", icon: "globe", version: 2 } });
    const stale = await updateService(opened.id, { title: "Lost edit" }, opened.version);
    expect(stale).toMatchObject({ status: "conflict", current: { title: "Flight Ticketing", version: 2 } });
    expect((await getService(opened.id))?.title).toBe("Flight Ticketing");
  });

  test("deleting follows the same version rule", async () => {
    const opened = await addService(serviceInput());
    await updateService(opened.id, { title: "Air Tickets" }, opened.version);
    expect(await deleteService(opened.id, opened.version)).toMatchObject({ status: "conflict" });
    expect(await countServices()).toBe(1);
    expect(await deleteService(opened.id, 2)).toEqual({ status: "ok" });
    expect(await deleteService(opened.id, 2)).toEqual({ status: "not-found" });
    expect(await countServices()).toBe(0);
  });
});
