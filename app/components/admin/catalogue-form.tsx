import { Loader2 } from "lucide-react";
import { createContext, use, useRef, useState, type ComponentProps, type FocusEvent, type FormEvent, type PointerEvent, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { FORM_TEXTS, LIST_TEXTS, type CatalogueTexts, type ToastText } from "~/domain/catalogue-admin";
import { fieldErrors, formValues, type FieldErrors } from "~/domain/form-errors";
import { CataloguePageHeader } from "./catalogue-page-header";
import { CatalogueProblem } from "./catalogue-problem";

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(target: EventTarget): target is FormControl {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

function validate(schema: z.ZodType, form: HTMLFormElement): FieldErrors {
  const result = schema.safeParse(formValues(new FormData(form)));
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * Instant messages from the same zod schema the action uses: a field is checked when it
 * loses focus after the admin changed it, re-checked while it shows an error, and the whole
 * form on submit, which is stopped (and the first wrong field focused) when anything fails.
 * The server's messages show until the browser has checked the field again.
 */
export function useCatalogueValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());
  // A message appearing on blur would move the submit button away under a pressed pointer;
  // when the blur comes from pressing submit, the submit check shows every message instead.
  const pressingSubmit = useRef(false);
  // New errors from the server replace the browser's (set while rendering, not in an effect).
  const [errorsFrom, setErrorsFrom] = useState(serverErrors);
  if (errorsFrom !== serverErrors) {
    setErrorsFrom(serverErrors);
    setErrors(serverErrors ?? {});
  }

  function checkField(form: HTMLFormElement, name: string) {
    const message = validate(schema, form)[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  return {
    errors,
    formProps: {
      noValidate: true,
      onChange(event: FormEvent<HTMLFormElement>) {
        if (!isControl(event.target) || !event.target.name) return;
        touched.current.add(event.target.name);
        // Radio buttons and switches have no typing phase: their change is the whole edit.
        const immediate = event.target.type === "radio" || event.target.type === "checkbox";
        if (immediate || errors[event.target.name]) checkField(event.currentTarget, event.target.name);
      },
      onPointerDown(event: PointerEvent<HTMLFormElement>) {
        pressingSubmit.current = event.target instanceof Element && event.target.closest("[type=submit]") !== null;
      },
      onBlur(event: FocusEvent<HTMLFormElement>) {
        if (pressingSubmit.current) return;
        if (!isControl(event.target) || !touched.current.has(event.target.name)) return;
        checkField(event.currentTarget, event.target.name);
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        pressingSubmit.current = false;
        const form = event.currentTarget;
        const found = validate(schema, form);
        setErrors(found);
        const names = Object.keys(found);
        if (names.length === 0) return;
        event.preventDefault();
        const first = [...form.elements].find(
          (element): element is FormControl => isControl(element) && names.includes(element.name),
        );
        first?.focus();
      },
    },
  };
}

type FormState = { errors: FieldErrors; values: Record<string, string> };
const FormStateContext = createContext<FormState>({ errors: {}, values: {} });

type FormPageProps = {
  texts: CatalogueTexts;
  mode: "create" | "edit";
  schema: z.ZodType;
  /** What the fields start with: the record, the defaults, or what was typed before a refused save. */
  values: Record<string, string>;
  /** Edit forms post the version they were opened with (kept in `values.version`). */
  problem?: ToastText;
  conflict?: boolean;
  serverErrors?: FieldErrors;
  children: ReactNode;
};

/** The frame of the destination, tour and service forms: heading, back button, messages and buttons. */
export function CatalogueFormPage({
  texts,
  mode,
  schema,
  values,
  problem,
  conflict,
  serverErrors,
  children,
}: FormPageProps) {
  const { errors, formProps } = useCatalogueValidation(schema, serverErrors);
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <CataloguePageHeader
        back={{ to: texts.listPath, label: texts.backToList }}
        title={mode === "create" ? texts.addTitle : texts.editTitle}
      />
      <CatalogueProblem problem={problem}>
        {conflict ? (
          <a href={location.pathname} className="font-medium underline">
            {LIST_TEXTS.reloadLink}
          </a>
        ) : null}
      </CatalogueProblem>
      <Card>
        <Form method="post" {...formProps}>
          {mode === "edit" ? <input type="hidden" name="version" value={values.version ?? ""} /> : null}
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
      {(control) => <Input {...control} defaultValue={values[name]} autoComplete="off" {...input} />}
    </Field>
  );
}

export function CatalogueTextarea({ name, text, rows = 5 }: FieldProps & { rows?: number }) {
  const { errors, values } = use(FormStateContext);
  return (
    <Field name={name} label={text.label} hint={text.hint} error={errors[name]} className="sm:col-span-2">
      {(control) => <Textarea {...control} rows={rows} defaultValue={values[name]} />}
    </Field>
  );
}

/** The Featured switch: a checkbox that posts "on" when set. */
export function CatalogueSwitch({ name, text }: FieldProps) {
  const { errors, values } = use(FormStateContext);
  return (
    <Field name={name} label={text.label} hint={text.hint} error={errors[name]} layout="inline" className="sm:col-span-2">
      {(control) => <Switch {...control} defaultChecked={values[name] === "on"} />}
    </Field>
  );
}

/** A field whose control the form draws itself (a select, a radio group). */
export function useCatalogueField(name: string): { value: string | undefined; error: string | undefined } {
  const { errors, values } = use(FormStateContext);
  return { value: values[name], error: errors[name] };
}

/** The image URL and rating fields the destination and tour forms share. */
export function CatalogueImageInput({ text }: { text: FieldText }) {
  return <CatalogueInput name="image" text={text} wide type="url" inputMode="url" placeholder="https://" />;
}

export function CatalogueRatingInput({ text }: { text: FieldText }) {
  return <CatalogueInput name="rating" text={text} type="number" min={1} max={5} step={0.1} inputMode="decimal" />;
}
