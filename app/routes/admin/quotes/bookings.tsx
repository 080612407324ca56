import { Download } from "lucide-react";
import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { BookingButtons, PendingConfirm, PendingRelease } from "~/components/admin/booking-buttons";
import { getEnv } from "~/server/platform/env.server";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { BookingStateBadge } from "~/components/admin/state-badges";
import { BalanceBadge } from "~/components/admin/money/account-money";
import { bookingBalanceStates } from "~/server/money/account-money.server";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { BOOKING_ADMIN_TEXTS as TEXTS, QUOTE_ADMIN_TEXTS } from "~/content/quotes-admin";
import { bookingActions } from "~/domain/bookings";
import { WhatsAppLink } from "~/components/admin/whatsapp-link";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { whatsAppHref } from "~/domain/offices";
import { telHref } from "~/domain/site-links";
import { agencyToday } from "~/domain/departures";
import { BOOKINGS_PATH, passengerListHref, quoteHref } from "~/domain/quotes";
import { listBookingsByDeparture, MAX_BOOKING_DEPARTURES } from "~/server/enquiries/bookings.server";
import { formatDays } from "~/server/catalogue/departures.server";
import { readForm } from "~/server/platform/posted-form.server";
import { handleBookingPost } from "./bookings.server";
import type { Route } from "./+types/bookings";

