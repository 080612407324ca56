import { DEFAULT_MAX_ATTEMPTS, jobScheduleProblem, type JobStatus } from "~/domain/jobs";
import { afterCommit, getDb } from "../platform/db.server";
import { newId } from "../platform/records.server";
import { wakeJobRunner } from "./runner.server";

/*
 * Jobs (issue #28, decision 0058): work that must happen at a time, written as a row (in the
 * transaction of the record that causes it, when there is one) and run later by the job runner
 * of any instance, retried with backoff, each occurrence once.
 */

export type ScheduleOptions = {
  /** When it may run; now when not given. */
  dueAt?: Date;
  /** Names the occurrence (`balance-due:{booking}:14d`): scheduling it again, even after it ran, keeps the first row. */
  dedupeKey?: string | null;
  /** Claims it gets before it is failed for good (1–100; 5 when not given). */
  maxAttempts?: number;
};

/**
 * Schedules a job of `kind` with `payload` (anything JSON writes). Called inside inTransaction it
 * joins the transaction, so the job exists only if the record that causes it is saved. With a
 * dedupe key already used, nothing is written: returns the existing job's id and `created: false`.
 * A kind, key, attempt count or payload that cannot be stored throws (a programming error).
 */
export async function scheduleJob(
  kind: string,
  payload: unknown,
  { dueAt = new Date(), dedupeKey = null, maxAttempts = DEFAULT_MAX_ATTEMPTS }: ScheduleOptions = {},
): Promise<{ id: string; created: boolean }> {
  const payloadJson = JSON.stringify(payload) as string | undefined;
  const problem = jobScheduleProblem({ kind, payloadJson, dueAt, dedupeKey, maxAttempts });
  if (problem) throw new Error(`Cannot schedule a ${kind} job: ${problem.kind}`);
  const now = new Date().toISOString();
  const id = newId();
  const insert = getDb()
    .insertInto("jobs")
    .values({
      id,
      kind,
      payload: payloadJson!,
      dedupe_key: dedupeKey,
      status: "pending" satisfies JobStatus,
      due_at: dueAt.toISOString(),
      attempts: 0,
      max_attempts: maxAttempts,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      finished_at: null,
    });
  if (dedupeKey === null) {
    await insert.execute();
  } else {
    // Two schedulers at once: the unique key lets one row in and the other changes nothing.
    const inserted = await insert
      .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await getDb().selectFrom("jobs").select("id").where("dedupe_key", "=", dedupeKey).executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    }
  }
  await afterCommit(() => wakeJobRunner());
  return { id, created: true };
}

export type JobRecord = {
  id: string;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  status: JobStatus;
  dueAt: string;
  attempts: number;
  maxAttempts: number;
  leaseOwner: string | null;
  leaseUntil: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** A job as it stands, or null. */
export async function getJob(id: string): Promise<JobRecord | null> {
  const row = await getDb().selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload),
    dedupeKey: row.dedupe_key,
    status: row.status as JobStatus,
    dueAt: row.due_at,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** The newest heartbeat of any runner (ISO-8601 UTC), or null when none ever ran: the dashboard's "runner alive" question. */
export async function lastRunnerHeartbeat(): Promise<string | null> {
  const row = await getDb()
    .selectFrom("job_runners")
    .select((eb) => eb.fn.max("beat_at").as("beat_at"))
    .executeTakeFirst();
  return row?.beat_at ?? null;
}
