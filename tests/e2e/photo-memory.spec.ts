import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { insertTours } from "./admin-catalogue-helpers";
import { signInOverHttp, startServer, stopServer, type Site } from "./fixtures";

/*
 * Issue #24, item 4, against the production server: of ten parallel uploads of a 10 MB phone
 * photo each, PHOTO_CONVERSIONS (2) are converted at once, as many wait on disk, and the rest
 * get 503 with Retry-After before their body is read, so the instance stays under the memory
 * ceiling decision 0047 states.
 */

const MB = 1024 * 1024;
/** The ceiling decision 0047 states: what ten parallel 10 MB uploads may add to a warmed-up instance. */
const CEILING = 450 * MB;

let site: Site;
let child: ChildProcess;

test.beforeAll(async () => {
  ({ site, process: child } = await startServer());
});

test.afterAll(async () => {
  await stopServer(child);
  rmSync(site.dataDir, { recursive: true, force: true });
});

/** The server process's resident memory, from Linux's /proc. */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match![1]) * 1024;
}

/**
 * A phone-sized JPEG of about 10 MB (12 megapixels of grain at quality 95); `copy` adds bytes
 * after its end, which decoders ignore, so that each upload is another file (another hash).
 */
async function phonePhotos(copies: number): Promise<Buffer[]> {
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  return Array.from({ length: copies }, (_, copy) => Buffer.concat([photo, Buffer.from(`copy ${copy}`)]));
}

async function uploadTo(tourId: string, cookie: string, name: string, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("ownerKind", "tour");
  form.set("ownerId", tourId);
  form.set("version", "1");
  form.append("photos", new File([bytes as BlobPart], name, { type: "image/jpeg" }));
  return fetch(`${site.url}/admin/photos?back=/admin/tours/${tourId}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url, Cookie: cookie },
    body: form,
  });
}

test("of ten parallel 10 MB photo uploads, four are taken and six told to come back, and the instance stays under its memory ceiling", async () => {
  // Ten conversions, two at a time, on a busy two-core machine.
  test.setTimeout(300_000);
  const tours = Array.from({ length: 11 }, (_, index) => ({
    id: `memory-tour-${index}`,
    title: `Memory tour ${index}`,
    destinationId: "bali",
  }));
  insertTours(site, tours);
  const cookie = await signInOverHttp(site.url);
  const photos = await phonePhotos(10);
  for (const photo of photos) {
    expect(photo.length).toBeGreaterThan(9 * MB);
    expect(photo.length).toBeLessThan(12 * MB);
  }
  // Warm up: the first upload loads sharp and the route once.
  const warmUp = await uploadTo(
    tours[10]!.id,
    cookie,
    "warm-up.jpg",
    await sharp({ create: { width: 1300, height: 900, channels: 3, background: "#345" } })
      .jpeg()
      .toBuffer(),
  );
  expect(warmUp.status).toBe(302);

  const before = residentBytes(child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(child.pid!))), 20);
  let answers: Response[];
  try {
    answers = await Promise.all(photos.map((photo, index) => uploadTo(tours[index]!.id, cookie, `IMG_${index}.jpg`, photo)));
  } finally {
    clearInterval(sampler);
  }
  const after = residentBytes(child.pid!);
  peak = Math.max(peak, after);
  console.log(
    `photo uploads: RSS ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB at most, ${Math.round(after / MB)} MB after`,
  );
  // PHOTO_CONVERSIONS=2: two converting and two waiting are taken; the rest are told when to come back.
  const taken = answers.filter((answer) => answer.status === 302);
  const busy = answers.filter((answer) => answer.status === 503);
  expect([taken.length, busy.length]).toEqual([4, 6]);
  for (const answer of busy) expect(answer.headers.get("Retry-After")).toBe("10");
  for (const answer of taken) expect(answer.headers.get("Location")).toMatch(/^\/admin\/tours\/memory-tour-\d$/);
  expect(peak - before, `grew from ${before} to ${peak} bytes`).toBeLessThan(CEILING);
});
