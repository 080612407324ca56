// The cargo book's figures of `npm run bench` (issue #26): a database of its own with a generated
// book of shipments and events (scripts/generate-cargo.ts, bulk inserts), served with the page
// cache off, then p50/p95 of the time to the last byte for /track/{number} and for the signed-in
// admin list's filtered pages, one request at a time over varied URLs.
import { execFileSync } from "node:child_process";
import { mulberry32 } from "../lib/seeded-random.js";
import { percentile, timedGet } from "./catalogue.js";
import { BENCH_ADMIN, signIn } from "./full-tour.js";
import { newDataDir, startSite } from "./process.js";

const STATUSES = ["registered", "received", "departed", "arrived", "in-customs", "ready-for-pickup", "delivered", "on-hold", "delayed"];
const OFFICES = ["beirut", "abidjan", "monrovia"];
/** Parts of names and phones a clerk types: many shipments hold some, a few the others, none the last. */
const SEARCHES = ["haddad", "koné", "samir", "fatou", "kamara", "961 70", "225 4", "231 55", "12 345", "zzzz"];

/** `count` tracking URLs: the numbers as printed, as a visitor types them (lower case, spaces), and a few unknown. */
export function trackingUrls(numbers, count, random = mulberry32(11)) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    const number = pick(numbers);
    const roll = random();
    // A mistyped symbol: refused by the check before any lookup.
    if (roll < 0.05) return `/track/${number.slice(0, -1)}${number.endsWith("0") ? "1" : "0"}`;
    if (roll < 0.25) return `/track/${encodeURIComponent(number.toLowerCase().replaceAll("-", " "))}`;
    return `/track/${number}`;
  });
}

/** `count` admin list URLs mixing status, route, mode, drop-off days, searches and pages. */
export function shipmentListUrls(count, random = mulberry32(12)) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    if (random() < 0.4) params.set("status", pick(STATUSES));
    if (random() < 0.3) params.set("fromOffice", pick(OFFICES));
    if (random() < 0.3) params.set("toOffice", pick(OFFICES));
    if (random() < 0.3) params.set("mode", pick(["air", "sea"]));
    if (random() < 0.3) {
      const from = Math.floor(random() * 700);
      params.set("from", day(from));
      if (random() < 0.7) params.set("to", day(Math.max(0, from - Math.floor(random() * 90))));
    }
    if (random() < 0.35) params.set("q", pick(SEARCHES));
    if (random() < 0.3) params.set("page", String(1 + Math.floor(random() * 40)));
    return `/admin/shipments${params.size ? `?${params}` : ""}`;
  });
}

async function timeAll(baseUrl, urls, headersFor) {
  for (const url of urls.slice(0, 10)) await timedGet(baseUrl + url, headersFor(-1)); // warm-up
  const times = [];
  const statuses = {};
  for (const [index, url] of urls.entries()) {
    const { ms, status } = await timedGet(baseUrl + url, headersFor(index));
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { requests: urls.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), statuses };
}

export async function measureCargoBook({ shipments = 100_000, events = 1_000_000, requests = 200 } = {}) {
  const dataDir = newDataDir();
  const adminEnv = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
  const started = performance.now();
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/generate-cargo.ts", "--shipments", String(shipments), "--events", String(events), "--sample", "400"],
    {
      env: { ...process.env, ...adminEnv, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 64 << 20,
    },
  ).toString();
  const generatedInMs = performance.now() - started;
  const sample = JSON.parse(output.split("\n").findLast((line) => line.startsWith('{"sample"')) ?? "null")?.sample;
  if (!sample?.length) throw new Error("the cargo generator printed no tracking numbers");
  // Each visitor from an address of their own (behind the one proxy TRUST_PROXY=1 trusts), as on
  // the site: /track allows 30 lookups per address in 10 minutes.
  const site = await startSite({ dataDir, env: { ...adminEnv, PAGE_CACHE_MAX_BYTES: "0", TRUST_PROXY: "1" } });
  try {
    const visitor = (index) => ({ "X-Forwarded-For": `198.51.100.${(index + 256) % 250}` });
    const tracking = await timeAll(site.url, trackingUrls(sample, requests), visitor);
    const cookie = await signIn(site.url);
    const list = await timeAll(site.url, shipmentListUrls(requests), () => ({ Cookie: cookie }));
    // The status tabs' counts alone: every shipment counted by status, no filter.
    const counts = await timeAll(
      site.url,
      Array.from({ length: 20 }, () => "/admin/shipments"),
      () => ({ Cookie: cookie }),
    );
    // What any admin page costs here (the gate, the session, the layout, the shell), for scale.
    const adminPage = await timeAll(
      site.url,
      Array.from({ length: 20 }, () => "/admin/account"),
      () => ({ Cookie: cookie }),
    );
    return { shipments, events, generatedInMs, tracking, list, counts, adminPage };
  } finally {
    await site.stop();
  }
}
