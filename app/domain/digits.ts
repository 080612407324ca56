/**
 * Numbers as people type them (issue #23, item 12): an Arabic keyboard types Arabic-Indic
 * digits (٠١٢٣٤٥٦٧٨٩), a Persian or Urdu one Eastern Arabic-Indic digits (۰۱۲۳۴۵۶۷۸۹), and
 * both an Arabic decimal separator (٫). The shared form schemas turn them into Western digits
 * before their own checks, so the browser and the server read "٤" as 4, never refuse it.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Every Arabic-Indic and Eastern Arabic-Indic digit as its Western digit, the Arabic decimal separator as "."; the rest unchanged. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, ".");
}

/** For `z.preprocess`: a posted text with Western digits; anything else (a missing field, a list) as it is. */
export function westernDigitsOf(value: unknown): unknown {
  return typeof value === "string" ? westernDigits(value) : value;
}
