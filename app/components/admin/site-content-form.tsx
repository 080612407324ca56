import { ArrowDown, ArrowUp, Loader2, Plus, Trash2 } from "lucide-react";
import { createContext, use, type ComponentProps, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { Form, isRouteErrorResponse, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Field, FieldError, FieldHint } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { SITE_CONTENT_PATH, SITE_CONTENT_TEXTS as TEXTS } from "~/content/site-content-admin";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/domain/locale";
import type { Problem } from "~/content/problem";
import { AdminPageHeader } from "./admin-page-header";
import { useOutcomeOrKept } from "./kept-form";
import { SaveProblemAlert } from "./problem-alert";

/**
 * The frame of the site content screens and their controls. Every control is named by its full
 * path (decision 0011) and starts from the values the action sent back, so a refused save or a
 * press of Add, Move or Remove shows exactly what was typed. Works without JavaScript.
 */

type FormState = { errors: FieldErrors; values: FormValues };
const FormStateContext = createContext<FormState>({ errors: {}, values: {} });

export type SiteContentOutcome = { problem?: Problem; conflict?: boolean; fieldErrors?: FieldErrors; values?: FormValues; round?: number };

export function SiteContentFormPage({
  title,
  subtitle,
  schema,
  values: storedValues,
  version,
  outcome,
  children,
}: {
  title: string;
  subtitle: string;
  /** The section's schema, for instant messages in the browser; the action checks again. */
  schema: z.ZodType;
  values: FormValues;
  version: number;
  outcome?: SiteContentOutcome;
  children: ReactNode;
}) {
  // Values kept when the session ended come back as a refused save's would (decision 0041).
  const {
    problem,
    conflict,
    fieldErrors: serverErrors,
    values = storedValues,
    round = 0,
  } = useOutcomeOrKept(outcome, (kept) => "version" in kept) ?? {};
  const { errors, formProps } = useFormValidation(schema, serverErrors);
  // Only Save is checked before posting: Add, Move and Remove must work on a half-filled form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!submitter || (submitter as HTMLButtonElement).value === "save") formProps.onSubmit(event);
  };
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader back={{ to: SITE_CONTENT_PATH, label: TEXTS.backToContent }} title={title} subtitle={subtitle} />
      <SaveProblemAlert problem={problem} conflict={conflict} reloadLabel={TEXTS.reloadLink} />
      <Card>
        {/* A new key after each round trip: the controls start again from the values sent back. */}
        <Form method="post" key={round} {...formProps} onSubmit={onSubmit}>
          {/* Enter in a text field presses the form's first button: this one, not a row's Move up. */}
          <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden className="sr-only">
            {TEXTS.save}
          </button>
          <input type="hidden" name="version" value={textAt(values, "version") ?? String(version)} />
          <CardContent className="grid gap-5 pt-5">
            <p className="text-sm text-muted">{TEXTS.languagesHint}</p>
            <FormStateContext value={{ errors, values }}>{children}</FormStateContext>
          </CardContent>
          <CardFooter className="flex-wrap justify-end">
            <Button type="submit" name="intent" value="save" disabled={saving}>
              {saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {TEXTS.save}
            </Button>
          </CardFooter>
        </Form>
      </Card>
    </div>
  );
}

function useFormState() {
  return use(FormStateContext);
}

type TextProps = { name: string; label: string; hint?: string; multiline?: boolean; className?: string } & Omit<
  ComponentProps<typeof Input>,
  "name"
>;

/** One labelled text control. */
export function ContentInput({ name, label, hint, multiline, className, ...input }: TextProps) {
  const { errors, values } = useFormState();
  return (
    <Field name={name} label={label} hint={hint} error={errors[name]} className={className}>
      {(control) =>
        multiline ? (
          <Textarea {...control} rows={3} defaultValue={textAt(values, name)} dir={input.dir} lang={input.lang} />
        ) : (
          <Input {...control} defaultValue={textAt(values, name)} autoComplete="off" {...input} />
        )
      }
    </Field>
  );
}

const LANGUAGE_PROPS: Record<Locale, { dir?: "rtl"; lang: string }> = {
  en: { lang: "en" },
  fr: { lang: "fr" },
  ar: { dir: "rtl", lang: "ar" },
};

