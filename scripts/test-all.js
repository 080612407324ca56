// npm test: typecheck, lint, unit + integration tests (vitest), production build, end-to-end
// tests (Playwright against the built server), then one summary line: "N passed, N failed".
//
//   node scripts/test-all.js            run everything
//   node scripts/test-all.js --summary  only re-print the summary from the last run's result files
//
// Every step runs even when an earlier one failed, so one run shows every failure. The result
// files live in test-results/ (vitest.json, e2e.json, steps.json); Playwright's own artefacts go
// to test-results/e2e-artifacts so that its clean-up at start leaves the other files alone.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const RESULTS_DIR = path.resolve("test-results");
const VITEST_JSON = path.join(RESULTS_DIR, "vitest.json");
const E2E_JSON = path.join(RESULTS_DIR, "e2e.json");
const STEPS_JSON = path.join(RESULTS_DIR, "steps.json");
const E2E_ARTIFACTS = path.join(RESULTS_DIR, "e2e-artifacts");
// A stuck browser must not hold CI for its 90 minutes. The browser suite takes about 7 minutes
// on an idle 2-core machine since issue #25 (docs/testing.md), so the limit leaves it room on a
// loaded one and ends a stuck run well within CI's time.
const E2E_CI_LIMIT_MS = 40 * 60 * 1000;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Each step's duration in seconds, by title, for the summary. */
const durations = {};

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  durations[title] = Number(seconds);
  console.log(`=== ${title}: ${ok ? "ok" : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
}

/**
 * Runs steps at the same time (each alone leaves one of two cores idle), keeping each one's
 * output together: it is printed, under the step's title, when the step ends. Resolves to
 * whether each step passed, by title.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on("close", (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            durations[title] = Number(seconds);
            const ok = code === 0;
            console.log(`\n=== ${title}: ${[command, ...args].join(" ")}`);
            process.stdout.write(Buffer.concat(output));
            console.log(
              `=== ${title}: ${ok ? "ok" : `failed (exit ${code ?? signal})`} in ${seconds} s (run beside ${steps.length - 1} other step)`,
            );
            resolve([title, ok]);
          });
        }),
    ),
  );
  return Object.fromEntries(results);
}

/** Counts from vitest's JSON report; a test file that failed to load counts as one failure. */
function vitestCounts(report) {
  if (!report) return null;
  let brokenFiles = 0;
  const perDatabase = { sqlite: 0, postgres: 0 };
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? [];
    if (file.status === "failed" && !assertions.some((assertion) => assertion.status === "failed")) brokenFiles++;
    for (const assertion of assertions) {
      const names = (assertion.ancestorTitles ?? []).join(" ");
      if (names.includes("[sqlite]")) perDatabase.sqlite++;
      if (names.includes("[postgres]")) perDatabase.postgres++;
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    brokenFiles,
    perDatabase,
  };
}

// eslint-disable-next-line no-control-regex -- strips the terminal's colour codes
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;
const firstLine = (text) => text.replace(COLOUR_CODES, "").split("\n")[0];

/** Counts from Playwright's JSON report; a test that passed on retry (flaky) counts as passed. */
function playwrightCounts(report) {
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // Errors outside any test (a broken spec file, a crashed worker) fail the run too.
  const errors = (report.errors ?? []).map((error) => firstLine(String(error.message ?? error)));
  return {
    passed: expected + flaky,
    failed: unexpected + (unexpected === 0 ? errors.length : 0),
    skipped,
    flaky,
    errors,
    flakyTitles: flakyTitles(report),
  };
}

/** "file › title" of each test that failed first and passed on its retry. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "flaky")) titles.push(`${file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return titles;
}

const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
const counts = (c) => `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;

/** Prints the summary from the result files; the last line is "N passed, N failed". Returns the failure count. */
function printSummary() {
  const steps = readJson(STEPS_JSON) ?? {};
  const unit = vitestCounts(readJson(VITEST_JSON));
  const e2e = playwrightCounts(readJson(E2E_JSON));
  const total = { passed: 0, failed: 0, skipped: 0 };
  const add = (c) => {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  };

  console.log("\n=== Summary");
  for (const [title, seconds] of Object.entries(steps.durations ?? {})) console.log(`${title}: ${seconds} s.`);
  if (steps.typecheck === false) {
    console.log("Typecheck: failed (see the errors above); counted as 1 failure.");
    total.failed += 1;
  } else if (steps.typecheck === true) {
    console.log("Typecheck: passed.");
  }
  if (steps.lint === false) {
    console.log("Lint (ESLint and Prettier, npm run lint:style): failed (see the messages above); counted as 1 failure.");
    total.failed += 1;
  } else if (steps.lint === true) {
    console.log("Lint: passed.");
  }

  if (unit) {
    add(unit);
    const broken = unit.brokenFiles ? ` (${plural(unit.brokenFiles, "test file")} failed to run)` : "";
    console.log(`Unit and integration tests (vitest): ${counts(unit)}${broken}.`);
    // Vitest fails the run on an error outside any test (an unhandled rejection, say) but its
    // JSON report still says every test passed.
    if (steps.vitest === false && unit.failed === 0) {
      console.log("Vitest failed outside the tests (unhandled errors, see above); counted as 1 failure.");
      total.failed += 1;
    }
    const { sqlite, postgres } = unit.perDatabase;
    console.log(`Integration tests per database: ${sqlite} on SQLite, ${postgres} on PostgreSQL.`);
  } else {
    console.log("Unit and integration tests (vitest): no results (test-results/vitest.json is missing); counted as 1 failure.");
    total.failed += 1;
  }

  if (steps.build === false) {
    console.log("Production build: failed, so the end-to-end tests could not run; counted as 1 failure.");
    total.failed += 1;
  } else if (e2e) {
    add(e2e);
    const flaky = e2e.flaky ? ` (${plural(e2e.flaky, "test")} passed only on retry)` : "";
    console.log(`End-to-end tests (Playwright, Chromium): ${counts(e2e)}${flaky}.`);
    for (const title of e2e.flakyTitles) console.log(`  Passed only on retry (a defect to mend): ${title}`);
    for (const error of e2e.errors) console.log(`  Playwright error outside the tests: ${error}`);
    if (steps.playwright === false && e2e.failed === 0) {
      console.log("Playwright failed outside the tests (see above); counted as 1 failure.");
      total.failed += 1;
    }
  } else {
    console.log("End-to-end tests (Playwright): no results (test-results/e2e.json is missing); counted as 1 failure.");
    total.failed += 1;
  }

  const postgres = steps.postgres ?? Boolean(process.env.TEST_POSTGRES_URL);
  if (!postgres) {
    console.log(
      "PostgreSQL part skipped: TEST_POSTGRES_URL is not set, so the integration tests ran on SQLite only and the PostgreSQL end-to-end tests were skipped.",
    );
  } else {
    console.log("PostgreSQL part: ran (TEST_POSTGRES_URL is set).");
  }

  console.log(counts(total));
  return total.failed;
}

if (process.argv.includes("--summary")) {
  process.exit(printSummary() > 0 ? 1 : 0);
}

mkdirSync(RESULTS_DIR, { recursive: true });
for (const file of [VITEST_JSON, E2E_JSON, STEPS_JSON]) rmSync(file, { force: true });
const steps = { postgres: Boolean(process.env.TEST_POSTGRES_URL) };
const saveSteps = () => writeFileSync(STEPS_JSON, JSON.stringify({ ...steps, durations }, null, 2));
saveSteps();

// tsc runs once, with the unused locals and parameters `npm run lint` reports; the lint step
// is then ESLint and Prettier only (`npm run lint:style`). Both are single-threaded, so they
// run side by side, after the route types that tsc reads.
const routeTypes = run("Route types", "npx", ["react-router", "typegen"]);
const checks = await runTogether([
  { title: "Typecheck", command: "npx", args: ["tsc", "-p", ".", "--noEmit", "--noUnusedLocals", "--noUnusedParameters"] },
  { title: "Lint", command: "npm", args: ["run", "--silent", "lint:style"] },
]);
steps.typecheck = routeTypes && checks.Typecheck;
steps.lint = checks.Lint;
saveSteps();

steps.vitest = run("Unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_JSON}`,
]);
saveSteps();

steps.build = run("Production build", "npm", ["run", "build"]);
saveSteps();

if (steps.build) {
  if (!existsSync("/usr/bin/chromium") && !existsSync("/usr/bin/chromium-headless-shell") && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: install it (apt-get install chromium-headless-shell chromium) or set CHROMIUM_PATH.");
  }
  const args = ["playwright", "test", "--reporter=list,json", `--output=${E2E_ARTIFACTS}`];
  // CI must end well within 15 minutes even when many tests time out (each one waits 30 s,
  // twice with the retry); tests still queued when this runs out are reported as not run.
  if (process.env.CI) args.push(`--global-timeout=${E2E_CI_LIMIT_MS}`);
  steps.playwright = run("End-to-end tests", "npx", args, { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_JSON });
  saveSteps();
}

process.exit(printSummary() > 0 ? 1 : 0);
