import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminSection } from "~/components/admin/catalogue-detail";
import { AccountSessions, type SessionRow } from "~/components/admin/account-sessions";
import { ChangePasswordForm } from "~/components/admin/account-password-form";
import { DisplayNameForm } from "~/components/admin/display-name-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { ACCOUNT_TEXTS } from "~/content/account";
import { TWO_FACTOR_ACCOUNT_PATH } from "~/domain/two-factor";
import { formatUserDate } from "~/content/users";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { listUserSessions, sessionLifetimes } from "~/server/accounts/session.server";
import { UserOfficeForm } from "~/components/admin/user-office-form";
import { officeChoices } from "~/server/platform/offices.server";
import { getUserById } from "~/server/accounts/users.server";
import { CALENDAR_TEXTS } from "~/content/calendar";
import { CALENDAR_FEED_PATH } from "~/domain/calendar";
import { getCalendarFeed } from "~/server/calendar/calendar-feeds.server";
import type { Route } from "./+types/account";
import { handleAccountPost, type AccountActionData } from "./account.server";

/** Any signed-in user's own account: where they are signed in, and their password (decision 0020). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = signedInUser(context);
  const [sessions, user, offices, calendarFeed] = await Promise.all([
    listUserSessions(me.id, request),
    getUserById(me.id),
    officeChoices(),
    getCalendarFeed(me.id),
  ]);
  const { idleMs, maxMs } = sessionLifetimes();
  return {
    me: { name: user?.name ?? me.name, email: me.email, version: user?.version ?? 1, office: me.office },
    offices,
    sessions: sessions.map((session): SessionRow => ({
      id: session.id,
      device: session.device,
      current: session.current,
      createdLabel: formatUserDate(session.createdAt),
      lastSeenLabel: formatUserDate(session.lastSeenAt),
    })),
    lifetimes: { idleMs, maxMs },
    // Their private calendar address (issue #28): only whether there is one and since when; the address itself is shown once.
    calendarFeed: calendarFeed ? { since: formatUserDate(new Date(calendarFeed.createdAt)) } : null,
    // New after every successful change: the password form starts empty again.
    formsKey: String(Date.now()),
  };
}

/** One form per change, told apart by a hidden `intent`: rename, change-password, end-session, end-other-sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountPost(request, context, signedInUser(context));
}

export default function AccountScreen({ loaderData, actionData: posted }: Route.ComponentProps) {
  const { me, offices, sessions, lifetimes, formsKey } = loaderData;
  // Each form's refusal comes back under its own key (problem, password, name, office).
  const actionData = posted as AccountActionData | undefined;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: "/admin", label: ACCOUNT_TEXTS.dashboardLink }}
        title={ACCOUNT_TEXTS.title}
        subtitle={ACCOUNT_TEXTS.subtitle(me.name, me.email)}
      />
      <ProblemAlert problem={actionData?.problem} />
      <DisplayNameForm name={me.name} version={me.version} refused={actionData?.name} own />
      <UserOfficeForm key={me.office ?? ""} office={actionData?.office ?? me.office} offices={offices} error={actionData?.officeError} />
      <AccountSessions sessions={sessions} intro={ACCOUNT_TEXTS.sessionsIntro(lifetimes.idleMs, lifetimes.maxMs)} />
      <AdminSection title={ACCOUNT_TEXTS.twoFactorTitle}>
        <p className="text-sm text-muted">{ACCOUNT_TEXTS.twoFactorIntro}</p>
        <p className="mt-3">
          <Link to={TWO_FACTOR_ACCOUNT_PATH} className="font-medium text-brand-700 underline underline-offset-4">
            {ACCOUNT_TEXTS.twoFactorLink}
          </Link>
        </p>
      </AdminSection>
      <AdminSection title={CALENDAR_TEXTS.feed.title}>
        <p className="text-sm text-muted">{CALENDAR_TEXTS.feed.intro}</p>
        <p className="mt-3 text-sm text-ink">
          {loaderData.calendarFeed ? CALENDAR_TEXTS.feed.since(loaderData.calendarFeed.since) : CALENDAR_TEXTS.feed.none}
        </p>
        <p className="mt-3">
          <Link to={CALENDAR_FEED_PATH} className="font-medium text-brand-700 underline underline-offset-4">
            {loaderData.calendarFeed ? CALENDAR_TEXTS.feed.renew : CALENDAR_TEXTS.feed.get}
          </Link>
        </p>
      </AdminSection>
      <ChangePasswordForm
        key={formsKey}
        email={me.email}
        errors={actionData && "password" in actionData ? actionData.password : undefined}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(ACCOUNT_TEXTS.title);
