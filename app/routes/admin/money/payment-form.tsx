import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminFacts } from "~/components/admin/catalogue-detail";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { PAYMENT_METHOD_WORDS, PAYMENT_TEXTS as TEXTS } from "~/content/payments-admin";
import { REASON_MAX, REFERENCE_MAX } from "~/domain/ledger";
import { textAt } from "~/domain/form-fields";
import { handlePaymentFormPost, loadPaymentForm, type PaymentField, type PaymentFormOutcome } from "./payment-screens.server";
import type { Route } from "./+types/payment-form";

/**
 * Record a payment (/admin/payments/new?account=booking:ID, editors and admins) or a refund
 * (/admin/payments/refund?account=…, admins): the account's balance above the form.
 */
const modeOf = (request: Request) => (new URL(request.url).pathname.replace(/\/$/, "").endsWith("/refund") ? "refund" : "payment");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentForm(request, modeOf(request), context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePaymentFormPost(request, modeOf(request), context);
}

export default function PaymentFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { account, mode, currencies, methods, offices } = loaderData;
  const outcome = useOutcomeOrKept<Partial<PaymentFormOutcome>>(actionData, (kept) => "amount" in kept && "method" in kept);
  const values = outcome?.values ?? loaderData.values;
  const errors = outcome?.fieldErrors ?? {};
  const value = (name: PaymentField) => textAt(values, name) ?? "";
  const title = mode === "refund" ? TEXTS.refundTitle(account.reference) : TEXTS.recordTitle(account.reference);
  const choose = (name: "currency" | "method" | "office", choices: { value: string; label: string }[]) => (
    <Field name={name} label={TEXTS.fields[name].label} error={errors[name]}>
      {(control) => (
        <Select {...control} defaultValue={value(name)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader back={{ to: account.href, label: account.reference }} title={title} />
      <Card>
        <CardContent className="pt-5">
          <AdminFacts
            facts={[
              [TEXTS.owed, account.owed],
              [TEXTS.paid, account.paid],
              [TEXTS.due, account.due],
            ]}
          />
        </CardContent>
      </Card>
      <SaveProblemAlert problem={outcome?.problem} reloadLabel={TEXTS.cancel} />
      <Card>
        <Form method="post" aria-label={title}>
          <CardContent className="grid gap-5 pt-5 sm:grid-cols-2">
            <Field name="amount" label={TEXTS.fields.amount.label} hint={TEXTS.fields.amount.hint} error={errors.amount}>
              {(control) => <Input {...control} required inputMode="decimal" dir="ltr" maxLength={40} defaultValue={value("amount")} />}
            </Field>
            {choose(
              "currency",
              currencies.map((code) => ({ value: code, label: code })),
            )}
            {choose(
              "method",
              methods.map((method) => ({ value: method, label: PAYMENT_METHOD_WORDS[method] })),
            )}
            <Field name="reference" label={TEXTS.fields.reference.label} hint={TEXTS.fields.reference.hint} error={errors.reference}>
              {(control) => <Input {...control} dir="ltr" maxLength={REFERENCE_MAX} defaultValue={value("reference")} />}
            </Field>
            {choose(
              "office",
              offices.map((office) => ({ value: office.id, label: office.name })),
            )}
            {mode === "refund" ? (
              <div className="sm:col-span-2">
                <Field name="reason" label={TEXTS.fields.reason.label} hint={TEXTS.fields.reason.hint} error={errors.reason}>
                  {(control) => <Textarea {...control} required maxLength={REASON_MAX} rows={3} defaultValue={value("reason")} />}
                </Field>
              </div>
            ) : null}
          </CardContent>
          <CardFooter className="flex-wrap justify-end">
            <Button asChild variant="outline">
              <Link to={account.href}>{TEXTS.cancel}</Link>
            </Button>
            <Button type="submit">{mode === "refund" ? TEXTS.saveRefund : TEXTS.save}</Button>
          </CardFooter>
        </Form>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData ? (loaderData.mode === "refund" ? TEXTS.refundTitle : TEXTS.recordTitle)(loaderData.account.reference) : TEXTS.panelTitle,
  );
