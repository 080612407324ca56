import { z } from "zod";
import { SERVICE_ICONS } from "./catalogue";
import { splitList } from "./lists";

/**
 * One schema per admin form. Input is what a form posts (strings, a checkbox that is
 * present or absent); output is typed. The browser and the action both use these.
 */

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal(""), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const list = z
  .string()
  .max(2000, "Keep this list under 2000 characters")
  .optional()
  .transform((text) => splitList(text ?? ""));

const title = z.string().trim().min(2, "Title must be at least 2 characters").max(120, "Title must be at most 120 characters");
const description = z
  .string()
  .trim()
  .min(10, "Description must be at least 10 characters")
  .max(5000, "Description must be at most 5000 characters");

/** An absolute http(s) URL, or a path on this site (the sample pictures live under /images). */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
const image = z
  .string()
  .trim()
  .max(2000, "Please enter a valid URL for the image")
  .refine(isImageUrl, "Please enter a valid URL for the image");

const rating = z.coerce
  .number({ error: "Rating must be a number between 1 and 5" })
  .min(1, "Rating must be between 1 and 5")
  .max(5, "Rating must be between 1 and 5")
  .transform((value) => Math.round(value * 10) / 10);

function positiveInteger(what: string, max: number) {
  return z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be at least 1`)
    .max(max, `${what} must be at most ${max}`);
}

export const DestinationFormSchema = z.object({
  title,
  description,
  image,
  country: z.string().trim().min(2, "Country must be at least 2 characters").max(80, "Country must be at most 80 characters"),
  continent: z.string().trim().min(2, "Continent must be at least 2 characters").max(80, "Continent must be at most 80 characters"),
  rating,
  activities: list,
  featured: checkbox,
});
export type DestinationInput = z.output<typeof DestinationFormSchema>;

export const TourFormSchema = z.object({
  title,
  description,
  image,
  destinationId: z.string().min(1, "Please select a destination"),
  duration: positiveInteger("Duration", 365),
  price: z.coerce
    .number({ error: "Price must be a number" })
    .positive("Price must be at least 1")
    .max(1_000_000, "Price must be at most 1000000")
    .transform((value) => Math.round(value * 100) / 100),
  groupSize: positiveInteger("Group size", 1000),
  rating,
  includedServices: list,
  featured: checkbox,
});
export type TourInput = z.output<typeof TourFormSchema>;

export const ServiceFormSchema = z.object({
  title,
  description,
  icon: z.enum(SERVICE_ICONS, { error: "Please choose an icon" }),
});
export type ServiceInput = z.output<typeof ServiceFormSchema>;

/** The spec's form defaults. */
export const DESTINATION_DEFAULTS = { rating: 4.5, featured: false } as const;
export const TOUR_DEFAULTS = { duration: 7, price: 999, groupSize: 10, rating: 4.5, featured: false } as const;
