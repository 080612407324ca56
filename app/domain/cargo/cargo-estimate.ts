import { convertFromUsd, toDollars } from "../currencies";
import { isOfficeId, type OfficeId } from "../offices";
import type { CurrencyCode, Money } from "../money";
import { priceShipment, type CargoPiece, type RateCard } from "./cargo-pricing";
import { readCentimetres, readKilograms, type MeasureProblem } from "./chargeable-weight";

/*
 * The public cargo estimate (issue #26): route, mode and pieces read from the page's query
 * (`?from=beirut&to=abidjan&mode=air&w=14&l=30&wd=45&h=65`, one w, l, wd and h per piece), so
 * the GET form works without JavaScript and a result can be linked; with JavaScript the same
 * reading and the same priceShipment answer as the visitor types. Problems are codes by field.
 */

/** The estimate's place on the cargo page, for the links that lead to it. */
export const ESTIMATE_ID = "cargo-estimate";

export const ESTIMATE_MODES = ["air", "sea"] as const;
export type EstimateMode = (typeof ESTIMATE_MODES)[number];

/** A piece's fields as the query names them: weight in kg, length, width, height in cm. */
export const PIECE_FIELDS = ["w", "l", "wd", "h"] as const;
export type PieceField = (typeof PIECE_FIELDS)[number];
export type TypedPiece = Record<PieceField, string>;

/** More pieces than a visitor estimates at once; more are left out. */
export const MAX_ESTIMATE_PIECES = 20;
/** Longer than anything a number field holds: cut before reading. */
const MAX_TYPED = 20;

export type EstimateTyped = { from: string; to: string; mode: string; pieces: TypedPiece[] };

export type EstimateProblem = "office-required" | "same-office" | "mode-required" | "no-pieces" | MeasureProblem;
export type EstimateProblems = Record<string, EstimateProblem>;

export type EstimateRequest = { fromOffice: OfficeId; toOffice: OfficeId; mode: EstimateMode; pieces: CargoPiece[] };

const EMPTY_PIECE: TypedPiece = { w: "", l: "", wd: "", h: "" };

/**
 * What the query holds, as typed: `add=piece` adds an empty piece and `remove=N` takes one out
 * (the form's buttons without JavaScript); one empty piece when there is none.
 */
export function typedEstimate(query: URLSearchParams): EstimateTyped {
  const text = (name: string) => (query.get(name) ?? "").slice(0, MAX_TYPED);
  const columns = PIECE_FIELDS.map((field) => query.getAll(field));
  const count = Math.min(MAX_ESTIMATE_PIECES, Math.max(0, ...columns.map((column) => column.length)));
  let pieces = Array.from(
    { length: count },
    (_, index) =>
      Object.fromEntries(PIECE_FIELDS.map((field, column) => [field, (columns[column]![index] ?? "").slice(0, MAX_TYPED)])) as TypedPiece,
  );
  const removed = Number(query.get("remove"));
  if (query.has("remove") && Number.isInteger(removed)) pieces = pieces.filter((_, index) => index !== removed);
  if (query.get("add") === "piece" && pieces.length < MAX_ESTIMATE_PIECES) pieces.push({ ...EMPTY_PIECE });
  if (pieces.length === 0) pieces.push({ ...EMPTY_PIECE });
  // Air unless the visitor chose: the form's mode control has no empty choice.
  return { from: text("from"), to: text("to"), mode: query.has("mode") ? text("mode") : "air", pieces };
}

/** Whether the visitor asked for an estimate (sent the form), so that missing fields are worth a message. */
export function isEstimateAsked(query: URLSearchParams): boolean {
  return ["from", "to", "mode", ...PIECE_FIELDS].some((name) => query.has(name)) && !query.has("add") && !query.has("remove");
}

/** The query of a typed estimate: what the form's GET sends and the links carry. */
export function estimateQuery(typed: EstimateTyped): URLSearchParams {
  const query = new URLSearchParams({ from: typed.from, to: typed.to, mode: typed.mode });
  for (const piece of typed.pieces) for (const field of PIECE_FIELDS) query.append(field, piece[field]);
  return query;
}

