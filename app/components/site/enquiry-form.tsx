import { useEffect, useMemo, useRef, type ChangeEvent, type ComponentProps, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { Field } from "~/components/ui/field";
import { useFormValidation } from "~/components/ui/use-form-validation";
import type { EnquiryFormTexts } from "~/domain/enquiry-forms";
import type { EnquiryFormKind } from "~/domain/enquiry-kinds";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import {
  BELOW_HEADER,
  FORM_CONTROL,
  Honeypot,
  OfficeChoice,
  PersonFields,
  ProblemNotice,
  Required,
  SentNotice,
  SubmitButton,
} from "./form-parts";

/*
 * The tour, air ticket, cargo and visa forms (issue #13; decision 0033): one shell — heading,
 * confirmation, the kind's own fields, the person, a message, the honeypot — and small labelled
 * controls the kinds' fields are made of. Each works without JavaScript; with it, the same
 * schema as the action checks every field as the visitor goes.
 */

/** A form's schema in the page's language, for the browser (the action builds the same with the posted page's). */
function useEnquirySchema(build: EnquirySchemaBuilder, today: string): z.ZodType {
  const contact = useTranslations("contactErrors");
  const enquiry = useTranslations("enquireErrors");
  return useMemo(
    () => build({ contact: (key, values) => contact(key, values), enquiry: (key, values) => enquiry(key, values) }, today),
    [build, contact, enquiry, today],
  );
}

/** A kind's schema builder (tour-enquiry.ts, air-enquiry.ts…). */
export type EnquirySchemaBuilder = (texts: EnquiryFormTexts, today: string) => z.ZodType;

/** What an enquiry page's loader gives the form (routes/public/enquire.server.ts). */
export type EnquiryFormPage = { kind: EnquiryFormKind; today: string; lastDay: string; sent: boolean };

/** What a refused submission brings back: the messages, the reason, everything typed. */
export type EnquiryRefusal = { values: FormValues; fieldErrors?: FieldErrors; problem?: { description: string } } | undefined;

/** What a kind's own fields are given: the messages to show, what was typed, the days a date may take. */
export type KindFieldsProps = { errors: FieldErrors; values: FormValues; today: string; lastDay: string };

type EnquiryFormProps = {
  page: EnquiryFormPage;
  refusal: EnquiryRefusal;
  schema: EnquirySchemaBuilder;
  /** The kind's own fields (a component of their own, so their words are read inside the page's messages). */
  fields: (props: KindFieldsProps) => ReactNode;
};

export function EnquiryForm({ page, refusal, schema, fields }: EnquiryFormProps) {
  const { kind, sent } = page;
  const t = useTranslations("enquire");
  const contact = useTranslations("contact");
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    // The form was replaced by an empty one: keep the keyboard at its heading, by the confirmation.
    if (sent && (document.activeElement === document.body || !document.activeElement)) heading.current?.focus();
  }, [sent, location.key]);
  return (
    <section aria-labelledby="enquiry-form-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="enquiry-form-title" ref={heading} tabIndex={-1} className={`${BELOW_HEADER} text-2xl font-bold tracking-tight text-ink`}>
        {t(`${kind}.formTitle`)}
      </h2>
      <p className="mt-2 text-sm text-muted">{contact("intro")}</p>
      <div role="status" className="not-empty:mt-5">
        {sent ? <SentNotice>{t(`${kind}.sent`)}</SentNotice> : null}
      </div>
      <ProblemNotice problem={refusal?.problem?.description} />
      {/* Keyed by the page shown, so a sent enquiry leaves an empty form behind. */}
      <EnquiryFields key={sent ? location.key : "form"} {...{ page, refusal, schema, fields }} />
    </section>
  );
}

function EnquiryFields({ page, refusal, schema, fields }: EnquiryFormProps) {
  const t = useTranslations("enquire");
  const values = refusal?.values ?? {};
  const { errors, formProps } = useFormValidation(useEnquirySchema(schema, page.today), refusal?.fieldErrors);
  return (
    <Form method="post" preventScrollReset className="mt-6 grid gap-5 sm:grid-cols-2" {...formProps}>
      {fields({ errors, values, today: page.today, lastDay: page.lastDay })}
      <fieldset className="mt-2 grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-ink">{t("yourDetails")}</legend>
        <PersonFields values={values} errors={errors} phoneHint={t("phoneHint")} />
        <OfficeChoice values={values} errors={errors} />
      </fieldset>
      <Field name="message" label={t("message")} error={errors.message} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={FORM_CONTROL.textarea}
            rows={4}
            defaultValue={textAt(values, "message")}
            placeholder={t("messagePlaceholder")}
          />
        )}
      </Field>
      <Honeypot id={`${page.kind}-website`} />
      <div className="sm:col-span-2">
        <SubmitButton label={t("submit")} sendingLabel={t("sending")} />
      </div>
    </Form>
  );
}

/** What every labelled control of a kind's fields takes. */
export type ControlProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  errors: FieldErrors;
  values: FormValues;
  /** The value when nothing was typed yet. */
  initial?: string;
  className?: string;
};

function Labelled({
  name,
  label,
  required,
  hint,
  errors,
  className,
  children,
}: ControlProps & { children: Parameters<typeof Field>[0]["children"] }) {
  return (
    <Field name={name} label={required ? <Required>{label}</Required> : label} hint={hint} error={errors[name]} className={className}>
      {children}
    </Field>
  );
}

/** What a control's <input> takes beside its value: its type and the browser's hints and bounds. */
type InputAttributes = Pick<ComponentProps<"input">, "placeholder" | "autoComplete" | "maxLength" | "inputMode" | "disabled">;

function InputControl({
  type,
  min,
  max,
  step,
  ...props
}: ControlProps & InputAttributes & { type: "text" | "date" | "number"; min?: string | number; max?: string | number; step?: number }) {
  const { name, label, required, hint, errors, values, initial, className, ...input } = props;
  return (
    <Labelled {...{ name, label, required, hint, errors, values, className }}>
      {(control) => (
        <input
          {...control}
          className={FORM_CONTROL.input}
          type={type}
          defaultValue={textAt(values, name) ?? initial}
          required={required}
          min={min}
          max={max}
          step={step}
          autoComplete="off"
          {...input}
        />
      )}
    </Labelled>
  );
}

/** A one-line text. */
export function TextControl(props: ControlProps & InputAttributes) {
  return <InputControl {...props} type="text" />;
}

/** A day, from `min` (today) to `max`; `disabled` keeps it out of the post. */
export function DateControl(props: ControlProps & { min: string; max: string; disabled?: boolean }) {
  return <InputControl {...props} type="date" />;
}

/**
 * A whole number from `min` to `max` (travellers, passengers, applicants): a text control with
 * a digit keyboard, as a number control refuses the Arabic-Indic digits an Arabic keyboard
 * types; the form's schema reads them and checks the range.
 */
export function CountControl({ min: _min, max: _max, ...props }: ControlProps & { min: number; max: number }) {
  return <InputControl {...props} type="text" inputMode="numeric" maxLength={4} required />;
}

/** A choice among a few, with a placeholder when nothing is chosen yet. */
export function SelectControl(
  props: ControlProps & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  },
) {
  const { name, values, initial, required, options, placeholder, onChange } = props;
  return (
    <Labelled {...props}>
      {(control) => (
        <select
          {...control}
          className={FORM_CONTROL.select}
          defaultValue={textAt(values, name) ?? initial ?? ""}
          required={required}
          onChange={onChange}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
