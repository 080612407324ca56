import { UserPlus } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useKeptValues } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { AddUserForm } from "~/components/admin/users-add-form";
import { PendingUserDelete, UsersList, type UserRow } from "~/components/admin/users-list";
import { Button } from "~/components/ui/button";
import { formatUserDate, USERS_TEXTS } from "~/content/users";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { usersWithTwoFactor } from "~/server/accounts/two-factor.server";
import { listUsers, type User } from "~/server/accounts/users.server";
import { userDeleteEffects } from "~/server/catalogue/delete-effects.server";
import type { Route } from "./+types/users";
import { handleUsersPost } from "./users.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireRole(context, "admin");
  const [users, twoFactorOn] = await Promise.all([listUsers(), usersWithTwoFactor()]);
  // Without JavaScript the delete button asks for confirmation through the URL (?delete=id).
  const deleteId = new URL(request.url).searchParams.get("delete");
  const pending = deleteId ? users.find((user) => user.id === deleteId && user.id !== me.id) : undefined;
  return {
    users: users.map((user) => ({ ...toRow(user), twoFactor: twoFactorOn.has(user.id) })),
    currentUserId: me.id,
    pendingDelete: pending ? { id: pending.id, name: pending.name, email: pending.email } : null,
    // What else deleting them affects (issue #23): for the page above and for the dialog, which loads it.
    deleteEffects: pending ? await userDeleteEffects(pending.id) : null,
    // New after every successful change: the page's forms start empty and closed again.
    formsKey: String(Date.now()),
  };
}

function toRow(user: User): Omit<UserRow, "twoFactor"> {
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

/** One form per change, told apart by a hidden `intent`: add, change-role, reset-password, reset-two-factor, delete. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleUsersPost(request, requireRole(context, "admin"), auditOrigin(context));
}

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { users, currentUserId, pendingDelete, formsKey } = loaderData;
  // A user being added when the session ended comes back after signing in (decision 0041), never its password.
  const keptAdd = useKeptValues((values) => values.intent === "add");
  return (
    <div className="space-y-6">
      <AdminPageHeader
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
      <ProblemAlert problem={actionData?.problem} />
      {pendingDelete ? <PendingUserDelete user={pendingDelete} effects={loaderData.deleteEffects} /> : null}
      <UsersList users={users} currentUserId={currentUserId} reset={actionData?.reset} formsKey={formsKey} />
      <AddUserForm key={formsKey} serverErrors={actionData?.add?.fieldErrors} values={actionData?.add?.values ?? keptAdd} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <AdminPageHeader
      back={{ to: "/admin", label: USERS_TEXTS.dashboardLink }}
      title={forbidden ? USERS_TEXTS.forbiddenTitle : USERS_TEXTS.errorTitle}
      subtitle={forbidden ? USERS_TEXTS.forbidden : USERS_TEXTS.errorHint}
    />
  );
}

export const meta: Route.MetaFunction = () => adminMeta(USERS_TEXTS.title);
