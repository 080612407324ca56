import { westernDigits } from "../digits";

/**
 * A shipment's tracking number (issue #26), e.g. `CW-7K4M-9Q2X`: the prefix `CW`, then eight
 * symbols of Crockford's base 32 in two groups of four. The first seven are random; the eighth is
 * a check symbol, so a number misread over the phone or mistyped at the counter is refused before
 * anyone looks it up.
 *
 * Crockford's alphabet has no I, L, O or U: I, L and O read as 1, 1 and 0 (the symbols they are
 * mistaken for); U is left out so that no number spells a rude English word, and stays refused.
 *
 * Seven random symbols are 35 bits (34,359,738,368 numbers). At 100,000 shipments the chance
 * that a new number repeats an existing one is about 1 in 344,000 (100,000 / 2^35), and the
 * chance that any two of the 100,000 ever collided is about 13.5% (1 − e^(−n²/2^36)); the
 * server's unique index catches a clash and it draws again, so a collision costs one retry.
 *
 * The check symbol. The brief named Luhn mod N with N = 32; it catches every single wrong
 * symbol but not every swap of neighbours: a symbol x at a doubled place contributes f(x), and a
 * swap of x and y goes unseen when f(x) − x ≡ f(y) − y (mod 32), which for N = 32 happens for
 * exactly one pair, 0 and Z (f(0) − 0 = 0, f(31) − 31 = 31 − 31 = 0), e.g. …0Z… read as …Z0….
 * Instead the check is a weighted sum in the field of 32 elements, GF(2^5): symbol values are
 * field elements, place i from the end weighs α^i (α a root of the primitive x^5 + x^2 + 1), and
 * the check makes the weighted sum of all eight symbols zero. All eight weights are distinct and
 * non-zero (α has order 31), so an error e at one place changes the sum by α^i·e ≠ 0, and
 * a swap of x ≠ y at places i ≠ j by (α^i + α^j)(x + y) ≠ 0: every single wrong symbol and
 * every swap of two symbols, neighbours or not, is caught, with the same 32 symbols and no
 * extra ones (Crockford's own mod 37 check needs five more). The tests prove both exhaustively
 * and show the Luhn pair it avoids. It costs a dozen lines; nobody computes it by hand.
 */

export const TRACKING_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const TRACKING_PREFIX = "CW";
/** Random symbols in a number; the check symbol follows them. */
export const RANDOM_SYMBOLS = 7;
/** What a person may type or paste into a tracking search before it is refused unread. */
export const TYPED_MAX_LENGTH = 40;

/** The canonical form, as printed on labels and stored: `CW-7K4M-9Q2X`. */
export const TRACKING_NUMBER_PATTERN = /^CW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Fills the array with random bytes in place, as `crypto.getRandomValues` does (which may be passed as it is). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => unknown;

/** Web Crypto, so the module runs in the browser too; looked up when called, so tests may replace it. */
const webCrypto: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** The field's primitive polynomial x^5 + x^2 + 1, whose root α is the weight's base. */
const PRIMITIVE = 0b100101;

function timesAlpha(value: number): number {
  const shifted = value << 1;
  return shifted & 0b100000 ? shifted ^ PRIMITIVE : shifted;
}

/** Σ α^(n−1−i)·symbol_i over the values, by Horner's rule; addition in GF(2^5) is exclusive or. */
function weightedSum(values: readonly number[]): number {
  return values.reduce((sum, value) => timesAlpha(sum) ^ value, 0);
}

function valuesOf(symbols: string): number[] {
  return [...symbols].map((symbol) => TRACKING_ALPHABET.indexOf(symbol));
}

/** The check symbol that follows seven random symbols (given in the alphabet, upper case). */
export function checkSymbolOf(randomSymbols: string): string {
  // With the check c last, the sum over all eight is α·(sum over seven) + c; zero when c is that product.
  return TRACKING_ALPHABET[timesAlpha(weightedSum(valuesOf(randomSymbols)))]!;
}

function canonical(symbols: string): string {
  return `${TRACKING_PREFIX}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** A new tracking number from `random` (Web Crypto unless given). 256 is a multiple of 32, so a byte's low five bits are uniform. */
export function newTrackingNumber(random: RandomBytes = webCrypto): string {
  const bytes = new Uint8Array(RANDOM_SYMBOLS);
  random(bytes);
  const symbols = Array.from(bytes, (byte) => TRACKING_ALPHABET[byte & 31]!).join("");
  return canonical(symbols + checkSymbolOf(symbols));
}

export type TrackingNumberProblem = "empty" | "too-long" | "bad-characters" | "wrong-length" | "wrong-check";
export type TrackingNumberReading = { ok: true; number: string } | { ok: false; problem: TrackingNumberProblem };

/** Spaces and every kind of dash people put between groups (hyphen, en and em dashes, the minus sign). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;
const CROCKFORD_READINGS: Record<string, string> = { O: "0", I: "1", L: "1" };
const SYMBOLS_ONLY = /^[0-9A-HJKMNP-TV-Z]*$/;

/**
 * A number as someone typed, pasted or read it out: spaces and dashes anywhere, any case, with or
 * without `CW`, full-width or Arabic-Indic digits, O for 0 and I or L for 1. The answer is the
 * canonical number or what is wrong with it; a longer text is refused before any work, so a
 * pasted page costs nothing.
 */
export function readTrackingNumber(typed: string): TrackingNumberReading {
  if (typed.length > TYPED_MAX_LENGTH) return { ok: false, problem: "too-long" };
  const squeezed = westernDigits(typed.normalize("NFKC")).replace(SEPARATORS, "").toUpperCase();
  if (squeezed === "") return { ok: false, problem: "empty" };
  const read = squeezed.replace(/[OIL]/g, (letter) => CROCKFORD_READINGS[letter]!);
  if (!SYMBOLS_ONLY.test(read)) return { ok: false, problem: "bad-characters" };
  // Length decides whether "CW" is the prefix: eight symbols never carry it, ten always do.
  const symbols = read.length === RANDOM_SYMBOLS + 3 && read.startsWith(TRACKING_PREFIX) ? read.slice(TRACKING_PREFIX.length) : read;
  if (symbols.length !== RANDOM_SYMBOLS + 1) return { ok: false, problem: "wrong-length" };
  if (weightedSum(valuesOf(symbols)) !== 0) return { ok: false, problem: "wrong-check" };
  return { ok: true, number: canonical(symbols) };
}
