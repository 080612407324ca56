import { z } from "zod";
import { MAX_UNITS_PER_USD, OTHER_CURRENCIES, RATE_SCALE } from "./currencies";
import { isRealDay } from "./departures";
import { westernDigitsOf } from "./digits";

/* The Settings → Currencies form (issue #11), apart from currencies.ts so public pages never load zod for it. */

/** A number of units per dollar, as typed: digits with an optional decimal part of at most six digits. */
const RATE_TEXT = /^\d{1,8}(\.\d{1,6})?$/;

export const RATE_MESSAGES = {
  currency: "Choose one of the currencies listed.",
  rateRequired: "Enter how many units one US dollar buys.",
  rateNotANumber: "Enter the rate as a number, for example 89500 or 189.5.",
  rateTooSmall: "The rate must be more than 0.",
  rateTooLarge: `The rate must be at most ${MAX_UNITS_PER_USD.toLocaleString("en-US")} per dollar.`,
  dateRequired: "Enter the date the rate applies from.",
  dateInvalid: "Enter a real date, as YYYY-MM-DD.",
  stale: "Someone else changed the rates since you opened this page; the list now shows them. Check and save again.",
} as const;

/** A new rate as the Currencies screen posts it. */
export const RateFormSchema = z.object({
  currency: z.enum(OTHER_CURRENCIES, { error: RATE_MESSAGES.currency }),
  rate: z.preprocess(
    westernDigitsOf,
    z
      .string({ error: RATE_MESSAGES.rateRequired })
      .trim()
      .min(1, RATE_MESSAGES.rateRequired)
      .transform((text) => text.replaceAll(",", ""))
      .refine((text) => RATE_TEXT.test(text), RATE_MESSAGES.rateNotANumber)
      .transform((text) => Math.round(Number(text) * RATE_SCALE))
      .refine((micros) => micros > 0, RATE_MESSAGES.rateTooSmall)
      .refine((micros) => micros <= MAX_UNITS_PER_USD * RATE_SCALE, RATE_MESSAGES.rateTooLarge),
  ),
  appliesFrom: z
    .string({ error: RATE_MESSAGES.dateRequired })
    .trim()
    .min(1, RATE_MESSAGES.dateRequired)
    .refine(isRealDay, RATE_MESSAGES.dateInvalid),
  /** The id of the newest rate the screen showed ("" for none): a save over a newer one is refused. */
  latestId: z.string().max(100).default(""),
});
export type RateInput = z.output<typeof RateFormSchema>;
