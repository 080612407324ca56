import { setTimeout as sleep } from "node:timers/promises";
import { SIGN_IN_LIMITS } from "~/domain/users";
import { getDb } from "./db.server";
import { newId } from "./records.server";

/**
 * Sign-in throttling. Failed sign-ins are rows in sign_in_attempts, so every instance sees the
 * same counts. Within a sliding window, too many failures for one e-mail or from one address
 * refuse further tries until enough of those failures have aged out of the window; a refusal
 * itself is not recorded, so a lock-out always ends.
 */

export type ThrottleLimits = { windowMinutes: number; perEmail: number; perAddress: number };

export type ThrottleDecision = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

function windowStart(at: Date, limits: ThrottleLimits): string {
  return new Date(at.getTime() - limits.windowMinutes * 60_000).toISOString();
}

/**
 * When the failures of one key stop refusing: the moment the `limit`-th newest failure leaves
 * the window. Null when there are fewer than `limit` failures in the window.
 */
async function refusedUntil(
  column: "email_key" | "address_key",
  key: string,
  limit: number,
  at: Date,
  limits: ThrottleLimits,
): Promise<{ until: Date | null; failures: number }> {
  const rows = await getDb()
    .selectFrom("sign_in_attempts")
    .select("attempted_at")
    .where(column, "=", key)
    .where("attempted_at", ">", windowStart(at, limits))
    .orderBy("attempted_at", "desc")
    .limit(limit)
    .execute();
  if (rows.length < limit) return { until: null, failures: rows.length };
  const oldestCounted = new Date(rows[limit - 1]!.attempted_at);
  return { until: new Date(oldestCounted.getTime() + limits.windowMinutes * 60_000), failures: rows.length };
}

/** May this e-mail, from this address, try to sign in now? */
export async function checkSignInThrottle(
  emailKey: string,
  addressKey: string,
  at: Date = new Date(),
  limits: ThrottleLimits = SIGN_IN_LIMITS,
): Promise<ThrottleDecision> {
  const [byEmail, byAddress] = await Promise.all([
    refusedUntil("email_key", emailKey, limits.perEmail, at, limits),
    refusedUntil("address_key", addressKey, limits.perAddress, at, limits),
  ]);
  const until = [byEmail.until, byAddress.until].filter((date): date is Date => date !== null && date > at);
  if (until.length === 0) return { allowed: true, failures: byEmail.failures };
  const latest = Math.max(...until.map((date) => date.getTime()));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((latest - at.getTime()) / 1000)) };
}

/** Records a failed sign-in and drops failures too old to count any more. */
export async function recordSignInFailure(
  emailKey: string,
  addressKey: string,
  at: Date = new Date(),
  limits: ThrottleLimits = SIGN_IN_LIMITS,
): Promise<void> {
  await getDb()
    .insertInto("sign_in_attempts")
    .values({ id: newId(), email_key: emailKey, address_key: addressKey, attempted_at: at.toISOString() })
    .execute();
  await pruneSignInAttempts(new Date(windowStart(at, limits)));
}

/** A successful sign-in forgets that e-mail's failures (the address's stay: they may be someone else's). */
export async function clearSignInFailures(emailKey: string): Promise<void> {
  await getDb().deleteFrom("sign_in_attempts").where("email_key", "=", emailKey).execute();
}

export async function pruneSignInAttempts(olderThan: Date): Promise<void> {
  await getDb().deleteFrom("sign_in_attempts").where("attempted_at", "<=", olderThan.toISOString()).execute();
}

/**
 * Failures before a refusal also slow the answer down a little, growing with each one
 * (none for the first two, then 0.25 s, 0.5 s, 1 s, capped at 2 s).
 */
export function failureDelayMs(failures: number): number {
  if (failures < 2) return 0;
  return Math.min(2000, 250 * 2 ** (failures - 2));
}

/** Waits the delay that `failures` earlier failures call for. */
export async function slowDownAfterFailure(failures: number): Promise<void> {
  const delay = failureDelayMs(failures);
  if (delay > 0) await sleep(delay);
}
