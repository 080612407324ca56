import type { MiddlewareFunction } from "react-router";
import type { Role } from "~/domain/users";
import { signedInUserContext, type RequestContext } from "./request-context.server";
import { assertSameOrigin, requireUser, type SessionUser } from "./session.server";
import { requireTwoFactorSetUp } from "./two-factor.server";

/**
 * The admin area's one gate, run once per request before any admin loader or action: a post
 * from another site is refused (403), an anonymous page request goes to the sign-in page and
 * an anonymous post gets 401; otherwise the user is put in the request's context.
 * A user who must set up two-factor first is sent to that page.
 */
export const adminGate: MiddlewareFunction<Response> = async ({ request, context }) => {
  if (request.method !== "GET" && request.method !== "HEAD") assertSameOrigin(request);
  const user = await requireUser(request);
  // When admins require two-factor, staff without it may only set it up (decision 0022).
  await requireTwoFactorSetUp(request, user);
  context.set(signedInUserContext, user);
};

/** The signed-in user; only reachable below the admin gate (anywhere else it throws, failing closed). */
export function signedInUser(context: RequestContext): SessionUser {
  return context.get(signedInUserContext);
}

/** The signed-in user when their role allows the screen; an editor on an admin-only screen gets 403. */
export function requireRole(context: RequestContext, role: Role): SessionUser {
  const user = signedInUser(context);
  if (role === "admin" && user.role !== "admin") {
    throw new Response("Only administrators can use this page.", { status: 403 });
  }
  return user;
}
