import { z } from "zod";

/**
 * Admin users (docs/product-decisions.md: the admin area is private; roles admin and editor): the roles,
 * the user form's schema shared by the browser and the server, and the words the sign-in
 * page, the admin shell and the users screen show.
 */

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = { admin: "Admin", editor: "Editor" } as const satisfies Record<Role, string>;
export const ROLE_DESCRIPTIONS = {
  admin: "Everything, including users",
  editor: "Catalogue and inbox, not users",
} as const satisfies Record<Role, string>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const USER_MESSAGES = {
  nameRequired: "Please enter a name",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailInvalid: "Please enter a valid e-mail address",
  roleInvalid: "Please choose a role: Admin or Editor",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  emailTaken: "A user with this e-mail already exists.",
  cannotDeleteSelf: "You cannot delete your own account.",
  lastAdminDelete: "The last admin cannot be deleted.",
  lastAdminDemote: "The last admin cannot be made an editor.",
  userNotFound: "User not found",
} as const;

export const RoleSchema = z.enum(ROLES, { error: USER_MESSAGES.roleInvalid });

export const PasswordSchema = z
  .string({ error: USER_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);

export const EmailSchema = z
  .string({ error: USER_MESSAGES.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }));

export const NameSchema = z
  .string({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong);

export const UserFormSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: RoleSchema,
  password: PasswordSchema,
});
export type UserInput = z.output<typeof UserFormSchema>;

/** The key that makes e-mails unique ignoring case (users.email_key, sign-in throttling). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
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

export const AUTH_TEXTS = {
  loginTitle: "Sign in",
  loginHeading: "Sign in",
  loginIntro: "The back office for the Cedar Wings Travel team.",
  email: "Email",
  password: "Password",
  signIn: "Sign in",
  signingIn: "Signing in…",
  invalidCredentials: "Invalid email or password.",
  missingFields: "Please enter your email and password.",
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
  backToWebsite: "Back to the website",
  signOut: "Sign out",
  signOutHeading: "Sign out",
  backToAdmin: "Back to the dashboard",
  signOutIntro: (name: string) => `You are signed in as ${name}.`,
  signedOut: "You have been signed out.",
  signedIn: (name: string) => `Welcome back, ${name}.`,
} as const;
