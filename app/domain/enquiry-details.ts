import { z } from "zod";
import { isRealDay } from "./departures";
import {
  CABIN_CLASSES,
  CARGO_PLACES,
  TRIP_TYPES,
  type AirDetails,
  type CargoDetails,
  type DetailsOf,
  type EnquiryFormKind,
  type TourDetails,
  type VisaDetails,
} from "./enquiry-kinds";

/*
 * What `enquiries.details` holds, read back: the same shapes, checked, so an enquiry whose JSON
 * was damaged by hand shows without its details rather than breaking the screen.
 */
const day = z.string().refine(isRealDay);
const line = z.string().max(1000);
const STORED: { [K in EnquiryFormKind]: z.ZodType<DetailsOf[K]> } = {
  tour: z.object({
    tourTitle: line,
    departureDate: day.nullable(),
    preferredDate: day.nullable(),
    adults: z.number().int(),
    children: z.number().int(),
  }) satisfies z.ZodType<TourDetails>,
  air: z.object({
    from: line,
    to: line,
    trip: z.enum(TRIP_TYPES),
    departDate: day,
    returnDate: day.nullable(),
    passengers: z.number().int(),
    cabin: z.enum(CABIN_CLASSES),
  }) satisfies z.ZodType<AirDetails>,
  cargo: z.object({
    fromOffice: z.enum(CARGO_PLACES),
    fromPlace: line.nullable(),
    toOffice: z.enum(CARGO_PLACES),
    toPlace: line.nullable(),
    contents: line,
    weightKg: z.number(),
    size: line.nullable(),
    pickupDate: day,
  }) satisfies z.ZodType<CargoDetails>,
  visa: z.object({
    destination: line,
    nationality: line,
    travelDate: day,
    applicants: z.number().int(),
  }) satisfies z.ZodType<VisaDetails>,
};

/** A kind's details from their stored JSON, or null when missing or unreadable. */
export function readStoredDetails<K extends EnquiryFormKind>(kind: K, json: string | null): DetailsOf[K] | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = STORED[kind].safeParse(value);
  return parsed.success ? (parsed.data as DetailsOf[K]) : null;
}
