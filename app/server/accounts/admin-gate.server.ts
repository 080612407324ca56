import { createContext, type MiddlewareFunction } from "react-router";
import type { Role } from "~/domain/users";
import { auditOrigin, recordRefusal, withAuditOrigin } from "./audit.server";
import { requestLog, signedInUserContext, type RequestContext } from "~/server/platform/request-context.server";
import { refuseCrossSitePost } from "./cross-site.server";
import { keepFormAfterSessionEnded } from "~/server/platform/kept-forms/kept-forms.server";
import { readCookie, readSession, requireUser, sessionCookieName, type SessionUser } from "./session.server";
import { requireTwoFactorSetUp } from "./two-factor.server";

/** Set by requireRole when it refuses the signed-in user, so the gate can log the refusal. */
const refusedContext = createContext<{ role: Role; needed: Role } | null>(null);

/**
 * The admin area's one gate, run once per request before any admin loader or action: a post
 * from another site is refused (403), an anonymous page request goes to the sign-in page and
 * an anonymous post gets 401, while a post whose session has ended is kept and sent to sign-in
 * (decision 0041); otherwise the user is put in the request's context, and the
 * request runs in the user's audit scope, so every change it makes is logged as theirs
 * (decision 0023). A screen that refuses the user by role is logged as "forbidden" (once a
 * minute per address, decision 0046). A user
 * who must set up two-factor first is sent to that page (decision 0022).
 */
export const adminGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  await refuseCrossSitePost(request, context);
  const session = await readSession(request);
  // A post whose session has ended keeps what was typed and asks to sign in again (decision 0041).
  if (request.method !== "GET" && request.method !== "HEAD" && (session.status === "ended" || sentFromAdminScreen(request))) {
    throw await keepFormAfterSessionEnded(request, session.status === "ended" ? session.userId : null);
  }
  const user = session.status === "signed-in" ? session.user : await requireUser(request);
  // When admins require two-factor, staff without it may only set it up (decision 0022).
  await requireTwoFactorSetUp(request, user);
  context.set(signedInUserContext, user);
  requestLog(context).userId = user.id;
  const origin = auditOrigin(context);
  try {
    return await withAuditOrigin(origin, next);
  } finally {
    const refused = context.get(refusedContext);
    if (refused) {
      const url = new URL(request.url);
      requestLog(context).refusal = "forbidden";
      // At most one row per address and minute (decision 0046): the request log has every one.
      await recordRefusal(origin, {
        action: "forbidden",
        detail: { method: request.method, path: url.pathname, role: refused.role, needed: refused.needed },
      });
    }
  }
};

/**
 * A post without a session that an admin screen of this site sent (its cookie cleared by a
 * sign-out in another tab, or gone with the browser's): the session it was typed in has ended.
 */
function sentFromAdminScreen(request: Request): boolean {
  const referer = request.headers.get("Referer");
  if (!referer || readCookie(request, sessionCookieName()) !== null) return false;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin && url.pathname.startsWith("/admin");
  } catch {
    return false;
  }
}

/** The signed-in user; only reachable below the admin gate (anywhere else it throws, failing closed). */
export function signedInUser(context: RequestContext): SessionUser {
  return context.get(signedInUserContext);
}

/** The signed-in user when their role allows the screen; an editor on an admin-only screen gets 403 (and a log row). */
export function requireRole(context: RequestContext, role: Role): SessionUser {
  const user = signedInUser(context);
  if (role === "admin" && user.role !== "admin") {
    context.set(refusedContext, { role: user.role, needed: role });
    throw new Response("Only administrators can use this page.", { status: 403 });
  }
  return user;
}
