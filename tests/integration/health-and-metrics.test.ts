import net from "node:net";
import { sql } from "kysely";
import { expect, test } from "vitest";
import type * as PhotoStorageModule from "~/server/catalogue/photo-storage.server";
import type * as RunnerModule from "~/server/jobs/runner.server";
import type * as JobsModule from "~/server/jobs/jobs.server";
import type * as PaymentsModule from "~/server/money/payments.server";
import type * as OnlinePaymentsModule from "~/server/money/providers/online-payments.server";
import type * as CinetPayModule from "~/server/money/providers/cinetpay.server";
import type * as EnvModule from "~/server/platform/env.server";
import type * as OperatorEndpointsModule from "../../server/edge/operator-endpoints.server";
import type * as PageCacheModule from "../../server/edge/page-cache.server";
import type * as MoneyHelpers from "./money-helpers";
import type * as CargoHelpers from "./cargo-helpers";
import { migrations } from "../../db/migrations/index";
import { describeEachDatabase, POSTGRES_URL } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";
import { startS3Server } from "./s3-server";

/*
 * /livez, /healthz, /readyz and /metrics (issue #29, decision 0064) on the real site, in front
 * of each test database. Record creations go through the site's own modules (site.load), so
 * they count in the registry /metrics reads.
 */

const TOKEN = "metrics-token-0123456789abcdef";
// Read once by the site's getEnv, as a start reads it.
process.env.METRICS_TOKEN = TOKEN;

const site = inProcessSiteForFile();

/** The whole answer, even when the database hangs (two checks of 1.5 s side by side, and the request). */
const READY_ANSWER_MS = 3000;

type Migrations = { kysely_migration: { name: string; timestamp: string } };

