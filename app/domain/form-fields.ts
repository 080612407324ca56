import { z } from "zod";

/**
 * Posted forms, read by full field path. A control named `days[2].title` fills
 * `{ days: [, , { title }] }`, a name posted more than once gives the list of its values in
 * order, and files are kept when asked for. zod validates that shape, and its messages come
 * back keyed by the same path, so a refused save shows every value and message where it was.
 */

/** What a form posted as text (a value, a list of them, or a group of named ones): what goes back to the page. */
export type FormValue = string | FormValue[] | { [field: string]: FormValue };
export type FormValues = { [field: string]: FormValue };

/** The same with the posted files in place, for the action that stores them. */
export type PostedValue = string | File | PostedValue[] | { [field: string]: PostedValue };
export type PostedFields = { [field: string]: PostedValue };

/** The first message for each field, keyed by its full path (`days[2].title`); the whole form's under "form". */
export type FieldErrors = Record<string, string>;

/** A list longer than this in one form is not something a person typed: the rest is dropped. */
export const MAX_REPEATS = 500;

/** Names that would reach an object's prototype are never paths. */
const UNSAFE = new Set(["__proto__", "prototype", "constructor"]);

/** `days[2].title` → ["days", 2, "title"]; null for a name that is not a well-formed path. */
export function parseFieldPath(name: string): (string | number)[] | null {
  const path: (string | number)[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|(\.)/gy;
  let expectKey = true;
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(name))) {
    consumed = pattern.lastIndex;
    if (match[1] !== undefined) {
      if (!expectKey || UNSAFE.has(match[1])) return null;
      path.push(match[1]);
      expectKey = false;
    } else if (match[2] !== undefined) {
      if (expectKey) return null;
      const index = Number(match[2]);
      if (index >= MAX_REPEATS) return null;
      path.push(index);
    } else {
      if (expectKey) return null;
      expectKey = true;
    }
  }
  if (consumed !== name.length || expectKey || path.length === 0) return null;
  return path;
}

/** The path as a control's name: ["days", 2, "title"] → `days[2].title`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, position) => (typeof part === "number" ? `[${part}]` : position === 0 ? String(part) : `.${String(part)}`))
    .join("");
}

type Container = PostedFields | PostedValue[];

function place(target: PostedFields, path: (string | number)[], value: string | File): void {
  let node: Container = target;
  for (let position = 0; position < path.length - 1; position++) {
    const key = path[position]!;
    const nextIsIndex = typeof path[position + 1] === "number";
    const existing = (node as Record<string | number, PostedValue | undefined>)[key];
    const fits = nextIsIndex
      ? Array.isArray(existing)
      : typeof existing === "object" && existing !== null && !Array.isArray(existing) && !(existing instanceof File);
    // A name that runs through a field already posted as text (or the other way round) is dropped.
    if (!fits && existing !== undefined) return;
    if (!fits) (node as Record<string | number, PostedValue>)[key] = nextIsIndex ? [] : {};
    node = (node as Record<string | number, PostedValue>)[key] as Container;
  }
  const last = path[path.length - 1]!;
  const current = (node as Record<string | number, PostedValue | undefined>)[last];
  if (current === undefined) (node as Record<string | number, PostedValue>)[last] = value;
  else if (Array.isArray(current)) {
    if (current.length < MAX_REPEATS) current.push(value);
  } else (node as Record<string | number, PostedValue>)[last] = [current, value];
}

function collect(form: FormData, keepFiles: boolean): PostedFields {
  const fields: PostedFields = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" && !keepFiles) continue;
    const path = parseFieldPath(name);
    if (path) place(fields, path, value);
  }
  return fields;
}

/** A form's posted text fields by path (files left out: they cannot go back to the page). */
export function formValues(form: FormData): FormValues {
  return collect(form, false) as FormValues;
}

/** A form's posted fields by path with its files, for an action that stores uploads. */
export function postedFields(form: FormData): PostedFields {
  return collect(form, true);
}

/** The text at a path of the values, for a control's starting value; undefined when there is none. */
export function textAt(values: FormValues | undefined, name: string): string | undefined {
  const path = parseFieldPath(name);
  if (!values || !path) return undefined;
  let node: FormValue | undefined = values;
  for (const key of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = (node as Record<string | number, FormValue | undefined>)[key];
  }
  return typeof node === "string" ? node : undefined;
}

/** The repeated rows posted under a name (`lines[2].quantity`…), as rows of text: what goes back into the controls. */
export function rowsAt(values: FormValues, name: string): Record<string, string>[] {
  const posted = values[name];
  const rows = Array.isArray(posted) ? posted : posted && typeof posted === "object" ? Object.values(posted) : [];
  return rows
    .filter((row): row is Record<string, FormValue> => typeof row === "object" && row !== null && !Array.isArray(row))
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "string" ? value : ""])));
}

/** Every message zod found, the first one per field, keyed by the field's full path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? formatFieldPath(issue.path) : "form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what these refuse
const NOT_ONE_LINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what these refuse
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A one-line field's value: no line breaks (CR, LF, U+2028, U+2029), no NUL and no other
 * control character (C0, DEL, C1); a tab is allowed. A header, a log line or a CSV cell
 * built from it stays one line.
 */
export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/*
 * What shows nothing on its own: spaces and separators, format characters (zero-width spaces
 * and joiners, the bidi controls U+200E–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF…),
 * control characters, combining marks and variation selectors with nothing to sit on, and the
 * blank letters some fonts draw as nothing (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\p{Z}\p{Cf}\p{Cc}\p{M}\u115f\u1160\u3164\uffa0\u2800\s]/gu;

/** Does the value hold at least one character that shows (issue #24: a title of only invisible or bidi characters is no title)? */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "").length > 0;
}

/** A multi-line field's value: line breaks and tabs allowed, NUL and the other control characters not. */
export function isPlainText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** A field that may be posted any number of times (one value arrives as text, several as a list). */
export function repeated<Item extends z.ZodType>(item: Item) {
  return z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));
}

/** A checkbox as a form posts it ("on", or nothing when unticked) or as JSON sends it: true or false. */
export const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal(""), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Empty or blank form text as no value. */
export const emptyAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An optional field whose own rules apply only when it is filled (a translation left empty, say). */
export const whenFilled = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(emptyAsAbsent, schema.optional());
