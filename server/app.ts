import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import compression from "compression";
import express, { type Response } from "express";
import { sql } from "kysely";
import { readContentVersion } from "~/server/content-version.server";
import { prepareDatabase } from "~/server/database-setup.server";
import { getDb, closeDb } from "~/server/db.server";
import { getEnv, isPostgresUrl, startupWarnings } from "~/server/env.server";
import { loadCommonPasswords } from "~/server/passwords.server";
import { upgradeRecoveryCodeHashes } from "~/server/two-factor.server";
import { startMailSender, stopMailSender } from "~/server/mail-outbox/outbox.server";
import { pageCache } from "~/server/page-cache.server";
import { nextScheduledPublish } from "~/server/publication.server";
import { closeAfterUnreadBody, refuseNulInAddress } from "~/server/request-guards.server";
import { countRows } from "~/server/records.server";
import { ensureFirstAdmin } from "~/server/users.server";
import { sweepExpiredSignInRows } from "~/server/sign-in.server";
import { trustProxySetting } from "~/server/client-address.server";
import { createRequestContext } from "~/server/request-context.server";
import { securityHeaders } from "~/server/security-headers.server";

export { securityHeaders };

/** Checks the environment, migrates the database and gives a fresh one the sample catalogue. */
export async function startup(): Promise<void> {
  const env = getEnv();
  if (isPostgresUrl(env.DATABASE_URL) && !process.env.SESSION_SECRET) {
    console.warn(
      "SESSION_SECRET is not set: this instance uses a secret generated in its own data folder, so its sessions are not valid on other instances. Set the same SESSION_SECRET on every instance.",
    );
  }
  for (const warning of startupWarnings(env)) console.warn(warning);
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
    () => void sweepExpiredSignInRows().catch((error) => console.error("Sweeping expired sessions failed:", error)),
    SWEEP_INTERVAL_MS,
  );
  sweepTimer.unref();
  // The mail outbox's sender: queued e-mails go out from every instance, each row once (decision 0038).
  startMailSender();
}

const SWEEP_INTERVAL_MS = 10 * 60_000;
let sweepTimer: NodeJS.Timeout | undefined;

export async function shutdown(): Promise<void> {
  clearInterval(sweepTimer);
  pageCache.stop();
  await stopMailSender();
  await closeDb();
}

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting());
// A body refused before it was read to the end (413) must not hold up the connection's next
// request; a NUL in the address is a 400 before any route (decision 0019).
app.use(closeAfterUnreadBody);
app.use(refuseNulInAddress);

// Every response has its own id and CSP nonce and every security header, including those the
// page cache answers (decisions 0016 and 0018). scripts/start.js mounts the same middleware
// before its static files; here it covers `npm run dev` and the tests (it runs once per response).
app.use(securityHeaders);

// A kept page is already compressed: it is answered before compression and React Router.
app.use(pageCache.serve);
app.use(compression());

app.get("/healthz", async (_req, res) => {
  try {
    await sql`select 1`.execute(getDb());
    res.status(200).type("text/plain").send("ok");
  } catch {
    res.status(503).type("text/plain").send("database unreachable");
  }
});

// The server build (a virtual module React Router provides at build time), imported once with
// this file: given as a value rather than a function, React Router derives its route table and
// handlers once instead of on every request.
const serverBuild: ServerBuild = await import("virtual:react-router/server-build");

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
app.use(
  createRequestHandler({
    build: serverBuild,
    // Per-request values (client address, request id, nonce) travel in the router context, set here once.
    getLoadContext: (req, res) =>
      createRequestContext(req.ip ?? req.socket.remoteAddress, { id: res.locals.requestId, cspNonce: res.locals.cspNonce }),
  }),
);
