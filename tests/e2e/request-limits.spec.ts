import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { chunkedPost } from "../chunked-post";
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

test("ten parallel 20 MB chunked posts to /login get 413 each, and the server's memory stays flat", async () => {
  test.setTimeout(60_000);
  // Warm up: the first refusal loads and renders the error page once.
  expect((await chunkedPost(site.url, "/login", 1 * MB)).status).toBe(413);
  const before = residentBytes(child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(child.pid!))), 20);
  try {
    const answers = await Promise.all(Array.from({ length: 10 }, () => chunkedPost(site.url, "/login", 20 * MB)));
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
