import type { z } from "zod";
import { airEnquirySchema } from "./air-enquiry";
import { cargoEnquirySchema } from "./cargo-enquiry";
import type { EnquiryFormTexts } from "./enquiry-forms";
import type { DetailsOf, EnquiryFormKind } from "./enquiry-kinds";
import { tourEnquirySchema } from "./tour-enquiry";
import { visaEnquirySchema } from "./visa-enquiry";

/** Every form's schema by kind: for the server and the tests (a form's page imports its own module). */
export const ENQUIRY_SCHEMAS = {
  tour: tourEnquirySchema,
  air: airEnquirySchema,
  cargo: cargoEnquirySchema,
  visa: visaEnquirySchema,
} as const satisfies Record<EnquiryFormKind, (texts: EnquiryFormTexts, today: string) => z.ZodType>;

export type EnquiryFormInput<K extends EnquiryFormKind> = z.output<ReturnType<(typeof ENQUIRY_SCHEMAS)[K]>>;

/** The person's fields and message of a checked form, apart from the kind's own fields. */
export type EnquiryPerson = Pick<EnquiryFormInput<"air">, "name" | "email" | "phone" | "message">;

/** Splits a checked form into the person (columns of the enquiry) and the details (its JSON). */
export function splitEnquiry<K extends Exclude<EnquiryFormKind, "tour">>(
  input: EnquiryFormInput<K>,
): { person: EnquiryPerson; details: DetailsOf[K] } {
  const { name, email, phone, message, ...details } = input;
  return { person: { name, email, phone, message }, details: details as unknown as DetailsOf[K] };
}
