import { formatUtcDateTime } from "./enquiries";
import { USER_MESSAGES, USERS_TEXTS } from "~/content/users";

/**
 * The Users screen (docs/product-decisions.md: /admin/users, admins only): the rules its actions share.
 * The form schemas live in ./users, the words in content/users.
 */

export const USERS_PATH = "/admin/users";

export const USER_INTENTS = ["add", "change-role", "reset-password", "reset-two-factor", "delete"] as const;
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
