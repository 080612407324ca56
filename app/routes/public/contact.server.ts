import { redirect } from "react-router";
import { CONTACT_TOUR_FIELD, contactPrefill, contactSchema, type ContactPrefill } from "~/domain/contact";
import { localizedPath, type Locale } from "~/domain/locale";
import { fieldErrors, textAt, type FieldErrors } from "~/domain/form-fields";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { visitor } from "~/server/platform/visitor.server";
import { MAIN_OFFICE, OFFICE_CHOICE_FIELD, readOfficeChoice } from "~/domain/offices";
import { problem } from "~/content/problem";
import { markSent, readPublicForm, refusalsFor, storeWithinSenderLimit, takeSent } from "~/server/enquiries/public-forms.server";
import { requestInfo, type RequestContext } from "~/server/platform/request-context.server";
import { recordThrottled } from "~/server/accounts/audit.server";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import { log } from "~/server/platform/log.server";
import { getPublicTour } from "~/server/catalogue/public-catalogue.server";
import { isRealDay } from "~/domain/departures";
import { formatDay } from "~/server/catalogue/departures.server";
import { translatorFor } from "~/server/platform/messages.server";
import { lastReadSiteContent } from "~/server/platform/site-content.server";
import { enquirySourceOf } from "~/server/enquiries/visit-source.server";

const MAX_TOUR_ID = 200;

/**
 * The form's starting values from `?tour=` (and a departure's `?date=`, issue #12) or
 * `?subject=`; an unknown tour gives no prefill, a date that is not a real day is left out.
 */
export async function loadContactPrefill(url: URL, locale: Locale): Promise<ContactPrefill> {
  const tourId = url.searchParams.get("tour")?.slice(0, MAX_TOUR_ID);
  const tour = tourId ? await getPublicTour(tourId) : null;
  const t = translatorFor(locale);
  const date = url.searchParams.get("date") ?? "";
  return contactPrefill(url.searchParams.get("subject"), tour, (title) =>
    isRealDay(date)
      ? t("departures.bookingRequest", { tour: title, date: formatDay(date, locale) })
      : t("contact.bookingRequest", { tour: title }),
  );
}

/** The contact page's texts for the server, in the language of the page the form was sent from. */
function contactTexts(locale: Locale) {
  const t = translatorFor(locale);
  return {
    schema: contactSchema((key, values) => t(`contactErrors.${key}`, values)),
    unreadable: t("contact.unreadable"),
    rateLimited: t("contact.rateLimited"),
    officeUnknown: t("contactErrors.officeUnknown"),
    // Read without a query: this text is for when the database failed.
    saveFailed: t("contact.saveFailed", { phone: lastReadSiteContent().offices[MAIN_OFFICE].phone }),
  };
}

/**
 * The contact form's POST: a foreign Origin is refused (403, thrown); a honeypot that is
 * filled or missing looks like success and stores nothing; otherwise the same schema as the
 * browser, then the message is stored within the per-sender rate limit (one atomic step) with the visitor's
 * acknowledgement and the agency's e-mail queued in the outbox (sent later). A sent message redirects to a fresh /contact (Post/Redirect/Get); every
 * refusal returns what was typed, so the visitor loses nothing.
 */
export async function handleContactPost(request: Request, context: RequestContext) {
  await refuseCrossSitePost(request, context);
  const { locale, currency } = visitor(context);
  const texts = contactTexts(locale);
  const { values, bot } = await readPublicForm(request, texts.unreadable);
  const sent = async () => redirect(localizedPath("/contact", locale), { headers: await markSent("contact") });
  if (bot) return sent();
  const refuse = refusalsFor(values);

  const parsed = texts.schema.safeParse(values);
  // The nearest office the visitor chose, if any (issue #23): one of the offices, or none.
  const office = readOfficeChoice(values[OFFICE_CHOICE_FIELD]);
  if (!parsed.success || office === undefined) {
    const officeError: FieldErrors = office === undefined ? { [OFFICE_CHOICE_FIELD]: texts.officeUnknown } : {};
    return refuse(400, { fieldErrors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...officeError } });
  }

  try {
    const tourId = textAt(values, CONTACT_TOUR_FIELD)?.slice(0, MAX_TOUR_ID);
    const tour = tourId ? await getPublicTour(tourId) : null;
    const stored = await storeWithinSenderLimit(context, (sender) =>
      addEnquiry(parsed.data, sender, tour?.id ?? null, locale, {
        kind: "contact",
        details: null,
        currency,
        office,
        source: enquirySourceOf(request, "/contact", locale),
      }),
    );
    if (!stored) {
      await recordThrottled(context, { form: "contact" });
      return refuse(429, { problem: problem(texts.rateLimited) });
    }
  } catch (error) {
    log.error({ err: error, reqId: requestInfo(context).id }, "Could not store a contact message");
    return refuse(503, { problem: problem(texts.saveFailed) });
  }
  return sent();
}

/** Whether the success banner is due (the contact form's marker), and the header that clears it. */
export const takeContactSent = (request: Request) => takeSent(request, "contact");
