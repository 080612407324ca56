import Database from "better-sqlite3";
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { expect, signInOverHttp, startServer, stopServer, test, type Site } from "./fixtures";

/*
 * The security headers of every kind of response, listed per kind (decision 0018): nonces,
 * ids and dates are normalised, so a header that goes missing or changes shows in the diff.
 * The server runs on http here (no HSTS); observatory.spec.ts checks https.
 */

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "x-powered-by",
  "cache-control",
  "allow",
] as const;

const POLICY =
  "default-src 'none'; script-src 'nonce-<nonce>' 'strict-dynamic' 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: http:; font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'";

const COMMON = {
  "content-security-policy": POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-site",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

let server: ChildProcess;
let site: Site;
let output: () => string;
let cookie: string;

test.beforeAll(async () => {
  const started = await startServer();
  server = started.process;
  site = started.site;
  output = started.output;
  cookie = await signInOverHttp(site.url);
});

test.afterAll(async () => {
  await stopServer(server);
  rmSync(site.dataDir, { recursive: true, force: true });
});

type Ask = { path: string; method?: string; signedIn?: boolean; body?: string };

async function ask({ path, method = "GET", signedIn = false, body }: Ask): Promise<Response> {
  const headers: Record<string, string> = { Origin: site.url };
  if (signedIn) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(new URL(path, site.url), { method, headers, body, redirect: "manual" });
}

/** The response's security headers, nonces normalised; absent ones left out. */
async function securityHeadersOf(request: Ask): Promise<{ status: number; headers: Record<string, string> }> {
  const response = await ask(request);
  await response.arrayBuffer();
  const headers: Record<string, string> = {};
  for (const name of SECURITY_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value.replace(/'nonce-[A-Za-z0-9+/]{24}'/, "'nonce-<nonce>'");
  }
  return { status: response.status, headers };
}

test("every kind of response carries the security headers", async () => {
  const asset = (await (await ask({ path: "/" })).text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  await ask({ path: "/about" }); // kept by the page cache, so the next one is a hit
  const publicPage = { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
  const noStore = { "cache-control": "private, no-store" };
  const kinds: [string, Ask, number, Record<string, string>][] = [
    ["page", { path: "/tours" }, 200, publicPage],
    ["page from the cache", { path: "/about" }, 200, publicPage],
    ["contact page (the map frame)", { path: "/contact" }, 200, { "cache-control": "private, no-cache" }],
    [".data request", { path: "/tours.data" }, 200, {}],
    ["404 page", { path: "/no-such-page" }, 404, publicPage],
    ["405 (POST to a page without an action)", { path: "/tours", method: "POST", body: "a=b" }, 405, { allow: "GET, HEAD" }],
    ["405 .data", { path: "/tours.data", method: "POST", body: "a=b" }, 405, { allow: "GET, HEAD" }],
    ["405 resource route", { path: "/robots.txt", method: "DELETE" }, 405, { allow: "GET, HEAD" }],
    ["static file", { path: asset! }, 200, { "cache-control": "public, max-age=31536000, immutable" }],
    ["picture", { path: "/images/hero.svg" }, 200, { "cache-control": "public, max-age=3600" }],
    ["robots.txt", { path: "/robots.txt" }, 200, { "cache-control": "public, max-age=3600" }],
    ["sitemap.xml", { path: "/sitemap.xml" }, 200, { "cache-control": "public, max-age=600" }],
    ["/livez", { path: "/livez" }, 200, { "cache-control": "no-store" }],
    ["/healthz", { path: "/healthz" }, 200, { "cache-control": "no-store" }],
    ["/readyz", { path: "/readyz" }, 200, { "cache-control": "no-store" }],
    ["sign-in page", { path: "/login" }, 200, noStore],
    ["sign-in .data", { path: "/login.data" }, 200, noStore],
    ["admin, signed out (redirect)", { path: "/admin" }, 302, { "cache-control": "no-store" }],
    ["admin page", { path: "/admin", signedIn: true }, 200, noStore],
    ["admin .data", { path: "/admin/tours.data", signedIn: true }, 200, noStore],
    ["admin 404", { path: "/admin/tours/no-such-tour", signedIn: true }, 404, noStore],
    ["admin 405", { path: "/admin", method: "POST", signedIn: true, body: "a=b" }, 405, { ...noStore, allow: "GET, HEAD" }],
  ];
  const contactPolicy = POLICY.replace("; form-action", "; frame-src https://www.openstreetmap.org; form-action");
  const expected = Object.fromEntries(
    kinds.map(([kind, , status, extra]) => [
      kind,
      { status, headers: { ...COMMON, ...(kind.startsWith("contact") ? { "content-security-policy": contactPolicy } : {}), ...extra } },
    ]),
  );
  const actual: Record<string, unknown> = {};
  for (const [kind, request] of kinds) actual[kind] = await securityHeadersOf(request);
  expect(actual).toEqual(expected);
});

test("a POST, PUT, PATCH or DELETE to a page without an action is a quiet 405", async () => {
  const before = output().length;
  for (const [path, method, signedIn] of [
    ["/tours", "POST", false],
    ["/tours", "PUT", false],
    ["/", "DELETE", false],
    ["/admin", "POST", true],
    ["/admin", "PATCH", true],
  ] as const) {
    const response = await ask({ path, method, signedIn, body: "a=b" });
    expect(response.status, `${method} ${path}`).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).not.toMatch(/did not provide an action/);
  }
  // A page with an action of its own (a destination's publish button) answers a post it cannot read with 400.
  const destination = (await (await ask({ path: "/admin/destinations", signedIn: true })).text()).match(
    /\/admin\/destinations\/(?!new|edit)[\w-]+/,
  )?.[0];
  expect(destination).toBeTruthy();
  expect((await ask({ path: destination!, method: "POST", signedIn: true, body: "a=b" })).status).toBe(400);
  expect((await ask({ path: "/admin/activity", method: "POST", signedIn: true, body: "a=b" })).status).toBe(405);
  // Nothing but each request's own line was logged: a 405 is an answer, not a fault (decision 0046).
  const lines = output().slice(before).split("\n").filter(Boolean);
  expect(lines.map((line) => JSON.parse(line).msg)).toEqual(lines.map(() => "request"));
  expect(output().slice(before)).not.toMatch(/\n\s+at /);
});

/** Sends one raw request line (fetch refuses TRACE and CONNECT) and gives back the status line and the Allow header. */
function rawRequest(requestLine: string): Promise<{ status: string; allow: string | null }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = answer.split("\r\n\r\n");
      resolve({ status: head.split("\r\n")[0] ?? "", allow: head.match(/^allow: (.*)$/im)?.[1] ?? null });
    });
  });
}

