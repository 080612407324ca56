import { westernDigits } from "../digits";
import { textAt, type FormValue, type FormValues } from "../form-fields";
import { isCurrency, MINOR_DIGITS, type CurrencyCode, type Money } from "../money";
import { isPieceKind, MAX_PIECES, type CargoPiece } from "./cargo-pricing";
import { readCentimetres, readKilograms, type MeasureProblem } from "./chargeable-weight";

/*
 * The shipment form (issue #26): pieces are repeated rows posted by full path
 * (`pieces[1].weightKg`), grown and shrunk by intent buttons that show the form again with
 * nothing saved, as the quote form's lines are. What is typed is read here into grams, whole
 * centimetres and minor units; the rest of the rules are the server's (createShipment), and
 * every problem comes back as a code on its field's path, for the screen to word.
 */

export const SHIPMENT_FORM_INTENTS = ["save", "add-piece", "remove-piece"] as const;
export type ShipmentFormIntent = (typeof SHIPMENT_FORM_INTENTS)[number];

/** The intent posted and, for remove-piece, the piece's position; null when it is none of them. */
export function parseShipmentFormIntent(value: unknown): { intent: ShipmentFormIntent; piece?: number } | null {
  if (typeof value !== "string") return null;
  const remove = /^remove-piece:(\d{1,4})$/.exec(value);
  if (remove) return { intent: "remove-piece", piece: Number(remove[1]) };
  return value === "save" || value === "add-piece" ? { intent: value } : null;
}

export const PIECE_FIELDS = ["kind", "weightKg", "lengthCm", "widthCm", "heightCm"] as const;
export type PieceField = (typeof PIECE_FIELDS)[number];
export type PieceRow = Record<PieceField, string>;

export const EMPTY_PIECE: PieceRow = { kind: "box", weightKg: "", lengthCm: "", widthCm: "", heightCm: "" };

export function pieceFieldName(index: number, field: PieceField): string {
  return `pieces[${index}].${field}`;
}

/** The piece rows posted, as text (what goes back into the controls); rows of anything else are dropped. */
export function pieceRows(values: FormValues): PieceRow[] {
  const posted: FormValue | undefined = values.pieces;
  const rows = Array.isArray(posted) ? posted : posted && typeof posted === "object" ? Object.values(posted) : [];
  return rows
    .filter((row): row is Record<string, FormValue> => typeof row === "object" && row !== null && !Array.isArray(row))
    .slice(0, MAX_PIECES)
    .map((row) => Object.fromEntries(PIECE_FIELDS.map((field) => [field, typeof row[field] === "string" ? row[field] : ""])) as PieceRow);
}

/** The rows after an intent button: one more empty piece, or one fewer (never none). */
export function changedPieceRows(values: FormValues, intent: { intent: ShipmentFormIntent; piece?: number }): PieceRow[] {
  const rows = pieceRows(values);
  if (intent.intent === "add-piece") return rows.length < MAX_PIECES ? [...rows, EMPTY_PIECE] : rows;
  const kept = rows.filter((_, index) => index !== intent.piece);
  return kept.length > 0 ? kept : [EMPTY_PIECE];
}

/** Why a typed value could not be read: a measure's problem, an unknown piece kind, an amount that is no amount. */
export type FormProblem =
  | { kind: "measure"; problem: MeasureProblem; piece: number; field: PieceField }
  | { kind: "piece-kind"; piece: number }
  | { kind: "no-pieces" }
  | { kind: "amount"; problem: AmountProblem }
  | { kind: "currency" };

export type AmountProblem = "not-a-number" | "negative" | "too-many-decimals" | "too-large";

/** An amount typed in major units ("1,250.50", "١٢٥٠") in minor units of `currency`; not below 0. */
export function readAmount(
  typed: string,
  currency: CurrencyCode,
): { ok: true; amountMinor: number } | { ok: false; problem: AmountProblem } {
  const text = westernDigits(typed).trim().replaceAll(",", "").replaceAll(" ", "");
  const parts = /^([+-]?)(\d{1,13})(?:\.(\d*))?$/.exec(text);
  if (!parts) return { ok: false, problem: "not-a-number" };
  if (parts[1] === "-" && /[1-9]/.test(parts[2]! + (parts[3] ?? ""))) return { ok: false, problem: "negative" };
  const digits = MINOR_DIGITS[currency];
  const fraction = (parts[3] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return { ok: false, problem: "too-many-decimals" };
  const amountMinor = Number(parts[2]! + fraction.padEnd(digits, "0"));
  if (!Number.isSafeInteger(amountMinor) || amountMinor > 1e14) return { ok: false, problem: "too-large" };
  return { ok: true, amountMinor };
}

/** The pieces typed, in grams and whole centimetres, with a problem per field that could not be read. */
export function readPieces(rows: readonly PieceRow[]): { pieces: CargoPiece[]; problems: FormProblem[] } {
  const pieces: CargoPiece[] = [];
  const problems: FormProblem[] = [];
  if (rows.length === 0) problems.push({ kind: "no-pieces" });
  rows.forEach((row, piece) => {
    if (!isPieceKind(row.kind)) problems.push({ kind: "piece-kind", piece });
    const weight = readKilograms(row.weightKg);
    if (!weight.ok) problems.push({ kind: "measure", problem: weight.problem, piece, field: "weightKg" });
    const sides = (["lengthCm", "widthCm", "heightCm"] as const).map((field) => {
      const reading = readCentimetres(row[field]);
      if (!reading.ok) problems.push({ kind: "measure", problem: reading.problem, piece, field });
      return reading.ok ? reading.cm : 0;
    });
    if (isPieceKind(row.kind) && weight.ok && sides.every((cm) => cm > 0)) {
      pieces.push({ kind: row.kind, grams: weight.grams, lengthCm: sides[0]!, widthCm: sides[1]!, heightCm: sides[2]! });
    }
  });
  return { pieces, problems };
}

/** The declared value typed: none when the amount is blank, else an amount in a currency of the agency's. */
export function readDeclaredValue(values: FormValues): { ok: true; value: Money | null } | { ok: false; problem: FormProblem } {
  const amount = textAt(values, "declaredValue.amount") ?? "";
  if (amount.trim() === "") return { ok: true, value: null };
  const currency = textAt(values, "declaredValue.currency");
  if (!isCurrency(currency)) return { ok: false, problem: { kind: "currency" } };
  const read = readAmount(amount, currency);
  return read.ok
    ? { ok: true, value: { amountMinor: read.amountMinor, currency } }
    : { ok: false, problem: { kind: "amount", problem: read.problem } };
}

/** The path of the field a reading problem belongs to. */
export function formProblemField(problem: FormProblem): string {
  switch (problem.kind) {
    case "measure":
      return pieceFieldName(problem.piece, problem.field);
    case "piece-kind":
      return pieceFieldName(problem.piece, "kind");
    case "no-pieces":
      return "pieces";
    case "amount":
      return "declaredValue.amount";
    case "currency":
      return "declaredValue.currency";
  }
}
