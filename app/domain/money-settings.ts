import { z } from "zod";
import { westernDigitsOf } from "./digits";
import type { OfficeId } from "./offices";

/*
 * Settings → Money (issue #27): the deposit asked at a quote's acceptance, how many days before
 * the departure the balance is due, and each office's tax on its invoices. One schema for the
 * browser's instant messages and the action; its problems are codes that
 * app/content/money-settings.ts words.
 */

export const DEPOSIT_PERCENT_MAX = 100;
export const BALANCE_DAYS_MAX = 365;
/** 100 %, in basis points (hundredths of a percent), as the invoices read a rate. */
export const TAX_BASIS_POINTS_MAX = 10_000;

export type MoneySettingsProblem =
  | "depositPercentRequired"
  | "depositPercentInvalid"
  | "balanceDaysRequired"
  | "balanceDaysInvalid"
  | "taxRateRequired"
  | "taxRateInvalid"
  | "taxRateTooHigh";

export type MoneySettingsInput = {
  depositPercent: number;
  balanceDays: number;
  /** Per office, in basis points: 1100 = 11 %, 0 = no tax. */
  taxRate: Record<OfficeId, number>;
};

/** A whole number as typed, with at most a trailing "%" (people type one in a percent field). */
const WHOLE = /^(\d{1,4})\s*%?$/;
/** A percent as typed: a whole part, at most two decimals ("." or ","), an optional "%". */
const PERCENT = /^(\d{1,4})(?:[.,](\d{1,2}))?\s*%?$/;

/** "11" → 1100, "7.5" → 750, "0.05" → 5; null for anything else (more decimals, a sign, words). Integers only, no float. */
export function basisPointsFromPercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 1100 → "11", 750 → "7.5", 5 → "0.05": a rate as the form shows it. */
export function percentFromBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return hundredths === "" ? String(whole) : `${whole}.${hundredths}`;
}

/** The form's schema, with its problems in the words `say` gives. */
export function moneySettingsSchema(say: (problem: MoneySettingsProblem) => string) {
  // A missing field is "required"; a list (the name posted twice) or anything else is not a number.
  const text = (required: MoneySettingsProblem, invalid: MoneySettingsProblem) =>
    z.preprocess(
      westernDigitsOf,
      z
        .string({ error: (issue) => say(issue.input === undefined ? required : invalid) })
        .trim()
        .min(1, say(required)),
    );
  const whole = (required: MoneySettingsProblem, invalid: MoneySettingsProblem, max: number) =>
    text(required, invalid)
      .refine((typed) => WHOLE.test(typed) && Number(WHOLE.exec(typed)![1]) <= max, say(invalid))
      .transform((typed) => Number(WHOLE.exec(typed)![1]));
  const taxRate = text("taxRateRequired", "taxRateInvalid")
    .refine((typed) => basisPointsFromPercent(typed) !== null, say("taxRateInvalid"))
    .transform((typed) => basisPointsFromPercent(typed)!)
    .refine((basisPoints) => basisPoints <= TAX_BASIS_POINTS_MAX, say("taxRateTooHigh"));
  const taxRates = z.object({ beirut: taxRate, abidjan: taxRate, monrovia: taxRate } satisfies Record<OfficeId, typeof taxRate>);
  return z.object({
    depositPercent: whole("depositPercentRequired", "depositPercentInvalid", DEPOSIT_PERCENT_MAX),
    balanceDays: whole("balanceDaysRequired", "balanceDaysInvalid", BALANCE_DAYS_MAX),
    // Without any tax field posted, each office's field still gets its own message.
    taxRate: z.preprocess((value) => (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}), taxRates),
  }) satisfies z.ZodType<MoneySettingsInput, unknown>;
}
