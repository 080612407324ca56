import {
  estimate,
  isEstimateAsked,
  readEstimate,
  typedEstimate,
  type EstimateCard,
  type EstimateRates,
} from "~/domain/cargo/cargo-estimate";
import { scaledText } from "~/domain/cargo/rate-card-form";
import type { EnquiryRefusal } from "~/components/site/enquiry-form";
import { formatMoney, OTHER_CURRENCIES } from "~/domain/money";
import { rateCardsInForce } from "~/server/cargo/cargo-rates.server";
import { ratesInForce } from "~/server/platform/currencies.server";
import { translatorFor } from "~/server/platform/messages.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { visitor } from "~/server/platform/visitor.server";

/*
 * The public cargo estimate's data (issue #26): the typed query, the cards in force today (a
 * handful: one per route and mode) and today's exchange rates, so the browser prices with the
 * same code as it is typed, without asking the server again; the page without JavaScript prices
 * from the same data when it renders. `enquire=1` also fills the enquiry form in from it.
 */

export async function loadCargoEstimate(request: Request, context: RequestContext) {
  const { locale, currency, today } = visitor(context);
  const query = new URL(request.url).searchParams;
  const [stored, rates] = await Promise.all([rateCardsInForce(today), ratesInForce(today)]);
  const cards: EstimateCard[] = stored.map(({ fromOffice, toOffice, mode, card }) => ({ fromOffice, toOffice, mode, card }));
  const perUsd: EstimateRates = Object.fromEntries(
    OTHER_CURRENCIES.flatMap((code) => {
      const rate = rates.get(code);
      return rate ? [[code, rate.perUsdMicros]] : [];
    }),
  );
  const typed = typedEstimate(query);
  return {
    estimate: { typed, asked: isEstimateAsked(query), cards, rates: perUsd, currency },
    prefill: query.get("enquire") === "1" ? enquiryPrefill(typed, cards, perUsd, currency, locale) : undefined,
  };
}

/** The cargo enquiry form's values from an estimate: the offices, the weight, the sizes, and the estimate in the message. */
function enquiryPrefill(
  typed: ReturnType<typeof typedEstimate>,
  cards: EstimateCard[],
  rates: EstimateRates,
  currency: Parameters<typeof estimate>[2],
  locale: Parameters<typeof translatorFor>[0],
): EnquiryRefusal {
  const reading = readEstimate(typed);
  if (!reading.ok) return undefined;
  const { request } = reading;
  const t = translatorFor(locale);
  const grams = request.pieces.reduce((sum, piece) => sum + piece.grams, 0);
  const size = request.pieces
    .map((piece) => t("cargoEstimate.sizeText", { length: piece.lengthCm, width: piece.widthCm, height: piece.heightCm }))
    .join(", ");
  const priced = estimate(request, cards, currency, rates);
  const message =
    priced.kind === "price"
      ? t("cargoEstimate.enquiryMessage", {
          price: formatMoney(priced.inVisitorCurrency ?? priced.price, locale),
          mode: t(`cargoEstimate.modes.${request.mode}`),
          weight: scaledText(priced.chargeableGrams, 3, { trim: true }),
        })
      : "";
  return {
    values: { fromOffice: request.fromOffice, toOffice: request.toOffice, weightKg: scaledText(grams, 3, { trim: true }), size, message },
  };
}
