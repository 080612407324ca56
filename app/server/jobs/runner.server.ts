import { hostname } from "node:os";
import { PostgresAdapter } from "kysely";
import { afterJobFailure, LAST_ERROR_MAX_LENGTH, type JobStatus } from "~/domain/jobs";
import type { JobsTable } from "../../../db/schema";
import { getDb, withDb, type Db } from "../platform/db.server";
import { getEnv, type Env } from "../platform/env.server";
import { log } from "../platform/log.server";
import { newId } from "../platform/records.server";
import { countJobFailure, observeJobClaim } from "../observability/metrics.server";

/*
 * The job runner (issue #28, decision 0058). Every instance runs one: it claims a due job with
 * one atomic UPDATE that sets its lease, runs the kind's handler, and marks the row done, or
 * pending again after a backoff, or failed after its last attempt. A runner that dies keeps its
 * lease only until it runs out; any runner then takes the job over.
 */

/** What a handler is told besides its payload. */
export type JobContext = {
  id: string;
  kind: string;
  /** This claim's number: 1 the first time, more after a failure or a runner lost mid-job. */
  attempt: number;
  /**
   * Moves the lease on by the runner's lease time, for a handler that runs long (the runner also
   * renews it on an interval). False when the lease was lost: another runner has the job, so
   * this one should stop without writing anything more.
   */
  renew: () => Promise<boolean>;
};

/**
 * Does a job of one kind. It MUST be idempotent: a runner that dies after the work but before
 * the row says done leaves the job to be run again, so running it twice must leave the same
 * result as once (check whether the e-mail was queued, write with the job's id as a unique key…).
 * A throw is a failure: the job is tried again after the backoff, and failed after its last
 * attempt with the error's message kept.
 */
export type JobHandler<Payload = unknown> = (payload: Payload, job: JobContext) => Promise<void>;

const registered = new Map<string, JobHandler<never>>();

/** Registers the handler of a kind for this process's runner (at module load, by the feature that schedules it). */
export function registerJobHandler<Payload>(kind: string, handler: JobHandler<Payload>): void {
  registered.set(kind, handler as JobHandler<never>);
}

export type JobRunnerOptions = {
  /** The handlers by kind; only these kinds are claimed (an older instance leaves a newer kind to the others). */
  handlers?: ReadonlyMap<string, JobHandler<never>>;
  /** This runner's name in lease_owner and job_runners; host, process and a random part by default. */
  owner?: string;
  pollMs?: number;
  /** How long a claim holds a job (fractions allowed, for tests). */
  leaseSeconds?: number;
  /** How often the runner moves the lease of the job in hand on; a third of the lease by default. */
  renewEveryMs?: number;
  /** The database, when not the process's own (tests running several runners). */
  db?: Db;
  /** The clock (tests). */
  now?: () => Date;
};

type Claimed = JobsTable;

/** The most jobs one loop runs before writing its heartbeat again. */
const BATCH = 50;

/** A runner's heartbeat row is deleted after this many days without a beat. */
const RUNNER_FORGOTTEN_DAYS = 7;

export class JobRunner {
  readonly owner: string;
  private readonly handlers: ReadonlyMap<string, JobHandler<never>>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly renewEveryMs: number;
  private readonly db: Db | undefined;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  /** The renewal timers of the jobs in hand: cleared when a stop gives up waiting, so their leases run out. */
  private readonly renewals = new Set<NodeJS.Timeout>();
  /** When this runner's loop started, and when it last wrote its heartbeat: the readiness check's question. */
  private startedAt: Date | null = null;
  private beatAt: Date | null = null;

