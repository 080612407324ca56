import { UserPlus } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { catalogueMeta, CataloguePageHeader } from "~/components/admin/catalogue-page-header";
import { CatalogueProblem } from "~/components/admin/catalogue-problem";
import { AddUserForm } from "~/components/admin/users-add-form";
import { PendingUserDelete, UsersList, type UserRow } from "~/components/admin/users-list";
import { Button } from "~/components/ui/button";
import { fieldErrors, formValues, type FieldErrors } from "~/domain/form-errors";
import { PasswordSchema, RoleSchema, USER_MESSAGES, UserFormSchema } from "~/domain/users";
import {
  formatUserDate,
  parseUserIntent,
  refusal,
  USERS_PATH,
  USERS_TEXTS,
  USERS_TOASTS,
} from "~/domain/users-admin";
import { redirectWithToast } from "~/server/flash.server";
import {
  changeUserRole,
  createUser,
  deleteUser,
  getUserById,
  listUsers,
  resetUserPassword,
  type User,
} from "~/server/users.server";
import { assertSameOrigin, requireUser } from "~/server/session.server";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, { role: "admin" });
  const users = await listUsers();
  // Without JavaScript the delete button asks for confirmation through the URL (?delete=id).
  const deleteId = new URL(request.url).searchParams.get("delete");
  const pending = deleteId ? users.find((user) => user.id === deleteId && user.id !== me.id) : undefined;
  return {
    users: users.map(toRow),
    currentUserId: me.id,
    pendingDelete: pending ? { id: pending.id, name: pending.name, email: pending.email } : null,
    // New after every successful change: the page's forms start empty and closed again.
    formsKey: String(Date.now()),
  };
}

function toRow(user: User): UserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    createdLabel: formatUserDate(user.createdAt),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    lastSignInLabel: formatUserDate(user.lastSignInAt),
  };
}

type Problem = { title: string; description: string };
type UsersActionData = {
  problem?: Problem;
  add?: { fieldErrors: FieldErrors; values: Record<string, string> };
  reset?: { userId: string; error: string };
};

function refuse(status: number, body: UsersActionData) {
  return data<UsersActionData>(body, { status });
}

function problem(description: string): Problem {
  return { title: USERS_TEXTS.refusedTitle, description };
}

/** One form per change, told apart by a hidden `intent`: add, change-role, reset-password, delete. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = await requireUser(request, { role: "admin" });
  const form = await request.formData();
  const intent = parseUserIntent(form.get("intent"));
  if (!intent) return refuse(400, { problem: problem(USERS_TEXTS.unknownAction) });

  if (intent === "add") {
    // What was typed comes back on a refusal, except the password.
    const { password: _password, intent: _intent, ...typed } = formValues(form);
    const parsed = UserFormSchema.safeParse(formValues(form));
    if (!parsed.success) return refuse(400, { add: { fieldErrors: fieldErrors(parsed.error), values: typed } });
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
        const { status, message } = refusal(result, "change-role");
        return refuse(status, { problem: problem(message) });
      }
      // An admin who made themself an editor may no longer see this page.
      if (user.id === me.id && role.data !== "admin") {
        return redirectWithToast("/admin", { type: "success", ...USERS_TOASTS.ownRoleChanged(role.data) });
      }
      return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.roleChanged(user.name, role.data) });
    }
    case "reset-password": {
      const password = PasswordSchema.safeParse(form.get("password") ?? "");
      if (!password.success) {
        return refuse(400, { reset: { userId: user.id, error: password.error.issues[0]?.message ?? USER_MESSAGES.passwordTooShort } });
      }
      if (!(await resetUserPassword(user.id, password.data))) {
        return refuse(404, { problem: problem(USER_MESSAGES.userNotFound) });
      }
      // Resetting one's own password ends one's own session too: sign in again with it.
      if (user.id === me.id) return redirectWithToast("/login", { type: "success", ...USERS_TOASTS.passwordReset(user.name) });
      return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.passwordReset(user.name) });
    }
    case "delete": {
      const result = await deleteUser(me.id, user.id);
      if (result !== "ok") {
        const { status, message } = refusal(result, "delete");
        return refuse(status, { problem: problem(message) });
      }
      return redirectWithToast(USERS_PATH, { type: "success", ...USERS_TOASTS.deleted(user.name) });
    }
  }
}

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { users, currentUserId, pendingDelete, formsKey } = loaderData;
  return (
    <div className="space-y-6">
      <CataloguePageHeader
        back={{ to: "/admin", label: USERS_TEXTS.dashboardLink }}
        title={USERS_TEXTS.title}
        subtitle={`${USERS_TEXTS.subtitle} ${USERS_TEXTS.count(users.length)}.`}
        actions={
          <Button asChild variant="outline">
            <a href="#add-user-title">
              <UserPlus aria-hidden />
              {USERS_TEXTS.addButton}
            </a>
          </Button>
        }
      />
      <CatalogueProblem problem={actionData?.problem} />
      {pendingDelete ? <PendingUserDelete user={pendingDelete} /> : null}
      <UsersList users={users} currentUserId={currentUserId} reset={actionData?.reset} formsKey={formsKey} />
      <AddUserForm key={formsKey} serverErrors={actionData?.add?.fieldErrors} values={actionData?.add?.values} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <CataloguePageHeader
      back={{ to: "/admin", label: USERS_TEXTS.dashboardLink }}
      title={forbidden ? USERS_TEXTS.forbiddenTitle : USERS_TEXTS.errorTitle}
      subtitle={forbidden ? USERS_TEXTS.forbidden : USERS_TEXTS.errorHint}
    />
  );
}

export const meta: Route.MetaFunction = () => catalogueMeta(USERS_TEXTS.title);
