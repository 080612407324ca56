import { createCookie, data } from "react-router";
import { QUOTE_ADMIN_TEXTS as TEXTS, QUOTE_LINE_KIND_LABELS, QUOTE_STATE_LABELS } from "~/content/quotes-admin";
import { bookingActions, bookingState } from "~/domain/bookings";
import { parseVersion } from "~/domain/catalogue-admin";
import { rateText } from "~/domain/currencies";
import { formatMoney } from "~/domain/money";
import { agencyToday } from "~/domain/departures";
import { formatReceived } from "~/domain/enquiries";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { whatsAppHref } from "~/domain/offices";
import { staffTimeZone } from "~/server/platform/offices.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { LOCALE_NAMES } from "~/domain/locale";
import { problem, type Problem } from "~/content/problem";
import { defaultValidUntil, inDollars, lineAmount, quoteActions, quoteEditHref, quoteHref, quoteState } from "~/domain/quotes";
import { bookingOfQuote } from "~/server/enquiries/bookings.server";
import { getEnquiry } from "~/server/enquiries/enquiries.server";
import { getEnv } from "~/server/platform/env.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import { addEventDetail } from "~/server/enquiries/quote-events.server";
import { quoteOutboxMail } from "~/server/enquiries/quote-mail.server";
import { agencyFooter } from "~/server/platform/mail-outbox/customer-mails.server";
import { sendMailNow } from "~/server/platform/mail-outbox/outbox.server";
import {
  getQuote,
  listQuoteRevisions,
  quoteDeparture,
  quotePath,
  quoteRateFor,
  reviseQuote,
  seatsShort,
  sendQuote,
  withdrawQuote,
  type Quote,
} from "~/server/enquiries/quotes.server";
import { handleBookingPost } from "./bookings.server";
import { moneyPanel } from "~/server/money/account-money.server";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import type { ReasonStepOutcome } from "~/components/admin/confirm-with-reason";
import { QUOTE_SEATS_TEXTS as SEATS_TEXTS } from "~/content/booking-changes-admin";

/**
 * The customer's link, shown once on the quote's screen right after sending: only its hash is
 * stored, so it travels to the next page in a signed, short-lived cookie of this path alone.
 */
function linkCookie() {
  const env = getEnv();
  return createCookie("cw_quote_link", {
    httpOnly: true,
    sameSite: "strict",
    path: "/admin/quotes",
    secure: env.SITE_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET],
    maxAge: 600,
  });
}

/** The link to show for this quote, if it was just sent, and the header that forgets it. */
async function takeLink(request: Request, quoteId: string): Promise<{ link: string | null; headers: Headers }> {
  const cookie = linkCookie();
  const value = (await cookie.parse(request.headers.get("Cookie"))) as { quoteId?: string; link?: string } | null;
  const headers = new Headers();
  if (!value) return { link: null, headers };
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { link: value.quoteId === quoteId && typeof value.link === "string" ? value.link : null, headers };
}

export async function requireQuote(id: string): Promise<Quote> {
  const quote = await getQuote(id);
  if (!quote) throw data(TEXTS.notFound, { status: 404 });
  return quote;
}

/** Everything the quote's screen shows, worked out on the server. */
export async function loadQuoteScreen(request: Request, id: string, context: RequestContext) {
  const quote = await requireQuote(id);
  const today = agencyToday();
  const [enquiry, departure, booking, revisions, { link, headers }, timeZone] = await Promise.all([
    getEnquiry(quote.enquiryId),
    quoteDeparture(quote.departureId, "en", today),
    bookingOfQuote(quote.id),
    listQuoteRevisions(quote.number),
    takeLink(request, quote.id),
    staffTimeZone(context),
  ]);
  if (!enquiry) throw data(TEXTS.notFound, { status: 404 });
  const state = quoteState(quote, today);
  const reference = TEXTS.numberWithRevision(quote.number, quote.revision);
  // Issue #23: before sending, say when the departure no longer has the seats the quote asks for.
  const short = quoteActions(state).send ? await seatsShort(quote, today) : null;
  const bookingNow = booking ? bookingState(booking, today) : null;
  const money = booking ? await moneyPanel("booking", booking.id, signedInUser(context), timeZone) : null;
  const view = {
    quote: {
      id: quote.id,
      number: quote.number,
      revision: quote.revision,
      version: quote.version,
      currency: quote.currency,
      state,
      actions: quoteActions(state),
      validUntil: quote.validUntil,
      note: quote.note,
      // In the reader's office zone, with its short name (issue #23).
      created: TEXTS.createdBy(quote.createdBy, formatReceived(new Date(quote.createdAt), timeZone)),
      lines: quote.lines.map((line) => ({
        kind: QUOTE_LINE_KIND_LABELS[line.kind],
        description: line.description,
        quantity: line.quantity,
        unitPrice: formatMoney(line.unitPrice),
        amount: formatMoney(lineAmount(line)),
      })),
      total: formatMoney(quote.total),
      dollars:
        quote.currency !== "USD" && quote.perUsdMicros !== null
          ? TEXTS.dollarEquivalent(formatMoney(inDollars(quote.total, quote.perUsdMicros)))
          : null,
      rate:
        quote.currency === "USD" || quote.perUsdMicros === null
          ? null
          : TEXTS.rate(quote.currency, rateText(quote.perUsdMicros), quote.rateDay ?? ""),
    },
    enquiry: {
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      language: LOCALE_NAMES[quote.locale],
      // WhatsApp with the quote's number already written (issue #23).
      whatsApp: enquiry.phone ? whatsAppHref(enquiry.phone, OFFICE_TEXTS.quoteMessage(enquiry.name, reference)) : null,
    },
    departure: departure ? { tourId: departure.tourId, title: departure.tourTitle, dates: departure.datesText } : null,
    booking:
      booking && bookingNow
        ? {
            id: booking.id,
            version: booking.version,
            quote: TEXTS.numberWithRevision(quote.number, quote.revision),
            seats: booking.seats,
            state: bookingNow,
            adults: booking.adults,
            children: booking.children,
            heldUntil: booking.heldUntil,
            actions: bookingActions(bookingNow),
            depositPaid: money?.depositPaid ?? true,
            depositText: money?.depositText ?? "",
          }
        : null,
    revisions: revisions.map((revision) => ({
      id: revision.id,
      revision: revision.revision,
      stateLabel: QUOTE_STATE_LABELS[quoteState(revision, today)],
      total: formatMoney(revision.total),
      current: revision.id === quote.id,
    })),
    link,
    // The customer's link to share on WhatsApp, to their number when they gave one.
    shareLink: link ? whatsAppHref(enquiry.phone ?? "", OFFICE_TEXTS.quoteShareMessage(enquiry.name, reference, link)) : null,
    money,
    mailConfigured: Boolean(getEnv().SMTP_URL),
    shortOfSeats: short ? (short.cancelled ? SEATS_TEXTS.cancelledDeparture : SEATS_TEXTS.sendRefused(short.seats, short.seatsLeft)) : null,
  };
  return data(view, { headers });
}

