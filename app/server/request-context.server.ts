import { randomUUID } from "node:crypto";
import { createContext, RouterContextProvider } from "react-router";
import type { SessionUser } from "./session.server";

/**
 * Per-request values, carried in React Router's typed router context: set once by the server
 * (server/app.ts) or by a middleware, read by loaders and actions. Nothing here comes from a
 * header the client could set. Locale and currency will join them.
 */
export type RequestInfo = {
  /** Names this request in logs and, later, in the audit trail. */
  id: string;
  /** The sender's address as the server saw it (through TRUST_PROXY's one proxy at most). */
  clientAddress: string;
};

export const requestInfoContext = createContext<RequestInfo>();

/** The signed-in user of an admin request, set by the admin area's middleware. */
export const signedInUserContext = createContext<SessionUser>();

/** A fresh context for one request; the server calls it for every request it hands to the router. */
export function createRequestContext(clientAddress: string | undefined, id: string = randomUUID()): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { id, clientAddress: clientAddress || "unknown" });
  return context;
}

/** Anything a loader or action receives as `context`. */
export type RequestContext = Readonly<RouterContextProvider>;

export function requestInfo(context: RequestContext): RequestInfo {
  return context.get(requestInfoContext);
}
