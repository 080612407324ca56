import { isHeartbeatStale } from "~/domain/reminders";
import { getPhotoStorage } from "~/server/catalogue/photo-storage.server";
import { lastRunnerHeartbeat } from "~/server/jobs/jobs.server";
import { ownRunnerBeat } from "~/server/jobs/runner.server";
import { getDb, migrationsNotApplied } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { log } from "~/server/platform/log.server";

/*
 * Readiness (issue #29, decision 0064): whether this instance should be sent requests. Each
 * check has CHECK_TIMEOUT_MS to answer, all at once, so a database that hangs makes the answer
 * "unavailable" in that time rather than a probe that times out. The reasons go to the log when
 * they change, not at every probe.
 */

/** How long one check may take; the checks run side by side, so the answer comes within it. */
export const CHECK_TIMEOUT_MS = 1500;

/** A photo name no photo has (photos are named by their hash): asking for it costs the store a HEAD and nothing else. */
const PROBE_OBJECT = "readiness-probe";

export type Readiness = { ready: boolean; problems: string[] };

type Check = () => Promise<string | null>;

/** The database answers and has applied every migration this code knows. */
const database: Check = async () => {
  const missing = await migrationsNotApplied(getDb());
  if (missing.length === 0) return null;
  return `migration ${missing[0]} is not applied${missing.length > 1 ? ` (nor ${missing.length - 1} more)` : ""}`;
};

/** The S3 bucket answers (a missing object is an answer); photos on disk need no check. */
const objectStore: Check = async () => {
  await getPhotoStorage().has(PROBE_OBJECT);
  return null;
};

/**
 * The job runner's heartbeat is recent, by the dashboard's rule (isHeartbeatStale): this
 * instance's own runner when it runs one (every started instance does), else the newest beat of
 * any runner (an instance that runs none, as the tests' in-process site).
 */
const jobRunner: Check = async () => {
  const beat = ownRunnerBeat()?.toISOString() ?? (await lastRunnerHeartbeat());
  if (!isHeartbeatStale(beat, new Date(), getEnv().JOBS_POLL_MS)) return null;
  return `the job runner's last heartbeat is ${beat ?? "missing"}`;
};

/** A check still running from an earlier probe (a hung database) is waited for again, not started twice. */
const running = new Map<string, Promise<string | null>>();

async function runCheck(name: string, check: Check): Promise<string | null> {
  let pending = running.get(name);
  if (!pending) {
    pending = check().catch((error: unknown) => (error instanceof Error ? error.message : String(error)) || "failed");
    running.set(name, pending);
    void pending.finally(() => running.delete(name));
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  const problem = await Promise.race([pending, timedOut]);
  clearTimeout(timer);
  return problem === null ? null : `${name}: ${problem}`;
}

/** What was last told in the log: the problems joined, "" when ready (as an instance starts). */
let lastTold = "";

/** Whether this instance is ready, and why not. */
export async function readiness(): Promise<Readiness> {
  const checks: [string, Check][] = [
    ["database", database],
    ["job runner", jobRunner],
  ];
  if (getPhotoStorage().kind === "s3") checks.push(["object store", objectStore]);
  const problems = (await Promise.all(checks.map(([name, check]) => runCheck(name, check)))).filter((problem) => problem !== null);
  const told = problems.join("; ");
  if (told !== lastTold) {
    if (told) log.warn({ problems }, "Not ready");
    else log.info("Ready again");
    lastTold = told;
  }
  return { ready: problems.length === 0, problems };
}
