import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_DIMENSION_CM, MAX_PIECE_GRAMS } from "./chargeable-weight";
import {
  MAX_PIECES,
  PIECE_KINDS,
  bracketCharge,
  isPieceKind,
  priceShipment,
  rateCardProblem,
  type AirRateCard,
  type CargoPiece,
  type PriceLine,
  type RateCard,
  type SeaRateCard,
} from "./cargo-pricing";

/** Beirut to Abidjan by air: 8.00 USD per kg below 45 kg, 7.00 from 45 kg, 25.00 at least; barrels and vehicles flat. */
const beirutAbidjanAir: AirRateCard = {
  mode: "air",
  currency: "USD",
  divisor: 6_000,
  stepGrams: 500,
  minimumMinor: 2_500,
  brackets: [
    { fromGrams: 0, perKgMinor: 800 },
    { fromGrams: 45_000, perKgMinor: 700 },
  ],
  flatPerPiece: { barrel: 15_000, vehicle: 250_000 },
};

/** Abidjan to Monrovia by sea in CFA francs (no minor unit): 95,000 F per tonne-or-m³, 60,000 from 10 units. */
const abidjanMonroviaSea: SeaRateCard = {
  mode: "sea",
  currency: "XOF",
  minimumMinor: 50_000,
  brackets: [
    { fromUnits: 0, perUnitMinor: 95_000 },
    { fromUnits: 10_000_000, perUnitMinor: 60_000 },
  ],
  flatPerPiece: { vehicle: 450_000 },
};

/** A dense box whose chargeable weight is its actual weight, to the gram when it is a multiple of 500. */
function box(grams: number): CargoPiece {
  return { kind: "box", grams, lengthCm: 10, widthCm: 10, heightCm: 10 };
}

function priced(pieces: CargoPiece[], card: RateCard) {
  const result = priceShipment(pieces, card);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result;
}

const sumOf = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.amountMinor, 0);

describe("priceShipment by air", () => {
  test("40 kg pays for 45 kg at the next bracket when that is cheaper: 315.00, not 320.00", () => {
    const price = priced([box(40_000)], beirutAbidjanAir);
    expect(price.totalMinor).toBe(31_500);
    expect(price.lines).toEqual([{ kind: "weight", chargeableGrams: 40_000, billedGrams: 45_000, rateMinor: 700, amountMinor: 31_500 }]);
  });

  test("a weight below the break-even point pays its own bracket", () => {
    // 39 kg at 8.00 is 312.00, cheaper than 45 kg at 7.00.
    expect(priced([box(39_000)], beirutAbidjanAir).lines).toEqual([
      { kind: "weight", chargeableGrams: 39_000, billedGrams: 39_000, rateMinor: 800, amountMinor: 31_200 },
    ]);
    // 39.5 kg at 8.00 is 316.00: 45 kg at 7.00 wins again.
    expect(priced([box(39_500)], beirutAbidjanAir).totalMinor).toBe(31_500);
  });

  test("a weight in the higher bracket pays that bracket", () => {
    expect(priced([box(50_000)], beirutAbidjanAir).totalMinor).toBe(35_000);
  });

  test("sums the chargeable weights of the pieces, each by its volume or its weight", () => {
    const bulky = { kind: "box", grams: 14_000, lengthCm: 30, widthCm: 45, heightCm: 65 } as const;
    const dense = { kind: "bag", grams: 11_000, lengthCm: 30, widthCm: 30, heightCm: 30 } as const;
    const price = priced([bulky, dense], beirutAbidjanAir);
    expect(price.chargeableGrams).toBe(26_000);
    expect(price.totalMinor).toBe(20_800);
  });

  test("prices barrels and vehicles by the piece and the rest by weight", () => {
    const barrel = { kind: "barrel", grams: 80_000, lengthCm: 60, widthCm: 60, heightCm: 90 } as const;
    const price = priced([barrel, box(10_000), barrel], beirutAbidjanAir);
    expect(price.lines).toEqual([
      { kind: "flat", pieceKind: "barrel", count: 2, perPieceMinor: 15_000, amountMinor: 30_000 },
      { kind: "weight", chargeableGrams: 10_000, billedGrams: 10_000, rateMinor: 800, amountMinor: 8_000 },
    ]);
    expect(price.totalMinor).toBe(38_000);
    expect(price.currency).toBe("USD");
  });

  test("only flat pieces: no weight line and no chargeable weight", () => {
    const car = { kind: "vehicle", grams: 1_200_000, lengthCm: 420, widthCm: 180, heightCm: 150 } as const;
    const price = priced([car], beirutAbidjanAir);
    expect(price.lines).toEqual([{ kind: "flat", pieceKind: "vehicle", count: 1, perPieceMinor: 250_000, amountMinor: 250_000 }]);
    expect(price.chargeableGrams).toBe(0);
  });

  test("tops a small shipment up to the minimum charge", () => {
    const price = priced([box(1_000)], beirutAbidjanAir);
    expect(price.lines).toEqual([
      { kind: "weight", chargeableGrams: 1_000, billedGrams: 1_000, rateMinor: 800, amountMinor: 800 },
      { kind: "minimum", minimumMinor: 2_500, amountMinor: 1_700 },
    ]);
    expect(price.totalMinor).toBe(2_500);
  });

  test("rounds each amount half up to the minor unit", () => {
    const card: AirRateCard = { ...beirutAbidjanAir, stepGrams: 1, minimumMinor: 0, brackets: [{ fromGrams: 0, perKgMinor: 333 }] };
    expect(priced([box(1_500)], card).totalMinor).toBe(500); // 499.5
    expect(priced([box(1_501)], card).totalMinor).toBe(500); // 499.833
    expect(priced([box(1_502)], card).totalMinor).toBe(500); // 500.166
    expect(priced([box(1_499)], card).totalMinor).toBe(499); // 499.167
  });
});

