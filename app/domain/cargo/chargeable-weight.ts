import { westernDigits } from "../digits";

/**
 * What a piece weighs for the price (issue #26). Carriers charge a light, bulky piece for the
 * room it takes: its volumetric weight is its volume divided by a divisor (cubic centimetres per
 * kilogram: 6000 by air, 5000 by express), and the chargeable weight is the greater of that and
 * the actual weight, rounded up to the carrier's step. By sea a tonne and a cubic metre cost the
 * same ("weight or measure"), whichever is greater.
 *
 * Everything is whole numbers: grams, whole centimetres, cubic centimetres. A price computed
 * from floating kilograms can differ by a cent from the same price computed on the server, and
 * both print on the same waybill.
 */

/** A piece as measured at the counter: grams and whole centimetres. */
export type PieceMeasure = { readonly grams: number; readonly lengthCm: number; readonly widthCm: number; readonly heightCm: number };

/** Heavier than anything the offices accept; a typo (kg typed as grams) rather than a shipment. */
export const MAX_PIECE_GRAMS = 30_000_000;
/** 15 metres: a long vehicle; more is a typo (mm typed as cm). */
export const MAX_DIMENSION_CM = 1_500;

export const AIR_DIVISOR = 6_000;
export const EXPRESS_DIVISOR = 5_000;
export const AIR_STEP_GRAMS = 500;

/** a ÷ b rounded up, for a ≥ 0 and b > 0, exact for safe integers (the remainder is, where a float quotient may not be). */
export function divideRoundingUp(dividend: number, divisor: number): number {
  const remainder = dividend % divisor;
  return (dividend - remainder) / divisor + (remainder > 0 ? 1 : 0);
}

/** a ÷ b rounded half up, for a ≥ 0 and b > 0, exact at any size. */
export function divideRoundingHalfUp(dividend: bigint, divisor: bigint): bigint {
  return (dividend * 2n + divisor) / (divisor * 2n);
}

export function volumeCm3(piece: PieceMeasure): number {
  return piece.lengthCm * piece.widthCm * piece.heightCm;
}

/**
 * ⌈volume × 1000 / divisor⌉ grams. At the largest piece (1500 cm a side) the product is
 * 3.4 × 10^12, far inside the 9 × 10^15 up to which numbers are exact integers.
 */
export function volumetricGrams(piece: PieceMeasure, divisor: number): number {
  return divideRoundingUp(volumeCm3(piece) * 1000, divisor);
}

export type ChargeableRule = { readonly divisor: number; readonly stepGrams: number };

/** The greater of the actual and volumetric weights, rounded up to a whole number of steps. */
export function chargeableGrams(piece: PieceMeasure, { divisor, stepGrams }: ChargeableRule): number {
  const heavier = Math.max(piece.grams, volumetricGrams(piece, divisor));
  return divideRoundingUp(heavier, stepGrams) * stepGrams;
}

/**
 * Sea freight's weight-or-measure in millionths of a unit (a unit is a tonne or a cubic metre):
 * 1 t is 1,000,000 g and 1 m³ is 1,000,000 cm³, so it is simply the greater of the two counts.
 */
export function seaUnits(piece: PieceMeasure): number {
  return Math.max(piece.grams, volumeCm3(piece));
}

export const SEA_UNIT = 1_000_000;

export type MeasureProblem = "empty" | "not-a-number" | "not-positive" | "too-heavy" | "too-large";
export type WeightReading = { ok: true; grams: number } | { ok: false; problem: MeasureProblem };
export type DimensionReading = { ok: true; cm: number } | { ok: false; problem: MeasureProblem };

/** Digits, a decimal point or comma (French writes 14,5), an optional sign so "-3" is read as negative rather than as nonsense. */
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

type Decimal = { negative: boolean; whole: string; fraction: string };

