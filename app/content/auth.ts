import { COMPANY } from "./company";
import { plural } from "./plural";

/** The sign-in and sign-out pages, and the server's answers to a request it will not serve. */

export const AUTH_TEXTS = {
  loginTitle: "Sign in",
  loginHeading: "Sign in",
  loginIntro: `The back office for the ${COMPANY.name} team.`,
  email: "Email",
  password: "Password",
  signIn: "Sign in",
  signingIn: "Signing in…",
  invalidCredentials: "Invalid email or password.",
  missingFields: "Please enter your email and password.",
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${plural(minutes, { one: "# minute", other: "# minutes" })} and try again.`,
  backToWebsite: "Back to the website",
  signOut: "Sign out",
  signOutHeading: "Sign out",
  backToAdmin: "Back to the dashboard",
  signOutIntro: (name: string) => `You are signed in as ${name}.`,
  signedOut: "You have been signed out.",
  signedIn: (name: string) => `Welcome back, ${name}.`,
} as const;

/** Plain-text refusals of the session checks (401, 403), shown by the error page. */
export const ACCESS_REFUSALS = {
  signInFirst: "Please sign in to continue.",
  adminsOnly: "Only administrators can use this page.",
  otherSite: "This request came from another site and was refused.",
} as const;
