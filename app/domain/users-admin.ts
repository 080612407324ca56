import { formatUtcDateTime } from "./inbox";
import { USER_MESSAGES, type Role } from "./users";

/**
 * The Users screen (docs/product-decisions.md: /admin/users, admins only): its words and the rules its
 * actions share. The form schemas and the refusal messages live in ./users.
 */

export const USERS_PATH = "/admin/users";

export const USERS_TEXTS = {
  title: "Users",
  subtitle: "Who can sign in to the back office, and what they may do.",
  dashboardLink: "Dashboard",
  listLabel: "Users",
  count: (count: number) => (count === 1 ? "1 user" : `${count} users`),
  you: "(you)",
  email: "Email",
  role: "Role",
  lastSignIn: "Last sign-in",
  created: "Created",
  never: "Never",
  /** Read out after "Role", so each row's select says whose role it is. */
  ofUser: (name: string) => `of ${name}`,
  saveRole: "Save role",
  resetPassword: "Reset password",
  newPassword: "New password",
  newPasswordHint: "At least 8 characters. Signs the user out everywhere.",
  setPassword: "Set password",
  delete: "Delete",
  cancel: "Cancel",
  deleteTitle: "Delete user?",
  confirmDelete: "Are you sure you want to delete this user? This action cannot be undone.",
  ownRowHint: "You cannot delete your own account.",
  addTitle: "Add user",
  addIntro: "They sign in with this e-mail and initial password; ask them to keep the password private.",
  name: "Name",
  initialPassword: "Initial password",
  passwordHint: "At least 8 characters.",
  addButton: "Add user",
  adding: "Adding…",
  forbiddenTitle: "Admins only",
  forbidden: "Only administrators can use this page.",
  errorTitle: "Something went wrong",
  errorHint: "Please try again in a moment.",
  unknownAction: "Unknown action.",
  refusedTitle: "Error",
} as const;

/** The toasts after each change. */
export const USERS_TOASTS = {
  added: (name: string) => ({ title: "User added", description: `"${name}" can now sign in.` }),
  roleChanged: (name: string, role: Role) => ({
    title: "Role updated",
    description: `"${name}" is now ${role === "admin" ? "an Admin" : "an Editor"}.`,
  }),
  ownRoleChanged: (role: Role) => ({
    title: "Role updated",
    description: `You are now ${role === "admin" ? "an Admin" : "an Editor"}.`,
  }),
  passwordReset: (name: string) => ({
    title: "Password reset",
    description: `"${name}" has a new password and was signed out everywhere.`,
  }),
  deleted: (name: string) => ({ title: "User deleted", description: `"${name}" can no longer sign in.` }),
} as const;

export const USER_INTENTS = ["add", "change-role", "reset-password", "delete"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

export function parseUserIntent(value: FormDataEntryValue | null): UserIntent | null {
  return (USER_INTENTS as readonly unknown[]).includes(value) ? (value as UserIntent) : null;
}

/** Each refusal of the user queries, as the message the admin reads and the HTTP status. */
export function refusal(reason: "not-found" | "self" | "last-admin", action: "delete" | "change-role") {
  switch (reason) {
    case "not-found":
      return { status: 404, message: USER_MESSAGES.userNotFound };
    case "self":
      return { status: 403, message: USER_MESSAGES.cannotDeleteSelf };
    case "last-admin":
      return {
        status: 409,
        message: action === "delete" ? USER_MESSAGES.lastAdminDelete : USER_MESSAGES.lastAdminDemote,
      };
  }
}

/** "5 Mar 2025, 14:07 UTC", or "Never" (see formatUtcDateTime: the same text on server and browser). */
export function formatUserDate(date: Date | null): string {
  return date ? formatUtcDateTime(date) : USERS_TEXTS.never;
}
