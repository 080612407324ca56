import { describe, expect, test } from "vitest";
import { afterFailure } from "./mail-outbox";

describe("the outbox's retry rule", () => {
  test("retries after 1, 5, 15 and 60 minutes, then gives up", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => afterFailure(attempts, false))).toEqual([
      { status: "queued", retryInMinutes: 1 },
      { status: "queued", retryInMinutes: 5 },
      { status: "queued", retryInMinutes: 15 },
      { status: "queued", retryInMinutes: 60 },
      { status: "failed" },
    ]);
  });

  test("a mailbox the server refuses is not asked again", () => {
    expect(afterFailure(1, true)).toEqual({ status: "failed" });
  });
});
