import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { startServer, stopServer, type Site } from "./fixtures";

/*
 * Issue #10, item 1, against the production server: bodies are counted while they arrive, so
 * oversized posts are refused with 413 without the server's memory growing. The other limits
 * (Content-Length, the import's file size, bodies that are not forms, NUL in the address) are
 * checked through the site in-process: tests/integration/request-limits.test.ts.
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
