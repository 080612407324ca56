import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as photosRoute from "~/routes/admin/catalogue/photos";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import { loader as tourPageLoader } from "~/routes/public/tour";
import { applyCatalogueImport, exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { diskStorage, setPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { getTour } from "~/server/catalogue/tours.server";
import { ORIGIN, getRequest, postRequest, publishThroughList, run, seedDestination, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Staff work without detours (issue #23): a tour is created without a picture address or a
 * rating, opens on its own screen, where the first photo uploaded becomes its cover; until the
 * agency gives it a rating it has none, on the page and in its structured data.
 */

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "cedar-tour-creation-"));
  setPhotoStorage(diskStorage(folder));
});
afterAll(() => {
  setPhotoStorage(undefined);
  rmSync(folder, { recursive: true, force: true });
});

const newTour = {
  title: "Lagoon Days",
  destinationId: "bali",
  image: "",
  duration: "5",
  price: "899",
  groupSize: "10",
  rating: "",
  includedServices: "Hotel",
  description: "Five slow days by the lagoon.",
};

async function upload(tourId: string, cookie: string, colour: string) {
  const tour = (await getTour(tourId))!;
  const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("intent", "upload");
  form.set("ownerKind", "tour");
  form.set("ownerId", tourId);
  form.set("version", String(tour.version));
  form.append("photos", new File([bytes as BlobPart], `${colour}.jpg`, { type: "image/jpeg" }));
  const request = new Request(`${ORIGIN}/admin/photos?back=/admin/tours/${tourId}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  return run(photosRoute.action, request);
}

describeEachDatabase("creating a tour without detours", () => {
  test("a tour created without a picture or a rating opens on its screen; the first photo uploaded becomes its cover", async () => {
    await seedDestination({}, "bali");
    const cookie = await signedInCookie("editor");
    const created = await run(tourForm.action, postRequest("/admin/tours/new", newTour, { cookie }));
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/tours/lagoon-days");
    expect(await getTour("lagoon-days")).toMatchObject({ image: "", rating: 0 });

    expect((await upload("lagoon-days", cookie, "#2a7f62")).status).toBe(302);
    const cover = (await getTour("lagoon-days"))!.image;
    expect(cover).toMatch(/^\/media\/[0-9a-f]{32}-1600\.jpg$/);
    // A second upload joins the gallery; the cover stays the first.
    expect((await upload("lagoon-days", cookie, "#aa3355")).status).toBe(302);
    expect((await getTour("lagoon-days"))!.image).toBe(cover);
  });

  test("a tour without a rating has no rating in its page's structured data, and keeps none through an export and import", async () => {
    await seedDestination({}, "bali");
    const cookie = await signedInCookie("admin");
    await run(tourForm.action, postRequest("/admin/tours/new", newTour, { cookie }));
    await publishThroughList("tours", "lagoon-days", cookie);
    const page = await run(tourPageLoader, getRequest("/tours/lagoon-days"), { id: "lagoon-days" });
    expect(page.status).toBe(200);
    expect(page.body.tour.rating).toBe(0);
    expect(JSON.stringify(page.body.jsonLd)).not.toContain("aggregateRating");

    const file = await exportCatalogue();
    await applyCatalogueImport(file, "overwrite");
    expect((await getTour("lagoon-days"))!.rating).toBe(0);
  });

  test("a filled rating is still checked and kept", async () => {
    await seedDestination({}, "bali");
    const cookie = await signedInCookie("editor");
    const refused = await run(tourForm.action, postRequest("/admin/tours/new", { ...newTour, rating: "7" }, { cookie }));
    expect(refused.status).toBe(400);
    expect(refused.body.values.rating).toBe("7");
    await run(tourForm.action, postRequest("/admin/tours/new", { ...newTour, rating: "4.6" }, { cookie }));
    expect((await getTour("lagoon-days"))!.rating).toBe(4.6);
  });
});
