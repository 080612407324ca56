import { Loader2 } from "lucide-react";
import { createContext, use, type ComponentProps, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { type ToastText } from "~/domain/catalogue-admin";
import { FORM_TEXTS, LIST_TEXTS, type CatalogueTexts } from "~/content/catalogue-admin";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { AdminPageHeader } from "./admin-page-header";
import { useOutcomeOrKept } from "./kept-form";
import { SaveProblemAlert } from "./problem-alert";
import { useFormValidation } from "~/components/ui/use-form-validation";

type FormState = { errors: FieldErrors; values: FormValues };
const FormStateContext = createContext<FormState>({ errors: {}, values: {} });

type FormPageProps = {
  texts: CatalogueTexts;
  mode: "create" | "edit";
  schema: z.ZodType;
  /** What the fields start with: the record being edited, or the defaults. */
  values: FormValues;
  /** The action's answer to a refused save: its message, field errors and what was typed. */
  outcome?: { problem?: ToastText; conflict?: boolean; fieldErrors?: FieldErrors; values?: FormValues };
  /** Beside the heading: the record's status, Publish or Unpublish, and Preview (issue #12). */
  headerActions?: ReactNode;
  children: ReactNode;
};

/** The frame of the destination, tour and service forms: heading, back button, messages and buttons. */
export function CatalogueFormPage({ texts, mode, schema, values: startingValues, outcome, headerActions, children }: FormPageProps) {
  // After a refused save the form shows what was typed, and keeps the version it was opened with
  // (edit forms post it from `values.version`).
  // Values kept when the session ended come back the same way (decision 0041); every catalogue form has a title.
  const {
    problem,
    conflict,
    fieldErrors: serverErrors,
    values = startingValues,
  } = useOutcomeOrKept(outcome, (kept) => "title" in kept) ?? {};
  const { errors, formProps } = useFormValidation(schema, serverErrors);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader
        back={{ to: texts.listPath, label: texts.backToList }}
        title={mode === "create" ? texts.addTitle : texts.editTitle}
        actions={headerActions}
      />
      <SaveProblemAlert problem={problem} conflict={conflict} reloadLabel={LIST_TEXTS.reloadLink} />
      <Card>
        <Form method="post" {...formProps}>
          {/* Enter in a field saves: the first submit button is the default, ahead of any row's Move or Remove button. */}
          <button type="submit" hidden tabIndex={-1} />
          {mode === "edit" ? <input type="hidden" name="version" value={textAt(values, "version") ?? ""} /> : null}
          <CardContent className="grid gap-5 pt-5 sm:grid-cols-2">
            <FormStateContext value={{ errors, values }}>{children}</FormStateContext>
          </CardContent>
          <CardFooter className="flex-wrap justify-end">
            <Button asChild variant="outline">
              <Link to={texts.listPath}>{FORM_TEXTS.cancel}</Link>
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {mode === "create" ? texts.createButton : texts.updateButton}
            </Button>
          </CardFooter>
        </Form>
      </Card>
    </div>
  );
}

type FieldText = { label: string; hint?: string };
type FieldProps = { name: string; text: FieldText; wide?: boolean };

/** A labelled input of a catalogue form, with its value, hint and message from the form's state. */
export function CatalogueInput({ name, text, wide, className, ...input }: FieldProps & ComponentProps<typeof Input>) {
  const { errors, values } = use(FormStateContext);
  return (
    <Field name={name} label={text.label} hint={text.hint} error={errors[name]} className={cn(wide && "sm:col-span-2", className)}>
      {(control) => <Input {...control} defaultValue={textAt(values, name)} autoComplete="off" {...input} />}
    </Field>
  );
}

export function CatalogueTextarea({ name, text, rows = 5, ...textarea }: FieldProps & ComponentProps<typeof Textarea>) {
  const { errors, values } = use(FormStateContext);
  return (
    <Field name={name} label={text.label} hint={text.hint} error={errors[name]} className="sm:col-span-2">
      {(control) => <Textarea {...control} rows={rows} defaultValue={textAt(values, name)} {...textarea} />}
    </Field>
  );
}

/** The Featured switch: a checkbox that posts "on" when set. */
export function CatalogueSwitch({ name, text }: FieldProps) {
  const { errors, values } = use(FormStateContext);
  return (
    <Field name={name} label={text.label} hint={text.hint} error={errors[name]} layout="inline" className="sm:col-span-2">
      {(control) => <Switch {...control} defaultChecked={textAt(values, name) === "on"} />}
    </Field>
  );
}

/** The whole form's values and messages, for editors of repeated rows (itinerary days, FAQs). */
export function useCatalogueFormState(): FormState {
  return use(FormStateContext);
}

/** A field whose control the form draws itself (a select, a radio group). */
export function useCatalogueField(name: string): { value: string | undefined; error: string | undefined } {
  const { errors, values } = use(FormStateContext);
  return { value: textAt(values, name), error: errors[name] };
}

/** The image URL and rating fields the destination and tour forms share. */
export function CatalogueImageInput({ text }: { text: FieldText }) {
  return <CatalogueInput name="image" text={text} wide type="url" inputMode="url" placeholder="https://" />;
}

export function CatalogueRatingInput({ text }: { text: FieldText }) {
  return <CatalogueInput name="rating" text={text} inputMode="decimal" />;
}
