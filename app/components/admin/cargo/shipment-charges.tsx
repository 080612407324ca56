import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useAnswerKey } from "~/components/ui/use-answer-key";
import { SHIPMENT_CHARGE_TEXTS as TEXTS, STAFF_CHARGE_WORDS } from "~/content/cargo-register";
import { shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { CHARGE_LABEL_MAX, STAFF_CHARGE_KINDS } from "~/domain/cargo/shipment-charges";

/** A refused charge post as the screen gets it back (see shipment-charges.server.ts). */
export type ChargeOutcomeData = {
  form: "charge";
  problem: { title: string; description: string };
  conflict?: boolean;
  fieldErrors?: Partial<Record<"kind" | "label" | "amount", string>>;
  values?: { kind: string; label: string; amount: string };
};

/** The shipment screen's "Add a charge" (issue #26): a staff line in the shipment's charge currency, at the version shown. */
export function AddCharge({ version, currency, outcome }: { version: number; currency: string; outcome: ChargeOutcomeData | undefined }) {
  const formKey = useAnswerKey();
  const values = outcome?.values;
  const errors = outcome?.fieldErrors ?? {};
  return (
    <Form key={formKey} method="post" className="mt-4 grid gap-3 border-t border-gray-100 pt-4 sm:grid-cols-12" aria-label={TEXTS.addTitle}>
      <h3 className="font-semibold text-ink sm:col-span-12">{TEXTS.addTitle}</h3>
      <input type="hidden" name="intent" value="add-charge" />
      <input type="hidden" name="version" value={version} />
      <Field name="kind" label={TEXTS.kind} error={errors.kind} className="sm:col-span-3">
        {(control) => (
          <Select {...control} defaultValue={values?.kind ?? "handling"}>
            {STAFF_CHARGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {STAFF_CHARGE_WORDS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field name="label" label={TEXTS.label} hint={TEXTS.labelHint} error={errors.label} className="sm:col-span-5">
        {(control) => <Input {...control} maxLength={CHARGE_LABEL_MAX} defaultValue={values?.label ?? ""} required />}
      </Field>
      <Field name="amount" label={TEXTS.amount(currency)} hint={TEXTS.amountHint} error={errors.amount} className="sm:col-span-4">
        {(control) => <Input {...control} inputMode="decimal" defaultValue={values?.amount ?? ""} required />}
      </Field>
      <div className="sm:col-span-12">
        <Button type="submit" variant="secondary">
          {TEXTS.add}
        </Button>
      </div>
    </Form>
  );
}

/** Remove on a staff line: a link to the same screen asking first, so it asks without JavaScript too. */
export function RemoveChargeButton({ index, label }: { index: number; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`?removeCharge=${index}`} preventScrollReset>
        <Trash2 aria-hidden />
        <span aria-hidden>{TEXTS.remove}</span>
        <span className="sr-only">{TEXTS.removeLine(label)}</span>
      </Link>
    </Button>
  );
}

/** The question before a charge is removed: remove it (a post at the version shown), or keep it. */
export function RemoveChargeConfirm({
  shipmentId,
  version,
  charge,
}: {
  shipmentId: string;
  version: number;
  charge: { index: number; label: string; amount: string };
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="remove-charge-title"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <h2 id="remove-charge-title" className="font-semibold">
        {TEXTS.confirmTitle}
      </h2>
      <p className="mt-1 text-sm">{TEXTS.confirmText(charge.label, charge.amount)}</p>
      <Form method="post" action={shipmentHref(shipmentId)} className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="remove-charge" />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="index" value={charge.index} />
        <Button type="submit" variant="destructive">
          {TEXTS.confirm}
        </Button>
        <Button asChild variant="outline">
          <Link to={shipmentHref(shipmentId)}>{TEXTS.cancel}</Link>
        </Button>
      </Form>
    </section>
  );
}
