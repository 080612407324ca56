import { describe, expect, test } from "vitest";
import { refusal } from "~/domain/users-admin";
import { formatUserDate, userRefusalMessage } from "./users";

describe("the Users screen's words", () => {
  test("each refusal has its own message", () => {
    expect(userRefusalMessage(refusal("self", "delete"))).toBe("You cannot delete your own account.");
    expect(userRefusalMessage(refusal("last-admin", "delete"))).toBe("The last admin cannot be deleted.");
    expect(userRefusalMessage(refusal("last-admin", "change-role"))).toBe("The last admin cannot be made an editor.");
    expect(userRefusalMessage(refusal("not-found", "delete"))).toBe("User not found");
  });

  test("a user who never signed in shows 'Never'; dates are in UTC", () => {
    expect(formatUserDate(null)).toBe("Never");
    expect(formatUserDate(new Date("2025-01-02T03:04:05Z"))).toBe("2 Jan 2025, 03:04 UTC");
  });
});
