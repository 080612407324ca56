import { isCurrency, type CurrencyCode } from "../money";
import {
  chargeableGrams,
  divideRoundingHalfUp,
  pieceProblem,
  seaUnits,
  SEA_UNIT,
  type PieceMeasure,
  type PieceProblem,
} from "./chargeable-weight";

/**
 * The price of a shipment on the cargo desk (issue #26), from the rate card of its route and
 * mode. Pieces the card prices by the piece (a barrel, a vehicle) are priced flat; the rest by
 * their summed chargeable weight at the rate of the bracket that weight falls in, or at the next
 * bracket's starting weight when that costs less (carriers' "pay for the next bracket"); then the
 * card's minimum charge tops the total up. Every line is in the card's currency, so nothing is
 * ever added across currencies.
 *
 * Amounts are integers in minor units. Quantities stay exact Numbers (see MAX_PIECES); each
 * product quantity × rate is done in BigInt, since it can pass 2^53 (a 3 × 10^15 g shipment at
 * a million minor units per kg), and the total is refused if it would not fit a safe integer.
 */

export const PIECE_KINDS = ["box", "barrel", "bag", "pallet", "vehicle", "other"] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

export function isPieceKind(value: unknown): value is PieceKind {
  return typeof value === "string" && (PIECE_KINDS as readonly string[]).includes(value);
}

export type CargoPiece = PieceMeasure & { readonly kind: PieceKind };

/**
 * More pieces than any one shipment has; it bounds the summed weight: 1,000 of the largest
 * pieces at a divisor of 1 are under 3.4 × 10^15 g, inside the 9 × 10^15 of exact integers.
 */
export const MAX_PIECES = 1_000;
/** A tonne: a coarser step is a mistake on the card. */
export const MAX_STEP_GRAMS = 1_000_000;

type CardBasics = {
  readonly currency: CurrencyCode;
  /** The least a shipment costs, in minor units; 0 for none. */
  readonly minimumMinor: number;
  /** Minor units per piece for the kinds priced by the piece; they add no weight to the rest. */
  readonly flatPerPiece: Partial<Record<PieceKind, number>>;
};

/** Air: brackets by chargeable weight, rates per kilogram. */
export type AirRateCard = CardBasics & {
  readonly mode: "air";
  /** Cubic centimetres per kilogram of volumetric weight (6000 by air, 5000 by express). */
  readonly divisor: number;
  readonly stepGrams: number;
  readonly brackets: readonly { readonly fromGrams: number; readonly perKgMinor: number }[];
};

/**
 * Sea: brackets by weight-or-measure, in millionths of a unit (a tonne or a cubic metre, see
 * `seaUnits`), rates per unit. It has no divisor or step: the tonne-to-cubic-metre ratio is fixed.
 */
export type SeaRateCard = CardBasics & {
  readonly mode: "sea";
  readonly brackets: readonly { readonly fromUnits: number; readonly perUnitMinor: number }[];
};

export type RateCard = AirRateCard | SeaRateCard;

export type RateCardProblem =
  | "unknown-currency"
  | "divisor-not-positive"
  | "step-out-of-range"
  | "minimum-negative"
  | "no-brackets"
  | "first-bracket-not-zero"
  | "brackets-not-ascending"
  | "rate-not-positive"
  | "flat-price-not-positive";

const isPositive = (value: number) => Number.isSafeInteger(value) && value > 0;

/** A bracket as both modes share it: where it starts and its rate per `RATE_BASE` of quantity. */
export type Bracket = { from: number; rate: number };

function bracketsOf(card: RateCard): Bracket[] {
  return card.mode === "air"
    ? card.brackets.map((bracket) => ({ from: bracket.fromGrams, rate: bracket.perKgMinor }))
    : card.brackets.map((bracket) => ({ from: bracket.fromUnits, rate: bracket.perUnitMinor }));
}

/** Grams per kilogram by air, millionths per unit by sea: what a rate is "per". */
const RATE_BASE = { air: 1_000n, sea: BigInt(SEA_UNIT) } as const;

/** The first thing wrong with a card, or null; cards are checked when saved and again before pricing. */
export function rateCardProblem(card: RateCard): RateCardProblem | null {
  if (!isCurrency(card.currency)) return "unknown-currency";
  if (card.mode === "air") {
    if (!isPositive(card.divisor)) return "divisor-not-positive";
    if (!isPositive(card.stepGrams) || card.stepGrams > MAX_STEP_GRAMS) return "step-out-of-range";
  }
  if (!Number.isSafeInteger(card.minimumMinor) || card.minimumMinor < 0) return "minimum-negative";
  const brackets = bracketsOf(card);
  if (brackets.length === 0) return "no-brackets";
  if (brackets[0]!.from !== 0) return "first-bracket-not-zero";
  if (brackets.some((bracket, index) => index > 0 && !(Number.isSafeInteger(bracket.from) && bracket.from > brackets[index - 1]!.from))) {
    return "brackets-not-ascending";
  }
  if (!brackets.every((bracket) => isPositive(bracket.rate))) return "rate-not-positive";
  if (!Object.values(card.flatPerPiece).every((price) => price === undefined || isPositive(price))) return "flat-price-not-positive";
  return null;
}

