import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getDb } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { readCookie, secureCookies, siteCookieHeader } from "./session.server";

/*
 * OWASP's device cookie (docs/decisions/0020): a browser that signed in to an account gets a
 * signed token for it; failed sign-ins that come with a valid token count against that browser
 * alone, so failures from elsewhere (an attacker guessing) can lock out unknown browsers but
 * never the owner's. One cookie holds the tokens of the last few accounts signed in from the
 * browser, each `issued.nonce.signature`; the signature covers the account's e-mail key, so
 * the cookie names no account and fits no other one. It also covers the account's credential
 * generation (users.credential_generation, raised by every password change; decision 0048), so
 * a password change makes every browser unknown again, a thief's one included.
 */

const DEVICE_COOKIE_DAYS = 180;
const MAX_ACCOUNTS = 4;

export function deviceCookieName(): string {
  return secureCookies() ? "__Host-cw_device" : "cw_device";
}

function sign(emailKey: string, generation: number, issued: string, nonce: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`device|${emailKey}|${generation}|${issued}|${nonce}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The credential generation of the account this e-mail key finds (0 when none: nothing then signs in anyway). */
export async function credentialGeneration(emailKey: string): Promise<number> {
  const row = await getDb().selectFrom("users").select("credential_generation").where("email_key", "=", emailKey).executeTakeFirst();
  return Number(row?.credential_generation ?? 0);
}

function entries(request: Request): string[] {
  const value = readCookie(request, deviceCookieName());
  if (!value || value.length > 1000) return [];
  return value.split("~").filter((entry) => /^\d{1,12}\.[\w-]{1,32}\.[\w-]{32}$/.test(entry));
}

function isValidFor(entry: string, emailKey: string, generation: number, at: Date): boolean {
  const [issued, nonce, signature] = entry.split(".") as [string, string, string];
  if (at.getTime() / 1000 - Number(issued) > DEVICE_COOKIE_DAYS * 86_400) return false;
  const expected = Buffer.from(sign(emailKey, generation, issued, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The nonce of the request's device token for this account, or null when the browser has none
 * valid; `generation` is the account's credentialGeneration().
 */
export function trustedDeviceKey(request: Request, emailKey: string, generation: number, at: Date = new Date()): string | null {
  const entry = entries(request).find((candidate) => isValidFor(candidate, emailKey, generation, at));
  return entry ? entry.split(".")[1]! : null;
}

/** The Set-Cookie value that gives the browser a fresh token for this account (after a successful sign-in). */
export function issueDeviceCookie(request: Request, emailKey: string, generation: number, at: Date = new Date()): string {
  const issued = String(Math.floor(at.getTime() / 1000));
  const nonce = randomBytes(16).toString("base64url");
  // A token of this account from before a password change is no use any more: it is replaced too.
  const others = entries(request).filter(
    (entry) => !isValidFor(entry, emailKey, generation, at) && !isValidFor(entry, emailKey, generation - 1, at),
  );
  const value = [`${issued}.${nonce}.${sign(emailKey, generation, issued, nonce)}`, ...others].slice(0, MAX_ACCOUNTS).join("~");
  return siteCookieHeader(deviceCookieName(), value, DEVICE_COOKIE_DAYS * 86_400);
}

/** The nonces of every token the browser's device cookie holds (unchecked: a sign-in checks the one for its account). */
export function deviceNonces(request: Request): string[] {
  return entries(request).map((entry) => entry.split(".")[1]!);
}
