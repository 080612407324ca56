// npm run bench: builds the site, starts the production server on a free port with a fresh
// database, and measures the home page, /tours and a tour page against the budgets of issues #2
// and #9: first-load JavaScript (as the browser fetches it), Lighthouse mobile in Chromium
// (median of 3 runs), throughput and latency at 50 connections next to a static server serving
// the same bytes, then a generated catalogue of 10,000 tours (HTML size of /tours, p50/p95 of
// 200 varied filter URLs, page cache off). The tour page is measured with its eight-day
// itinerary and 12 photos uploaded to its gallery first (scripts/bench/full-tour.js). Then the
// home page's throughput while an admin saves a tour every second, beside the quiet figure
// (issue #24, scripts/bench/under-writes.js). Then a generated cargo book of 100,000 shipments and
// 1,000,000 events (issue #26, scripts/bench/cargo.js): p50/p95 of /track/{number} and of the
// signed-in admin shipments list's filtered pages, 200 varied URLs each. Prints tables, writes bench-results/latest.json, and
// always exits 0 (misses are marked).
//
//   BUILD_DIR=build-x npm run bench      build into and serve from another directory
//   BENCH_SKIP_BUILD=1 npm run bench     measure the existing build
//   BENCH_PAGES=/,/about npm run bench   other pages
//   BENCH_LOAD_SECONDS=3 npm run bench   shorter load runs (a quick look; the figures are for 10)
//   BENCH_BYTES_ONLY=1 npm run bench     only the first-load bytes of each page (seconds, not minutes)
//   BENCH_UNDER_WRITES_ONLY=1 npm run bench   only the home page quiet and under an admin's saves
//   BENCH_CARGO_ONLY=1 npm run bench     only the generated cargo book (issue #26)
//   BENCH_CARGO_SHIPMENTS=10000 npm run bench   a smaller cargo book (the figures are for 100,000)
//   BENCH_SIZING_ONLY=1 npm run bench    only the README's sizing table (issue #29): requests per second and memory of one
//                                        instance at the page cache's default, on SQLite and (TEST_POSTGRES_URL set) PostgreSQL
//   BENCH_REPORTS_ONLY=1 npm run bench   only the reports (issue #28): the catalogue, the cargo book and
//                                        50,000 ledger rows generated, each report's p50/p95 against 300 ms
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { measureBigCatalogue } from "./bench/catalogue.js";
import { measureCargoBook } from "./bench/cargo.js";
import { measureReports, REPORTS } from "./bench/reports.js";
import { measureSizing } from "./bench/sizing.js";
import { loadTest, loadTool, startStaticServer } from "./bench/load.js";
import { BENCH_ADMIN, FULL_TOUR, fillTheGallery } from "./bench/full-tour.js";
import { startSite } from "./bench/process.js";
import { measureUnderWrites } from "./bench/under-writes.js";

// The Arabic home page too (issue #11): its own font, and right to left.
const PAGES = (process.env.BENCH_PAGES ?? "/,/tours,/tours/bali-island-escape,/ar").split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUDGET = {
  jsGzipBytes: 125 * 1024,
  performance: 98,
  lcpMs: 1500,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  throughputRatio: 0.25,
  p99Ms: 20,
  toursHtmlBytes: 150 * 1024,
  filteredP95Ms: 30,
  underWritesRatio: 0.7,
  trackP95Ms: 30,
  shipmentsP95Ms: 30,
};
const LOAD = { connections: 50, seconds: Number(process.env.BENCH_LOAD_SECONDS || 10) };
/** The unmeasured load before the measured runs (see measureLoad). */
const WARM_UP = { ...LOAD, seconds: Math.min(3, LOAD.seconds) };
const BIG = { tours: 10_000, destinations: 200, requests: 200 };
const CARGO_SHIPMENTS = Number(process.env.BENCH_CARGO_SHIPMENTS || 100_000);
const CARGO = { shipments: CARGO_SHIPMENTS, events: CARGO_SHIPMENTS * 10, requests: 200 };
/**
 * Issue #24's figure: 20 visitors on the home page while an admin saves a tour that is not
 * featured (most of a catalogue); a featured one's save changes the home page, so that figure
 * is shown too, without a target.
 */
