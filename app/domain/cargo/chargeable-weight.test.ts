import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  AIR_DIVISOR,
  AIR_STEP_GRAMS,
  EXPRESS_DIVISOR,
  MAX_DIMENSION_CM,
  MAX_PIECE_GRAMS,
  chargeableGrams,
  divideRoundingHalfUp,
  divideRoundingUp,
  pieceProblem,
  readCentimetres,
  readKilograms,
  seaUnits,
  volumetricGrams,
  type PieceMeasure,
} from "./chargeable-weight";

const air = { divisor: AIR_DIVISOR, stepGrams: AIR_STEP_GRAMS };

const pieces: fc.Arbitrary<PieceMeasure> = fc.record({
  grams: fc.integer({ min: 1, max: MAX_PIECE_GRAMS }),
  lengthCm: fc.integer({ min: 1, max: MAX_DIMENSION_CM }),
  widthCm: fc.integer({ min: 1, max: MAX_DIMENSION_CM }),
  heightCm: fc.integer({ min: 1, max: MAX_DIMENSION_CM }),
});

describe("integer division", () => {
  test("rounds up only when something is left over", () => {
    expect(divideRoundingUp(0, 500)).toBe(0);
    expect(divideRoundingUp(1, 500)).toBe(1);
    expect(divideRoundingUp(500, 500)).toBe(1);
    expect(divideRoundingUp(501, 500)).toBe(2);
  });

  test("rounds half up", () => {
    expect(divideRoundingHalfUp(14n, 10n)).toBe(1n);
    expect(divideRoundingHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundingHalfUp(25n, 10n)).toBe(3n);
    expect(divideRoundingHalfUp(0n, 7n)).toBe(0n);
  });

  test("agrees with exact rational arithmetic on large numbers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), fc.integer({ min: 1, max: 1_000_000 }), (dividend, divisor) => {
        const up = divideRoundingUp(dividend, divisor);
        expect(BigInt(up) * BigInt(divisor) >= BigInt(dividend)).toBe(true);
        expect(BigInt(up - 1) * BigInt(divisor) < BigInt(dividend)).toBe(true);
      }),
    );
  });
});

describe("volumetric and chargeable weight", () => {
  test("30 × 45 × 65 cm at 14 kg by air is charged as 15 kg", () => {
    const piece = { grams: 14_000, lengthCm: 30, widthCm: 45, heightCm: 65 };
    expect(volumetricGrams(piece, AIR_DIVISOR)).toBe(14_625);
    expect(chargeableGrams(piece, air)).toBe(15_000);
  });

  test("30 × 30 × 30 cm at 11 kg is charged its actual weight", () => {
    const piece = { grams: 11_000, lengthCm: 30, widthCm: 30, heightCm: 30 };
    expect(volumetricGrams(piece, AIR_DIVISOR)).toBe(4_500);
    expect(chargeableGrams(piece, air)).toBe(11_000);
  });

  test("express divides by 5000, so the same box weighs more", () => {
    const piece = { grams: 1_000, lengthCm: 30, widthCm: 45, heightCm: 65 };
    expect(volumetricGrams(piece, EXPRESS_DIVISOR)).toBe(17_550);
    expect(chargeableGrams(piece, { divisor: EXPRESS_DIVISOR, stepGrams: 500 })).toBe(18_000);
  });

  test("a volumetric weight with a fraction of a gram is rounded up to the gram", () => {
    expect(volumetricGrams({ grams: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }, AIR_DIVISOR)).toBe(1);
    expect(volumetricGrams({ grams: 1, lengthCm: 6, widthCm: 1, heightCm: 1 }, AIR_DIVISOR)).toBe(1);
    expect(volumetricGrams({ grams: 1, lengthCm: 7, widthCm: 1, heightCm: 1 }, AIR_DIVISOR)).toBe(2);
  });

  test("a weight already on a step stays; one gram over goes to the next step", () => {
    const small = { lengthCm: 1, widthCm: 1, heightCm: 1 };
    expect(chargeableGrams({ grams: 500, ...small }, air)).toBe(500);
    expect(chargeableGrams({ grams: 501, ...small }, air)).toBe(1_000);
    expect(chargeableGrams({ grams: 1, ...small }, air)).toBe(500);
  });

  test("the largest piece stays exact", () => {
    const piece = { grams: MAX_PIECE_GRAMS, lengthCm: MAX_DIMENSION_CM, widthCm: MAX_DIMENSION_CM, heightCm: MAX_DIMENSION_CM };
    expect(volumetricGrams(piece, AIR_DIVISOR)).toBe(562_500_000);
    expect(seaUnits(piece)).toBe(3_375_000_000);
  });

  test("chargeable is at least the actual and the volumetric weight, a whole number of steps, and less than one step above both", () => {
    fc.assert(
      fc.property(
        pieces,
        fc.constantFrom(AIR_DIVISOR, EXPRESS_DIVISOR, 4_000),
        fc.constantFrom(1, 100, 500, 1_000),
        (piece, divisor, stepGrams) => {
          const chargeable = chargeableGrams(piece, { divisor, stepGrams });
          const volumetric = volumetricGrams(piece, divisor);
          expect(Number.isSafeInteger(chargeable)).toBe(true);
          expect(chargeable).toBeGreaterThanOrEqual(piece.grams);
          expect(chargeable).toBeGreaterThanOrEqual(volumetric);
          expect(chargeable % stepGrams).toBe(0);
          expect(chargeable - Math.max(piece.grams, volumetric)).toBeLessThan(stepGrams);
        },
      ),
    );
  });

  test("a heavier or bigger piece is never charged less", () => {
    fc.assert(
      fc.property(pieces, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 100 }), (piece, moreGrams, moreCm) => {
        const bigger = { ...piece, grams: piece.grams + moreGrams, heightCm: piece.heightCm + moreCm };
        expect(chargeableGrams(bigger, air)).toBeGreaterThanOrEqual(chargeableGrams(piece, air));
        expect(seaUnits(bigger)).toBeGreaterThanOrEqual(seaUnits(piece));
      }),
    );
  });
});

