import { z } from "zod";
import { isRealDay } from "./departures";
import {
  count,
  dayProblem,
  personAndMessage,
  requiredDay,
  requiredLine,
  samePlace,
  ENQUIRY_LIMITS,
  type EnquiryFormTexts,
} from "./enquiry-forms";
import { CABIN_CLASSES, TRIP_TYPES } from "./enquiry-kinds";

/** The air ticket form: from, to, one way or return with its dates, passengers and class. */
export function airEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return (
    z
      .object({
        ...personAndMessage(texts),
        from: requiredLine(t, t("fromRequired")),
        to: requiredLine(t, t("toRequired")),
        trip: z.enum(TRIP_TYPES, { error: t("tripRequired") }),
        departDate: requiredDay(t, today),
        returnDate: z.string().trim().optional(),
        passengers: count(ENQUIRY_LIMITS.passengers, t("passengersRange", ENQUIRY_LIMITS.passengers)),
        cabin: z.enum(CABIN_CLASSES, { error: t("cabinRequired") }),
      })
      .superRefine((form, ctx) => {
        if (samePlace(form.from, form.to)) ctx.addIssue({ code: "custom", path: ["to"], message: t("sameRoute") });
        if (form.trip !== "return") return;
        const back = form.returnDate ?? "";
        const problem =
          back === ""
            ? t("returnDateRequired")
            : (dayProblem(t, back, today) ?? (isRealDay(form.departDate) && back < form.departDate ? t("returnBeforeDeparture") : null));
        if (problem) ctx.addIssue({ code: "custom", path: ["returnDate"], message: problem });
      })
      // A one-way trip has no return date, whatever the (hidden) field still held.
      .transform((form) => ({ ...form, returnDate: form.trip === "return" ? (form.returnDate ?? null) : null }))
  );
}