test("TRACE, CONNECT, OPTIONS and methods nobody knows are a 405 that says what is allowed, with no stack in the log", async () => {
  const before = output().length;
  const answers: Record<string, unknown> = {};
  for (const line of [
    "TRACE / HTTP/1.1",
    "TRACE /contact HTTP/1.1",
    "OPTIONS /tours HTTP/1.1",
    "PROPFIND /tours HTTP/1.1",
    "CONNECT example.com:443 HTTP/1.1",
    "FOO / HTTP/1.1",
    "PUT /contact HTTP/1.1",
  ])
    answers[line] = await rawRequest(line);
  const refused = (allow: string) => ({ status: "HTTP/1.1 405 Method Not Allowed", allow });
  expect(answers).toEqual({
    "TRACE / HTTP/1.1": refused("GET, HEAD"),
    "TRACE /contact HTTP/1.1": refused("GET, HEAD, POST"),
    "OPTIONS /tours HTTP/1.1": refused("GET, HEAD"),
    "PROPFIND /tours HTTP/1.1": refused("GET, HEAD"),
    "CONNECT example.com:443 HTTP/1.1": refused("GET, HEAD, POST"),
    "FOO / HTTP/1.1": refused("GET, HEAD, POST"),
    "PUT /contact HTTP/1.1": refused("GET, HEAD, POST"),
  });
  // The earlier test's last line can reach this process's pipe after `before` was read, so only these methods' lines are counted.
  const methods = new Set(["TRACE", "OPTIONS", "PROPFIND", "CONNECT", "unknown", "PUT"]);
  const lines = () => output().slice(before).split("\n").filter(Boolean);
  await expect.poll(() => lines().filter((line) => methods.has(JSON.parse(line).method)).length).toBe(7);
  expect(lines().map((line) => JSON.parse(line).msg)).toEqual(lines().map(() => "request"));
  expect(output().slice(before)).not.toMatch(/\n\s+at |Error/);
});

test("a failure shows a generic message and an error id; the log has the same id with the stack", async ({ browser }) => {
  const page = await browser.newPage();
  // Test-only fault: the tours table goes away behind the server's back, so the list's query fails.
  const db = new Database(site.databaseFile);
  db.exec("ALTER TABLE tours RENAME TO tours_away");
  try {
    const before = output().length;
    const response = await page.goto(`${site.url}/tours?fault=1`);
    expect(response?.status()).toBe(500);
    const id = response!.headers()["x-request-id"]!;
    await expect(page.getByText("Sorry, something went wrong on our side.")).toBeVisible();
    await expect(page.locator("#error-id")).toHaveText(id);
    const html = await response!.text();
    expect(html).not.toMatch(/tours_away|no such table|SqliteError|\.server\.ts|node_modules|\bat .*:\d+:\d+/);

    // The same for a .data request: a generic body, and the id in its headers.
    const data = await ask({ path: "/tours.data?fault=2" });
    expect(data.status).toBe(500);
    const dataId = data.headers.get("x-request-id")!;
    expect(data.headers.get("server-timing")).toBe(`error;desc="${dataId}"`);
    expect(await data.text()).not.toMatch(/no such table|SqliteError|\.server\.ts|\bat .*:\d+:\d+/);

    await expect.poll(() => output().slice(before)).toContain(dataId);
    // One JSON line per fault (decision 0046): the id, the route's pattern, the error with its stack.
    const faults = output()
      .slice(before)
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === "request failed");
    const fault = faults.find((line) => line.reqId === id);
    expect(fault).toMatchObject({ level: "error", route: "/:lang?/tours" });
    expect(fault.err.stack).toMatch(/no such table: tours/);
    expect(fault.err.stack).toMatch(/\n\s+at /); // the stack
    expect(faults.some((line) => line.reqId === dataId)).toBe(true);
  } finally {
    db.exec("ALTER TABLE tours_away RENAME TO tours");
    db.close();
    await page.close();
  }
});
