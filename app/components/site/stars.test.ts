import { describe, expect, it } from "vitest";
import { formatRating, ratingLabel } from "./stars";

describe("ratingLabel", () => {
  it("names a rating out of 5 with one decimal", () => {
    expect(ratingLabel(4.8)).toBe("Rated 4.8 out of 5");
    expect(ratingLabel(4.75)).toBe("Rated 4.8 out of 5");
  });

  it("shows whole ratings without a decimal and keeps them between 0 and 5", () => {
    expect(formatRating(5)).toBe("5");
    expect(formatRating(7)).toBe("5");
    expect(formatRating(-1)).toBe("0");
  });
});
