import { Form, Link, data } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useKeptValues } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { SITE_CONTENT_PATH, SITE_CONTENT_TEXTS } from "~/content/site-content-admin";
import { SETTINGS_TEXTS as TEXTS, TWO_FACTOR_TEXTS, TWO_FACTOR_TOASTS } from "~/content/two-factor";
import { CURRENCIES_ADMIN_TEXTS, CURRENCIES_PATH } from "~/content/currencies-admin";
import { CARGO_RATES_PATH, CARGO_RATES_TEXTS } from "~/content/cargo-rates";
import { MONEY_SETTINGS_PATH, MONEY_SETTINGS_TEXTS } from "~/content/money-settings";
import { REMINDER_SETTINGS_PATH, REMINDERS_TEXTS } from "~/content/reminders";
import { MAIL_TEMPLATE_TEXTS, MAIL_TEMPLATES_PATH } from "~/content/mail-templates";
import { problem, type Problem } from "~/content/problem";
import { TWO_FACTOR_ACCOUNT_PATH } from "~/domain/two-factor";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import { isTwoFactorRequired, setSetting, SETTING_KEYS } from "~/server/platform/settings.server";
import { hasTwoFactor, usersWithTwoFactor } from "~/server/accounts/two-factor.server";
import { countUsers } from "~/server/accounts/users.server";
import type { Route } from "./+types/settings";

const SETTINGS_PATH = "/admin/settings";

/** Site-wide rules, admins only: for now, whether every staff account must use two-factor sign-in (decision 0022). */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const [requireTwoFactor, withTwoFactor, total] = await Promise.all([isTwoFactorRequired(), usersWithTwoFactor(), countUsers()]);
  return { requireTwoFactor, withTwoFactor: withTwoFactor.size, total };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireRole(context, "admin");
  const form = await readForm(request);
  if (form.get("intent") !== "save")
    return data<{ problem: Problem }>({ problem: problem(TWO_FACTOR_TEXTS.unknownAction) }, { status: 400 });
  // The switch posts "on" after the hidden "off" that stands for it when it is off.
  const requireTwoFactor = form.getAll("requireTwoFactor").includes("on");
  // Requiring it of everyone while one's own account lacks it would send oneself to the set-up at once.
  if (requireTwoFactor && !(await hasTwoFactor(me.id))) {
    return data<{ problem: Problem }>({ problem: problem(TEXTS.ownFirst) }, { status: 409 });
  }
  await setSetting(SETTING_KEYS.requireTwoFactor, requireTwoFactor ? "1" : "0", auditOrigin(context));
  return redirectWithToast(SETTINGS_PATH, { type: "success", ...TWO_FACTOR_TOASTS.settingsSaved });
}

export default function SettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { withTwoFactor, total } = loaderData;
  // A choice saved after the session ended comes back after signing in (decision 0041).
  const kept = useKeptValues((values) => values.intent === "save");
  const requireTwoFactor = kept ? [kept.requireTwoFactor].flat().includes("on") : loaderData.requireTwoFactor;
  return (
    <div className="max-w-2xl space-y-6">
      <AdminPageHeader back={{ to: "/admin", label: TEXTS.dashboardLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <ProblemAlert problem={actionData?.problem}>
        <p>
          <Link to={TWO_FACTOR_ACCOUNT_PATH} className="font-medium underline underline-offset-4">
            {TEXTS.yourTwoFactor}
          </Link>
        </p>
      </ProblemAlert>
      <Card className="p-6">
        <Form method="post" className="space-y-5">
          <input type="hidden" name="intent" value="save" />
          {/* Posted when the switch is off too, so that a save after the session ended keeps the choice. */}
          <input type="hidden" name="requireTwoFactor" value="off" />
          <Field name="requireTwoFactor" label={TEXTS.requireTwoFactor} hint={TEXTS.requireTwoFactorHint} layout="inline">
            {(control) => <Switch {...control} defaultChecked={requireTwoFactor} key={String(requireTwoFactor)} />}
          </Field>
          <p className="text-sm text-muted">{TEXTS.staffCount(withTwoFactor, total)}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit">{TEXTS.save}</Button>
            <Link to={TWO_FACTOR_ACCOUNT_PATH} className="text-sm text-brand-700 underline-offset-4 hover:underline">
              {TEXTS.yourTwoFactor}
            </Link>
          </div>
        </Form>
      </Card>
      <SettingsEntry to={SITE_CONTENT_PATH} title={SITE_CONTENT_TEXTS.settingsEntry} hint={SITE_CONTENT_TEXTS.settingsEntryHint} />
      <SettingsEntry to={CURRENCIES_PATH} title={CURRENCIES_ADMIN_TEXTS.settingsCardLink} />
      <SettingsEntry to={CARGO_RATES_PATH} title={CARGO_RATES_TEXTS.settingsEntry} hint={CARGO_RATES_TEXTS.settingsEntryHint} />
      <SettingsEntry to={MONEY_SETTINGS_PATH} title={MONEY_SETTINGS_TEXTS.settingsEntry} hint={MONEY_SETTINGS_TEXTS.settingsEntryHint} />
      <SettingsEntry
        to={REMINDER_SETTINGS_PATH}
        title={REMINDERS_TEXTS.settings.settingsEntry}
        hint={REMINDERS_TEXTS.settings.settingsEntryHint}
      />
      <SettingsEntry
        to={MAIL_TEMPLATES_PATH}
        title={MAIL_TEMPLATE_TEXTS.en.settingsEntry}
        hint={MAIL_TEMPLATE_TEXTS.en.settingsEntryHint}
      />
    </div>
  );
}

/** A card leading to another settings screen: its name as a linked heading, and what it holds. */
function SettingsEntry({ to, title, hint }: { to: string; title: string; hint?: string }) {
  return (
    <Card className="p-6">
      <h2 className="font-semibold text-ink">
        <Link to={to} className="text-brand-700 underline-offset-4 hover:underline">
          {title}
        </Link>
      </h2>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = { ...TEXTS, errorTitle: TWO_FACTOR_TEXTS.errorTitle, errorHint: TWO_FACTOR_TEXTS.errorHint };
  return <AdminOnlyErrorHeader error={error} back={{ to: "/admin", label: TEXTS.dashboardLink }} texts={texts} />;
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
