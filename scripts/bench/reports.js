// The reports' figures of `npm run bench` (issue #28): a database of its own with the generated
// catalogue (10,000 tours and their departures), the generated cargo book (100,000 shipments) and,
// on them, bookings and 50,000 ledger rows (scripts/generate-reports.ts); served with the page cache
// off and signed in, then p50/p95 of the time to the last byte of each report screen over a few
// requests per period (this month, this quarter, this year), one request at a time.
import { execFileSync } from "node:child_process";
import { percentile, timedGet } from "./catalogue.js";
import { BENCH_ADMIN, signIn } from "./full-tour.js";
import { newDataDir, startSite } from "./process.js";

export const REPORTS = ["sales", "cash", "receivables", "enquiries", "departures", "cargo"];

function generate(script, args, env) {
  execFileSync(process.execPath, ["--import", "tsx", script, ...args], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    maxBuffer: 64 << 20,
  });
}

function periods() {
  const today = new Date().toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  const quarter = `${today.slice(0, 4)}-Q${Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1}`;
  return [`period=month&month=${month}`, `period=quarter&quarter=${quarter}`, `period=year&year=${today.slice(0, 4)}`];
}

export async function measureReports({ tours = 10_000, shipments = 100_000, payments = 50_000, bookings = 5_000, rounds = 4 } = {}) {
  const dataDir = newDataDir();
  const env = { ...process.env, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, DATA_DIR: dataDir, DATABASE_URL: "" };
  const started = performance.now();
  generate("scripts/generate-catalogue.ts", ["--tours", String(tours), "--destinations", "200"], env);
  generate("scripts/generate-cargo.ts", ["--shipments", String(shipments), "--events", String(shipments * 10), "--sample", "1"], env);
  generate("scripts/generate-reports.ts", ["--bookings", String(bookings), "--payments", String(payments)], env);
  const generatedInMs = performance.now() - started;
  const site = await startSite({
    dataDir,
    env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, PAGE_CACHE_MAX_BYTES: "0" },
  });
  try {
    const cookie = await signIn(site.url);
    const headers = { Cookie: cookie };
    const figures = {};
    for (const report of REPORTS) {
      const urls = periods().map((query) => `/admin/reports/${report}?${query}`);
      if (report === "sales") urls.push(`/admin/reports/sales?${periods()[2]}&usd=1`);
      await timedGet(site.url + urls[0], headers); // warm-up
      const times = [];
      const statuses = {};
      for (let round = 0; round < rounds; round++) {
        for (const url of urls) {
          const { ms, status } = await timedGet(site.url + url, headers);
          times.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }
      figures[report] = { requests: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), statuses };
    }
    const csv = await timedGet(`${site.url}/admin/reports/cargo.csv?${periods()[2]}`, headers);
    return { tours, shipments, payments, bookings, generatedInMs, figures, csv: { ms: csv.ms, status: csv.status } };
  } finally {
    await site.stop();
  }
}
