import { z } from "zod";

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Tour Booking",
  "Custom Tour Request",
  "Feedback",
  "Other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const ContactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your full name").max(100, "Full Name must be at most 100 characters"),
  email: z.string().trim().min(1, "Please enter your email address").max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .max(30, "Please enter a valid phone number")
    .regex(/^[+()\d\s.-]*$/, "Please enter a valid phone number")
    .optional()
    .transform((value) => value || null),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject" }),
  message: z.string().trim().min(1, "Please enter your message").max(5000, "Message must be at most 5000 characters"),
});
export type ContactInput = z.output<typeof ContactSchema>;

/** What Book Now and a tour's enquiry button put in the form. */
export function bookingMessage(tourTitle: string): string {
  return `I would like to book the tour "${tourTitle}". Please send me availability and details.`;
}

/** The success banner's lifetime (spec §9). */
export const CONTACT_BANNER_MS = 5000;
