import { useId, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { BOOKING_CHANGE_TEXTS as TEXTS } from "~/content/booking-changes-admin";
import { CONFIRM_STEP, MAIL_CUSTOMER_FIELD, REASON_MAX_LENGTH } from "~/domain/booking-changes";

/** A change that asks first and keeps a reason: cancel a departure, release a booking (issue #23). */
export type ReasonStep = {
  title: string;
  /** What the change does. */
  description: string;
  /** What else it affects, a line each. */
  affects: string[];
  submit: string;
  /** The hidden fields of the post (intent, id, version). */
  fields: [name: string, value: string][];
  /** The "E-mail the customer" checkbox, when there is a customer to tell; null: none. */
  mail: { label: string; configured: boolean } | null;
};

/** What a refused confirmation brings back: the reason and the box as they were, and why. */
export type ReasonStepOutcome = { reason?: string; mail?: boolean; error?: string };

/**
 * The button of such a change. Without JavaScript it posts the hidden fields without a reason,
 * and the screen answers with the confirmation step (<PendingReasonStep>); with it, the same
 * question opens in a dialog.
 */
export function ReasonButton({
  label,
  srSuffix,
  step,
  variant = "outline",
}: {
  label: string;
  srSuffix?: string;
  step: ReasonStep;
  variant?: "outline" | "default";
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Form method="post" preventScrollReset>
        {step.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="submit"
          variant={variant}
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {label}
          {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
        </Button>
      </Form>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{step.title}</AlertDialogTitle>
          <AlertDialogDescription>{step.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <Affects lines={step.affects} />
        <ReasonForm step={step} onSubmit={() => setOpen(false)} cancel={<AlertDialogCancel>{TEXTS.keep}</AlertDialogCancel>} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The confirmation step in the page (no JavaScript, or a refused confirmation): the same question, with Keep it and the change. */
export function PendingReasonStep({
  step,
  outcome,
  cancelHref,
  className,
}: {
  step: ReasonStep;
  outcome?: ReasonStepOutcome;
  cancelHref: string;
  className?: string;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="pending-reason-title"
      aria-describedby="pending-reason-description"
      className={cn("space-y-3 rounded-lg border border-red-200 bg-white p-5 shadow-sm", className)}
    >
      <h2 id="pending-reason-title" className="text-lg font-semibold text-ink">
        {step.title}
      </h2>
      <p id="pending-reason-description" className="text-sm text-muted">
        {step.description}
      </p>
      <Affects lines={step.affects} />
      <ReasonForm
        step={step}
        outcome={outcome}
        cancel={
          <Button asChild variant="outline">
            <Link to={cancelHref}>{TEXTS.keep}</Link>
          </Button>
        }
      />
    </section>
  );
}

function Affects({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-ink">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function ReasonForm({
  step,
  outcome,
  cancel,
  onSubmit,
}: {
  step: ReasonStep;
  outcome?: ReasonStepOutcome;
  cancel: ReactNode;
  onSubmit?: () => void;
}) {
  const id = useId().replace(/:/g, "");
  return (
    <Form method="post" preventScrollReset className="space-y-4" onSubmit={onSubmit}>
      {step.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={CONFIRM_STEP.name} value={CONFIRM_STEP.value} />
      <Field name="reason" label={TEXTS.reason.label} hint={TEXTS.reason.hint} error={outcome?.error}>
        {(control) => <Textarea {...control} rows={3} required maxLength={REASON_MAX_LENGTH} defaultValue={outcome?.reason ?? ""} />}
      </Field>
      {step.mail ? (
        step.mail.configured ? (
          <div className="text-sm">
            <label className="flex items-start gap-2 text-ink">
              <input
                type="checkbox"
                name={MAIL_CUSTOMER_FIELD}
                defaultChecked={outcome?.mail ?? true}
                aria-describedby={`${id}-mail-hint`}
                className="mt-0.5 size-4 accent-brand-700"
              />
              {step.mail.label}
            </label>
            <p id={`${id}-mail-hint`} className="ms-6 text-muted">
              {TEXTS.mailHint}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted">{TEXTS.mailNotSetUp}</p>
        )
      ) : null}
      <AlertDialogFooter>
        {cancel}
        <Button type="submit" variant="destructive">
          {step.submit}
        </Button>
      </AlertDialogFooter>
    </Form>
  );
}
