import { createHash } from "node:crypto";
import { getEnv } from "./env.server";

/** Set by the server (server/app.ts) from the socket, never trusted from the client. */
export const CLIENT_ADDRESS_HEADER = "x-cedar-client-address";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

/** A keyed hash of the sender's address: enough to rate-limit, without storing the address. */
export function clientKey(request: Request): string {
  return createHash("sha256").update(`${getEnv().SESSION_SECRET}:${clientAddress(request)}`).digest("hex").slice(0, 32);
}
