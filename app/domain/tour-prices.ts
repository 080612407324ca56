import type { Money } from "./money";
import type { TourDetails } from "./tour-details";

/**
 * Whether the adult sale price applies on `day` (`YYYY-MM-DD`, UTC, the rates' day): up to
 * and including its last day, and only while it is lower than the regular price.
 */
export function saleIsOn(tour: Pick<TourDetails, "salePrice" | "saleEndsOn"> & { price: Money }, day: string): boolean {
  const { salePrice, saleEndsOn, price } = tour;
  return (
    !!salePrice && !!saleEndsOn && saleEndsOn >= day && salePrice.currency === price.currency && salePrice.amountMinor < price.amountMinor
  );
}

/**
 * A tour's prices as a visitor sees them, each written by `show` (the visitor's currency, as
 * the regular price is): during a sale the price is the sale price and `wasPriceText` the
 * regular one, struck through on the card and the page.
 */
export function tourPriceTexts(
  tour: Pick<TourDetails, "salePrice" | "saleEndsOn" | "childPrice" | "singleSupplement"> & { price: Money },
  show: (value: Money, regular: boolean) => string,
  day: string,
): { priceText: string; wasPriceText?: string; childPriceText?: string; singleSupplementText?: string } {
  const regular = show(tour.price, true);
  const texts: ReturnType<typeof tourPriceTexts> = saleIsOn(tour, day)
    ? { priceText: show(tour.salePrice!, false), wasPriceText: regular }
    : { priceText: regular };
  if (tour.childPrice) texts.childPriceText = show(tour.childPrice, false);
  if (tour.singleSupplement) texts.singleSupplementText = show(tour.singleSupplement, false);
  return texts;
}
