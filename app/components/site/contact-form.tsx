import { CircleAlert, CircleCheck, Loader2, Send } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { SITE_CONTROL } from "./control-styles";
import { LINK_BUTTON } from "./link-styles";
import {
  CONTACT_BANNER_MS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_SUBJECT_KEYS,
  CONTACT_SUBJECTS,
  CONTACT_TOUR_FIELD,
  contactSchema,
  type ContactPrefill,
} from "~/domain/contact";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { useFormValidation } from "~/components/ui/use-form-validation";

/** Room for the sticky site header when a field or the heading is scrolled into view by focus. */
const BELOW_HEADER = "scroll-mt-24";
const INPUT = `${SITE_CONTROL.input} ${BELOW_HEADER}`;

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
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
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
        {bannerKey ? (
          <p className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
            {t("sent")}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-5 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
          {problem}
        </p>
      ) : null}

      {/* Keyed by the last success, so a sent message leaves a fresh, empty form behind. */}
      <ContactFields key={sentKey ?? "form"} values={values} prefill={prefill} serverErrors={serverErrors} sending={sending} />
    </section>
  );
}

function ContactFields({
  values,
  prefill,
  serverErrors,
  sending,
}: Pick<ContactFormProps, "values" | "prefill" | "serverErrors"> & { sending: boolean }) {
  const t = useTranslations("contact");
  const errorTexts = useTranslations("contactErrors");
  // The browser's messages in the page's language, as the action's (routes/public/contact.server.ts).
  const schema = useMemo(() => contactSchema((key, values) => errorTexts(key, values)), [errorTexts]);
  const { errors, formProps } = useFormValidation(schema, serverErrors);
  const tourId = textAt(values, CONTACT_TOUR_FIELD) ?? prefill.tourId ?? "";
  return (
    <Form method="post" preventScrollReset className="mt-6 grid gap-5 sm:grid-cols-2" {...formProps}>
      {tourId ? <input type="hidden" name={CONTACT_TOUR_FIELD} value={tourId} /> : null}
      <Field name="name" label={<Required>{t("name")}</Required>} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={INPUT}
            type="text"
            defaultValue={textAt(values, "name")}
            autoComplete="name"
            required
            placeholder={t("namePlaceholder")}
          />
        )}
      </Field>
      <Field name="email" label={<Required>{t("email")}</Required>} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className={INPUT}
            type="email"
            defaultValue={textAt(values, "email")}
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t("emailPlaceholder")}
          />
        )}
      </Field>
      <Field name="phone" label={t("phone")} hint={t("phoneHint")} error={errors.phone}>
        {(control) => (
          <input {...control} className={INPUT} type="tel" defaultValue={textAt(values, "phone")} autoComplete="tel" inputMode="tel" />
        )}
      </Field>
      <Field name="subject" label={<Required>{t("subject")}</Required>} error={errors.subject}>
        {(control) => (
          <select
            {...control}
            className={`${SITE_CONTROL.select} ${BELOW_HEADER}`}
            defaultValue={textAt(values, "subject") ?? prefill.subject}
            required
          >
            <option value="">{t("subjectPlaceholder")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(CONTACT_SUBJECT_KEYS[subject])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="message" label={<Required>{t("message")}</Required>} error={errors.message} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={`${SITE_CONTROL.textarea} ${BELOW_HEADER}`}
            rows={5}
            defaultValue={textAt(values, "message") ?? prefill.message}
            required
            placeholder={t("messagePlaceholder")}
          />
        )}
      </Field>
      <Honeypot />
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={`${LINK_BUTTON.primary} w-full disabled:opacity-70 sm:w-auto`}>
          {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden className="rtl:-scale-x-100" />}
          {sending ? t("sending") : t("submit")}
        </button>
      </div>
    </Form>
  );
}

/** The label of a required field, with a visible star that screen readers hear as "required". */
function Required({ children }: { children: ReactNode }) {
  const t = useTranslations("contact");
  return (
    <>
      {children}
      <span aria-hidden="true" className="ms-0.5 text-red-700">
        *
      </span>
      <span className="sr-only"> ({t("required")})</span>
    </>
  );
}

/** Invisible to people (and to screen readers and the keyboard); only bots fill it in. */
function Honeypot() {
  const t = useTranslations("contact");
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor="contact-website">{t("honeypot")}</label>
      <input id="contact-website" type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
