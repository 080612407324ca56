/** What the admin is told when a save arrives after their session ended, and when the form comes back (issue #23). */
export const KEPT_FORM_TEXTS = {
  signedOutKept: "You were signed out. Sign in again to keep your changes.",
  signedOut: "You were signed out. Please sign in again.",
  restored: "Your changes were kept: review and save.",
  unsavedTitle: "Unsaved changes",
  unsavedChanges: "You have typed changes on this page that are not saved yet. Leave without saving them?",
  stay: "Stay on this page",
  leave: "Leave without saving",
} as const;
