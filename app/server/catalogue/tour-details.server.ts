import type { TourInput } from "~/domain/catalogue-forms";
import { money } from "~/domain/money";
import type { Locale } from "~/domain/locale";
import { mapLinks } from "~/domain/map-links";
import {
  difficultyKey,
  MEALS,
  TRAVEL_INFO_FIELDS,
  type ItineraryDay,
  type TourDetails,
  type TourFaq,
  type TourPageFacts,
  type TourPlace,
  type TravelInfo,
} from "~/domain/tour-details";
import type { DestinationsTable, ToursTable } from "../../../db/schema";
import { translatorFor } from "~/server/platform/messages.server";
import { parseList } from "~/server/platform/records.server";

/**
 * The columns of a tour in full and a destination's travel information (migration 0018) as the
 * app reads and writes them: days and FAQs are JSON text, money cents, an absent value null.
 */

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined || value === "" ? null : Number(value));

function parseRows<Row>(json: string | null, toRow: (row: Record<string, unknown>) => Row): Row[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((row) => row && typeof row === "object").map((row) => toRow(row as Record<string, unknown>))
      : [];
  } catch {
    return [];
  }
}

const toDay = (row: Record<string, unknown>): ItineraryDay => ({
  title: text(row.title),
  description: text(row.description),
  overnight: text(row.overnight),
  breakfast: row.breakfast === true,
  lunch: row.lunch === true,
  dinner: row.dinner === true,
});

const toFaq = (row: Record<string, unknown>): TourFaq => ({ question: text(row.question), answer: text(row.answer) });

const dollarsOrNull = (cents: number | null) => (cents === null ? null : { amountMinor: cents, currency: "USD" as const });

export function tourDetailsOf(row: ToursTable): TourDetails {
  return {
    tripCode: row.trip_code ?? null,
    summary: row.summary ?? null,
    highlights: row.highlights ? parseList(row.highlights) : [],
    notIncluded: row.not_included ? parseList(row.not_included) : [],
    itinerary: parseRows(row.itinerary ?? null, toDay),
    faqs: parseRows(row.faqs ?? null, toFaq),
    difficulty: numberOrNull(row.difficulty),
    minimumAge: numberOrNull(row.minimum_age),
    meetingPoint: row.meeting_point ?? null,
    meetingLatitude: numberOrNull(row.meeting_latitude),
    meetingLongitude: numberOrNull(row.meeting_longitude),
    endPoint: row.end_point ?? null,
    endLatitude: numberOrNull(row.end_latitude),
    endLongitude: numberOrNull(row.end_longitude),
    childPrice: dollarsOrNull(numberOrNull(row.child_price_minor)),
    singleSupplement: dollarsOrNull(numberOrNull(row.single_supplement_minor)),
    salePrice: dollarsOrNull(numberOrNull(row.sale_price_minor)),
    saleEndsOn: row.sale_ends_on ?? null,
  };
}

type DetailColumns = Partial<Omit<ToursTable, "id" | "version" | "created_at" | "updated_at">>;

const cents = (value: number | null) => (value === null ? null : money(value, "USD").amountMinor);

/** The columns a tour's new fields change: only those given (an import from before them changes none). */
export function tourDetailColumns(input: Partial<TourInput>): DetailColumns {
  const columns: DetailColumns = {};
  const set = <K extends keyof DetailColumns>(column: K, value: DetailColumns[K] | undefined) => {
    if (value !== undefined) columns[column] = value;
  };
  set("trip_code", input.tripCode);
  set("summary", input.summary);
  set("highlights", input.highlights && JSON.stringify(input.highlights));
  set("not_included", input.notIncluded && JSON.stringify(input.notIncluded));
  set("itinerary", input.itinerary && JSON.stringify(input.itinerary));
  set("faqs", input.faqs && JSON.stringify(input.faqs));
  set("difficulty", input.difficulty);
  set("minimum_age", input.minimumAge);
  set("meeting_point", input.meetingPoint);
  set("meeting_latitude", input.meetingLatitude);
  set("meeting_longitude", input.meetingLongitude);
  set("end_point", input.endPoint);
  set("end_latitude", input.endLatitude);
  set("end_longitude", input.endLongitude);
  set("child_price_minor", input.childPrice === undefined ? undefined : cents(input.childPrice));
  set("single_supplement_minor", input.singleSupplement === undefined ? undefined : cents(input.singleSupplement));
  set("sale_price_minor", input.salePrice === undefined ? undefined : cents(input.salePrice));
  set("sale_ends_on", input.saleEndsOn);
  return columns;
}

const TRAVEL_COLUMNS = {
  bestTimeToVisit: "best_time_to_visit",
  visa: "visa",
  health: "health",
  currencyInfo: "currency_info",
  languageInfo: "language_info",
  timeZone: "time_zone",
} as const satisfies Record<keyof TravelInfo, keyof DestinationsTable>;

export function travelInfoOf(row: DestinationsTable): TravelInfo {
  return Object.fromEntries(TRAVEL_INFO_FIELDS.map((field) => [field, row[TRAVEL_COLUMNS[field]] ?? null])) as TravelInfo;
}

/** The travel information columns a destination's change sets: only the fields given. */
export function travelInfoColumns(input: Partial<Record<keyof TravelInfo, string | null | undefined>>) {
  const columns: Partial<Pick<DestinationsTable, (typeof TRAVEL_COLUMNS)[keyof TravelInfo]>> = {};
  for (const field of TRAVEL_INFO_FIELDS) {
    const value = input[field];
    if (value !== undefined) columns[TRAVEL_COLUMNS[field]] = value;
  }
  return columns;
}

function placeOf(which: TourPlace["which"], place: string | null, latitude: number | null, longitude: number | null): TourPlace[] {
  if (!place) return [];
  if (latitude === null || longitude === null) return [{ which, place, linkUrl: null, embedUrl: null }];
  const { linkUrl, embedUrl } = mapLinks({ latitude, longitude }, place);
  return [{ which, place, linkUrl, embedUrl: embedUrl ?? null }];
}

/** The tour page's texts and links worked out from a tour's details, in the page's language. */
export function tourPageFacts(tour: TourDetails, locale: Locale): TourPageFacts {
  const t = translatorFor(locale);
  const level = difficultyKey(tour.difficulty);
  return {
    difficulty: level ? t("tourDetails.difficultyValue", { level: tour.difficulty!, label: t(`tourDetails.level.${level}`) }) : null,
    meals: tour.itinerary.map((day) =>
      MEALS.filter((meal) => day[meal])
        .map((meal) => t(`tourDetails.meal.${meal}`))
        .join(" · "),
    ),
    places: [
      ...placeOf("meeting", tour.meetingPoint, tour.meetingLatitude, tour.meetingLongitude),
      ...placeOf("end", tour.endPoint, tour.endLatitude, tour.endLongitude),
    ],
  };
}
