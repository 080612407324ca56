/**
 * The Users screen (docs/product-decisions.md: /admin/users, admins only): the rules its actions share.
 * The form schemas live in ./users; rules answer codes and app/content/users.ts chooses the words.
 */

export const USERS_PATH = "/admin/users";

export const USER_INTENTS = ["add", "change-role", "reset-password", "reset-two-factor", "delete"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

export function parseUserIntent(value: FormDataEntryValue | null): UserIntent | null {
  return (USER_INTENTS as readonly unknown[]).includes(value) ? (value as UserIntent) : null;
}

export type UserRefusalReason = "not-found" | "self" | "last-admin";
export type UserRefusalAction = "delete" | "change-role";
/** Why the user queries refused a change: what the admin is told (app/content/users.ts) depends on `reason` and `action`. */
export type UserRefusal = { status: 404 | 403 | 409; reason: UserRefusalReason; action: UserRefusalAction };

/** Each refusal of the user queries with its HTTP status. */
export function refusal(reason: UserRefusalReason, action: UserRefusalAction): UserRefusal {
  const status = reason === "not-found" ? 404 : reason === "self" ? 403 : 409;
  return { status, reason, action };
}
