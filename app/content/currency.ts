import type { CurrencyCode } from "~/domain/money";

/**
 * The public site's words about currencies (issue #11): the switcher in the header and the
 * note on a converted price. Kept together so they move into the message catalogues at once.
 */
export const CURRENCY_TEXTS = {
  switcherLabel: "Currency",
  change: "Change",
  /** What each choice is called in the switcher. */
  names: {
    USD: "USD $",
    LBP: "LBP",
    XOF: "XOF",
    LRD: "LRD",
  } satisfies Record<CurrencyCode, string>,
  /** Read out with a converted price, and shown under it on a tour's page. */
  approximate: (dollars: string) => `Approximate price, converted from ${dollars} at today's rate`,
} as const;
