import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import * as photosRoute from "~/routes/admin/catalogue/photos";
import * as mediaRoute from "~/routes/resources/media";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import { MAX_PHOTO_BYTES, mediaNames, photoPath } from "~/domain/photos";
import { applyCatalogueImport, exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { getDb } from "~/server/platform/db.server";
import { diskStorage, setPhotoStorage, type PhotoStorage } from "~/server/catalogue/photo-storage.server";
import { ConversionQueue, setConversionQueue } from "~/server/catalogue/photo-queue.server";
import { adminGallery, publicGallery } from "~/server/catalogue/photos.server";
import { getSiteContentSection, loadSiteContentSampleOnce } from "~/server/platform/site-content.server";
import { getTour } from "~/server/catalogue/tours.server";
import { ORIGIN, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { startS3Server } from "./s3-server";

/** Every file under a folder (the disk storage's, or the S3 server's own data folder): what a refused upload must not add to. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

async function jpeg(width: number, height: number, colour = "#2a7f62"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

type Part = { name: string; bytes: Uint8Array | Buffer | string; type?: string };

function uploadRequest(
  owner: { kind: string; id: string; version: number },
  files: Part[],
  options: { cookie?: string; origin?: string } = {},
): Request {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("ownerKind", owner.kind);
  form.set("ownerId", owner.id);
  form.set("version", String(owner.version));
  for (const file of files) form.append("photos", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "image/jpeg" }));
  const headers: Record<string, string> = { Origin: options.origin ?? ORIGIN };
  if (options.cookie) headers.Cookie = options.cookie;
  return new Request(`${ORIGIN}/admin/photos?back=/admin/tours/${owner.id}`, { method: "POST", headers, body: form });
}

function postRequest(fields: Record<string, string>, cookie: string): Request {
  return new Request(`${ORIGIN}/admin/photos`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

async function media(name: string) {
  return (await mediaRoute.loader({ params: { name } } as never)) as Response;
}

const BACKENDS = ["disk", "s3"] as const;

for (const backend of BACKENDS) {
  describe(`photo storage: ${backend}`, () => {
    let storage: PhotoStorage;
    let folder: string;
    let stop = async () => {};
    beforeAll(async () => {
      if (backend === "disk") {
        folder = mkdtempSync(path.join(tmpdir(), "cedar-media-"));
        storage = diskStorage(folder);
        stop = async () => rmSync(folder, { recursive: true, force: true });
      } else {
        const s3 = await startS3Server();
        storage = s3.storage;
        folder = s3.directory;
        stop = s3.close;
      }
      setPhotoStorage(storage);
    });
    afterAll(async () => {
      setPhotoStorage(undefined);
      await stop();
    });

    describeEachDatabase(`uploads [${backend}]`, () => {
      async function tourAndCookie() {
        await seedDestination({}, "bali");
        const tour = await seedTour({ destinationId: "bali" });
        return { tour, cookie: await signedInCookie("editor") };
      }

      test("uploads two pictures: every size and format is stored and served, the gallery lists them, the audit log has it", async () => {
        const { tour, cookie } = await tourAndCookie();
        const wide = await jpeg(2000, 1000);
        const small = await sharp({ create: { width: 600, height: 400, channels: 4, background: "#ff000080" } })
          .png()
          .toBuffer();
        const outcome = await run(
          photosRoute.action,
          uploadRequest(
            { kind: "tour", id: tour.id, version: tour.version },
            [
              { name: "wide.jpg", bytes: wide },
              { name: "small.png", bytes: small, type: "image/png" },
            ],
            { cookie },
          ),
        );
        expect(outcome.status).toBe(302);
        expect(outcome.location).toBe(`/admin/tours/${tour.id}`);

        const gallery = await adminGallery({ kind: "tour", id: tour.id });
        expect(gallery.map(({ width, height }) => [width, height])).toEqual([
          [2000, 1000],
          [600, 400],
        ]);
        // Never enlarged: 2000 px wide gives 480, 960 and 1600; 600 px wide gives 480 and 600.
        expect(mediaNames(gallery[1]!)).toEqual(
          ["480", "600"].flatMap((width) => ["avif", "webp", "jpg"].map((ext) => `${gallery[1]!.hash}-${width}.${ext}`)),
        );
        for (const photo of gallery) {
          for (const name of mediaNames(photo)) expect(await storage.has(name)).toBe(true);
        }

        const served = await media(`${gallery[0]!.hash}-960.webp`);
        expect(served.status).toBe(200);
        expect(served.headers.get("Content-Type")).toBe("image/webp");
        expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        // X-Content-Type-Options is the site-wide header's (checked on the real server in tests/e2e/photos.spec.ts).
        const decoded = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect([decoded.format, decoded.width, decoded.height]).toEqual(["webp", 960, 480]);

        const rows = await getDb()
          .selectFrom("audit_log")
          .selectAll()
          .where("entity_id", "=", tour.id)
          .where("action", "=", "update")
          .execute();
        expect(rows).toHaveLength(1);
        expect(JSON.parse(rows[0]!.changes ?? "{}").gallery).toEqual([[], gallery.map((photo) => `${photo.hash} |  |  | `)]);
      });

      test("unknown media names are 404, and so are names the server never gives out", async () => {
        expect((await media(`${"0".repeat(32)}-480.jpg`)).status).toBe(404);
        expect((await media("../site.db")).status).toBe(404);
        expect((await media(`${"a".repeat(32)}-480.gif`)).status).toBe(404);
      });

      test("removes EXIF and GPS and turns the picture upright", async () => {
        const { tour, cookie } = await tourAndCookie();
        // 300×200 stored sideways (EXIF orientation 6: shown turned a quarter), with a position.
        const withGps = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#345" } })
          .withMetadata({ orientation: 6 })
          .withExif({ IFD0: { Make: "Camera", Copyright: "Someone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 53/1 0/1" } })
          .jpeg()
          .toBuffer();
        expect((await sharp(withGps).metadata()).exif).toBeDefined();
        const outcome = await run(
          photosRoute.action,
          uploadRequest({ kind: "tour", id: tour.id, version: tour.version }, [{ name: "gps.jpg", bytes: withGps }], { cookie }),
        );
        expect(outcome.status).toBe(302);
        const [photo] = await adminGallery({ kind: "tour", id: tour.id });
        expect([photo!.width, photo!.height]).toEqual([200, 300]);
        for (const name of mediaNames(photo!)) {
          const metadata = await sharp(Buffer.from((await storage.get(name))!)).metadata();
          expect(metadata.exif, name).toBeUndefined();
          expect(metadata.xmp, name).toBeUndefined();
          expect(metadata.orientation ?? 1, name).toBe(1);
        }
      });

      test("a picture of 25 MB + 1 byte gets 413 while it arrives, and leaves no file anywhere", async () => {
        const { tour, cookie } = await tourAndCookie();
        const before = filesUnder(folder);
        const tooBig = new Uint8Array(MAX_PHOTO_BYTES + 1);
        tooBig.set(await jpeg(100, 100));
        const outcome = await run(
          photosRoute.action,
          uploadRequest(
            { kind: "tour", id: tour.id, version: tour.version },
            [
              { name: "fine.jpg", bytes: await jpeg(640, 480, "#123456") },
              { name: "huge.jpg", bytes: tooBig },
            ],
            { cookie },
          ),
        );
        expect(outcome.status).toBe(413);
        expect(outcome.body.problem.description).toBe(PHOTO_TEXTS.tooLarge);
        expect(filesUnder(folder)).toEqual(before);
        expect(await adminGallery({ kind: "tour", id: tour.id })).toEqual([]);
        expect((await getTour(tour.id))!.version).toBe(tour.version);
      });

      test("a text file named .jpg and an SVG are refused by their content, and nothing is stored", async () => {
        const { tour, cookie } = await tourAndCookie();
        const before = filesUnder(folder);
        const owner = { kind: "tour", id: tour.id, version: tour.version };
        const text = await run(
          photosRoute.action,
          uploadRequest(owner, [{ name: "holiday.jpg", bytes: "just some words, not a picture" }], { cookie }),
        );
        expect(text.status).toBe(415);
        expect(text.body.problem.description).toContain("“holiday.jpg” is not a JPEG, PNG, WebP or AVIF picture");
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
        const refusedSvg = await run(
          photosRoute.action,
          uploadRequest(owner, [{ name: "logo.svg", bytes: svg, type: "image/svg+xml" }], { cookie }),
        );
        expect(refusedSvg.status).toBe(415);
        expect(filesUnder(folder)).toEqual(before);
        expect(await adminGallery({ kind: "tour", id: tour.id })).toEqual([]);
      });

      afterEach(() => setConversionQueue(undefined));

      /** What a refused upload must leave as it was: the storage's files, the photo rows, the gallery and the version. */
      async function kept(tourId: string) {
        const photos = await getDb().selectFrom("photos").select("hash").orderBy("hash").execute();
        const tour = await getTour(tourId);
        return { files: filesUnder(folder), photos, gallery: await adminGallery({ kind: "tour", id: tourId }), version: tour!.version };
      }
      const bumpVersion = (tourId: string) =>
        getDb()
          .updateTable("tours")
          .set((eb) => ({ version: eb("version", "+", 1) }))
          .where("id", "=", tourId)
          .execute();

      test("an upload from a screen opened before the last change gets 409 before any conversion, and leaves no file and no row", async () => {
        const { tour, cookie } = await tourAndCookie();
        const queue = new ConversionQueue(2, 8);
        setConversionQueue(queue);
        await bumpVersion(tour.id);
        const before = await kept(tour.id);
        const outcome = await run(
          photosRoute.action,
          uploadRequest(
            { kind: "tour", id: tour.id, version: tour.version },
            [{ name: "late.jpg", bytes: await jpeg(1400, 900, "#4b0082") }],
            {
              cookie,
            },
          ),
        );
        expect(outcome.status).toBe(409);
        expect(outcome.body.problem.description).toBe(PHOTO_TEXTS.conflict);
        expect(await kept(tour.id)).toEqual(before);
        expect(queue.conversions).toBe(0);
      });

      test("a change made while the upload is converted wins: 409, and the converted files are not stored", async () => {
        const { tour, cookie } = await tourAndCookie();
        // Someone saves the tour while this upload waits for its conversion.
        class Meddled extends ConversionQueue {
          override async convert<T>(work: () => Promise<T>): Promise<T> {
            await bumpVersion(tour.id);
            return super.convert(work);
          }
        }
        const queue = new Meddled(2, 8);
        setConversionQueue(queue);
        const before = await kept(tour.id);
        const outcome = await run(
          photosRoute.action,
          uploadRequest(
            { kind: "tour", id: tour.id, version: tour.version },
            [{ name: "race.jpg", bytes: await jpeg(1400, 900, "#ff8c00") }],
            {
              cookie,
            },
          ),
        );
        expect(outcome.status).toBe(409);
        expect(queue.conversions).toBe(1);
        expect(await kept(tour.id)).toEqual({ ...before, version: before.version + 1 });
      });

      test("sets the cover, reorders, gives alternative texts, removes; a stale version is refused", async () => {
        const { tour, cookie } = await tourAndCookie();
        await run(
          photosRoute.action,
          uploadRequest(
            { kind: "tour", id: tour.id, version: tour.version },
            [
              { name: "a.jpg", bytes: await jpeg(800, 600, "#aa0000") },
              { name: "b.jpg", bytes: await jpeg(800, 600, "#00aa00") },
            ],
            { cookie },
          ),
        );
        const [first, second] = await adminGallery({ kind: "tour", id: tour.id });
        let version = (await getTour(tour.id))!.version;
        const post = async (fields: Record<string, string>) => {
          const outcome = await run(
            photosRoute.action,
            postRequest({ ownerKind: "tour", ownerId: tour.id, version: String(version), ...fields }, cookie),
          );
          version = (await getTour(tour.id))!.version;
          return outcome;
        };

        expect((await post({ intent: "cover", photo: second!.hash })).status).toBe(302);
        expect((await getTour(tour.id))!.image).toBe(photoPath(second!));
        expect((await post({ intent: "move-up", photo: second!.hash })).status).toBe(302);
        expect((await adminGallery({ kind: "tour", id: tour.id })).map((photo) => photo.hash)).toEqual([second!.hash, first!.hash]);
        expect(
          (await post({ intent: "alt", photo: first!.hash, "alt.en": "Rice terraces", "alt.fr": "Rizières", "alt.ar": "" })).status,
        ).toBe(302);
        expect((await publicGallery({ kind: "tour", id: tour.id }, "fr")).map((photo) => photo.alt)).toEqual(["", "Rizières"]);
        // Arabic falls back to English.
        expect((await publicGallery({ kind: "tour", id: tour.id }, "ar")).map((photo) => photo.alt)).toEqual(["", "Rice terraces"]);

        const stale = await run(
          photosRoute.action,
          postRequest({ ownerKind: "tour", ownerId: tour.id, version: String(version - 1), intent: "remove", photo: first!.hash }, cookie),
        );
        expect(stale.status).toBe(409);
        expect((await post({ intent: "remove", photo: first!.hash })).status).toBe(302);
        expect((await adminGallery({ kind: "tour", id: tour.id })).map((photo) => photo.hash)).toEqual([second!.hash]);
        expect((await post({ intent: "remove", photo: first!.hash })).status).toBe(409);
        expect((await post({ intent: "spin", photo: first!.hash })).status).toBe(400);
      });

      test("an anonymous upload gets 401 and one from another site 403, before anything is read or stored", async () => {
        const { tour, cookie } = await tourAndCookie();
        const before = filesUnder(folder);
        const owner = { kind: "tour", id: tour.id, version: tour.version };
        const anonymous = await run(photosRoute.action, uploadRequest(owner, [{ name: "a.jpg", bytes: await jpeg(500, 500) }]));
        expect(anonymous.status).toBe(401);
        const crossSite = await run(
          photosRoute.action,
          uploadRequest(owner, [{ name: "a.jpg", bytes: await jpeg(500, 500) }], { cookie, origin: "https://evil.example" }),
        );
        expect(crossSite.status).toBe(403);
        expect(filesUnder(folder)).toEqual(before);
        const refusals = await getDb().selectFrom("audit_log").select("action").where("action", "=", "cross-site-refused").execute();
        expect(refusals).toHaveLength(1);
      });

      test("an admin gives a team member an uploaded picture; an editor may not", async () => {
        await loadSiteContentSampleOnce(getDb());
        const team = await getSiteContentSection("team");
        const form = () => {
          const body = new FormData();
          for (const [name, value] of Object.entries({ intent: "upload", ownerKind: "team", index: "1", version: String(team.version) }))
            body.set(name, value);
          return body;
        };
        const post = async (cookie: string, bytes: Buffer) => {
          const body = form();
          body.append("photos", new File([bytes as BlobPart], "portrait.jpg", { type: "image/jpeg" }));
          return run(
            photosRoute.action,
            new Request(`${ORIGIN}/admin/photos?back=/admin/settings/content/team`, {
              method: "POST",
              headers: { Origin: ORIGIN, Cookie: cookie },
              body,
            }),
          );
        };
        const editor = await post(await signedInCookie("editor"), await jpeg(600, 800));
        expect(editor.status).toBe(403);
        const admin = await post(await signedInCookie("admin"), await jpeg(600, 800));
        expect(admin.status).toBe(302);
        expect(admin.location).toBe("/admin/settings/content/team");
        const after = await getSiteContentSection("team");
        const image = after.document.members[1]!.image;
        expect(image).toMatch(/^\/media\/[0-9a-f]{32}-480\.jpg$/);
        expect(await storage.has(image.slice("/media/".length))).toBe(true);
        expect(after.document.members[0]).toEqual(team.document.members[0]);
      });

      test("export carries the gallery by reference, and an import brings it back; a file from before leaves it alone", async () => {
        const { tour, cookie } = await tourAndCookie();
        await run(
          photosRoute.action,
          uploadRequest({ kind: "tour", id: tour.id, version: tour.version }, [{ name: "a.jpg", bytes: await jpeg(700, 500) }], { cookie }),
        );
        const file = JSON.parse(JSON.stringify(await exportCatalogue())) as Record<string, any>;
        const [photo] = await adminGallery({ kind: "tour", id: tour.id });
        expect(file.gallery.tours[tour.id]).toEqual([{ photo: photo!.hash, alt: { en: "", fr: "", ar: "" } }]);
        expect(file.gallery.photos).toEqual([{ hash: photo!.hash, width: 700, height: 500 }]);

        // A file from before photos: no gallery key; the gallery stays.
        const { gallery: _, ...older } = file;
        await applyCatalogueImport(older, "overwrite");
        expect(await adminGallery({ kind: "tour", id: tour.id })).toHaveLength(1);

        // Into an empty database: the photo's row comes from the file, the gallery with it.
        await getDb().deleteFrom("gallery_photos").execute();
        await getDb().deleteFrom("tours").execute();
        await getDb().deleteFrom("photos").execute();
        file.gallery.tours[tour.id][0].alt.en = "A quiet beach";
        await applyCatalogueImport(file, "overwrite");
        expect((await publicGallery({ kind: "tour", id: tour.id }, "en")).map(({ hash, width, alt }) => [hash, width, alt])).toEqual([
          [photo!.hash, 700, "A quiet beach"],
        ]);
      });
    });
  });
}
