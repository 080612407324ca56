import { z } from "zod";
import { isRealDay } from "./departures";
import { westernDigits, westernDigitsOf } from "./digits";
import { isPlainText, isSingleLine } from "./form-fields";
import { CURRENCIES, MINOR_DIGITS, type CurrencyCode, type Money } from "./money";
import { MAX_QUOTE_LINES, QUOTE_LINE_KINDS, type QuoteLine } from "./quotes";

/*
 * The quote form (issue #13): one schema for the browser's messages and the action. Lines are
 * posted by full path (`lines[2].quantity`, decision 0011); adding, removing and filling lines
 * from a departure are intent buttons the action answers by showing the form again.
 */

/** What the quote form posts as `intent`; `remove-line:N` names the line. */
export const QUOTE_FORM_INTENTS = ["save", "fill", "add-line", "remove-line"] as const;
export type QuoteFormIntent = (typeof QUOTE_FORM_INTENTS)[number];

/** The intent posted and, for remove-line, the line's position; null when it is none of them. */
export function parseQuoteFormIntent(value: unknown): { intent: QuoteFormIntent; line?: number } | null {
  if (typeof value !== "string") return null;
  const remove = /^remove-line:(\d{1,3})$/.exec(value);
  if (remove) return { intent: "remove-line", line: Number(remove[1]) };
  return value !== "remove-line" && (QUOTE_FORM_INTENTS as readonly string[]).includes(value) ? { intent: value as QuoteFormIntent } : null;
}

export const MAX_QUANTITY = 999;
export const MAX_DESCRIPTION = 300;
export const MAX_NOTE = 2000;
/** The highest unit price in major units of any currency: a million dollars is 89.5 billion pounds. */
export const MAX_UNIT_PRICE = 100_000_000_000;

export const QUOTE_MESSAGES = {
  currency: "Choose a currency.",
  validUntilRequired: "Enter the last day the customer can accept.",
  validUntilInvalid: "Enter a real date, as YYYY-MM-DD.",
  validUntilPast: "The last day to accept cannot be in the past.",
  noteTooLong: `The note can have at most ${MAX_NOTE} characters.`,
  noteControlCharacters: "The note contains characters that are not allowed.",
  kind: "Choose what this line is.",
  descriptionRequired: "Describe what this line offers.",
  descriptionTooLong: `A line's description can have at most ${MAX_DESCRIPTION} characters.`,
  descriptionOneLine: "A line's description must be on one line.",
  quantityNotWhole: "Enter the quantity as a whole number.",
  quantityRange: `The quantity must be between 0 and ${MAX_QUANTITY}.`,
  priceNotANumber: "Enter the unit price as a number.",
  priceNegative: "The unit price cannot be below 0.",
  priceTooLarge: "The unit price is too large.",
  priceDigits: (currency: CurrencyCode) =>
    MINOR_DIGITS[currency] === 0 ? `${currency} prices are whole numbers.` : `${currency} prices have at most 2 decimals.`,
  noLines: "Add at least one line with a quantity above 0.",
  tooManyLines: `A quote can have at most ${MAX_QUOTE_LINES} lines.`,
  totalZero: "The total must be more than 0.",
  totalTooLarge: "The total is too large.",
} as const;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

const LineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS, { error: QUOTE_MESSAGES.kind }),
  description: z
    .string({ error: QUOTE_MESSAGES.descriptionRequired })
    .refine(isSingleLine, QUOTE_MESSAGES.descriptionOneLine)
    .trim()
    .min(1, QUOTE_MESSAGES.descriptionRequired)
    .max(MAX_DESCRIPTION, QUOTE_MESSAGES.descriptionTooLong),
  quantity: z.preprocess(
    (value) => trimmed(westernDigitsOf(value)),
    z.coerce
      .number({ error: QUOTE_MESSAGES.quantityNotWhole })
      .int(QUOTE_MESSAGES.quantityNotWhole)
      .min(0, QUOTE_MESSAGES.quantityRange)
      .max(MAX_QUANTITY, QUOTE_MESSAGES.quantityRange),
  ),
  /** Major units of the quote's currency ("1299.50"); checked against its decimals below. */
  unitPrice: z.preprocess(
    (value) => (typeof value === "string" ? westernDigits(value).trim().replaceAll(",", "") : value),
    z.coerce
      .number({ error: QUOTE_MESSAGES.priceNotANumber })
      .refine(Number.isFinite, QUOTE_MESSAGES.priceNotANumber)
      .min(0, QUOTE_MESSAGES.priceNegative)
      .max(MAX_UNIT_PRICE, QUOTE_MESSAGES.priceTooLarge),
  ),
});