describe("priceShipment by sea", () => {
  test("charges the greater of tonnes and cubic metres", () => {
    // 2 m³ weighing 300 kg: 2 units at 95,000 F.
    const crate = { kind: "pallet", grams: 300_000, lengthCm: 200, widthCm: 100, heightCm: 100 } as const;
    const price = priced([crate], abidjanMonroviaSea);
    expect(price.chargeableGrams).toBe(2_000_000);
    expect(price.lines).toEqual([
      { kind: "weight", chargeableGrams: 2_000_000, billedGrams: 2_000_000, rateMinor: 95_000, amountMinor: 190_000 },
    ]);
  });

  test("pays for the next bracket by sea too, and for a fraction of a unit", () => {
    // 7 t: 665,000 F at 95,000; 10 units at 60,000 is 600,000.
    expect(priced([{ kind: "other", grams: 7_000_000, lengthCm: 100, widthCm: 100, heightCm: 100 }], abidjanMonroviaSea).totalMinor).toBe(
      600_000,
    );
    // 0.75 m³ weighing 100 kg: 71,250 F.
    expect(priced([{ kind: "box", grams: 100_000, lengthCm: 100, widthCm: 100, heightCm: 75 }], abidjanMonroviaSea).totalMinor).toBe(
      71_250,
    );
  });

  test("a small parcel pays the minimum", () => {
    expect(priced([box(5_000)], abidjanMonroviaSea).totalMinor).toBe(50_000);
  });
});

