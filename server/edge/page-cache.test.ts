import compression from "compression";
import express, { type RequestHandler } from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { decodedRequest, type DecodedReply } from "../../tests/decoded-request";
import { PageCache, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, type PageCacheOptions } from "./page-cache.server";
import { SERVICE_PAGES, tourPagesChanged } from "~/server/platform/page-scopes.server";
import { newCspNonce } from "~/server/platform/request-context.server";

/*
 * The cache in front of a stand-in for React Router that counts its renders, wired as
 * server/app.ts wires it: nonce, serve, compression, capture, render.
 */

type Reply = DecodedReply;

let stopSite: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopSite?.();
  stopSite = undefined;
});

async function site(options: Partial<PageCacheOptions> = {}, render?: RequestHandler) {
  const state = { version: 1, versionFails: false, renders: 0 };
  const cache = new PageCache();
  await cache.start({
    maxBytes: 10_000_000,
    readVersion: async () => {
      if (state.versionFails) throw new Error("database unreachable");
      return state.version;
    },
    pollIntervalMs: 10,
    followLocalWrites: false,
    ...options,
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = newCspNonce();
    res.locals.requestId = String(Math.random());
    res.setHeader("X-Request-Id", res.locals.requestId);
    next();
  });
  app.use(cache.serve);
  app.use(compression());
  app.use(cache.capture);
  app.use((req, res, next) => {
    state.renders++;
    (render ?? defaultRender)(req, res, next);
  });
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  stopSite = async () => {
    cache.stop();
    await new Promise((resolve) => server.close(resolve));
  };

  const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    decodedRequest(`http://127.0.0.1:${port}${path}`, { method, headers });

  /** Asks until the reply satisfies `check`, for two seconds at most (the cache reads the version every 10 ms here). */
  const until = async (path: string, check: (reply: Reply) => boolean): Promise<Reply> => {
    const deadline = Date.now() + 2000;
    for (;;) {
      const reply = await request(path);
      if (check(reply) || Date.now() > deadline) return reply;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { state, cache, url: `http://127.0.0.1:${port}`, request, until };
}

/** A page like a rendered one: its scripts carry the response's nonce. */
const defaultRender: RequestHandler = (req, res) => {
  const nonce = res.locals.cspNonce;
  res.status(req.path.startsWith("/missing") ? 404 : 200);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("X-Robots-Tag", "index");
  res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head><body>`);
  res.write(`<h1>${req.path}</h1>${"<p>Page text that compresses well.</p>".repeat(200)}`);
  res.end(`<script nonce="${nonce}" type="module">start()</script></body></html>`);
};

const nonceOf = (body: string) => [...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))];

describe("the page cache", () => {
  test("a second anonymous request is answered from the cache without a render, with its own nonce", async () => {
    const { state, request } = await site();
    const first = await request("/tours");
    const second = await request("/tours");
    expect(state.renders).toBe(1);
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(second.body.replaceAll(nonceOf(second.body)[0]!, "")).toBe(first.body.replaceAll(nonceOf(first.body)[0]!, ""));
    expect(nonceOf(first.body)).toHaveLength(1);
    expect(nonceOf(second.body)).toHaveLength(1);
    expect(nonceOf(second.body)).not.toEqual(nonceOf(first.body));
    // The render's own headers come back; the per-response ones are this response's.
    expect(second.headers["x-robots-tag"]).toBe("index");
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(second.headers).toMatchObject({
      "cache-control": PUBLIC_CACHE_CONTROL,
      vary: "Accept-Encoding, Cookie",
      etag: first.headers.etag,
    });
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength(second.body)));
  });

  test("the encoding follows Accept-Encoding and its q-values", async () => {
    const { request } = await site();
    await request("/");
    const cases: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["*", "br"],
      ["deflate", undefined],
      ["identity", undefined],
    ];
    for (const [accept, encoding] of cases) {
      const reply = await request("/", accept ? { "Accept-Encoding": accept } : {});
      expect(reply.headers["x-cache"], accept).toBe("HIT");
      expect(reply.headers["content-encoding"], accept).toBe(encoding);
      expect(reply.body, accept).toContain("<h1>/</h1>");
    }
  });

  test("a matching If-None-Match gets 304, on a hit and on a miss, but not on a 404", async () => {
    const { state, request, until } = await site();
    const { etag } = (await request("/about")).headers;
    expect(etag).toMatch(/^W\/".+"$/);
    const hit = await request("/about", { "If-None-Match": `"other", ${etag!.replace(/^W\//, "")}` });
    expect(hit).toMatchObject({ status: 304, body: "" });
    expect(hit.headers).toMatchObject({ etag, "x-cache": "HIT", "cache-control": PUBLIC_CACHE_CONTROL });
    expect((await request("/about", { "If-None-Match": "*" })).status).toBe(304);
    expect((await request("/about", { "If-None-Match": '"other"' })).status).toBe(200);

    // A change elsewhere: once the cache has noticed, the page is rendered again, and is the same.
    await request("/elsewhere");
    state.version = 2;
    await until("/elsewhere", (reply) => reply.headers["x-cache"] === "MISS");
    const miss = await request("/about", { "If-None-Match": etag! });
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(miss.status).toBe(304);

    const missing = await request("/missing");
    expect((await request("/missing", { "If-None-Match": missing.headers.etag! })).status).toBe(404);
  });

  test("404 pages are kept; errors, redirects, other types and pages that set a cookie are not", async () => {
    const { state, request } = await site({}, (req, res) => {
      if (req.path === "/error") return res.status(500).type("html").send("<h1>Oops</h1>");
      if (req.path === "/moved") return res.redirect("/elsewhere");
      if (req.path === "/data") return res.json({ tours: [] });
      if (req.path === "/cookie") return res.setHeader("Set-Cookie", "cw_flash=; Max-Age=0").type("html").send("<p>Saved</p>");
      if (req.path === "/private") return res.setHeader("Cache-Control", "private, no-cache").type("html").send("<p>Form</p>");
      res.status(404).type("html").send("<h1>Not found</h1>");
    });
    for (const path of ["/error", "/moved", "/data", "/cookie", "/private", "/missing"]) {
      await request(path);
      await request(path);
    }
    expect(state.renders).toBe(11);
    const missing = await request("/missing");
    expect([missing.status, missing.headers["x-cache"]]).toEqual([404, "HIT"]);
    expect((await request("/error")).headers["x-cache"]).toBeUndefined();
    expect((await request("/private")).headers["cache-control"]).toBe("private, no-cache");
  });

  test("a response that may not be kept is not held back: a stream flows as it is written", async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const { url } = await site({}, (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.write("data: first\n\n");
      void finished.then(() => res.end("data: last\n\n"));
    });
    const received: string[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      http
        .get(`${url}/events`, (response) => {
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            received.push(chunk);
            finish(); // the render ends only once its first chunk has arrived
          });
          response.on("end", resolve);
        })
        .on("error", reject);
    });
    await ended;
    expect(received.join("")).toBe("data: first\n\ndata: last\n\n");
  });

  test("a route's own public Cache-Control is kept with its page", async () => {
    const { request } = await site({}, (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.type("text/plain").send("User-agent: *\nAllow: /\n");
    });
    await request("/robots.txt");
    const hit = await request("/robots.txt");
    expect(hit.headers).toMatchObject({ "x-cache": "HIT", "cache-control": "public, max-age=3600" });
    expect(hit.body).toBe("User-agent: *\nAllow: /\n");
  });

  test("signed-in, flashed and POST requests are never answered from the cache nor kept", async () => {
    const { state, request } = await site();
    await request("/tours"); // kept
    const session = await request("/tours", { Cookie: "theme=dark; cw_session=abc" });
    const flash = await request("/tours", { Cookie: "cw_flash=e30" });
    const post = await request("/tours", {}, "POST");
    for (const reply of [session, flash, post]) expect(reply.headers["x-cache"]).toBeUndefined();
    expect(session.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(state.renders).toBe(4);

    // What they got was not kept: a new page asked for that way is still rendered for a visitor.
    await request("/services", { Cookie: "cw_session=abc" });
    await request("/services", {}, "POST");
    expect((await request("/services")).headers["x-cache"]).toBe("MISS");
    // Cookies of other sites do not make a visitor signed in, nor does the device cookie alone.
    expect((await request("/tours", { Cookie: "_ga=GA1.1" })).headers["x-cache"]).toBe("HIT");
    expect((await request("/tours", { Cookie: "cw_device=1.abc.def" })).headers["x-cache"]).toBe("HIT");
    expect((await request("/tours", { Cookie: "__Host-cw_device=1.abc.def" })).headers["x-cache"]).toBe("HIT");
    // The https names of the session and the flash are private like the plain ones.
    for (const cookie of ["__Host-cw_session=abc", "cw_device=1.a.b; __Host-cw_flash=e30", "cw_device=1.a.b; cw_session=abc"]) {
      expect((await request("/tours", { Cookie: cookie })).headers["x-cache"]).toBeUndefined();
    }
  });

  test("the same URL is kept once per currency: a dollar visitor never gets a franc page, nor the reverse", async () => {
    // Prices as the render writes them, in the currency of the request's cookie.
    const { state, request } = await site({}, (req, res) => {
      const currency = /cw_currency=(\w+)/.exec(req.headers.cookie ?? "")?.[1] ?? "USD";
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(`<p>${currency === "XOF" ? "≈ XOF 45,000" : "$75"}</p>`);
    });
    const dollars = await request("/tours/bali");
    const francs = await request("/tours/bali", { Cookie: "cw_currency=XOF" });
    const francsAgain = await request("/tours/bali", { Cookie: "_ga=1; __Host-cw_currency=XOF" });
    const dollarsAgain = await request("/tours/bali");
    const chosenDollars = await request("/tours/bali", { Cookie: "cw_currency=USD" });
    const unknown = await request("/tours/bali", { Cookie: "cw_currency=EUR" });
    expect(
      [dollars, francs, francsAgain, dollarsAgain, chosenDollars, unknown].map((reply) => [reply.headers["x-cache"], reply.body]),
    ).toEqual([
      ["MISS", "<p>$75</p>"],
      ["MISS", "<p>≈ XOF 45,000</p>"],
      ["HIT", "<p>≈ XOF 45,000</p>"],
      ["HIT", "<p>$75</p>"],
      ["HIT", "<p>$75</p>"],
      ["HIT", "<p>$75</p>"],
    ]);
    expect(state.renders).toBe(2);
    // A shared cache in front must keep them apart too.
    expect(francs.headers.vary).toContain("Cookie");
  });

  test("a new content version drops every kept page", async () => {
    const { state, request, until } = await site();
    await request("/tours");
    await request("/about");
    state.version = 2;
    const tours = await until("/tours", (reply) => reply.headers["x-cache"] === "MISS");
    expect(tours.headers["x-cache"]).toBe("MISS");
    expect((await request("/about")).headers["x-cache"]).toBe("MISS");
    expect((await request("/about")).headers["x-cache"]).toBe("HIT");
  });

  test("a page kept for over an hour is rendered again (the footer's year moves without a save)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Mid-morning in Beirut: the kept pages also change with the agency's day, which an hour
    // taken near midnight would cross.
    vi.setSystemTime(new Date("2026-06-15T07:00:00Z"));
    try {
      const { state, request } = await site();
      await request("/about");
      vi.setSystemTime(Date.now() + 59 * 60 * 1000);
      expect((await request("/about")).headers["x-cache"]).toBe("HIT");
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      expect((await request("/about")).headers["x-cache"]).toBe("MISS");
      expect(state.renders).toBe(2);
      expect((await request("/about")).headers["x-cache"]).toBe("HIT");
    } finally {
      vi.useRealTimers();
    }
  });

  test("a scheduled publish drops the kept pages when it comes due, without a write (decision 0028)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Mid-morning in Beirut: the kept pages also change with the agency's day, which an hour
    // taken near midnight would cross.
    vi.setSystemTime(new Date("2026-06-15T07:00:00Z"));
    try {
      const publishAt = Date.now() + 10 * 60 * 1000;
      let nextChangeReads = 0;
      const { state, request, until } = await site({
        readNextChange: async () => {
          nextChangeReads++;
          // Once it has come, the next one is later still (none here).
          return Date.now() < publishAt ? publishAt : null;
        },
      });
      await request("/tours");
      vi.setSystemTime(publishAt - 1000);
      expect((await request("/tours")).headers["x-cache"]).toBe("HIT");
      vi.setSystemTime(publishAt);
      // The first request after the time is rendered afresh, and the pages after it are kept again.
      expect((await request("/tours")).headers["x-cache"]).not.toBe("HIT");
      expect((await until("/tours", (reply) => reply.headers["x-cache"] === "HIT")).headers["x-cache"]).toBe("HIT");
      expect(state.renders).toBeGreaterThanOrEqual(2);
      expect(nextChangeReads).toBe(2);
      // With nothing more scheduled, the page stays kept.
      vi.setSystemTime(publishAt + 30 * 60 * 1000);
      expect((await request("/tours")).headers["x-cache"]).toBe("HIT");
    } finally {
      vi.useRealTimers();
    }
  });

  test("while the version cannot be read, pages are rendered and not kept; then the cache resumes", async () => {
    const { state, request, until } = await site();
    await request("/tours");
    state.versionFails = true;
    const rendered = await until("/tours", (reply) => reply.headers["x-cache"] === undefined);
    expect(rendered.headers["x-cache"]).toBeUndefined();
    state.versionFails = false;
    expect((await until("/tours", (reply) => reply.headers["x-cache"] !== undefined)).headers["x-cache"]).toBe("MISS");
    expect((await request("/tours")).headers["x-cache"]).toBe("HIT");
  });

  test("a page whose render began before the version moved is not kept", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { state, request, until } = await site({}, (req, res, next) => {
      if (req.path === "/slow") void held.then(() => defaultRender(req, res, next));
      else defaultRender(req, res, next);
    });
    await request("/sentinel");
    const slow = request("/slow");
    await waitFor(async () => state.renders === 2);
    state.version = 2;
    await until("/sentinel", (reply) => reply.headers["x-cache"] === "MISS");
    release();
    expect((await slow).headers["x-cache"]).toBe("MISS");
    expect((await request("/slow")).headers["x-cache"]).toBe("MISS");
  });

  test("memory stays under the byte limit: the least recently used page goes first", async () => {
    const probe = await site();
    await probe.request("/a");
    const pageBytes = probe.cache.stats().bytes;
    await stopSite!();

    const { cache, request } = await site({ maxBytes: Math.floor(pageBytes * 2.5) });
    await request("/a");
    await request("/b");
    await request("/a"); // /a is now the most recently used
    await request("/c"); // one page must go: /b
    expect(cache.stats().bytes).toBeLessThanOrEqual(Math.floor(pageBytes * 2.5));
    expect((await request("/a")).headers["x-cache"]).toBe("HIT");
    expect((await request("/c")).headers["x-cache"]).toBe("HIT");
    expect((await request("/b")).headers["x-cache"]).toBe("MISS");
  });

  describe("a write of this process that says which pages it can change (decision 0049)", () => {
    /** Only the first read of the version: a test's write is heard from `wrote` alone. */
    const quiet = { pollIntervalMs: 60_000 };
    const cacheOf = async (request: (path: string, headers?: Record<string, string>) => Promise<Reply>, path: string, currency?: string) =>
      (await request(path, currency ? { Cookie: `cw_currency=${currency}` } : {})).headers["x-cache"];
    const BALI_TOUR_SAVED = tourPagesChanged([{ destinationId: "bali", featured: false }]);
    const PAGES = [
      "/",
      "/fr",
      "/tours",
      "/ar/tours?page=2",
      "/tours/bali-escape",
      "/fr/tours/java-trek",
      "/destinations/bali",
      "/destinations/java",
      "/destinations",
      "/services",
      "/about",
      "/sitemap.xml",
      "/enquire/tour",
    ];

    test("drops those pages alone, in every language and currency", async () => {
      const { state, cache, request } = await site(quiet);
      for (const path of PAGES) await request(path);
      await request("/tours/bali-escape", { Cookie: "cw_currency=XOF" });
      state.version = 2;
      await cache.wrote({ version: 2, pages: BALI_TOUR_SAVED });
      const after = Object.fromEntries(await Promise.all(PAGES.map(async (path) => [path, await cacheOf(request, path)])));
      expect(after).toEqual({
        "/": "HIT",
        "/fr": "HIT",
        "/tours": "MISS",
        "/ar/tours?page=2": "MISS",
        "/tours/bali-escape": "MISS",
        "/fr/tours/java-trek": "MISS",
        "/destinations/bali": "MISS",
        "/destinations/java": "HIT",
        "/destinations": "HIT",
        "/services": "HIT",
        "/about": "HIT",
        "/sitemap.xml": "MISS",
        "/enquire/tour": "MISS",
      });
      expect(await cacheOf(request, "/tours/bali-escape", "XOF")).toBe("MISS");
    });

    test("a featured tour's save drops the home page in every language too", async () => {
      const { state, cache, request } = await site(quiet);
      for (const path of ["/", "/fr", "/ar", "/services"]) await request(path);
      state.version = 2;
      await cache.wrote({ version: 2, pages: tourPagesChanged([{ destinationId: "bali", featured: true }]) });
      expect(await Promise.all(["/", "/fr", "/ar", "/services"].map((path) => cacheOf(request, path)))).toEqual([
        "MISS",
        "MISS",
        "MISS",
        "HIT",
      ]);
    });

    test("a site-wide write drops every page; so does one whose version skips another instance's write", async () => {
      const { state, cache, request } = await site(quiet);
      for (const path of ["/about", "/services"]) await request(path);
      state.version = 2;
      await cache.wrote({ version: 2, pages: "all" });
      expect(await Promise.all(["/about", "/services"].map((path) => cacheOf(request, path)))).toEqual(["MISS", "MISS"]);
      // Version 3 was another instance's: what it changed is unknown.
      state.version = 4;
      await cache.wrote({ version: 4, pages: SERVICE_PAGES });
      expect(await Promise.all(["/about", "/services"].map((path) => cacheOf(request, path)))).toEqual(["MISS", "MISS"]);
      expect(await cacheOf(request, "/about")).toBe("HIT");
    });

    test("a page whose render began before a write that changes it is not kept; another page is", async () => {
      const releases: (() => void)[] = [];
      const { state, cache, request } = await site(quiet, (req, res, next) => {
        if (req.path.startsWith("/tours/") || req.path === "/about") releases.push(() => defaultRender(req, res, next));
        else defaultRender(req, res, next);
      });
      const tour = request("/tours/bali-escape");
      const about = request("/about");
      await waitFor(async () => releases.length === 2);
      state.version = 2;
      await cache.wrote({ version: 2, pages: BALI_TOUR_SAVED });
      for (const release of releases.splice(0)) release();
      expect([(await tour).headers["x-cache"], (await about).headers["x-cache"]]).toEqual(["MISS", "MISS"]);
      expect(await cacheOf(request, "/about")).toBe("HIT");
      const again = request("/tours/bali-escape");
      await waitFor(async () => releases.length === 1);
      releases[0]!();
      expect((await again).headers["x-cache"]).toBe("MISS");
      expect(await cacheOf(request, "/tours/bali-escape")).toBe("HIT");
    });
  });

  test("visitors who ask for a page while it renders wait for that render: one render for all, each with its own nonce", async () => {
    const releases: (() => void)[] = [];
    const { state, request } = await site({}, (req, res, next) => {
      if (req.path === "/slow") releases.push(() => defaultRender(req, res, next));
      else defaultRender(req, res, next);
    });
    const replies = Array.from({ length: 5 }, () => request("/slow"));
    await waitFor(async () => releases.length === 1);
    // The others are in: a sixth request behind them on the same page still sees one render.
    await request("/sentinel");
    releases[0]!();
    const answered = await Promise.all(replies);
    expect(state.renders).toBe(2);
    expect(answered.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answered.map((reply) => reply.headers["x-cache"]).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "MISS"]);
    expect(new Set(answered.map((reply) => nonceOf(reply.body)[0])).size).toBe(5);
  });

  test("visitors waiting for a render that may not be kept render the page themselves", async () => {
    const releases: (() => void)[] = [];
    const { state, request } = await site({}, (_req, res) => {
      const send = () => res.setHeader("Cache-Control", "private, no-store").type("html").send("<p>yours</p>");
      if (releases.length === 0) releases.push(send);
      else send();
    });
    const replies = Array.from({ length: 3 }, () => request("/private"));
    await waitFor(async () => releases.length === 1);
    await request("/sentinel");
    releases[0]!();
    const answered = await Promise.all(replies);
    expect(answered.map((reply) => [reply.status, reply.headers["x-cache"]])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
    expect(state.renders).toBe(4);
  });

  test("with a limit of 0 the cache is off", async () => {
    const { state, request } = await site({ maxBytes: 0 });
    await request("/tours");
    const second = await request("/tours");
    expect(state.renders).toBe(2);
    expect(second.headers["x-cache"]).toBeUndefined();
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setImmediate(resolve));
  }
}
