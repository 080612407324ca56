import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "../../../db/schema";
import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { SIGN_IN_LIMITS } from "~/domain/users";
import { getDb, getDialect, inTransaction } from "~/server/platform/db.server";
import { getEnv } from "~/server/platform/env.server";
import { newId } from "~/server/platform/records.server";

/**
 * Sign-in throttling (decisions 0007 and 0020). Failed sign-ins are rows in sign_in_attempts,
 * so every instance sees the same counts. An attempt is counted before its password is
 * checked: it reserves a row in one serialised transaction, and is refused when its bucket
 * already holds the limit; a refused attempt leaves no row, so every lock-out ends by itself.
 *
 * Buckets, in a sliding window:
 * - a browser with a valid device cookie for the account counts against that device alone
 *   (`perEmail` failures), and no address limit applies to it: an attacker's failures never
 *   refuse the owner's browser;
 * - every other browser counts against the account's "unknown devices" bucket (`perEmail`)
 *   and against its address (`perAddress`, over all e-mails).
 *
 * What was typed as the e-mail is never kept (issue #24, decision 0048): a row holds a keyed
 * hash of its key (storedEmailKey), enough to count and forget, and rows leave as soon as they
 * are older than the window (at each reservation, each failure and the periodic sweep).
 */

/**
 * The keyed hash a row holds instead of the typed e-mail: the same for every spelling emailKey()
 * makes equal. `secret`: the server's SESSION_SECRET (the browser tests pass a test server's).
 */
export function storedEmailKey(emailKey: string, secret: string = getEnv().SESSION_SECRET): string {
  return createHmac("sha256", secret).update(`sign-in-email|${emailKey}`).digest("base64url");
}

export type ThrottleLimits = { windowMinutes: number; perEmail: number; perAddress: number };

export type SignInAttempt = {
  /** emailKey() of what was typed: the same key the account is found by, so case and padding change nothing. */
  emailKey: string;
  /** clientKey(): a keyed hash of the address Express saw (X-Forwarded-For only with TRUST_PROXY=1). */
  addressKey: string;
  /** The nonce of a valid device cookie for this e-mail, or null. */
  deviceKey: string | null;
};

/** Which bucket refused, or counts the attempt. */
export type ThrottleScope = "device" | "unknown-devices" | "address";

export type Reservation =
  | { allowed: true; id: string; attempt: SignInAttempt; failures: number; at: Date }
  | { allowed: false; retryAfterSeconds: number; scope: ThrottleScope };

function windowStart(at: Date, limits: ThrottleLimits): string {
  return new Date(at.getTime() - limits.windowMinutes * 60_000).toISOString();
}

type Bucket = { scope: ThrottleScope; limit: number; where: (eb: ExpressionBuilder<Database, "sign_in_attempts">) => Expression<SqlBool> };

function bucketsOf(attempt: SignInAttempt, limits: ThrottleLimits): Bucket[] {
  if (attempt.deviceKey) {
    const deviceKey = attempt.deviceKey;
    return [{ scope: "device", limit: limits.perEmail, where: (eb) => eb("device_key", "=", deviceKey) }];
  }
  return [
    {
      scope: "unknown-devices",
      limit: limits.perEmail,
      where: (eb) => eb.and([eb("email_key", "=", storedEmailKey(attempt.emailKey)), eb("device_key", "is", null)]),
    },
    {
      scope: "address",
      limit: limits.perAddress,
      where: (eb) => eb.and([eb("address_key", "=", attempt.addressKey), eb("device_key", "is", null)]),
    },
  ];
}

/**
 * When a bucket's failures stop refusing: the moment the `limit`-th newest leaves the window.
 * Null when there are fewer than `limit` failures in the window.
 */
async function refusedUntil(bucket: Bucket, exceptId: string, at: Date, limits: ThrottleLimits) {
  const rows = await getDb()
    .selectFrom("sign_in_attempts")
    .select("attempted_at")
    .where(bucket.where)
    .where("id", "<>", exceptId)
    .where("attempted_at", ">", windowStart(at, limits))
    .orderBy("attempted_at", "desc")
    .limit(bucket.limit)
    .execute();
  if (rows.length < bucket.limit) return { until: null, failures: rows.length };
  const oldestCounted = new Date(rows[bucket.limit - 1]!.attempted_at);
  return { until: new Date(oldestCounted.getTime() + limits.windowMinutes * 60_000), failures: rows.length };
}

/**
 * Counts an attempt before its password is checked, or refuses it. Reservations run one at a
 * time (PostgreSQL: a table lock for the transaction; SQLite: its single writer, taken by the
 * insert first), so 20 parallel tries for one account get at most `perEmail` password checks.
 */
export async function reserveSignInAttempt(
  attempt: SignInAttempt,
  at: Date = new Date(),
  limits: ThrottleLimits = SIGN_IN_LIMITS,
): Promise<Reservation> {
  return inTransaction(async () => {
    if (getDialect() === "postgres") await sql`lock table sign_in_attempts in share row exclusive mode`.execute(getDb());
    // Failures older than the window count for nothing: they go now, not at the next sweep.
    await pruneSignInAttempts(new Date(windowStart(at, limits)));
    const id = newId();
    await getDb()
      .insertInto("sign_in_attempts")
      .values({
        id,
        email_key: storedEmailKey(attempt.emailKey),
        address_key: attempt.addressKey,
        device_key: attempt.deviceKey,
        attempted_at: at.toISOString(),
      })
      .execute();
    let failures = 0;
    let refusal: { until: Date; scope: ThrottleScope } | null = null;
    for (const bucket of bucketsOf(attempt, limits)) {
      const counted = await refusedUntil(bucket, id, at, limits);
      if (bucket.scope !== "address") failures = counted.failures;
      if (counted.until && counted.until > at && (!refusal || counted.until > refusal.until)) {
        refusal = { until: counted.until, scope: bucket.scope };
      }
    }
    if (refusal) {
      await getDb().deleteFrom("sign_in_attempts").where("id", "=", id).execute();
      return {
        allowed: false,
        scope: refusal.scope,
        retryAfterSeconds: Math.max(1, Math.ceil((refusal.until.getTime() - at.getTime()) / 1000)),
      };
    }
    return { allowed: true, id, attempt, failures, at };
  });
}

/**
 * The password was wrong: the reserved row stays as the failure, and failures too old to count
 * are dropped. True when this failure reached the bucket's limit (the lock-out begins).
 */
export async function keepSignInFailure(
  reservation: Extract<Reservation, { allowed: true }>,
  limits: ThrottleLimits = SIGN_IN_LIMITS,
): Promise<boolean> {
  await pruneSignInAttempts(new Date(windowStart(reservation.at, limits)));
  return reservation.failures + 1 === limits.perEmail;
}

/**
 * The password was right: the reservation and the failures of the bucket it counted in are
 * forgotten (a device's own, or the unknown devices' of that e-mail); the address's failures
 * for other e-mails stay, they may be someone else's.
 */
export async function forgetSignInFailures(reservation: Extract<Reservation, { allowed: true }>): Promise<void> {
  const { attempt } = reservation;
  let query = getDb().deleteFrom("sign_in_attempts").where("email_key", "=", storedEmailKey(attempt.emailKey));
  query = attempt.deviceKey ? query.where("device_key", "=", attempt.deviceKey) : query.where("device_key", "is", null);
  await query.execute();
  await getDb().deleteFrom("sign_in_attempts").where("id", "=", reservation.id).execute();
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