function readDecimal(typed: string): Decimal | "empty" | "not-a-number" {
  const text = westernDigits(typed).trim();
  if (text === "") return "empty";
  const parts = DECIMAL.exec(text);
  if (!parts || (parts[2] === "" && !parts[3])) return "not-a-number";
  return { negative: parts[1] === "-", whole: parts[2]!.replace(/^0+/, ""), fraction: parts[3] ?? "" };
}

/**
 * The decimal times 10^places, rounded half up, without floating point: the digits are shifted
 * as text. Null when the whole part alone has more digits than `maxWholeDigits`, which the
 * caller's range check would refuse anyway and which keeps the number exact.
 */
function scaled(decimal: Decimal, places: number, maxWholeDigits: number): number | null {
  if (decimal.whole.length > maxWholeDigits) return null;
  const kept = decimal.fraction.slice(0, places).padEnd(places, "0");
  const roundsUp = (decimal.fraction[places] ?? "0") >= "5";
  return Number(decimal.whole + kept) + (roundsUp ? 1 : 0);
}

export type ScaledReading = { ok: true; value: number } | { ok: false; problem: MeasureProblem | "too-precise" };

/**
 * A non-negative decimal typed by staff ("8", "7.50", "0,5") times 10^places, without floating
 * point: an amount in minor units (places = the currency's digits), a step in grams (3). More
 * decimals than that is "too-precise", more than `maxWholeDigits` whole digits "too-large"; 0 is
 * read as 0 (the caller decides).
 */
export function readScaledDecimal(typed: string, places: number, maxWholeDigits = 12): ScaledReading {
  const decimal = readDecimal(typed);
  if (typeof decimal === "string") return { ok: false, problem: decimal };
  if (decimal.negative) return { ok: false, problem: "not-positive" };
  // More decimals than the field keeps (cents of a franc, a tenth of a gram) would be rounded away unseen.
  if (decimal.fraction.replace(/0+$/, "").length > places) return { ok: false, problem: "too-precise" };
  const value = scaled(decimal, places, maxWholeDigits);
  if (value === null || !Number.isSafeInteger(value)) return { ok: false, problem: "too-large" };
  return { ok: true, value };
}

/** A weight typed in kilograms ("14.5", "14,5", "١٤٫٥") in grams, rounded to the gram, within (0, 30,000 kg]. */
export function readKilograms(typed: string): WeightReading {
  const decimal = readDecimal(typed);
  if (typeof decimal === "string") return { ok: false, problem: decimal };
  const grams = scaled(decimal, 3, 9);
  if (grams === null) return { ok: false, problem: decimal.negative ? "not-positive" : "too-heavy" };
  if (decimal.negative || grams <= 0) return { ok: false, problem: "not-positive" };
  if (grams > MAX_PIECE_GRAMS) return { ok: false, problem: "too-heavy" };
  return { ok: true, grams };
}

/** A length typed in centimetres ("30.4", "٣٠") to the nearest whole centimetre, within (0, 1,500 cm]. */
export function readCentimetres(typed: string): DimensionReading {
  const decimal = readDecimal(typed);
  if (typeof decimal === "string") return { ok: false, problem: decimal };
  const cm = scaled(decimal, 0, 9);
  if (cm === null) return { ok: false, problem: decimal.negative ? "not-positive" : "too-large" };
  if (decimal.negative || cm <= 0) return { ok: false, problem: "not-positive" };
  if (cm > MAX_DIMENSION_CM) return { ok: false, problem: "too-large" };
  return { ok: true, cm };
}

export type PieceProblem = "weight-out-of-range" | "dimension-out-of-range";

/** For measures that did not come through the readers (stored rows, a hand-made post): whole numbers within the ranges. */
export function pieceProblem(piece: PieceMeasure): PieceProblem | null {
  const inRange = (value: number, max: number) => Number.isSafeInteger(value) && value > 0 && value <= max;
  if (!inRange(piece.grams, MAX_PIECE_GRAMS)) return "weight-out-of-range";
  if (![piece.lengthCm, piece.widthCm, piece.heightCm].every((cm) => inRange(cm, MAX_DIMENSION_CM))) return "dimension-out-of-range";
  return null;
}
