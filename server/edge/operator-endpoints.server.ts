import { createHash, timingSafeEqual } from "node:crypto";
import express, { type RequestHandler, type Response } from "express";
import { readiness } from "~/server/observability/health.server";
import { metricsRegistry } from "~/server/observability/metrics.server";
import { getEnv } from "~/server/platform/env.server";
import { failureWindow } from "./failure-window.server";
import { routeLabel } from "./request-log.server";

/*
 * The operator's endpoints (issue #29, decision 0064): /livez and its alias /healthz (the
 * process answers), /readyz (this instance can serve: database, migrations, object store, job
 * runner) and /metrics (Prometheus, behind METRICS_TOKEN). Mounted before the page cache, so no
 * answer of theirs is ever kept or answered from it, and each says no-store to every other cache.
 * GET and HEAD (Express answers HEAD with its GET route).
 */
export const operatorEndpoints = express.Router();

function plain(res: Response, status: number, body: string): void {
  res.status(status).setHeader("Cache-Control", "no-store").type("text/plain").send(body);
}

/** The process answers: no input or output at all, so a slow database never restarts a healthy process. */
const live: RequestHandler = (_req, res) => plain(res, 200, "ok");
operatorEndpoints.get("/livez", routeLabel("/livez"), live);
operatorEndpoints.get("/healthz", routeLabel("/healthz"), live);

/** Only `ok` or `unavailable`: the reasons are for the operator's log (health.server.ts), not for whoever asks. */
operatorEndpoints.get("/readyz", routeLabel("/readyz"), async (_req, res) => {
  const { ready } = await readiness();
  plain(res, ready ? 200 : 503, ready ? "ok" : "unavailable");
});

/** Whether an Authorization header carries `token`, compared in constant time (digests of equal length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Wrong tokens per client address, per instance: a scraper's token is right every time, so twenty
 * an hour is room for a mistyped configuration and none for guessing. Past it the address gets
 * 429 without its token being compared, the right one too, until the window frees a try.
 */
export const metricsTokenFailures = failureWindow({ max: 20, windowMs: 60 * 60 * 1000 });

/** Without METRICS_TOKEN there is no such address: the site's own 404, as for any unknown one (and its log label). */
operatorEndpoints.get("/metrics", routeLabel("/metrics"), async (req, res, next) => {
  const token = getEnv().METRICS_TOKEN;
  if (!token) return next();
  const sender = req.ip ?? req.socket.remoteAddress ?? "unknown";
  const wait = metricsTokenFailures.blockedFor(sender);
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait));
    return plain(res, 429, "Too many requests");
  }
  if (!bearerMatches(req.get("authorization"), token)) {
    metricsTokenFailures.fail(sender);
    res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
    return plain(res, 401, "Unauthorized");
  }
  const body = await metricsRegistry.metrics();
  res.status(200).setHeader("Cache-Control", "no-store").type(metricsRegistry.contentType).send(body);
});
