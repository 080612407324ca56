import { data } from "react-router";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, ACCOUNT_TOASTS } from "~/content/account";
import { parseAccountIntent, type PasswordFieldErrors } from "~/domain/account";
import { emailKey, normalizePassword } from "~/domain/users";
import { problem, type Problem } from "~/content/problem";
import { auditOrigin, recordSecurityEvent } from "~/server/accounts/audit.server";
import { clientKey } from "~/server/platform/client-address.server";
import { credentialGeneration, trustedDeviceKey } from "~/server/accounts/device-cookie.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { newPasswordProblem } from "~/server/accounts/passwords.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { currentSessionId, destroyOwnSession, destroyUserSessions, type SessionUser } from "~/server/accounts/session.server";
import { forgetSignInFailures, keepSignInFailure, reserveSignInAttempt } from "~/server/accounts/sign-in-throttle.server";
import { changeOwnPassword } from "~/server/accounts/users.server";
import { handleOfficePost, type OfficeActionData } from "./user-office.server";
import type { DisplayNameActionData } from "~/components/admin/display-name-form";
import { handleRename } from "./display-name.server";

export const ACCOUNT_PATH = "/admin/account";

export type AccountActionData = { problem?: Problem; password?: PasswordFieldErrors } & DisplayNameActionData & Partial<OfficeActionData>;

function refuse(status: number, body: AccountActionData, init: ResponseInit = {}) {
  return data<AccountActionData>(body, { ...init, status });
}

/** The account page's posts, told apart by a hidden `intent`. */
export async function handleAccountPost(request: Request, context: RequestContext, me: SessionUser) {
  const form = await readForm(request);
  const intent = parseAccountIntent(form.get("intent"));
  if (!intent) return refuse(400, { problem: problem(ACCOUNT_TEXTS.unknownAction) });
  // The office they work from (issue #23): their screens show times in its zone.
  if (intent === "office") return handleOfficePost(form, me.id, ACCOUNT_PATH);
  const origin = auditOrigin(context);
  const current = currentSessionId(request);

  if (intent === "end-other-sessions") {
    const ended = await destroyUserSessions(me.id, { except: current });
    await recordSecurityEvent(origin, {
      action: "session-ended",
      entity: "user",
      entityId: me.id,
      detail: { sessions: ended, which: "others" },
    });
    return redirectWithToast(ACCOUNT_PATH, { type: "success", ...ACCOUNT_TOASTS.otherSessionsEnded(ended) });
  }

  if (intent === "rename") return handleRename(form, me.id, ACCOUNT_PATH);

  if (intent === "end-session") {
    const id = String(form.get("session") ?? "");
    if (id && id === current) return refuse(400, { problem: problem(ACCOUNT_MESSAGES.useSignOut) });
    if (!id || !(await destroyOwnSession(me.id, id))) return refuse(404, { problem: problem(ACCOUNT_MESSAGES.sessionNotFound) });
    await recordSecurityEvent(origin, { action: "session-ended", entity: "user", entityId: me.id, detail: { sessions: 1, which: "one" } });
    return redirectWithToast(ACCOUNT_PATH, { type: "success", ...ACCOUNT_TOASTS.sessionEnded });
  }

  return changePassword(request, context, me, form, current);
}

/**
 * Changing one's own password proves the current one, counted by the sign-in throttle like a
 * sign-in (a stolen session cannot guess it at leisure); the other sessions end.
 */
async function changePassword(request: Request, context: RequestContext, me: SessionUser, form: FormData, current: string | null) {
  const currentPassword = String(form.get("currentPassword") ?? "");
  const password = String(form.get("password") ?? "");
  const confirmPassword = String(form.get("confirmPassword") ?? "");
  const errors: PasswordFieldErrors = {};
  if (!currentPassword) errors.currentPassword = ACCOUNT_MESSAGES.currentPasswordMissing;
  const passwordProblem = newPasswordProblem(password, me);
  if (passwordProblem) errors.password = passwordProblem;
  else if (normalizePassword(password) === normalizePassword(currentPassword)) errors.password = ACCOUNT_MESSAGES.sameAsCurrent;
  if (!errors.password && normalizePassword(password) !== normalizePassword(confirmPassword)) {
    errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDiffer;
  }
  if (Object.keys(errors).length > 0) return refuse(400, { password: errors });

  const key = emailKey(me.email);
  const reservation = await reserveSignInAttempt({
    emailKey: key,
    addressKey: clientKey(context),
    deviceKey: trustedDeviceKey(request, key, await credentialGeneration(key)),
  });
  if (!reservation.allowed) {
    const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
    return refuse(
      429,
      { password: { currentPassword: ACCOUNT_MESSAGES.tooManyAttempts(minutes) } },
      { headers: { "Retry-After": String(reservation.retryAfterSeconds) } },
    );
  }
  const origin = auditOrigin(context);
  const result = await changeOwnPassword(me.id, currentPassword, password, current);
  if (!result.ok) {
    await keepSignInFailure(reservation);
    await recordSecurityEvent(origin, {
      action: "sign-in-failed",
      entity: "user",
      entityId: me.id,
      detail: { email: me.email, during: "password-change" },
    });
    return refuse(400, { password: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } });
  }
  await forgetSignInFailures(reservation);
  await recordSecurityEvent(origin, { action: "password-changed", entity: "user", entityId: me.id, detail: { by: "self" } });
  return redirectWithToast(ACCOUNT_PATH, { type: "success", ...ACCOUNT_TOASTS.passwordChanged(result.endedSessions) });
}
