import { isRealDay } from "../departures";
import { rowsAt, textAt, type FormValues } from "../form-fields";
import { isCurrency, MINOR_DIGITS, type CurrencyCode } from "../money";
import { isPieceKind, rateCardProblem, type PieceKind, type RateCard, type RateCardProblem } from "./cargo-pricing";
import { AIR_DIVISOR, AIR_STEP_GRAMS, readScaledDecimal, type MeasureProblem } from "./chargeable-weight";

/*
 * The "New rate card" form of Settings → Cargo rates (issue #26, decision 0055). Amounts are
 * typed as decimals of the card's currency and kept as minor units; brackets start at a weight
 * in kg by air, at a weight-or-measure in tonnes or m³ by sea; flat prices per piece kind. The
 * rows are posted by full path (`brackets[1].rate`) and grow with intent buttons, so the form
 * works without JavaScript. Problems are codes by field; the screen chooses the words.
 */

export type CargoRateMode = RateCard["mode"];

/** What the form posts as `intent`; the remove ones name their row (`remove-bracket:2`). */
export const RATE_CARD_INTENTS = ["save", "add-bracket", "add-piece-price", "remove-bracket", "remove-piece-price"] as const;
export type RateCardIntent = (typeof RATE_CARD_INTENTS)[number];

export function parseRateCardIntent(value: unknown): { intent: RateCardIntent; row?: number } | null {
  if (typeof value !== "string") return null;
  const remove = /^(remove-bracket|remove-piece-price):(\d{1,3})$/.exec(value);
  if (remove) return { intent: remove[1] as RateCardIntent, row: Number(remove[2]) };
  return value === "save" || value === "add-bracket" || value === "add-piece-price" ? { intent: value } : null;
}

/** More rows than any card has: a longer post is not something a person typed. */
export const MAX_RATE_ROWS = 30;

/** Decimal places of a bracket's start as typed: kg to the gram by air, t or m³ to the millionth by sea. */
const FROM_PLACES: Record<CargoRateMode, number> = { air: 3, sea: 6 };

export type RateCardFieldProblem =
  | MeasureProblem
  | RateCardProblem
  | "too-precise"
  | "bad-date"
  | "unknown-piece-kind"
  | "duplicate-piece-kind"
  | "too-many-rows"
  | "not-whole";

export type RateCardFieldProblems = Record<string, RateCardFieldProblem>;

export type RateCardReading = { ok: true; validFrom: string; card: RateCard } | { ok: false; problems: RateCardFieldProblems };

/** A stored quantity as the form writes it back: 2500 minor units of dollars → "25.00"; 500 g → "0.5". */
export function scaledText(value: number, places: number, { trim = false } = {}): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(places + 1, "0");
  const whole = places === 0 ? digits : digits.slice(0, -places);
  let fraction = places === 0 ? "" : digits.slice(-places);
  if (trim) fraction = fraction.replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** The form's values for a card (the one in force, as a start for the next), or a mode's defaults. */
export function rateCardValues(mode: CargoRateMode, card: RateCard | null, today: string): FormValues {
  if (!card || card.mode !== mode) {
    return {
      validFrom: today,
      currency: "USD",
      ...(mode === "air" ? { divisor: String(AIR_DIVISOR), step: scaledText(AIR_STEP_GRAMS, 3, { trim: true }) } : {}),
      minimum: "",
      brackets: [{ from: "0", rate: "" }],
      pieces: [],
    };
  }
  const money = (minor: number) => scaledText(minor, MINOR_DIGITS[card.currency]);
  const brackets =
    card.mode === "air"
      ? card.brackets.map((bracket) => ({ from: scaledText(bracket.fromGrams, 3, { trim: true }), rate: money(bracket.perKgMinor) }))
      : card.brackets.map((bracket) => ({ from: scaledText(bracket.fromUnits, 6, { trim: true }), rate: money(bracket.perUnitMinor) }));
  return {
    validFrom: today,
    currency: card.currency,
    ...(card.mode === "air" ? { divisor: String(card.divisor), step: scaledText(card.stepGrams, 3, { trim: true }) } : {}),
    minimum: money(card.minimumMinor),
    brackets,
    pieces: Object.entries(card.flatPerPiece).map(([kind, price]) => ({ kind, price: money(price ?? 0) })),
  };
}

/** The rows of a card's form, for the screen and the intents that change them. */
export const bracketRows = (values: FormValues) => rowsAt(values, "brackets");
export const piecePriceRows = (values: FormValues) => rowsAt(values, "pieces");

