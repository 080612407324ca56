import { Form, data } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { REMINDER_SETTINGS_PATH, REMINDERS_TEXTS, reminderSettingsMessageFor } from "~/content/reminders";
import { problem, type Problem } from "~/content/problem";
import { fieldErrors, formValues, textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { REMINDER_KINDS, reminderSettingsSchema, type ReminderKind, type ReminderSettings } from "~/domain/reminders";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import { getReminderSettings, saveReminderSettings } from "~/server/reminders/reminders.server";
import type { Route } from "./+types/settings-reminders";

const ReminderSettingsSchema = reminderSettingsSchema(reminderSettingsMessageFor);
const TEXTS = REMINDERS_TEXTS.settings;

type Refusal = { problem?: Problem; fieldErrors?: FieldErrors; values?: FormValues };

/** The delay fields of each kind, with their label. */
const DELAYS: Record<ReminderKind, { field: string; label: string }[]> = {
  "balance-due": [
    { field: "firstDays", label: TEXTS.firstDays },
    { field: "secondDays", label: TEXTS.secondDays },
  ],
  "hold-expiring": [{ field: "days", label: TEXTS.daysBefore }],
  "quote-expiring": [{ field: "days", label: TEXTS.daysBefore }],
  "departure-soon": [{ field: "days", label: TEXTS.daysBefore }],
  "pickup-waiting": [{ field: "days", label: TEXTS.daysAfter }],
  "passport-expiring": [{ field: "months", label: TEXTS.months }],
  "review-request": [{ field: "days", label: TEXTS.daysAfter }],
};

/** The settings as the form shows them: "on" or "" for each switch, the delays as text. */
function asValues(settings: ReminderSettings): FormValues {
  return Object.fromEntries(
    REMINDER_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        Object.entries(settings[kind]).map(([field, value]) => [field, typeof value === "boolean" ? (value ? "on" : "") : String(value)]),
      ),
    ]),
  );
}

/** Settings → Reminders, admins only (issue #28): each reminder on or off, and its delays. */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { values: asValues(await getReminderSettings()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const form = await readForm(request);
  if (form.get("intent") !== "save") return data<Refusal>({ problem: problem(TEXTS.unknownAction) }, { status: 400 });
  const posted = formValues(form);
  const typed = (name: string) => textAt(posted, name) ?? "";
  const values: FormValues = Object.fromEntries(
    REMINDER_KINDS.map((kind) => [
      kind,
      { on: typed(`${kind}.on`), ...Object.fromEntries(DELAYS[kind].map(({ field }) => [field, typed(`${kind}.${field}`)])) },
    ]),
  );
  const parsed = ReminderSettingsSchema.safeParse(posted);
  if (!parsed.success) {
    return data<Refusal>({ problem: problem(TEXTS.refused), fieldErrors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const written = await saveReminderSettings(parsed.data, auditOrigin(context));
  return redirectWithToast(REMINDER_SETTINGS_PATH, { type: "success", ...(written ? TEXTS.saved : TEXTS.unchanged) });
}

export default function ReminderSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = useOutcomeOrKept<Refusal>(actionData, (kept) => "balance-due" in kept);
  const values = outcome?.values ?? loaderData.values;
  const { errors, formProps } = useFormValidation(ReminderSettingsSchema, outcome?.fieldErrors);
  const value = (name: string) => textAt(values, name) ?? "";
  return (
    <div className="max-w-2xl space-y-6">
      <AdminPageHeader back={{ to: "/admin/settings", label: TEXTS.settingsLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <ProblemAlert problem={outcome?.problem} />
      <Form method="post" className="space-y-4" {...formProps}>
        <input type="hidden" name="intent" value="save" />
        {REMINDER_KINDS.map((kind) => {
          const words = REMINDERS_TEXTS.kinds[kind];
          return (
            <Card key={kind} className="space-y-4 p-6">
              <Field name={`${kind}.on`} label={words.name} hint={words.hint} layout="inline">
                {(control) => <Switch {...control} defaultChecked={value(`${kind}.on`) === "on"} />}
              </Field>
              <div className="flex flex-wrap gap-5">
                {DELAYS[kind].map(({ field, label }) => (
                  <Field key={field} name={`${kind}.${field}`} label={label} error={errors[`${kind}.${field}`]}>
                    {(control) => (
                      <Input
                        {...control}
                        required
                        inputMode="numeric"
                        dir="ltr"
                        autoComplete="off"
                        maxLength={3}
                        className="max-w-24"
                        defaultValue={value(`${kind}.${field}`)}
                      />
                    )}
                  </Field>
                ))}
              </div>
            </Card>
          );
        })}
        <Button type="submit">{TEXTS.save}</Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminOnlyErrorHeader error={error} back={{ to: "/admin/settings", label: TEXTS.settingsLink }} texts={TEXTS} />;
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