/**
 * Bookings (issue #13): the held and confirmed bookings by departure, the soonest first, with
 * the passengers per departure, each departure's passenger list as CSV, and Confirm (the
 * deposit arrived) and Release for each booking. `?past` lists past departures too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const past = new URL(request.url).searchParams.has("past");
  const today = agencyToday();
  const departures = await listBookingsByDeparture({ today, past });
  const balances = await bookingBalanceStates(departures.flatMap((departure) => departure.bookings.map((booking) => booking.id)));
  return {
    past,
    mailConfigured: Boolean(getEnv().SMTP_URL),
    truncated: departures.length >= MAX_BOOKING_DEPARTURES,
    departures: departures.map((departure) => ({
      id: departure.departureId,
      tourTitle: departure.tourTitle,
      dates: formatDays(departure.startDate, departure.endDate, "en"),
      seats: TEXTS.seats(departure.capacity, departure.seatsBooked, departure.seatsHeld, departure.seatsLeft),
      passengers: TEXTS.passengers(departure.passengers),
      bookings: departure.bookings.map((booking) => {
        const quote = QUOTE_ADMIN_TEXTS.numberWithRevision(booking.quoteNumber, booking.quoteRevision);
        return {
          id: booking.id,
          version: booking.version,
          quoteId: booking.quoteId,
          quote,
          // WhatsApp with the quote's number already written (issue #23).
          whatsApp: booking.phone ? whatsAppHref(booking.phone, OFFICE_TEXTS.quoteMessage(booking.leadName, quote)) : null,
          leadName: booking.leadName,
          email: booking.email,
          phone: booking.phone,
          adults: booking.adults,
          children: booking.children,
          seats: booking.seats,
          state: booking.state,
          balance: balances.get(booking.id) ?? null,
          depositPaid: balances.get(booking.id)?.depositPaid ?? true,
          depositText: balances.get(booking.id)?.depositText ?? "",
          heldUntil: booking.heldUntil,
          actions: bookingActions(booking.state),
        };
      }),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const past = new URL(request.url).searchParams.has("past");
  return handleBookingPost(form, past ? `${BOOKINGS_PATH}?past` : BOOKINGS_PATH);
}

export default function BookingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { departures, past, truncated, mailConfigured } = loaderData;
  const releasing = actionData?.releaseStep
    ? departures.flatMap((departure) => departure.bookings).find((booking) => booking.id === actionData.releaseStep)
    : undefined;
  const confirming = actionData?.confirmStep
    ? departures.flatMap((departure) => departure.bookings).find((booking) => booking.id === actionData.confirmStep)
    : undefined;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: "/admin", label: TEXTS.dashboardLink }}
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
        actions={
          <Button asChild variant="outline">
            <Link to={past ? BOOKINGS_PATH : `${BOOKINGS_PATH}?past`}>{past ? TEXTS.showUpcoming : TEXTS.showPast}</Link>
          </Button>
        }
      />
      {actionData?.problem ? (
        <SaveProblemAlert problem={actionData.problem} conflict={actionData.conflict} reloadLabel={TEXTS.reload} />
      ) : null}
      {confirming ? (
        <PendingConfirm
          booking={confirming}
          outcome={actionData?.reasonOutcome}
          cancelHref={past ? `${BOOKINGS_PATH}?past` : BOOKINGS_PATH}
        />
      ) : null}
      {releasing ? (
        <PendingRelease
          booking={releasing}
          outcome={actionData?.reasonOutcome}
          mailConfigured={mailConfigured}
          cancelHref={past ? `${BOOKINGS_PATH}?past` : BOOKINGS_PATH}
        />
      ) : null}
      {departures.length === 0 ? <p className="text-muted">{TEXTS.empty}</p> : null}
      {truncated ? <p className="text-sm text-muted">{TEXTS.truncated(departures.length)}</p> : null}
      {departures.map((departure) => (
        <section
          key={departure.id}
          aria-labelledby={`departure-${departure.id}`}
          className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
          data-departure={departure.id}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <h2 id={`departure-${departure.id}`} className="text-lg font-semibold text-ink">
                {TEXTS.departureHeading(departure.tourTitle, departure.dates)}
              </h2>
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{departure.passengers}</span> · {departure.seats}
              </p>
            </div>
            <Button asChild variant="outline" size="sm">
              {/* A download: a plain link, never a client-side navigation. */}
              <a href={passengerListHref(departure.id)} download aria-label={TEXTS.csvLabel(departure.tourTitle, departure.dates)}>
                <Download aria-hidden />
                {TEXTS.csv}
              </a>
            </Button>
          </div>
          <Table>
            <TableCaption className="sr-only">{TEXTS.caption(departure.tourTitle, departure.dates)}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{TEXTS.columns.quote}</TableHead>
                <TableHead>{TEXTS.columns.lead}</TableHead>
                <TableHead>{TEXTS.columns.contact}</TableHead>
                <TableHead>{TEXTS.columns.party}</TableHead>
                <TableHead>{TEXTS.columns.status}</TableHead>
                <TableHead>{TEXTS.columns.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {departure.bookings.map((booking) => (
                <TableRow key={booking.id}>
                  <TableCell className="whitespace-nowrap">
                    <Link to={quoteHref(booking.quoteId)} className="text-brand-700 hover:underline">
                      {booking.quote}
                    </Link>
                  </TableCell>
                  <TableCell>{booking.leadName}</TableCell>
                  <TableCell className="text-sm">
                    <a href={`mailto:${booking.email}`} className="block break-all text-brand-700 hover:underline">
                      {booking.email}
                    </a>
                    {booking.phone ? (
                      <span className="flex flex-wrap items-center gap-x-3">
                        <a href={telHref(booking.phone)} dir="ltr" className="inline-flex min-h-6 items-center text-muted hover:underline">
                          {booking.phone}
                        </a>
                        {booking.whatsApp ? <WhatsAppLink href={booking.whatsApp} name={booking.leadName} /> : null}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {booking.adults} / {booking.children}
                  </TableCell>
                  <TableCell>
                    <BookingStateBadge state={booking.state} />
                    {booking.state === "held" ? (
                      <span className="ms-2 text-xs text-muted">{TEXTS.heldUntil(booking.heldUntil)}</span>
                    ) : null}
                    {booking.balance ? (
                      <div className="mt-1">
                        <BalanceBadge state={booking.balance.state} label={booking.balance.label} />
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <BookingButtons booking={booking} label={`${booking.quote}, ${booking.leadName}`} mailConfigured={mailConfigured} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ))}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
