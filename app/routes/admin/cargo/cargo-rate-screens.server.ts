import { data } from "react-router";
import {
  CARGO_RATES_TEXTS as TEXTS,
  RATE_CARD_PROBLEM_WORDS,
  bracketsText,
  cardTermsText,
  cargoRateRoutePath,
} from "~/content/cargo-rates";
import { problem, type Problem } from "~/content/problem";
import { agencyToday } from "~/domain/departures";
import { formValues, type FieldErrors, type FormValues } from "~/domain/form-fields";
import {
  bracketRows,
  parseRateCardIntent,
  piecePriceRows,
  rateCardValues,
  readRateCardForm,
  type RateCardFieldProblems,
} from "~/domain/cargo/rate-card-form";
import type { OfficeId } from "~/domain/offices";
import { requireRole } from "~/server/accounts/admin-gate.server";
import {
  addRateCard,
  CARGO_MODES,
  rateCardHistory,
  rateCardInForce,
  routeProblem,
  type CargoRoute,
  type StoredRateCard,
} from "~/server/cargo/cargo-rates.server";
import { listUsers } from "~/server/accounts/users.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices } from "~/server/platform/offices.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * Settings → Cargo rates (issue #26, decision 0055), admins only: the cards in force per route
 * and mode, a route's history, and its "New rate card" form (rows grow with intents and come
 * back on a refused save, every problem on its field).
 */

/** A card as the screens show it: its dates, its rates and terms in words, who made it. */
export type RateCardRow = {
  id: string;
  validFrom: string;
  currency: string;
  rates: string;
  terms: string;
  by: string;
  at: string;
};

function cardRow(card: StoredRateCard, names: Map<string, string>): RateCardRow {
  return {
    id: card.id,
    validFrom: card.validFrom,
    currency: card.card.currency,
    rates: bracketsText(card.card),
    terms: cardTermsText(card.card),
    by: card.createdBy ? (names.get(card.createdBy) ?? card.createdBy) : "—",
    at: card.createdAt.slice(0, 16).replace("T", " "),
  };
}

/** Every route between two offices and mode, with the card in force today (or none). */
export async function loadCargoRates(context: RequestContext) {
  requireRole(context, "admin");
  const today = agencyToday();
  const offices = await officeChoices();
  const routes: (CargoRoute & { from: string; to: string })[] = [];
  for (const from of offices)
    for (const to of offices)
      if (from.id !== to.id)
        for (const mode of CARGO_MODES) routes.push({ fromOffice: from.id, toOffice: to.id, mode, from: from.name, to: to.name });
  const cards = await Promise.all(routes.map((route) => rateCardInForce(route, today)));
  return {
    today,
    routes: routes.map((route, index) => {
      const card = cards[index];
      return {
        href: cargoRateRoutePath(route),
        from: route.from,
        to: route.to,
        mode: TEXTS.modeWords[route.mode],
        card: card
          ? { validFrom: card.validFrom, currency: card.card.currency, rates: bracketsText(card.card), terms: cardTermsText(card.card) }
          : null,
      };
    }),
  };
}

/** The route the address names, with its offices' names; a 404 for anything else. */
async function requireRateRoute(params: { from?: string; to?: string; mode?: string }) {
  const route = { fromOffice: params.from, toOffice: params.to, mode: params.mode };
  if (routeProblem(route)) throw data(TEXTS.notFound, { status: 404 });
  const known = route as CargoRoute;
  const offices = await officeChoices();
  const name = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  return { route: known, title: TEXTS.routeTitle(name(known.fromOffice), name(known.toOffice), TEXTS.modeWords[known.mode]) };
}

export async function loadCargoRateRoute(context: RequestContext, params: { from?: string; to?: string; mode?: string }) {
  requireRole(context, "admin");
  const { route, title } = await requireRateRoute(params);
  const today = agencyToday();
  const [history, users] = await Promise.all([rateCardHistory(route), listUsers()]);
  const names = new Map(users.map((user) => [user.id, user.name]));
  const inForce = history.find((card) => card.validFrom <= today) ?? null;
  return {
    title,
    mode: route.mode,
    today,
    inForceId: inForce?.id ?? null,
    history: history.map((card) => cardRow(card, names)),
    values: rateCardValues(route.mode, inForce?.card ?? null, today),
  };
}

export type RateCardOutcome = { values: FormValues; fieldErrors?: FieldErrors; problem?: Problem };

const EMPTY_BRACKET = { from: "", rate: "" };
const EMPTY_PIECE_PRICE = { kind: "barrel", price: "" };

function wordsFor(problems: RateCardFieldProblems): FieldErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, RATE_CARD_PROBLEM_WORDS[code]]));
}

/**
 * The form's posts: the row intents answer with the rows changed and nothing saved; Save reads
 * the card, adds it (audited by addRateCard) and goes back to the route's page with a toast.
 */
export async function handleRateCardPost(request: Request, context: RequestContext, params: { from?: string; to?: string; mode?: string }) {
  requireRole(context, "admin");
  const { route, title } = await requireRateRoute(params);
  const form = await readForm(request);
  const values = formValues(form);
  const answer = (status: number, outcome: Omit<RateCardOutcome, "values"> & { values?: FormValues }) =>
    data<RateCardOutcome>({ values, ...outcome }, { status });
  const intent = parseRateCardIntent(form.get("intent"));
  if (!intent) return answer(400, { problem: problem(TEXTS.unknownAction) });

  const withRows = (name: "brackets" | "pieces", rows: Record<string, string>[]) => answer(200, { values: { ...values, [name]: rows } });
  switch (intent.intent) {
    case "add-bracket":
      return withRows("brackets", [...bracketRows(values), EMPTY_BRACKET]);
    case "add-piece-price":
      return withRows("pieces", [...piecePriceRows(values), EMPTY_PIECE_PRICE]);
    case "remove-bracket":
      return withRows(
        "brackets",
        bracketRows(values).filter((_, index) => index !== intent.row),
      );
    case "remove-piece-price":
      return withRows(
        "pieces",
        piecePriceRows(values).filter((_, index) => index !== intent.row),
      );
    case "save":
      break;
  }
  const reading = readRateCardForm(values, route.mode);
  if (!reading.ok) return answer(400, { fieldErrors: wordsFor(reading.problems), problem: problem(TEXTS.refused) });
  const added = await addRateCard({ ...route, validFrom: reading.validFrom, card: reading.card });
  if (!added.ok) {
    const field = added.problem === "bad-date" ? "validFrom" : added.problem === "unknown-piece-kind" ? "pieces" : "form";
    const words = field === "form" ? TEXTS.refused : RATE_CARD_PROBLEM_WORDS[added.problem as keyof typeof RATE_CARD_PROBLEM_WORDS];
    return answer(400, { fieldErrors: { [field]: words }, problem: problem(TEXTS.refused) });
  }
  return redirectWithToast(cargoRateRoutePath(route), { type: "success", ...TEXTS.saved(title) });
}