const UNDER_WRITES = { load: { connections: 20, seconds: LOAD.seconds }, tour: "paris-and-the-loire-valley", featuredTour: FULL_TOUR };
const RESULTS_FILE = path.resolve("bench-results/latest.json");

/** One GET as a browser sends it: the bytes on the wire, and the bytes after decoding. */
function fetchAsBrowser(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": "gzip", "User-Agent": "cedar-bench" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"] ?? "identity";
        const body = encoding === "gzip" ? gunzipSync(wire) : wire;
        resolve({ status: response.statusCode, encoding, transferred: wire.length, decoded: body.length, body });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Every script and stylesheet the document makes the browser fetch before it is interactive. */
function firstLoadAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i"))?.[1];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) scripts.add(href);
    if (rel.includes("stylesheet")) styles.add(href);
  }
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(`<script ${attributes}>`, "src");
    if (src) {
      if (!/\btype\s*=\s*["']?(application\/json|application\/ld\+json)/i.test(attributes)) scripts.add(src);
      continue;
    }
    if (!/\btype\s*=\s*["']?module/i.test(attributes)) continue;
    // The inline module script React Router writes imports the manifest and the route modules.
    for (const [, specifier] of content.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)) scripts.add(specifier);
    for (const [, specifier] of content.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) scripts.add(specifier);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The scripts and every module they import statically, as the browser loads them before the
 * page is interactive (the HTML names only the entry modules; their imports come with them).
 */
async function withStaticImports(siteUrl, scripts) {
  const seen = new Set(scripts.map((script) => new URL(script, siteUrl).pathname));
  const queue = [...seen];
  while (queue.length) {
    const script = queue.shift();
    const response = await fetchAsBrowser(new URL(script, siteUrl));
    if (response.status !== 200) continue;
    const code = response.body.toString("utf8");
    for (const [, specifier] of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g)) {
      const imported = new URL(specifier, new URL(script, siteUrl)).pathname;
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...seen];
}

async function measureBytes(siteUrl, pagePath) {
  const page = await fetchAsBrowser(new URL(pagePath, siteUrl));
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const { scripts: named, styles } = firstLoadAssets(page.body.toString("utf8"));
  const scripts = await withStaticImports(siteUrl, named);
  const total = async (urls) => {
    const sum = { files: 0, raw: 0, gzip: 0, transferred: 0, uncompressedOnWire: [] };
    for (const asset of urls) {
      const response = await fetchAsBrowser(new URL(asset, siteUrl));
      if (response.status !== 200) throw new Error(`${asset} answered ${response.status}`);
      sum.files++;
      sum.raw += response.decoded;
      sum.transferred += response.transferred;
      sum.gzip += response.encoding === "gzip" ? response.transferred : gzipSync(response.body, { level: 9 }).length;
      if (response.encoding !== "gzip") sum.uncompressedOnWire.push(asset);
    }
    return sum;
  };
  return {
    html: { raw: page.decoded, transferred: page.transferred, encoding: page.encoding },
    js: await total(scripts),
    css: await total(styles),
    scripts,
    styles,
  };
}

const LIGHTHOUSE_RUNS = 3;

/** One Lighthouse mobile run of one page, in a fresh browser so no run's cache speeds up the next. */
async function lighthouseOnce(siteUrl, pagePath) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const run = await lighthouse(new URL(pagePath, siteUrl).href, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const failing = (id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
      fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
      failingAudits: {
        performance: failing("performance"),
        accessibility: failing("accessibility"),
        bestPractices: failing("best-practices"),
        seo: failing("seo"),
      },
      runWarnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const worst = (values, higherIsBetter = true) => {
  const known = values.filter((value) => value != null);
  if (!known.length) return null;
  return higherIsBetter ? Math.min(...known) : Math.max(...known);
};

/**
 * LIGHTHOUSE_RUNS runs per page: performance, LCP, FCP and TBT are the median of the runs (they
 * vary with the machine's load); accessibility, best practices, SEO and CLS the worst run.
 */
async function lighthouseRuns(siteUrl) {
  const results = {};
  for (const pagePath of PAGES) {
    const runs = [];
    try {
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(siteUrl, pagePath));
    } catch (error) {
      results[pagePath] = { error: error instanceof Error ? error.message : String(error) };
      continue;
    }
    const all = (key) => runs.map((run) => run[key]);
    results[pagePath] = {
      runs: runs.length,
      performance: median(all("performance")),
      performanceRuns: all("performance"),
      lcpMs: median(all("lcpMs")),
      lcpRuns: all("lcpMs"),
      fcpMs: median(all("fcpMs")),
      tbtMs: median(all("tbtMs")),
      accessibility: worst(all("accessibility")),
      bestPractices: worst(all("bestPractices")),
      seo: worst(all("seo")),
      cls: worst(all("cls"), false),
      failingAudits: runs[0].failingAudits,
      runWarnings: [...new Set(runs.flatMap((run) => run.runWarnings))],
    };
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join("  "));
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}

/** The page's bytes as wrk or autocannon receive them (no Accept-Encoding), for the static server. */
async function plainBody(url) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Each page under load, then a static server with the same bytes under the same load. */
async function measureLoad(siteUrl) {
  const bodies = [];
  for (const pagePath of PAGES) {
    await plainBody(new URL(pagePath, siteUrl)); // the first request renders (and fills the cache)
    bodies.push(await plainBody(new URL(pagePath, siteUrl)));
  }
  const results = {};
  // A few seconds of the same load first, not counted: the figures are for a server that has
  // been running, not for V8 compiling the request path and the heap growing in the first
  // seconds of a fresh process (that fell on the first page measured, whichever it was).
  for (const pagePath of PAGES) await loadTest(new URL(pagePath, siteUrl).href, WARM_UP);
  for (const pagePath of PAGES) results[pagePath] = { site: await loadTest(new URL(pagePath, siteUrl).href, LOAD) };
  const staticServer = await startStaticServer(bodies);
  try {
    for (const url of staticServer.urls) await loadTest(url, WARM_UP);
    for (const [index, pagePath] of PAGES.entries()) {
      const staticRun = await loadTest(staticServer.urls[index], LOAD);
      results[pagePath].static = { server: staticServer.name, ...staticRun };
      results[pagePath].ratio = staticRun.requestsPerSecond ? results[pagePath].site.requestsPerSecond / staticRun.requestsPerSecond : 0;
      results[pagePath].htmlBytes = bodies[index].length;
    }
  } finally {
    await staticServer.stop();
  }
  return results;
}

async function measureBothUnderWrites(siteUrl) {
  const results = {};
  for (const [name, tour] of [
    ["tour", UNDER_WRITES.tour],
    ["featuredTour", UNDER_WRITES.featuredTour],
  ]) {
    try {
      results[name] = await measureUnderWrites(siteUrl, tour, UNDER_WRITES.load);
    } catch (error) {
      results[name] = { tourId: tour, error: error instanceof Error ? error.message : String(error) };
    }
  }
  return results;
}

/** Prints the quiet and under-writes figures; returns the misses. */
function printUnderWrites(results) {
  const misses = [];
  const { connections, seconds } = UNDER_WRITES.load;
  console.log(
    `\nThe home page while an admin saves a tour every second (${loadTool}, ${connections} connections, ${seconds} s each, quiet and under writes in turns of ${seconds / 5} s):\n`,
  );
  const rows = [["tour saved", "quiet req/s", "under writes req/s", "saves", "p99 under writes", "errors", "ratio"]];
  for (const [name, result] of Object.entries(results)) {
    const label = `${result.tourId}${name === "featuredTour" ? " (featured)" : ""}`;
    if (result.error) {
      if (name === "tour") misses.push(`under writes: ${result.error}`);
      rows.push([label, "n/a", "n/a", "n/a", "n/a", "n/a", `${result.error} ✗`]);
      continue;
    }
    const failed = result.failedSaves.length > 0;
    const errors = result.underWrites.errors + result.quiet.errors;
    const below = name === "tour" && result.ratio < BUDGET.underWritesRatio;
    if (below) misses.push(`/ under writes ${result.ratio.toFixed(2)} of the quiet figure < ${BUDGET.underWritesRatio}`);
    if (failed) misses.push(`under writes: saves failed (${result.failedSaves.join("; ")})`);
    if (errors > 0) misses.push(`under writes: ${errors} errors under load`);
    rows.push([
      label,
      result.quiet.requestsPerSecond.toFixed(0),
      result.underWrites.requestsPerSecond.toFixed(0),
      `${result.saves}${failed ? " ✗" : ""}`,
      result.underWrites.p99Ms == null ? "n/a" : `${result.underWrites.p99Ms.toFixed(1)} ms`,
      `${errors}${errors > 0 ? " ✗" : ""}`,
      `${result.ratio.toFixed(2)}${below ? " ✗" : ""}`,
    ]);
  }
  printTable(rows);
  console.log(
    `\nTarget: under writes ≥ ${BUDGET.underWritesRatio} × quiet for a tour that is not featured (a featured tour's save changes the home page: shown, no target).`,
  );
  return misses;
}

async function cargoBook() {
  console.log(`Generated cargo book: ${CARGO.shipments} shipments, ${CARGO.events} events…`);
  try {
    return await measureCargoBook(CARGO);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The cargo book's table; returns its misses. */
function printCargoBook(cargo) {
  if (cargo.error) return [`generated cargo book: ${cargo.error}`];
  const misses = [];
  const ms = (value) => (value == null ? "n/a" : `${value.toFixed(value < 10 ? 2 : 1)} ms`);
  const p95 = (name, figures, target) => {
    const ok = figures.p95Ms <= target;
    if (!ok) misses.push(`${name} p95 ${ms(figures.p95Ms)} > ${target} ms`);
    return [`${name} p95 (${figures.requests} URLs)`, ok ? ms(figures.p95Ms) : `${ms(figures.p95Ms)} ✗`, `≤ ${target} ms`];
  };
  console.log(`\nGenerated cargo book of ${cargo.shipments} shipments and ${cargo.events} events (page cache off):\n`);
  printTable([
    ["figure", "measured", "target"],
    [`/track/{number} p50 (${cargo.tracking.requests} URLs)`, ms(cargo.tracking.p50Ms), ""],
    p95("/track/{number}", cargo.tracking, BUDGET.trackP95Ms),
    [`filtered /admin/shipments p50 (${cargo.list.requests} URLs)`, ms(cargo.list.p50Ms), ""],
    p95("filtered /admin/shipments", cargo.list, BUDGET.shipmentsP95Ms),
    [`/admin/shipments unfiltered, counts of every status (${cargo.counts.requests})`, ms(cargo.counts.p50Ms), "(p50)"],
    [`/admin/account, an admin page without a list, for scale (${cargo.adminPage.requests})`, ms(cargo.adminPage.p50Ms), "(p50)"],
  ]);
  const answers = (statuses) =>
    Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
  console.log(
    `\nAnswers: /track ${answers(cargo.tracking.statuses)}; list ${answers(cargo.list.statuses)}; book generated in ${(cargo.generatedInMs / 1000).toFixed(1)} s.`,
  );
  return misses;
}

const REPORT_TARGET_MS = 300;

/** The reports' table (issue #28): each screen's p50/p95 over its periods; returns the misses. */
async function reportsBench() {
  console.log(`Generated data for the reports: ${BIG.tours} tours, ${CARGO.shipments} shipments, 50000 ledger rows…`);
  let measured;
  try {
    measured = await measureReports({ tours: BIG.tours, shipments: CARGO.shipments, payments: 50_000 });
  } catch (error) {
    return [`reports: ${error instanceof Error ? error.message : String(error)}`];
  }
  const misses = [];
  const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
  const rows = [["report", "p50", "p95", "target", "answers"]];
  for (const report of REPORTS) {
    const figures = measured.figures[report];
    const ok = figures.p95Ms <= REPORT_TARGET_MS;
    if (!ok) misses.push(`/admin/reports/${report} p95 ${ms(figures.p95Ms)} > ${REPORT_TARGET_MS} ms`);
    const answers = Object.entries(figures.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    rows.push([
      `/admin/reports/${report} (${figures.requests})`,
      ms(figures.p50Ms),
      ok ? ms(figures.p95Ms) : `${ms(figures.p95Ms)} ✗`,
      `≤ ${REPORT_TARGET_MS} ms`,
      answers,
    ]);
  }
  console.log(
    `\nReports on ${measured.tours} tours, ${measured.shipments} shipments, ${measured.bookings} bookings and ${measured.payments} ledger rows (page cache off, signed in; month, quarter and year):\n`,
  );
  printTable(rows);
  console.log(
    `\nCargo CSV for the year: ${ms(measured.csv.ms)} (${measured.csv.status}); data generated in ${(measured.generatedInMs / 1000).toFixed(1)} s.`,
  );
  return misses;
}

/** The sizing table: one instance on each database, each kind of page under load, and its memory. */
async function sizingBench() {
  const mib = (value) => `${value.toFixed(0)} MiB`;
  const resident = (memory) => `${mib(memory.rssMiB)} (${mib(memory.anonMiB)} anonymous, ${mib(memory.fileMiB)} file)`;
  for (const options of [
    { tours: BIG.tours },
    { tours: BIG.tours, heapMiB: 256 },
    ...(process.env.TEST_POSTGRES_URL ? [{ postgres: true }] : []),
  ]) {
    const sizing = await measureSizing({ ...LOAD, ...options });
    console.log(
      `\n${sizing.database}, ${sizing.tours ? `${sizing.tours} generated tours` : "the sample catalogue"}, one instance, page cache 64 MiB, ${sizing.heapMiB ? `--max-old-space-size=${sizing.heapMiB}` : "Node's default heap"} (${loadTool}, ${LOAD.connections} connections, ${LOAD.seconds} s per page):`,
    );
    console.log(
      `resident memory after start ${resident(sizing.started)}; after visiting ${sizing.addresses} of the sitemap's addresses ${resident(sizing.filled)}; at the end ${resident(sizing.end)}, peak ${mib(sizing.end.peakMiB)}\n`,
    );
    const rows = [["page", "req/s", "p50", "p99", "errors", "memory after"]];
    for (const page of sizing.pages) {
      const ms = (value) => (value == null ? "n/a" : `${value.toFixed(1)} ms`);
      rows.push([
        `${page.path} — ${page.what}`,
        Math.round(page.requestsPerSecond),
        ms(page.p50Ms),
        ms(page.p99Ms),
        page.errors,
        resident(page.memory),
      ]);
    }
    printTable(rows);
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("Building the site (npm run build)…");
    execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  }
  if (process.env.BENCH_SIZING_ONLY) return sizingBench();
  if (process.env.BENCH_REPORTS_ONLY) {
    const misses = await reportsBench();
    console.log(misses.length ? `\n${misses.length} miss(es):\n  ${misses.join("\n  ")}` : "\nEvery report within its target.");
    return;
  }
  if (process.env.BENCH_CARGO_ONLY) {
    const misses = printCargoBook(await cargoBook());
    console.log(misses.length ? `\n${misses.length} miss(es):\n  ${misses.join("\n  ")}` : "\nEvery figure within its target.");
    return;
  }
  const site = await startSite({ env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } });
  console.log(`Server running on ${site.url}`);
  const pages = {};
  let load;
  let underWrites;
  try {
    if (process.env.BENCH_UNDER_WRITES_ONLY) {
      const misses = printUnderWrites(await measureBothUnderWrites(site.url));
      console.log(misses.length ? `\n${misses.length} miss(es):\n  ${misses.join("\n  ")}` : "\nWithin its target.");
      return;
    }
    if (!process.env.BENCH_BYTES_ONLY) {
      // Issue #12: the tour page is measured with a full itinerary and a gallery of 12 photos.
      console.log(`Uploading 12 photos to /tours/${FULL_TOUR}'s gallery…`);
      console.log(`  the page shows ${await fillTheGallery(site.url)} pictures`);
    }
    for (const pagePath of PAGES) pages[pagePath] = { bytes: await measureBytes(site.url, pagePath) };
    if (process.env.BENCH_BYTES_ONLY) {
      for (const [pagePath, { bytes }] of Object.entries(pages)) {
        const over = bytes.js.gzip > BUDGET.jsGzipBytes ? " ✗" : "";
        console.log(`${pagePath}: JS ${kb(bytes.js.raw)} raw, ${kb(bytes.js.gzip)} gzip${over}; CSS ${kb(bytes.css.gzip)} gzip`);
        if (process.env.BENCH_BYTES_LIST) console.log(`  ${bytes.scripts.join("\n  ")}`);
      }
      return;
    }
    console.log(`Load: ${LOAD.connections} connections for ${LOAD.seconds} s per page (${loadTool})…`);
    load = await measureLoad(site.url);
    console.log(`Lighthouse: ${LIGHTHOUSE_RUNS} mobile runs per page…`);
    const lighthouse = await lighthouseRuns(site.url);
    for (const pagePath of PAGES) pages[pagePath].lighthouse = lighthouse[pagePath];
    // Last on this site: the saves change the tours' descriptions.
    console.log(`Under writes: / quiet, then while an admin saves a tour every second…`);
    underWrites = await measureBothUnderWrites(site.url);
  } finally {
    await site.stop();
  }
  console.log(`Generated catalogue: ${BIG.tours} tours over ${BIG.destinations} destinations…`);
  let catalogue;
  try {
    catalogue = await measureBigCatalogue(BIG);
  } catch (error) {
    catalogue = { error: error instanceof Error ? error.message : String(error) };
  }

  const cargo = await cargoBook();

  const misses = [];
  const mark = (ok, text, what) => {
    if (!ok) misses.push(what);
    return ok ? text : `${text} ✗`;
  };
  const rows = [["page", "JS raw", "JS gzip", "JS on wire", "CSS gzip", "HTML on wire", "perf", "LCP", "a11y", "BP", "SEO", "CLS"]];
  for (const [pagePath, { bytes, lighthouse: lh }] of Object.entries(pages)) {
    const scores = lh && !lh.error ? lh : {};
    const scoreCell = (value, min, name) =>
      value == null
        ? mark(false, "n/a", `${pagePath} ${name}: no score`)
        : mark(value >= min, String(value), `${pagePath} ${name} ${value} < ${min}`);
    rows.push([
      pagePath,
      kb(bytes.js.raw),
      mark(bytes.js.gzip <= BUDGET.jsGzipBytes, kb(bytes.js.gzip), `${pagePath} JS ${kb(bytes.js.gzip)} gzip > 125 KB`),
      kb(bytes.js.transferred),
      kb(bytes.css.gzip),
      kb(bytes.html.transferred),
      scoreCell(scores.performance, BUDGET.performance, "performance"),
      scores.lcpMs == null
        ? mark(false, "n/a", `${pagePath} LCP: not measured`)
        : mark(
            scores.lcpMs <= BUDGET.lcpMs,
            `${(scores.lcpMs / 1000).toFixed(2)} s`,
            `${pagePath} LCP ${Math.round(scores.lcpMs)} ms > ${BUDGET.lcpMs}`,
          ),
      scoreCell(scores.accessibility, BUDGET.accessibility, "accessibility"),
      scoreCell(scores.bestPractices, BUDGET.bestPractices, "best practices"),
      scoreCell(scores.seo, BUDGET.seo, "SEO"),
      scores.cls == null
        ? mark(false, "n/a", `${pagePath} CLS: not measured`)
        : mark(scores.cls <= BUDGET.cls, scores.cls.toFixed(3), `${pagePath} CLS ${scores.cls.toFixed(3)} > 0`),
    ]);
  }
  console.log(`\nFirst-load bytes (as the browser fetches them) and Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs):\n`);
  printTable(rows);
  console.log(
    `\nBudgets: JS ≤ 125 KB gzip, performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, accessibility / best practices / SEO = 100, CLS 0. ✗ marks a miss.`,
  );

  const ms = (value) => (value == null ? "n/a" : `${value.toFixed(value < 10 ? 2 : 1)} ms`);
  const loadRows = [["page", "req/s", "p50", "p99", "errors", `${Object.values(load)[0]?.static.server ?? "static"} req/s`, "ratio"]];
  for (const [pagePath, figures] of Object.entries(load)) {
    loadRows.push([
      pagePath,
      figures.site.requestsPerSecond.toFixed(0),
      ms(figures.site.p50Ms),
      mark(
        figures.site.p99Ms != null && figures.site.p99Ms <= BUDGET.p99Ms,
        ms(figures.site.p99Ms),
        `${pagePath} p99 ${ms(figures.site.p99Ms)} > ${BUDGET.p99Ms} ms`,
      ),
      mark(figures.site.errors === 0, String(figures.site.errors), `${pagePath}: ${figures.site.errors} errors under load`),
      figures.static.requestsPerSecond.toFixed(0),
      mark(
        figures.ratio >= BUDGET.throughputRatio,
        figures.ratio.toFixed(3),
        `${pagePath} throughput ratio ${figures.ratio.toFixed(3)} < ${BUDGET.throughputRatio}`,
      ),
    ]);
  }
  console.log(
    `\nUnder load (${loadTool}, ${LOAD.connections} connections, ${LOAD.seconds} s each), against a static server with the same bytes:\n`,
  );
  printTable(loadRows);
  console.log(`\nTargets: p99 ≤ ${BUDGET.p99Ms} ms, 0 errors, throughput ≥ ${BUDGET.throughputRatio} × the static server's.`);
  misses.push(...printUnderWrites(underWrites));

  if (catalogue.error) {
    mark(false, "", `generated catalogue: ${catalogue.error}`);
  } else {
    const filtered = catalogue.filtered;
    console.log(`\nGenerated catalogue of ${catalogue.tours} tours over ${catalogue.destinations} destinations (page cache off):\n`);
    printTable([
      ["figure", "measured", "target"],
      [
        "/tours HTML",
        mark(
          catalogue.toursHtmlBytes <= BUDGET.toursHtmlBytes,
          kb(catalogue.toursHtmlBytes),
          `/tours HTML ${kb(catalogue.toursHtmlBytes)} > 150 KB`,
        ),
        "≤ 150 KB",
      ],
      [`filtered /tours p50 (${filtered.requests} URLs)`, ms(filtered.p50Ms), ""],
      [
        `filtered /tours p95 (${filtered.requests} URLs)`,
        mark(
          filtered.p95Ms <= BUDGET.filteredP95Ms,
          ms(filtered.p95Ms),
          `filtered /tours p95 ${ms(filtered.p95Ms)} > ${BUDGET.filteredP95Ms} ms`,
        ),
        `≤ ${BUDGET.filteredP95Ms} ms`,
      ],
    ]);
    console.log(
      `\nAnswers: ${Object.entries(filtered.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(", ")}; catalogue generated in ${(catalogue.generatedInMs / 1000).toFixed(1)} s.`,
    );
  }

  misses.push(...printCargoBook(cargo));
  misses.push(...(await reportsBench()));

  for (const [pagePath, { bytes, lighthouse: lh }] of Object.entries(pages)) {
    const notes = [];
    if (bytes.js.uncompressedOnWire.length || bytes.css.uncompressedOnWire.length) {
      notes.push(`served without compression: ${[...bytes.js.uncompressedOnWire, ...bytes.css.uncompressedOnWire].join(", ")}`);
    }
    if (lh?.error) notes.push(`Lighthouse failed: ${lh.error}`);
    if (lh?.performanceRuns)
      notes.push(
        `performance runs: ${lh.performanceRuns.join(", ")}; LCP runs: ${lh.lcpRuns.map((value) => Math.round(value)).join(", ")} ms`,
      );
    for (const [category, audits] of Object.entries(lh?.failingAudits ?? {})) {
      if (audits.length) notes.push(`${category} audits below 100%: ${audits.join(", ")}`);
    }
    if (notes.length) console.log(`\n${pagePath}:\n  ${notes.join("\n  ")}`);
  }
  console.log(misses.length ? `\n${misses.length} budget miss(es):\n  ${misses.join("\n  ")}` : "\nEvery figure within its target.");

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    JSON.stringify(
      { measuredAt: new Date().toISOString(), node: process.version, budget: BUDGET, pages, load, underWrites, catalogue, cargo, misses },
      null,
      2,
    ),
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error) => {
  console.error(`Benchmark could not finish: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 0;
});
