import { afterEach, describe, expect, test } from "vitest";
import { getJob, lastRunnerHeartbeat, scheduleJob } from "~/server/jobs/jobs.server";
import { JobRunner, type JobHandler } from "~/server/jobs/runner.server";
import { getDb, inTransaction, migrate, withDb } from "~/server/platform/db.server";
import { describeEachDatabase, DIALECTS, openEmptyDatabase } from "./databases";

/*
 * The job runner (issue #28, decision 0058) on each database: several runners share the jobs
 * table as several instances would; a claim is one statement, a lease runs out, a failure backs off.
 */

/** Waits until `check` answers something truthy (polling every 25 ms), and returns it. */
async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer as NonNullable<T>;
    if (Date.now() > end) throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const jobRows = () => getDb().selectFrom("jobs").selectAll().orderBy("created_at").orderBy("id").execute();

describeEachDatabase("the job runner", () => {
  const runners: JobRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop(0);
  });

  function runnerWith(handlers: Record<string, JobHandler<any>>, options: ConstructorParameters<typeof JobRunner>[0] = {}) {
    const runner = new JobRunner({ handlers: new Map(Object.entries(handlers)), ...options });
    runners.push(runner);
    return runner;
  }

  test("four runners claiming 100 due jobs at once run each exactly once", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 100; n += 1) ids.push((await scheduleJob("count", { n })).id);
    const calls = new Map<string, number>();
    const byRunner = new Map<string, number>();
    const four = [1, 2, 3, 4].map((number) => {
      const owner = `runner-${number}`;
      return runnerWith(
        {
          count: async (payload: { n: number }, job) => {
            calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
            byRunner.set(owner, (byRunner.get(owner) ?? 0) + 1);
            expect(typeof payload.n).toBe("number");
            // Let the other runners claim while this one works.
            await new Promise((resolve) => setImmediate(resolve));
          },
        },
        { owner },
      );
    });

    const ran = await Promise.all(four.map((runner) => runner.runDue(1000)));

    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(100);
    expect(ids.map((id) => calls.get(id) ?? 0)).toEqual(ids.map(() => 1));
    const rows = await jobRows();
    expect(rows.map((row) => [row.status, Number(row.attempts), row.lease_owner])).toEqual(ids.map(() => ["done", 1, null]));
    // More than one runner had work: they really ran side by side.
    expect(byRunner.size).toBeGreaterThan(1);
  });

  test("a runner killed mid-job loses its lease when it runs out, and another runner does the job once", async () => {
    const { id } = await scheduleJob("stuck", { booking: "b1" });
    const calls = { dead: 0, alive: 0 };
    let release!: () => void;
    const neverReturns = new Promise<void>((resolve) => (release = resolve));
    // Killed: its handler hangs and nothing renews its lease any more.
    const dead = runnerWith(
      {
        stuck: async () => {
          calls.dead += 1;
          await neverReturns;
        },
      },
      { owner: "dead", leaseSeconds: 0.5, renewEveryMs: 3_600_000 },
    );
    const alive = runnerWith({ stuck: async () => void (calls.alive += 1) }, { owner: "alive", leaseSeconds: 0.5 });

    const deadRun = dead.runOne();
    await waitFor(async () => (await getJob(id))?.leaseOwner === "dead");
    // While the lease holds, the job is the dead runner's.
    expect(await alive.runOne()).toBe(false);

    await waitFor(() => alive.runOne());
    expect(calls).toEqual({ dead: 1, alive: 1 });
    const done = await getJob(id);
    expect(done).toMatchObject({ status: "done", attempts: 2, leaseOwner: null, lastError: null });

    // The dead runner coming back changes nothing, and nobody runs the job again.
    release();
    await deadRun;
    expect(await getJob(id)).toEqual(done);
    expect(await alive.runOne()).toBe(false);
    expect(calls).toEqual({ dead: 1, alive: 1 });
  });

  test("a long job keeps its lease while its runner renews it", async () => {
    const { id } = await scheduleJob("long", {});
    let release!: () => void;
    const finished = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const working = runnerWith({ long: () => ((calls += 1), finished) }, { owner: "working", leaseSeconds: 0.4 });
    const other = runnerWith({ long: async () => void (calls += 1) }, { owner: "other", leaseSeconds: 0.4 });

    const run = working.runOne();
    const firstLease = await waitFor(async () => (await getJob(id))?.leaseUntil);
    // Three leases' time: the other runner keeps asking and never gets it.
    const end = Date.now() + 1200;
    while (Date.now() < end) {
      expect(await other.runOne()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await getJob(id))!.leaseUntil! > firstLease).toBe(true);
    release();
    await run;
    expect(await getJob(id)).toMatchObject({ status: "done", attempts: 1 });
    expect(calls).toBe(1);
  });

  test("a failing job backs off, then ends failed after its last attempt with its error kept", async () => {
    let clock = new Date("2026-03-01T08:00:00.000Z");
    const { id } = await scheduleJob("flaky", { to: "rania@example.com" }, { dueAt: clock, maxAttempts: 3 });
    const runner = runnerWith(
      {
        flaky: async (_payload, job) => {
          throw new Error(`Mail server refused (attempt ${job.attempt})`);
        },
      },
      { now: () => clock },
    );
    const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

    expect(await runner.runOne()).toBe(true);
    expect(await getJob(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      dueAt: later(30).toISOString(),
      lastError: "Mail server refused (attempt 1)",
      leaseOwner: null,
    });

    // Not before its time.
    clock = new Date(later(30).getTime() - 1);
    expect(await runner.runOne()).toBe(false);
    clock = new Date(clock.getTime() + 1);
    expect(await runner.runOne()).toBe(true);
    expect(await getJob(id)).toMatchObject({ status: "pending", attempts: 2, dueAt: later(60).toISOString() });

    clock = later(60);
    expect(await runner.runOne()).toBe(true);
    const failed = await getJob(id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "Mail server refused (attempt 3)",
      finishedAt: clock.toISOString(),
    });

    // Kept to be shown, never tried again.
    clock = later(86_400);
    expect(await runner.runOne()).toBe(false);
    expect(await getJob(id)).toEqual(failed);
  });

  test("scheduling twice with one dedupe key keeps one job, also at the same moment and after it ran", async () => {
    const first = await scheduleJob("remind", { days: 14 }, { dedupeKey: "balance-due:b1:14d" });
    const again = await scheduleJob("remind", { days: 3 }, { dedupeKey: "balance-due:b1:14d" });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });

    const together = await Promise.all([1, 2, 3, 4, 5].map(() => scheduleJob("remind", { days: 3 }, { dedupeKey: "balance-due:b1:3d" })));
    expect(together.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(together.map((result) => result.id)).size).toBe(1);

    let calls = 0;
    await runnerWith({ remind: async () => void (calls += 1) }).runDue();
    expect(await scheduleJob("remind", { days: 14 }, { dedupeKey: "balance-due:b1:14d" })).toEqual({ id: first.id, created: false });
    expect(await runnerWith({ remind: async () => void (calls += 1) }).runDue()).toBe(0);
    expect(calls).toBe(2);
    const kept = await getDb().selectFrom("jobs").select(["dedupe_key", "payload", "status"]).orderBy("dedupe_key").execute();
    expect(kept.map((row) => [row.dedupe_key, row.payload, row.status])).toEqual([
      ["balance-due:b1:14d", '{"days":14}', "done"],
      ["balance-due:b1:3d", '{"days":3}', "done"],
    ]);
  });

  test("a job scheduled in a transaction that rolls back does not exist", async () => {
    await expect(
      inTransaction(async () => {
        await scheduleJob("remind", {}, { dedupeKey: "rolled-back" });
        throw new Error("the booking could not be saved");
      }),
    ).rejects.toThrow("the booking could not be saved");
    expect(await jobRows()).toEqual([]);
  });

  test("a runner leaves the kinds it has no handler for to the others", async () => {
    const { id } = await scheduleJob("newer-kind", {});
    expect(await runnerWith({ count: async () => undefined }).runOne()).toBe(false);
    expect(await getJob(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  test("a started runner moves its heartbeat on, runs what is scheduled and, stopped, finishes the job in hand", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await getDb().insertInto("job_runners").values({ instance_id: "instance-0", started_at: weekAgo, beat_at: weekAgo }).execute();
    const runner = runnerWith({ slow: () => held }, { owner: "instance-1", pollMs: 50 });
    expect(runner.lastBeat()).toBeNull();
    runner.start();
    const beat = async () =>
      (await getDb().selectFrom("job_runners").select("beat_at").where("instance_id", "=", "instance-1").executeTakeFirst())?.beat_at;
    const firstBeat = await waitFor(beat);
    await waitFor(async () => (await beat())! > firstBeat);
    expect(await lastRunnerHeartbeat()).toBe(await beat());
    // The beat /readyz goes by (decision 0064): the last one this runner wrote.
    expect(runner.lastBeat()!.getTime()).toBeGreaterThan(Date.parse(firstBeat));
    const row = await getDb().selectFrom("job_runners").selectAll().where("instance_id", "=", "instance-1").executeTakeFirstOrThrow();
    expect(row.instance_id).toBe("instance-1");
    expect(row.beat_at > row.started_at).toBe(true);

    // A week-old runner (an instance replaced since) is forgotten at the start.
    expect(await getDb().selectFrom("job_runners").select("instance_id").execute()).toEqual([{ instance_id: "instance-1" }]);

    const { id } = await scheduleJob("slow", {});
    await waitFor(async () => (await getJob(id))?.status === "running");
    const stopped = runner.stop(5000);
    release();
    await stopped;
    expect(await getJob(id)).toMatchObject({ status: "done", attempts: 1 });
    expect(runner.lastBeat()).toBeNull();
  });

  test("a stop waits no longer than its bound, and the job left is taken over once its lease runs out", async () => {
    const { id } = await scheduleJob("stuck", {});
    const leaving = runnerWith({ stuck: () => new Promise<void>(() => undefined) }, { owner: "leaving", pollMs: 50, leaseSeconds: 0.3 });
    leaving.start();
    await waitFor(async () => (await getJob(id))?.status === "running");
    const started = Date.now();
    await leaving.stop(100);
    expect(Date.now() - started).toBeLessThan(1000);

    let calls = 0;
    const next = runnerWith({ stuck: async () => void (calls += 1) }, { owner: "next" });
    await waitFor(() => next.runOne());
    expect(calls).toBe(1);
    expect(await getJob(id)).toMatchObject({ status: "done", attempts: 2 });
  });
});

for (const dialect of DIALECTS) {
  describe(`job runners of two instances, each with its own connection [${dialect}]`, () => {
    test("never run the same job, and run them all", async () => {
      const database = await openEmptyDatabase(dialect);
      try {
        await migrate(database.db);
        const ids = await withDb(database.db, async () => {
          const scheduled: string[] = [];
          for (let n = 0; n < 60; n += 1) scheduled.push((await scheduleJob("count", { n })).id);
          return scheduled;
        });
        const calls = new Map<string, number>();
        const count: JobHandler = async (_payload, job) => {
          calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
          await new Promise((resolve) => setImmediate(resolve));
        };
        const instances = ["instance-a", "instance-b"].map(
          (owner) => new JobRunner({ owner, db: database.connect(), handlers: new Map([["count", count]]) }),
        );
        const ran = await Promise.all(instances.map((runner) => runner.runDue(1000)));
        expect(ran[0]! + ran[1]!).toBe(60);
        expect(ids.map((id) => calls.get(id) ?? 0)).toEqual(ids.map(() => 1));
        const statuses = await database.db.selectFrom("jobs").select("status").distinct().execute();
        expect(statuses).toEqual([{ status: "done" }]);
      } finally {
        await database.cleanup();
      }
    });
  });
}