describe("sea units (weight or measure)", () => {
  test("a dense piece pays by the tonne, a light one by the cubic metre, in millionths", () => {
    expect(seaUnits({ grams: 2_000_000, lengthCm: 100, widthCm: 100, heightCm: 100 })).toBe(2_000_000);
    expect(seaUnits({ grams: 300_000, lengthCm: 200, widthCm: 100, heightCm: 150 })).toBe(3_000_000);
  });
});

describe("readKilograms", () => {
  test("reads kilograms into grams, with a point or a comma", () => {
    expect(readKilograms("14.5")).toEqual({ ok: true, grams: 14_500 });
    expect(readKilograms("14,5")).toEqual({ ok: true, grams: 14_500 });
    expect(readKilograms(" 14 ")).toEqual({ ok: true, grams: 14_000 });
    expect(readKilograms(".25")).toEqual({ ok: true, grams: 250 });
    expect(readKilograms("7.")).toEqual({ ok: true, grams: 7_000 });
    expect(readKilograms("0.001")).toEqual({ ok: true, grams: 1 });
    expect(readKilograms("30000")).toEqual({ ok: true, grams: MAX_PIECE_GRAMS });
  });

  test("reads Arabic-Indic and Persian digits and the Arabic decimal separator", () => {
    expect(readKilograms("١٤٫٥")).toEqual({ ok: true, grams: 14_500 });
    expect(readKilograms("۱۴٫۵")).toEqual({ ok: true, grams: 14_500 });
  });

  test("rounds to the nearest gram, half up, without floating point", () => {
    expect(readKilograms("1.0004")).toEqual({ ok: true, grams: 1_000 });
    expect(readKilograms("1.0005")).toEqual({ ok: true, grams: 1_001 });
    expect(readKilograms("0.1234999999999999999")).toEqual({ ok: true, grams: 123 });
    expect(readKilograms("2.9995")).toEqual({ ok: true, grams: 3_000 });
  });

  test("names what is wrong", () => {
    expect(readKilograms("")).toEqual({ ok: false, problem: "empty" });
    expect(readKilograms("   ")).toEqual({ ok: false, problem: "empty" });
    for (const typed of ["abc", "1e3", "1.2.3", "1,5,0", ".", "-", "14 kg", "1 500", "NaN", "Infinity"]) {
      expect(readKilograms(typed)).toEqual({ ok: false, problem: "not-a-number" });
    }
    for (const typed of ["0", "0.0", "-3", "-0.5", "0.0004", "-99999999999"]) {
      expect(readKilograms(typed)).toEqual({ ok: false, problem: "not-positive" });
    }
    for (const typed of ["30000.001", "30001", "99999999999999999999999"]) {
      expect(readKilograms(typed)).toEqual({ ok: false, problem: "too-heavy" });
    }
  });

  test("reads any weight written with up to three decimals exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PIECE_GRAMS }), (grams) => {
        const typed = `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, "0")}`;
        expect(readKilograms(typed)).toEqual({ ok: true, grams });
      }),
    );
  });
});

describe("readCentimetres", () => {
  test("rounds to the nearest whole centimetre", () => {
    expect(readCentimetres("30.4")).toEqual({ ok: true, cm: 30 });
    expect(readCentimetres("30.5")).toEqual({ ok: true, cm: 31 });
    expect(readCentimetres("30,6")).toEqual({ ok: true, cm: 31 });
    expect(readCentimetres("٣٠")).toEqual({ ok: true, cm: 30 });
    expect(readCentimetres("1500")).toEqual({ ok: true, cm: 1_500 });
    expect(readCentimetres("0.5")).toEqual({ ok: true, cm: 1 });
  });

  test("names what is wrong", () => {
    expect(readCentimetres("")).toEqual({ ok: false, problem: "empty" });
    expect(readCentimetres("3O")).toEqual({ ok: false, problem: "not-a-number" });
    expect(readCentimetres("0.4")).toEqual({ ok: false, problem: "not-positive" });
    expect(readCentimetres("-30")).toEqual({ ok: false, problem: "not-positive" });
    expect(readCentimetres("1500.5")).toEqual({ ok: false, problem: "too-large" });
    expect(readCentimetres("1501")).toEqual({ ok: false, problem: "too-large" });
    expect(readCentimetres("1".repeat(30))).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("pieceProblem", () => {
  const box = { grams: 14_000, lengthCm: 30, widthCm: 45, heightCm: 65 };

  test("accepts whole measures within range", () => {
    expect(pieceProblem(box)).toBeNull();
  });

  test("refuses fractions, zero, negatives, huge values and NaN", () => {
    for (const grams of [0, -1, 14.5, MAX_PIECE_GRAMS + 1, Number.NaN]) {
      expect(pieceProblem({ ...box, grams })).toBe("weight-out-of-range");
    }
    for (const widthCm of [0, -1, 30.5, MAX_DIMENSION_CM + 1, Number.POSITIVE_INFINITY]) {
      expect(pieceProblem({ ...box, widthCm })).toBe("dimension-out-of-range");
    }
  });
});
