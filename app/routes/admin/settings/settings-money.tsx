import { Form, data } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { MONEY_SETTINGS_PATH, MONEY_SETTINGS_TEXTS as TEXTS, moneySettingsMessageFor } from "~/content/money-settings";
import { problem, type Problem } from "~/content/problem";
import { fieldErrors, formValues, textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { moneySettingsSchema, percentFromBasisPoints } from "~/domain/money-settings";
import { OFFICE_IDS } from "~/domain/offices";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { getMoneySettings, saveMoneySettings } from "~/server/money/money-settings.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices } from "~/server/platform/offices.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { Route } from "./+types/settings-money";

const MoneySettingsSchema = moneySettingsSchema(moneySettingsMessageFor);

type Refusal = { problem?: Problem; fieldErrors?: FieldErrors; values?: FormValues };

/** Settings → Money, admins only (issue #27): the deposit, the balance's due day and each office's tax rate. */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const [settings, offices] = await Promise.all([getMoneySettings(), officeChoices()]);
  return {
    offices: offices.map(({ id, name }) => ({ id, name })),
    values: {
      depositPercent: String(settings.depositPercent),
      balanceDays: String(settings.balanceDays),
      taxRate: Object.fromEntries(OFFICE_IDS.map((office) => [office, percentFromBasisPoints(settings.taxRate[office])])),
    } satisfies FormValues,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const form = await readForm(request);
  if (form.get("intent") !== "save") return data<Refusal>({ problem: problem(TEXTS.unknownAction) }, { status: 400 });
  const posted = formValues(form);
  // Only this form's own fields go back to the page, as typed.
  const typed = (name: string) => textAt(posted, name) ?? "";
  const values: FormValues = {
    depositPercent: typed("depositPercent"),
    balanceDays: typed("balanceDays"),
    taxRate: Object.fromEntries(OFFICE_IDS.map((office) => [office, typed(`taxRate.${office}`)])),
  };
  const parsed = MoneySettingsSchema.safeParse(posted);
  if (!parsed.success) {
    return data<Refusal>({ problem: problem(TEXTS.refused), fieldErrors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const written = await saveMoneySettings(parsed.data, auditOrigin(context));
  return redirectWithToast(MONEY_SETTINGS_PATH, { type: "success", ...(written.length > 0 ? TEXTS.saved : TEXTS.unchanged) });
}

export default function MoneySettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { offices } = loaderData;
  // A save refused, or typed when the session ended (decision 0041), comes back as typed.
  const outcome = useOutcomeOrKept<Refusal>(actionData, (kept) => "depositPercent" in kept);
  const values = outcome?.values ?? loaderData.values;
  const { errors, formProps } = useFormValidation(MoneySettingsSchema, outcome?.fieldErrors);
  const value = (name: string) => textAt(values, name) ?? "";
  return (
    <div className="max-w-2xl space-y-6">
      <AdminPageHeader back={{ to: "/admin/settings", label: TEXTS.settingsLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <ProblemAlert problem={outcome?.problem} />
      <Form method="post" className="space-y-6" {...formProps}>
        <input type="hidden" name="intent" value="save" />
        <Card className="space-y-5 p-6">
          <h2 className="text-lg font-semibold text-ink">{TEXTS.bookingsTitle}</h2>
          <Field name="depositPercent" label={TEXTS.depositPercent} hint={TEXTS.depositPercentHint} error={errors.depositPercent}>
            {(control) => (
              <Input
                {...control}
                required
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                maxLength={6}
                className="max-w-32"
                defaultValue={value("depositPercent")}
              />
            )}
          </Field>
          <Field name="balanceDays" label={TEXTS.balanceDays} hint={TEXTS.balanceDaysHint} error={errors.balanceDays}>
            {(control) => (
              <Input
                {...control}
                required
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                maxLength={6}
                className="max-w-32"
                defaultValue={value("balanceDays")}
              />
            )}
          </Field>
        </Card>
        <Card className="space-y-5 p-6">
          <div>
            <h2 className="text-lg font-semibold text-ink">{TEXTS.taxTitle}</h2>
            <p className="mt-1 text-sm text-muted">{TEXTS.taxIntro}</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            {offices.map((office) => (
              <Field
                key={office.id}
                name={`taxRate.${office.id}`}
                label={TEXTS.taxRate(office.name)}
                hint={TEXTS.taxRateHint}
                error={errors[`taxRate.${office.id}`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    required
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    maxLength={10}
                    defaultValue={value(`taxRate.${office.id}`)}
                  />
                )}
              </Field>
            ))}
          </div>
        </Card>
        <Button type="submit">{TEXTS.save}</Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminOnlyErrorHeader error={error} back={{ to: "/admin/settings", label: TEXTS.settingsLink }} texts={TEXTS} />;
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
