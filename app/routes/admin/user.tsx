import { data } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AuditHistory } from "~/components/admin/audit-history";
import { DisplayNameForm } from "~/components/admin/display-name-form";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { ROLE_LABELS, USER_MESSAGES, USERS_TEXTS } from "~/content/users";
import { formatUserDate, USERS_PATH } from "~/domain/users-admin";
import { requireRole } from "~/server/admin-gate.server";
import { historyItems } from "~/server/audit.server";
import { readForm } from "~/server/posted-form.server";
import { getUserById } from "~/server/users.server";
import { handleRename } from "./display-name.server";
import type { Route } from "./+types/user";

/** One user's account and its history (admins only); a deleted user's history stays readable. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const [user, history] = await Promise.all([getUserById(params.id), historyItems("user", params.id)]);
  if (!user && history.length === 0) throw data(USER_MESSAGES.userNotFound, { status: 404 });
  return {
    user: user
      ? {
          name: user.name,
          email: user.email,
          role: ROLE_LABELS[user.role],
          version: user.version,
          created: formatUserDate(user.createdAt),
          lastSignIn: formatUserDate(user.lastSignInAt),
        }
      : null,
    history,
  };
}

/** An admin changes the user's display name (issue #23, item 12); any other intent is a 400. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const form = await readForm(request);
  if (form.get("intent") !== "rename") throw data(USERS_TEXTS.unknownAction, { status: 400 });
  return handleRename(form, params.id, `${USERS_PATH}/${encodeURIComponent(params.id)}`);
}

export default function UserScreen({ loaderData, actionData, params }: Route.ComponentProps) {
  const { user, history } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: USERS_PATH, label: USERS_TEXTS.backToUsers }}
        title={user?.name ?? USERS_TEXTS.deletedUser}
        subtitle={user?.email ?? params.id}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        {user ? (
          <AdminSection title={USERS_TEXTS.account}>
            <AdminFacts
              facts={[
                [USERS_TEXTS.role, user.role],
                [USERS_TEXTS.created, user.created],
                [USERS_TEXTS.lastSignIn, user.lastSignIn],
              ]}
            />
          </AdminSection>
        ) : null}
        {user ? (
          <div className="lg:col-span-2">
            <DisplayNameForm name={user.name} version={user.version} refused={actionData?.name} />
          </div>
        ) : null}
        <div className="lg:col-span-2">
          <AuditHistory items={history} showAllLink="/admin/activity?entity=user" />
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.user?.name ?? USERS_TEXTS.title);