describe("priceShipment refuses", () => {
  test("an empty shipment, too many pieces, unknown kinds and impossible measures, naming the piece", () => {
    expect(priceShipment([], beirutAbidjanAir)).toEqual({ ok: false, problem: "no-pieces" });
    expect(
      priceShipment(
        Array.from({ length: MAX_PIECES + 1 }, () => box(1_000)),
        beirutAbidjanAir,
      ),
    ).toEqual({ ok: false, problem: "too-many-pieces" });
    expect(priceShipment([box(1_000), { ...box(1_000), kind: "crate" as never }], beirutAbidjanAir)).toEqual({
      ok: false,
      problem: "unknown-piece-kind",
      piece: 1,
    });
    expect(priceShipment([box(0)], beirutAbidjanAir)).toEqual({ ok: false, problem: "weight-out-of-range", piece: 0 });
    expect(priceShipment([{ ...box(1_000), heightCm: 0.5 }], beirutAbidjanAir)).toEqual({
      ok: false,
      problem: "dimension-out-of-range",
      piece: 0,
    });
  });

  test("a bad card", () => {
    expect(priceShipment([box(1_000)], { ...beirutAbidjanAir, brackets: [] })).toEqual({ ok: false, problem: "no-brackets" });
  });

  test("a total that would not be an exact number", () => {
    const card: AirRateCard = { ...beirutAbidjanAir, brackets: [{ fromGrams: 0, perKgMinor: Number.MAX_SAFE_INTEGER }] };
    expect(priceShipment([box(2_000)], card)).toEqual({ ok: false, problem: "total-too-large" });
  });

  test("the largest shipment at ordinary rates is exact", () => {
    const huge = {
      kind: "other",
      grams: MAX_PIECE_GRAMS,
      lengthCm: MAX_DIMENSION_CM,
      widthCm: MAX_DIMENSION_CM,
      heightCm: MAX_DIMENSION_CM,
    } as const;
    const card: AirRateCard = { ...beirutAbidjanAir, divisor: 1, stepGrams: 1 };
    const price = priced(
      Array.from({ length: MAX_PIECES }, () => huge),
      card,
    );
    expect(price.chargeableGrams).toBe(3_375_000_000_000_000);
    expect(price.totalMinor).toBe(2_362_500_000_000_000); // 3.375 × 10^12 kg at 7.00
  });
});

describe("rateCardProblem", () => {
  test("accepts the example cards", () => {
    expect(rateCardProblem(beirutAbidjanAir)).toBeNull();
    expect(rateCardProblem(abidjanMonroviaSea)).toBeNull();
  });

  test("names what is wrong", () => {
    const air = beirutAbidjanAir;
    const cases: [RateCard, string][] = [
      [{ ...air, currency: "EUR" as never }, "unknown-currency"],
      [{ ...air, divisor: 0 }, "divisor-not-positive"],
      [{ ...air, divisor: 5_000.5 }, "divisor-not-positive"],
      [{ ...air, stepGrams: 0 }, "step-out-of-range"],
      [{ ...air, stepGrams: 2_000_000 }, "step-out-of-range"],
      [{ ...air, minimumMinor: -1 }, "minimum-negative"],
      [{ ...air, brackets: [] }, "no-brackets"],
      [{ ...air, brackets: [{ fromGrams: 1_000, perKgMinor: 800 }] }, "first-bracket-not-zero"],
      [
        {
          ...air,
          brackets: [
            { fromGrams: 0, perKgMinor: 800 },
            { fromGrams: 45_000, perKgMinor: 700 },
            { fromGrams: 45_000, perKgMinor: 600 },
          ],
        },
        "brackets-not-ascending",
      ],
      [
        {
          ...air,
          brackets: [
            { fromGrams: 0, perKgMinor: 800 },
            { fromGrams: 100_000, perKgMinor: 700 },
            { fromGrams: 45_000, perKgMinor: 600 },
          ],
        },
        "brackets-not-ascending",
      ],
      [{ ...air, brackets: [{ fromGrams: 0, perKgMinor: 0 }] }, "rate-not-positive"],
      [{ ...air, brackets: [{ fromGrams: 0, perKgMinor: 7.5 }] }, "rate-not-positive"],
      [{ ...abidjanMonroviaSea, brackets: [{ fromUnits: 0, perUnitMinor: -5 }] }, "rate-not-positive"],
      [{ ...air, flatPerPiece: { barrel: 0 } }, "flat-price-not-positive"],
    ];
    for (const [card, problem] of cases) expect(rateCardProblem(card)).toBe(problem);
  });
});

