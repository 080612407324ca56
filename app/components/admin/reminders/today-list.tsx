import { AlertTriangle, Check, HeartPulse } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { reminderDoneHref, REMINDERS_TEXTS } from "~/content/reminders";
import { reminderRecordHref, type ReminderKind, type ReminderRecordKind } from "~/domain/reminders";

/*
 * The dashboard's Today list and the job runner's state (issue #28, decision 0062): each
 * reminder due with its link and a Done button (a plain form: it works without JavaScript), the
 * runner's last heartbeat (a stale one is a warning) and the jobs that failed.
 */

const TEXTS = REMINDERS_TEXTS;

export type TodayItem = {
  id: string;
  kind: ReminderKind;
  text: string;
  recordKind: string;
  recordId: string;
  dueDay: string;
  overdue: boolean;
  mine: boolean;
};

export function TodayList({ reminders, more, office }: { reminders: TodayItem[]; more: number; office: string | null }) {
  const words = TEXTS.today;
  return (
    <section aria-labelledby="dashboard-today" className="space-y-3">
      <div className="space-y-1">
        <h2 id="dashboard-today" className="text-lg font-semibold text-ink">
          {words.title}
        </h2>
        <p className="text-sm text-muted">{words.hint(office)}</p>
      </div>
      {reminders.length === 0 ? (
        <p className="text-sm text-muted">{words.empty}</p>
      ) : (
        <Card>
          <ul aria-labelledby="dashboard-today" className="divide-y divide-gray-100">
            {reminders.map((reminder) => (
              <li key={reminder.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
                <div className="min-w-0 flex-1 basis-64 space-y-1">
                  <Link
                    to={reminderRecordHref({ kind: reminder.recordKind as ReminderRecordKind, id: reminder.recordId })}
                    className="font-medium break-words text-brand-700 hover:underline"
                  >
                    {reminder.text}
                  </Link>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                    <span className={reminder.overdue ? "font-medium text-red-800" : undefined}>
                      {reminder.overdue ? words.overdue(reminder.dueDay) : words.due(reminder.dueDay)}
                    </span>
                    <Badge variant={reminder.mine ? "default" : "muted"}>{reminder.mine ? words.yours : words.office}</Badge>
                  </p>
                </div>
                <Form method="post" action={reminderDoneHref(reminder.id)}>
                  <input type="hidden" name="intent" value="done" />
                  <Button type="submit" variant="outline" size="sm" aria-label={words.doneLabel(reminder.text)}>
                    <Check aria-hidden />
                    {words.done}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="border-t border-gray-100 px-5 py-3 text-sm text-muted">{words.more(more)}</p> : null}
        </Card>
      )}
    </section>
  );
}

export type RunnerState = {
  lastBeat: string | null;
  stale: boolean;
  failedCount: number;
  failed: { id: string; kind: string; attempts: number; lastError: string | null; finishedAt: string | null }[] | null;
};

export function RunnerStatus({ state }: { state: RunnerState }) {
  const words = TEXTS.runner;
  return (
    <section aria-labelledby="dashboard-runner" className="space-y-3">
      <h2 id="dashboard-runner" className="text-lg font-semibold text-ink">
        {words.title}
      </h2>
      {state.stale ? (
        <div role="alert" className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="space-y-1">
            <p className="font-medium">{state.lastBeat ? words.stale(state.lastBeat) : words.never}</p>
            <p>{words.staleHint}</p>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink">
          <HeartPulse aria-hidden className="size-4 text-green-700" />
          {words.lastBeat(state.lastBeat ?? "")}
        </p>
      )}
      <p className={state.failedCount > 0 ? "text-sm font-medium text-red-800" : "text-sm text-muted"}>
        {state.failedCount > 0 ? words.failed(state.failedCount) : words.noneFailed}
      </p>
      {state.failed && state.failed.length > 0 ? (
        <Card className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{words.failedTitle}</caption>
            <thead className="bg-gray-50 text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {words.columns.kind}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {words.columns.when}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {words.columns.attempts}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {words.columns.error}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {state.failed.map((job) => (
                <tr key={job.id}>
                  <td className="px-4 py-2 font-mono text-xs" dir="ltr">
                    {job.kind}
                  </td>
                  <td className="px-4 py-2 tabular-nums">{job.finishedAt ?? ""}</td>
                  <td className="px-4 py-2 tabular-nums">{job.attempts}</td>
                  <td className="px-4 py-2 break-words">{job.lastError ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
    </section>
  );
}
