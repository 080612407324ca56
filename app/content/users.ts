import { formatUtcDateTime } from "~/domain/enquiries";
import type { UserRefusal } from "~/domain/users-admin";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Role, type UserProblem } from "~/domain/users";
import { plural } from "./plural";

/**
 * The words about admin users: role names, the user form's validation messages (used by the
 * schemas in domain/users), and the Users screen (decisions.md: /admin/users, admins only).
 */

export const ROLE_LABELS = { admin: "Admin", editor: "Editor" } as const satisfies Record<Role, string>;
export const ROLE_DESCRIPTIONS = {
  admin: "Everything, including users",
  editor: "Catalogue and inbox, not users",
} as const satisfies Record<Role, string>;

export const USER_MESSAGES = {
  nameRequired: "Please enter a name",
  nameStale: "This name was changed by someone else after you opened the page. Reload to see it, or save again to replace it with yours.",
  nameStaleNow: (name: string) =>
    `This name was changed by someone else after you opened the page: it is now “${name}”. Save again to replace it with yours.`,
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  nameOneLine: "Name must be a single line, without line breaks or control characters",
  emailInvalid: "Please enter a valid e-mail address",
  roleInvalid: "Please choose a role: Admin or Editor",
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  passwordFromIdentity: "Password must not contain the person's name or e-mail address",
  passwordCommon: "This password is too common (it appears in lists of leaked passwords). Please choose another.",
  emailTaken: "A user with this e-mail already exists.",
  cannotDeleteSelf: "You cannot delete your own account.",
  lastAdminDelete: "The last admin cannot be deleted.",
  lastAdminDemote: "The last admin cannot be made an editor.",
  userNotFound: "User not found",
} as const;

/** A user form's problem (domain/users) in the words the back office shows. */
export function userMessageFor(problem: UserProblem): string {
  switch (problem) {
    case "passwordTooShort":
      return USER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH);
    case "passwordTooLong":
      return USER_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH);
    case "nameTooLong":
      return USER_MESSAGES.nameTooLong(NAME_MAX_LENGTH);
    default:
      return USER_MESSAGES[problem];
  }
}

export const USERS_TEXTS = {
  title: "Users",
  subtitle: "Who can sign in to the back office, and what they may do.",
  dashboardLink: "Dashboard",
  listLabel: "Users",
  count: (count: number) => plural(count, { one: "# user", other: "# users" }),
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
  newPasswordHint: "At least 12 characters, not a common password. Signs the user out everywhere.",
  setPassword: "Set password",
  delete: "Delete",
  cancel: "Cancel",
  deleteTitle: "Delete user?",
  confirmDelete: "Are you sure you want to delete this user? This action cannot be undone.",
  ownRowHint: "You cannot delete your own account.",
  addTitle: "Add user",
  historyLink: "History",
  backToUsers: "Users",
  account: "Account",
  deletedUser: "Deleted user",
  addIntro: "They sign in with this e-mail and initial password; ask them to keep the password private.",
  name: "Name",
  initialPassword: "Initial password",
  passwordHint: "At least 12 characters, not a common password nor built from the name or e-mail.",
  addButton: "Add user",
  adding: "Adding…",
  forbiddenTitle: "Admins only",
  forbidden: "Only administrators can use this page.",
  errorTitle: "Something went wrong",
  errorHint: "Please try again in a moment.",
  unknownAction: "Unknown action.",
  refusedTitle: "Error",
} as const;

/** What the admin reads when the user queries refuse a change (domain/users-admin's `refusal`). */
export function userRefusalMessage({ reason, action }: UserRefusal): string {
  switch (reason) {
    case "not-found":
      return USER_MESSAGES.userNotFound;
    case "self":
      return USER_MESSAGES.cannotDeleteSelf;
    case "last-admin":
      return action === "delete" ? USER_MESSAGES.lastAdminDelete : USER_MESSAGES.lastAdminDemote;
  }
}

/** "5 Mar 2025, 14:07 UTC", or "Never" (see formatUtcDateTime: the same text on server and browser). */
export function formatUserDate(date: Date | null): string {
  return date ? formatUtcDateTime(date) : USERS_TEXTS.never;
}

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

/** The display name form (issue #23, item 12): on one's own account and on a user's screen. */
export const DISPLAY_NAME_TEXTS = {
  title: "Display name",
  intro: "The name shown in the admin and in the history of what this person changed.",
  ownIntro: "The name shown in the admin and in the history of what you changed.",
  label: "Name",
  save: "Save name",
  saving: "Saving…",
  changed: (name: string) => ({ title: "Name changed", description: `The name is now ${name}.` }),
  unchanged: { title: "Name unchanged", description: "It was already this name." },
} as const;
