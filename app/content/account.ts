import { plural } from "./plural";

/** "30 minutes", "12 hours", "6 seconds": a session lifetime as configured. */
function duration(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return plural(ms / 3_600_000, { one: "# hour", other: "# hours" });
  if (ms >= 60_000) return plural(Math.round(ms / 60_000), { one: "# minute", other: "# minutes" });
  return plural(Math.round(ms / 1000), { one: "# second", other: "# seconds" });
}

/** The account page (/admin/account): one's own sessions and password (issue #10 items 3 and 5). */
export const ACCOUNT_TEXTS = {
  title: "Your account",
  subtitle: (name: string, email: string) => `Signed in as ${name} (${email}).`,
  dashboardLink: "Dashboard",
  sessionsTitle: "Where you are signed in",
  twoFactorTitle: "Two-factor sign-in",
  twoFactorIntro: "A code from an app on your phone, asked for after your password.",
  twoFactorLink: "Manage two-factor sign-in",
  sessionsIntro: (idleMs: number, maxMs: number) =>
    `A session ends after ${duration(idleMs)} without use and ${duration(maxMs)} after signing in.`,
  sessionsLabel: "Your sessions",
  device: "Browser",
  unknownDevice: "Unknown browser",
  signedIn: "Signed in",
  lastActive: "Last active",
  thisSession: "This browser",
  endSession: "Sign out",
  endOtherSessions: "Sign out everywhere else",
  noOtherSessions: "You are not signed in anywhere else.",
  passwordTitle: "Change your password",
  passwordIntro: "Your other sessions are signed out when the password changes.",
  currentPassword: "Current password",
  newPassword: "New password",
  newPasswordHint: "At least 12 characters, not a common password nor built from your name or e-mail.",
  confirmPassword: "New password again",
  changePassword: "Change password",
  changing: "Changing…",
  unknownAction: "Unknown action.",
} as const;

export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: "The current password is not right.",
  currentPasswordMissing: "Please enter your current password.",
  passwordsDiffer: "The two new passwords differ.",
  sameAsCurrent: "The new password must differ from the current one.",
  sessionNotFound: "That session has already ended.",
  useSignOut: "To end this session, use Sign out.",
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Please wait ${plural(minutes, { one: "# minute", other: "# minutes" })} and try again.`,
} as const;

export const ACCOUNT_TOASTS = {
  passwordChanged: (others: number) => ({
    title: "Password changed",
    description:
      others > 0
        ? `You were signed out of ${plural(others, { one: "# other session", other: "# other sessions" })}.`
        : "It works from your next sign-in.",
  }),
  sessionEnded: { title: "Session ended", description: "That browser is signed out." },
  otherSessionsEnded: (count: number) => ({
    title: "Signed out everywhere else",
    description: `${plural(count, { one: "# session", other: "# sessions" })} ended.`,
  }),
} as const;
