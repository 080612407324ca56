import type { Money } from "./money";

/**
 * A tour in full (issue #12): what the tour page shows beyond the spec's one paragraph, and a
 * destination's travel information. Pure types and rules; the form's schema is in
 * tour-details-forms.ts, the queries in app/server.
 */

export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

/** One day of the itinerary. Its number is its place in the list (Day 1 is the first), so reordering renumbers. */
export type ItineraryDay = { title: string; description: string; overnight: string } & Record<Meal, boolean>;

export type TourFaq = { question: string; answer: string };

/** 1 Easy … 5 Strenuous; the words are in the message catalogues (tourDetails.difficulty.*). */
export const DIFFICULTY_KEYS = ["easy", "moderate", "challenging", "demanding", "strenuous"] as const;
export type DifficultyKey = (typeof DIFFICULTY_KEYS)[number];

export function difficultyKey(level: number | null | undefined): DifficultyKey | null {
  return typeof level === "number" && Number.isInteger(level) && level >= 1 && level <= 5 ? DIFFICULTY_KEYS[level - 1]! : null;
}

/**
 * What a tour holds beyond the spec's fields. Flat, as the form posts them and the export
 * writes them: the meeting and end points are a place in words with optional coordinates;
 * prices are in dollars like the adult price; the sale's last day is `YYYY-MM-DD`.
 */
export type TourDetails = {
  tripCode: string | null;
  summary: string | null;
  highlights: string[];
  notIncluded: string[];
  itinerary: ItineraryDay[];
  faqs: TourFaq[];
  difficulty: number | null;
  minimumAge: number | null;
  meetingPoint: string | null;
  meetingLatitude: number | null;
  meetingLongitude: number | null;
  endPoint: string | null;
  endLatitude: number | null;
  endLongitude: number | null;
  childPrice: Money | null;
  singleSupplement: Money | null;
  salePrice: Money | null;
  saleEndsOn: string | null;
};

export const TRAVEL_INFO_FIELDS = ["bestTimeToVisit", "visa", "health", "currencyInfo", "languageInfo", "timeZone"] as const;
export type TravelInfoField = (typeof TRAVEL_INFO_FIELDS)[number];
export type TravelInfo = Record<TravelInfoField, string | null>;

/** A tour's meeting or end point as its page shows it: the map links are worked out on the server. */
export type TourPlace = { which: "meeting" | "end"; place: string; linkUrl: string | null; embedUrl: string | null };

/**
 * What the tour page shows that the server works out, so that the code which works it out stays
 * out of the browser's bundle: the difficulty in words, each itinerary day's meals in words
 * ("" when none), and the meeting and end points with their map links.
 */
export type TourPageFacts = { difficulty: string | null; meals: string[]; places: TourPlace[] };
