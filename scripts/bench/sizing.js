// The README's sizing table (issue #29): what one instance serves and how much memory it takes
// at the page cache's default size (64 MiB). The server starts as `npm start` starts it, on a
// generated catalogue (SQLite) or the sample one (PostgreSQL); the public addresses of its sitemap
// (each language, up to `visits` of them, four at a time) are visited once so the cache fills as
// on a site in use; then each kind of page is loaded at 50 connections.
// The memory is the server process's resident set (VmRSS) and its peak (VmHWM), read from /proc.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createThrowawayDatabase } from "../../tests/integration/throwaway-postgres.ts";
import { BENCH_ADMIN, signIn } from "./full-tour.js";
import { loadTest } from "./load.js";
import { newDataDir, startSite } from "./process.js";

/** The kinds of page measured: what a visitor reads (kept by the page cache) and what is rendered every time. */
export const SIZING_PAGES = [
  { path: "/", what: "home page (kept)" },
  { path: "/tours/bali-island-escape", what: "a tour page (kept)" },
  { path: "/ar/tours", what: "the tour list in Arabic (kept)" },
  { path: "/tours/bali-island-escape", what: "the tour page signed in (rendered each time)", signedIn: true },
  { path: "/admin/messages", what: "the enquiries list, signed in (rendered)", signedIn: true },
];

/** The process's resident memory (of which anonymous and file-backed) and its peak so far, in MiB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  // RssFile is mostly the SQLite file mapped into memory (mmap_size): pages the kernel can drop and read again.
  return { rssMiB: kib("VmRSS") / 1024, anonMiB: kib("RssAnon") / 1024, fileMiB: kib("RssFile") / 1024, peakMiB: kib("VmHWM") / 1024 };
}

/** Every page address the sitemap names (its index, then each part, hreflang alternates included), on this site. */
async function sitemapAddresses(url) {
  const addresses = new Set();
  const read = async (address) => {
    const xml = await (await fetch(address)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const { pathname, search } = new URL(loc);
      const local = `${url}${pathname}${search}`;
      if (pathname.endsWith(".xml")) await read(local);
      else addresses.add(local);
    }
    for (const [, href] of xml.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)) addresses.add(`${url}${new URL(href).pathname}`);
  };
  await read(`${url}/sitemap.xml`);
  return [...addresses];
}

/** Visits `addresses` with `parallel` visitors at a time, each answer read to its end. */
async function visitAll(addresses, parallel = 4) {
  let next = 0;
  const visitor = async () => {
    while (next < addresses.length) await (await fetch(addresses[next++], { headers: { "Accept-Encoding": "br, gzip" } })).arrayBuffer();
  };
  await Promise.all(Array.from({ length: parallel }, visitor));
}

/**
 * Measures one instance: on SQLite with a generated catalogue of `tours` tours (0: the sample
 * one), or on PostgreSQL (a throwaway database on the server TEST_POSTGRES_URL names) with the sample catalogue; `heapMiB`
 * bounds V8's old generation (--max-old-space-size).
 */
export async function measureSizing({ connections = 50, seconds = 10, postgres = false, tours = 0, visits = 6_000, heapMiB } = {}) {
  const scratch = postgres ? await createThrowawayDatabase("cedar_sizing") : null;
  const dataDir = newDataDir();
  if (tours && !scratch) {
    execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/generate-catalogue.ts", "--tours", String(tours), "--destinations", "200"],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  }
  const env = {
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    // A bound on V8's heap, as an operator sets one for a small machine (Node's default grows with the machine's memory).
    ...(heapMiB ? { NODE_OPTIONS: `--max-old-space-size=${heapMiB}` } : {}),
  };
  let site;
  try {
    site = await startSite({ dataDir, env });
    const started = memoryOf(site.pid);
    const addresses = (await sitemapAddresses(site.url)).slice(0, visits);
    await visitAll(addresses);
    const filled = memoryOf(site.pid);
    const cookie = await signIn(site.url);
    const pages = [];
    for (const page of SIZING_PAGES) {
      const headers = page.signedIn ? { Cookie: cookie } : {};
      await loadTest(`${site.url}${page.path}`, { connections, seconds: Math.min(3, seconds), headers });
      pages.push({
        ...page,
        ...(await loadTest(`${site.url}${page.path}`, { connections, seconds, headers })),
        memory: memoryOf(site.pid),
      });
    }
    return {
      database: scratch ? "PostgreSQL" : "SQLite",
      tours,
      heapMiB,
      addresses: addresses.length,
      started,
      filled,
      pages,
      end: memoryOf(site.pid),
    };
  } finally {
    // A site that did not start leaves its data folder and database too, removed all the same.
    if (site) await site.stop();
    else rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
