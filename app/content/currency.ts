import type { CurrencyCode } from "~/domain/money";

/**
 * What each choice of the currency switcher is called (issue #11): codes, the same in every
 * language. The switcher's words and the note on a converted price are in app/messages (`currency`).
 */
export const CURRENCY_NAMES = {
  USD: "USD $",
  LBP: "LBP",
  XOF: "XOF",
  LRD: "LRD",
} as const satisfies Record<CurrencyCode, string>;
