import { Printer } from "lucide-react";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";
import { useTranslations } from "use-intl";
import { RouteError } from "~/components/site/route-error";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { Notice } from "~/components/ui/notice";
import { useHydrated } from "~/components/ui/use-hydrated";
import { COMPANY } from "~/content/company";
import { MAIN_OFFICE } from "~/domain/offices";
import type { QuoteState } from "~/domain/quotes";
import { pageMessagesFor, translatorFor } from "~/server/platform/messages.server";
import { visitor } from "~/server/platform/visitor.server";
import { handleQuoteAnswer, loadPublicQuote, QUOTE_PAGE_HEADERS, type PublicQuoteView } from "./quote.server";
import { handlePayOnline, isPayOnlinePost, quotePaymentView } from "./quote-payment.server";
import { QuotePayment } from "~/components/site/quote-payment";
import type { QuotePaymentView } from "~/domain/payment-offer";
import type { Locale } from "~/domain/locale";
import type { loader as layoutLoader } from "./layout";
import type { Route } from "./+types/quote";

/**
 * The customer's page of a quote (issue #13), reached by the link e-mailed to them: what is
 * offered, the total in the quoted currency, until when it can be accepted, and Accept and
 * Decline buttons that are plain forms. One person's page: never cached, never indexed, in no
 * sitemap; a link that opens no quote is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, today } = visitor(context);
  const quote = await loadPublicQuote(params.token, locale, today);
  if (!quote) throw data(null, { status: 404, headers: QUOTE_PAGE_HEADERS });
  const title = `${translatorFor(locale)("quote.metaTitle", { number: isolated(quote.number) })} | ${COMPANY.name}`;
  const payment = await quotePaymentView(params.token, locale);
  return data({ quote, payment, locale, title, messages: pageMessagesFor(locale, ["quote"]) }, { headers: QUOTE_PAGE_HEADERS });
}

/** The quote's number kept left to right inside an Arabic sentence (Unicode first-strong isolate). */
function isolated(number: string): string {
  return `\u2068${number}\u2069`;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  if (isPayOnlinePost(request)) return handlePayOnline(request, params.token, context);
  return handleQuoteAnswer(request, params.token, context);
}

export function headers() {
  return QUOTE_PAGE_HEADERS;
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteView quote={loaderData.quote} payment={loaderData.payment} locale={loaderData.locale} problem={actionData?.problem} />;
}

function QuoteView({
  quote,
  payment,
  locale,
  problem,
}: {
  quote: PublicQuoteView;
  payment: QuotePaymentView | null;
  locale: Locale;
  problem: string | undefined;
}) {
  const t = useTranslations("quote");
  return (
    <main id="main" className="bg-gray-50 print:bg-white">
      <header className="bg-brand-800 text-white print:bg-white print:text-ink">
        <div className="mx-auto flex max-w-4xl flex-wrap items-end justify-between gap-4 px-4 py-10 sm:px-6 lg:px-8 print:px-0 print:py-4">
          <div className="space-y-2">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase print:text-muted">{t("eyebrow")}</p>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title", { number: isolated(quote.number) })}</h1>
            <p className="text-white/85 print:text-ink">{t("preparedFor", { name: quote.customerName })}</p>
            <AgencyLine />
          </div>
          <PrintButton />
        </div>
      </header>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8 print:space-y-6 print:px-0 print:py-4">
        {problem ? <Notice type="error" text={problem} /> : null}
        <QuoteStateNotice quote={quote} />
        <QuoteFacts quote={quote} />
        <QuoteLines quote={quote} />
        {quote.payments ? <QuotePayments payments={quote.payments} /> : null}
        {payment ? <QuotePayment payment={payment} locale={locale} /> : null}
        {quote.note ? (
          <section aria-labelledby="quote-note" className="space-y-2">
            <h2 id="quote-note" className="text-lg font-semibold text-ink">
              {t("note")}
            </h2>
            <p className="leading-relaxed break-words whitespace-pre-line text-ink">{quote.note}</p>
          </section>
        ) : null}
        {quote.state === "sent" ? <QuoteAnswer quote={quote} /> : null}
        <p className="print:hidden">
          <a href={quote.contactHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t("contact")}
          </a>
        </p>
      </div>
    </main>
  );
}

/** On paper only (the site's header and footer are not printed): who the quote is from, and how to reach them. */
function AgencyLine() {
  const { contact, offices } = useRouteLoaderData<typeof layoutLoader>("routes/public/layout")!;
  // The head office's address and phone (the offices section, issue #23).
  const { address, phone } = offices[MAIN_OFFICE];
  return (
    <p className="hidden text-sm print:block">
      {contact.companyName} · {address} · <bdi>{phone}</bdi> · {contact.emails.info}
    </p>
  );
}

