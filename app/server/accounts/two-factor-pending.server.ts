import { createCookie, redirect } from "react-router";
import { getEnv } from "~/server/platform/env.server";
import { hasTwoFactor } from "./two-factor.server";

/**
 * Between the password and the second step of a sign-in, no session exists yet: a short-lived
 * signed cookie says whose password was right and where they were going. Its expiry is inside
 * the signed value, so an old copy of the cookie is refused even if a browser kept it.
 */

const PENDING_MINUTES = 5;

export type PendingSignIn = { userId: string; redirectTo: string };

function pendingCookie() {
  const env = getEnv();
  const secure = env.SITE_URL.startsWith("https://");
  return createCookie(secure ? "__Host-cw_two_factor" : "cw_two_factor", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: [env.SESSION_SECRET],
    maxAge: PENDING_MINUTES * 60,
  });
}

/** The Set-Cookie value that starts the second step for a user whose password was right. */
export async function startPendingSignIn(pending: PendingSignIn, at: Date = new Date()): Promise<string> {
  return pendingCookie().serialize({ ...pending, expiresAt: at.getTime() + PENDING_MINUTES * 60_000 });
}

/** The pending sign-in of this request, or null (none, forged or expired). */
export async function readPendingSignIn(request: Request, at: Date = new Date()): Promise<PendingSignIn | null> {
  const value = (await pendingCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (!value || typeof value !== "object") return null;
  const { userId, redirectTo, expiresAt } = value as Record<string, unknown>;
  if (typeof userId !== "string" || typeof redirectTo !== "string" || typeof expiresAt !== "number") return null;
  if (expiresAt <= at.getTime()) return null;
  return { userId, redirectTo };
}

/** The Set-Cookie value that ends the pending sign-in. */
export async function endPendingSignIn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}

/**
 * Called by the sign-in page once the password is right: for a user with two-factor on, the
 * answer that sends them to the second step instead of starting a session; otherwise null.
 */
export async function secondStepRedirect(userId: string, redirectTo: string): Promise<Response | null> {
  if (!(await hasTwoFactor(userId))) return null;
  return redirect("/login/two-factor", { headers: { "Set-Cookie": await startPendingSignIn({ userId, redirectTo }) } });
}
