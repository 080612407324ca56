import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    setupFiles: ["tests/integration/setup-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
