import { randomBytes, randomUUID } from "node:crypto";
import { createContext, RouterContextProvider } from "react-router";
import type { SessionUser } from "~/server/accounts/session.server";

/**
 * Per-request values, carried in React Router's typed router context: set once by the server
 * (server/app.ts) or by a middleware, read by loaders and actions. Nothing here comes from a
 * header the client could set. A public request's visitor (language, currency, preview, day)
 * joins them in the public layout's middleware (visitor.server.ts, decision 0052).
 */
export type RequestInfo = {
  /** Names this request in logs and, later, in the audit trail. */
  id: string;
  /** The sender's address as the server saw it (through TRUST_PROXY's one proxy at most). */
  clientAddress: string;
  /**
   * This response's nonce for its inline scripts (a Content-Security-Policy nonce): fresh on
   * every response, including those the page cache answers (decision 0016).
   */
  cspNonce: string;
};

declare global {
  // Express's per-response values, set by server/app.ts before anything else handles the request.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** This response's id, also sent as X-Request-Id. */
      requestId: string;
      /** This response's CSP nonce: the render and every copy the page cache sends carry it (decision 0016). */
      cspNonce: string;
      /** What this response's log line will say beyond status and time (request-log.server.ts). */
      requestLog?: RequestLog;
    }
  }
}

export const requestInfoContext = createContext<RequestInfo>();

/**
 * What the request's log line names (decision 0046): the route pattern that answered
 * (`/quote/:token`, never the address itself, whose tokens and ids may be secrets), or a fixed
 * label for what answered outside React Router; the signed-in user; why it was refused.
 */
export type RequestLog = { route: string; userId: string | null; refusal: string | null };

/** The request's log entry, shared with the Express response (server/app.ts). */
export const requestLogContext = createContext<RequestLog>();

/** The request's log entry; a context made without one (a test's) gets a throwaway. */
export function requestLog(context: RequestContext): RequestLog {
  try {
    return context.get(requestLogContext);
  } catch {
    return { route: "react-router", userId: null, refusal: null };
  }
}

/** The signed-in user of an admin request, set by the admin area's middleware. */
export const signedInUserContext = createContext<SessionUser>();

const NONCE_BYTES = 18;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * 18 random bytes in base64: 24 characters, never padded, so every nonce has one length. The
 * bytes come from a pool filled 256 nonces at a time (each byte is used once), as randomUUID does.
 */
export function newCspNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return randomPool.toString("base64", poolOffset - NONCE_BYTES, poolOffset);
}

/** A fresh context for one request; the server calls it for every request it hands to the router. */
export function createRequestContext(
  clientAddress: string | undefined,
  {
    id = randomUUID(),
    cspNonce = newCspNonce(),
    log = { route: "react-router", userId: null, refusal: null },
  }: { id?: string; cspNonce?: string; log?: RequestLog } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { id, clientAddress: clientAddress || "unknown", cspNonce });
  context.set(requestLogContext, log);
  return context;
}

/** Anything a loader or action receives as `context`. */
export type RequestContext = Readonly<RouterContextProvider>;

export function requestInfo(context: RequestContext): RequestInfo {
  return context.get(requestInfoContext);
}
