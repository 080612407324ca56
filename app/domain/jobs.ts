/**
 * The job runner's rules (issue #28, decision 0058): what a job's row may say and when a failed
 * one is tried again. Pure, so they are tested without a database.
 */

/** pending: waits for its due time; running: a runner holds its lease; done; failed: out of attempts, kept to be shown. */
export type JobStatus = "pending" | "running" | "done" | "failed";

/** Tries a job gets unless its scheduler says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;
export const MAX_ATTEMPTS_LIMIT = 100;

/** The first retry waits this long; each next one twice as long, up to BACKOFF_CAP_SECONDS. */
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_CAP_SECONDS = 60 * 60;

/** The longest kind and dedupe key the table holds. */
export const KIND_MAX_LENGTH = 60;
export const DEDUPE_KEY_MAX_LENGTH = 200;
/** A handler's error is kept up to this many characters. */
export const LAST_ERROR_MAX_LENGTH = 1000;

/** How long to wait before trying again after the `attempts`-th attempt failed: 30 s, 1 min, 2 min, 4 min… at most an hour. */
export function backoffSeconds(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  // 2^7 × 30 s already passes the cap; stopping there keeps the power small.
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.min(exponent, 20));
}

/** What becomes of a job whose `attempts`-th attempt failed: tried again after the backoff, or failed for good. */
export function afterJobFailure(
  attempts: number,
  maxAttempts: number,
): { status: "pending"; retryInSeconds: number } | { status: "failed" } {
  if (attempts >= maxAttempts) return { status: "failed" };
  return { status: "pending", retryInSeconds: backoffSeconds(attempts) };
}

/** Why a job cannot be scheduled as asked, as a code (a programming error: the caller's, not a visitor's). */
export type JobScheduleProblem =
  | { kind: "kind-invalid" }
  | { kind: "dedupe-key-invalid" }
  | { kind: "max-attempts-invalid" }
  | { kind: "due-at-invalid" }
  | { kind: "payload-not-json" };

/** Checks what a scheduler asks; null when it may be written. */
export function jobScheduleProblem(request: {
  kind: string;
  payloadJson: string | undefined;
  dueAt: Date;
  dedupeKey: string | null;
  maxAttempts: number;
}): JobScheduleProblem | null {
  if (!/^[a-z0-9][a-z0-9.:_-]*$/.test(request.kind) || request.kind.length > KIND_MAX_LENGTH) return { kind: "kind-invalid" };
  if (request.dedupeKey !== null && (request.dedupeKey.trim() === "" || request.dedupeKey.length > DEDUPE_KEY_MAX_LENGTH))
    return { kind: "dedupe-key-invalid" };
  if (!Number.isInteger(request.maxAttempts) || request.maxAttempts < 1 || request.maxAttempts > MAX_ATTEMPTS_LIMIT)
    return { kind: "max-attempts-invalid" };
  if (Number.isNaN(request.dueAt.getTime())) return { kind: "due-at-invalid" };
  if (request.payloadJson === undefined) return { kind: "payload-not-json" };
  return null;
}
