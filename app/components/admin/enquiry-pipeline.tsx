import { Mail, MailWarning, Send, StickyNote, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { pipelineMessageFor, PIPELINE_TEXTS as TEXTS } from "~/content/enquiry-pipeline";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { ENQUIRY_STATUSES, NOTE_MAX, pipelineSchemas, REPLY_MAX, type EnquiryStatus, type PipelineIntent } from "~/domain/enquiry-pipeline";
import type { TimelineEntry } from "~/domain/enquiry-timeline";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import type { Problem } from "~/content/problem";

const PIPELINE_FORMS = pipelineSchemas(pipelineMessageFor);

/** A refused pipeline change as the screen gets it back (routes/admin/enquiries/enquiry.server.ts). */
export type PipelineOutcome = {
  intent?: PipelineIntent;
  problem?: Problem;
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
};

type Person = { id: string; name: string };

const STATUS_BADGE: Record<EnquiryStatus, "default" | "success" | "muted" | "warning" | "destructive" | "outline"> = {
  new: "default",
  open: "warning",
  quoted: "outline",
  won: "success",
  lost: "muted",
  spam: "destructive",
};

/** A status as a badge; its thin border keeps it visible on an unread row's tinted background. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]} className="border-black/10">
      {TEXTS.statusLabels[status]}
    </Badge>
  );
}

/** A card with an id for links (`#timeline`) and its heading wired as its name. */
function PipelineCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-6">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** The version every pipeline form posts, and its intent. */
function PipelineFields({ intent, version }: { intent: PipelineIntent; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

function OutcomeAlert({ outcome }: { outcome: PipelineOutcome | undefined }) {
  if (!outcome?.problem) return null;
  return <SaveProblemAlert problem={outcome.problem} conflict={outcome.conflict} reloadLabel={TEXTS.reload} />;
}

/**
 * Status and assignment: the enquiry's status with a select to change it, and who handles it,
 * with "Assign to me" (one click) and a select of every colleague. Each form posts the version
 * shown; works without JavaScript.
 */
export function EnquiryPipelinePanel({
  version,
  status,
  assignee,
  me,
  colleagues,
  office,
  offices,
  outcome,
}: {
  version: number;
  status: EnquiryStatus;
  assignee: Person | null;
  me: Person;
  colleagues: Person[];
  /** The office it is routed to, and the offices to choose from (issue #23). */
  office: Person | null;
  offices: Person[];
  outcome: PipelineOutcome | undefined;
}) {
  const statusOutcome = outcome?.intent === "change-status" ? outcome : undefined;
  const assignOutcome = outcome?.intent === "assign" ? outcome : undefined;
  const routeOutcome = outcome?.intent === "route" ? outcome : undefined;
  const chosen = (name: string, fallback: string) => textAt(outcome?.values, name) ?? fallback;
  return (
    <PipelineCard id="pipeline" title={TEXTS.pipeline}>
      <Form method="post" preventScrollReset className="space-y-3">
        <PipelineFields intent="change-status" version={version} />
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted">{TEXTS.status}</span>
          <EnquiryStatusBadge status={status} />
        </p>
        <OutcomeAlert outcome={statusOutcome} />
        <Field name="status" label={TEXTS.newStatus} error={statusOutcome?.fieldErrors?.status}>
          {(control) => (
            <Select {...control} defaultValue={chosen("status", status)}>
              {ENQUIRY_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {TEXTS.statusLabels[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="outline" size="sm">
          {TEXTS.changeStatus}
        </Button>
      </Form>

      <div className="space-y-3 border-t border-gray-100 pt-4">
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted">{TEXTS.assignedTo}</span>
          <span className="font-medium text-ink" data-testid="assignee">
            {assignee?.name ?? TEXTS.nobody}
          </span>
        </p>
        <OutcomeAlert outcome={assignOutcome} />
        {assignee?.id !== me.id ? (
          <Form method="post" preventScrollReset>
            <PipelineFields intent="assign" version={version} />
            <input type="hidden" name="assignee" value={me.id} />
            <Button type="submit" size="sm">
              <UserCheck aria-hidden />
              {TEXTS.assignToMe}
            </Button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset className="space-y-3">
          <PipelineFields intent="assign" version={version} />
          <Field name="assignee" label={TEXTS.colleague} error={assignOutcome?.fieldErrors?.assignee}>
            {(control) => (
              <Select {...control} defaultValue={chosen("assignee", assignee?.id ?? "")}>
                <option value="">{TEXTS.unassign}</option>
                {colleagues.map((colleague) => (
                  <option key={colleague.id} value={colleague.id}>
                    {colleague.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="outline" size="sm">
            {TEXTS.assign}
          </Button>
        </Form>
      </div>

      <div className="space-y-3 border-t border-gray-100 pt-4">
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted">{OFFICE_TEXTS.office}</span>
          <span className="font-medium text-ink" data-testid="office">
            {office?.name ?? OFFICE_TEXTS.noOffice}
          </span>
        </p>
        <OutcomeAlert outcome={routeOutcome} />
        <Form method="post" preventScrollReset className="space-y-3">
          <PipelineFields intent="route" version={version} />
          <Field name="office" label={OFFICE_TEXTS.routeTo} error={routeOutcome?.fieldErrors?.office}>
            {(control) => (
              <Select {...control} defaultValue={chosen("office", office?.id ?? "")}>
                <option value="">{OFFICE_TEXTS.noOffice}</option>
                {offices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="outline" size="sm">
            {OFFICE_TEXTS.route}
          </Button>
        </Form>
      </div>
    </PipelineCard>
  );
}

/** An internal note: staff only, kept in the timeline; a refused one comes back with its text. */
export function EnquiryNoteForm({ version, outcome }: { version: number; outcome: PipelineOutcome | undefined }) {
  const mine = outcome?.intent === "note" ? outcome : undefined;
  const { errors, formProps } = useFormValidation(PIPELINE_FORMS.note, mine?.fieldErrors);
  return (
    <PipelineCard id="note" title={TEXTS.notes}>
      <Form method="post" preventScrollReset className="space-y-3" {...formProps}>
        {/* The version the note was typed against (a refused or kept one's), so the version rule still applies. */}
        <PipelineFields intent="note" version={Number(textAt(mine?.values, "version")) || version} />
        <OutcomeAlert outcome={mine} />
        <Field name="note" label={TEXTS.note} hint={TEXTS.noteHint} error={errors.note}>
          {(control) => <Textarea {...control} rows={3} maxLength={NOTE_MAX} defaultValue={textAt(mine?.values, "note") ?? ""} />}
        </Field>
        <Button type="submit" variant="secondary">
          <StickyNote aria-hidden />
          {TEXTS.addNote}
        </Button>
      </Form>
    </PipelineCard>
  );
}

/** The reply's frame in the customer's language, shown around the text box as the e-mail will read. */
export type ReplyFormFrame = {
  to: string;
  email: string;
  language: string;
  /** The customer's language code, for the preview's lang and direction. */
  lang: string;
  from: string;
  subject: string;
  greeting: string;
  signature: string[];
};

/**
 * Replying by e-mail from the site: the text box between the greeting and the signature (in
 * the customer's language), sent through SMTP_URL. Without mail set up, says so and offers
 * the mailto: link instead.
 */
export function EnquiryReplyForm({
  version,
  frame,
  mailto,
  outcome,
}: {
  version: number;
  /** Null: e-mail is not set up on this site. */
  frame: ReplyFormFrame | null;
  mailto: string;
  outcome: PipelineOutcome | undefined;
}) {
  const mine = outcome?.intent === "reply" ? outcome : undefined;
  const { errors, formProps } = useFormValidation(PIPELINE_FORMS.reply, mine?.fieldErrors);
  if (!frame) {
    return (
      <PipelineCard id="reply" title={TEXTS.reply}>
        <p className="flex items-start gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {TEXTS.mailNotSetUp}
        </p>
        <Button asChild variant="outline">
          <a href={mailto}>
            <Mail aria-hidden />
            {TEXTS.replyWithMailApp}
          </a>
        </Button>
      </PipelineCard>
    );
  }
  const direction = frame.lang === "ar" ? "rtl" : "ltr";
  return (
    <PipelineCard id="reply" title={TEXTS.reply}>
      <div className="space-y-0.5 text-sm text-muted">
        <p>{TEXTS.replyIntro(frame.to, frame.email, frame.language)}</p>
        <p>{TEXTS.replyFrom(frame.from)}</p>
        <p>
          <span lang={frame.lang} dir={direction} className="font-medium text-ink">
            {frame.subject}
          </span>
        </p>
      </div>
      <Form method="post" preventScrollReset className="space-y-3" {...formProps}>
        <PipelineFields intent="reply" version={version} />
        <OutcomeAlert outcome={mine} />
        <p lang={frame.lang} dir={direction} className="text-sm text-ink" data-testid="reply-greeting">
          {frame.greeting}
        </p>
        <Field name="reply" label={TEXTS.replyText} hint={TEXTS.replyFrame} error={errors.reply}>
          {(control) => (
            <Textarea {...control} rows={6} maxLength={REPLY_MAX} dir="auto" defaultValue={textAt(mine?.values, "reply") ?? ""} />
          )}
        </Field>
        <p lang={frame.lang} dir={direction} className="text-sm whitespace-pre-line text-ink" data-testid="reply-signature">
          {frame.signature.join("\n")}
        </p>
        <Button type="submit">
          <Send aria-hidden className="rtl:-scale-x-100" />
          {TEXTS.sendReply}
        </Button>
      </Form>
    </PipelineCard>
  );
}

const RESULT_BADGE = { success: "success", error: "destructive", pending: "warning" } as const;

/** Everything that happened, newest first: what, by whom, when, and for e-mails whether they went. */
export function EnquiryTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <PipelineCard id="timeline" title={TEXTS.timeline}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{TEXTS.timelineEmpty}</p>
      ) : (
        <ol className="space-y-4 text-sm" aria-label={TEXTS.timeline}>
          {entries.map((entry) => (
            <li key={entry.id} className="border-s-2 border-brand-100 ps-3" data-event={entry.type}>
              <p className="font-medium text-ink">{entry.summary}</p>
              {entry.details?.map((detail, index) => (
                <p key={index} dir="auto" className="mt-1 break-words whitespace-pre-line text-ink">
                  {detail}
                </p>
              ))}
              {entry.result ? (
                <p className="mt-1">
                  <Badge variant={RESULT_BADGE[entry.result.tone]} className="whitespace-normal">
                    {entry.result.text}
                  </Badge>
                </p>
              ) : null}
              <p className="mt-1 text-muted">
                {TEXTS.by(entry.actor)},{" "}
                <time dateTime={entry.at} title={entry.utc}>
                  {entry.when}
                </time>
                <span className="text-xs"> · {entry.utc}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </PipelineCard>
  );
}
