import { Form } from "react-router";
import { AdminSection } from "~/components/admin/catalogue-detail";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { textAt } from "~/domain/form-fields";
import { useKeptValues } from "./kept-form";

/**
 * The office a staff member works from (issue #23): the admin screens show them times in its
 * zone. On the user screen (admins) and on the account screen (the user themself); one post
 * with `intent=office`. An office chosen when the session had ended is shown again after
 * signing in (decision 0041).
 */
export function UserOfficeForm({
  office,
  offices,
  error,
}: {
  office: string | null;
  offices: { id: string; name: string; timeZone: string }[];
  error?: string;
}) {
  const kept = textAt(
    useKeptValues((values) => values.intent === "office"),
    "office",
  );
  // A refused post (`error`) already shows what it posted.
  const shown = error === undefined && kept !== undefined ? kept : office;
  return (
    <AdminSection title={OFFICE_TEXTS.userOffice}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="office" />
        <Field name="office" label={OFFICE_TEXTS.userOffice} hint={OFFICE_TEXTS.userOfficeHint} error={error}>
          {(control) => (
            <Select {...control} defaultValue={shown ?? ""}>
              <option value="">{OFFICE_TEXTS.noOffice}</option>
              {offices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name} ({choice.timeZone})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="outline" size="sm">
          {OFFICE_TEXTS.saveOffice}
        </Button>
      </Form>
    </AdminSection>
  );
}
