import Database from "better-sqlite3";
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { ADMIN, expect, signInOverHttp, startServer, stopServer, test, type Site } from "./fixtures";

/*
 * The operator's log (issue #24, item 3; decision 0046), read from the built server's standard
 * output: one JSON line per request with its id, route pattern, status, duration and user;
 * nothing secret in it; refusals in the audit trail without a stack; LOG_LEVEL obeyed.
 */

let server: ChildProcess;
let site: Site;
let output: () => string;

test.beforeAll(async () => {
  const started = await startServer();
  server = started.process;
  site = started.site;
  output = started.output;
});

test.afterAll(async () => {
  await stopServer(server);
  rmSync(site.dataDir, { recursive: true, force: true });
});

type Line = Record<string, unknown>;

/** Every line printed since `from` (a position in the output), parsed: each must be JSON. */
function linesSince(from: number): Line[] {
  return output()
    .slice(from)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
}

/** The log lines (not the audit rows) printed since `from`. */
const logLinesSince = (from: number) => linesSince(from).filter((line) => line.audit !== true);

/** The request line of the response with this id, once it is out. */
async function requestLine(id: string, from: number): Promise<Line> {
  await expect.poll(() => logLinesSince(from).filter((line) => line.reqId === id && line.msg === "request").length).toBe(1);
  return logLinesSince(from).find((line) => line.reqId === id && line.msg === "request")!;
}

test("every request is one JSON line: time, level, request id, route pattern, status, duration, user", async () => {
  const before = output().length;
  const page = await fetch(`${site.url}/fr/tours/bali-island-escape`);
  await page.arrayBuffer();
  const line = await requestLine(page.headers.get("x-request-id")!, before);
  expect(line).toEqual({
    level: "info",
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    reqId: page.headers.get("x-request-id"),
    method: "GET",
    route: "/:lang?/tours/:id",
    status: 200,
    durationMs: expect.any(Number),
    userId: null,
    msg: "request",
  });

  // A signed-in request names its user; a static file, a .data request and a 404 have their lines too.
  const cookie = await signInOverHttp(site.url);
  const adminId = new Database(site.databaseFile, { readonly: true })
    .prepare("select id from users where email = ?")
    .pluck()
    .get(ADMIN.email);
  const admin = await fetch(`${site.url}/admin/tours`, { headers: { Cookie: cookie } });
  await admin.arrayBuffer();
  expect(await requestLine(admin.headers.get("x-request-id")!, before)).toMatchObject({
    route: "/admin/tours",
    status: 200,
    userId: adminId,
  });
  for (const [path, route, status] of [
    ["/favicon.svg", "static", 200],
    ["/tours.data", "/:lang?/tours", 200],
    ["/no/such/page", "/:lang?/*", 404],
  ] as const) {
    const response = await fetch(`${site.url}${path}`);
    await response.arrayBuffer();
    expect(await requestLine(response.headers.get("x-request-id")!, before), path).toMatchObject({ route, status });
  }
  // Nothing but JSON lines: no stack, no plain text.
  expect(output().slice(before)).not.toMatch(/\n\s+at /);
});

test("cookies, authorization headers, passwords, tokens in the address and e-mail addresses never reach the log", async () => {
  const before = output().length;
  const token = "Qt-7hGv2Lw9zXc4Rb8Nm1Kp5Sd3Fa6Jy0Ue";
  const quote = await fetch(`${site.url}/quote/${token}`, {
    headers: { Cookie: "cw_session=cookie-value-4f9a2b7c", Authorization: "Bearer bearer-value-8d3e1f6a" },
  });
  await quote.arrayBuffer();
  expect(await requestLine(quote.headers.get("x-request-id")!, before)).toMatchObject({ route: "/:lang?/quote/:token", status: 404 });
  const signIn = await fetch(`${site.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: new URLSearchParams({ email: "someone-else@example.org", password: "wrong-password-5c8e1d" }),
  });
  expect(signIn.status).toBe(401);
  await requestLine(signIn.headers.get("x-request-id")!, before);
  const printed = JSON.stringify(logLinesSince(before));
  for (const secret of [token, "cookie-value-4f9a2b7c", "bearer-value-8d3e1f6a", "wrong-password-5c8e1d", "someone-else@example.org"]) {
    expect(printed, secret).not.toContain(secret);
  }
  // The password is nowhere in the output at all, audit rows included.
  expect(output().slice(before)).not.toContain("wrong-password-5c8e1d");
});

test("a post from another site is refused with 403, becomes a security event in the audit trail, and prints no stack", async () => {
  const before = output().length;
  const response = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    body: new URLSearchParams({ name: "x", email: "x@example.com", message: "hello" }),
  });
  expect(response.status).toBe(403);
  const id = response.headers.get("x-request-id")!;
  expect(await requestLine(id, before)).toMatchObject({ method: "POST", route: "/:lang?/contact", status: 403, refusal: "cross-site" });
  await expect.poll(() => linesSince(before).filter((line) => line.audit === true && line.request_id === id).length).toBe(1);
  expect(linesSince(before).find((line) => line.audit === true && line.request_id === id)).toMatchObject({
    kind: "security",
    action: "cross-site-refused",
    detail: { reason: "origin", method: "POST", route: "/:lang?/contact", origin: "https://evil.example" },
  });
  expect(output().slice(before)).not.toMatch(/\n\s+at |Error:/);
});

test("LOG_LEVEL=warn leaves requests out and keeps faults", async () => {
  const quiet = await startServer({ LOG_LEVEL: "warn" });
  try {
    const before = quiet.output().length;
    const response = await fetch(`${quiet.site.url}/tours`);
    await response.arrayBuffer();
    const id = response.headers.get("x-request-id")!;
    // The fault: the tours table goes away behind the server's back.
    const db = new Database(quiet.site.databaseFile);
    db.exec("ALTER TABLE tours RENAME TO tours_away");
    const failed = await fetch(`${quiet.site.url}/tours?fault=1`);
    expect(failed.status).toBe(500);
    const failedId = failed.headers.get("x-request-id")!;
    db.exec("ALTER TABLE tours_away RENAME TO tours");
    db.close();
    const lines = () =>
      quiet
        .output()
        .slice(before)
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line);
    await expect
      .poll(() =>
        lines()
          .filter((line) => line.reqId === failedId)
          .map((line) => [line.level, line.msg]),
      )
      .toEqual([
        ["error", "request failed"],
        ["error", "request"],
      ]);
    expect(lines().some((line) => line.reqId === id)).toBe(false);
  } finally {
    await stopServer(quiet.process);
    rmSync(quiet.site.dataDir, { recursive: true, force: true });
  }
});
