import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { signInOverHttp, startServer, stopServer, type Site } from "./fixtures";

/*
 * Issue #10, item 1, against the production server: bodies are counted while they arrive, so
 * oversized posts are refused with 413 without the server holding them, and bad bodies get a
 * 4xx through the whole stack (Express, React Router, the route), never a 500.
 */

const MB = 1024 * 1024;

let site: Site;
let child: ChildProcess;

test.beforeAll(async () => {
  ({ site, process: child } = await startServer());
});

test.afterAll(async () => {
  await stopServer(child);
  rmSync(site.dataDir, { recursive: true, force: true });
});

/** The server process's resident memory, from Linux's /proc. */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match![1]) * 1024;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * Offers `offerBytes` in 64 KiB chunks without a Content-Length (chunked), as fast as the
 * server takes them, until the server answers; then stops sending, as an attacker who got
 * the answer would.
 */
function chunkedPost(path: string, offerBytes: number, headers: Record<string, string> = {}, prefix = ""): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${site.url}${path}`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, "Transfer-Encoding": "chunked", ...headers },
    });
    let answered = false;
    outgoing.on("response", (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode!, headers: response.headers, text });
        outgoing.destroy();
      });
    });
    // Writes after the server closed its side fail; the answer is what counts.
    outgoing.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let offered = 0;
    if (prefix) outgoing.write(prefix);
    const write = () => {
      while (!answered && offered < offerBytes) {
        offered += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", write);
      }
      if (!answered) outgoing.end();
    };
    write();
  });
}

/** One request on a given agent, with a body of known length. */
function post(path: string, body: string | Buffer, headers: Record<string, string>, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${site.url}${path}`, {
      method: "POST",
      agent,
      headers: { Origin: site.url, "Content-Length": String(Buffer.byteLength(body)), ...headers },
    });
    outgoing.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

test("ten parallel 20 MB chunked posts to /login get 413 each, and the server's memory stays flat", async () => {
  test.setTimeout(60_000);
  // Warm up: the first refusal loads and renders the error page once.
  expect((await chunkedPost("/login", 1 * MB)).status).toBe(413);
  const before = residentBytes(child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(child.pid!))), 20);
  try {
    const answers = await Promise.all(Array.from({ length: 10 }, () => chunkedPost("/login", 20 * MB)));
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.text).toContain("This form is too large: at most 64 KB can be sent.");
      expect(answer.headers.connection).toBe("close");
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, residentBytes(child.pid!));
  // 200 MB were offered; reading them whole would have grown the process by as much.
  expect(peak - before, `grew from ${before} to ${peak} bytes`).toBeLessThan(40 * MB);
});

test("a body over the limit with a Content-Length is refused, and a kept-alive connection still answers the next request", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const big = `email=${"a".repeat(200 * 1024)}&password=x`;
    const refused = await post("/login", big, { "Content-Type": "application/x-www-form-urlencoded" }, agent);
    expect(refused.status).toBe(413);
    const next = await post(
      "/login",
      "email=nobody%40example.com&password=wrong",
      { "Content-Type": "application/x-www-form-urlencoded" },
      agent,
    );
    expect(next.status).toBe(401);
  } finally {
    agent.destroy();
  }
});

test("the import refuses a 6 MB file while it arrives, with the screen's message", async () => {
  const cookie = await signInOverHttp(site.url);
  const boundary = "cedar-limit-test";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\npreview\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.json"\r\nContent-Type: application/json\r\n\r\n`;
  const answer = await chunkedPost(
    "/admin/data",
    6 * MB,
    { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
    head,
  );
  expect(answer.status).toBe(413);
  expect(answer.text).toContain("The file is larger than 5 MB.");
});

test("bodies that are not web forms get 415 or 400 from every action through the whole server, never a 500", async () => {
  const cookie = await signInOverHttp(site.url);
  const bodies: [string | null, string, number][] = [
    ["application/json", '{"email":"a@example.com"}', 415],
    ["text/plain", "email=a@example.com", 415],
    [null, "email=a%40example.com", 415],
    ["application/x-www-form-urlencoded; charset=iso-8859-1", "email=a", 415],
    ["multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', 400],
    ["multipart/form-data; boundary=y", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', 400],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 400],
  ];
  const actions = [
    "/login",
    "/logout",
    "/contact",
    "/admin/destinations",
    "/admin/destinations/new",
    "/admin/tours/new",
    "/admin/services/new",
    "/admin/users",
    "/admin/data",
  ];
  for (const path of actions) {
    for (const [contentType, body, status] of bodies) {
      const headers: Record<string, string> = { Cookie: cookie };
      if (contentType) headers["Content-Type"] = contentType;
      const answer = await post(path, body, headers);
      expect(answer.status, `${path} with ${contentType}`).toBe(status);
    }
  }
});

test("a NUL in the address is refused with 400 before any page or search sees it", async () => {
  for (const path of ["/tours/a%00b", "/tours?q=%00", "/destinations/bali%00", "/tours.data?q=a%00", "/admin/messages/%00"]) {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(400);
    expect(await response.text()).toContain("NUL character");
  }
});
