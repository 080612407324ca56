import { describe, expect, test } from "vitest";
import { parseUserIntent, refusal } from "./users-admin";

describe("users screen rules", () => {
  test("each refusal has its own reason and a 4xx status", () => {
    expect(refusal("self", "delete")).toEqual({ status: 403, reason: "self", action: "delete" });
    expect(refusal("last-admin", "delete").status).toBe(409);
    expect(refusal("last-admin", "change-role").status).toBe(409);
    expect(refusal("not-found", "delete").status).toBe(404);
  });

  test("only the four known intents are accepted", () => {
    expect(parseUserIntent("reset-password")).toBe("reset-password");
    expect(parseUserIntent("make-me-admin")).toBeNull();
    expect(parseUserIntent(null)).toBeNull();
  });
});
