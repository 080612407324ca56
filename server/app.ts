import { createRequestHandler } from "@react-router/express";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { matchRoutes, type ServerBuild } from "react-router";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { ACCESS_REFUSALS } from "~/content/auth";
import { MACHINE_POSTS, recordCrossSiteRefusal } from "~/server/accounts/cross-site.server";
import { log } from "~/server/platform/log.server";
import { requestLogger, routeLabel } from "./edge/request-log.server";
import { readContentVersion } from "~/server/platform/content-version.server";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { getDb, closeDb } from "~/server/platform/db.server";
import { getEnv, isPostgresUrl, startupWarnings } from "~/server/platform/env.server";
import { loadCommonPasswords } from "~/server/accounts/passwords.server";
import { upgradeRecoveryCodeHashes } from "~/server/accounts/two-factor.server";
import { startMailSender, stopMailSender } from "~/server/platform/mail-outbox/outbox.server";
import { startJobRunner, stopJobRunner } from "~/server/jobs/runner.server";
import { registerReminderJobs, scheduleReminderScans } from "~/server/reminders/reminders.server";
import { pageCache } from "./edge/page-cache.server";
import { nextScheduledPublish } from "~/server/catalogue/publication.server";
import { closeAfterUnreadBody, refuseNulInAddress } from "./edge/request-guards.server";
import { countRows } from "~/server/platform/records.server";
import { ensureFirstAdmin } from "~/server/accounts/users.server";
import { sweepExpiredSignInRows } from "~/server/accounts/sign-in.server";
import { trustProxySetting } from "~/server/platform/client-address.server";
import { createRequestContext } from "~/server/platform/request-context.server";
import { crossSiteReason } from "~/server/accounts/session.server";
import { securityHeaders } from "./edge/security-headers.server";
import { visitSource } from "./edge/visit-source.server";
import { operatorEndpoints } from "./edge/operator-endpoints.server";

export { log, requestLogger, routeLabel, securityHeaders };

/** Checks the environment, migrates the database and gives a fresh one the sample catalogue. */
export async function startup(): Promise<void> {
  const env = getEnv();
  if (isPostgresUrl(env.DATABASE_URL) && !process.env.SESSION_SECRET) {
    log.warn(
      "SESSION_SECRET is not set: this instance uses a secret generated in its own data folder, so its sessions are not valid on other instances. Set the same SESSION_SECRET on every instance.",
    );
  }
  for (const warning of startupWarnings(env)) log.warn(warning);
  // Read once now, so the first new password is not the one to wait for it.
  loadCommonPasswords();
  await prepareDatabase(getDb());
  // Recovery codes kept as plain SHA-256 before issue #24 are wrapped in scrypt (decision 0048).
  await upgradeRecoveryCodeHashes();
  try {
    await ensureFirstAdmin(env);
  } catch (error) {
    // Instances starting together on an empty user table race to create the first admin;
    // losing that race (a unique e-mail violation) is fine as long as the admin now exists.
    if ((await countRows(getDb(), "users")) === 0) throw error;
  }
  // Off in development, where code changes while the content version stays put.
  if (env.NODE_ENV !== "development") {
    await pageCache.start({
      maxBytes: env.PAGE_CACHE_MAX_BYTES,
      readVersion: () => readContentVersion(),
      // A scheduled publish shows by itself: the kept pages are dropped when it comes due (decision 0028).
      readNextChange: () => nextScheduledPublish(),
    });
  }
  // Expired sessions and old failed sign-ins are also swept at each sign-in; this catches quiet sites.
  await sweepExpiredSignInRows();
  sweepTimer = setInterval(
    () => void sweepExpiredSignInRows().catch((error: unknown) => log.error({ err: error }, "Sweeping expired sessions failed")),
    SWEEP_INTERVAL_MS,
  );
  sweepTimer.unref();
  // The mail outbox's sender: queued e-mails go out from every instance, each row once (decision 0038).
  startMailSender();
  // The job runner: due jobs run from every instance, each once, under a lease (decision 0058).
  // Reminders scan at start and hourly after, each occurrence sent once (decision 0062).
  registerReminderJobs();
  await scheduleReminderScans();
  startJobRunner();
}

const SWEEP_INTERVAL_MS = 10 * 60_000;
let sweepTimer: NodeJS.Timeout | undefined;

export async function shutdown(): Promise<void> {
  clearInterval(sweepTimer);
  pageCache.stop();
  await stopMailSender();
  // The job in hand may finish; one that takes longer is taken over by another instance when its lease runs out.
  await stopJobRunner(getEnv().SHUTDOWN_TIMEOUT_MS);
  await closeDb();
}

// The server build (a virtual module React Router provides at build time), imported once with
// this file: given as a value rather than a function, React Router derives its route table and
// handlers once instead of on every request.
const serverBuild: ServerBuild = await import("virtual:react-router/server-build");

/* ------------------------------------------------------------ routes outside React Router */

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; hasAction: boolean; children: RouteNode[] };

/** The build's route table as a tree, for the requests answered before React Router (a 405, a refused post). */
function routeTree(build: ServerBuild): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const { id, path, index, caseSensitive } = route;
    nodes.set(id, { id, path, index, caseSensitive, hasAction: Boolean(route.module.action), children: [] });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(route.id)!);
  }
  return roots;
}

const ROUTES = routeTree(serverBuild);