/** Lines as posted: a gap in the positions (a line removed by hand) is closed up. */
const postedLines = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((line) => line !== undefined && line !== null) : value === undefined ? [] : value),
  z.array(LineSchema, { error: QUOTE_MESSAGES.noLines }).max(MAX_QUOTE_LINES, QUOTE_MESSAGES.tooManyLines),
);

/** Whether a price has no more decimals than its currency has (LBP and XOF none). */
function fitsCurrency(major: number, currency: CurrencyCode): boolean {
  const scaled = major * 10 ** MINOR_DIGITS[currency];
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The quote form's schema on a day (the agency's today): the last day to accept may not be
 * before it. The output's lines have their prices in minor units and leave out quantity-0 lines.
 */
export function quoteFormSchema(today: string) {
  return z
    .object({
      departureId: z.preprocess(trimmed, z.string().max(40).refine(isSingleLine).optional()),
      currency: z.enum(CURRENCIES, { error: QUOTE_MESSAGES.currency }),
      validUntil: z.preprocess(
        westernDigitsOf,
        z
          .string({ error: QUOTE_MESSAGES.validUntilRequired })
          .trim()
          .min(1, QUOTE_MESSAGES.validUntilRequired)
          .refine(isRealDay, QUOTE_MESSAGES.validUntilInvalid)
          .refine((day) => day >= today, QUOTE_MESSAGES.validUntilPast),
      ),
      note: z
        .string()
        .optional()
        .transform((value) => value ?? "")
        .refine(isPlainText, QUOTE_MESSAGES.noteControlCharacters)
        .transform((value) => value.trim())
        .pipe(z.string().max(MAX_NOTE, QUOTE_MESSAGES.noteTooLong)),
      lines: postedLines,
    })
    .superRefine((quote, context) => {
      quote.lines.forEach((line, index) => {
        if (!fitsCurrency(line.unitPrice, quote.currency)) {
          context.addIssue({ code: "custom", path: ["lines", index, "unitPrice"], message: QUOTE_MESSAGES.priceDigits(quote.currency) });
        }
      });
      const offered = quote.lines.filter((line) => line.quantity > 0);
      if (offered.length === 0) {
        context.addIssue({ code: "custom", path: ["lines"], message: QUOTE_MESSAGES.noLines });
        return;
      }
      const total = offered.reduce((sum, line) => sum + line.quantity * toMinor(line.unitPrice, quote.currency), 0);
      if (!Number.isSafeInteger(total)) context.addIssue({ code: "custom", path: ["lines"], message: QUOTE_MESSAGES.totalTooLarge });
      else if (total <= 0) context.addIssue({ code: "custom", path: ["lines"], message: QUOTE_MESSAGES.totalZero });
    })
    .transform((quote) => ({
      departureId: quote.departureId || null,
      currency: quote.currency,
      validUntil: quote.validUntil,
      note: quote.note,
      lines: quote.lines
        .filter((line) => line.quantity > 0)
        .map((line): QuoteLine => ({
          kind: line.kind,
          description: line.description,
          quantity: line.quantity,
          unitPrice: { amountMinor: toMinor(line.unitPrice, quote.currency), currency: quote.currency },
        })),
    }));
}

export type QuoteInput = z.output<ReturnType<typeof quoteFormSchema>>;

function toMinor(major: number, currency: CurrencyCode): number {
  return Math.round(major * 10 ** MINOR_DIGITS[currency]);
}

/** A price as the form's field shows it: "1299.5" → "1299.50" in dollars, "89500" in pounds. */
export function priceFieldText(price: Money): string {
  return (price.amountMinor / 10 ** MINOR_DIGITS[price.currency]).toFixed(MINOR_DIGITS[price.currency]);
}
