import { describe, expect, it } from "vitest";
import { formatRating } from "./stars";

describe("formatRating", () => {
  it("shows a rating with one decimal", () => {
    expect(formatRating(4.8)).toBe("4.8");
    expect(formatRating(4.75)).toBe("4.8");
  });

  it("shows whole ratings without a decimal and keeps them between 0 and 5", () => {
    expect(formatRating(5)).toBe("5");
    expect(formatRating(7)).toBe("5");
    expect(formatRating(-1)).toBe("0");
  });
});