/** A text in each language, side by side under one legend: English required, French and Arabic optional. */
export function LocalizedInput({
  name,
  label,
  hint,
  multiline,
  optional = false,
}: {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  /** Every language may be left blank (the English one is required otherwise). */
  optional?: boolean;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      <div className={cn("grid gap-3", !multiline && "sm:grid-cols-3")}>
        {LOCALES.map((locale) => (
          <ContentInput
            key={locale}
            name={`${name}.${locale}`}
            label={`${label} (${LOCALE_NAMES[locale]})`}
            multiline={multiline}
            required={locale === "en" && !optional}
            {...LANGUAGE_PROPS[locale]}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A choice from a short fixed list. */
export function ContentSelect({ name, label, options }: { name: string; label: string; options: Record<string, string> }) {
  const { errors, values } = useFormState();
  return (
    <Field name={name} label={label} error={errors[name]}>
      {(control) => (
        <Select {...control} defaultValue={textAt(values, name)}>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * A list the admin grows, reorders and shrinks: each row in its own group with Move up, Move
 * down and Remove, and Add at the end. Each button posts the whole form (intent `up:list:2`…),
 * and the page comes back with every typed value in its new place; only Save stores.
 */
export function ContentList({
  name,
  noun,
  max,
  children,
}: {
  name: string;
  /** What one row is, as its heading says: "Team member". */
  noun: string;
  max: number;
  children: (path: string, position: number) => ReactNode;
}) {
  const { errors, values } = useFormState();
  const rows = values[name];
  const count = Array.isArray(rows) ? rows.length : 0;
  return (
    <section aria-label={noun} className="grid gap-4">
      <FieldError>{errors[name]}</FieldError>
      {count === 0 ? <p className="text-sm text-muted">{TEXTS.empty}</p> : null}
      <ol className="grid gap-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <fieldset className="grid min-w-0 gap-4 rounded-lg border border-gray-300 bg-gray-50/60 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{TEXTS.rowLabel(noun, index + 1)}</legend>
              {children(`${name}[${index}]`, index)}
              <div className="flex flex-wrap gap-2">
                <RowButton intent={`up:${name}:${index}`} disabled={index === 0} label={TEXTS.buttonLabel(TEXTS.moveUp, noun, index + 1)}>
                  <ArrowUp aria-hidden />
                  {TEXTS.moveUp}
                </RowButton>
                <RowButton
                  intent={`down:${name}:${index}`}
                  disabled={index === count - 1}
                  label={TEXTS.buttonLabel(TEXTS.moveDown, noun, index + 1)}
                >
                  <ArrowDown aria-hidden />
                  {TEXTS.moveDown}
                </RowButton>
                <RowButton intent={`remove:${name}:${index}`} label={TEXTS.buttonLabel(TEXTS.remove, noun, index + 1)}>
                  <Trash2 aria-hidden />
                  {TEXTS.remove}
                </RowButton>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" name="intent" value={`add:${name}`} disabled={count >= max}>
          <Plus aria-hidden />
          {`${TEXTS.add} ${noun.toLowerCase()}`}
        </Button>
        <p className="text-xs text-muted">{TEXTS.notSavedYet}</p>
      </div>
    </section>
  );
}

function RowButton({ intent, label, disabled, children }: { intent: string; label: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="outline" size="sm" name="intent" value={intent} disabled={disabled} aria-label={label}>
      {children}
    </Button>
  );
}

/** What the site content screens show instead: 403 for editors (admins only), 404 for an unknown section. */
export function SiteContentError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, subtitle] =
    status === 403
      ? [TEXTS.forbiddenTitle, TEXTS.forbidden]
      : status === 404
        ? [TEXTS.title, TEXTS.notFound]
        : [TEXTS.errorTitle, TEXTS.errorHint];
  const back = status === 403 ? { to: "/admin", label: TEXTS.dashboardLink } : { to: SITE_CONTENT_PATH, label: TEXTS.backToContent };
  return <AdminPageHeader back={back} title={title} subtitle={subtitle} />;
}
