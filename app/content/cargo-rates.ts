import type { RateCard } from "~/domain/cargo/cargo-pricing";
import type { RateCardFieldProblem } from "~/domain/cargo/rate-card-form";
import { formatMoney } from "~/domain/money";
import { MAX_STEP_GRAMS } from "~/domain/cargo/cargo-pricing";
import { MAX_RATE_ROWS } from "~/domain/cargo/rate-card-form";
import { CARGO_MODE_WORDS, PIECE_KIND_WORDS } from "./cargo-admin";

/*
 * The back office's words for Settings → Cargo rates (issue #26): the cards in force per route
 * and mode, a route's history and its "New rate card" form. English, as the rest of the admin.
 */

export const CARGO_RATES_PATH = "/admin/settings/cargo-rates";

export function cargoRateRoutePath(route: { fromOffice: string; toOffice: string; mode: string }): string {
  return `${CARGO_RATES_PATH}/${route.fromOffice}/${route.toOffice}/${route.mode}`;
}

const quantity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/** "from 0 kg: $8.00/kg, from 45 kg: $7.00/kg" (sea: per t or m³). */
export function bracketsText(card: RateCard): string {
  const price = (amountMinor: number) => formatMoney({ amountMinor, currency: card.currency });
  return card.mode === "air"
    ? card.brackets.map((bracket) => `from ${quantity.format(bracket.fromGrams / 1_000)} kg: ${price(bracket.perKgMinor)}/kg`).join(", ")
    : card.brackets
        .map((bracket) => `from ${quantity.format(bracket.fromUnits / 1_000_000)} t or m³: ${price(bracket.perUnitMinor)} per t or m³`)
        .join(", ");
}

/** The card's other terms in one line: minimum, divisor and step by air, flat prices per piece. */
export function cardTermsText(card: RateCard): string {
  const price = (amountMinor: number) => formatMoney({ amountMinor, currency: card.currency });
  const terms = [`minimum ${price(card.minimumMinor)}`];
  if (card.mode === "air") terms.push(`divisor ${card.divisor}`, `step ${quantity.format(card.stepGrams / 1_000)} kg`);
  else terms.push("weight or measure (1 t = 1 m³)");
  for (const [kind, perPiece] of Object.entries(card.flatPerPiece)) {
    if (perPiece !== undefined) terms.push(`${PIECE_KIND_WORDS[kind as keyof typeof PIECE_KIND_WORDS]} ${price(perPiece)} each`);
  }
  return terms.join(" · ");
}

export const CARGO_RATES_TEXTS = {
  title: "Cargo rates",
  subtitle: "The rate card in force today for every route and mode. A change of rates is a new dated card; the old ones stay as history.",
  settingsEntry: "Cargo rates",
  settingsEntryHint: "Prices per kilogram by route and mode, minimum charges and flat prices per piece.",
  settingsLink: "Settings",
  ratesLink: "Cargo rates",
  columns: { route: "Route", mode: "Mode", currency: "Currency", rates: "Rates", terms: "Terms", validFrom: "In force since" },
  noCard: "No card",
  openRoute: (from: string, to: string, mode: string) => `${from} → ${to}, ${mode}`,
  routeTitle: (from: string, to: string, mode: string) => `${from} → ${to} by ${mode.toLowerCase()}`,
  routeSubtitle: "Every dated card of this route, newest first, and a form for the next one.",
  inForceTitle: "In force today",
  inForceNone: "No card is in force today: this route cannot be priced.",
  historyTitle: "History",
  historyEmpty: "No rate card yet.",
  historyColumns: { validFrom: "Valid from", currency: "Currency", rates: "Rates", terms: "Terms", by: "Made by", at: "Made at" },
  future: "not yet in force",
  inForceBadge: "in force",
  newTitle: "New rate card",
  newHint: "Starts from the card in force; change what changes. Amounts in the card's currency, as decimals (8.50).",
  fields: {
    validFrom: "Valid from",
    currency: "Currency",
    divisor: "Volumetric divisor",
    divisorHint: "Cubic centimetres per kilogram: 6000 by air, 5000 by express.",
    step: "Rounding step (kg)",
    stepHint: "Each piece's chargeable weight is rounded up to it, e.g. 0.5.",
    minimum: "Minimum charge",
    minimumHint: "The least a shipment costs; leave empty for none.",
  },
  brackets: {
    legend: "Weight brackets",
    hint: {
      air: "Each bracket's price per kg applies from its weight up to the next one's; the first starts at 0 kg.",
      sea: "Priced by weight or measure (a tonne or a cubic metre, whichever is greater); the first starts at 0.",
    },
    row: (index: number) => `Bracket ${index}`,
    from: { air: "From (kg)", sea: "From (t or m³)" },
    rate: { air: "Price per kg", sea: "Price per t or m³" },
    add: "Add a bracket",
    remove: (index: number) => `Remove bracket ${index}`,
  },
  pieces: {
    legend: "Flat prices per piece",
    hint: "A piece of these kinds (a barrel, a vehicle) is priced flat and adds no weight.",
    none: "No flat prices: every piece is priced by weight.",
    row: (index: number) => `Flat price ${index}`,
    kind: "Piece kind",
    price: "Price per piece",
    add: "Add a flat price",
    remove: (index: number) => `Remove flat price ${index}`,
  },
  save: "Add the rate card",
  saved: (route: string) => ({ title: "Rate card added", description: `The new card for ${route} is in the history.` }),
  refused: "The rate card was not added: see the messages by the fields.",
  unknownAction: "That action is not known. Reload the page and try again.",
  notFound: "No such route: choose one from Cargo rates.",
  errorTitle: "Cargo rates could not be shown",
  errorHint: "Reload the page; if it fails again, the rates are still as they were.",
  forbiddenTitle: "Admins only",
  forbidden: "Only admins manage cargo rates.",
  dashboardLink: "Dashboard",
  modeWords: CARGO_MODE_WORDS,
} as const;

/** A field's problem in staff's words. */
export const RATE_CARD_PROBLEM_WORDS: Record<RateCardFieldProblem, string> = {
  empty: "Enter a number.",
  "not-a-number": "Enter a number, like 8.50.",
  "not-positive": "Enter a number above 0.",
  "too-heavy": "That number is too large.",
  "too-large": "That number is too large.",
  "not-whole": "Enter a whole number.",
  "too-precise": "Too many decimals: LBP and XOF amounts are whole, dollars have cents, kilograms go to the gram.",
  "bad-date": "Enter a real date, as YYYY-MM-DD.",
  "unknown-currency": "Choose one of the agency's currencies.",
  "unknown-piece-kind": "Choose a piece kind.",
  "duplicate-piece-kind": "This kind already has a flat price above.",
  "too-many-rows": `At most ${MAX_RATE_ROWS} rows.`,
  "divisor-not-positive": "The divisor must be a whole number above 0.",
  "step-out-of-range": `The step must be above 0 and at most ${MAX_STEP_GRAMS / 1_000} kg.`,
  "minimum-negative": "The minimum charge cannot be below 0.",
  "no-brackets": "Add at least one bracket, starting at 0.",
  "first-bracket-not-zero": "The first bracket starts at 0.",
  "brackets-not-ascending": "Each bracket starts above the one before it.",
  "rate-not-positive": "Every price per kg must be above 0.",
  "flat-price-not-positive": "Every flat price must be above 0.",
};
