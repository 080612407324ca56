import { useEffect, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import {
  CONTACT_BANNER_MS,
  CONTACT_SUBJECT_KEYS,
  CONTACT_SUBJECTS,
  CONTACT_TOUR_FIELD,
  contactSchema,
  type ContactPrefill,
} from "~/domain/contact";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { useFormValidation } from "~/components/ui/use-form-validation";
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

type ContactFormProps = {
  /** What the fields start with: what was typed before a refused submission, or the prefill. */
  values: FormValues;
  prefill: ContactPrefill;
  serverErrors?: FieldErrors;
  /** Why the last submission was refused (rate limit, save failure). */
  problem?: string;
  /** A new value each time a message went through: shows the banner and starts an empty form. */
  sentKey: string | null;
};

/** The contact form with its success banner (docs/product-spec.md §4: 5 seconds, then the form is empty). */
export function ContactForm({ values, prefill, serverErrors, problem, sentKey }: ContactFormProps) {
  const t = useTranslations("contact");
  const heading = useRef<HTMLHeadingElement>(null);
  // The banner shows for the latest message sent until its time is up.
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  const bannerKey = sentKey !== expiredKey ? sentKey : null;

  useEffect(() => {
    if (!sentKey) return;
    // The form was replaced by an empty one: bring its heading and the banner into view, and
    // keep the keyboard there rather than lost at the top of the page.
    if (document.activeElement === document.body || !document.activeElement) heading.current?.focus();
    const timer = window.setTimeout(() => setExpiredKey(sentKey), CONTACT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [sentKey]);

  return (
    <section aria-labelledby="contact-form-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="contact-form-title" ref={heading} tabIndex={-1} className={`${BELOW_HEADER} text-2xl font-bold tracking-tight text-ink`}>
        {t("formTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("intro")}</p>

      <div role="status" className="not-empty:mt-5">
        {bannerKey ? <SentNotice>{t("sent")}</SentNotice> : null}
      </div>
      <ProblemNotice problem={problem} />

      {/* Keyed by the last success, so a sent message leaves a fresh, empty form behind. */}
      <ContactFields key={sentKey ?? "form"} values={values} prefill={prefill} serverErrors={serverErrors} />
    </section>
  );
}

function ContactFields({ values, prefill, serverErrors }: Pick<ContactFormProps, "values" | "prefill" | "serverErrors">) {
  const t = useTranslations("contact");
  const errorTexts = useTranslations("contactErrors");
  // The browser's messages in the page's language, as the action's (routes/public/contact.server.ts).
  const schema = useMemo(() => contactSchema((key, values) => errorTexts(key, values)), [errorTexts]);
  const { errors, formProps } = useFormValidation(schema, serverErrors);
  const tourId = textAt(values, CONTACT_TOUR_FIELD) ?? prefill.tourId ?? "";
  return (
    <Form method="post" preventScrollReset className="mt-6 grid gap-5 sm:grid-cols-2" {...formProps}>
      {tourId ? <input type="hidden" name={CONTACT_TOUR_FIELD} value={tourId} /> : null}
      <PersonFields values={values} errors={errors} phoneHint={t("phoneHint")} />
      <Field name="subject" label={<Required>{t("subject")}</Required>} error={errors.subject}>
        {(control) => (
          <select {...control} className={FORM_CONTROL.select} defaultValue={textAt(values, "subject") ?? prefill.subject} required>
            <option value="">{t("subjectPlaceholder")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(CONTACT_SUBJECT_KEYS[subject])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <OfficeChoice values={values} errors={errors} />
      <Field name="message" label={<Required>{t("message")}</Required>} error={errors.message} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={FORM_CONTROL.textarea}
            rows={5}
            defaultValue={textAt(values, "message") ?? prefill.message}
            required
            placeholder={t("messagePlaceholder")}
          />
        )}
      </Field>
      <Honeypot id="contact-website" />
      <div className="sm:col-span-2">
        <SubmitButton label={t("submit")} sendingLabel={t("sending")} />
      </div>
    </Form>
  );
}
