import { describe, expect, test } from "vitest";
import { fieldErrors } from "./form-fields";
import { basisPointsFromPercent, moneySettingsSchema, percentFromBasisPoints } from "./money-settings";

const schema = moneySettingsSchema((problem) => problem);
const valid = { depositPercent: "30", balanceDays: "30", taxRate: { beirut: "11", abidjan: "0", monrovia: "7.5" } };
const problems = (posted: unknown) => {
  const result = schema.safeParse(posted);
  return result.success ? {} : fieldErrors(result.error);
};

describe("tax rates typed as a percent", () => {
  test("become basis points with integers only, up to two decimals", () => {
    expect(basisPointsFromPercent("11")).toBe(1_100);
    expect(basisPointsFromPercent("7.5")).toBe(750);
    expect(basisPointsFromPercent("7,5")).toBe(750);
    expect(basisPointsFromPercent("0.05")).toBe(5);
    expect(basisPointsFromPercent("16.99 %")).toBe(1_699);
    expect(basisPointsFromPercent(" 100 ")).toBe(10_000);
    expect(basisPointsFromPercent("0")).toBe(0);
    for (const refused of ["12.345", "-1", "1e2", "", ".5", "5.", "eleven", "0x10", "1 1"])
      expect(basisPointsFromPercent(refused)).toBeNull();
  });

  test("are shown back as the shortest percent", () => {
    expect([1_100, 750, 5, 1_699, 10_000, 0].map(percentFromBasisPoints)).toEqual(["11", "7.5", "0.05", "16.99", "100", "0"]);
    for (const basisPoints of [0, 1, 10, 99, 100, 101, 1_234, 9_999]) {
      expect(basisPointsFromPercent(percentFromBasisPoints(basisPoints))).toBe(basisPoints);
    }
  });
});

describe("the Settings → Money form", () => {
  test("reads whole percents and days, and each office's rate in basis points", () => {
    expect(schema.parse(valid)).toEqual({ depositPercent: 30, balanceDays: 30, taxRate: { beirut: 1_100, abidjan: 0, monrovia: 750 } });
    expect(schema.parse({ ...valid, depositPercent: "٥٠ %", balanceDays: "0" })).toMatchObject({ depositPercent: 50, balanceDays: 0 });
    expect(schema.parse({ ...valid, depositPercent: "100", balanceDays: "365" })).toMatchObject({ depositPercent: 100, balanceDays: 365 });
  });

  test("refuses values out of range, decimals where a whole number is asked, and text", () => {
    expect(
      problems({
        depositPercent: "101",
        balanceDays: "366",
        taxRate: { beirut: "12.345", abidjan: "100.01", monrovia: "x".repeat(10_000) },
      }),
    ).toEqual({
      depositPercent: "depositPercentInvalid",
      balanceDays: "balanceDaysInvalid",
      "taxRate.beirut": "taxRateInvalid",
      "taxRate.abidjan": "taxRateTooHigh",
      "taxRate.monrovia": "taxRateInvalid",
    });
    expect(problems({ ...valid, depositPercent: "-1", balanceDays: "7.5" })).toEqual({
      depositPercent: "depositPercentInvalid",
      balanceDays: "balanceDaysInvalid",
    });
    expect(problems({ ...valid, depositPercent: ["30", "40"] })).toEqual({ depositPercent: "depositPercentInvalid" });
  });

  test("names every missing field, each office's included", () => {
    expect(problems({})).toEqual({
      depositPercent: "depositPercentRequired",
      balanceDays: "balanceDaysRequired",
      "taxRate.beirut": "taxRateRequired",
      "taxRate.abidjan": "taxRateRequired",
      "taxRate.monrovia": "taxRateRequired",
    });
    expect(problems({ ...valid, depositPercent: "  ", taxRate: "11" })).toMatchObject({
      depositPercent: "depositPercentRequired",
      "taxRate.beirut": "taxRateRequired",
    });
  });
});
