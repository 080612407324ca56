import { Ban, Copy, History, MessageCircle, Pencil, Send } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { QuoteErrorHeader } from "~/components/admin/quote-error";
import { BookingButtons, PendingConfirm, PendingRelease } from "~/components/admin/booking-buttons";
import { AccountMoney } from "~/components/admin/money/account-money";
import type { ReasonStepOutcome } from "~/components/admin/confirm-with-reason";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { BookingStateBadge, QuoteStateBadge } from "~/components/admin/state-badges";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { QUOTE_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { enquiryHref } from "~/domain/enquiries";
import { WhatsAppLink } from "~/components/admin/whatsapp-link";
import { INBOX_TEXTS } from "~/content/inbox";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { telHref } from "~/domain/site-links";
import { quoteEditHref, quoteHref } from "~/domain/quotes";
import { handleQuoteScreenPost, loadQuoteScreen } from "./quote.server";
import type { Route } from "./+types/quote";

/** A quote's screen (issue #13): what it offers, where it stands, its booking, its revisions, and what staff can do next. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadQuoteScreen(request, params.id, context);
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleQuoteScreenPost(request, params.id);
}

type ScreenData = Route.ComponentProps["loaderData"];

export default function QuoteScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, enquiry, departure, booking, revisions, link, shareLink } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: enquiryHref(enquiry.id), label: TEXTS.backToEnquiry }}
        title={TEXTS.numberWithRevision(quote.number, quote.revision)}
        subtitle={quote.created}
        actions={<QuoteActions data={loaderData} />}
      />
      {actionData?.problem ? (
        <SaveProblemAlert problem={actionData.problem} conflict={actionData.conflict} reloadLabel={TEXTS.reload} />
      ) : null}
      {link ? <CustomerLink link={link} shareLink={shareLink} /> : null}
      <div className="grid grid-cols-1 gap-6 *:min-w-0 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AdminSection title={TEXTS.offered}>
            <Table>
              <TableCaption className="sr-only">{TEXTS.offered}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{TEXTS.lines.description}</TableHead>
                  <TableHead className="text-end">{TEXTS.lines.quantity}</TableHead>
                  <TableHead className="text-end">{TEXTS.lines.unitPrice(quote.currency)}</TableHead>
                  <TableHead className="text-end">{TEXTS.lines.amount}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {quote.lines.map((line, index) => (
                  <TableRow key={index}>
                    <TableCell>
                      <span className="block text-ink">{line.description}</span>
                      <span className="text-xs text-muted">{line.kind}</span>
                    </TableCell>
                    <TableCell className="text-end tabular-nums">{line.quantity}</TableCell>
                    <TableCell className="text-end whitespace-nowrap tabular-nums">{line.unitPrice}</TableCell>
                    <TableCell className="text-end whitespace-nowrap tabular-nums">{line.amount}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3} className="text-end font-semibold">
                    {TEXTS.total}
                  </TableCell>
                  <TableCell className="text-end font-semibold whitespace-nowrap tabular-nums" data-testid="admin-quote-total">
                    {quote.total}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <div className="mt-3 space-y-1 text-sm text-muted">
              {quote.rate ? <p>{quote.rate}</p> : null}
              {quote.dollars ? <p>{quote.dollars}</p> : null}
            </div>
          </AdminSection>
          {/* The ledger's table needs the wide column: in the side one it scrolled sideways. */}
          {booking && loaderData.money ? <AccountMoney panel={loaderData.money} /> : null}
          <AdminSection title={TEXTS.note}>
            {quote.note ? <p className="whitespace-pre-line text-ink">{quote.note}</p> : <p className="text-muted">{TEXTS.noNote}</p>}
          </AdminSection>
          {revisions.length > 1 ? <Revisions revisions={revisions} /> : null}
        </div>
        <aside className="space-y-6" aria-label={TEXTS.numberWithRevision(quote.number, quote.revision)}>
          <AdminSection title={TEXTS.status}>
            <AdminFacts
              facts={[
                [TEXTS.status, <QuoteStateBadge state={quote.state} />],
                [
                  TEXTS.customer,
                  <Link to={enquiryHref(enquiry.id)} className="text-brand-700 hover:underline">
                    {enquiry.name}
                  </Link>,
                ],
                ...(enquiry.phone
                  ? [
                      [
                        INBOX_TEXTS.phone,
                        <span className="inline-flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
                          <a
                            href={telHref(enquiry.phone)}
                            className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
                            dir="ltr"
                          >
                            {enquiry.phone}
                          </a>
                          {enquiry.whatsApp ? <WhatsAppLink href={enquiry.whatsApp} name={enquiry.name} /> : null}
                        </span>,
                      ] as [string, React.ReactNode],
                    ]
                  : []),
                [TEXTS.language, enquiry.language],
                [TEXTS.validUntil, quote.validUntil],
                [
                  TEXTS.departure,
                  departure === null ? (
                    TEXTS.noDeparture
                  ) : (
                    <Link to={`/admin/tours/${encodeURIComponent(departure.tourId)}#departures`} className="text-brand-700 hover:underline">
                      {departure.title}, {departure.dates}
                    </Link>
                  ),
                ],
              ]}
            />
          </AdminSection>
          {booking ? (
            <BookingPanel booking={booking} mailConfigured={loaderData.mailConfigured} outcome={actionData} />
          ) : quote.state === "accepted" ? (
            <AdminSection title={TEXTS.booking.title}>
              <p className="text-sm text-muted">{TEXTS.booking.none}</p>
            </AdminSection>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** Edit, Send (again), Withdraw, Revise: each a POST with the version shown, as the quote's state allows. */
function QuoteActions({ data }: { data: ScreenData }) {
  const { quote, mailConfigured } = data;
  const { actions } = quote;
  const post = (intent: string, label: string, icon: React.ReactNode, variant: "default" | "outline" = "outline") => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={quote.version} />
      <Button type="submit" variant={variant}>
        {icon}
        {label}
      </Button>
    </Form>
  );
  return (
    <>
      {actions.edit ? (
        <Button asChild variant="outline">
          <Link to={quoteEditHref(quote.id)}>
            <Pencil aria-hidden />
            {TEXTS.actions.edit}
          </Link>
        </Button>
      ) : null}
      {actions.send && quote.state !== "expired"
        ? post("send", quote.state === "draft" ? TEXTS.actions.send : TEXTS.actions.sendAgain, <Send aria-hidden />, "default")
        : null}
      {actions.revise ? post("revise", TEXTS.actions.revise, <History aria-hidden />) : null}
      {actions.withdraw ? post("withdraw", TEXTS.actions.withdraw, <Ban aria-hidden />) : null}
      {actions.send ? <p className="basis-full text-sm text-muted">{mailConfigured ? TEXTS.sendHint : TEXTS.sendHintNoMail}</p> : null}
      {data.shortOfSeats ? (
        <p
          className="basis-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="quote-short-of-seats"
        >
          {data.shortOfSeats}
        </p>
      ) : null}
      {quote.state === "expired" ? <p className="basis-full text-sm text-muted">{TEXTS.expiredHint}</p> : null}
    </>
  );
}

/** The link just made, to copy: it is shown this once (only its hash is kept). */
function CustomerLink({ link, shareLink }: { link: string; shareLink: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="customer-link" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="customer-link" className="font-semibold text-ink">
        {TEXTS.link.title}
      </h2>
      <p className="text-sm text-ink">{TEXTS.link.text}</p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor="customer-link-value" className="sr-only">
          {TEXTS.link.label}
        </label>
        <input
          ref={input}
          id="customer-link-value"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm"
        />
        {hydrated ? (
          <Button type="button" variant="outline" onClick={() => void navigator.clipboard?.writeText(link)}>
            <Copy aria-hidden />
            {TEXTS.link.copy}
          </Button>
        ) : null}
        {shareLink ? (
          <Button asChild variant="outline">
            <a href={shareLink} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden />
              {OFFICE_TEXTS.shareOnWhatsApp}
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function BookingPanel({
  booking,
  mailConfigured,
  outcome,
}: {
  booking: NonNullable<ScreenData["booking"]>;
  mailConfigured: boolean;
  outcome: { releaseStep?: string; confirmStep?: string; reasonOutcome?: ReasonStepOutcome } | undefined;
}) {
  const location = useLocation();
  return (
    <AdminSection title={TEXTS.booking.title}>
      <div className="space-y-3 text-sm">
        <p>
          <BookingStateBadge state={booking.state} />
        </p>
        <p className="text-ink">{TEXTS.booking.seats(booking.adults, booking.children)}</p>
        {booking.state === "held" ? <p className="text-ink">{TEXTS.booking.heldUntil(booking.heldUntil)}</p> : null}
        {booking.state === "expired" ? <p className="text-muted">{TEXTS.booking.expiredOn(booking.heldUntil)}</p> : null}
        {outcome?.releaseStep === booking.id ? (
          <PendingRelease
            booking={booking}
            outcome={outcome.reasonOutcome}
            mailConfigured={mailConfigured}
            cancelHref={location.pathname}
          />
        ) : outcome?.confirmStep === booking.id ? (
          <PendingConfirm booking={booking} outcome={outcome.reasonOutcome} cancelHref={location.pathname} />
        ) : (
          <BookingButtons booking={booking} mailConfigured={mailConfigured} />
        )}
        <Link to="/admin/bookings" className="inline-block text-brand-700 hover:underline">
          {TEXTS.booking.viewAll}
        </Link>
      </div>
    </AdminSection>
  );
}

function Revisions({ revisions }: { revisions: ScreenData["revisions"] }) {
  return (
    <AdminSection title={TEXTS.revisions}>
      <Table>
        <TableCaption className="sr-only">{TEXTS.revisionsCaption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{TEXTS.columns.number}</TableHead>
            <TableHead>{TEXTS.columns.status}</TableHead>
            <TableHead className="text-end">{TEXTS.columns.total}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {revisions.map((revision) => (
            <TableRow key={revision.id}>
              <TableCell>
                {revision.current ? (
                  <span aria-current="page" className="font-semibold">
                    {TEXTS.lines.revision(revision.revision)} ({TEXTS.currentRevision})
                  </span>
                ) : (
                  <Link to={quoteHref(revision.id)} className="text-brand-700 hover:underline">
                    {TEXTS.lines.revision(revision.revision)}
                  </Link>
                )}
              </TableCell>
              <TableCell>{revision.stateLabel}</TableCell>
              <TableCell className="text-end tabular-nums">{revision.total}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AdminSection>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuoteErrorHeader error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? TEXTS.numberWithRevision(loaderData.quote.number, loaderData.quote.revision) : TEXTS.notFound);
