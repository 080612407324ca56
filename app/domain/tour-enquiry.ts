import { z } from "zod";
import { ENQUIRY_LIMITS, count, optionalDay, optionalLine, personAndMessage, requiredLine, type EnquiryFormTexts } from "./enquiry-forms";

/**
 * The tour form: a tour (from the tour page), one of its departures or another date, adults
 * and children. Whether the departure is the tour's and still open is checked by the action.
 */
export function tourEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return z.object({
    ...personAndMessage(texts),
    tourId: requiredLine(t, t("tourRequired"), ENQUIRY_LIMITS.tourId),
    departureId: optionalLine(t, ENQUIRY_LIMITS.departureId),
    preferredDate: optionalDay(t, today),
    adults: count(ENQUIRY_LIMITS.adults, t("adultsRange", ENQUIRY_LIMITS.adults)),
    children: count(ENQUIRY_LIMITS.children, t("childrenRange", ENQUIRY_LIMITS.children)),
  });
}
