import { z } from "zod";
import { hasVisibleText, isSingleLine } from "./form-fields";

/**
 * Admin users (docs/product-decisions.md: the admin area is private; roles admin and editor): the roles,
 * the user form's schema shared by the browser and the server, and the rules of signing in.
 * Their problems are codes (`UserProblem`); app/content/users.ts words them (`userMessageFor`).
 */

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** Counted in characters (code points) after NFKC normalisation; decision 0021. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Sign-in takes longer passwords than a new one may be (the limit was 200 before), but not unbounded ones. */
export const SIGN_IN_PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** What can be wrong with a user's fields; the lengths are the limits above. */
export type UserProblem =
  | "roleInvalid"
  | "passwordTooShort"
  | "passwordTooLong"
  | "passwordFromIdentity"
  | "emailInvalid"
  | "nameRequired"
  | "nameOneLine"
  | "nameTooLong"
  | "nameStale";

/** Passwords are compared as NFKC (a full-width "Ａ" is an "A"), so any Unicode keyboard gives the same password. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** A password's length in characters (code points, so an emoji counts once). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Pieces of a person's name or e-mail shorter than this may appear in their password ("Ali" in "qualities"). */
const IDENTITY_PIECE_MIN = 4;

/**
 * Is the password built from the person's own name or e-mail (ignoring case, spaces and
 * punctuation)? "Nadia2026Nadia", "nadia.haddad!!", "haddad@example.com" are, for Nadia
 * Haddad <nadia.haddad@example.com>.
 */
export function isPasswordFromIdentity(password: string, who: { name?: string; email?: string }): boolean {
  const squash = (value: string) =>
    normalizePassword(value)
      .toLowerCase()
      .replace(/[\s\p{P}\p{S}]+/gu, "");
  const candidate = squash(password);
  const email = (who.email ?? "").trim();
  const local = email.split("@")[0] ?? "";
  const pieces = [email, local, ...local.split(/[^\p{L}\p{N}]+/u), who.name ?? "", ...(who.name ?? "").split(/[^\p{L}\p{N}]+/u)]
    .map(squash)
    .filter((piece) => passwordLength(piece) >= IDENTITY_PIECE_MIN);
  return pieces.some((piece) => candidate.includes(piece));
}

/**
 * The key that makes e-mails unique ignoring case and padding (users.email_key); sign-in finds
 * the account and counts its failures by this same key, so no spelling of an e-mail that
 * reaches an account escapes its throttle.
 */
export function emailKey(email: string): string {
  // Lower case can be longer ("İ" is "i̇"): the key stays within its column (email_key, 254).
  return email.normalize("NFKC").trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH);
}

/** The first admin's name when only an e-mail is known: its local part, else "Administrator". */
export function nameFromEmail(email: string): string {
  const local = email.trim().split("@")[0]?.trim() ?? "";
  return local.length > 0 ? local.slice(0, NAME_MAX_LENGTH) : "Administrator";
}

const REDIRECT_BASE = "https://cedar.invalid";
const REDIRECT_MAX_LENGTH = 2048;
/** Percent-encoded dots, slashes and backslashes, also double-encoded (%252f). */
const ENCODED_PATH_SEPARATOR = /%(?:25)*(?:2e|2f|5c)/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Decodes until nothing changes (at most four rounds); null when it does not settle or is malformed. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Where to go after signing in (decision 0020): only a path on this site, checked after
 * normalisation, otherwise the dashboard, so no crafted link can send a user elsewhere, signed
 * in or not. The path, decoded as often as anything may decode it, must start with one "/",
 * hold no "//", no backslash, no control character and no "." or ".." segment, and its raw
 * form no encoded dot, slash or backslash; it is then resolved against the site and must stay
 * on it. What comes back is the resolved path, query and fragment.
 */
export function safeRedirectPath(target: unknown, fallback = "/admin"): string {
  if (typeof target !== "string" || target.length > REDIRECT_MAX_LENGTH) return fallback;
  const value = target.trim();
  const rawPath = value.split(/[?#]/)[0]!;
  if (ENCODED_PATH_SEPARATOR.test(rawPath) || CONTROL_OR_BACKSLASH.test(value)) return fallback;
  const decodedPath = decodeFully(rawPath);
  const decodedWhole = decodeFully(value);
  if (decodedPath === null || decodedWhole === null || CONTROL_OR_BACKSLASH.test(decodedWhole)) return fallback;
  if (!decodedPath.startsWith("/") || decodedPath.includes("//")) return fallback;
  if (decodedPath.split("/").some((segment) => segment === "." || segment === "..")) return fallback;
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE || url.username || url.password) return fallback;
  // Going back to the sign-in or sign-out page after signing in makes no sense.
  if (url.pathname === "/login" || url.pathname === "/logout") return fallback;
  if (!url.pathname.startsWith("/") || url.pathname.includes("//")) return fallback;
  return url.pathname + url.search + url.hash;
}

/** What can a role do. */
export function canManageUsers(role: Role): boolean {
  return role === "admin";
}

/** Sign-in throttling (stored in sign_in_attempts, shared by every instance). */
export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  perEmail: 5,
  perAddress: 20,
} as const;

/**
 * The schemas of the users' forms (the user form, a new password, the display name form of
 * issue #23, item 12: the name and the version it was read at), with their problems in the
 * words `say` gives.
 */
export function userSchemas(say: (problem: UserProblem) => string) {
  const RoleSchema = z.enum(ROLES, { error: say("roleInvalid") });
  const PasswordSchema = z
    .string({ error: say("passwordTooShort") })
    .transform(normalizePassword)
    .refine((password) => passwordLength(password) >= PASSWORD_MIN_LENGTH, say("passwordTooShort"))
    .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, say("passwordTooLong"));

  const EmailSchema = z
    .string({ error: say("emailInvalid") })
    .trim()
    .max(EMAIL_MAX_LENGTH, say("emailInvalid"))
    .pipe(z.email({ error: say("emailInvalid") }));

  const NameSchema = z
    .string({ error: say("nameRequired") })
    .refine(isSingleLine, say("nameOneLine"))
    .trim()
    .min(1, say("nameRequired"))
    .refine((name) => name === "" || hasVisibleText(name), say("nameRequired"))
    .max(NAME_MAX_LENGTH, say("nameTooLong"));

  const UserFormSchema = z
    .object({
      name: NameSchema,
      email: EmailSchema,
      role: RoleSchema,
      password: PasswordSchema,
    })
    .refine((user) => !isPasswordFromIdentity(user.password, user), {
      path: ["password"],
      message: say("passwordFromIdentity"),
    });

  /** The display name form (issue #23, item 12), on one's own account and on a user's screen: the name and the version it was read at. */
  const DisplayNameFormSchema = z.object({
    name: NameSchema,
    version: z.coerce
      .number({ error: say("nameStale") })
      .int(say("nameStale"))
      .min(1, say("nameStale")),
  });
  return { RoleSchema, PasswordSchema, EmailSchema, NameSchema, UserFormSchema, DisplayNameFormSchema };
}
export type UserInput = z.output<ReturnType<typeof userSchemas>["UserFormSchema"]>;
