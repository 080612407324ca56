/*
 * The length and shape checks the cargo desk's writes share. Lengths count characters as people
 * see them (code points), so an emoji or an Arabic name costs what it shows; names may hold any
 * script and emoji, only control characters are refused.
 */

export type TextProblem = "required" | "too-long" | "control-characters";

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ONE_LINE_CONTROL = /[\u0000-\u001F\u007F]/; // eslint-disable-line no-control-regex

/** What is wrong with a text of at most `max` characters (one line unless `multiline`), or null. */
export function textProblem(value: unknown, max: number, { required = true, multiline = false } = {}): TextProblem | null {
  if (typeof value !== "string") return "required";
  if (required && value.trim() === "") return "required";
  if ([...value].length > max) return "too-long";
  if ((multiline ? CONTROL : ONE_LINE_CONTROL).test(value)) return "control-characters";
  return null;
}

const PHONE = /^\+?[0-9][0-9 ().-]{3,38}$/;
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export function isPhone(value: unknown): value is string {
  return typeof value === "string" && PHONE.test(value.trim());
}

export function isEmail(value: unknown): value is string {
  return typeof value === "string" && value.length <= 254 && EMAIL.test(value);
}