export type PriceLine =
  | {
      readonly kind: "weight";
      /** By sea, the weight-or-measure in millionths of a tonne-or-m³ (grams, a cubic metre counting as a tonne). */
      readonly chargeableGrams: number;
      /** What is billed: the chargeable weight, or the next bracket's start when that is cheaper. */
      readonly billedGrams: number;
      /** Per kilogram by air, per tonne-or-m³ by sea. */
      readonly rateMinor: number;
      readonly amountMinor: number;
    }
  | {
      readonly kind: "flat";
      readonly pieceKind: PieceKind;
      readonly count: number;
      readonly perPieceMinor: number;
      readonly amountMinor: number;
    }
  /** The top-up that brings the total to the card's minimum. */
  | { readonly kind: "minimum"; readonly minimumMinor: number; readonly amountMinor: number };

export type ShipmentPrice = {
  readonly currency: CurrencyCode;
  readonly lines: readonly PriceLine[];
  /** Of the pieces priced by weight (sea: their weight-or-measure); 0 when every piece is priced flat. */
  readonly chargeableGrams: number;
  readonly totalMinor: number;
};

export type ShipmentPriceProblem =
  | { readonly problem: RateCardProblem | "no-pieces" | "too-many-pieces" | "total-too-large" }
  | { readonly problem: PieceProblem | "unknown-piece-kind"; readonly piece: number };

export type ShipmentPricing = ({ ok: true } & ShipmentPrice) | ({ ok: false } & ShipmentPriceProblem);

/** quantity × rate / base in minor units, rounded half up. */
function amountFor(quantity: number, rate: number, base: bigint): bigint {
  return divideRoundingHalfUp(BigInt(quantity) * BigInt(rate), base);
}

/**
 * The cheapest of: the quantity at its own bracket's rate, or any higher bracket's start at that
 * bracket's rate. Never lower brackets: their rate is not offered for this much. It is monotone
 * in the quantity: each option grows with it, and crossing into a bracket only drops an option.
 */
export function bracketCharge(
  quantity: number,
  brackets: readonly Bracket[],
  base: bigint,
): { billed: number; rate: number; amount: bigint } {
  const own = brackets.findLastIndex((bracket) => bracket.from <= quantity);
  let best = { billed: quantity, rate: brackets[own]!.rate, amount: amountFor(quantity, brackets[own]!.rate, base) };
  for (const bracket of brackets.slice(own + 1)) {
    const amount = amountFor(bracket.from, bracket.rate, base);
    if (amount < best.amount) best = { billed: bracket.from, rate: bracket.rate, amount };
  }
  return best;
}

export function priceShipment(pieces: readonly CargoPiece[], card: RateCard): ShipmentPricing {
  const cardProblem = rateCardProblem(card);
  if (cardProblem) return { ok: false, problem: cardProblem };
  if (pieces.length === 0) return { ok: false, problem: "no-pieces" };
  if (pieces.length > MAX_PIECES) return { ok: false, problem: "too-many-pieces" };
  for (const [index, piece] of pieces.entries()) {
    if (!isPieceKind(piece.kind)) return { ok: false, problem: "unknown-piece-kind", piece: index };
    const problem = pieceProblem(piece);
    if (problem) return { ok: false, problem, piece: index };
  }

  const lines: PriceLine[] = [];
  let total = 0n;
  for (const pieceKind of PIECE_KINDS) {
    const perPieceMinor = card.flatPerPiece[pieceKind];
    const count = pieces.filter((piece) => piece.kind === pieceKind).length;
    if (perPieceMinor === undefined || count === 0) continue;
    const amount = BigInt(perPieceMinor) * BigInt(count);
    lines.push({ kind: "flat", pieceKind, count, perPieceMinor, amountMinor: Number(amount) });
    total += amount;
  }

  const byWeight = pieces.filter((piece) => card.flatPerPiece[piece.kind] === undefined);
  const weighed = card.mode === "air" ? (piece: PieceMeasure) => chargeableGrams(piece, card) : seaUnits;
  const chargeable = byWeight.reduce((sum, piece) => sum + weighed(piece), 0);
  if (byWeight.length > 0) {
    const charge = bracketCharge(chargeable, bracketsOf(card), RATE_BASE[card.mode]);
    lines.push({
      kind: "weight",
      chargeableGrams: chargeable,
      billedGrams: charge.billed,
      rateMinor: charge.rate,
      amountMinor: Number(charge.amount),
    });
    total += charge.amount;
  }

  const minimum = BigInt(card.minimumMinor);
  if (total < minimum) {
    lines.push({ kind: "minimum", minimumMinor: card.minimumMinor, amountMinor: Number(minimum - total) });
    total = minimum;
  }
  // Each line is at most the total, so one check covers the Numbers made above.
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: "total-too-large" };
  return { ok: true, currency: card.currency, lines, chargeableGrams: chargeable, totalMinor: Number(total) };
}
