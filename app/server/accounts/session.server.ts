import { readOfficeId, type OfficeId } from "~/domain/offices";
import { createHmac, randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { redirect } from "react-router";
import type { SessionsTable } from "../../../db/schema";
import { ACCESS_REFUSALS } from "~/content/auth";
import { describeUserAgent } from "~/domain/user-agent";
import { getDb } from "~/server/platform/db.server";
import { getEnv, type Env } from "~/server/platform/env.server";
import type { Role } from "~/domain/users";

export type { Role };
/** `office`: the office they work from, whose time zone their screens use (issue #23); null: UTC. */
export type SessionUser = { id: string; name: string; email: string; role: Role; office: OfficeId | null };

/** A session as its owner sees it on the account page. */
export type SessionSummary = { id: string; device: string | null; createdAt: Date; lastSeenAt: Date; current: boolean };

/** Sessions are written at most this often for their idle clock (less when the idle time is very short). */
const TOUCH_INTERVAL_MS = 60_000;

/** The settings a session depends on: getEnv()'s, unless the browser tests pass a test server's. */
export type SessionSettings = Pick<Env, "SITE_URL" | "SESSION_SECRET" | "SESSION_IDLE_MINUTES" | "SESSION_MAX_HOURS">;

export function secureCookies(env: SessionSettings = getEnv()): boolean {
  return env.SITE_URL.startsWith("https://");
}

/**
 * The session cookie's name: on https `__Host-` prefixed, which browsers accept only with
 * Secure, Path=/ and no Domain, so no other host or path can set or shadow it (decision 0020).
 */
export function sessionCookieName(env: SessionSettings = getEnv()): string {
  return secureCookies(env) ? "__Host-cw_session" : "cw_session";
}

/** The idle and total lifetimes (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS) and how often the idle clock is written. */
export function sessionLifetimes(env: SessionSettings = getEnv()): { idleMs: number; maxMs: number; touchMs: number } {
  const idleMs = Math.round(env.SESSION_IDLE_MINUTES * 60_000);
  return { idleMs, maxMs: Math.round(env.SESSION_MAX_HOURS * 3_600_000), touchMs: Math.min(TOUCH_INTERVAL_MS, Math.floor(idleMs / 4)) };
}

/** The database keeps only a keyed hash of the token, so a leaked table opens no session. */
export function sessionId(token: string, secret: string = getEnv().SESSION_SECRET): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}

/**
 * A new session of a user, begun `at`: the token its cookie carries and the row that keeps the
 * token's keyed hash. No database here: createSession writes the row, and so does the browser
 * tests' sign-in (tests/e2e/fixtures.ts), with a test server's settings as `env`.
 */
