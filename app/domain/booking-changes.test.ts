import { describe, expect, test } from "vitest";
import { parseReason, REASON_MAX_LENGTH } from "./booking-changes";

describe("parseReason", () => {
  test("keeps a typed reason on one line and refuses an empty or overlong one", () => {
    expect(parseReason("  Too few travellers\n for the coach ")).toEqual({ ok: true, reason: "Too few travellers for the coach" });
    expect(parseReason("   ")).toEqual({ ok: false, error: "missing" });
    expect(parseReason(null)).toEqual({ ok: false, error: "missing" });
    expect(parseReason("x".repeat(REASON_MAX_LENGTH + 1))).toEqual({ ok: false, error: "too-long" });
  });
});
