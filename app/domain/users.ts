import { z } from "zod";
import { USER_MESSAGES } from "~/content/users";
import { isSingleLine } from "./form-fields";

/**
 * Admin users (docs/product-decisions.md: the admin area is private; roles admin and editor): the roles,
 * the user form's schema shared by the browser and the server, and the rules of signing in.
 * Their words are in content/users and content/auth.
 */

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const RoleSchema = z.enum(ROLES, { error: USER_MESSAGES.roleInvalid });

export const PasswordSchema = z
  .string({ error: USER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH) })
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH));

export const EmailSchema = z
  .string({ error: USER_MESSAGES.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }));

export const NameSchema = z
  .string({ error: USER_MESSAGES.nameRequired })
  .refine(isSingleLine, USER_MESSAGES.nameOneLine)
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong(NAME_MAX_LENGTH));

export const UserFormSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: RoleSchema,
  password: PasswordSchema,
});
export type UserInput = z.output<typeof UserFormSchema>;

/** The key that makes e-mails unique ignoring case (users.email_key, sign-in throttling). */
export function emailKey(email: string): string {
  // Lower case can be longer ("İ" is "i̇"): the key stays within its column (email_key, 254).
  return email.trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH);
}

/** The first admin's name when only an e-mail is known: its local part, else "Administrator". */
export function nameFromEmail(email: string): string {
  const local = email.trim().split("@")[0]?.trim() ?? "";
  return local.length > 0 ? local.slice(0, NAME_MAX_LENGTH) : "Administrator";
}

/**
 * Where to go after signing in: only a path on this site (one leading "/", not "//" or "/\",
 * no scheme), otherwise the dashboard, so a crafted link cannot send a user elsewhere.
 */
export function safeRedirectPath(target: unknown, fallback = "/admin"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://cedar.invalid");
    if (url.origin !== "http://cedar.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Going back to the sign-in or sign-out page after signing in makes no sense.
    if (url.pathname === "/login" || url.pathname === "/logout") return fallback;
    return path;
  } catch {
    return fallback;
  }
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
