// npm run bench: builds the site, starts the production server on a free port with a fresh
// database, and measures the home page, /tours and a tour page against the budgets of issue #2:
// first-load JavaScript (as the browser fetches it) and a Lighthouse mobile run in Chromium.
// Prints a table, writes bench-results/latest.json, and always exits 0 (misses are marked).
//
//   BUILD_DIR=build-x npm run bench      build into and serve from another directory
//   BENCH_SKIP_BUILD=1 npm run bench     measure the existing build
//   BENCH_PAGES=/,/about npm run bench   other pages
import { execSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

const PAGES = (process.env.BENCH_PAGES ?? "/,/tours,/tours/bali-island-escape").split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUDGET = { jsGzipBytes: 125 * 1024, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
const RESULTS_FILE = path.resolve("bench-results/latest.json");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cedar-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

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

async function measureBytes(siteUrl, pagePath) {
  const page = await fetchAsBrowser(new URL(pagePath, siteUrl));
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const { scripts, styles } = firstLoadAssets(page.body.toString("utf8"));
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

async function lighthouseRuns(siteUrl) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const results = {};
  for (const pagePath of PAGES) {
    // A fresh browser per page, so one page's cache never speeds up the next.
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
      results[pagePath] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
        failingAudits: {
          accessibility: failing("accessibility"),
          bestPractices: failing("best-practices"),
          seo: failing("seo"),
        },
        runWarnings: lhr.runWarnings ?? [],
      };
    } catch (error) {
      results[pagePath] = { error: error instanceof Error ? error.message : String(error) };
    } finally {
      await chrome.kill();
    }
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

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("Building the site (react-router build)…");
    execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });
  }
  const site = await startSite();
  console.log(`Server running on ${site.url}`);
  const pages = {};
  try {
    for (const pagePath of PAGES) pages[pagePath] = { bytes: await measureBytes(site.url, pagePath) };
    const lighthouse = await lighthouseRuns(site.url);
    for (const pagePath of PAGES) pages[pagePath].lighthouse = lighthouse[pagePath];
  } finally {
    await site.stop();
  }

  const misses = [];
  const mark = (ok, text, what) => {
    if (!ok) misses.push(what);
    return ok ? text : `${text} ✗`;
  };
  const rows = [["page", "JS raw", "JS gzip", "JS on wire", "CSS raw", "CSS gzip", "perf", "a11y", "BP", "SEO", "CLS"]];
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
      kb(bytes.css.raw),
      kb(bytes.css.gzip),
      scoreCell(scores.performance, BUDGET.performance, "performance"),
      scoreCell(scores.accessibility, BUDGET.accessibility, "accessibility"),
      scoreCell(scores.bestPractices, BUDGET.bestPractices, "best practices"),
      scoreCell(scores.seo, BUDGET.seo, "SEO"),
      scores.cls == null
        ? mark(false, "n/a", `${pagePath} CLS: not measured`)
        : mark(scores.cls <= BUDGET.cls, scores.cls.toFixed(3), `${pagePath} CLS ${scores.cls.toFixed(3)} > 0`),
    ]);
  }

  console.log("\nFirst-load bytes (as the browser fetches them) and Lighthouse mobile scores:\n");
  printTable(rows);
  console.log("\nBudgets: JS ≤ 125 KB gzip, performance ≥ 95, accessibility / best practices / SEO = 100, CLS 0. ✗ marks a miss.");
  for (const [pagePath, { bytes, lighthouse: lh }] of Object.entries(pages)) {
    const notes = [];
    if (bytes.js.uncompressedOnWire.length || bytes.css.uncompressedOnWire.length) {
      notes.push(`served without compression: ${[...bytes.js.uncompressedOnWire, ...bytes.css.uncompressedOnWire].join(", ")}`);
    }
    if (lh?.error) notes.push(`Lighthouse failed: ${lh.error}`);
    for (const [category, audits] of Object.entries(lh?.failingAudits ?? {})) {
      if (audits.length) notes.push(`${category} audits below 100%: ${audits.join(", ")}`);
    }
    if (notes.length) console.log(`\n${pagePath}:\n  ${notes.join("\n  ")}`);
  }
  console.log(misses.length ? `\n${misses.length} budget miss(es):\n  ${misses.join("\n  ")}` : "\nAll pages within budget.");

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, budget: BUDGET, pages, misses }, null, 2),
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error) => {
  console.error(`Benchmark could not finish: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 0;
});
