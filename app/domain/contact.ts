import { z } from "zod";
import { CONTACT_MESSAGES as MESSAGES } from "~/content/contact-page";
import { isPlainText, isSingleLine } from "./form-fields";

export const CONTACT_SUBJECTS = ["General Inquiry", "Tour Booking", "Custom Tour Request", "Feedback", "Other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const ContactSchema = z.object({
  name: z.string().refine(isSingleLine, MESSAGES.nameOneLine).trim().min(1, MESSAGES.nameRequired).max(100, MESSAGES.nameTooLong(100)),
  email: z.string().trim().min(1, MESSAGES.emailRequired).max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)),
  phone: z
    .string()
    .refine(isSingleLine, MESSAGES.phoneInvalid)
    .trim()
    .max(30, MESSAGES.phoneInvalid)
    .regex(/^[+()\d\s.-]*$/, MESSAGES.phoneInvalid)
    .optional()
    .transform((value) => value || null),
  subject: z.enum(CONTACT_SUBJECTS, { error: MESSAGES.subjectRequired }),
  message: z
    .string()
    .refine(isPlainText, MESSAGES.messageControlCharacters)
    .trim()
    .min(1, MESSAGES.messageRequired)
    .max(5000, MESSAGES.messageTooLong(5000)),
});
export type ContactInput = z.output<typeof ContactSchema>;

/** What Book Now and a tour's enquiry button put in the form. */
export function bookingMessage(tourTitle: string): string {
  return MESSAGES.bookingRequest(tourTitle);
}

/** The success banner's lifetime (docs/product-spec.md §9). */
export const CONTACT_BANNER_MS = 5000;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === "string" && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/**
 * The hidden field only bots fill in. A plausible name, because bots skip fields that look
 * like traps; a filled one gets the same success as a real visitor and nothing is stored.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

/** The hidden field that links a booking enquiry to the tour it came from. */
export const CONTACT_TOUR_FIELD = "tourId";

/** At most this many messages per sender address in the window, then 429. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export type ContactPrefill = { subject: ContactSubject | ""; message: string; tourId: string | null };

/**
 * What the form starts with: a tour's booking request (`?tour=`), else a chosen subject
 * (`?subject=`), else nothing. An unknown tour or subject simply gives an empty form.
 */
export function contactPrefill(subjectParam: string | null, tour: { id: string; title: string } | null): ContactPrefill {
  if (tour) return { subject: "Tour Booking", message: bookingMessage(tour.title), tourId: tour.id };
  return { subject: isContactSubject(subjectParam) ? subjectParam : "", message: "", tourId: null };
}
