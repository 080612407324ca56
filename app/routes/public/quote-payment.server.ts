import { data, redirect } from "react-router";
import { MONEY_ONLINE_WORDS } from "~/content/money-online";
import { formatMoney } from "~/domain/money";
import type { Locale } from "~/domain/locale";
import type { QuotePaymentView } from "~/domain/payment-offer";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import { quotePath } from "~/server/enquiries/quotes.server";
import { quotePaymentOffer, startOnlinePayment } from "~/server/money/providers/online-payments.server";
import type { PaymentProvider } from "~/server/money/providers/payment-provider.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { getSiteContent } from "~/server/platform/site-content.server";
import { visitor } from "~/server/platform/visitor.server";
import { QUOTE_PAGE_HEADERS } from "./quote.server";

/** The quote page's payment block: null when nothing is left to pay (or the quote has no booking). */
export async function quotePaymentView(token: string, locale: Locale, provider?: PaymentProvider): Promise<QuotePaymentView | null> {
  const offer = await quotePaymentOffer(token, provider);
  if (!offer) return null;
  const due = formatMoney({ amountMinor: offer.ledger.balance.dueMinor, currency: offer.ledger.balance.currency }, locale);
  if (offer.kind === "online") {
    return {
      kind: "online",
      due,
      amount: formatMoney(offer.amount, locale),
      partial: offer.amount.amountMinor < offer.ledger.balance.dueMinor,
      action: `${quotePath(token, locale)}?${PAY_ONLINE_QUERY}`,
    };
  }
  const office = (await getSiteContent(locale)).offices[offer.ledger.account.office];
  return { kind: "office", due, officeName: office.name, instructions: office.paymentInstructions?.trim() || null };
}

/** The "Pay online" form posts to the quote page with this in its address (the page's Accept and Decline post without). */
export const PAY_ONLINE_QUERY = "pay";

export function isPayOnlinePost(request: Request): boolean {
  return new URL(request.url).searchParams.has(PAY_ONLINE_QUERY);
}

/**
 * The "Pay online" post (a plain form): refused from another site (403); a link that opens no
 * quote, or nothing to pay online, is a 409 with the page's words; the payment started with
 * CinetPay is a 303 to its page; CinetPay refusing or unreachable is a 502 with the page's
 * words, and nothing is paid.
 */
export async function handlePayOnline(request: Request, token: string, context: RequestContext) {
  await refuseCrossSitePost(request, context);
  const { locale } = visitor(context);
  const words = MONEY_ONLINE_WORDS[locale];
  // The form has no field: the body is only checked to be a form.
  await readForm(request);
  const started = await startOnlinePayment(token, { locale, returnPath: quotePath(token, locale) });
  switch (started.status) {
    case "redirect":
      return redirect(started.url, { status: 303, headers: QUOTE_PAGE_HEADERS });
    case "not-offered":
      return data({ problem: words.notOffered }, { status: 409, headers: QUOTE_PAGE_HEADERS });
    case "failed":
      return data({ problem: words.startFailed }, { status: 502, headers: QUOTE_PAGE_HEADERS });
  }
}
