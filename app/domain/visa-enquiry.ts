import { z } from "zod";
import { count, ENQUIRY_LIMITS, personAndMessage, requiredDay, requiredLine, type EnquiryFormTexts } from "./enquiry-forms";

/** The visa form: where to, the applicants' nationality, when, and how many apply. */
export function visaEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return z.object({
    ...personAndMessage(texts),
    destination: requiredLine(t, t("destinationRequired")),
    nationality: requiredLine(t, t("nationalityRequired")),
    travelDate: requiredDay(t, today),
    applicants: count(ENQUIRY_LIMITS.applicants, t("applicantsRange", ENQUIRY_LIMITS.applicants)),
  });
}