describeEachDatabase("the health endpoints and the metrics", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(`${base()}${path}`, { method, headers });
  const body = async (path: string, method = "GET") => {
    const response = await get(path, {}, method);
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get("cache-control") };
  };
  /** A runner's heartbeat `ageMs` ago (the in-process site runs no runner: it goes by the newest beat of any). */
  const beat = async (ageMs = 0) => {
    const at = new Date(Date.now() - ageMs).toISOString();
    await db().deleteFrom("job_runners").execute();
    await db().insertInto("job_runners").values({ instance_id: "test-runner", started_at: at, beat_at: at }).execute();
  };

  test("/livez, /healthz and /readyz answer ok in plain text with no-store, to GET and HEAD", async () => {
    await beat();
    for (const path of ["/livez", "/healthz", "/readyz"]) {
      const response = await get(path);
      expect([path, response.status, await response.text()]).toEqual([path, 200, "ok"]);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      const head = await get(path, {}, "HEAD");
      expect([path, head.status, head.headers.get("cache-control")]).toEqual([path, 200, "no-store"]);
    }
  });

  test("/readyz is unavailable while a migration this code knows is not applied; one only a newer instance knows is fine", async () => {
    await beat();
    const migrationRows = db().withTables<Migrations>();
    const newest = Object.keys(migrations).at(-1)!;
    const applied = await migrationRows.selectFrom("kysely_migration").selectAll().where("name", "=", newest).executeTakeFirstOrThrow();
    await migrationRows
      .insertInto("kysely_migration")
      .values({ name: "9999-from-a-newer-instance", timestamp: applied.timestamp })
      .execute();
    try {
      expect(await body("/readyz")).toMatchObject({ status: 200, text: "ok" });
      await migrationRows.deleteFrom("kysely_migration").where("name", "=", newest).execute();
      expect(await body("/readyz")).toEqual({ status: 503, text: "unavailable", cacheControl: "no-store" });
      expect(await body("/livez")).toMatchObject({ status: 200, text: "ok" });
    } finally {
      await migrationRows.deleteFrom("kysely_migration").where("name", "=", "9999-from-a-newer-instance").execute();
      await migrationRows
        .insertInto("kysely_migration")
        .values(applied)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    expect(await body("/readyz")).toMatchObject({ status: 200, text: "ok" });
  });

  test("/readyz is unavailable when no job runner has beaten for three polls (at least two minutes), or none ever has", async () => {
    await beat(90_000);
    expect(await body("/readyz")).toMatchObject({ status: 200, text: "ok" });
    await beat(150_000);
    expect(await body("/readyz")).toEqual({ status: 503, text: "unavailable", cacheControl: "no-store" });
    await db().deleteFrom("job_runners").execute();
    expect(await body("/readyz")).toMatchObject({ status: 503, text: "unavailable" });
  });

  test("/readyz is unavailable when the S3 bucket does not answer", async () => {
    await beat();
    const storage = await site().load<typeof PhotoStorageModule>("/app/server/catalogue/photo-storage.server.ts");
    const s3 = await startS3Server();
    storage.setPhotoStorage(s3.storage);
    try {
      expect(await body("/readyz")).toMatchObject({ status: 200, text: "ok" });
      await s3.close();
      expect(await body("/readyz")).toEqual({ status: 503, text: "unavailable", cacheControl: "no-store" });
      expect(await body("/livez")).toMatchObject({ status: 200, text: "ok" });
    } finally {
      storage.setPhotoStorage(undefined);
    }
  });

  test("a stopped database: /readyz unavailable within the time, /livez ok; ready again once it answers", async () => {
    await beat();
    const stopped = dialect === "postgres" ? await hungPostgres() : await closedSqlite();
    site().db.setDb(stopped.db, dialect);
    try {
      expect(await body("/readyz")).toMatchObject({ status: 200, text: "ok" });
      await stopped.stop();
      const started = Date.now();
      expect(await body("/readyz")).toEqual({ status: 503, text: "unavailable", cacheControl: "no-store" });
      expect(Date.now() - started).toBeLessThan(READY_ANSWER_MS);
      expect(await body("/livez")).toEqual({ status: 200, text: "ok", cacheControl: "no-store" });
      expect(await body("/healthz")).toEqual({ status: 200, text: "ok", cacheControl: "no-store" });
    } finally {
      site().db.setDb(db(), dialect);
      await stopped.cleanup();
    }
    await expect.poll(async () => (await body("/readyz")).status).toBe(200);
  });

  /** A second connection to the suite's SQLite file, closed by `stop`. */
  async function closedSqlite() {
    const { rows } = await sql<{ file: string }>`PRAGMA database_list`.execute(db());
    const opened = site().db.openDb({ sqliteFile: rows[0]!.file });
    return { db: opened.db, stop: () => opened.db.destroy(), cleanup: async () => undefined };
  }

  /**
   * The suite's PostgreSQL database through a TCP proxy of the test's: `stop` makes it hang
   * (connections stay open and new ones are accepted, but nothing passes either way), as a
   * server that stops answering does; `cleanup` cuts every connection.
   */
  async function hungPostgres() {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db());
    const target = new URL(POSTGRES_URL!);
    const sockets = new Set<net.Socket>();
    let hanging = false;
    const track = (socket: net.Socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket)).on("error", () => undefined);
      if (hanging) socket.pause();
    };
    const proxy = net.createServer((client) => {
      track(client);
      if (hanging) return;
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      track(upstream);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const url = new URL(POSTGRES_URL!);
    url.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    url.pathname = `/${rows[0]!.name}`;
    const opened = site().db.openDb({ url: url.toString(), poolSize: 4 });
    return {
      db: opened.db,
      stop: async () => {
        hanging = true;
        for (const socket of sockets) socket.pause();
      },
      cleanup: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => proxy.close(resolve));
        await opened.db.destroy().catch(() => undefined);
      },
    };
  }

  test("the probes and /metrics are never kept by the page cache, nor answered from it", async () => {
    await beat();
    const cache = await site().load<typeof PageCacheModule>("/server/edge/page-cache.server.ts");
    const content = await site().load<typeof import("~/server/platform/content-version.server")>(
      "/app/server/platform/content-version.server.ts",
    );
    await cache.pageCache.start({
      maxBytes: 16 * 1024 * 1024,
      readVersion: () => content.readContentVersion(),
      readNextChange: async () => null,
    });
    try {
      // The cache works: a public page is kept at its first visit and answered from it at the second.
      expect((await get("/about")).headers.get("x-cache")).toBe("MISS");
      expect((await get("/about")).headers.get("x-cache")).toBe("HIT");
      const kept = cache.pageCache.stats().pages;
      for (const path of ["/livez", "/healthz", "/readyz", "/metrics"]) {
        for (let visit = 0; visit < 2; visit++) {
          const response = await get(path, { authorization: `Bearer ${TOKEN}` });
          expect([path, response.status, response.headers.get("x-cache"), response.headers.get("cache-control")]).toEqual([
            path,
            200,
            null,
            "no-store",
          ]);
        }
      }
      expect(cache.pageCache.stats().pages).toBe(kept);
    } finally {
      cache.pageCache.stop();
    }
  });

  /** The site's count of wrong tokens per address, emptied: every test here comes from one address. */
  const forgetWrongTokens = async () =>
    (await site().load<typeof OperatorEndpointsModule>("/server/edge/operator-endpoints.server.ts")).metricsTokenFailures.clear();

  test("/metrics: 401 with WWW-Authenticate without the token or with a wrong one, 200 with it, 404 without METRICS_TOKEN", async () => {
    await forgetWrongTokens();
    for (const authorization of [undefined, "Bearer not-the-token-at-all-0000", `Basic ${btoa(`metrics:${TOKEN}`)}`, `Bearer ${TOKEN}x`]) {
      const response = await get("/metrics", authorization ? { authorization } : {});
      expect([authorization, response.status, response.headers.get("www-authenticate")]).toEqual([
        authorization,
        401,
        'Bearer realm="metrics"',
      ]);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("cedar_");
    }
    const scrape = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await scrape.text()).toMatch(/^cedar_process_cpu_seconds_total \d/m);

    // The environment as a start without METRICS_TOKEN reads it.
    const env = (await site().load<typeof EnvModule>("/app/server/platform/env.server.ts")).getEnv();
    delete env.METRICS_TOKEN;
    try {
      const unset = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
      const unknown = await get("/no-such-address-at-all");
      expect([unset.status, unknown.status]).toEqual([404, 404]);
      expect(unset.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      expect(await unset.text()).not.toContain("cedar_");
    } finally {
      env.METRICS_TOKEN = TOKEN;
    }
  });

  test("/metrics: twenty wrong tokens an hour per address, counted under parallel requests; past them even the right one waits", async () => {
    await forgetWrongTokens();
    const answers = await Promise.all(
      Array.from({ length: 26 }, async (_, index) => {
        const response = await get("/metrics", { authorization: `Bearer wrong-token-${index}-0123456789` });
        return { status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text() };
      }),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(3500);
      expect(answer.text).not.toContain("cedar_");
    }
    const right = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect([right.status, (await right.text()).includes("cedar_")]).toEqual([429, false]);
    await forgetWrongTokens();
    expect((await get("/metrics", { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  test("/metrics counts requests by route pattern and what was created, and no label holds a path, a token or an e-mail", async () => {
    await beat();
    const before = parse(await scrape());
    const secrets = ["SOMETOKEN-4f9a2c", "nonexistent-slug-xyz", "someone@example.com", "CWSECRETREF77", TOKEN];
    for (const path of [
      "/quote/SOMETOKEN-4f9a2c",
      "/tours/nonexistent-slug-xyz",
      "/track?ref=CWSECRETREF77",
      "/tours?email=someone@example.com",
      "/fr/tours/nonexistent-slug-xyz.data",
      "/livez",
    ]) {
      await (await get(path)).arrayBuffer();
    }
    await (await get("/metrics", { authorization: `Bearer ${TOKEN}-and-more` })).arrayBuffer();

    // An enquiry, its quote and booking; a payment; a shipment; a notification whose signature fails; a job that fails.
    const money = await site().load<typeof MoneyHelpers>("/tests/integration/money-helpers.ts");
    const cargo = await site().load<typeof CargoHelpers>("/tests/integration/cargo-helpers.ts");
    const payments = await site().load<typeof PaymentsModule>("/app/server/money/payments.server.ts");
    const online = await site().load<typeof OnlinePaymentsModule>("/app/server/money/providers/online-payments.server.ts");
    const cinetpay = await site().load<typeof CinetPayModule>("/app/server/money/providers/cinetpay.server.ts");
    const jobs = await site().load<typeof JobsModule>("/app/server/jobs/jobs.server.ts");
    const runner = await site().load<typeof RunnerModule>("/app/server/jobs/runner.server.ts");
    const { booking } = await money.seedBooking({ currency: "XOF", unitMinor: 500_000, office: "abidjan" });
    const paid = await money.asAmina(() =>
      payments.recordPayment({
        accountKind: "booking",
        accountId: booking.id,
        amountMinor: 300_000,
        currency: "XOF",
        office: "abidjan",
        method: "wave",
        reference: "WV-2026-77341",
      }),
    );
    expect(paid.status).toBe("ok");
    await cargo.seedRateCard();
    await cargo.seedShipment();
    const provider = cinetpay.cinetPayProvider({ siteId: "site-1", apiKey: "key", secretKey: "secret", apiUrl: "http://127.0.0.1:9" });
    const told = await online.receiveNotification(
      provider,
      { headers: new Headers({ "x-token": "forged" }), fields: { cpm_site_id: "site-1", cpm_trans_id: "CW-forged-0001" } },
      { ip: "203.0.113.5", requestId: "r-notify" },
    );
    expect(told.status).toBe("bad-signature");
    await jobs.scheduleJob("metrics-test.failing", { step: 1 }, { dueAt: new Date(Date.now() - 2000), maxAttempts: 3 });
    const failing = new runner.JobRunner({
      handlers: new Map([["metrics-test.failing", async () => Promise.reject(new Error("no luck"))]]),
    });
    expect(await failing.runOne()).toBe(true);

    const text = await scrape();
    const after = parse(text);
    const grew = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
    expect({
      enquiry: grew('cedar_enquiries_created_total{kind="contact",office="none"}'),
      quote: grew('cedar_quotes_created_total{currency="XOF"}'),
      booking: grew("cedar_bookings_created_total"),
      payment: grew('cedar_payments_created_total{kind="payment",method="wave",currency="XOF",office="abidjan"}'),
      shipment: grew('cedar_shipments_created_total{mode="air",office="beirut"}'),
      notification: grew('cedar_payment_notifications_total{provider="cinetpay",outcome="rejected"}'),
      jobFailure: grew('cedar_job_failures_total{kind="metrics-test.failing",outcome="retrying"}'),
      jobClaims: grew('cedar_job_lag_seconds_count{kind="metrics-test.failing"}'),
      jobLagAtLeastASecond: grew('cedar_job_lag_seconds_bucket{le="1",kind="metrics-test.failing"}'),
      quoteNotFound: grew('cedar_http_request_duration_seconds_count{route="/:lang?/quote/:token",method="GET",status="4xx"}'),
      tourNotFound: grew('cedar_http_request_duration_seconds_count{route="/:lang?/tours/:id",method="GET",status="4xx"}'),
      livez: grew('cedar_http_request_duration_seconds_count{route="/livez",method="GET",status="2xx"}'),
      refusedScrape: grew('cedar_http_request_duration_seconds_count{route="/metrics",method="GET",status="4xx"}'),
    }).toEqual({
      enquiry: 1,
      quote: 1,
      booking: 1,
      payment: 1,
      shipment: 1,
      notification: 1,
      jobFailure: 1,
      jobClaims: 1,
      jobLagAtLeastASecond: 0,
      quoteNotFound: 1,
      tourNotFound: 2,
      livez: 1,
      refusedScrape: 1,
    });
    for (const name of ["cedar_page_cache_hits_total", "cedar_page_cache_misses_total", "cedar_mail_attempts_total"]) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }

    // Label hygiene: nothing a visitor typed, no token, no e-mail; every route a pattern of the route table or a fixed label.
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/@/);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]!));
    const patterns = routePatterns((await site().load<{ default: RouteEntry[] }>("/app/routes.ts")).default);
    const fixed = new Set([
      "/livez",
      "/healthz",
      "/readyz",
      "/metrics",
      "static",
      "page-cache",
      "unmatched",
      "react-router",
      "visit-source",
    ]);
    expect([...routes].filter((route) => !patterns.has(route) && !fixed.has(route))).toEqual([]);
    expect(routes.size).toBeGreaterThan(3);
  });

  async function scrape(): Promise<string> {
    const response = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    return response.text();
  }
});

/** The samples of a scrape by series (`name{labels}`), the process's and runtime's aside. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^(cedar_[^\s]+) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Every pattern the route table can name (`/:lang?/tours/:id`), as the request log writes them. */
function routePatterns(entries: RouteEntry[], parent = ""): Set<string> {
  const patterns = new Set<string>();
  for (const entry of entries) {
    const pattern = entry.path ? `${parent}/${entry.path}` : parent;
    patterns.add(pattern || "/");
    for (const child of routePatterns(entry.children ?? [], pattern)) patterns.add(child);
  }
  return patterns;
}
