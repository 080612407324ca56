import { describe, expect, test } from "vitest";
import { checkTotp, formatRecoveryCode, groupSecret, lockMinutes, otpauthUri, parseTypedCode, totpCodeAt, totpStep } from "./two-factor";

// RFC 6238 appendix B's SHA-1 key ("12345678901234567890") in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const AT = new Date("2030-05-01T10:00:10.000Z");

describe("TOTP codes", () => {
  test("match RFC 6238's test vectors (six digits)", () => {
    expect(totpCodeAt(RFC_SECRET, totpStep(new Date(59_000)))).toBe("287082");
    expect(totpCodeAt(RFC_SECRET, totpStep(new Date(1_111_111_109_000)))).toBe("081804");
    expect(totpCodeAt(RFC_SECRET, totpStep(new Date(2_000_000_000_000)))).toBe("279037");
  });

  test("accept the current code and those of one step before and after, and nothing further", () => {
    const step = totpStep(AT);
    for (const offset of [-1, 0, 1]) {
      expect(checkTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, step + offset), { at: AT, lastStep: null })).toEqual({
        ok: true,
        step: step + offset,
      });
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(checkTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, step + offset), { at: AT, lastStep: null })).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
  });

  test("refuse a code whose step was already used, and any older one, as a replay", () => {
    const step = totpStep(AT);
    const code = totpCodeAt(RFC_SECRET, step);
    expect(checkTotp(RFC_SECRET, code, { at: AT, lastStep: step })).toEqual({ ok: false, reason: "replayed" });
    expect(checkTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, step - 1), { at: AT, lastStep: step })).toEqual({
      ok: false,
      reason: "replayed",
    });
    // The next step's code is still new.
    expect(checkTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, step + 1), { at: AT, lastStep: step })).toEqual({ ok: true, step: step + 1 });
  });

  test("a code used 30 seconds ago is still refused when it falls in the window again", () => {
    const step = totpStep(AT);
    const code = totpCodeAt(RFC_SECRET, step);
    const later = new Date(AT.getTime() + 30_000);
    expect(checkTotp(RFC_SECRET, code, { at: later, lastStep: step })).toEqual({ ok: false, reason: "replayed" });
  });

  test("refuse a wrong code", () => {
    const code = totpCodeAt(RFC_SECRET, totpStep(AT));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(checkTotp(RFC_SECRET, wrong, { at: AT, lastStep: null })).toEqual({ ok: false, reason: "wrong" });
  });
});

describe("typed codes", () => {
  test("six digits are a TOTP code, spaces ignored", () => {
    expect(parseTypedCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
  });

  test("ten base32 characters are a recovery code, in any case, with or without the hyphen", () => {
    expect(parseTypedCode("ABCDE-fgh23")).toEqual({ kind: "recovery", code: "abcdefgh23" });
    expect(parseTypedCode("abcdefgh23")).toEqual({ kind: "recovery", code: "abcdefgh23" });
  });

  test("anything else is neither", () => {
    for (const input of ["", "12345", "1234567", "abcdefgh1!", "abcdefgh18", null, 123456, "1".repeat(500)]) {
      expect(parseTypedCode(input)).toBeNull();
    }
  });

  test("recovery codes are shown in two groups of five", () => {
    expect(formatRecoveryCode("abcdefgh23")).toBe("abcde-fgh23");
  });
});

describe("set-up", () => {
  test("the QR code's address names the site and the account and carries the secret", () => {
    const uri = otpauthUri({ secretBase32: RFC_SECRET, issuer: "Cedar Wings", account: "rima@example.com" });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Cedar%20Wings:rima%40example\.com\?/);
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(uri).toContain("issuer=Cedar%20Wings");
  });

  test("the secret is grouped by four for typing", () => {
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});

describe("the second step's lock", () => {
  test("lasts 15 minutes, then twice as long each time in a row, never beyond 16 hours", () => {
    expect([1, 2, 3, 4, 7, 8, 50].map(lockMinutes)).toEqual([15, 30, 60, 120, 960, 960, 960]);
  });
});
