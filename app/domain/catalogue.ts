import type { Money, OtherCurrency } from "./money";
import type { TourDetails, TravelInfo } from "./tour-details";
import type { Publication } from "./publication";

export const SERVICE_ICONS = [
  "map",
  "user",
  "bed",
  "car",
  "phone",
  "ticket",
  "globe",
  "compass",
  "shield",
  "credit-card",
  "clock",
  "heart",
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** An unknown icon name falls back to globe (docs/product-spec.md §3). */
export function toServiceIcon(name: string): ServiceIcon {
  return (SERVICE_ICONS as readonly string[]).includes(name) ? (name as ServiceIcon) : "globe";
}

export type Destination = {
  id: string;
  title: string;
  description: string;
  image: string;
  country: string;
  continent: string;
  rating: number;
  activities: string[];
  featured: boolean;
  version: number;
  updatedAt: Date;
} & TravelInfo &
  Publication;

export type Tour = {
  id: string;
  title: string;
  description: string;
  image: string;
  destinationId: string;
  /** The destination's current title, joined on read. */
  destination: string;
  duration: number;
  price: Money;
  groupSize: number;
  rating: number;
  includedServices: string[];
  featured: boolean;
  /** Explicit prices in other currencies (issue #11), which win over the conversion: read by the admin screens and the export (getTour, listTours), not by the public reads. */
  prices?: ExplicitPrices;
  version: number;
  updatedAt: Date;
} & TourDetails &
  Publication;

/** A tour's explicit prices by currency (decision 0054): null or absent where it has none. */
export type ExplicitPrices = Partial<Record<OtherCurrency, Money | null>>;

/**
 * A tour as visitors' pages get it: its price already written out by the server. The browser
 * never formats a price: its first currency format loads locale data for 50–100 ms of the
 * main thread, the longest task of a page's hydration (issue #9).
 */
export type PublicTour = Tour & {
  readonly priceText: string;
  /** The price was converted from dollars at the day's rate: shown as approximate. */
  readonly priceApproximate?: boolean;
  /** For a converted price, what it is and where it comes from (read out, and shown on the tour's page). */
  readonly priceNote?: string;
  /** During a sale (issue #12): the regular price, struck through beside `priceText`, which is then the sale price. */
  readonly wasPriceText?: string;
  /** The child price and single supplement, written out like the price; absent when the tour has none. */
  readonly childPriceText?: string;
  readonly singleSupplementText?: string;
  /** The next open departure's date as the page's language writes it (the tours list, issue #12). */
  readonly nextDeparture?: string;
};

/**
 * What a tour card shows (lists, the home page, related tours): only these fields go to the
 * browser with a list, not the tour's itinerary, questions or meeting point (issue #9's HTML
 * budget for /tours).
 */
export const TOUR_CARD_FIELDS = [
  "id",
  "title",
  "description",
  "destination",
  "destinationId",
  "duration",
  "groupSize",
  "image",
  "rating",
  "featured",
  "price",
  "priceText",
  "priceApproximate",
  "priceNote",
  "wasPriceText",
  "nextDeparture",
] as const satisfies readonly (keyof PublicTour)[];
export type TourCardData = Pick<PublicTour, (typeof TOUR_CARD_FIELDS)[number]>;

export type Service = {
  id: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  version: number;
  updatedAt: Date;
} & Publication;

export type CatalogueKind = "destination" | "tour" | "service";
