import type { ItineraryDay } from "./tour-details";

/**
 * The tour page's structured data (schema.org `TouristTrip`): the itinerary as an ItemList
 * of its days (each a `Trip` with its title and description, its position the day's number), or of the destination
 * when the tour has no days, the agency, and the offers the caller gives: today the tour's price, later
 * one `Offer` per upcoming departure (the departures part of issue #12 passes them in).
 */

export type JsonLdOffer = {
  "@type": "Offer";
  price: string;
  priceCurrency: string;
  url: string;
  availability?: string;
  validFrom?: string;
  validThrough?: string;
  priceValidUntil?: string;
};

export type TouristTripInput = {
  name: string;
  description: string;
  url: string;
  image: string;
  tripCode?: string | null;
  destination: { name: string; url: string };
  itinerary: readonly Pick<ItineraryDay, "title" | "description">[];
  provider: { name: string; url: string };
  offers: readonly JsonLdOffer[];
};

export function touristTripJsonLd(input: TouristTripInput): Record<string, unknown> {
  // A tour without days still says where it goes: its destination is the one stop.
  const stops =
    input.itinerary.length > 0
      ? input.itinerary.map((day, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "Trip",
            name: day.title,
            ...(day.description ? { description: day.description } : {}),
          },
        }))
      : [
          {
            "@type": "ListItem",
            position: 1,
            item: { "@type": "TouristDestination", name: input.destination.name, url: input.destination.url },
          },
        ];
  return {
    "@type": "TouristTrip",
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    ...(input.tripCode ? { identifier: input.tripCode } : {}),
    itinerary: { "@type": "ItemList", numberOfItems: stops.length, itemListElement: stops },
    provider: { "@type": "TravelAgency", name: input.provider.name, url: input.provider.url },
    offers: input.offers.length === 1 ? input.offers[0] : [...input.offers],
  };
}