/** A browser's print dialog: only once the page runs its script (printing works from the menu anyway). */
function PrintButton() {
  const t = useTranslations("quote");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-md border border-white/40 px-4 py-2 text-sm font-medium text-white hover:bg-white/10 print:hidden"
    >
      <Printer aria-hidden className="size-4" />
      {t("print")}
    </button>
  );
}

const CLOSED_STATES: Partial<Record<QuoteState, "accepted" | "declined" | "expired" | "withdrawn" | "superseded" | "failed">> = {
  accepted: "accepted",
  declined: "declined",
  expired: "expired",
  withdrawn: "withdrawn",
  superseded: "superseded",
  failed: "failed",
};

/** Where the quote stands once it cannot be answered any more. */
function QuoteStateNotice({ quote }: { quote: PublicQuoteView }) {
  const t = useTranslations("quote");
  const closed = CLOSED_STATES[quote.state];
  if (!closed) return null;
  const date = quote.answeredOn ?? "";
  return (
    <section role="status" className="space-y-3 rounded-xl border border-brand-200 bg-white p-5 shadow-sm">
      {closed === "accepted" ? (
        <>
          <p className="font-semibold text-ink">{t("accepted", { date })}</p>
          {quote.hold ? <p className="text-ink">{t("held", { count: quote.hold.seats, date: quote.hold.until })}</p> : null}
          {quote.bookedSeats ? <p className="text-ink">{t("confirmed", { count: quote.bookedSeats })}</p> : null}
        </>
      ) : closed === "declined" ? (
        <p className="font-semibold text-ink">{t("declined", { date })}</p>
      ) : closed === "expired" ? (
        <>
          <p className="font-semibold text-ink">{t("expired", { date: quote.validUntil })}</p>
          <p className="text-muted">{t("expiredText")}</p>
          {/* A new document: the contact page's own policy allows its map (decision 0018). */}
          <a href={quote.contactHref} className={`${LINK_BUTTON.primary} print:hidden`}>
            {t("askNew")}
          </a>
        </>
      ) : (
        <p className="font-semibold text-ink">{t(closed)}</p>
      )}
    </section>
  );
}

