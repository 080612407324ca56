import { describe, expect, test } from "vitest";
import { commonPasswordCount, isCommonPassword, newPasswordProblem } from "./passwords.server";

describe("new passwords against the shipped breached-password list (issue #24)", () => {
  test("holds far more than the 100,000 most common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThan(400_000);
    // Short listed passwords are in the Set too: they are what decorated passwords are built from.
    for (const listed of ["sunshine", "dragon", "qwerty", "p@ssw0rd", "iloveyou"]) expect(isCommonPassword(listed), listed).toBe(true);
  });

  test("refuses a listed word with digits and symbols at its ends, in any case", () => {
    for (const decorated of ["Password123!", "password123!!", "!Sunshine2024", "Dragon-1234567", "QWERTY12345678", "iloveyou 2026!"])
      expect(newPasswordProblem(decorated, {}), decorated).toMatch(/too common/);
  });

  test("refuses letter swaps of a listed word", () => {
    for (const swapped of ["P@ssw0rd123!", "P4ssw0rd2026!", "Sh4d0w-2024!!"])
      expect(newPasswordProblem(swapped, {}), swapped).toMatch(/too common/);
  });

  test("accepts passphrases and passwords whose core is not a listed one", () => {
    for (const fine of [
      "seven tulips at dawn",
      "correct-horse-battery",
      "Cedar wings over Beirut!",
      "maya-loves-the-sea",
      "7 quiet harbours 9",
    ])
      expect(newPasswordProblem(fine, {}), fine).toBeNull();
  });
});
