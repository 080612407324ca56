// ESLint finds mistakes; Prettier owns the layout (docs/decisions/0014-eslint-and-prettier.md).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The floors (docs/decisions/0051-rooms-and-lint-floors.md): what a folder may not import. Tests
 * are exempt, since they wire the floors together on purpose (a domain test renders with the
 * server's compiled messages). Type-only imports count too: a view type lives in app/domain.
 */
const NO_SERVER = {
  regex: String.raw`^~/server/|(^|/)server/|\.server(\.tsx?)?$`,
  message: "Server modules stay on the server: pass what a component needs from a loader, typed in app/domain.",
};
const NO_COMPONENTS = {
  regex: String.raw`^~/components/|(^|/)components/`,
  message: "Components sit above this floor: move the shared type or helper down into app/domain.",
};
const NO_ROUTES = {
  regex: String.raw`^~/routes/|(^|/)routes/`,
  message: "Routes sit above this floor: move the shared type or helper down into app/domain.",
};
const NO_CONTENT = {
  regex: String.raw`^~/content/|(^|/)content/`,
  message: "Domain rules return codes or typed problems; the route or component chooses the words from app/content.",
};
const floor = (...patterns) => ["error", { patterns }];

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
    files: ["app/domain/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": floor(NO_SERVER, NO_COMPONENTS, NO_ROUTES, NO_CONTENT) },
  },
  {
    files: ["app/server/**", "server/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": floor(NO_COMPONENTS, NO_ROUTES) },
  },
  {
    files: ["app/components/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": floor(NO_SERVER) },
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
