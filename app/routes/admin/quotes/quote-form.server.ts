import { data } from "react-router";
import type { DepartureChoice, QuoteFormOutcome } from "~/components/admin/quote-form";
import { lineRows } from "~/components/admin/quote-form";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { parseVersion } from "~/domain/catalogue-admin";
import { rateText } from "~/domain/currencies";
import { agencyToday } from "~/domain/departures";
import { enquiryHref } from "~/domain/enquiries";
import { fieldErrors, formValues, textAt, type FormValues } from "~/domain/form-fields";
import type { Locale } from "~/domain/locale";
import type { CurrencyCode } from "~/domain/money";
import { problem } from "~/content/problem";
import { parseQuoteFormIntent, priceFieldText, QUOTE_MESSAGES, quoteFormSchema } from "~/domain/quote-form";
import { defaultValidUntil, departureLines, quoteCurrency, quoteHref, type QuoteLine } from "~/domain/quotes";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { formatDays, getDeparture } from "~/server/catalogue/departures.server";
import { getEnquiry, type Enquiry } from "~/server/enquiries/enquiries.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { translatorFor } from "~/server/platform/messages.server";
import { readForm } from "~/server/platform/posted-form.server";
import {
  createQuote,
  departureChoices,
  departurePrices,
  getQuote,
  quoteDeparture,
  quoteRateFor,
  updateDraftQuote,
  type Quote,
} from "~/server/enquiries/quotes.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/** What the form is about: a new quote for an enquiry, or a draft being edited. */
export type QuoteFormSubject = { enquiry: Enquiry; quote: Quote | null };

/** The enquiry (new quote) or the draft and its enquiry (edit); a 404 for either missing, the quote screen for a quote no longer a draft. */
export async function requireQuoteFormSubject(params: { enquiryId?: string; id?: string }): Promise<QuoteFormSubject> {
  const quote = params.id !== undefined ? await getQuote(params.id) : null;
  if (params.id !== undefined && !quote) throw data(TEXTS.notFound, { status: 404 });
  const enquiry = await getEnquiry(quote?.enquiryId ?? params.enquiryId ?? "");
  if (!enquiry) throw data(TEXTS.enquiryNotFound, { status: 404 });
  return { enquiry, quote };
}

/** A kept rate as the form says it: "1 USD = 600 XOF (2026-11-24)", or that dollars need none. */
function rateSentence(currency: CurrencyCode, rate: { perUsdMicros: number | null; rateDay: string | null }): string {
  if (currency === "USD") return TEXTS.noRate;
  if (rate.perUsdMicros === null) return TEXTS.fillNeedsRate(currency);
  return TEXTS.rate(currency, rateText(rate.perUsdMicros), rate.rateDay ?? "");
}

/** The rate a save keeps: the quote's own while its currency stays, else today's. */
async function keptRate(currency: CurrencyCode, quote: Quote | null) {
  if (quote && quote.currency === currency) return { perUsdMicros: quote.perUsdMicros, rateDay: quote.rateDay };
  return quoteRateFor(currency);
}

function linesAsValues(lines: readonly QuoteLine[]): FormValues[] {
  return lines.map((line) => ({
    kind: line.kind,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: priceFieldText(line.unitPrice),
  }));
}

const EMPTY_LINE: FormValues = { kind: "other", description: "", quantity: "1", unitPrice: "" };

/**
 * The lines a departure fills in, in the customer's language, at the rate kept for the
 * currency; the seat and supplement lines replace those typed, other lines stay. A problem
 * (no departure chosen, none left, no rate) leaves the lines as they were.
 */
