import type { MiddlewareFunction } from "react-router";
import type { Role } from "~/domain/users";
import { signedInUserContext, type RequestContext } from "./request-context.server";
import { refuseCrossSitePost } from "./cross-site.server";
import { requireUser, type SessionUser } from "./session.server";

/**
 * The admin area's one gate, run once per request before any admin loader or action: a post
 * from another site is refused (403), an anonymous page request goes to the sign-in page and
 * an anonymous post gets 401; otherwise the user is put in the request's context.
 */
export const adminGate: MiddlewareFunction<Response> = async ({ request, context }) => {
  await refuseCrossSitePost(request, context);
  context.set(signedInUserContext, await requireUser(request));
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
