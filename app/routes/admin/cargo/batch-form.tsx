import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useOutcomeOrKept } from "~/components/admin/kept-form";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { CARGO_MODE_WORDS } from "~/content/cargo-admin";
import { BATCH_FIELDS as FIELDS, BATCH_FORM_TEXTS as TEXTS, type BatchField } from "~/content/cargo-batches";
import { textAt } from "~/domain/form-fields";
import { BATCHES_PATH } from "~/domain/cargo/shipment-admin-paths";
import { handleBatchFormPost, loadBatchForm, type BatchFormOutcome } from "./batch-screens.server";
import type { Route } from "./+types/batch-form";

/** A new batch (/admin/batches/new) or a batch's edit (/admin/batches/:id/edit), saved at the version shown. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadBatchForm(params.id, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleBatchFormPost(request, params.id, context);
}

export default function BatchFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, offices, limits } = loaderData;
  // A refused save's answer, or the values kept when the session ended (decision 0041).
  const outcome = useOutcomeOrKept<Partial<BatchFormOutcome>>(actionData, (kept) => "vessel" in kept && "carrier" in kept);
  const values = outcome?.values ?? loaderData.values;
  const errors = outcome?.fieldErrors ?? {};
  const value = (name: BatchField) => textAt(values, name) ?? "";
  const back = batch ? { to: batch.href, label: TEXTS.backToBatch } : { to: BATCHES_PATH, label: TEXTS.backToList };
  const text = (name: "carrier" | "vessel" | "masterWaybill", required: boolean) => (
    <Field name={name} label={FIELDS[name].label} hint={FIELDS[name].hint} error={errors[name]}>
      {(control) => <Input {...control} required={required} maxLength={limits[name]} defaultValue={value(name)} />}
    </Field>
  );
  const office = (name: "fromOffice" | "toOffice") => (
    <Field name={name} label={FIELDS[name].label} error={errors[name]}>
      {(control) => (
        <Select {...control} defaultValue={value(name)}>
          {offices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const date = (name: "departureDate" | "arrivalDate") => (
    <Field name={name} label={FIELDS[name].label} error={errors[name]}>
      {(control) => <Input {...control} type="date" defaultValue={value(name)} />}
    </Field>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader back={back} title={batch ? TEXTS.editTitle(batch.vessel) : TEXTS.newTitle} />
      <SaveProblemAlert problem={outcome?.problem} conflict={outcome?.conflict} reloadLabel={TEXTS.reload} />
      <Card>
        <Form method="post" aria-label={batch ? TEXTS.editTitle(batch.vessel) : TEXTS.newTitle}>
          {batch ? <input type="hidden" name="version" value={textAt(values, "version") ?? ""} /> : null}
          <CardContent className="grid gap-5 pt-5 sm:grid-cols-2">
            <Field name="mode" label={FIELDS.mode.label} error={errors.mode}>
              {(control) => (
                <Select {...control} defaultValue={value("mode")}>
                  {(["air", "sea"] as const).map((mode) => (
                    <option key={mode} value={mode}>
                      {CARGO_MODE_WORDS[mode]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="hidden sm:block" />
            {office("fromOffice")}
            {office("toOffice")}
            {text("carrier", true)}
            {text("vessel", true)}
            <div className="sm:col-span-2">{text("masterWaybill", false)}</div>
            {date("departureDate")}
            {date("arrivalDate")}
          </CardContent>
          <CardFooter className="flex-wrap justify-end">
            <Button asChild variant="outline">
              <Link to={back.to}>{TEXTS.cancel}</Link>
            </Button>
            <Button type="submit">{batch ? TEXTS.save : TEXTS.create}</Button>
          </CardFooter>
        </Form>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.batch ? TEXTS.editTitle(loaderData.batch.vessel) : TEXTS.newTitle);
