import { describe, expect, test } from "vitest";
import { estimate, estimateQuery, inCurrency, isEstimateAsked, readEstimate, typedEstimate, type EstimateCard } from "./cargo-estimate";

const CARD: EstimateCard = {
  fromOffice: "beirut",
  toOffice: "abidjan",
  mode: "air",
  card: {
    mode: "air",
    currency: "USD",
    divisor: 6_000,
    stepGrams: 500,
    minimumMinor: 2_500,
    brackets: [
      { fromGrams: 0, perKgMinor: 800 },
      { fromGrams: 45_000, perKgMinor: 700 },
    ],
    flatPerPiece: {},
  },
};

const query = (text: string) => new URLSearchParams(text);

describe("the public cargo estimate", () => {
  test("reads the pieces from repeated fields, adds and removes one as the buttons without JavaScript ask", () => {
    const typed = typedEstimate(query("from=beirut&to=abidjan&mode=air&w=14&l=30&wd=45&h=65&w=11&l=30&wd=30&h=30"));
    expect(typed.pieces).toEqual([
      { w: "14", l: "30", wd: "45", h: "65" },
      { w: "11", l: "30", wd: "30", h: "30" },
    ]);
    expect(typedEstimate(query(`${estimateQuery(typed)}&add=piece`)).pieces).toHaveLength(3);
    expect(typedEstimate(query(`${estimateQuery(typed)}&remove=0`)).pieces).toEqual([typed.pieces[1]]);
    expect(typedEstimate(query("")).pieces).toEqual([{ w: "", l: "", wd: "", h: "" }]);
    expect(typedEstimate(query("w=1&".repeat(500))).pieces).toHaveLength(20);
    expect(isEstimateAsked(query("from=beirut"))).toBe(true);
    expect(isEstimateAsked(query("from=beirut&add=piece"))).toBe(false);
  });

  test("30 × 45 × 65 cm at 14 kg by air: 15 kg at 8.00; 30 × 30 × 30 cm at 11 kg: 11 kg", () => {
    const one = readEstimate(typedEstimate(query("from=beirut&to=abidjan&mode=air&w=14&l=30&wd=45&h=65")));
    if (!one.ok) throw new Error(JSON.stringify(one.problems));
    expect(estimate(one.request, [CARD], "USD", {})).toEqual({
      kind: "price",
      price: { amountMinor: 12_000, currency: "USD" },
      chargeableGrams: 15_000,
      inVisitorCurrency: { amountMinor: 12_000, currency: "USD" },
    });
    const cube = readEstimate(typedEstimate(query("from=beirut&to=abidjan&mode=air&w=11&l=30&wd=30&h=30")));
    if (!cube.ok) throw new Error("refused");
    expect(estimate(cube.request, [CARD], "USD", {})).toMatchObject({ chargeableGrams: 11_000, price: { amountMinor: 8_800 } });
    expect(estimate({ ...cube.request, mode: "sea" }, [CARD], "USD", {})).toEqual({ kind: "no-rates" });
  });

  test("bad values are codes by field; blank pieces are left out unless every piece is blank", () => {
    expect(readEstimate(typedEstimate(query("from=paris&to=&mode=rail&w=-1&l=abc&wd=2000&h=&w=&l=&wd=&h=")))).toEqual({
      ok: false,
      problems: {
        from: "office-required",
        to: "office-required",
        mode: "mode-required",
        "pieces[0].w": "not-positive",
        "pieces[0].l": "not-a-number",
        "pieces[0].wd": "too-large",
        "pieces[0].h": "empty",
      },
    });
    expect(readEstimate(typedEstimate(query("from=beirut&to=beirut")))).toEqual({
      ok: false,
      problems: { to: "same-office", "pieces[0].w": "no-pieces" },
    });
  });

  test("converts through the dollar at today's rates, or says it cannot", () => {
    const usd = { amountMinor: 12_000, currency: "USD" } as const;
    expect(inCurrency(usd, "XOF", { XOF: 600_000_000 })).toEqual({ amountMinor: 72_000, currency: "XOF" });
    expect(inCurrency(usd, "XOF", {})).toBeNull();
    expect(inCurrency({ amountMinor: 72_000, currency: "XOF" }, "USD", { XOF: 600_000_000 })).toEqual(usd);
    expect(inCurrency({ amountMinor: 72_000, currency: "XOF" }, "LBP", { XOF: 600_000_000, LBP: 89_500_000_000 })).toEqual({
      amountMinor: 10_740_000,
      currency: "LBP",
    });
  });
});