async function filledLines(
  values: FormValues,
  subject: QuoteFormSubject,
  today: string,
): Promise<{ lines: FormValues[]; notice?: string; error?: { field: string; message: string } }> {
  const typed = lineRows(values);
  const departureId = textAt(values, "departureId") ?? "";
  const currency = quoteCurrency(textAt(values, "currency"));
  if (!currency) return { lines: typed, error: { field: "currency", message: QUOTE_MESSAGES.currency } };
  if (!departureId) return { lines: typed, error: { field: "departureId", message: TEXTS.fillNeedsDeparture } };
  const [prices, described] = await Promise.all([
    departurePrices(departureId, currency),
    quoteDeparture(departureId, subject.enquiry.locale),
  ]);
  if (!prices || !described) return { lines: typed, error: { field: "departureId", message: TEXTS.departureNotFound } };
  const rate = await keptRate(currency, subject.quote);
  if (currency !== "USD" && rate.perUsdMicros === null)
    return { lines: typed, error: { field: "currency", message: TEXTS.fillNeedsRate(currency) } };
  const t = translatorFor(subject.enquiry.locale);
  const words = { tour: described.tourTitle, dates: described.datesText };
  const seats = (kind: string) => typed.filter((row) => row.kind === kind).reduce((sum, row) => sum + (Number(row.quantity) || 0), 0);
  const party = { adults: Math.max(1, seats("adult")), children: seats("child") };
  const filled = departureLines(
    prices,
    { currency, perUsdMicros: rate.perUsdMicros },
    { adult: t("quote.lineAdult", words), child: t("quote.lineChild", words), single: t("quote.lineSingle", words) },
    party,
    today,
  );
  const others = typed.filter(
    (row) => row.kind !== "adult" && row.kind !== "child" && row.kind !== "single" && (row.description || row.unitPrice),
  );
  return { lines: [...linesAsValues(filled), ...others], notice: TEXTS.filled };
}

/**
 * The form's starting values: the draft's, or for a new quote the enquiry's departure (else its
 * tour's next one) filled in for its party, in the customer's currency (else dollars).
 */
export async function startingValues(subject: QuoteFormSubject, today: string): Promise<FormValues> {
  const { quote, enquiry } = subject;
  if (quote) {
    return {
      departureId: quote.departureId ?? "",
      currency: quote.currency,
      validUntil: quote.validUntil,
      note: quote.note,
      lines: linesAsValues(quote.lines),
    };
  }
  const base: FormValues = {
    departureId: "",
    currency: enquiry.currency ?? "USD",
    validUntil: defaultValidUntil(today),
    note: "",
    lines: [EMPTY_LINE],
  };
  if (!enquiry.tourId) return base;
  const choices = await departureChoices({ tourId: enquiry.tourId, selectedId: enquiry.departureId }, today);
  const bookable = (choice: (typeof choices)[number]) =>
    choice.tourId === enquiry.tourId && choice.status !== "cancelled" && choice.seatsLeft > 0;
  // The departure the customer chose on the tour form, else the tour's next one with seats.
  const next = choices.find((choice) => choice.id === enquiry.departureId && bookable(choice)) ?? choices.find(bookable);
  if (!next) return base;
  // The party the tour form gave: its adults and children fill the seat lines.
  const party = enquiry.kind === "tour" && enquiry.details ? enquiry.details : null;
  const partyLines: FormValues[] = party
    ? [
        { kind: "adult", description: "", quantity: String(party.adults), unitPrice: "" },
        ...(party.children > 0 ? [{ kind: "child", description: "", quantity: String(party.children), unitPrice: "" }] : []),
      ]
    : [];
  // In the currency the customer browsed in, or dollars when it has no rate yet.
  for (const currency of new Set([enquiry.currency ?? "USD", "USD"])) {
    const values = { ...base, currency, departureId: next.id, lines: partyLines };
    const filled = await filledLines(values, subject, today);
    if (!filled.error || currency === "USD") return { ...values, lines: filled.lines.length > 0 ? filled.lines : [EMPTY_LINE] };
  }
  return base;
}

/** The departure choices by tour, for the form's select. */
export async function departureChoiceGroups(subject: QuoteFormSubject, today: string): Promise<DepartureChoice[]> {
  const rows = await departureChoices({ tourId: subject.enquiry.tourId, selectedId: subject.quote?.departureId ?? null }, today);
  const groups: DepartureChoice[] = [];
  for (const row of rows) {
    const title = row.tourId === subject.enquiry.tourId ? TEXTS.fields.departure.enquiryTour(row.tourTitle) : row.tourTitle;
    let group = groups.find((candidate) => candidate.tourTitle === title);
    if (!group) groups.push((group = { tourTitle: title, departures: [] }));
    const dates = formatDays(row.startDate, row.endDate, "en");
    const cancelled = row.status === "cancelled";
    group.departures.push({
      id: row.id,
      label: TEXTS.fields.departure.choice(dates, row.seatsLeft, cancelled),
      seatsLeft: cancelled ? 0 : row.seatsLeft,
    });
  }
  return groups;
}

