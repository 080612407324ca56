import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

/** The words of an event's fields, from the screen's content module. */
export type EventFieldTexts = {
  status: string;
  place: string;
  publicNote: string;
  publicNoteHint: string;
  internalNote: string;
  internalNoteHint: string;
};

type EventFieldName = "status" | "place" | "publicNote" | "internalNote";

/**
 * The fields of "Record a status" (a shipment's screen, and a batch's for every shipment): the
 * status, the place, and the public and internal notes, filled with what was typed when a post
 * was refused.
 */
export function EventFields({
  texts,
  statuses,
  defaultStatus,
  values,
  errors = {},
}: {
  texts: EventFieldTexts;
  statuses: { status: string; label: string }[];
  defaultStatus: string;
  values?: Partial<Record<EventFieldName, string>>;
  errors?: Partial<Record<EventFieldName, string>>;
}) {
  return (
    <>
      <Field name="status" label={texts.status} error={errors.status}>
        {(control) => (
          <Select {...control} defaultValue={values?.status ?? defaultStatus}>
            {statuses.map((next) => (
              <option key={next.status} value={next.status}>
                {next.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field name="place" label={texts.place} error={errors.place}>
        {(control) => <Input {...control} maxLength={200} defaultValue={values?.place ?? ""} />}
      </Field>
      <Field name="publicNote" label={texts.publicNote} hint={texts.publicNoteHint} error={errors.publicNote}>
        {(control) => <Textarea {...control} rows={2} defaultValue={values?.publicNote ?? ""} />}
      </Field>
      <Field name="internalNote" label={texts.internalNote} hint={texts.internalNoteHint} error={errors.internalNote}>
        {(control) => <Textarea {...control} rows={2} defaultValue={values?.internalNote ?? ""} />}
      </Field>
    </>
  );
}
