import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    setupFiles: ["tests/integration/setup-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
