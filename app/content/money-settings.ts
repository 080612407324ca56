import { BALANCE_DAYS_MAX, DEPOSIT_PERCENT_MAX, type MoneySettingsProblem } from "~/domain/money-settings";

/*
 * The back office's words for Settings → Money (issue #27): the deposit, the balance's due day
 * and each office's tax rate. English, as the rest of the admin.
 */

export const MONEY_SETTINGS_PATH = "/admin/settings/money";

export const MONEY_SETTINGS_TEXTS = {
  title: "Money",
  subtitle:
    "The deposit and the balance's due day of bookings, and the tax each office adds to its invoices. A booking keeps the deposit and due day in force when its quote was accepted: a change here applies to bookings accepted from now on.",
  settingsEntry: "Money: deposits, due dates and taxes",
  settingsEntryHint: "The deposit asked at a quote's acceptance, when a booking's balance is due, and each office's tax rate on invoices.",
  settingsLink: "Settings",
  bookingsTitle: "Bookings",
  depositPercent: "Deposit (% of the total)",
  depositPercentHint: `The share of a booking's total due on the day the customer accepts the quote; the rest is the balance. A whole number from 0 to ${DEPOSIT_PERCENT_MAX}: 0 asks for no deposit (the whole amount is due on the balance's day), 100 for the whole amount at acceptance. Bookings already accepted keep their own deposit.`,
  balanceDays: "Balance due (days before departure)",
  balanceDaysHint: `How many days before the departure the balance is due, from 0 (on the day of departure) to ${BALANCE_DAYS_MAX}. A booking accepted later than that owes everything at once. Bookings already accepted keep their own due day.`,
  taxTitle: "Tax on invoices",
  taxIntro:
    "Each office's tax, added to the invoices it issues from now on. Invoices already issued keep the tax they were issued with; to correct one, issue a credit note and a new invoice.",
  taxRate: (office: string) => `${office} (%)`,
  taxRateHint: "A percent with up to two decimals: 11 for 11 %, 7.5 for 7.5 %, 0 for no tax.",
  save: "Save",
  saved: {
    title: "Money settings saved",
    description: "Bookings accepted from now on and invoices issued from now on use them.",
  },
  unchanged: { title: "Nothing to save", description: "The settings were already as typed." },
  unknownAction: "This form sent an action the page does not know. Reload the page and try again.",
  refused: "Some settings need correcting; nothing was saved.",
  forbiddenTitle: "Admins only",
  forbidden: "Only admins can change the money settings.",
  errorTitle: "The money settings could not be shown",
  errorHint: "Reload the page; if it happens again, tell whoever runs the website.",
} as const;

const MESSAGES: Record<MoneySettingsProblem, string> = {
  depositPercentRequired: "Enter the deposit as a percent of the total, for example 30 (0 for no deposit).",
  depositPercentInvalid: `Enter the deposit as a whole percent from 0 to ${DEPOSIT_PERCENT_MAX}, for example 30.`,
  balanceDaysRequired: "Enter how many days before the departure the balance is due, for example 30.",
  balanceDaysInvalid: `Enter a whole number of days from 0 to ${BALANCE_DAYS_MAX}.`,
  taxRateRequired: "Enter the tax rate as a percent, or 0 for no tax.",
  taxRateInvalid: "Enter the tax rate as a percent with at most two decimals, for example 11 or 7.5 (0 for no tax).",
  taxRateTooHigh: "A tax rate can be at most 100 %.",
};

export function moneySettingsMessageFor(problem: MoneySettingsProblem): string {
  return MESSAGES[problem];
}
