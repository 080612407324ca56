import { Form } from "react-router";
import { AdminSection } from "~/components/admin/catalogue-detail";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { OFFICE_TEXTS } from "~/content/offices-admin";

/**
 * The office a staff member works from (issue #23): the admin screens show them times in its
 * zone. On the user screen (admins) and on the account screen (the user themself); one post
 * with `intent=office`.
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
  return (
    <AdminSection title={OFFICE_TEXTS.userOffice}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="office" />
        <Field name="office" label={OFFICE_TEXTS.userOffice} hint={OFFICE_TEXTS.userOfficeHint} error={error}>
          {(control) => (
            <Select {...control} defaultValue={office ?? ""}>
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
