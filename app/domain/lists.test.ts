import { describe, expect, test } from "vitest";
import { matchesSearch, splitList } from "./lists";

describe("splitList", () => {
  test("splits on commas, trims each item and drops empty ones", () => {
    expect(splitList("a, b,, c ")).toEqual(["a", "b", "c"]);
    expect(splitList(" Surfing ,Temple visits,  , Rice terrace walks,")).toEqual(["Surfing", "Temple visits", "Rice terrace walks"]);
  });

  test("empty or blank text is an empty list", () => {
    expect(splitList("")).toEqual([]);
    expect(splitList(" , ,, ")).toEqual([]);
  });

  test("keeps spaces inside an item", () => {
    expect(splitList("Return flights")).toEqual(["Return flights"]);
  });
});

describe("matchesSearch", () => {
  test("an empty or blank query matches everything", () => {
    expect(matchesSearch("", ["Bali"])).toBe(true);
    expect(matchesSearch("   ", [])).toBe(true);
  });

  test("matches a substring of any field, ignoring case and surrounding spaces", () => {
    expect(matchesSearch(" ALI ", ["Bali", "Indonesia"])).toBe(true);
    expect(matchesSearch("indo", ["Bali", "Indonesia"])).toBe(true);
    expect(matchesSearch("paris", ["Bali", "Indonesia"])).toBe(false);
  });

  test("special characters are plain text, not patterns", () => {
    expect(matchesSearch(".*", ["Bali"])).toBe(false);
    expect(matchesSearch("50%", ["Save 50% now"])).toBe(true);
  });
});
