import { AUTH_TEXTS } from "~/content/auth";
import { emailKey } from "~/domain/users";
import { auditOrigin, recordSecurityEvent } from "./audit.server";
import { credentialGeneration, issueDeviceCookie } from "./device-cookie.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { claimKeptForm, pruneKeptForms } from "~/server/platform/kept-forms/kept-forms.server";
import { createSession, destroySession, pruneExpiredSessions } from "./session.server";
import { pruneSignInAttempts } from "./sign-in-throttle.server";
import { SIGN_IN_LIMITS } from "~/domain/users";
import type { User } from "./users.server";

/**
 * The one place a browser becomes signed in, once every check has passed (today the password;
 * a second factor would call this after its own step instead of the password step doing so).
 * The session gets a new id (any session the browser held is ended first), the browser gets a
 * device cookie for the account (decision 0020), expired sessions are swept, and the sign-in is
 * recorded.
 */
export async function completeSignIn(
  user: Pick<User, "id" | "name" | "email">,
  {
    request,
    context,
    redirectTo,
    secondFactor,
    notice,
    cookies = [],
  }: {
    request: Request;
    context: RequestContext;
    redirectTo: string;
    /** How the two-factor step was passed, when it was (decision 0022). */
    secondFactor?: string;
    /** A line under the welcome toast. */
    notice?: string;
    /** More Set-Cookie values (the two-factor step clears its own). */
    cookies?: string[];
  },
): Promise<Response> {
  await destroySession(request);
  // What the user typed when their last session ended waits for them on its screen (decision 0041).
  await claimKeptForm(request, user);
  const sessionCookie = await createSession(user.id, { userAgent: request.headers.get("User-Agent") });
  await pruneExpiredSessions();
  const origin = auditOrigin(context);
  await recordSecurityEvent(
    { ...origin, actor: { id: user.id, name: user.name } },
    { action: "sign-in", entity: "user", entityId: user.id, detail: secondFactor ? { secondFactor } : undefined },
  );
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie);
  const key = emailKey(user.email);
  headers.append("Set-Cookie", issueDeviceCookie(request, key, await credentialGeneration(key)));
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(redirectTo, { type: "success", title: AUTH_TEXTS.signedIn(user.name), description: notice }, { headers });
}

/** Deletes sessions past their lifetimes and failed sign-ins past the throttle's window (run every few minutes). */
export async function sweepExpiredSignInRows(at: Date = new Date()): Promise<void> {
  await pruneExpiredSessions(at);
  await pruneKeptForms(at);
  await pruneSignInAttempts(new Date(at.getTime() - SIGN_IN_LIMITS.windowMinutes * 60_000));
}
