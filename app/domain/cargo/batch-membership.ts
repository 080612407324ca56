import { isFinalStatus, type ShipmentStatus } from "./shipment-statuses";
import { readTrackingNumber, type TrackingNumberProblem } from "./tracking-numbers";

/*
 * Which shipments may join a batch (issue #26, decision 0055), and the tracking numbers staff
 * type or scan into "Add shipments". Codes only; the batch screen chooses the words.
 */

/** How many numbers one "Add shipments" may name: a full container, with room to spare. */
export const TYPED_NUMBERS_MAX = 1000;
/** A number as typed is at most 40 characters, so 1000 of them with separators fit in this. */
export const TYPED_NUMBERS_MAX_LENGTH = 50_000;

export type TypedNumbers = {
  /** Canonical numbers, each once, in the order typed. */
  numbers: string[];
  /** What could not be read as a number, as typed, with why. */
  unread: { typed: string; problem: TrackingNumberProblem }[];
};

/** Groups of tokens longer than this are never one number (CW 7K4M 9Q2X is three, with a stray space four). */
const MAX_TOKENS_PER_NUMBER = 5;

/**
 * The numbers in what staff typed or a scanner sent: one per line, or separated by commas,
 * semicolons or spaces. A number may itself hold spaces ("cw 7k4m 9q2x"), so the words of a line
 * are read greedily: the longest run of words that reads as one number is one, and words that
 * belong to none are given back together as one unread entry, as typed.
 */
export function readTypedNumbers(text: string): TypedNumbers {
  const numbers: string[] = [];
  const unread: TypedNumbers["unread"] = [];
  const seen = new Set<string>();
  for (const segment of text.slice(0, TYPED_NUMBERS_MAX_LENGTH).split(/[\r\n,;]+/)) {
    const words = segment.split(/\s+/).filter(Boolean);
    let pending: string[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      const typed = pending.join(" ");
      const reading = readTrackingNumber(typed);
      unread.push({ typed, problem: reading.ok ? "wrong-length" : reading.problem });
      pending = [];
    };
    for (let start = 0; start < words.length;) {
      let found: { number: string; end: number } | null = null;
      for (let end = Math.min(words.length, start + MAX_TOKENS_PER_NUMBER); end > start && !found; end--) {
        const reading = readTrackingNumber(words.slice(start, end).join(" "));
        if (reading.ok) found = { number: reading.number, end };
      }
      if (!found) {
        pending.push(words[start]!);
        start++;
        continue;
      }
      flush();
      if (!seen.has(found.number)) {
        seen.add(found.number);
        numbers.push(found.number);
      }
      start = found.end;
    }
    flush();
  }
  return { numbers, unread };
}

/** A batch's route, as membership needs it. */
export type BatchRoute = { id: string; mode: string; fromOffice: string; toOffice: string };

/** A shipment as membership needs it. */
export type BatchCandidate = { mode: string; fromOffice: string; toOffice: string; status: ShipmentStatus; batchId: string | null };

export type MembershipProblem = "other-route" | "other-mode" | "final" | "in-other-batch" | "in-this-batch";

/**
 * Why a shipment may not join the batch, or null: a batch is one flight or vessel, so its
 * shipments share its route and mode; a delivered, returned or cancelled one goes nowhere; and
 * one already in another batch is taken out of that one first, on purpose, not by a stray number.
 */
export function membershipProblem(batch: BatchRoute, shipment: BatchCandidate): MembershipProblem | null {
  if (shipment.batchId === batch.id) return "in-this-batch";
  if (shipment.fromOffice !== batch.fromOffice || shipment.toOffice !== batch.toOffice) return "other-route";
  if (shipment.mode !== batch.mode) return "other-mode";
  if (isFinalStatus(shipment.status)) return "final";
  if (shipment.batchId !== null) return "in-other-batch";
  return null;
}
