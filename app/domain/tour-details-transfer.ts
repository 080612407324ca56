import { toMajorUnits, type Money } from "./money";
import { TRAVEL_INFO_FIELDS, type TourDetails, type TravelInfo } from "./tour-details";
import { splitTourDetails } from "./tour-form-values";

/**
 * A tour's new fields and a destination's travel information in the catalogue file (issue
 * #12), out and back in. Money is in major units (dollars) like `price`. A file from before
 * these fields has none of the keys: each absent key stays undefined on the way in, which
 * leaves the record's value as it is.
 */

export type ExportedTourDetails = Omit<TourDetails, "childPrice" | "singleSupplement" | "salePrice"> & {
  childPrice: number | null;
  singleSupplement: number | null;
  salePrice: number | null;
};

const majorOrNull = (value: Money | null) => (value ? toMajorUnits(value) : null);

export function exportedTourDetails(tour: TourDetails): ExportedTourDetails {
  const { details } = splitTourDetails(tour);
  return {
    ...details,
    childPrice: majorOrNull(tour.childPrice),
    singleSupplement: majorOrNull(tour.singleSupplement),
    salePrice: majorOrNull(tour.salePrice),
  };
}

export function exportedTravelInfo(destination: TravelInfo): TravelInfo {
  return Object.fromEntries(TRAVEL_INFO_FIELDS.map((field) => [field, destination[field]])) as TravelInfo;
}

type Posted = string | Posted[] | { [field: string]: Posted | boolean };

/** A value of the file as the form would post it: null is empty (cleared), absent is absent (kept). */
function posted(value: unknown): Posted | undefined {
  if (value === undefined) return undefined;
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** Rows (days, FAQs) of the file: objects whose text parts and flags are kept. */
function postedRows(value: unknown): Posted | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return [];
  return value.map((row) =>
    row && typeof row === "object" && !Array.isArray(row)
      ? Object.fromEntries(
          Object.entries(row as Record<string, unknown>).filter(
            (entry): entry is [string, string | boolean] => typeof entry[1] === "string" || typeof entry[1] === "boolean",
          ),
        )
      : {},
  );
}

const lines = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string").join("\n") : posted(value));
const commas = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string").join(", ") : posted(value));

const PLAIN: (keyof ExportedTourDetails)[] = [
  "tripCode",
  "summary",
  "difficulty",
  "minimumAge",
  "meetingPoint",
  "meetingLatitude",
  "meetingLongitude",
  "endPoint",
  "endLatitude",
  "endLongitude",
  "childPrice",
  "singleSupplement",
  "salePrice",
  "saleEndsOn",
];

/** A tour's new fields of the file, as the tour form would post them (for its schema). */
export function postedTourDetails(raw: Record<string, unknown>): Record<string, Posted | undefined> {
  return {
    ...Object.fromEntries(PLAIN.map((field) => [field, posted(raw[field])])),
    highlights: lines(raw.highlights),
    notIncluded: commas(raw.notIncluded),
    itinerary: postedRows(raw.itinerary),
    faqs: postedRows(raw.faqs),
  };
}

export function postedTravelInfo(raw: Record<string, unknown>): Record<string, Posted | undefined> {
  return Object.fromEntries(TRAVEL_INFO_FIELDS.map((field) => [field, posted(raw[field])]));
}

/** A translated field of the file as the form would post it: highlights one per line, rows as rows, lists with commas. */
export function postedTranslationField(field: string, value: unknown): Posted | undefined {
  if (field === "highlights") return lines(value);
  if (field === "itinerary" || field === "faqs") return postedRows(value);
  return commas(value);
}
