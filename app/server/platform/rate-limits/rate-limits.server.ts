import { sql } from "kysely";
import { getDb, getDialect, inTransaction } from "../db.server";
import { newId } from "../records.server";

/**
 * Limits per sender that hold under parallel requests (issue #24, decision 0045): the check
 * and what it allows are one step. A use that goes through is a row in rate_limit_hits,
 * written in the same transaction as the work it allowed, and the uses of one sender of one
 * limit are counted one at a time (PostgreSQL: a transaction-scoped advisory lock on the limit
 * and sender; SQLite: its single writer, taken by inserting the row first). So 40 parallel
 * posts from one address against a limit of 5 store exactly 5, on one instance or several.
 *
 * The public forms use it; so should every new limit (tracking lookups, payment
 * notifications): `withinRateLimit(THAT_LIMIT, senderKey, () => the work)`.
 */

/** A limit: at most `max` uses per sender in any sliding `windowMs`; `name` keeps limits apart. */
export type RateLimit = { name: string; max: number; windowMs: number };

export type RateLimited<T> = { allowed: true; value: T } | { allowed: false; retryAfterSeconds: number };

/** The advisory lock's class on PostgreSQL (its first key), so these locks never meet another use of advisory locks. */
const LOCK_CLASS = 0x5241_5445; // "RATE"

/**
 * Runs `work` if `senderKey` has used `limit` fewer than `max` times in its window, counting
 * this use; otherwise refuses without running it and changes nothing. The use and the work
 * commit together: when `work` throws, neither is kept (a failed save does not count). Called
 * inside a transaction, it joins it. `work` should only store what the use allowed; a use
 * that stores nothing (a lookup) still counts.
 */
export async function withinRateLimit<T>(
  limit: RateLimit,
  senderKey: string,
  work: () => Promise<T>,
  at: Date = new Date(),
): Promise<RateLimited<T>> {
  return inTransaction(async () => {
    if (getDialect() === "postgres") {
      await sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int4, hashtext(${`${limit.name}\n${senderKey}`}))`.execute(getDb());
    }
    const id = newId();
    await getDb()
      .insertInto("rate_limit_hits")
      .values({
        id,
        limit_name: limit.name,
        sender_key: senderKey,
        hit_at: at.toISOString(),
        expires_at: new Date(at.getTime() + limit.windowMs).toISOString(),
      })
      .execute();
    const earlier = await getDb()
      .selectFrom("rate_limit_hits")
      .select("hit_at")
      .where("limit_name", "=", limit.name)
      .where("sender_key", "=", senderKey)
      .where("id", "<>", id)
      .where("hit_at", ">", new Date(at.getTime() - limit.windowMs).toISOString())
      .orderBy("hit_at", "desc")
      .limit(limit.max)
      .execute();
    if (earlier.length >= limit.max) {
      await getDb().deleteFrom("rate_limit_hits").where("id", "=", id).execute();
      // Free again when the max-th newest use leaves the window.
      const freeAt = new Date(earlier[limit.max - 1]!.hit_at).getTime() + limit.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)) };
    }
    // Uses that no longer count, of every limit, go with the next one that goes through.
    await getDb().deleteFrom("rate_limit_hits").where("expires_at", "<=", at.toISOString()).execute();
    return { allowed: true, value: await work() };
  });
}