/** The route pattern a path matches, as React Router names it (`/:lang?/quote/:token`), and whether that route takes posts. */
export function matchedRoute(pathname: string): { pattern: string; takesPosts: boolean } {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/\/_root$/, "/") || "/" : pathname;
  const matches = matchRoutes(ROUTES as never, page) ?? [];
  const paths = matches.map((match) => (match.route as RouteNode).path).filter(Boolean);
  const last = matches.at(-1)?.route as RouteNode | undefined;
  return { pattern: `/${paths.join("/")}`.replace(/\/{2,}/g, "/"), takesPosts: last?.hasAction ?? false };
}

/** What the site serves: reading everywhere, posting where a route has an action. */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Every other method (PUT, DELETE, OPTIONS, TRACE, PROPFIND…) is a 405 that names what the
 * address allows, before anything reads it (issue #24, item 3). POST to a route without an
 * action is React Router's own 405 below.
 */
const refuseUnservedMethods: RequestHandler = (req, res, next) => {
  if (SERVED_METHODS.has(req.method)) return next();
  const { pattern, takesPosts } = matchedRoute(req.path);
  if (res.locals.requestLog) res.locals.requestLog.route = pattern;
  res.setHeader("Allow", takesPosts ? "GET, HEAD, POST" : "GET, HEAD");
  res.status(405).type("text/plain").send("Method Not Allowed");
};

/**
 * A post from another site is refused (403) before any route reads it, and recorded in the
 * audit trail (at most REFUSALS_PER_MINUTE a minute per address; decisions 0020 and 0046). The
 * routes check again (refuseCrossSitePost) for whatever reaches them some other way.
 */
const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || MACHINE_POSTS.has(req.path)) return next();
  const question = {
    method: req.method,
    url: `${req.protocol}://${req.host}${req.originalUrl}`,
    headers: { get: (name: string) => req.get(name) ?? null },
  };
  if (!crossSiteReason(question)) return next();
  const { pattern } = matchedRoute(req.path);
  const origin = { actor: null, ip: req.ip ?? req.socket.remoteAddress ?? "unknown", requestId: res.locals.requestId ?? null };
  recordCrossSiteRefusal(question, origin, pattern).then(() => {
    if (res.locals.requestLog) Object.assign(res.locals.requestLog, { route: pattern, refusal: "cross-site" });
    res.status(403).type("text/plain").send(ACCESS_REFUSALS.otherSite);
  }, next);
};

/**
 * A CONNECT (a proxy's tunnel, which Node hands to the server apart from every other request):
 * a 405 on the socket, and its log line. scripts/start.js listens for it.
 */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  log.info({ method: "CONNECT", route: "connect", status: 405, durationMs: 0, userId: null }, "request");
}

/**
 * A request Node could not parse: an unknown method (`FOO /`) is a 405 like any other method
 * the site does not serve; everything else gets Node's own answer (400, 408, 413, 431).
 * scripts/start.js listens for it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    const status =
      {
        HPE_INVALID_METHOD: "405 Method Not Allowed\r\nAllow: GET, HEAD, POST",
        HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
        HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
        ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
      }[error.code ?? ""] ?? "400 Bad Request";
    socket.write(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    if (error.code === "HPE_INVALID_METHOD")
      log.info({ method: "unknown", route: "unparsed", status: 405, durationMs: 0, userId: null }, "request");
  }
  socket.destroy(error);
}

/** The last resort: an error no route answered is a 500 with its line and stack; a client's broken request a 4xx without. */
const lastResort: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, _req, res, next) => {
  const status = Number(error?.status ?? error?.statusCode);
  const refusal = Number.isInteger(status) && status >= 400 && status < 500;
  if (!refusal) log.error({ err: error, reqId: res.locals.requestId, route: res.locals.requestLog?.route }, "request failed");
  if (res.headersSent) return next(error);
  res
    .status(refusal ? status : 500)
    .type("text/plain")
    .send(refusal ? "Bad Request" : "Internal Server Error");
};

/* ------------------------------------------------------------ the app */

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting());
// One JSON line per request (decision 0046); scripts/start.js mounts it first, for the static files too.
app.use(requestLogger);
// A body refused before it was read to the end (413) must not hold up the connection's next
// request; a NUL in the address is a 400 before any route (decision 0019).
app.use(closeAfterUnreadBody);
app.use(refuseNulInAddress);

// Every response has its own id and CSP nonce and every security header, including those the
// page cache answers (decisions 0016 and 0018). scripts/start.js mounts the same middleware
// before its static files; here it covers `npm run dev` and the tests (it runs once per response).
app.use(securityHeaders);
app.use(refuseUnservedMethods);
app.use(refuseCrossSitePosts);

// /livez, /healthz, /readyz and /metrics (decision 0064): before anything that reads a cookie or the page cache.
app.use(operatorEndpoints);
// Where a visit came from (decision 0060): the landing's cookie, and addresses with utm_* redirected
// without them, before the page cache keeps or answers anything.
app.use(visitSource);
// A kept page is already compressed: it is answered before compression and React Router.
app.use(routeLabel("page-cache"));
app.use(pageCache.serve);
app.use(compression());

// React Router answers 405 to a POST, PUT, PATCH or DELETE on a route without an action
// (document, .data or resource route alike): only reading is allowed there.
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (status === 405 && !this.hasHeader("allow")) this.setHeader("Allow", "GET, HEAD");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
});
app.use(pageCache.capture);
// Named by the root route's middleware once React Router has matched the address.
app.use(routeLabel("react-router"));
app.use(
  createRequestHandler({
    build: serverBuild,
    // Per-request values (client address, request id, nonce, the log line's entry) travel in the router context, set here once.
    getLoadContext: (req, res) =>
      createRequestContext(req.ip ?? req.socket.remoteAddress, {
        id: res.locals.requestId,
        cspNonce: res.locals.cspNonce,
        log: res.locals.requestLog,
      }),
  }),
);
app.use(lastResort);
