import type { OtherCurrency } from "~/domain/currencies";

/** Settings → Currencies. */
export const CURRENCIES_PATH = "/admin/settings/currencies";

/** The words of Settings → Currencies (admins only; the admin area stays English). */
export const CURRENCIES_ADMIN_TEXTS = {
  title: "Currencies",
  subtitle:
    "What one US dollar is worth in each currency visitors may choose. Tour prices are converted at the rate in force on the day, rounded, and shown as approximate; a tour's own price in a currency wins.",
  settingsLink: "Settings",
  settingsCardLink: "Currencies and exchange rates",
  inForceTitle: "Rates in force today",
  noRate: "No rate yet: prices are shown in dollars.",
  perDollar: (units: string, currency: string) => `1 USD = ${units} ${currency}`,
  since: (day: string) => `since ${day}`,
  addTitle: "Add a rate",
  addHint: "A rate applies from its date on; an earlier rate stays in the history. A date in the future takes effect on that day.",
  currency: "Currency",
  rate: "Units per US dollar",
  rateHint: "For example 89500 for the Lebanese pound, or 189.5.",
  appliesFrom: "Applies from",
  save: "Add rate",
  historyTitle: "History",
  historyColumns: { currency: "Currency", rate: "1 USD =", appliesFrom: "Applies from", added: "Added", by: "By" },
  historyEmpty: "No rates yet.",
  saved: { title: "Rate added", description: "Prices on the website now use it from its date on." },
  unknownAction: "This form sent an action the page does not know. Reload the page and try again.",
  forbiddenTitle: "Admins only",
  forbidden: "Only admins can change exchange rates.",
  errorTitle: "The currencies could not be shown",
  errorHint: "Reload the page; if it happens again, tell whoever runs the website.",
} as const;

export const CURRENCY_NAMES: Record<OtherCurrency, string> = {
  LBP: "Lebanese pound (LBP)",
  XOF: "CFA franc (XOF)",
  LRD: "Liberian dollar (LRD)",
};
