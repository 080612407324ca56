import { COMPANY } from "./company";
import { plural } from "./plural";

/** Two-factor sign-in (decision 0022): the second sign-in step, the set-up page, the setting and the users screen's reset. */

export const TWO_FACTOR_TEXTS = {
  // The second step of signing in (/login/two-factor).
  stepTitle: "Two-step verification",
  stepIntro: "Open your authenticator app and enter the 6-digit code it shows for this site.",
  recoveryIntro: "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.",
  codeLabel: "Authentication code",
  codeHint: "6 digits, from your authenticator app.",
  recoveryLabel: "Recovery code",
  recoveryHint: "10 letters and digits, like abcde-23fgh.",
  verify: "Verify",
  verifying: "Verifying…",
  useRecovery: "Use a recovery code instead",
  useApp: "Use a code from your app instead",
  startOver: "Back to sign in",
  expired: "Your sign-in took too long. Please sign in again.",
  codeMissing: "Please enter the 6-digit code from your app, or a recovery code.",
  codeWrong: "That code is not right. Check the code in your app and try again.",
  codeReplayed: "That code was already used. Wait for your app to show a new one and enter that.",
  recoveryWrong: "That recovery code is not right, or it was already used.",
  tooManyTries: (minutes: number) =>
    `Too many wrong codes. Please wait ${plural(minutes, { one: "# minute", other: "# minutes" })} and try again.`,
  recoveryCodeUsed: (left: number) =>
    `You signed in with a recovery code. ${plural(left, { one: "# recovery code is", other: "# recovery codes are" })} left; make new ones on your two-factor page if you are running out.`,

  // The set-up page (/admin/account/two-factor).
  pageTitle: "Two-factor sign-in",
  pageSubtitle: "A code from an app on your phone, asked for after your password, keeps your account safe even if the password leaks.",
  dashboardLink: "Dashboard",
  requiredNotice: "Two-factor sign-in is required for all staff. Set it up to continue using the back office.",
  offHeading: "Two-factor sign-in is off",
  offIntro: "You will need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis.",
  setUp: "Set up two-factor sign-in",
  scanHeading: "1. Scan this QR code with your authenticator app",
  qrLabel: `QR code to add ${COMPANY.name} to an authenticator app`,
  manualHeading: "Cannot scan it? Enter this key in the app instead",
  manualHint: "Time-based, 6 digits, every 30 seconds.",
  confirmHeading: "2. Enter the code the app shows",
  confirmButton: "Turn on two-factor",
  cancelSetUp: "Cancel",
  secretUnreadable: "The set-up key can no longer be read (the server's secret changed). Start the set-up again.",
  codesHeading: "Save your recovery codes",
  codesIntro:
    "If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe, such as a password manager. They are shown only now.",
  codesListLabel: "Recovery codes",
  copyCodes: "Copy codes",
  codesCopied: "Codes copied.",
  copyFailed: "Could not copy: select the codes and copy them, or download them.",
  downloadCodes: "Download (.txt)",
  printCodes: "Print",
  codesFileName: "recovery-codes.txt",
  /** The downloaded file's first lines: whose codes, and how they are used. */
  codesFileHeader: (site: string, account: string) =>
    `${site}: two-factor recovery codes for ${account}\nEach code signs you in once, if you lose your phone. Keep this file somewhere safe.\n`,
  continue: "Continue",
  onHeading: "Two-factor sign-in is on",
  onSince: (date: string) => `On since ${date}.`,
  codesLeft: (left: number) => plural(left, { one: "# recovery code left.", other: "# recovery codes left." }),
  proofLabel: "Code from your app, or your password",
  proofHint: "Needed to confirm it is you.",
  newCodesHeading: "New recovery codes",
  newCodesIntro: "Makes ten new codes; the old ones stop working.",
  newCodesButton: "Make new recovery codes",
  turnOffHeading: "Turn off two-factor sign-in",
  turnOffIntro: "Your account will be protected by your password only.",
  turnOffButton: "Turn off two-factor",
  cannotTurnOff:
    "Two-factor sign-in is required for all staff, so it cannot be turned off. If you lost your phone, ask an admin to reset it.",
  proofMissing: "Please enter a code from your app, or your password.",
  proofWrong: "That code or password is not right.",
  alreadyOn: "Two-factor sign-in is already on.",
  notSettingUp: "Start the set-up first.",
  unknownAction: "Unknown action.",
  requiredRefusal: "Two-factor sign-in is required for all staff. Set it up first, on your two-factor page.",
  errorTitle: "Something went wrong",
  errorHint: "Please try again in a moment.",
} as const;

export const TWO_FACTOR_TOASTS = {
  enabled: { title: "Two-factor sign-in is on", description: "From now on you will be asked for a code after your password." },
  disabled: { title: "Two-factor sign-in is off", description: "You will sign in with your password only." },
  newCodes: { title: "New recovery codes", description: "The old codes no longer work." },
  reset: (name: string) => ({
    title: "Two-factor reset",
    description: `"${name}" can sign in with their password and set up two-factor again; they were signed out everywhere.`,
  }),
  settingsSaved: { title: "Settings saved" },
} as const;

/** The admin settings page (/admin/settings). */
export const SETTINGS_TEXTS = {
  title: "Settings",
  subtitle: "Rules for everyone who signs in to the back office.",
  dashboardLink: "Dashboard",
  requireTwoFactor: "Require two-factor sign-in for all staff",
  requireTwoFactorHint: "Staff without it are asked to set it up right after their password, before they can use the back office.",
  staffCount: (on: number, total: number) => `${on} of ${plural(total, { one: "# user", other: "# users" })} have two-factor sign-in on.`,
  save: "Save settings",
  ownFirst: "Turn on two-factor sign-in for your own account first, so requiring it cannot lock you out.",
  yourTwoFactor: "Your two-factor sign-in",
  forbiddenTitle: "Admins only",
  forbidden: "Only administrators can use this page.",
} as const;

/** The users screen's part. */
export const USERS_TWO_FACTOR_TEXTS = {
  on: "Two-factor on",
  off: "Two-factor off",
  reset: "Reset two-factor",
  resetHint: "For a user who lost their phone: turns two-factor off and signs them out everywhere.",
  notOn: "This user does not have two-factor sign-in on.",
  notSelf: "Use your own two-factor page to turn yours off.",
} as const;
