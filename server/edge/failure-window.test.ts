import { expect, test } from "vitest";
import { failureWindow } from "./failure-window.server";

test("a sender is blocked after its max failures until the oldest of them leaves the window; others are not", () => {
  const window = failureWindow({ max: 3, windowMs: 60_000 });
  for (const at of [0, 10_000, 20_000]) {
    expect(window.blockedFor("a", at)).toBe(0);
    window.fail("a", at);
  }
  expect(window.blockedFor("a", 20_000)).toBe(40);
  expect(window.blockedFor("b", 20_000)).toBe(0);
  // The first failure leaves the window at 60 s: one more try.
  expect(window.blockedFor("a", 60_001)).toBe(0);
  window.fail("a", 60_001);
  expect(window.blockedFor("a", 60_001)).toBe(10);
  window.clear();
  expect(window.blockedFor("a", 60_001)).toBe(0);
});

test("it keeps at most keysMax senders, forgetting the one whose last failure is oldest", () => {
  const window = failureWindow({ max: 1, windowMs: 60_000, keysMax: 2 });
  window.fail("a", 1);
  window.fail("b", 2);
  window.fail("a", 3);
  window.fail("c", 4);
  expect([window.blockedFor("a", 5) > 0, window.blockedFor("b", 5) > 0, window.blockedFor("c", 5) > 0]).toEqual([true, false, true]);
});
