/**
 * The outbox's retry rule (issue #23, decision 0038): a mail that could not be sent is tried
 * again 1, 5, 15 and 60 minutes after each failure, then given up as failed. A server that
 * refuses the message itself (a 5xx answer: no such mailbox) is not asked again.
 */
export const RETRY_MINUTES = [1, 5, 15, 60] as const;

/** How long a claimed row is left to its sender before another may try it (a process that died mid-send). */
export const CLAIM_MINUTES = 10;

export type MailStatus = "queued" | "sent" | "failed";

/** What happens after a failed attempt: the number of attempts made so far and whether the refusal was final. */
export function afterFailure(attempts: number, permanent: boolean): { status: "queued"; retryInMinutes: number } | { status: "failed" } {
  if (permanent || attempts > RETRY_MINUTES.length) return { status: "failed" };
  return { status: "queued", retryInMinutes: RETRY_MINUTES[Math.max(0, attempts - 1)]! };
}
