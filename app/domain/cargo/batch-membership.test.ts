import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { membershipProblem, readTypedNumbers, type BatchCandidate } from "./batch-membership";
import { checkSymbolOf, TRACKING_ALPHABET } from "./tracking-numbers";

const numberOf = (seven: string) => {
  const symbols = seven + checkSymbolOf(seven);
  return `CW-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
};
const FIRST = numberOf("7K4M9Q2");
const SECOND = numberOf("AB12CD3");
const THIRD = numberOf("ZZ00XY9");
/** FIRST with its last symbol changed: the check refuses it. */
const MISTYPED = FIRST.slice(0, -1) + (FIRST.endsWith("0") ? "1" : "0");

describe("readTypedNumbers", () => {
  test("reads one number per line, or separated by commas, semicolons or spaces", () => {
    expect(readTypedNumbers(`${FIRST}\n${SECOND}\r\n${THIRD}`).numbers).toEqual([FIRST, SECOND, THIRD]);
    expect(readTypedNumbers(`${FIRST}, ${SECOND};${THIRD}`).numbers).toEqual([FIRST, SECOND, THIRD]);
    expect(readTypedNumbers(`${FIRST} ${SECOND}   ${THIRD}`)).toEqual({ numbers: [FIRST, SECOND, THIRD], unread: [] });
  });

  test("forgives case, dashes and spaces inside a number, as the tracking page does", () => {
    const loose = (number: string) => number.toLowerCase().replaceAll("-", " ");
    expect(readTypedNumbers(`${loose(FIRST)}\n${SECOND.replaceAll("-", "").toLowerCase()}`).numbers).toEqual([FIRST, SECOND]);
    // Two loosely typed numbers on one line are still two.
    expect(readTypedNumbers(`${loose(FIRST)} ${loose(SECOND)}`).numbers).toEqual([FIRST, SECOND]);
  });

  test("names what it cannot read, as typed, and keeps the numbers around it", () => {
    expect(readTypedNumbers(`${FIRST}\n${MISTYPED}\n${SECOND}`)).toEqual({
      numbers: [FIRST, SECOND],
      unread: [{ typed: MISTYPED, problem: "wrong-check" }],
    });
    expect(readTypedNumbers(`${FIRST} n/a ? ${SECOND}`).unread).toEqual([{ typed: "n/a ?", problem: "bad-characters" }]);
  });

  test("a number typed twice is added once; blank lines are nothing", () => {
    expect(readTypedNumbers(`\n\n${FIRST}\n\n${FIRST.toLowerCase()},,\n`)).toEqual({ numbers: [FIRST], unread: [] });
    expect(readTypedNumbers("  \n , ")).toEqual({ numbers: [], unread: [] });
  });

  test("any list of numbers, however separated, reads back as the same numbers", () => {
    const sevens = fc.array(fc.constantFrom(...TRACKING_ALPHABET), { minLength: 7, maxLength: 7 }).map((symbols) => symbols.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(sevens, { maxLength: 20 }), fc.constantFrom("\n", ", ", " ", ";", "\t"), (list, separator) => {
        const numbers = list.map(numberOf);
        expect(readTypedNumbers(numbers.join(separator))).toEqual({ numbers, unread: [] });
      }),
    );
  });
});

describe("membershipProblem", () => {
  const batch = { id: "batch-1", mode: "air", fromOffice: "beirut", toOffice: "abidjan" };
  const shipment: BatchCandidate = { mode: "air", fromOffice: "beirut", toOffice: "abidjan", status: "received", batchId: null };

  test("a shipment on the batch's route and mode, not final and in no batch, may join", () => {
    expect(membershipProblem(batch, shipment)).toBeNull();
  });

  test("another route, another mode, a final status or another batch keeps it out", () => {
    expect(membershipProblem(batch, { ...shipment, toOffice: "monrovia" })).toBe("other-route");
    expect(membershipProblem(batch, { ...shipment, fromOffice: "abidjan", toOffice: "beirut" })).toBe("other-route");
    expect(membershipProblem(batch, { ...shipment, mode: "sea" })).toBe("other-mode");
    for (const status of ["delivered", "returned", "cancelled"] as const)
      expect(membershipProblem(batch, { ...shipment, status })).toBe("final");
    expect(membershipProblem(batch, { ...shipment, batchId: "batch-2" })).toBe("in-other-batch");
    expect(membershipProblem(batch, { ...shipment, batchId: "batch-1" })).toBe("in-this-batch");
  });
});
