import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";
import { Label } from "./label";

/** What a form control needs to be wired to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  name: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

type FieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** "inline" puts the control before the label on one line (switches, checkboxes). */
  layout?: "stacked" | "inline";
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

/**
 * A labelled form field: the render prop receives id, name and the aria wiring, so the hint
 * and the error are read out with the control and an invalid control is announced as such.
 */
export function Field({ name, label, hint, error, layout = "stacked", className, children }: FieldProps) {
  const id = `${name}-${useId().replace(/:/g, "")}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = children({
    id,
    name,
    "aria-describedby": describedBy(hintId, errorId),
    ...(error ? { "aria-invalid": true as const } : {}),
  });
  if (layout === "inline") {
    return (
      <div className={cn("flex items-start gap-3", className)}>
        <div className="pt-0.5">{control}</div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>{label}</Label>
          {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-xs text-muted", className)} {...props} />;
}

/** Renders nothing without a message; the id stays stable so aria-describedby always points somewhere real. */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p className={cn("text-sm font-medium text-red-700", className)} {...props}>
      {children}
    </p>
  );
}

type FieldSetProps = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Receives the ids to put on the group (role="radiogroup" or the fieldset's controls). */
  children: (group: { "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
};

/** A group of controls (radio buttons) under one legend, with the same hint and error wiring as Field. */
export function FieldSet({ legend, hint, error, className, children }: FieldSetProps) {
  const id = `fieldset-${useId().replace(/:/g, "")}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <legend className="mb-1.5 text-sm font-medium leading-none text-ink">{legend}</legend>
      {children({ "aria-describedby": describedBy(hintId, errorId), ...(error ? { "aria-invalid": true as const } : {}) })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
