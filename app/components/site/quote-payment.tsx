import { Form } from "react-router";
import { MONEY_ONLINE_WORDS } from "~/content/money-online";
import type { Locale } from "~/domain/locale";
import type { QuotePaymentView } from "~/domain/payment-offer";

/**
 * Paying a booking from the customer's quote page: "Pay online" through CinetPay (a plain form
 * posted to the site, which sends the customer on; no script needed), or the office's payment
 * instructions when paying online is not offered.
 */
export function QuotePayment({ payment, locale }: { payment: QuotePaymentView; locale: Locale }) {
  const words = MONEY_ONLINE_WORDS[locale];
  return (
    <section aria-labelledby="quote-payment" className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm print:hidden">
      <h2 id="quote-payment" className="text-lg font-semibold text-ink">
        {payment.kind === "online" ? words.title : words.officeTitle}
      </h2>
      {/* What is due and when is in the Payments section just above it. */}
      {payment.kind === "online" ? (
        <>
          <p className="text-muted">{words.onlineText}</p>
          {/* A whole page's post: the answer is a redirect to CinetPay's own page. */}
          <Form method="post" action={payment.action} reloadDocument>
            <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              {words.payButton.before}
              <bdi className="whitespace-nowrap tabular-nums">{payment.amount}</bdi>
              {words.payButton.after}
            </button>
          </Form>
          {payment.partial ? <p className="text-sm text-muted">{words.restAtOffice}</p> : null}
          <p className="text-sm text-muted">{words.afterPaying}</p>
        </>
      ) : (
        <>
          <p className="text-muted">{words.officeText(payment.officeName)}</p>
          <p className="leading-relaxed break-words whitespace-pre-line text-ink" data-testid="payment-instructions">
            {payment.instructions ?? words.noInstructions}
          </p>
        </>
      )}
    </section>
  );
}
