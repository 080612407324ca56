import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { safeRedirectPath } from "./users";

/**
 * redirectTo must never leave the site, whatever dots, slashes and encodings it is built from
 * (issue #10 item 4). The properties hold for the path as given and for every decoding of it a
 * browser, a proxy or a later redirect might apply.
 */

const SITE = "https://site.example";
const BASES = [`${SITE}/`, `${SITE}/login`, `${SITE}/admin/tours/`, `${SITE}/admin/..//x/`];

const TOKENS = [
  "/",
  "//",
  "\\\\",
  "\\\\/",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%252f",
  "%252e",
  "%25",
  "%",
  "evil.example",
  "admin",
  "tours",
  "@",
  ":",
  "http:",
  "https://",
  "?",
  "#",
  "&",
  "=",
  "%0a",
  "%0d",
  "\\t",
  " ",
  "%00",
  "\\u3002",
  "\\uff0f",
  "%e3%80%82",
  "javascript:",
  "redirectTo",
  "%3f",
  "%23",
  "~",
  ";",
];

const pieces = fc.array(fc.constantFrom(...TOKENS.map((token) => JSON.parse(`"${token}"`) as string)), { maxLength: 12 });
const hostile = fc.oneof(
  pieces.map((parts) => parts.join("")),
  pieces.map((parts) => `/${parts.join("")}`),
  fc.string({ maxLength: 40 }),
  fc.webUrl(),
);

/** Every form a redirect target may take on its way: as given, and decoded once, twice… */
function decodings(path: string): string[] {
  const forms = [path];
  for (let round = 0; round < 4; round++) {
    try {
      const next = decodeURIComponent(forms.at(-1)!);
      if (next === forms.at(-1)) break;
      forms.push(next);
    } catch {
      break;
    }
  }
  return forms;
}

describe("safeRedirectPath (property-based)", () => {
  test("never leaves the site, from any base, in any decoding", () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const path = safeRedirectPath(input);
        expect(path.startsWith("/")).toBe(true);
        expect(path.startsWith("//")).toBe(false);
        expect(path.startsWith("/\\")).toBe(false);
        for (const form of decodings(path)) {
          const formPath = form.split(/[?#]/)[0]!;
          expect(formPath.startsWith("//") || formPath.startsWith("/\\")).toBe(false);
          for (const base of BASES) expect(new URL(form, base).origin).toBe(SITE);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test("is stable: a path it returns is returned unchanged", () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const path = safeRedirectPath(input);
        expect(safeRedirectPath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  test("keeps ordinary admin paths with their query", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[a-z0-9]{0,8}$/), (segments, q) => {
        const path = `/admin/${segments.join("/")}${q ? `?q=${q}` : ""}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
  });
});

describe("safeRedirectPath (the reported escapes)", () => {
  test.each([
    "/admin/../evil.example",
    "%2Fadmin%2F..%2F%2Fevil.example",
    "/admin/..//evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%252f%252fevil.example",
    "/%5cevil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "%2F%2Fevil.example",
    "/admin%2f..%2f..%2f%2fevil.example",
    "https:evil.example",
  ])("refuses %s", (input) => {
    expect(safeRedirectPath(input)).toBe("/admin");
  });
});
