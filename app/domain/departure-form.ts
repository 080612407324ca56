import { z } from "zod";
import { money } from "./money";
import { DEPARTURE_STATUSES, isRealDay } from "./departures";
import { westernDigits, westernDigitsOf } from "./digits";

/* The tour screen's departure form (issue #12): one schema for the browser's messages and the action. */

/** What the tour screen's departure forms post as `intent`: add or edit, cancel, delete. */
export const DEPARTURE_INTENTS = ["departure-save", "departure-cancel", "departure-delete"] as const;
export type DepartureIntent = (typeof DEPARTURE_INTENTS)[number];

/** The most seats one departure can hold: more is a typo, not a coach. */
export const MAX_CAPACITY = 999;
/** The highest price a departure can override the tour's with, in dollars (as the tour form's). */
export const MAX_DEPARTURE_PRICE = 1_000_000;

export const DEPARTURE_MESSAGES = {
  dateRequired: "Enter the date the departure leaves.",
  dateInvalid: "Enter a real date, as YYYY-MM-DD.",
  capacityNotWhole: "Enter the capacity as a whole number.",
  capacityTooSmall: "The capacity must be at least 1.",
  capacityTooLarge: `The capacity must be at most ${MAX_CAPACITY}.`,
  seatsNotWhole: "Enter the seats booked as a whole number.",
  seatsNegative: "The seats booked cannot be below 0.",
  seatsOverCapacity: "The seats booked cannot be more than the capacity.",
  status: "Choose a status.",
  priceNotANumber: "Enter the price as a number, or leave it empty for the tour's price.",
  priceTooSmall: "The price must be more than 0.",
  priceTooLarge: `The price must be at most $${MAX_DEPARTURE_PRICE.toLocaleString("en-US")}.`,
} as const;

const wholeNumber = (notWhole: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? westernDigits(value).trim() : value),
    z.coerce.number({ error: notWhole }).int(notWhole),
  );

export const DepartureFormSchema = z
  .object({
    startDate: z.preprocess(
      westernDigitsOf,
      z
        .string({ error: DEPARTURE_MESSAGES.dateRequired })
        .trim()
        .min(1, DEPARTURE_MESSAGES.dateRequired)
        .refine(isRealDay, DEPARTURE_MESSAGES.dateInvalid),
    ),
    capacity: wholeNumber(DEPARTURE_MESSAGES.capacityNotWhole).pipe(
      z.number().min(1, DEPARTURE_MESSAGES.capacityTooSmall).max(MAX_CAPACITY, DEPARTURE_MESSAGES.capacityTooLarge),
    ),
    seatsBooked: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? "0" : value),
      wholeNumber(DEPARTURE_MESSAGES.seatsNotWhole).pipe(z.number().min(0, DEPARTURE_MESSAGES.seatsNegative)),
    ),
    status: z.enum(DEPARTURE_STATUSES, { error: DEPARTURE_MESSAGES.status }),
    /** Dollars; empty is the tour's price (null). */
    price: z.preprocess(
      (value) => (typeof value === "string" ? westernDigits(value).trim().replaceAll(",", "") : value) || null,
      z.coerce
        .number({ error: DEPARTURE_MESSAGES.priceNotANumber })
        .positive(DEPARTURE_MESSAGES.priceTooSmall)
        .max(MAX_DEPARTURE_PRICE, DEPARTURE_MESSAGES.priceTooLarge)
        .transform((dollars) => money(dollars, "USD"))
        .nullable(),
    ),
  })
  .refine((departure) => departure.seatsBooked <= departure.capacity, {
    path: ["seatsBooked"],
    message: DEPARTURE_MESSAGES.seatsOverCapacity,
  });

export type DepartureInput = z.output<typeof DepartureFormSchema>;

/** How far ahead a departure may be set without a second look: more is more likely a typo (2062 for 2026). */
export const DEPARTURE_YEARS_AHEAD = 3;

/** Why a departure's day asks for confirmation (issue #23, item 12): a code, the screen chooses the words. */
export type DepartureDateCheck = { kind: "past" | "far"; date: string };

/**
 * A day before today or more than three years after it is allowed, but only once confirmed:
 * null when the day needs no second look.
 */
export function departureDateCheck(date: string, today: string): DepartureDateCheck | null {
  if (date < today) return { kind: "past", date };
  const [year, rest] = [today.slice(0, 4), today.slice(4)];
  if (date > `${Number(year) + DEPARTURE_YEARS_AHEAD}${rest}`) return { kind: "far", date };
  return null;
}