export function newSession(
  userId: string,
  options: { at: Date; userAgent?: string | null },
  env: SessionSettings = getEnv(),
): { token: string; row: Insertable<SessionsTable> } {
  const token = randomBytes(32).toString("base64url");
  const at = options.at;
  const row = {
    id: sessionId(token, env.SESSION_SECRET),
    user_id: userId,
    created_at: at.toISOString(),
    last_seen_at: at.toISOString(),
    expires_at: new Date(at.getTime() + sessionLifetimes(env).maxMs).toISOString(),
    device: describeUserAgent(options.userAgent)?.slice(0, 100) ?? null,
  };
  return { token, row };
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A Set-Cookie value for one of the site's own cookies: HttpOnly, SameSite=Lax, Path=/, no Domain, Secure on https. */
export function siteCookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    secureCookies() ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** Starts a session for a user (a new id every time); returns the Set-Cookie header value. */
export async function createSession(userId: string, options: { userAgent?: string | null } = {}): Promise<string> {
  const { token, row } = newSession(userId, { at: new Date(), userAgent: options.userAgent });
  await getDb().insertInto("sessions").values(row).execute();
  return siteCookieHeader(sessionCookieName(), token, Math.ceil(sessionLifetimes().maxMs / 1000));
}

/** The id (keyed hash) of the session the request's cookie names, whether or not it is still valid. */
export function currentSessionId(request: Request): string | null {
  const token = readCookie(request, sessionCookieName());
  return token ? sessionId(token) : null;
}

/** Ends the request's session; returns the Set-Cookie header value that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const id = currentSessionId(request);
  if (id) await getDb().deleteFrom("sessions").where("id", "=", id).execute();
  return siteCookieHeader(sessionCookieName(), "", 0);
}

/** Ends every session of a user (password, role or account changed), or every one but `except`. */
export async function destroyUserSessions(userId: string, options: { except?: string | null } = {}): Promise<number> {
  let query = getDb().deleteFrom("sessions").where("user_id", "=", userId);
  if (options.except) query = query.where("id", "<>", options.except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one of a user's own sessions; false when it is not theirs or already over. */
export async function destroyOwnSession(userId: string, id: string): Promise<boolean> {
  const result = await getDb().deleteFrom("sessions").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's sessions still valid, most recently used first; `current` marks the request's own. */
export async function listUserSessions(userId: string, request: Request, at: Date = new Date()): Promise<SessionSummary[]> {
  const current = currentSessionId(request);
  const { idleMs } = sessionLifetimes();
  const rows = await getDb()
    .selectFrom("sessions")
    .select(["id", "device", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", at.toISOString())
    .where("last_seen_at", ">", new Date(at.getTime() - idleMs).toISOString())
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    current: row.id === current,
  }));
}

/** Deletes the sessions past their idle time or total lifetime; returns how many. */
export async function pruneExpiredSessions(at: Date = new Date()): Promise<number> {
  const { idleMs } = sessionLifetimes();
  const result = await getDb()
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([eb("expires_at", "<=", at.toISOString()), eb("last_seen_at", "<=", new Date(at.getTime() - idleMs).toISOString())]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The signed-in user, or null. A session past its idle time or total lifetime is deleted and
 * counts as none; a live one's idle clock is moved on, written at most once a minute.
 */
export async function getUser(request: Request, at: Date = new Date()): Promise<SessionUser | null> {
  const state = await readSession(request, at);
  return state.status === "signed-in" ? state.user : null;
}

/**
 * What the request's session cookie says: no cookie, a live session (its idle clock moved on),
 * or a session that has ended (past its lifetimes, deleted now, or already swept or signed out;
 * `userId` is its user while its row was still there). An ended one is deleted.
 */
export async function readSession(
  request: Request,
  at: Date = new Date(),
): Promise<{ status: "none" } | { status: "signed-in"; user: SessionUser } | { status: "ended"; userId: string | null }> {
  const id = currentSessionId(request);
  if (!id) return { status: "none" };
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.name", "users.email", "users.role", "users.office", "sessions.expires_at", "sessions.last_seen_at"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return { status: "ended", userId: null };
  const { idleMs, touchMs } = sessionLifetimes();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at) <= at || !(at.getTime() - lastSeen < idleMs)) {
    await getDb().deleteFrom("sessions").where("id", "=", id).execute();
    return { status: "ended", userId: row.id };
  }
  if (at.getTime() - lastSeen >= touchMs) {
    await getDb()
      .updateTable("sessions")
      .set({ last_seen_at: at.toISOString() })
      .where("id", "=", id)
      .where("last_seen_at", "=", row.last_seen_at)
      .execute();
  }
  return { status: "signed-in", user: { id: row.id, name: row.name, email: row.email, role: row.role, office: readOfficeId(row.office) } };
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

/** What crossSiteReason reads of a request: a Fetch Request, or Express's request seen the same way. */
export type CrossSiteQuestion = { method: string; url: string; headers: { get(name: string): string | null } };

/**
 * Why a state-changing request is refused as coming from another site, or null when it comes
 * from this one (decision 0020): the browser says it is cross-site (`Sec-Fetch-Site`), its
 * `Origin` is another site's, or it has no `Origin` and its `Referer` is not this site (a
 * request with neither is refused too: every browser sends one of them on a form post).
 */
export function crossSiteReason(request: CrossSiteQuestion): string | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const allowed = new Set([new URL(request.url).origin, new URL(getEnv().SITE_URL).origin]);
  if (request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase() === "cross-site") return "sec-fetch-site";
  const origin = request.headers.get("Origin");
  if (origin !== null) return allowed.has(origin.trim()) ? null : "origin";
  const referer = request.headers.get("Referer");
  if (!referer) return "no-origin-nor-referer";
  try {
    return allowed.has(new URL(referer).origin) ? null : "referer";
  } catch {
    return "referer";
  }
}
