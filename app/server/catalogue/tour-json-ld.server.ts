import { absoluteUrl } from "~/domain/site-links";
import type { PublicTour } from "~/domain/catalogue";
import type { PublicTourDates } from "~/domain/departures";
import { localizedPath, type Locale } from "~/domain/locale";
import { toMajorUnits } from "~/domain/money";
import { touristTripJsonLd } from "~/domain/tour-json-ld";

/**
 * A tour page's structured data, built by its loader: the page's `meta` only passes it on, so
 * the schema.org builder, the sale rule and the money helpers stay out of the browser's bundle
 * (issue #9's first-load budget; the tour page is at its edge since issue #12).
 */
export function tourPageJsonLd(
  tour: PublicTour,
  dates: PublicTourDates,
  page: { siteUrl: string; locale: Locale; companyName: string },
): Record<string, unknown> {
  const { siteUrl, locale } = page;
  const url = absoluteUrl(siteUrl, localizedPath(`/tours/${encodeURIComponent(tour.id)}`, locale));
  const onSale = tour.wasPriceText !== undefined && tour.salePrice !== null;
  return touristTripJsonLd({
    name: tour.title,
    description: tour.description,
    url,
    image: absoluteUrl(siteUrl, tour.image),
    tripCode: tour.tripCode,
    destination: {
      name: tour.destination,
      url: absoluteUrl(siteUrl, localizedPath(`/destinations/${encodeURIComponent(tour.destinationId)}`, locale)),
    },
    itinerary: tour.itinerary,
    provider: { name: page.companyName, url: absoluteUrl(siteUrl, localizedPath("/", locale)) },
    // One Offer per bookable departure; a tour without one offers its price on request.
    offers:
      dates.offers.length > 0
        ? dates.offers.map((offer) => ({ ...offer, url }))
        : [
            {
              "@type": "Offer",
              // The server showed the sale price (and struck the regular one) only while the sale is on.
              price: toMajorUnits(onSale ? tour.salePrice! : tour.price).toFixed(2),
              priceCurrency: tour.price.currency,
              url,
              availability: "https://schema.org/InStock",
              ...(onSale ? { priceValidUntil: tour.saleEndsOn! } : {}),
            },
          ],
  });
}
