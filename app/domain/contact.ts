import { z } from "zod";
import { westernDigitsOf } from "./digits";
import { isPlainText, isSingleLine } from "./form-fields";

export const CONTACT_SUBJECTS = ["General Inquiry", "Tour Booking", "Custom Tour Request", "Feedback", "Other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The message key (app/messages, `contact`) of each subject; the stored value stays English in every language. */
export const CONTACT_SUBJECT_KEYS = {
  "General Inquiry": "subjectGeneral",
  "Tour Booking": "subjectBooking",
  "Custom Tour Request": "subjectCustom",
  Feedback: "subjectFeedback",
  Other: "subjectOther",
} as const satisfies Record<ContactSubject, string>;

const NAME_MAX = 100;
const MESSAGE_MAX = 5000;

/** The form's validation messages (app/messages, `contactErrors`), in the page's language. */
export type ContactErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "nameOneLine"
  | "emailRequired"
  | "emailInvalid"
  | "phoneInvalid"
  | "subjectRequired"
  | "messageRequired"
  | "messageTooLong"
  | "messageControlCharacters";
export type ContactErrorTranslator = (key: ContactErrorKey, values?: { max: number }) => string;

/** Name, e-mail and phone: asked the same way by the contact form and every enquiry form (issue #13). */
export function personFields(t: ContactErrorTranslator) {
  return {
    name: z
      .string()
      .refine(isSingleLine, t("nameOneLine"))
      .trim()
      .min(1, t("nameRequired"))
      .max(NAME_MAX, t("nameTooLong", { max: NAME_MAX })),
    email: z
      .string()
      .trim()
      .min(1, t("emailRequired"))
      .max(254, t("emailInvalid"))
      .pipe(z.email(t("emailInvalid"))),
    // An Arabic keyboard's digits are the same phone number: turned into Western ones, never refused.
    phone: z
      .preprocess(
        westernDigitsOf,
        z
          .string()
          .refine(isSingleLine, t("phoneInvalid"))
          .trim()
          .max(30, t("phoneInvalid"))
          .regex(/^[+()\d\s.-]*$/, t("phoneInvalid")),
      )
      .optional()
      .transform((value) => value || null),
  };
}

/** The message: required on the contact form, optional on the enquiry forms (their fields say the rest; "" when left empty). */
export function messageField(t: ContactErrorTranslator, { required }: { required: boolean }) {
  const text = z.string().refine(isPlainText, t("messageControlCharacters")).trim();
  const bounded = (required ? text.min(1, t("messageRequired")) : text).max(MESSAGE_MAX, t("messageTooLong", { max: MESSAGE_MAX }));
  return required ? bounded : bounded.optional().transform((value) => value ?? "");
}

/**
 * The contact form's schema with its messages in one language: the browser builds it with the
 * page's messages (instant feedback), the action with the messages of the page posted from.
 */
export function contactSchema(t: ContactErrorTranslator) {
  return z.object({
    ...personFields(t),
    subject: z.enum(CONTACT_SUBJECTS, { error: t("subjectRequired") }),
    message: messageField(t, { required: true }),
  });
}
export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

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
 * What the form starts with: a tour's booking request (`?tour=`, its words by
 * `bookingMessage(title)` in the page's language), else a chosen subject (`?subject=`), else
 * nothing. An unknown tour or subject simply gives an empty form.
 */
export function contactPrefill(
  subjectParam: string | null,
  tour: { id: string; title: string } | null,
  bookingMessage: (tourTitle: string) => string,
): ContactPrefill {
  if (tour) return { subject: "Tour Booking", message: bookingMessage(tour.title), tourId: tour.id };
  return { subject: isContactSubject(subjectParam) ? subjectParam : "", message: "", tourId: null };
}