/** Where a card's own problem shows: the field it is about. */
function fieldOfCardProblem(problem: RateCardProblem, brackets: readonly { from: number; row: number }[]): string {
  const unordered = brackets.find((bracket, index) => index > 0 && bracket.from <= brackets[index - 1]!.from);
  switch (problem) {
    case "unknown-currency":
      return "currency";
    case "divisor-not-positive":
      return "divisor";
    case "step-out-of-range":
      return "step";
    case "minimum-negative":
      return "minimum";
    case "no-brackets":
      return "brackets";
    case "first-bracket-not-zero":
      return `brackets[${brackets[0]?.row ?? 0}].from`;
    case "brackets-not-ascending":
      return unordered ? `brackets[${unordered.row}].from` : "brackets";
    case "rate-not-positive":
      return "brackets";
    case "flat-price-not-positive":
      return "pieces";
  }
}

/**
 * The posted form as a dated card of the mode, or every problem by field. Blank rows (both
 * fields empty) are left out, so an added row nobody filled does not refuse the save.
 */
export function readRateCardForm(values: FormValues, mode: CargoRateMode): RateCardReading {
  const problems: RateCardFieldProblems = {};
  const text = (name: string) => textAt(values, name) ?? "";

  const validFrom = text("validFrom").trim();
  if (!isRealDay(validFrom)) problems.validFrom = "bad-date";
  const currencyText = text("currency");
  const currency: CurrencyCode | null = isCurrency(currencyText) ? currencyText : null;
  if (!currency) problems.currency = "unknown-currency";
  const digits = MINOR_DIGITS[currency ?? "USD"];

  /** A typed decimal scaled to an integer, or its problem put on the field. */
  const read = (name: string, places: number, { positive = true, blankIsZero = false } = {}): number | null => {
    const typed = text(name);
    if (blankIsZero && typed.trim() === "") return 0;
    const reading = readScaledDecimal(typed, places);
    if (!reading.ok) {
      problems[name] = reading.problem;
      return null;
    }
    if (positive && reading.value <= 0) {
      problems[name] = "not-positive";
      return null;
    }
    return reading.value;
  };

  let divisor = 0;
  let stepGrams = 0;
  if (mode === "air") {
    const typedDivisor = text("divisor").trim();
    divisor = read("divisor", 0) ?? 0;
    if (divisor > 0 && !/^\d+$/.test(typedDivisor)) problems.divisor = "not-whole";
    stepGrams = read("step", 3) ?? 0;
  }
  const minimumMinor = read("minimum", digits, { positive: false, blankIsZero: true }) ?? 0;

  const filled = (row: Record<string, string>) => Object.values(row).some((value) => value.trim() !== "");
  const brackets: { from: number; rate: number; row: number }[] = [];
  const bracketRowsTyped = bracketRows(values);
  if (bracketRowsTyped.length > MAX_RATE_ROWS) problems.brackets = "too-many-rows";
  bracketRowsTyped.slice(0, MAX_RATE_ROWS).forEach((row, index) => {
    if (!filled(row)) return;
    const from = read(`brackets[${index}].from`, FROM_PLACES[mode], { positive: false });
    const rate = read(`brackets[${index}].rate`, digits);
    if (from !== null && rate !== null) brackets.push({ from, rate, row: index });
  });
  if (bracketRowsTyped.filter(filled).length === 0) problems.brackets = "no-brackets";

  const flatPerPiece: Partial<Record<PieceKind, number>> = {};
  const pieceRowsTyped = piecePriceRows(values);
  if (pieceRowsTyped.length > MAX_RATE_ROWS) problems.pieces = "too-many-rows";
  pieceRowsTyped.slice(0, MAX_RATE_ROWS).forEach((row, index) => {
    if (!filled(row)) return;
    const kind = row.kind ?? "";
    if (!isPieceKind(kind)) problems[`pieces[${index}].kind`] = "unknown-piece-kind";
    else if (flatPerPiece[kind] !== undefined) problems[`pieces[${index}].kind`] = "duplicate-piece-kind";
    const price = read(`pieces[${index}].price`, digits);
    if (isPieceKind(kind) && price !== null && !problems[`pieces[${index}].kind`]) flatPerPiece[kind] = price;
  });

  if (Object.keys(problems).length > 0 || !currency) return { ok: false, problems };
  const basics = { currency, minimumMinor, flatPerPiece };
  const card: RateCard =
    mode === "air"
      ? {
          ...basics,
          mode,
          divisor,
          stepGrams,
          brackets: brackets.map((bracket) => ({ fromGrams: bracket.from, perKgMinor: bracket.rate })),
        }
      : { ...basics, mode, brackets: brackets.map((bracket) => ({ fromUnits: bracket.from, perUnitMinor: bracket.rate })) };
  const problem = rateCardProblem(card);
  if (problem) return { ok: false, problems: { [fieldOfCardProblem(problem, brackets)]: problem } };
  return { ok: true, validFrom, card };
}
