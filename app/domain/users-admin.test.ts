import { describe, expect, test } from "vitest";
import { formatUserDate, parseUserIntent, refusal } from "./users-admin";

describe("users screen rules", () => {
  test("each refusal has its own message and a 4xx status", () => {
    expect(refusal("self", "delete")).toEqual({ status: 403, message: "You cannot delete your own account." });
    expect(refusal("last-admin", "delete")).toEqual({ status: 409, message: "The last admin cannot be deleted." });
    expect(refusal("last-admin", "change-role")).toEqual({ status: 409, message: "The last admin cannot be made an editor." });
    expect(refusal("not-found", "delete").status).toBe(404);
  });

  test("only the four known intents are accepted", () => {
    expect(parseUserIntent("reset-password")).toBe("reset-password");
    expect(parseUserIntent("make-me-admin")).toBeNull();
    expect(parseUserIntent(null)).toBeNull();
  });

  test("a user who never signed in shows 'Never'; dates are in UTC", () => {
    expect(formatUserDate(null)).toBe("Never");
    expect(formatUserDate(new Date("2025-01-02T03:04:05Z"))).toBe("2 Jan 2025, 03:04 UTC");
  });
});