describe("piece kinds", () => {
  test("knows its kinds and nothing else", () => {
    for (const kind of PIECE_KINDS) expect(isPieceKind(kind)).toBe(true);
    for (const value of ["crate", "", null, 3, "Box"]) expect(isPieceKind(value)).toBe(false);
  });
});

// Cards with one to four brackets at any rates (not only falling ones), and any minimum.
const brackets = fc
  .uniqueArray(fc.integer({ min: 1, max: 500_000 }), { maxLength: 3 })
  .chain((starts) =>
    fc.tuple(
      fc.constant([0, ...starts.toSorted((a, b) => a - b)]),
      fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: starts.length + 1, maxLength: starts.length + 1 }),
    ),
  )
  .map(([starts, rates]) => starts.map((from, index) => ({ from, rate: rates[index]! })));

const airCards: fc.Arbitrary<AirRateCard> = fc
  .record({ brackets, minimumMinor: fc.integer({ min: 0, max: 100_000 }), stepGrams: fc.constantFrom(1, 100, 500, 1_000) })
  .map(({ brackets: chosen, minimumMinor, stepGrams }) => ({
    ...beirutAbidjanAir,
    minimumMinor,
    stepGrams,
    brackets: chosen.map(({ from, rate }) => ({ fromGrams: from, perKgMinor: rate })),
  }));

const cargoPieces: fc.Arbitrary<CargoPiece> = fc.record({
  kind: fc.constantFrom(...PIECE_KINDS),
  grams: fc.integer({ min: 1, max: 200_000 }),
  lengthCm: fc.integer({ min: 1, max: 200 }),
  widthCm: fc.integer({ min: 1, max: 200 }),
  heightCm: fc.integer({ min: 1, max: 200 }),
});

describe("pricing properties", () => {
  test("the total is the sum of the lines, at least the minimum, in the card's currency", () => {
    fc.assert(
      fc.property(fc.array(cargoPieces, { minLength: 1, maxLength: 8 }), airCards, (pieces, card) => {
        const price = priced(pieces, card);
        expect(price.totalMinor).toBe(sumOf(price.lines));
        expect(price.totalMinor).toBeGreaterThanOrEqual(card.minimumMinor);
        expect(price.currency).toBe(card.currency);
        for (const line of price.lines) expect(Number.isSafeInteger(line.amountMinor) && line.amountMinor >= 0).toBe(true);
      }),
    );
  });

  test("more weight never costs less, next-bracket pricing included", () => {
    fc.assert(
      fc.property(brackets, fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 600_000 }), (chosen, a, b) => {
        const [lighter, heavier] = a <= b ? [a, b] : [b, a];
        expect(bracketCharge(heavier, chosen, 1_000n).amount).toBeGreaterThanOrEqual(bracketCharge(lighter, chosen, 1_000n).amount);
      }),
    );
  });

  test("a heavier piece never makes the shipment cheaper", () => {
    fc.assert(
      fc.property(
        fc.array(cargoPieces, { minLength: 1, maxLength: 6 }),
        airCards,
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 50_000 }),
        (pieces, card, which, more) => {
          const index = which % pieces.length;
          const heavier = pieces.with(index, { ...pieces[index]!, grams: pieces[index]!.grams + more });
          expect(priced(heavier, card).totalMinor).toBeGreaterThanOrEqual(priced(pieces, card).totalMinor);
        },
      ),
    );
  });

  test("the weight charge is the cheapest offer: own bracket, or a higher bracket's start", () => {
    fc.assert(
      fc.property(brackets, fc.integer({ min: 0, max: 600_000 }), (chosen, grams) => {
        const own = chosen.findLast((bracket) => bracket.from <= grams)!;
        const offers = [
          Math.round((grams * own.rate) / 1000),
          ...chosen.filter((bracket) => bracket.from > grams).map((bracket) => Math.round((bracket.from * bracket.rate) / 1000)),
        ];
        const charge = bracketCharge(grams, chosen, 1_000n);
        expect(Number(charge.amount)).toBe(Math.min(...offers));
        expect(charge.billed).toBeGreaterThanOrEqual(grams);
      }),
    );
  });
});