/** The rate sentence for the currency the form shows. */
export async function rateSentenceFor(values: FormValues, quote: Quote | null): Promise<string> {
  const currency = quoteCurrency(textAt(values, "currency")) ?? "USD";
  return rateSentence(currency, await keptRate(currency, quote));
}

/**
 * The quote form's posts: Fill in, Add a line and Remove line N answer with the form's rows
 * changed and nothing saved; Save checks the whole quote and creates it (a draft, numbered) or
 * saves the draft at the version shown (decision 0004: a stale one is refused with 409, what
 * was typed comes back).
 */
export async function handleQuoteFormPost(request: Request, context: RequestContext, subject: QuoteFormSubject) {
  signedInUser(context);
  const today = agencyToday();
  const form = await readForm(request);
  const values = formValues(form);
  const parsedIntent = parseQuoteFormIntent(form.get("intent"));
  const answer = async (status: number, outcome: Omit<QuoteFormOutcome, "values"> & { values?: FormValues }) =>
    data<QuoteFormOutcome & { rateText: string }>(
      { values: outcome.values ?? values, ...outcome, rateText: await rateSentenceFor(outcome.values ?? values, subject.quote) },
      { status },
    );
  if (!parsedIntent) return answer(400, { problem: problem(TEXTS.unknownAction) });
  const { intent, line } = parsedIntent;

  if (intent === "add-line") return answer(200, { values: { ...values, lines: [...lineRows(values), EMPTY_LINE] } });
  if (intent === "remove-line") {
    const rows = lineRows(values).filter((_, index) => index !== line);
    return answer(200, { values: { ...values, lines: rows.length > 0 ? rows : [EMPTY_LINE] } });
  }
  if (intent === "fill") {
    const filled = await filledLines(values, subject, today);
    if (filled.error) return answer(400, { fieldErrors: { [filled.error.field]: filled.error.message } });
    return answer(200, { values: { ...values, lines: filled.lines }, notice: filled.notice });
  }

  const parsed = quoteFormSchema(today).safeParse(values);
  if (!parsed.success) return answer(400, { fieldErrors: fieldErrors(parsed.error) });
  if (parsed.data.departureId && !(await getDeparture(parsed.data.departureId))) {
    return answer(400, { fieldErrors: { departureId: TEXTS.departureNotFound } });
  }
  const rate = await keptRate(parsed.data.currency, subject.quote);
  if (!subject.quote) {
    const quote = await createQuote({ ...parsed.data, ...rate, enquiryId: subject.enquiry.id, locale: subject.enquiry.locale as Locale });
    return redirectWithToast(quoteHref(quote.id), { type: "success", ...TEXTS.created(quote.number) });
  }
  const version = parseVersion(form.get("version"));
  if (version === null) return answer(400, { problem: problem(TEXTS.saveError) });
  const result = await updateDraftQuote(subject.quote.id, { ...parsed.data, ...rate }, version, today);
  switch (result.status) {
    case "ok":
      return redirectWithToast(quoteHref(result.quote.id), { type: "success", ...TEXTS.updated(result.quote.number) });
    case "conflict":
      return answer(409, { problem: problem(TEXTS.conflict), conflict: true });
    case "refused":
      return answer(409, { problem: problem(TEXTS.refused.edit) });
    case "not-found":
      throw data(TEXTS.notFound, { status: 404 });
  }
}

/** Where the form's back link goes: the quote being edited, else the enquiry. */
export function backLink(subject: QuoteFormSubject): { to: string; label: string } {
  return subject.quote
    ? { to: quoteHref(subject.quote.id), label: TEXTS.backToQuote }
    : { to: enquiryHref(subject.enquiry.id), label: TEXTS.backToEnquiry };
}