function QuoteFacts({ quote }: { quote: PublicQuoteView }) {
  const t = useTranslations("quote");
  return (
    <section aria-label={t("title", { number: quote.number })} className="space-y-3">
      <ul className="grid gap-3 text-ink sm:grid-cols-2">
        <li>{t("issued", { date: quote.issuedOn })}</li>
        <li className="font-semibold">{t("validUntil", { date: quote.validUntil })}</li>
        {quote.revision > 1 ? <li>{t("revision", { revision: quote.revision })}</li> : null}
        {quote.departure ? (
          <li className="sm:col-span-2">
            <span className="text-muted">{t("departure")}: </span>
            <span className="font-semibold">{quote.departure.tourTitle}</span>, {quote.departure.datesText}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function QuoteLines({ quote }: { quote: PublicQuoteView }) {
  const t = useTranslations("quote");
  const cell = "px-3 py-3 align-top";
  // Columns only wide screens show (a phone reads them under the description).
  const wide = "hidden sm:table-cell";
  return (
    <section aria-labelledby="quote-offered" className="space-y-3">
      <h2 id="quote-offered" className="text-lg font-semibold text-ink">
        {t("offered")}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm print:shadow-none">
        <table className="w-full border-collapse text-sm" data-testid="quote-lines">
          <caption className="sr-only">{t("linesCaption", { number: quote.number })}</caption>
          <thead className="bg-gray-50 text-muted">
            <tr className="border-b border-gray-200">
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t("description")}
              </th>
              <th scope="col" className={`${cell} ${wide} text-end font-semibold`}>
                {t("quantity")}
              </th>
              <th scope="col" className={`${cell} ${wide} text-end font-semibold`}>
                {t("unitPrice")}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t("amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index} className="border-b border-gray-100">
                <td className={`${cell} wrap-anywhere text-ink`}>
                  {line.description}
                  {/* A phone has no room for four columns: the quantity and unit price go under the description. */}
                  <span data-amount className="mt-1 block text-muted tabular-nums sm:hidden">
                    {line.quantity} × <bdi className="whitespace-nowrap">{line.unitPrice}</bdi>
                  </span>
                </td>
                <td className={`${cell} ${wide} text-end tabular-nums`}>{line.quantity}</td>
                <td data-amount className={`${cell} ${wide} text-end tabular-nums whitespace-nowrap`}>
                  <bdi>{line.unitPrice}</bdi>
                </td>
                <td data-amount className={`${cell} text-end tabular-nums whitespace-nowrap`}>
                  <bdi>{line.amount}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} ${wide} text-end text-base font-semibold text-ink`}>
                {t("total")}
              </th>
              <th scope="row" className={`${cell} text-end text-base font-semibold text-ink sm:hidden`}>
                {t("total")}
              </th>
              <td
                className={`${cell} text-end text-base font-bold whitespace-nowrap text-brand-800 tabular-nums`}
                data-testid="quote-total"
                data-amount
              >
                <bdi>{quote.total}</bdi>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** What the customer paid and what is left (issue #27): amounts in their language, numbers left to right. */
function QuotePayments({ payments }: { payments: NonNullable<PublicQuoteView["payments"]> }) {
  const t = useTranslations("quote");
  return (
    <section
      aria-labelledby="quote-payments"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="quote-payments"
    >
      <h2 id="quote-payments" className="text-lg font-semibold text-ink">
        {t("paymentsTitle")}
      </h2>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t("paymentsPaid")}</dt>
          <dd className="font-semibold text-ink">
            <bdi>{payments.paid}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("paymentsDue")}</dt>
          <dd className="font-semibold text-ink">
            {payments.due === null ? (
              t("paymentsPaidInFull")
            ) : payments.next?.date ? (
              t("paymentsDueOn", { amount: `\u2068${payments.next.amount}\u2069`, date: payments.next.date })
            ) : payments.next ? (
              t("paymentsDueAtPickup", { amount: `\u2068${payments.next.amount}\u2069` })
            ) : (
              <bdi>{payments.due}</bdi>
            )}
          </dd>
        </div>
      </dl>
      {payments.refunded ? (
        <p className="text-sm text-muted">{t("paymentsRefunded", { amount: `\u2068${payments.refunded}\u2069` })}</p>
      ) : null}
      {payments.rows.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{t("paymentsCaption")}</caption>
          <thead>
            <tr className="text-start text-muted">
              <th scope="col" className="py-1 text-start font-medium">
                {t("paymentsDate")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("paymentsMethod")}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t("paymentsAmount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.rows.map((row) => (
              <tr key={row.id} className="border-t border-gray-100">
                <td className="py-1.5">
                  {row.day}
                  {row.receipt ? (
                    <div className="text-xs">
                      {row.receiptHref ? (
                        <a href={row.receiptHref} className="text-brand-700 underline-offset-4 hover:underline">
                          {t("paymentsReceipt", { number: `\u2068${row.receipt}\u2069` })}
                        </a>
                      ) : (
                        t("paymentsReceipt", { number: `\u2068${row.receipt}\u2069` })
                      )}
                    </div>
                  ) : null}
                </td>
                <td className="py-1.5">{row.method}</td>
                <td className="py-1.5 text-end whitespace-nowrap tabular-nums">
                  <bdi>{row.amount}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {payments.invoices.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-ink">{t("paymentsDocuments")}</h3>
          <ul className="text-sm">
            {payments.invoices.map((invoice) => (
              <li key={invoice.number}>
                <a href={invoice.href} className="text-brand-700 underline-offset-4 hover:underline">
                  {t(invoice.creditNote ? "paymentsCreditNote" : "paymentsInvoice", { number: `\u2068${invoice.number}\u2069` })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** Accept and Decline: two buttons of one plain form, so they work without JavaScript. */
function QuoteAnswer({ quote }: { quote: PublicQuoteView }) {
  const t = useTranslations("quote");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <section aria-labelledby="quote-answer" className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm print:hidden">
      <h2 id="quote-answer" className="text-lg font-semibold text-ink">
        {t("answerTitle")}
      </h2>
      <p className="text-muted">{t("answerText")}</p>
      <Form method="post" aria-label={t("answerLabel", { number: quote.number })} className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="accept"
          disabled={busy}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t("accept")}
        </button>
        <button
          type="submit"
          name="intent"
          value="decline"
          disabled={busy}
          className="rounded-md border border-gray-300 px-5 py-2.5 font-semibold text-ink hover:bg-gray-100 disabled:opacity-60"
        >
          {t("decline")}
        </button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? COMPANY.name },
  { name: "robots", content: "noindex, nofollow" },
];

/** A link that opens no quote: the site's 404 page (the layout's own pieces, so no code of its own). */
export function ErrorBoundary() {
  return <RouteError />;
}
