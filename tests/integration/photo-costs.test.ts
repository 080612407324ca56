import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import * as photosRoute from "~/routes/admin/catalogue/photos";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import { MAX_PHOTO_BYTES } from "~/domain/photos";
import { getDb } from "~/server/platform/db.server";
import { diskStorage, setPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { ConversionQueue, RETRY_AFTER_SECONDS, setConversionQueue } from "~/server/catalogue/photo-queue.server";
import { adminGallery } from "~/server/catalogue/photos.server";
import { loadSiteContentSampleOnce, getSiteContentSection } from "~/server/platform/site-content.server";
import { ORIGIN, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Uploads that cost only what they must (issue #24, decision 0047): what can be refused by its
 * role, owner, size or type is refused before any picture is converted, and conversions run
 * through the instance's queue, at most its slots at once.
 */

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "cedar-photo-costs-"));
  setPhotoStorage(diskStorage(folder));
});
afterAll(() => {
  setPhotoStorage(undefined);
  rmSync(folder, { recursive: true, force: true });
});

let queue: ConversionQueue;
beforeEach(() => {
  queue = new ConversionQueue(2, 8);
  setConversionQueue(queue);
});
afterEach(() => setConversionQueue(undefined));

async function jpeg(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

type Part = { name: string; bytes: Uint8Array | Buffer | string };

function upload(fields: Record<string, string>, files: Part[], cookie: string, back = "/admin"): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("photos", new File([file.bytes as BlobPart], file.name, { type: "image/jpeg" }));
  return new Request(`${ORIGIN}/admin/photos?back=${back}`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body: form });
}

const tourFields = (tour: { id: string; version: number }) => ({
  intent: "upload",
  ownerKind: "tour",
  ownerId: tour.id,
  version: String(tour.version),
});

describeEachDatabase("uploads that cost only what they must", () => {
  test("a wrong role, an unknown tour, a file over the limit or one that is not a picture is refused before any conversion", async () => {
    await seedDestination({}, "bali");
    const tour = await seedTour({ destinationId: "bali" });
    const editor = await signedInCookie("editor");
    const fine = { name: "fine.jpg", bytes: await jpeg(1400, 900, "#226644") };

    await loadSiteContentSampleOnce(getDb());
    const team = await getSiteContentSection("team");
    const wrongRole = await run(
      photosRoute.action,
      upload({ intent: "upload", ownerKind: "team", index: "0", version: String(team.version) }, [fine], editor),
    );
    expect(wrongRole.status).toBe(403);

    const unknown = await run(photosRoute.action, upload(tourFields({ id: "no-such-tour", version: 1 }), [fine], editor));
    expect(unknown.status).toBe(404);

    const tooBig = new Uint8Array(MAX_PHOTO_BYTES + 1);
    tooBig.set(await jpeg(100, 100, "#000000"));
    const oversize = await run(photosRoute.action, upload(tourFields(tour), [fine, { name: "huge.jpg", bytes: tooBig }], editor));
    expect(oversize.status).toBe(413);
    expect(oversize.body.problem.description).toBe(PHOTO_TEXTS.tooLarge);

    const notAPicture = await run(
      photosRoute.action,
      upload(tourFields(tour), [fine, { name: "notes.jpg", bytes: "holiday notes, not a picture" }], editor),
    );
    expect(notAPicture.status).toBe(415);
    expect(notAPicture.body.problem.description).toContain("“notes.jpg” is not a JPEG, PNG, WebP or AVIF picture");

    expect(queue.conversions).toBe(0);
    expect(await adminGallery({ kind: "tour", id: tour.id })).toEqual([]);
    expect(await getDb().selectFrom("photos").select("hash").execute()).toEqual([]);
  });

  test("a picture stored before is not converted again", async () => {
    await seedDestination({}, "bali");
    const first = await seedTour({ destinationId: "bali", title: "Harbour walk" });
    const second = await seedTour({ destinationId: "bali", title: "Harbour cruise" });
    const cookie = await signedInCookie("editor");
    const picture = { name: "harbour.jpg", bytes: await jpeg(1300, 800, "#335577") };
    expect((await run(photosRoute.action, upload(tourFields(first), [picture], cookie))).status).toBe(302);
    expect(queue.conversions).toBe(1);
    const again = await run(photosRoute.action, upload(tourFields(second), [picture, picture], cookie));
    expect(again.status).toBe(302);
    expect(queue.conversions).toBe(1);
    expect((await adminGallery({ kind: "tour", id: second.id })).map((photo) => photo.width)).toEqual([1300]);
  });

  test("six parallel uploads with two slots and two places to wait: four are converted, never more than two at once; two get 503 with Retry-After", async () => {
    queue = new ConversionQueue(2, 2);
    setConversionQueue(queue);
    await seedDestination({}, "bali");
    const cookie = await signedInCookie("editor");
    const tours = await Promise.all(
      Array.from({ length: 6 }, (_, index) => seedTour({ destinationId: "bali", title: `Parallel tour ${index}` })),
    );
    const pictures = await Promise.all(tours.map((_, index) => jpeg(2400, 1600, `#${(index * 40 + 16).toString(16)}8040`)));
    const outcomes = await Promise.all(
      tours.map((tour, index) =>
        run(photosRoute.action, upload(tourFields(tour), [{ name: `p${index}.jpg`, bytes: pictures[index]! }], cookie)),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status).sort();
    expect(statuses).toEqual([302, 302, 302, 302, 503, 503]);
    for (const busy of outcomes.filter((outcome) => outcome.status === 503)) {
      expect(busy.headers?.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
      expect(busy.body.problem.description).toBe(PHOTO_TEXTS.busy);
    }
    expect(queue.conversions).toBe(4);
    expect(queue.peak).toBe(2);
    // The line is empty again: the next upload is taken.
    const later = await run(
      photosRoute.action,
      upload(tourFields(tours[outcomes.findIndex((o) => o.status === 503)]!), [{ name: "later.jpg", bytes: pictures[0]! }], cookie),
    );
    expect(later.status).toBe(302);
  }, 60_000);
});