  constructor(options: JobRunnerOptions = {}) {
    this.handlers = options.handlers ?? registered;
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = Math.round((options.leaseSeconds ?? 60) * 1000);
    this.renewEveryMs = options.renewEveryMs ?? Math.max(100, Math.floor(this.leaseMs / 3));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private withDb<T>(work: () => Promise<T>): Promise<T> {
    return this.db ? withDb(this.db, work) : work();
  }

  /**
   * Claims the due job that waited longest, of a kind this runner handles: a pending one whose
   * time has come, or a running one whose lease ran out with attempts left. ONE statement, so two
   * runners never get the same row: on PostgreSQL the inner SELECT locks its row and skips rows
   * another claim holds (FOR UPDATE SKIP LOCKED); SQLite runs one writing statement at a time.
   */
  async claim(): Promise<Claimed | null> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return null;
    return this.withDb(async () => {
      const db = getDb();
      const at = this.now();
      const now = at.toISOString();
      let next = db
        .selectFrom("jobs")
        .select("id")
        .where("kind", "in", kinds)
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("due_at", "<=", now)]),
            eb.and([eb("status", "=", "running"), eb("lease_until", "<=", now), eb("attempts", "<", eb.ref("max_attempts"))]),
          ]),
        )
        .orderBy("due_at")
        .orderBy("id")
        .limit(1);
      if (db.getExecutor().adapter instanceof PostgresAdapter) next = next.forUpdate().skipLocked();
      const row = await db
        .updateTable("jobs")
        .set((eb) => ({
          status: "running" satisfies JobStatus,
          attempts: eb("attempts", "+", 1),
          lease_owner: this.owner,
          lease_until: new Date(at.getTime() + this.leaseMs).toISOString(),
          updated_at: now,
        }))
        .where("id", "=", next)
        .returningAll()
        .executeTakeFirst();
      return row ? { ...row, attempts: Number(row.attempts), max_attempts: Number(row.max_attempts) } : null;
    });
  }

  /**
   * A running job whose lease ran out on its last attempt (its runner died each time) is failed
   * rather than claimed again without end.
   */
  private async failAbandoned(): Promise<void> {
    await this.withDb(async () => {
      const now = this.now().toISOString();
      await getDb()
        .updateTable("jobs")
        .set({
          status: "failed" satisfies JobStatus,
          last_error: "Its runner stopped during the last attempt (the lease ran out).",
          lease_owner: null,
          lease_until: null,
          updated_at: now,
          finished_at: now,
        })
        .where("status", "=", "running")
        .where("lease_until", "<=", now)
        .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
        .execute();
    });
  }

  /** Claims one due job and runs it; false when none was due. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /** Runs due jobs one after another until none is left or `max` have run; returns how many ran. */
  async runDue(max = BATCH): Promise<number> {
    await this.failAbandoned();
    let ran = 0;
    while (ran < max && !this.stopping && (await this.runOne())) ran += 1;
    return ran;
  }

  /** The row this claim still holds: its runner, its attempt, still running. */
  private held(job: Claimed) {
    return getDb()
      .updateTable("jobs")
      .where("id", "=", job.id)
      .where("status", "=", "running")
      .where("lease_owner", "=", this.owner)
      .where("attempts", "=", job.attempts);
  }

  private renew(job: Claimed): Promise<boolean> {
    return this.withDb(async () => {
      const at = this.now();
      const result = await this.held(job)
        .set({ lease_until: new Date(at.getTime() + this.leaseMs).toISOString(), updated_at: at.toISOString() })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  private async run(job: Claimed): Promise<void> {
    observeJobClaim(job.kind, job.due_at, this.now());
    const handler = this.handlers.get(job.kind)!;
    const context: JobContext = { id: job.id, kind: job.kind, attempt: job.attempts, renew: () => this.renew(job) };
    const renewal = setInterval(() => {
      context.renew().catch((error: unknown) => log.warn({ err: error }, `Could not renew the lease of job ${job.id}`));
    }, this.renewEveryMs);
    renewal.unref();
    this.renewals.add(renewal);
    let failure: unknown;
    let failed = false;
    try {
      await handler(JSON.parse(job.payload) as never, context);
    } catch (error) {
      failure = error;
      failed = true;
    } finally {
      clearInterval(renewal);
      this.renewals.delete(renewal);
    }
    await this.withDb(async () => {
      const now = this.now();
      if (!failed) {
        // Written only while the claim still holds: a runner that lost its lease leaves the row to the one that took it.
        await this.held(job)
          .set({
            status: "done" satisfies JobStatus,
            last_error: null,
            lease_owner: null,
            lease_until: null,
            updated_at: now.toISOString(),
            finished_at: now.toISOString(),
          })
          .execute();
        return;
      }
      const reason = (failure instanceof Error ? failure.message : String(failure)).slice(0, LAST_ERROR_MAX_LENGTH);
      const next = afterJobFailure(job.attempts, job.max_attempts);
      await this.held(job)
        .set({
          status: next.status,
          last_error: reason,
          lease_owner: null,
          lease_until: null,
          updated_at: now.toISOString(),
          ...(next.status === "pending"
            ? { due_at: new Date(now.getTime() + next.retryInSeconds * 1000).toISOString() }
            : { finished_at: now.toISOString() }),
        })
        .execute();
      countJobFailure(job.kind, next.status === "pending" ? "retrying" : "failed");
      log.warn(
        `Job ${job.kind} ${job.id} failed (attempt ${job.attempts} of ${job.max_attempts}, ${next.status === "pending" ? `again in ${next.retryInSeconds} s` : "given up"}): ${reason}`,
      );
    });
  }

  /** Writes this runner's heartbeat: its row in job_runners, `beat_at` now. */
  async beat(): Promise<void> {
    const at = this.now();
    await this.withDb(async () => {
      const now = at.toISOString();
      await getDb()
        .insertInto("job_runners")
        .values({ instance_id: this.owner, started_at: now, beat_at: now })
        .onConflict((conflict) => conflict.column("instance_id").doUpdateSet({ beat_at: now }))
        .execute();
    });
    this.beatAt = at;
  }

  /** This runner's last heartbeat written, or the start of its loop before the first; null when it is not running. */
  lastBeat(): Date | null {
    return this.timer ? (this.beatAt ?? this.startedAt) : null;
  }

  /** Forgets the heartbeats of runners silent for RUNNER_FORGOTTEN_DAYS (instances replaced by a restart or a deploy). */
  async forgetSilentRunners(): Promise<void> {
    await this.withDb(async () => {
      const before = new Date(this.now().getTime() - RUNNER_FORGOTTEN_DAYS * 86_400_000).toISOString();
      await getDb().deleteFrom("job_runners").where("beat_at", "<", before).execute();
    });
  }

  /** One loop: the heartbeat, then the due jobs (a pass under way is asked to look again when it ends). */
  private async loop(): Promise<void> {
    try {
      await this.beat();
    } catch (error) {
      log.error({ err: error }, "The job runner could not write its heartbeat");
    }
    await this.runPass();
  }

  private runPass(): Promise<void> {
    if (this.pass) {
      this.again = true;
      return this.pass;
    }
    this.pass = (async () => {
      do {
        this.again = false;
        try {
          while (!this.stopping && (await this.runDue()) === BATCH);
        } catch (error) {
          log.error({ err: error }, "The job runner failed");
        }
      } while (this.again && !this.stopping);
    })().finally(() => {
      this.pass = undefined;
    });
    return this.pass;
  }

  /** Starts the loop: now, then every pollMs. */
  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.startedAt = this.now();
    this.timer = setInterval(() => void this.loop(), this.pollMs);
    this.timer.unref();
    void this.forgetSilentRunners()
      .catch((error: unknown) => log.warn({ err: error }, "The job runner could not forget silent runners"))
      .then(() => this.loop());
  }

  /** A job was scheduled in this process: look now rather than at the next poll. */
  wake(): void {
    if (this.timer && !this.stopping) void this.runPass();
  }

  /**
   * Stops the loop and waits for the job in hand, up to `waitMs`. A job still running then is
   * left: its lease is no longer renewed, so another runner takes it over when it runs out.
   */
  async stop(waitMs = 10_000): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    const pass = this.pass;
    if (!pass) return;
    let bound: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      pass.then(() => true),
      new Promise<false>((resolve) => {
        bound = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(bound);
    if (!finished) {
      for (const renewal of this.renewals) clearInterval(renewal);
      this.renewals.clear();
      log.warn(`The job runner stopped with a job still running after ${waitMs} ms; another instance will take it over.`);
    }
  }
}

/* ------------------------------------------------------------------ this process's runner */

let current: JobRunner | undefined;

/** Starts this process's runner (server/app.ts at startup), with JOBS_POLL_MS and JOBS_LEASE_SECONDS. */
export function startJobRunner(env: Pick<Env, "JOBS_POLL_MS" | "JOBS_LEASE_SECONDS"> = getEnv()): JobRunner {
  if (current) return current;
  current = new JobRunner({ pollMs: env.JOBS_POLL_MS, leaseSeconds: env.JOBS_LEASE_SECONDS });
  current.start();
  return current;
}

/** Stops it, waiting for the job in hand up to `waitMs` (shutdown). */
export async function stopJobRunner(waitMs?: number): Promise<void> {
  const runner = current;
  current = undefined;
  await runner?.stop(waitMs);
}

/** The last heartbeat of this process's runner (see JobRunner.lastBeat); null when this process runs none. */
export function ownRunnerBeat(): Date | null {
  return current?.lastBeat() ?? null;
}

/** A job was scheduled: this process's runner, if it runs, looks at once. */
export function wakeJobRunner(): void {
  current?.wake();
}
