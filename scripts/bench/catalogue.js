// The big-catalogue figures of `npm run bench`: a database of its own with a generated
// catalogue (scripts/generate-catalogue.ts), served with the page cache off, so every figure is
// what the server does for a request it has not seen: the HTML size of /tours, and p50/p95 of
// the time to the last byte over varied filter URLs, one request at a time.
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { mulberry32 } from "../lib/seeded-random.js";
import { newDataDir, startSite } from "./process.js";

export async function timedGet(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip, br", ...headers } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Destination ids and names of the /tours filter's dropdown, read from the page itself. */
function destinationOptions(html) {
  const select = /<select[^>]*name="destination"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*value="([^"]+)"[^>]*>([^<]*)</g)].map(([, id, title]) => ({ id, title })).filter((o) => o.id);
}

/** `count` filter URLs mixing search words, destinations, price, duration and pages. */
export function filterUrls(destinations, count, random = mulberry32(9)) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = [...destinations.map((d) => d.title.split(/\s+/)[0]), "island", "trek", "city", "safari", "coast", "zzzz-no-match"];
  const start = new Date();
  const months = Array.from({ length: 12 }, (_, offset) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1)).toISOString().slice(0, 7),
  );
  const urls = [];
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams();
    if (random() < 0.5) params.set("q", pick(words).toLowerCase());
    if (random() < 0.4) params.set("destination", pick(destinations).id);
    if (random() < 0.4) params.set("maxPrice", String(100 * (1 + Math.floor(random() * 50))));
    if (random() < 0.3) params.set("minDays", String(Math.floor(random() * 10)));
    if (random() < 0.3) params.set("maxDays", String(10 + Math.floor(random() * 11)));
    if (random() < 0.3) params.set("page", String(1 + Math.floor(random() * 40)));
    // "Departing in" (issue #12): one of the next twelve months.
    if (random() < 0.3) params.set("month", months[Math.floor(random() * months.length)]);
    urls.push(`/tours${params.size ? `?${params}` : ""}`);
  }
  return urls;
}

export async function measureBigCatalogue({ tours = 10_000, destinations = 200, requests = 200 } = {}) {
  const dataDir = newDataDir();
  const started = performance.now();
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/generate-catalogue.ts", "--tours", String(tours), "--destinations", String(destinations)],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const generatedInMs = performance.now() - started;
  const site = await startSite({ dataDir, env: { PAGE_CACHE_MAX_BYTES: "0" } });
  try {
    const first = await fetch(`${site.url}/tours`);
    const html = await first.text();
    const options = destinationOptions(html);
    if (options.length === 0) throw new Error("/tours shows no destination to filter by");
    const urls = filterUrls(options, requests);
    for (const url of urls.slice(0, 10)) await timedGet(site.url + url); // warm-up
    const times = [];
    const statuses = new Map();
    for (const url of urls) {
      const { ms, status } = await timedGet(site.url + url);
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    return {
      tours,
      destinations,
      generatedInMs,
      toursHtmlBytes: Buffer.byteLength(html),
      filtered: {
        requests: urls.length,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        statuses: Object.fromEntries(statuses),
      },
    };
  } finally {
    await site.stop();
  }
}
