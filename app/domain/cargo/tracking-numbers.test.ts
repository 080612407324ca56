import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  TRACKING_ALPHABET,
  TRACKING_NUMBER_PATTERN,
  checkSymbolOf,
  newTrackingNumber,
  readTrackingNumber,
  type RandomBytes,
} from "./tracking-numbers";

/** A random source that hands out the given bytes, for numbers known in advance. */
function bytesOf(...values: number[]): RandomBytes {
  return (bytes) => bytes.set(values.slice(0, bytes.length));
}

/** The eight symbols of a canonical number, without prefix and dashes. */
function symbolsOf(number: string): string {
  return number.slice(3).replace("-", "");
}

function numberOf(symbols: string): string {
  return `CW-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

const sevenSymbols = fc.array(fc.constantFrom(...TRACKING_ALPHABET), { minLength: 7, maxLength: 7 }).map((symbols) => symbols.join(""));
const trackingNumbers = sevenSymbols.map((seven) => numberOf(seven + checkSymbolOf(seven)));

/** Luhn mod N for N = 32, the check the brief named, to show the pair it misses. */
function luhnMod32Valid(values: number[]): boolean {
  const sum = values
    .toReversed()
    .map((value, place) => {
      if (place % 2 === 0) return value;
      const doubled = value * 2;
      return Math.floor(doubled / 32) + (doubled % 32);
    })
    .reduce((total, value) => total + value, 0);
  return sum % 32 === 0;
}

describe("newTrackingNumber", () => {
  test("writes CW, then two groups of four Crockford symbols", () => {
    for (let i = 0; i < 200; i++) expect(newTrackingNumber()).toMatch(TRACKING_NUMBER_PATTERN);
  });

  test("takes its seven random symbols from the low five bits of the random bytes", () => {
    const number = newTrackingNumber(bytesOf(0, 1, 2, 31, 32 + 10, 255, 128 + 20));
    expect(number.slice(0, 11)).toBe("CW-012Z-AZM");
    expect(readTrackingNumber(number)).toEqual({ ok: true, number });
  });

  test("takes crypto.getRandomValues itself as a source", () => {
    expect(newTrackingNumber((bytes) => crypto.getRandomValues(bytes))).toMatch(TRACKING_NUMBER_PATTERN);
  });

  test("uses Web Crypto unless given a source", () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newTrackingNumber()));
    expect(numbers.size).toBe(1000);
  });

  test("the pattern accepts only the canonical form", () => {
    expect(TRACKING_NUMBER_PATTERN.test("CW-7K4M-9Q2X")).toBe(true);
    for (const text of ["cw-7k4m-9q2x", "CW7K4M9Q2X", "CW-7K4M-9Q2", "CW-7K4M-9Q2XX", "CW-7K4M-9Q2U", "CX-7K4M-9Q2X", " CW-7K4M-9Q2X"]) {
      expect(TRACKING_NUMBER_PATTERN.test(text)).toBe(false);
    }
  });
});

describe("readTrackingNumber", () => {
  const number = newTrackingNumber(bytesOf(7, 20, 4, 21, 9, 23, 2));
  const symbols = symbolsOf(number);

  test("reads the canonical number back", () => {
    expect(readTrackingNumber(number)).toEqual({ ok: true, number });
  });

  test("forgives spaces, dashes, lower case and a missing prefix", () => {
    const forms = [
      symbols,
      symbols.toLowerCase(),
      `cw ${symbols.slice(0, 4)} ${symbols.slice(4)}`,
      `  ${symbols.slice(0, 4)} - ${symbols.slice(4)}  `,
      `CW–${symbols.slice(0, 4)}—${symbols.slice(4)}`,
      `c-w-${[...symbols].join(" ")}`,
      `\t${number}\n`,
    ];
    for (const typed of forms) expect(readTrackingNumber(typed)).toEqual({ ok: true, number });
  });

  test("reads O as 0 and I and L as 1, as Crockford's alphabet intends", () => {
    const seven = "0I1L0O1";
    const read = numberOf("0111001" + checkSymbolOf("0111001"));
    expect(readTrackingNumber(seven + checkSymbolOf("0111001"))).toEqual({ ok: true, number: read });
    expect(readTrackingNumber(`cw-${seven.toLowerCase()}${checkSymbolOf("0111001")}`)).toEqual({ ok: true, number: read });
  });

  test("reads full-width and Arabic-Indic digits as the digits they are", () => {
    const seven = "1234567";
    const read = numberOf(seven + checkSymbolOf(seven));
    expect(readTrackingNumber(`CW-١٢٣٤-٥٦٧${checkSymbolOf(seven)}`)).toEqual({ ok: true, number: read });
    expect(readTrackingNumber(`ＣＷ－１２３４－５６７${checkSymbolOf(seven)}`)).toEqual({ ok: true, number: read });
  });

  test("names what is wrong", () => {
    expect(readTrackingNumber("")).toEqual({ ok: false, problem: "empty" });
    expect(readTrackingNumber(" - -  ")).toEqual({ ok: false, problem: "empty" });
    expect(readTrackingNumber(`${symbols.slice(0, 7)}U`)).toEqual({ ok: false, problem: "bad-characters" });
    expect(readTrackingNumber(`${number}?`)).toEqual({ ok: false, problem: "bad-characters" });
    expect(readTrackingNumber(`${number.slice(0, -1)}.`)).toEqual({ ok: false, problem: "bad-characters" });
    expect(readTrackingNumber(symbols.slice(0, 7))).toEqual({ ok: false, problem: "wrong-length" });
    expect(readTrackingNumber(`${symbols}0`)).toEqual({ ok: false, problem: "wrong-length" });
    expect(readTrackingNumber("CW")).toEqual({ ok: false, problem: "wrong-length" });
    expect(readTrackingNumber(`CW-CW-${symbols}`)).toEqual({ ok: false, problem: "wrong-length" });
  });

  test("ten symbols that do not start with CW are not a number with its prefix", () => {
    expect(readTrackingNumber(`CX${symbols}`)).toEqual({ ok: false, problem: "wrong-length" });
  });

  test("refuses more than 40 characters before reading them, even if only spaces", () => {
    expect(readTrackingNumber(" ".repeat(41))).toEqual({ ok: false, problem: "too-long" });
    expect(readTrackingNumber(`${" ".repeat(40 - number.length)}${number}`)).toEqual({ ok: true, number });
    expect(readTrackingNumber(`${" ".repeat(41 - number.length)}${number}`)).toEqual({ ok: false, problem: "too-long" });
    expect(readTrackingNumber("x".repeat(100_000))).toEqual({ ok: false, problem: "too-long" });
  });

  test("every number reads back to itself through case, spaces, dashes and a dropped prefix", () => {
    fc.assert(
      fc.property(
        trackingNumbers,
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.constantFrom(" ", "-", ""), { minLength: 10, maxLength: 10 }),
        (number, lower, dropPrefix, gaps) => {
          const bare = dropPrefix ? symbolsOf(number) : `CW${symbolsOf(number)}`;
          const spaced = [...bare].map((symbol, index) => gaps[index] + symbol).join("");
          const typed = lower ? spaced.toLowerCase() : spaced;
          expect(readTrackingNumber(typed)).toEqual({ ok: true, number });
        },
      ),
    );
  });

  test("no text the reader accepts reads as something other than the canonical form", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const reading = readTrackingNumber(typed);
        if (reading.ok) expect(reading.number).toMatch(TRACKING_NUMBER_PATTERN);
      }),
    );
  });
});

describe("the check symbol", () => {
  test("is the weighted sum in GF(2^5), frozen here so that printed labels stay valid", () => {
    expect(checkSymbolOf("0000000")).toBe("0");
    expect(checkSymbolOf("0000001")).toBe("2"); // α
    expect(checkSymbolOf("1000000")).toBe("M"); // α^7 = α^4 + α^2 = 20
    expect(checkSymbolOf("7K4M9Q2")).toBe(symbolsOf(newTrackingNumber(bytesOf(7, 19, 4, 20, 9, 23, 2)))[7]);
  });

  // Random background numbers; for a linear check the caught errors do not depend on them, but
  // the test does not take that on trust.
  const backgrounds = fc.sample(sevenSymbols, { numRuns: 60, seed: 26 });

  test("catches every single wrong symbol, at every place including the check itself", () => {
    let tried = 0;
    for (const seven of backgrounds) {
      const symbols = seven + checkSymbolOf(seven);
      for (let place = 0; place < 8; place++) {
        for (const wrong of TRACKING_ALPHABET) {
          if (wrong === symbols[place]) continue;
          const typed = symbols.slice(0, place) + wrong + symbols.slice(place + 1);
          expect(readTrackingNumber(typed)).toEqual({ ok: false, problem: "wrong-check" });
          tried++;
        }
      }
    }
    expect(tried).toBe(60 * 8 * 31);
  });

  test("catches every swap of two different neighbours, for every pair of symbols at every place", () => {
    // For each place and each ordered pair x ≠ y, find a valid number with x then y there (one
    // free place runs over the alphabet until the check agrees), then swap them.
    let tried = 0;
    const [background] = backgrounds;
    for (let place = 0; place < 7; place++) {
      const free = place === 0 ? 7 : 0;
      for (const x of TRACKING_ALPHABET) {
        for (const y of TRACKING_ALPHABET) {
          if (x === y) continue;
          const base = [...background!, "0"];
          base[place] = x;
          base[place + 1] = y;
          const valid = [...TRACKING_ALPHABET]
            .map((symbol) => base.with(free, symbol).join(""))
            .find((symbols) => readTrackingNumber(symbols).ok);
          expect(valid).toBeDefined();
          const swapped = valid!.slice(0, place) + y + x + valid!.slice(place + 2);
          expect(readTrackingNumber(swapped)).toEqual({ ok: false, problem: "wrong-check" });
          tried++;
        }
      }
    }
    expect(tried).toBe(7 * 32 * 31);
  });

  test("catches swaps of symbols further apart too", () => {
    for (const seven of backgrounds) {
      const symbols = seven + checkSymbolOf(seven);
      for (let first = 0; first < 8; first++) {
        for (let second = first + 1; second < 8; second++) {
          if (symbols[first] === symbols[second]) continue;
          const swapped = [...symbols];
          [swapped[first], swapped[second]] = [swapped[second]!, swapped[first]!];
          expect(readTrackingNumber(swapped.join(""))).toEqual({ ok: false, problem: "wrong-check" });
        }
      }
    }
  });

  test("Luhn mod 32, the check not chosen, misses exactly the swap of 0 and Z", () => {
    const missed: string[] = [];
    for (let x = 0; x < 32; x++) {
      for (let y = 0; y < 32; y++) {
        if (x === y) continue;
        // A valid Luhn number with x then y before a check symbol: find the check, swap x and y.
        const check = [...Array(32).keys()].find((candidate) => luhnMod32Valid([5, x, y, candidate]))!;
        if (luhnMod32Valid([5, y, x, check])) missed.push(TRACKING_ALPHABET[x]! + TRACKING_ALPHABET[y]!);
      }
    }
    expect(missed).toEqual(["0Z", "Z0"]);
  });
});
