import { data } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AuditHistory } from "~/components/admin/audit-history";
import { DisplayNameForm } from "~/components/admin/display-name-form";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { formatUserDate, ROLE_LABELS, USER_MESSAGES, USERS_TEXTS } from "~/content/users";
import { USERS_PATH } from "~/domain/users-admin";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { historyItems } from "~/server/accounts/audit.server";
import { getUserById } from "~/server/accounts/users.server";
import { UserOfficeForm } from "~/components/admin/user-office-form";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { officeChoices, staffTimeZone } from "~/server/platform/offices.server";
import { readForm, refuse } from "~/server/platform/posted-form.server";
import { handleOfficePost } from "./user-office.server";
import { handleRename } from "./display-name.server";
import type { Route } from "./+types/user";

/** One user's account and its history (admins only); a deleted user's history stays readable. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const timeZone = await staffTimeZone(context);
  const [user, history, offices] = await Promise.all([getUserById(params.id), historyItems("user", params.id, timeZone), officeChoices()]);
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
          office: user.office,
        }
      : null,
    offices,
    history,
  };
}

/** An admin sets the office the user works from, or changes their display name (issue #23); any other intent is a 400. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const form = await readForm(request);
  const back = `${USERS_PATH}/${encodeURIComponent(params.id)}`;
  if (form.get("intent") === "office") return handleOfficePost(form, params.id, back);
  if (form.get("intent") === "rename") return handleRename(form, params.id, back);
  return refuse(400, OFFICE_TEXTS.unknownAction);
}

export default function UserScreen({ loaderData, actionData, params }: Route.ComponentProps) {
  const { user, history, offices } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: USERS_PATH, label: USERS_TEXTS.backToUsers }}
        title={user?.name ?? USERS_TEXTS.deletedUser}
        subtitle={user?.email ?? params.id}
      />
      <div className="grid grid-cols-1 gap-6 *:min-w-0 lg:grid-cols-3">
        {user ? (
          <div className="space-y-6">
            <AdminSection title={USERS_TEXTS.account}>
              <AdminFacts
                facts={[
                  [USERS_TEXTS.role, user.role],
                  [USERS_TEXTS.created, user.created],
                  [USERS_TEXTS.lastSignIn, user.lastSignIn],
                ]}
              />
            </AdminSection>
            <UserOfficeForm
              key={user.office ?? ""}
              office={actionData && "office" in actionData ? actionData.office : user.office}
              offices={offices}
              error={actionData && "officeError" in actionData ? actionData.officeError : undefined}
            />
          </div>
        ) : null}
        {user ? (
          <div className="lg:col-span-2">
            <DisplayNameForm
              name={user.name}
              version={user.version}
              refused={actionData && "name" in actionData ? actionData.name : undefined}
            />
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
