import { MailWarning } from "lucide-react";
import { Card } from "~/components/ui/card";
import { OUTBOX_TEXTS as TEXTS } from "~/content/mail";
import type { MailStatus } from "~/domain/mail-outbox";

/** What the dashboard shows of the mail outbox (issue #23), worked out by outboxSummary. */
export type OutboxSummary = {
  smtpConfigured: boolean;
  queued: number;
  failed: number;
  /** The newest mails not sent, with the mail server's last word. */
  waiting: { id: string; to: string; subject: string; status: MailStatus; attempts: number; lastError: string | null }[];
};

/** Whether mail is set up, how many e-mails wait or failed, and the newest of them with the mail server's answer. */
export function OutboxStatus({ summary }: { summary: OutboxSummary }) {
  const nothingWaiting = summary.queued === 0 && summary.failed === 0;
  return (
    <section aria-labelledby="dashboard-outbox" className="space-y-3">
      <div className="space-y-1">
        <h2 id="dashboard-outbox" className="text-lg font-semibold text-ink">
          {TEXTS.title}
        </h2>
        <p className="text-sm text-muted">{TEXTS.hint}</p>
      </div>
      {!summary.smtpConfigured && (
        <p role="status" className="flex max-w-3xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
          {TEXTS.notSetUp}
        </p>
      )}
      {nothingWaiting ? (
        <p className="text-sm text-muted">{TEXTS.allSent}</p>
      ) : (
        <Card className="max-w-3xl">
          <p className="border-b border-gray-100 px-5 py-3 text-sm font-medium text-ink" data-testid="outbox-counts">
            {TEXTS.queued(summary.queued)} · {TEXTS.failed(summary.failed)}
          </p>
          <ul aria-label={TEXTS.caption} className="divide-y divide-gray-100">
            {summary.waiting.map((mail) => (
              <li key={mail.id} className="space-y-1 px-5 py-3 text-sm">
                <p dir="auto" className="font-medium break-words text-ink">
                  {mail.subject}
                </p>
                <p className="break-words text-muted">
                  {mail.to} · {TEXTS.status[mail.status]}, {TEXTS.attempts(mail.attempts)}
                </p>
                {mail.lastError && <p className="break-words text-red-700">{mail.lastError}</p>}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
