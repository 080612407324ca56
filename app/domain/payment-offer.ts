/*
 * How a customer can pay a booking from the quote page (issue #27, decision 0057), as the page
 * shows it: every amount already formatted in the page's language.
 */

export type QuotePaymentView =
  /** Through the online provider: the amount asked (the balance, to a multiple of 5 francs), posted to `action`. */
  | { kind: "online"; due: string; amount: string; partial: boolean; action: string }
  /** At the office: its city's name and its payment instructions in the page's language, if it has any. */
  | { kind: "office"; due: string; officeName: string; instructions: string | null };
