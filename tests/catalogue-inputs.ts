import type { DestinationInput, TourInput } from "~/domain/catalogue-forms";

/* A valid destination and tour as the forms give them; tests override only what they are about. */

export function destinationInput(overrides: Partial<DestinationInput> = {}): DestinationInput {
  return {
    title: "Bali",
    description: "Rice terraces and temples by the sea.",
    image: "/images/destinations/bali.svg",
    country: "Indonesia",
    continent: "Asia",
    rating: 4.8,
    activities: ["Surfing", "Temples"],
    featured: false,
    ...overrides,
  };
}

export function tourInput(overrides: Partial<TourInput> = {}): TourInput {
  return {
    title: "Bali Island Escape",
    description: "Eight relaxed days on the island.",
    image: "/images/tours/bali-island-escape.svg",
    destinationId: "bali",
    duration: 8,
    price: 1299,
    groupSize: 12,
    rating: 4.8,
    includedServices: ["Return flights", "Hotel stays"],
    featured: false,
    ...overrides,
  };
}

/** A valid tour as the admin form posts it. */
export const TOUR_FORM_FIELDS = {
  title: "Bali Island Escape",
  destinationId: "bali",
  image: "/images/tours/bali.svg",
  duration: "8",
  price: "1399",
  groupSize: "12",
  rating: "4.8",
  includedServices: "Return flights, Hotel stays",
  description: "Eight relaxed days on the island.",
};

/** A valid tour as the admin form posts it (strings, as a browser sends them). */
export const TOUR_POST = {
  title: "Bali Island Escape",
  description: "Eight relaxed days on the island.",
  image: "/images/tours/bali-island-escape.svg",
  destinationId: "bali",
  duration: "8",
  price: "1299",
  groupSize: "12",
  rating: "4.8",
  includedServices: "Return flights, Hotel stays",
};
