import { expect, test } from "vitest";
import { plural } from "./plural";

const DAYS = { one: "# day", other: "# days" };

test("picks the one form for 1 and the other form for 0, 2 and fractions", () => {
  expect(plural(1, DAYS)).toBe("1 day");
  expect(plural(0, DAYS)).toBe("0 days");
  expect(plural(2, DAYS)).toBe("2 days");
  expect(plural(1.5, DAYS)).toBe("1.5 days");
});

test("puts the count wherever # stands, as often as it stands", () => {
  expect(plural(3, { one: "# tour uses it", other: "# tours use it (#)" })).toBe("3 tours use it (3)");
});

test("uses the extra forms a language has, and falls back to other when a form is missing", () => {
  const forms = { zero: "zero #", one: "one #", two: "two #", few: "few #", many: "many #", other: "other #" };
  expect([0, 1, 2, 3, 11, 100].map((count) => plural(count, forms, "ar"))).toEqual([
    "zero 0",
    "one 1",
    "two 2",
    "few 3",
    "many 11",
    "other 100",
  ]);
  expect(plural(2, { one: "one #", other: "other #" }, "ar")).toBe("other 2");
});
