import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startServer, stopServer } from "./fixtures";

// `npm start` is `node scripts/start.js`: started from a shell that never set NODE_ENV, it must
// still serve React's production build (issue #9: it used to serve the slow development build).
test("npm start without NODE_ENV serves the production build", async () => {
  const { site, process: server, output } = await startServer({ NODE_ENV: undefined });
  try {
    expect(output()).toContain("(production build of React)");
    const response = await fetch(`${site.url}/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1");
  } finally {
    await stopServer(server);
    rmSync(site.dataDir, { recursive: true, force: true });
  }
});

test("NODE_ENV=development on purpose is respected", async () => {
  const { site, process: server, output } = await startServer({ NODE_ENV: "development" });
  try {
    expect(output()).toContain("(development build of React)");
  } finally {
    await stopServer(server);
    rmSync(site.dataDir, { recursive: true, force: true });
  }
});

/** A GET whose body comes back as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

// Static files are compressed once, at build time (scripts/precompress.js), not per request.
test("scripts and styles go out precompressed in the encoding the browser prefers", async () => {
  const { site, process: server } = await startServer();
  try {
    const html = await (await fetch(`${site.url}/`)).text();
    // The page's entry module imports React's chunk, the largest script of every page.
    const entry = /["'](\/assets\/entry\.client-[\w-]+\.js)["']/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const framework = /["']\.\/(framework-[\w-]+\.js)["']/.exec(await (await fetch(`${site.url}${entry}`)).text())?.[1];
    expect(framework).toBeTruthy();
    const script = `/assets/${framework}`;
    const plain = await fetch(`${site.url}${script}`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const original = Buffer.from(await plain.arrayBuffer());
    for (const [accepted, expected, decode] of [
      ["br", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const response = await rawGet(`${site.url}${script}`, { "Accept-Encoding": accepted });
      expect(response.headers["content-encoding"]).toBe(expected);
      expect(response.headers.vary).toContain("Accept-Encoding");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(decode(response.body).equals(original)).toBe(true);
    }
  } finally {
    await stopServer(server);
    rmSync(site.dataDir, { recursive: true, force: true });
  }
});
