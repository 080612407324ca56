// ESLint finds mistakes; Prettier owns the layout (docs/decisions/0014-eslint-and-prettier.md).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: ["build/", "build-*/", "data/", "test-results/", "playwright-report/", "bench-results/", ".react-router/", "public/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
      // Route modules run on the server and in the browser; scripts and tests run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `const { id, ...rest } = record` is how a field is left out; tsc reports every other unused name.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Migrations are frozen history typed against no schema (Kysely's advice: Kysely<any>), and the
    // generic record helpers name tables at run time.
    files: ["db/migrations/**", "app/server/platform/records.server.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Test doubles stand in for route arguments of any shape.
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures receive a `use` callback and an empty `{}` when they need no other
    // fixture; neither is React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
