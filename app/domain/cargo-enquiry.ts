import { z } from "zod";
import { ENQUIRY_LIMITS, optionalLine, personAndMessage, requiredDay, samePlace, type EnquiryFormTexts } from "./enquiry-forms";
import { westernDigits } from "./digits";
import { CARGO_PLACES } from "./enquiry-kinds";
import { isPlainText } from "./form-fields";

/** The cargo form: from and to an office or another place, what is sent, its weight and size, the pickup day. */
export function cargoEnquirySchema(texts: EnquiryFormTexts, today: string) {
  const t = texts.enquiry;
  return (
    z
      .object({
        ...personAndMessage(texts),
        fromOffice: z.enum(CARGO_PLACES, { error: t("fromOfficeRequired") }),
        fromPlace: optionalLine(t),
        toOffice: z.enum(CARGO_PLACES, { error: t("toOfficeRequired") }),
        toPlace: optionalLine(t),
        contents: z
          .string({ error: t("contentsRequired") })
          .refine(isPlainText, t("plainText"))
          .trim()
          .min(1, t("contentsRequired"))
          .max(ENQUIRY_LIMITS.contents, t("tooLong", { max: ENQUIRY_LIMITS.contents })),
        weightKg: z
          .string({ error: t("weightRange", ENQUIRY_LIMITS.weightKg) })
          .transform((value) => westernDigits(value).trim())
          .pipe(z.string().regex(/^\d{1,6}([.,]\d{1,3})?$/, t("weightRange", ENQUIRY_LIMITS.weightKg)))
          .transform((value) => Number(value.replace(",", ".")))
          .pipe(
            z
              .number()
              .min(ENQUIRY_LIMITS.weightKg.min, t("weightRange", ENQUIRY_LIMITS.weightKg))
              .max(ENQUIRY_LIMITS.weightKg.max, t("weightRange", ENQUIRY_LIMITS.weightKg)),
          ),
        size: optionalLine(t),
        pickupDate: requiredDay(t, today),
      })
      .superRefine((form, ctx) => {
        for (const end of ["from", "to"] as const) {
          if (form[`${end}Office`] === "other" && !form[`${end}Place`]) {
            ctx.addIssue({ code: "custom", path: [`${end}Place`], message: t("otherPlaceRequired") });
          }
        }
        const same = form.fromOffice === form.toOffice && (form.fromOffice !== "other" || samePlace(form.fromPlace, form.toPlace));
        if (same) ctx.addIssue({ code: "custom", path: ["toOffice"], message: t("sameOffice") });
      })
      // A place written in counts only with "another place"; an office needs none.
      .transform((form) => ({
        ...form,
        fromPlace: form.fromOffice === "other" ? form.fromPlace : null,
        toPlace: form.toOffice === "other" ? form.toPlace : null,
      }))
  );
}
