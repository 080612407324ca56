import { expect, test } from "vitest";
import { addDays, agencyToday } from "~/domain/departures";
import * as contactRoute from "~/routes/public/contact";
import * as airRoute from "~/routes/public/enquire-air";
import * as cargoRoute from "~/routes/public/enquire-cargo";
import * as tourRoute from "~/routes/public/enquire-tour";
import * as visaRoute from "~/routes/public/enquire-visa";
import { getDb } from "~/server/platform/db.server";
import { listEnquiries } from "~/server/enquiries/enquiries.server";
import { loadSiteContentSampleOnce } from "~/server/platform/site-content.server";
import { run, seedDestination, seedTour } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/**
 * The public forms' optional "Nearest office" (issue #23): the office a visitor chooses is the
 * office the enquiry is routed to; no choice leaves it to staff; a value that names no office
 * is refused with a message, and nothing is stored.
 */
const SITE = process.env.SITE_URL!;
const inDays = (days: number) => addDays(agencyToday(), days);

const person = { name: "Awa Traoré", email: "awa@example.com", phone: "+225 07 07 00 00 01", message: "" };

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: new URLSearchParams({ website: "", ...fields }),
  });
}

type Action = (args: any) => Promise<unknown>;
const submit = (action: Action, path: string, fields: Record<string, string>) => run(action, post(path, fields));

const AIR = { ...person, from: "Abidjan", to: "Paris", trip: "one-way", departDate: inDays(20), passengers: "1", cabin: "economy" };
const CARGO = {
  ...person,
  fromOffice: "abidjan",
  toOffice: "beirut",
  contents: "Fabric rolls",
  weightKg: "80",
  size: "2 boxes",
  pickupDate: inDays(5),
};
const VISA = { ...person, destination: "France", nationality: "Ivorian", travelDate: inDays(40), applicants: "1" };
const CONTACT = { ...person, subject: "General Inquiry", message: "Do you have an office near Plateau?" };

async function officesStored() {
  const rows = await getDb().selectFrom("enquiries").select(["kind", "office"]).orderBy("created_at").execute();
  return rows.map((row) => [row.kind, row.office]);
}

describeEachDatabase("the nearest office a visitor chooses", ({ db }) => {
  test("each form routes its enquiry to the office chosen, and the Enquiries list finds it under that office", async () => {
    await loadSiteContentSampleOnce(db());
    await seedDestination({ title: "Bali" }, "bali");
    const tour = await seedTour({ title: "Bali Island Escape" });
    const tourForm = { ...person, tourId: tour.id, preferredDate: inDays(50), adults: "2", children: "0" };

    expect(await submit(tourRoute.action, "/enquire/tour", { ...tourForm, office: "monrovia" })).toMatchObject({ status: 302 });
    expect(await submit(airRoute.action, "/fr/enquire/air", { ...AIR, office: "abidjan" })).toMatchObject({ status: 302 });
    expect(await submit(cargoRoute.action, "/enquire/cargo", { ...CARGO, office: "beirut" })).toMatchObject({ status: 302 });
    expect(await submit(visaRoute.action, "/ar/enquire/visa", { ...VISA, office: "abidjan" })).toMatchObject({ status: 302 });
    expect(await submit(contactRoute.action, "/contact", { ...CONTACT, office: "monrovia" })).toMatchObject({ status: 302 });

    expect(await officesStored()).toEqual([
      ["tour", "monrovia"],
      ["air", "abidjan"],
      ["cargo", "beirut"],
      ["visa", "abidjan"],
      ["contact", "monrovia"],
    ]);
    const abidjan = (await listEnquiries({ folder: "inbox", office: "abidjan" }, 1)).rows;
    expect(abidjan.map((row) => row.kind).sort()).toEqual(["air", "visa"]);
  });

  test("no preference (the blank choice, or no field at all) leaves the enquiry to no office", async () => {
    await loadSiteContentSampleOnce(db());
    expect(await submit(airRoute.action, "/enquire/air", { ...AIR, office: "" })).toMatchObject({ status: 302 });
    expect(await submit(contactRoute.action, "/contact", CONTACT)).toMatchObject({ status: 302 });
    expect(await officesStored()).toEqual([
      ["air", null],
      ["contact", null],
    ]);
  });

  test("an office that is not one of ours is a 400 with a message in the page's language, everything typed kept, nothing stored", async () => {
    await loadSiteContentSampleOnce(db());
    const typed = { ...CARGO, office: "freetown" };
    const refused = await submit(cargoRoute.action, "/enquire/cargo", typed);
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { office: "Please choose one of our offices, or no preference" }, values: typed },
    });

    // With another field wrong too, both messages come back at once.
    const french = await submit(contactRoute.action, "/fr/contact", { ...CONTACT, subject: "", office: "lebanon" });
    expect(french.status).toBe(400);
    expect(french.body.fieldErrors).toEqual({
      subject: expect.any(String),
      office: "Veuillez choisir l’un de nos bureaux, ou « Pas de préférence »",
    });
    const arabic = await submit(visaRoute.action, "/ar/enquire/visa", { ...VISA, office: "Beirut" });
    expect(arabic.body.fieldErrors).toEqual({ office: "يرجى اختيار أحد مكاتبنا، أو «لا تفضيل»" });
    expect(await officesStored()).toEqual([]);
  });
});