export type QuoteScreenResult = {
  problem?: Problem;
  conflict?: boolean;
  releaseStep?: string;
  confirmStep?: string;
  reasonOutcome?: ReasonStepOutcome;
};

const REFUSED: Record<"send" | "withdraw" | "revise", string> = {
  send: TEXTS.refused.send,
  withdraw: TEXTS.refused.withdraw,
  revise: TEXTS.refused.revise,
};

/**
 * The quote screen's buttons, each posting the version shown: send (a new link e-mailed in the
 * customer's language, or given to copy), withdraw, revise (a new draft revision, opened for
 * editing), and the booking's confirm and release.
 */
export async function handleQuoteScreenPost(request: Request, id: string) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "confirm-booking" || intent === "release-booking") return handleBookingPost(form, quoteHref(id));
  const refuse = (status: number, result: QuoteScreenResult) => data<QuoteScreenResult>(result, { status });
  if (intent !== "send" && intent !== "withdraw" && intent !== "revise") return refuse(400, { problem: problem(TEXTS.unknownAction) });
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, { problem: problem(TEXTS.saveError) });
  const quote = await requireQuote(id);
  const enquiry = await getEnquiry(quote.enquiryId);
  if (!enquiry) throw data(TEXTS.notFound, { status: 404 });

  const today = agencyToday();
  const refused = (result: { status: "not-found" | "conflict" | "refused" }) => {
    if (result.status === "not-found") throw data(TEXTS.notFound, { status: 404 });
    if (result.status === "conflict") return refuse(409, { problem: problem(TEXTS.conflict), conflict: true });
    return refuse(409, { problem: problem(REFUSED[intent]) });
  };

  if (intent === "withdraw") {
    const result = await withdrawQuote(id, version, today);
    if (result.status !== "ok") return refused(result);
    return redirectWithToast(quoteHref(id), { type: "success", ...TEXTS.withdrawnToast(quote.number) });
  }
  if (intent === "revise") {
    const fresh = { validUntil: defaultValidUntil(today), ...(await quoteRateFor(quote.currency)) };
    const result = await reviseQuote(id, version, fresh, today);
    if (result.status !== "ok") return refused(result);
    return redirectWithToast(quoteEditHref(result.revision!.id), { type: "success", ...TEXTS.revisedToast(quote.number) });
  }

  const env = getEnv();
  const linkOf = (token: string) => `${env.SITE_URL}${quotePath(token, quote.locale)}`;
  // Without mail set up nothing is queued: staff copy the link themselves.
  const agency = env.SMTP_URL ? await agencyFooter(quote.locale, env) : null;
  const result = await sendQuote(
    id,
    version,
    enquiry.email,
    today,
    agency ? (token) => quoteOutboxMail(quote, enquiry, linkOf(token), agency, env) : undefined,
  );
  if (result.status === "short")
    return refuse(409, {
      problem: problem(result.cancelled ? SEATS_TEXTS.cancelledDeparture : SEATS_TEXTS.sendRefused(result.seats, result.seatsLeft)),
    });
  if (result.status !== "ok") return refused(result);
  // The e-mail was queued with the change; the mail server is asked now (a slow one holds no
  // transaction), its answer joins the timeline's event and the toast; the link is shown once on the next page.
  const link = linkOf(result.token!);
  const delivery = result.outboxId ? (await sendMailNow(result.outboxId, env)).status : "skipped";
  await addEventDetail(result.eventId!, { delivery });
  const toast =
    delivery === "sent"
      ? TEXTS.sent(quote.number, enquiry.email)
      : delivery === "failed"
        ? TEXTS.sentMailFailed(quote.number)
        : delivery === "queued"
          ? TEXTS.sentMailQueued(quote.number)
          : TEXTS.sentNoMail(quote.number);
  const response = await redirectWithToast(quoteHref(id), { type: delivery === "failed" ? "error" : "success", ...toast });
  response.headers.append("Set-Cookie", await linkCookie().serialize({ quoteId: id, link }));
  return response;
}
