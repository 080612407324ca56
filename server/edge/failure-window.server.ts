/*
 * Failures per sender in a sliding window, in this process's memory (decision 0064): for the
 * operator's endpoints, which must answer while the database does not, so they cannot use the
 * database's rate limits (decision 0045). Checking and counting are synchronous, so parallel
 * requests cannot slip between them. Each instance counts its own: behind two instances a
 * sender gets twice the tries, still nothing against a secret of 16 characters or more.
 */

export type FailureWindow = {
  /** Seconds until `key` may try again; 0 when it may now. */
  blockedFor(key: string, now?: number): number;
  /** Counts one failure of `key`. */
  fail(key: string, now?: number): void;
  /** Forgets every sender (tests). */
  clear(): void;
};

/** At most `max` failures per key in any `windowMs`; at most `keysMax` keys kept (the oldest go first), so many senders cannot fill the memory. */
export function failureWindow({ max, windowMs, keysMax = 10_000 }: { max: number; windowMs: number; keysMax?: number }): FailureWindow {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    blockedFor(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length < max) return 0;
      // Free again when the max-th newest failure leaves the window.
      return Math.max(1, Math.ceil((kept[kept.length - max]! + windowMs - now) / 1000));
    },
    fail(key, now = Date.now()) {
      const kept = recent(key, now);
      // Re-inserted last: the Map's order is then the senders' last failure, oldest first.
      failures.delete(key);
      failures.set(key, [...kept, now]);
      while (failures.size > keysMax) failures.delete(failures.keys().next().value!);
    },
    clear() {
      failures.clear();
    },
  };
}
