import { createElement } from "react";
import { data, redirect } from "react-router";
import { EnquiryAside } from "~/components/site/enquiry-aside";
import { enquirySubject, type FormEnquiry } from "~/content/enquiry-kinds";
import { addDays, isBookable, isRealDay } from "~/domain/departures";
import { ENQUIRY_LIMITS, type EnquiryFormTexts } from "~/domain/enquiry-forms";
import { ENQUIRY_SCHEMAS, splitEnquiry, type EnquiryFormInput, type EnquiryPerson } from "~/domain/enquiry-schemas";
import { enquiryFormPath, MAX_DAYS_AHEAD, type EnquiryFormKind } from "~/domain/enquiry-kinds";
import { fieldErrors, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { localizedPath, type Locale } from "~/domain/locale";
import { MAIN_OFFICE, OFFICE_CHOICE_FIELD, readOfficeChoice } from "~/domain/offices";
import { problem } from "~/content/problem";
import { getDeparture, publicTourDates } from "~/server/catalogue/departures.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { pageMessagesFor, translatorFor } from "~/server/platform/messages.server";
import { getPublicTour, listPublicTours, MAX_FILTER_CHOICES } from "~/server/catalogue/public-catalogue.server";
import { markSent, readPublicForm, refusalsFor, storeWithinSenderLimit, takeSent } from "~/server/enquiries/public-forms.server";
import { requestInfo, type RequestContext } from "~/server/platform/request-context.server";
import { recordThrottled } from "~/server/accounts/audit.server";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import { log } from "~/server/platform/log.server";
import { getRequestSiteContent, lastReadSiteContent } from "~/server/platform/site-content.server";
import { renderStaticHtml } from "~/server/platform/static-html.server";
import { visitor } from "~/server/platform/visitor.server";
import type { Visitor } from "~/domain/visitor";
import { enquirySourceOf } from "~/server/enquiries/visit-source.server";

/*
 * The tour, air ticket, cargo and visa forms' pages and posts (issue #13; decision 0033), done
 * the contact form's way (decision 0006): the same schema as the browser, the honeypot, the
 * rate limit per sender shared with the contact form, Post/Redirect/Get with a one-time
 * confirmation, and every refusal returning what was typed.
 */

/** What every enquiry page's loader gives: its day bounds, its confirmation, its words, its aside as HTML. */
export async function loadEnquiryPage(kind: EnquiryFormKind, request: Request, context: RequestContext) {
  const { locale, today } = visitor(context);
  const t = translatorFor(locale);
  const [{ sent, headers }, content] = await Promise.all([takeSent(request, kind), getRequestSiteContent(context, locale)]);
  const page = {
    kind,
    /** The first and last day the date controls offer, on the agency's calendar. */
    today,
    lastDay: addDays(today, MAX_DAYS_AHEAD),
    sent,
    meta: { title: t(`enquire.${kind}.metaTitle`), description: t(`enquire.${kind}.metaDescription`) },
    messages: pageMessagesFor(locale, ["enquire", "enquireErrors", "contact", "contactErrors"]),
    aside: renderStaticHtml(locale, createElement(EnquiryAside, { kind, contact: content.contact, offices: content.offices })),
  };
  return { page, headers };
}

/** An enquiry page's loader: the page's data, and the header that clears its confirmation's marker. */
export function enquiryLoader(kind: Exclude<EnquiryFormKind, "tour">) {
  return async ({ request, context }: { request: Request; context: RequestContext }) => {
    const { page, headers } = await loadEnquiryPage(kind, request, context);
    return data(page, { headers });
  };
}

/** An enquiry page's action: the form's post (handleEnquiryPost). */
export function enquiryAction(kind: EnquiryFormKind) {
  return ({ request, context }: { request: Request; context: RequestContext }) => handleEnquiryPost(kind, request, context);
}

// The pages show a one-time confirmation, so no shared cache may keep a copy.
export function enquiryHeaders() {
  return { "Cache-Control": "private, no-cache" };
}

/** A departure as the tour form offers it: its days, price and seats left, in the visitor's language and currency. */
export type DepartureChoice = { id: string; startDate: string; label: string };

/** The tour form's start: a tour to choose, or the chosen tour with its open departures and the one asked for. */
export type TourChoice =
  | { tour: null; tours: { id: string; title: string }[] }
  | { tour: { id: string; title: string }; departures: DepartureChoice[]; departureId: string | null };

/**
 * `?tour=` (and a departure's `?date=`, as the tour page's Enquire links give them): the tour,
 * its departures with seats left, and the one of that date. No tour, or one that is not public:
 * the tours to choose from (at most MAX_FILTER_CHOICES, by title).
 */
export async function loadTourChoice(url: URL, { locale, currency, today }: Visitor): Promise<TourChoice> {
  const tourId = url.searchParams.get("tour")?.slice(0, ENQUIRY_LIMITS.tourId);
  const tour = tourId ? await getPublicTour(tourId, { currency, locale }) : null;
  if (!tour) {
    const tours = await listPublicTours({ limit: MAX_FILTER_CHOICES, locale });
    return { tour: null, tours: tours.map(({ id, title }) => ({ id, title })) };
  }
  const t = translatorFor(locale);
  const dates = await publicTourDates(tour, { currency, locale, today });
  const departures = dates.months
    .flatMap((month) => month.departures)
    .filter((departure) => departure.bookable)
    .map((departure) => ({
      id: departure.id,
      startDate: departure.startDate,
      label: [
        departure.datesText,
        departure.priceText,
        departure.seatsLeft !== null ? t("departures.seatsLeft", { count: departure.seatsLeft }) : null,
      ]
        .filter(Boolean)
        .join(" · "),
    }));
  const date = url.searchParams.get("date") ?? "";
  const asked = isRealDay(date) ? departures.find((departure) => departure.startDate === date) : undefined;
  return { tour: { id: tour.id, title: tour.title }, departures, departureId: asked?.id ?? null };
}

/** The forms' texts for the server, in the language of the page the form was sent from. */
function formTexts(locale: Locale) {
  const t = translatorFor(locale);
  const schema: EnquiryFormTexts = {
    contact: (key, values) => t(`contactErrors.${key}`, values),
    enquiry: (key, values) => t(`enquireErrors.${key}`, values),
  };
  return {
    schema,
    unreadable: t("enquire.unreadable"),
    rateLimited: t("contact.rateLimited"),
    officeUnknown: t("contactErrors.officeUnknown"),
    // Read without a query: this text is for when the database failed.
    saveFailed: () => t("contact.saveFailed", { phone: lastReadSiteContent().offices[MAIN_OFFICE].phone }),
  };
}

/** A checked form of one kind. */
type Checked = { [K in EnquiryFormKind]: { kind: K; input: EnquiryFormInput<K> } }[EnquiryFormKind];

function check(kind: EnquiryFormKind, values: FormValues, texts: EnquiryFormTexts, today: string): Checked | { fieldErrors: FieldErrors } {
  const result = ENQUIRY_SCHEMAS[kind](texts, today).safeParse(values);
  return result.success ? ({ kind, input: result.data } as Checked) : { fieldErrors: fieldErrors(result.error) };
}

/** What is stored: the person and message, the tour when there is one, the kind and its details. */
type Draft = { person: EnquiryPerson; tourId: string | null; about: FormEnquiry & { departureId?: string | null } };

/**
 * A checked tour form against the catalogue: the tour must be public, and a chosen departure
 * the tour's and still open (it may have filled since the page was shown).
 */
async function tourDraft(
  input: EnquiryFormInput<"tour">,
  texts: EnquiryFormTexts,
  today: string,
): Promise<Draft | { fieldErrors: FieldErrors }> {
  const { tourId, departureId, preferredDate, adults, children, ...person } = input;
  // In English: the title the agency reads and the subject it files the enquiry under.
  const tour = await getPublicTour(tourId);
  if (!tour) return { fieldErrors: { tourId: texts.enquiry("tourRequired") } };
  const departure = departureId ? await getDeparture(departureId) : null;
  if (departureId && (!departure || departure.tourId !== tour.id || !isBookable(departure, today))) {
    return { fieldErrors: { departureId: texts.enquiry("departureUnavailable") } };
  }
  return {
    person,
    tourId: tour.id,
    about: {
      kind: "tour",
      details: {
        tourTitle: tour.title,
        departureDate: departure?.startDate ?? null,
        // A chosen departure is the date; another one counts only without it.
        preferredDate: departure ? null : preferredDate,
        adults,
        children,
      },
      departureId: departure?.id ?? null,
    },
  };
}

async function draftOf(checked: Checked, texts: EnquiryFormTexts, today: string): Promise<Draft | { fieldErrors: FieldErrors }> {
  if (checked.kind === "tour") return tourDraft(checked.input, texts, today);
  const { person, details } = splitEnquiry(checked.input);
  return { person, tourId: null, about: { kind: checked.kind, details } as FormEnquiry };
}

/**
 * An enquiry form's POST: a foreign Origin is refused (403, thrown); a honeypot that is filled
 * or missing looks like success and stores nothing; otherwise the schema, the catalogue's say on a tour and its departure, then, within the sender's
 * limit (one atomic step), the enquiry is stored with its kind,
 * fields, language and the office the visitor chose (if any), its acknowledgement and the right mailbox's e-mail queued in the outbox. Sent: a redirect to
 * the empty form with its confirmation.
 */
export async function handleEnquiryPost(kind: EnquiryFormKind, request: Request, context: RequestContext) {
  await refuseCrossSitePost(request, context);
  const { locale, currency, today } = visitor(context);
  const texts = formTexts(locale);
  const { values, bot } = await readPublicForm(request, texts.unreadable);
  // Back to the empty form (a tour's own, after a tour enquiry), with its confirmation.
  const sent = async (query = "") => redirect(localizedPath(`${enquiryFormPath(kind)}${query}`, locale), { headers: await markSent(kind) });
  // The browser always sends the trap, empty: a post without it, with it filled or repeated, is a bot's.
  if (bot) return sent();
  const refuse = refusalsFor(values);

  const checked = check(kind, values, texts.schema, today);
  // The nearest office the visitor chose, if any (issue #23): one of the offices, or none.
  const office = readOfficeChoice(values[OFFICE_CHOICE_FIELD]);
  if ("fieldErrors" in checked || office === undefined) {
    const officeError: FieldErrors = office === undefined ? { [OFFICE_CHOICE_FIELD]: texts.officeUnknown } : {};
    return refuse(400, { fieldErrors: { ...("fieldErrors" in checked ? checked.fieldErrors : {}), ...officeError } });
  }

  try {
    const draft = await draftOf(checked, texts.schema, today);
    if ("fieldErrors" in draft) return refuse(400, draft);
    const stored = await storeWithinSenderLimit(context, (sender) =>
      addEnquiry({ ...draft.person, subject: enquirySubject(draft.about) }, sender, draft.tourId, locale, {
        ...draft.about,
        currency,
        office,
        source: enquirySourceOf(request, enquiryFormPath(kind), locale),
      }),
    );
    if (!stored) {
      await recordThrottled(context, { form: kind });
      return refuse(429, { problem: problem(texts.rateLimited) });
    }
    return sent(draft.tourId ? `?tour=${encodeURIComponent(draft.tourId)}` : "");
  } catch (error) {
    log.error({ err: error, reqId: requestInfo(context).id }, `Could not store a ${kind} enquiry`);
    return refuse(503, { problem: problem(texts.saveFailed()) });
  }
}
