import { Form } from "react-router";
import { AdminSection } from "~/components/admin/catalogue-detail";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CALENDAR_TEXTS } from "~/content/calendar";
import { problem } from "~/content/problem";
import { KEY_DATES_INTENT, type KeyDateField, type KeyDates } from "~/domain/enquiry-key-dates";

const WORDS = CALENDAR_TEXTS.keyDates;

export type KeyDatesRefusal = { errors?: Record<string, string>; problem?: string; conflict?: boolean; values: Record<string, string> };

/**
 * An enquiry's key dates (issue #28): the fields its kind shows, a plain POST with the version
 * the screen showed (works without JavaScript); a refusal keeps what was typed by its field.
 */
export function EnquiryKeyDates({
  fields,
  dates,
  version,
  refused,
}: {
  fields: readonly KeyDateField[];
  dates: KeyDates;
  version: number;
  refused?: KeyDatesRefusal;
}) {
  if (fields.length === 0) return null;
  const stored: Record<string, string> = {
    visaDay: dates.visa?.slice(0, 10) ?? "",
    visaTime: dates.visa?.slice(11, 16) ?? "",
    ticketing: dates.ticketing ?? "",
    passport: dates.passport ?? "",
  };
  const shown = (name: string) => refused?.values[name] ?? stored[name] ?? "";
  const error = (name: string) => refused?.errors?.[name];
  const day = (name: string, label: string) => (
    <Field name={name} label={label} error={error(name)}>
      {(control) => <Input {...control} type="date" defaultValue={shown(name)} />}
    </Field>
  );
  return (
    <section id="key-dates">
      <AdminSection title={WORDS.title}>
        <Form method="post" className="space-y-3" key={refused ? "refused" : `v${version}`}>
          <input type="hidden" name="intent" value={KEY_DATES_INTENT} />
          <input type="hidden" name="version" value={version} />
          <p className="text-sm text-muted">{WORDS.intro}</p>
          <ProblemAlert problem={refused?.problem ? problem(refused.problem) : undefined} />
          {fields.includes("visa") ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {day("visaDay", WORDS.visaDay)}
              <Field name="visaTime" label={WORDS.visaTime} error={error("visaTime")}>
                {(control) => <Input {...control} type="time" defaultValue={shown("visaTime")} />}
              </Field>
            </div>
          ) : null}
          {fields.includes("ticketing") ? day("ticketing", WORDS.ticketing) : null}
          {fields.includes("passport") ? day("passport", WORDS.passport) : null}
          <Button type="submit" variant="outline">
            {WORDS.save}
          </Button>
        </Form>
      </AdminSection>
    </section>
  );
}
