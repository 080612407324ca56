import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell) when it is
 * installed: without the full browser's layers it ran the suite in about 60% of the time here
 * (decision 0067). The full browser otherwise; CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

// Each worker starts its own built server on a free port with its own database (tests/e2e/fixtures.ts),
// a copy of the one the global setup prepares once per run (docs/testing.md).
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget: on a loaded two-core machine a sign-in (the real password hash) and a few
  // saves took 25–35 s. Each expectation still waits only for what the user would see (7 s).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // Recording a trace costs about a fifth of the browser's time on every test, so CI records
    // one only when a test failed and runs again (its retry); a run of your own keeps the
    // failed test's trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Toasts (sonner) fade in and out unless the reader asks for less motion. An accessibility
    // scan that met one half faded failed on colour contrast (seen twice in CI), so the pages
    // are shown as to a reader who asked: toasts appear and leave at once, nothing else changes.
    contextOptions: { reducedMotion: "reduce" },
  },
});
