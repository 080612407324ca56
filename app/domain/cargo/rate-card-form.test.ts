import { describe, expect, test } from "vitest";
import { parseRateCardIntent, rateCardValues, readRateCardForm, scaledText } from "./rate-card-form";

const AIR = {
  validFrom: "2026-06-01",
  currency: "USD",
  divisor: "6000",
  step: "0,5",
  minimum: "25",
  brackets: [
    { from: "0", rate: "8" },
    { from: "45", rate: "7.5" },
  ],
  pieces: [{ kind: "barrel", price: "150" }],
};

describe("the New rate card form", () => {
  test("reads decimals as minor units and kilograms as grams, leaving blank rows out", () => {
    const reading = readRateCardForm({ ...AIR, brackets: [...AIR.brackets, { from: "", rate: "" }] }, "air");
    expect(reading).toEqual({
      ok: true,
      validFrom: "2026-06-01",
      card: {
        mode: "air",
        currency: "USD",
        divisor: 6_000,
        stepGrams: 500,
        minimumMinor: 2_500,
        brackets: [
          { fromGrams: 0, perKgMinor: 800 },
          { fromGrams: 45_000, perKgMinor: 750 },
        ],
        flatPerPiece: { barrel: 15_000 },
      },
    });
  });

  test("a sea card's brackets start in tonnes or cubic metres, and an empty minimum is none", () => {
    const reading = readRateCardForm(
      {
        ...AIR,
        currency: "XOF",
        minimum: "",
        brackets: [
          { from: "0", rate: "90000" },
          { from: "2.5", rate: "80000" },
        ],
      },
      "sea",
    );
    expect(reading).toMatchObject({
      ok: true,
      card: {
        mode: "sea",
        minimumMinor: 0,
        brackets: [
          { fromUnits: 0, perUnitMinor: 90_000 },
          { fromUnits: 2_500_000, perUnitMinor: 80_000 },
        ],
      },
    });
    expect(reading.ok && "divisor" in reading.card).toBe(false);
  });

  test("every problem is a code on its field; decimals a currency has not are refused, not rounded", () => {
    const reading = readRateCardForm(
      {
        ...AIR,
        validFrom: "tomorrow",
        currency: "EUR",
        divisor: "6000.5",
        step: "0.0001",
        brackets: [
          { from: "0", rate: "-8" },
          { from: "x", rate: "7" },
        ],
        pieces: [{ kind: "piano", price: "1" }],
      },
      "air",
    );
    expect(reading).toEqual({
      ok: false,
      problems: {
        validFrom: "bad-date",
        currency: "unknown-currency",
        divisor: "too-precise",
        step: "too-precise",
        "brackets[0].rate": "not-positive",
        "brackets[1].from": "not-a-number",
        "pieces[0].kind": "unknown-piece-kind",
      },
    });
    expect(readRateCardForm({ ...AIR, currency: "XOF", minimum: "25.5" }, "air")).toEqual({
      ok: false,
      problems: { minimum: "too-precise", "brackets[1].rate": "too-precise" },
    });
    expect(readRateCardForm({ ...AIR, brackets: [] }, "air")).toEqual({ ok: false, problems: { brackets: "no-brackets" } });
    expect(readRateCardForm({ ...AIR, step: "2000" }, "air")).toEqual({ ok: false, problems: { step: "step-out-of-range" } });
  });

  test("intents name their row; a card in force starts the next one's values", () => {
    expect(parseRateCardIntent("remove-bracket:2")).toEqual({ intent: "remove-bracket", row: 2 });
    expect(parseRateCardIntent("add-piece-price")).toEqual({ intent: "add-piece-price" });
    expect(parseRateCardIntent("remove-bracket")).toBeNull();
    expect(parseRateCardIntent(["save"])).toBeNull();
    const reading = readRateCardForm(AIR, "air");
    if (!reading.ok) throw new Error("refused");
    const values = rateCardValues("air", reading.card, "2026-12-01");
    expect(values).toMatchObject({
      validFrom: "2026-12-01",
      step: "0.5",
      minimum: "25.00",
      brackets: [
        { from: "0", rate: "8.00" },
        { from: "45", rate: "7.50" },
      ],
    });
    expect(readRateCardForm(values, "air")).toEqual({ ...reading, validFrom: "2026-12-01" });
    expect(scaledText(5, 2)).toBe("0.05");
    expect(scaledText(89_500, 0)).toBe("89500");
  });
});
