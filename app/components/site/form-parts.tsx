import { CircleAlert, CircleCheck, Loader2, Send } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation, useRouteLoaderData } from "react-router";
import { useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { CONTACT_HONEYPOT_FIELD } from "~/domain/contact";
import { OFFICE_CHOICE_FIELD, OFFICE_IDS } from "~/domain/offices";
import type { SiteContent } from "~/domain/site-content";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { SITE_CONTROL } from "./control-styles";
import { LINK_BUTTON } from "./link-styles";

/*
 * The pieces every public form a visitor sends to the agency shares: the contact form and the
 * enquiry forms (issue #13).
 */

/** Room for the sticky site header when a field or the heading is scrolled into view by focus. */
export const BELOW_HEADER = "scroll-mt-24";
export const FORM_CONTROL = {
  input: `${SITE_CONTROL.input} ${BELOW_HEADER}`,
  select: `${SITE_CONTROL.select} ${BELOW_HEADER}`,
  textarea: `${SITE_CONTROL.textarea} ${BELOW_HEADER}`,
} as const;

/** The label of a required field, with a visible star that screen readers hear as "required". */
export function Required({ children }: { children: ReactNode }) {
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

/** Invisible to people (and to screen readers and the keyboard); only bots fill it in (decision 0006). */
export function Honeypot({ id }: { id: string }) {
  const t = useTranslations("contact");
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t("honeypot")}</label>
      <input id={id} type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Full name, e-mail and phone, as every form asks them. */
export function PersonFields({ values, errors, phoneHint }: { values: FormValues; errors: FieldErrors; phoneHint: string }) {
  const t = useTranslations("contact");
  return (
    <>
      <Field name="name" label={<Required>{t("name")}</Required>} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={FORM_CONTROL.input}
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
            className={FORM_CONTROL.input}
            type="email"
            defaultValue={textAt(values, "email")}
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t("emailPlaceholder")}
          />
        )}
      </Field>
      <Field name="phone" label={t("phone")} hint={phoneHint} error={errors.phone}>
        {(control) => (
          <input
            {...control}
            className={FORM_CONTROL.input}
            type="tel"
            defaultValue={textAt(values, "phone")}
            autoComplete="tel"
            inputMode="tel"
          />
        )}
      </Field>
    </>
  );
}

/**
 * "Nearest office" (issue #23): optional, the offices by their names (the public layout's site
 * content), or no preference, which leaves the enquiry to staff to route. The action checks it.
 */
export function OfficeChoice({ values, errors, className }: { values: FormValues; errors: FieldErrors; className?: string }) {
  const t = useTranslations("contact");
  const offices = (useRouteLoaderData("routes/public/layout") as { offices?: SiteContent["offices"] } | undefined)?.offices;
  if (!offices) return null;
  return (
    <Field name={OFFICE_CHOICE_FIELD} label={t("office")} hint={t("officeHint")} error={errors[OFFICE_CHOICE_FIELD]} className={className}>
      {(control) => (
        <select {...control} className={FORM_CONTROL.select} defaultValue={textAt(values, OFFICE_CHOICE_FIELD) ?? ""}>
          <option value="">{t("officeNone")}</option>
          {OFFICE_IDS.map((id) => (
            <option key={id} value={id}>
              {offices[id].name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The send button, which says it is sending while the post is under way. */
export function SubmitButton({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <button type="submit" disabled={sending} className={`${LINK_BUTTON.primary} w-full disabled:opacity-70 sm:w-auto`}>
      {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden className="rtl:-scale-x-100" />}
      {sending ? sendingLabel : label}
    </button>
  );
}

/** A form's confirmation, inside the status region that announces it. */
export function SentNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900">
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
      {children}
    </p>
  );
}

/** Why the last submission was refused (rate limit, save failure), announced at once. */
export function ProblemNotice({ problem }: { problem?: string }) {
  if (!problem) return null;
  return (
    <p role="alert" className="mt-5 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      {problem}
    </p>
  );
}
