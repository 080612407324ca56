/** The account page's forms (issue #10): what its action may be asked, and how it names a refused field. */
export const ACCOUNT_INTENTS = ["change-password", "end-session", "end-other-sessions", "office", "rename"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export function parseAccountIntent(value: FormDataEntryValue | null): AccountIntent | null {
  return (ACCOUNT_INTENTS as readonly unknown[]).includes(value) ? (value as AccountIntent) : null;
}

export type PasswordFieldErrors = Partial<Record<"currentPassword" | "password" | "confirmPassword", string>>;
