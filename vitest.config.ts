import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { fastScrypt } from "./tests/fast-scrypt";

/** The tests that need password hashing at its real cost; every other one hashes at a tiny cost. */
const REAL_PASSWORD_COST = ["tests/integration/sign-in-cost.test.ts"];

/**
 * Integration test files that change the process's environment, mock modules, spy on the log or
 * move the clock: each runs in a fresh process with fresh modules, as vitest does by default.
 * The other integration files share one process per worker and its loaded modules (no state
 * of theirs outlives a test: each suite sets its database, which starts empty), which saves
 * loading the site's modules seventy times. A new file that changes process.env or mocks
 * belongs here.
 */
const ISOLATED = [
  "admin-dashboard",
  "audit-cli",
  "audit-routes",
  "audit",
  "booking-changes",
  "catalogue-forms",
  "cinetpay",
  "contact",
  "db-backup",
  "enquiry-forms",
  "enquiry-office-choice",
  "enquiry-routes",
  "env",
  "form-fuzz",
  "health-and-metrics",
  "mail-outbox",
  "migrations",
  "node-version",
  "rendered-pages",
  "security-events",
  "site-content",
  "two-factor",
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // As in the build (vite.config.ts): messages are precompiled, use-intl only formats them.
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
    ],
  },
  test: {
    server: { deps: { inline: ["use-intl"] } },
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine,
    // which then sits half idle while the integration tests wait on their databases.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ["tests/integration/setup-env.ts"],
    // With TEST_POSTGRES_URL: the one prepared PostgreSQL database every suite's database copies.
    globalSetup: ["tests/integration/postgres-template.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        plugins: [fastScrypt],
        test: {
          name: "tests",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", ...ISOLATED],
        },
      },
      {
        extends: true,
        plugins: [fastScrypt],
        test: {
          name: "integration, one process",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...ISOLATED, ...REAL_PASSWORD_COST],
          isolate: false,
        },
      },
      { extends: true, test: { name: "real password cost", include: REAL_PASSWORD_COST } },
    ],
  },
});
