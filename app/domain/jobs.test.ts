import { describe, expect, test } from "vitest";
import { afterJobFailure, backoffSeconds, BACKOFF_CAP_SECONDS, jobScheduleProblem } from "./jobs";

describe("backoffSeconds", () => {
  test("doubles from 30 seconds after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480]);
  });

  test("never waits more than an hour, however many attempts failed", () => {
    expect(backoffSeconds(8)).toBe(BACKOFF_CAP_SECONDS);
    expect(backoffSeconds(100)).toBe(BACKOFF_CAP_SECONDS);
    expect(backoffSeconds(1e9)).toBe(BACKOFF_CAP_SECONDS);
  });

  test("treats a count below one as the first failure", () => {
    expect(backoffSeconds(0)).toBe(30);
    expect(backoffSeconds(-3)).toBe(30);
  });
});

describe("afterJobFailure", () => {
  test("tries again after the backoff while attempts are left", () => {
    expect(afterJobFailure(1, 3)).toEqual({ status: "pending", retryInSeconds: 30 });
    expect(afterJobFailure(2, 3)).toEqual({ status: "pending", retryInSeconds: 60 });
  });

  test("fails for good once the last attempt failed", () => {
    expect(afterJobFailure(3, 3)).toEqual({ status: "failed" });
    expect(afterJobFailure(1, 1)).toEqual({ status: "failed" });
    // A lease taken over past the last attempt counts one more: still failed.
    expect(afterJobFailure(4, 3)).toEqual({ status: "failed" });
  });
});

describe("jobScheduleProblem", () => {
  const good = { kind: "balance-due.reminder", payloadJson: "{}", dueAt: new Date(), dedupeKey: null, maxAttempts: 5 };

  test("accepts a kind, a JSON payload and a due time", () => {
    expect(jobScheduleProblem(good)).toBeNull();
    expect(jobScheduleProblem({ ...good, dedupeKey: "balance-due:b1:14d" })).toBeNull();
  });

  test("refuses a kind with spaces or capitals, or too long", () => {
    expect(jobScheduleProblem({ ...good, kind: "Balance due" })).toEqual({ kind: "kind-invalid" });
    expect(jobScheduleProblem({ ...good, kind: "" })).toEqual({ kind: "kind-invalid" });
    expect(jobScheduleProblem({ ...good, kind: "a".repeat(61) })).toEqual({ kind: "kind-invalid" });
  });

  test("refuses a blank or overlong dedupe key, attempts out of 1–100 and an invalid date", () => {
    expect(jobScheduleProblem({ ...good, dedupeKey: " " })).toEqual({ kind: "dedupe-key-invalid" });
    expect(jobScheduleProblem({ ...good, dedupeKey: "k".repeat(201) })).toEqual({ kind: "dedupe-key-invalid" });
    expect(jobScheduleProblem({ ...good, maxAttempts: 0 })).toEqual({ kind: "max-attempts-invalid" });
    expect(jobScheduleProblem({ ...good, maxAttempts: 1.5 })).toEqual({ kind: "max-attempts-invalid" });
    expect(jobScheduleProblem({ ...good, maxAttempts: 101 })).toEqual({ kind: "max-attempts-invalid" });
    expect(jobScheduleProblem({ ...good, dueAt: new Date("nope") })).toEqual({ kind: "due-at-invalid" });
  });

  test("refuses a payload JSON cannot write", () => {
    expect(jobScheduleProblem({ ...good, payloadJson: undefined })).toEqual({ kind: "payload-not-json" });
  });
});
