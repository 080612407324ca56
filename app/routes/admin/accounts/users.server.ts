import { data } from "react-router";
import { fieldErrors, formValues, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { problem, type Problem } from "~/content/problem";
import { USER_MESSAGES, userMessageFor, USERS_TEXTS, USERS_TOASTS, userRefusalMessage } from "~/content/users";
import { userSchemas } from "~/domain/users";
import { parseUserIntent, refusal, USERS_PATH } from "~/domain/users-admin";
import { TWO_FACTOR_TOASTS, USERS_TWO_FACTOR_TEXTS } from "~/content/two-factor";
import { recordSecurityEvent, type AuditOrigin } from "~/server/accounts/audit.server";
import { inTransaction } from "~/server/platform/db.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { newPasswordProblem } from "~/server/accounts/passwords.server";
import { resetTwoFactor } from "~/server/accounts/two-factor.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { SessionUser } from "~/server/accounts/session.server";
import { changeUserRole, createUser, deleteUser, getUserById, resetUserPassword } from "~/server/accounts/users.server";

const { RoleSchema, UserFormSchema } = userSchemas(userMessageFor);

type UsersActionData = {
  problem?: Problem;
  add?: { fieldErrors: FieldErrors; values: FormValues };
  reset?: { userId: string; error: string };
};

function refuse(status: number, body: UsersActionData) {
  return data<UsersActionData>(body, { status });
}

/** The users screen's posts, one form per change told apart by a hidden `intent`: add, change-role, reset-password, reset-two-factor, delete. */
export async function handleUsersPost(request: Request, me: SessionUser, origin: AuditOrigin) {
  const form = await readForm(request);
  const intent = parseUserIntent(form.get("intent"));
  if (!intent) return refuse(400, { problem: problem(USERS_TEXTS.unknownAction) });

  if (intent === "add") {
    // What was typed comes back on a refusal, except the password.
    const { password: _password, intent: _intent, ...typed } = formValues(form);
    const parsed = UserFormSchema.safeParse(formValues(form));
    if (!parsed.success) return refuse(400, { add: { fieldErrors: fieldErrors(parsed.error), values: typed } });
    const passwordProblem = newPasswordProblem(parsed.data.password, parsed.data);
    if (passwordProblem) return refuse(400, { add: { fieldErrors: { password: passwordProblem }, values: typed } });
    const result = await createUser(parsed.data);
    if (!result.ok) return refuse(409, { add: { fieldErrors: { email: USER_MESSAGES.emailTaken }, values: typed } });
    return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.added(result.user.name) });
  }

  const id = String(form.get("id") ?? "");
  const user = id ? await getUserById(id) : null;
  if (!user) return refuse(404, { problem: problem(USER_MESSAGES.userNotFound) });

  switch (intent) {
    case "change-role": {
      const role = RoleSchema.safeParse(form.get("role"));
      if (!role.success) return refuse(400, { problem: problem(USER_MESSAGES.roleInvalid) });
      const result = await changeUserRole(user.id, role.data);
      if (result !== "ok") {
        const refused = refusal(result, "change-role");
        return refuse(refused.status, { problem: problem(userRefusalMessage(refused)) });
      }
      // A new role ends the user's sessions (decision 0020): one's own too, so sign in again with it.
      if (user.id === me.id && user.role !== role.data)
        return redirectWithToast("/login", { type: "success", ...USERS_TOASTS.ownRoleChanged(role.data) });
      return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.roleChanged(user.name, role.data) });
    }
    case "reset-password": {
      const password = String(form.get("password") ?? "");
      const passwordProblem = newPasswordProblem(password, user);
      if (passwordProblem) return refuse(400, { reset: { userId: user.id, error: passwordProblem } });
      if (!(await resetUserPassword(user.id, password))) {
        return refuse(404, { problem: problem(USER_MESSAGES.userNotFound) });
      }
      // Resetting one's own password ends one's own session too: sign in again with it.
      if (user.id === me.id) return redirectWithToast("/login", { type: "success", ...USERS_TOASTS.passwordReset(user.name) });
      return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.passwordReset(user.name) });
    }
    case "reset-two-factor": {
      if (user.id === me.id) return refuse(400, { problem: problem(USERS_TWO_FACTOR_TEXTS.notSelf) });
      const reset = await inTransaction(async () => {
        if (!(await resetTwoFactor(user.id))) return false;
        await recordSecurityEvent(origin, {
          action: "two-factor-reset",
          entity: "user",
          entityId: user.id,
          detail: { sessionsEnded: true },
        });
        return true;
      });
      if (!reset) return refuse(409, { problem: problem(USERS_TWO_FACTOR_TEXTS.notOn) });
      return redirectWithToast(USERS_PATH, { type: "success", ...TWO_FACTOR_TOASTS.reset(user.name) });
    }
    case "delete": {
      const result = await deleteUser(me.id, user.id);
      if (result !== "ok") {
        const refused = refusal(result, "delete");
        return refuse(refused.status, { problem: problem(userRefusalMessage(refused)) });
      }
      return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.deleted(user.name) });
    }
  }
}
