import { createHmac, randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { ACCESS_REFUSALS } from "~/content/auth";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { now } from "./records.server";
import type { Role } from "~/domain/users";

export type { Role };
export type SessionUser = { id: string; name: string; email: string; role: Role };

const COOKIE = "cw_session";
const SESSION_DAYS = 14;

function secureCookies(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}

/** The database keeps only a keyed hash of the token, so a leaked table opens no session. */
function sessionId(token: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(token).digest("hex");
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

function cookieHeader(value: string, maxAgeSeconds: number): string {
  return [
    `${COOKIE}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    secureCookies() ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** Starts a session for a user; returns the Set-Cookie header value. */
export async function createSession(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await getDb()
    .insertInto("sessions")
    .values({ id: sessionId(token), user_id: userId, created_at: now(), expires_at: expires.toISOString() })
    .execute();
  return cookieHeader(token, SESSION_DAYS * 24 * 3600);
}

/** Ends the request's session; returns the Set-Cookie header value that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = readCookie(request, COOKIE);
  if (token) await getDb().deleteFrom("sessions").where("id", "=", sessionId(token)).execute();
  return cookieHeader("", 0);
}

/** Ends every session of a user (sign-out everywhere, password reset). */
export async function destroyUserSessions(userId: string): Promise<void> {
  await getDb().deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** The signed-in user, or null. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const token = readCookie(request, COOKIE);
  if (!token) return null;
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.name", "users.email", "users.role", "sessions.expires_at"])
    .where("sessions.id", "=", sessionId(token))
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= new Date()) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

/**
 * The one gate of the admin area. Anonymous page requests go to /login?redirectTo=…,
 * anonymous form posts and API calls get 401, and an editor on an admin-only screen gets 403.
 */
export async function requireUser(request: Request, options: { role?: Role } = {}): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\.data$/, "").replace(/\/_$/, "") || "/admin";
    if (request.method === "GET" || request.method === "HEAD") {
      throw redirect(`/login?redirectTo=${encodeURIComponent(path + url.search.replace(/[?&]_routes=[^&]*/, ""))}`);
    }
    throw new Response(ACCESS_REFUSALS.signInFirst, { status: 401 });
  }
  if (options.role === "admin" && user.role !== "admin") {
    throw new Response(ACCESS_REFUSALS.adminsOnly, { status: 403 });
  }
  return user;
}

/** Requests that change data must come from this site (CSRF defence on top of SameSite=Lax). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  if (!origin) return;
  const requestOrigin = new URL(request.url).origin;
  const allowed = new Set([requestOrigin, new URL(getEnv().SITE_URL).origin]);
  if (!allowed.has(origin)) throw new Response(ACCESS_REFUSALS.otherSite, { status: 403 });
}
