import { Form, data } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useKeptValues } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { CURRENCIES_ADMIN_TEXTS as TEXTS, CURRENCIES_PATH, CURRENCY_NAMES } from "~/content/currencies-admin";
import { OTHER_CURRENCIES, rateText, ratesOn, today } from "~/domain/currencies";
import { RATE_MESSAGES, RateFormSchema } from "~/domain/exchange-rate-form";
import { fieldErrors, textAt, type FieldErrors } from "~/domain/form-fields";
import { problem, type Problem } from "~/content/problem";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { addRate, latestRateId, listRates } from "~/server/platform/currencies.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { Route } from "./+types/settings-currencies";

type Values = { currency: string; rate: string; appliesFrom: string };
type Refusal = { problem?: Problem; errors?: FieldErrors; values?: Values };

/** Exchange rates, admins only (issue #11; decision 0025): today's, a form to add one, and the history. */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const [rates, latestId] = await Promise.all([listRates(), latestRateId()]);
  const day = today();
  const inForce = ratesOn(rates, day);
  return {
    day,
    latestId,
    inForce: OTHER_CURRENCIES.map((currency) => {
      const rate = inForce.get(currency);
      return { currency, rate: rate ? rateText(rate.perUsdMicros) : null, appliesFrom: rate?.appliesFrom ?? null };
    }),
    history: rates.map((rate) => ({ ...rate, rate: rateText(rate.perUsdMicros) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const form = await readForm(request);
  if (form.get("intent") !== "add-rate") return data<Refusal>({ problem: problem(TEXTS.unknownAction) }, { status: 400 });
  const posted = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = { currency: posted("currency"), rate: posted("rate"), appliesFrom: posted("appliesFrom") };
  const parsed = RateFormSchema.safeParse({ ...values, latestId: posted("latestId") });
  if (!parsed.success) return data<Refusal>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const result = await addRate(parsed.data, auditOrigin(context));
  if (result.status === "stale") return data<Refusal>({ problem: problem(RATE_MESSAGES.stale), values }, { status: 409 });
  return redirectWithToast(CURRENCIES_PATH, { type: "success", ...TEXTS.saved });
}

export default function CurrenciesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { day, latestId, inForce, history } = loaderData;
  const refusal = actionData as Refusal | undefined;
  const errors = refusal?.errors ?? {};
  // A rate added after the session ended comes back after signing in (decision 0041), with the
  // latest rate it was typed against: one added meanwhile still answers with the stale message.
  const kept = useKeptValues((values) => values.intent === "add-rate");
  const values: Partial<Values> | undefined =
    refusal?.values ??
    (kept ? { currency: textAt(kept, "currency"), rate: textAt(kept, "rate"), appliesFrom: textAt(kept, "appliesFrom") } : undefined);
  const basedOn = refusal ? latestId : (textAt(kept, "latestId") ?? latestId);
  return (
    <div className="max-w-3xl space-y-6">
      <AdminPageHeader back={{ to: "/admin/settings", label: TEXTS.settingsLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <ProblemAlert problem={refusal?.problem} />
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.inForceTitle}</h2>
        <ul className="mt-3 space-y-2">
          {inForce.map(({ currency, rate, appliesFrom }) => (
            <li key={currency} className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{CURRENCY_NAMES[currency]}</span>
              <span className="tabular-nums">
                {rate && appliesFrom ? `${TEXTS.perDollar(rate, currency)}, ${TEXTS.since(appliesFrom)}` : TEXTS.noRate}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.addTitle}</h2>
        <p className="mt-1 text-sm text-muted">{TEXTS.addHint}</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="add-rate" />
          <input type="hidden" name="latestId" value={basedOn} />
          <Field name="currency" label={TEXTS.currency} error={errors.currency}>
            {(control) => (
              <Select {...control} defaultValue={values?.currency ?? "XOF"}>
                {OTHER_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {CURRENCY_NAMES[currency]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field name="rate" label={TEXTS.rate} hint={TEXTS.rateHint} error={errors.rate}>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" defaultValue={values?.rate ?? ""} />}
          </Field>
          <Field name="appliesFrom" label={TEXTS.appliesFrom} error={errors.appliesFrom}>
            {(control) => <Input {...control} type="date" defaultValue={values?.appliesFrom ?? day} />}
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit">{TEXTS.save}</Button>
          </div>
        </Form>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.historyTitle}</h2>
        {history.length === 0 ? (
          <p className="mt-3 text-muted">{TEXTS.historyEmpty}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200">
                  {Object.values(TEXTS.historyColumns).map((column) => (
                    <th key={column} scope="col" className="py-2 pe-4 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.map((rate) => (
                  <tr key={rate.id} className="border-b border-gray-100">
                    <td className="py-2 pe-4">{rate.currency}</td>
                    <td className="py-2 pe-4 tabular-nums">{rate.rate}</td>
                    <td className="py-2 pe-4 tabular-nums">{rate.appliesFrom}</td>
                    <td className="py-2 pe-4 tabular-nums">{rate.createdAt.slice(0, 16).replace("T", " ")}</td>
                    <td className="py-2 pe-4">{rate.createdBy ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminOnlyErrorHeader error={error} back={{ to: "/admin/settings", label: TEXTS.settingsLink }} texts={TEXTS} />;
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
