import { createHash } from "node:crypto";
import { getEnv } from "./env.server";
import { requestInfo, type RequestContext } from "./request-context.server";

/** A keyed hash of the sender's address: enough to rate-limit, without storing the address. */
export function clientKey(context: RequestContext): string {
  const address = requestInfo(context).clientAddress;
  return createHash("sha256").update(`${getEnv().SESSION_SECRET}:${address}`).digest("hex").slice(0, 32);
}

/**
 * Express's "trust proxy": only with TRUST_PROXY=1 is the last X-Forwarded-For hop taken as the
 * client (one proxy in front); otherwise the socket's address, so a forged header changes nothing.
 */
export function trustProxySetting(env: NodeJS.ProcessEnv = process.env): number | false {
  return env.TRUST_PROXY === "1" ? 1 : false;
}