const isBlank = (piece: TypedPiece) => PIECE_FIELDS.every((field) => piece[field].trim() === "");

/** The typed estimate read: the request to price, or every problem by field (`pieces[1].wd`). */
export function readEstimate(typed: EstimateTyped): { ok: true; request: EstimateRequest } | { ok: false; problems: EstimateProblems } {
  const problems: EstimateProblems = {};
  if (!isOfficeId(typed.from)) problems.from = "office-required";
  if (!isOfficeId(typed.to)) problems.to = "office-required";
  else if (typed.to === typed.from) problems.to = "same-office";
  const mode = (ESTIMATE_MODES as readonly string[]).includes(typed.mode) ? (typed.mode as EstimateMode) : null;
  if (!mode) problems.mode = "mode-required";
  const pieces: CargoPiece[] = [];
  typed.pieces.forEach((piece, index) => {
    if (isBlank(piece)) return;
    const grams = readKilograms(piece.w);
    if (!grams.ok) problems[`pieces[${index}].w`] = grams.problem;
    const sides = (["l", "wd", "h"] as const).map((field) => {
      const reading = readCentimetres(piece[field]);
      if (!reading.ok) problems[`pieces[${index}].${field}`] = reading.problem;
      return reading.ok ? reading.cm : 0;
    });
    if (grams.ok && sides.every((side) => side > 0)) {
      pieces.push({ kind: "box", grams: grams.grams, lengthCm: sides[0]!, widthCm: sides[1]!, heightCm: sides[2]! });
    }
  });
  if (typed.pieces.every(isBlank)) problems["pieces[0].w"] = "no-pieces";
  if (Object.keys(problems).length > 0 || !mode) return { ok: false, problems };
  return { ok: true, request: { fromOffice: typed.from as OfficeId, toOffice: typed.to as OfficeId, mode, pieces } };
}

/** A card in force as the page sends it to the browser. */
export type EstimateCard = { fromOffice: OfficeId; toOffice: OfficeId; mode: EstimateMode; card: RateCard };

/** Units of each currency per US dollar in millionths, as in force today (the dollar needs none). */
export type EstimateRates = Partial<Record<CurrencyCode, number>>;

export type Estimate = { kind: "no-rates" } | { kind: "price"; price: Money; chargeableGrams: number; inVisitorCurrency: Money | null };

/**
 * An amount in the visitor's currency through the dollar at today's rates, rounded as tour
 * prices are (decision 0025); null when a rate is missing. The same currency is the amount itself.
 */
export function inCurrency(amount: Money, currency: CurrencyCode, rates: EstimateRates): Money | null {
  if (amount.currency === currency) return amount;
  let usdCents = amount.amountMinor;
  if (amount.currency !== "USD") {
    const perUsd = rates[amount.currency];
    if (!perUsd) return null;
    usdCents = toDollars(amount, perUsd).amountMinor;
  }
  if (currency === "USD") return { amountMinor: usdCents, currency };
  const perUsd = rates[currency];
  return perUsd ? convertFromUsd({ amountMinor: usdCents, currency: "USD" }, currency, perUsd) : null;
}

/** The estimate of a request with the cards in force: no rates for the route, or its price in the card's and the visitor's currency. */
export function estimate(request: EstimateRequest, cards: readonly EstimateCard[], currency: CurrencyCode, rates: EstimateRates): Estimate {
  const card = cards.find(
    (candidate) =>
      candidate.fromOffice === request.fromOffice && candidate.toOffice === request.toOffice && candidate.mode === request.mode,
  );
  if (!card) return { kind: "no-rates" };
  const priced = priceShipment(request.pieces, card.card);
  if (!priced.ok) return { kind: "no-rates" };
  const price = { amountMinor: priced.totalMinor, currency: priced.currency };
  return { kind: "price", price, chargeableGrams: priced.chargeableGrams, inVisitorCurrency: inCurrency(price, currency, rates) };
}
