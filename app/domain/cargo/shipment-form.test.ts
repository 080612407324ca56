import { describe, expect, test } from "vitest";
import type { FormValues } from "../form-fields";
import {
  changedPieceRows,
  EMPTY_PIECE,
  parseShipmentFormIntent,
  pieceRows,
  readAmount,
  readDeclaredValue,
  readPieces,
} from "./shipment-form";

describe("the shipment form's reading of what was typed", () => {
  test("intents: save, add a piece, remove piece N; anything else is none", () => {
    expect(parseShipmentFormIntent("save")).toEqual({ intent: "save" });
    expect(parseShipmentFormIntent("add-piece")).toEqual({ intent: "add-piece" });
    expect(parseShipmentFormIntent("remove-piece:2")).toEqual({ intent: "remove-piece", piece: 2 });
    for (const value of ["remove-piece", "remove-piece:-1", "remove-piece:99999", "delete", "", undefined, ["save"]]) {
      expect(parseShipmentFormIntent(value), String(value)).toBeNull();
    }
  });

  test("pieces are read in grams and whole centimetres, French commas and Arabic digits included", () => {
    const { pieces, problems } = readPieces([
      { kind: "box", weightKg: "14,5", lengthCm: "30.4", widthCm: "45", heightCm: "65" },
      { kind: "barrel", weightKg: "٢٠", lengthCm: "60", widthCm: "60", heightCm: "٩٠" },
    ]);
    expect(problems).toEqual([]);
    expect(pieces).toEqual([
      { kind: "box", grams: 14_500, lengthCm: 30, widthCm: 45, heightCm: 65 },
      { kind: "barrel", grams: 20_000, lengthCm: 60, widthCm: 60, heightCm: 90 },
    ]);
  });

  test("every field that cannot be read is named by its piece and field; no pieces is a problem of its own", () => {
    const { pieces, problems } = readPieces([{ kind: "crate", weightKg: "-3", lengthCm: "", widthCm: "2000", heightCm: "x" }]);
    expect(pieces).toEqual([]);
    expect(problems).toEqual([
      { kind: "piece-kind", piece: 0 },
      { kind: "measure", problem: "not-positive", piece: 0, field: "weightKg" },
      { kind: "measure", problem: "empty", piece: 0, field: "lengthCm" },
      { kind: "measure", problem: "too-large", piece: 0, field: "widthCm" },
      { kind: "measure", problem: "not-a-number", piece: 0, field: "heightCm" },
    ]);
    expect(readPieces([]).problems).toEqual([{ kind: "no-pieces" }]);
  });

  test("amounts are read in minor units of their currency, never below zero or with too many decimals", () => {
    expect(readAmount("1,250.50", "USD")).toEqual({ ok: true, amountMinor: 125_050 });
    expect(readAmount("12.5", "USD")).toEqual({ ok: true, amountMinor: 1_250 });
    expect(readAmount("250000", "XOF")).toEqual({ ok: true, amountMinor: 250_000 });
    expect(readAmount("12.50", "XOF")).toEqual({ ok: false, problem: "too-many-decimals" });
    expect(readAmount("12.00", "XOF")).toEqual({ ok: true, amountMinor: 12 });
    expect(readAmount("-5", "USD")).toEqual({ ok: false, problem: "negative" });
    expect(readAmount("🙂", "USD")).toEqual({ ok: false, problem: "not-a-number" });
    expect(readAmount("99999999999999", "USD")).toEqual({ ok: false, problem: "not-a-number" });
    expect(readAmount("9999999999999", "USD")).toEqual({ ok: false, problem: "too-large" });
  });

  test("a blank declared value is none; a typed one needs one of the agency's currencies", () => {
    expect(readDeclaredValue({ declaredValue: { amount: " ", currency: "EUR" } })).toEqual({ ok: true, value: null });
    expect(readDeclaredValue({ declaredValue: { amount: "500", currency: "USD" } })).toEqual({
      ok: true,
      value: { amountMinor: 50_000, currency: "USD" },
    });
    expect(readDeclaredValue({ declaredValue: { amount: "500", currency: "EUR" } })).toEqual({ ok: false, problem: { kind: "currency" } });
  });

  test("rows grow and shrink by the intent buttons, never to none, and stray values are dropped", () => {
    const values: FormValues = { pieces: [{ kind: "bag", weightKg: "3", extra: "x" }, "not a row", { kind: "box" }] };
    expect(pieceRows(values)).toEqual([
      { kind: "bag", weightKg: "3", lengthCm: "", widthCm: "", heightCm: "" },
      { kind: "box", weightKg: "", lengthCm: "", widthCm: "", heightCm: "" },
    ]);
    expect(changedPieceRows(values, { intent: "add-piece" })).toHaveLength(3);
    expect(changedPieceRows(values, { intent: "remove-piece", piece: 0 }).map((row) => row.kind)).toEqual(["box"]);
    expect(changedPieceRows({ pieces: [EMPTY_PIECE] }, { intent: "remove-piece", piece: 0 })).toEqual([EMPTY_PIECE]);
  });
});
