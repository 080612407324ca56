import { Reply } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, useNavigation, useRevalidator } from "react-router";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { useKeptValues } from "~/components/admin/kept-form";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { EnquiryDeleteButton, EnquiryPendingDelete, EnquiryToggleButtons, type EnquiryPlace } from "~/components/admin/enquiry-actions";
import {
  EnquiryNoteForm,
  EnquiryPipelinePanel,
  EnquiryReplyForm,
  EnquiryTimeline,
  type PipelineOutcome,
} from "~/components/admin/enquiry-pipeline";
import { EnquiryQuotes } from "~/components/admin/enquiry-quotes";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { INBOX_TEXTS } from "~/content/inbox";
import { enquiryHref, enquiryReadHref, enquiryReference, folderHref, formatReceived, replyHref } from "~/domain/enquiries";
import { isPipelineIntent } from "~/domain/enquiry-pipeline";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { getEnquiry } from "~/server/enquiries/enquiries.server";
import { EnquiryKindDetails } from "~/components/admin/enquiry-kind-details";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KIND_TEXTS, enquiryDetailFacts, formEnquiryOf } from "~/content/enquiry-kinds";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { replyFrame } from "~/server/enquiries/enquiry-reply.server";
import { getEnv } from "~/server/platform/env.server";
import { replySender } from "~/server/platform/mail.server";
import { listUsers } from "~/server/accounts/users.server";
import { WhatsAppLink } from "~/components/admin/whatsapp-link";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { whatsAppHref } from "~/domain/offices";
import { officeChoices, staffTimeZone } from "~/server/platform/offices.server";
import { enquiryQuoteRows } from "~/server/enquiries/quotes.server";
import { enquiryDeleteEffects } from "~/server/catalogue/delete-effects.server";
import { EnquiryShipments } from "~/components/admin/cargo/enquiry-shipments";
import { shipmentStatusLabel } from "~/content/cargo-admin";
import { formatPaperDay } from "~/content/cargo-paper";
import { shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { listEnquiryShipments } from "~/server/cargo/shipments.server";
import { EnquirySourceBlock } from "~/components/admin/enquiry-source";
import { getEnquirySource } from "~/server/enquiries/visit-source.server";
import { EnquiryKeyDates, type KeyDatesRefusal } from "~/components/admin/calendar/enquiry-key-dates";
import { KEY_DATES_BY_KIND } from "~/domain/enquiry-key-dates";
import { getEnquiryKeyDates } from "~/server/enquiries/enquiry-key-dates.server";
import type { Route } from "./+types/enquiry";
import { handleEnquiryPost } from "./enquiry.server";

/**
 * Opening an enquiry does not change it: a GET must never write. The page marks the enquiry
 * read with a POST once it is shown (a fetcher on mount), and offers a "Mark as read" button
 * for browsers without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const enquiry = await getEnquiry(params.id);
  if (!enquiry) throw data(INBOX_TEXTS.notFound, { status: 404 });
  const mailConfigured = Boolean(getEnv().SMTP_URL);
  const timeZone = await staffTimeZone(context);
  const [timeline, users, frame, quotes, offices, shipments, keyDates, source] = await Promise.all([
    enquiryTimeline(enquiry.id, new Date(), timeZone),
    listUsers(),
    mailConfigured ? replyFrame(enquiry) : Promise.resolve(null),
    enquiryQuoteRows(enquiry.id, undefined, timeZone),
    officeChoices(),
    listEnquiryShipments(enquiry.id),
    getEnquiryKeyDates(enquiry.id),
    // Where it came from (issue #28): the page, the referrer and the campaign, when known.
    getEnquirySource(enquiry.id),
  ]);
  const office = offices.find((choice) => choice.id === enquiry.office);
  return {
    source,
    enquiry: {
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      locale: enquiry.locale,
      currency: enquiry.currency,
      text: enquiry.message,
      read: enquiry.readAt !== null,
      archived: enquiry.archivedAt !== null,
      receivedAt: enquiry.createdAt.toISOString(),
      receivedLabel: formatReceived(enquiry.createdAt, timeZone),
      reference: enquiry.reference,
      status: enquiry.status,
      assignee: enquiry.assignee,
      office: office ? { id: office.id, name: office.name } : null,
      // The customer's WhatsApp chat, with the enquiry's reference already written (issue #23).
      whatsApp: enquiry.phone
        ? whatsAppHref(
            enquiry.phone,
            OFFICE_TEXTS.enquiryMessage(enquiry.name, enquiry.reference ?? enquiryReference(enquiry.id), enquiry.subject),
          )
        : null,
      version: enquiry.version,
    },
    tour: enquiry.tourId ? { id: enquiry.tourId, title: enquiry.tourTitle } : null,
    // What it is about (issue #13): its kind, and a form's own fields in the form's order.
    kind: { label: ENQUIRY_KIND_LABELS[enquiry.kind], ...kindDetails(enquiry) },
    timeline,
    quotes,
    // A cargo enquiry's shipments (issue #26); shown for any enquiry a shipment was registered from.
    shipments:
      enquiry.kind === "cargo" || shipments.length > 0
        ? shipments.map((shipment) => ({
            id: shipment.id,
            href: shipmentHref(shipment.id),
            trackingNumber: shipment.trackingNumber,
            statusLabel: shipmentStatusLabel(shipment.status),
            dropOff: formatPaperDay(shipment.dropOffDate, "en"),
          }))
        : null,
    // The dates staff record for the calendar and the reminders (issue #28), those its kind shows.
    keyDates: { fields: KEY_DATES_BY_KIND[enquiry.kind], dates: keyDates?.dates ?? { visa: null, ticketing: null, passport: null } },
    me: { id: user.id, name: user.name },
    colleagues: users.map((colleague) => ({ id: colleague.id, name: colleague.name })),
    offices: offices.map((choice) => ({ id: choice.id, name: choice.name })),
    reply: frame
      ? {
          to: enquiry.name,
          email: enquiry.email,
          language: INBOX_TEXTS.languageNames[enquiry.locale],
          lang: enquiry.locale,
          from: replySender(),
          subject: frame.subject,
          greeting: frame.greeting,
          signature: [frame.signOff, user.name, frame.companyName],
        }
      : null,
    // Without JavaScript the delete button asks for confirmation through the URL (?delete).
    confirmDelete: new URL(request.url).searchParams.has("delete"),
    // What else deleting it affects (issue #23): for that page, and for the dialog, which loads it.
    deleteEffects: new URL(request.url).searchParams.has("delete") ? await enquiryDeleteEffects(enquiry.id) : null,
  };
}

function kindDetails(enquiry: NonNullable<Awaited<ReturnType<typeof getEnquiry>>>) {
  if (enquiry.kind === "contact") return { details: null };
  const form = formEnquiryOf(enquiry);
  return {
    details: {
      title: ENQUIRY_KIND_TEXTS.detailsTitle[enquiry.kind],
      facts: form ? enquiryDetailFacts(form) : [],
      unreadable: form ? undefined : ENQUIRY_KIND_TEXTS.detailsUnreadable,
    },
  };
}

/** Every change to an enquiry, from this screen and from the list's rows (see enquiry.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleEnquiryPost(request, params.id, context);
}

export default function EnquiryScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, tour, kind, quotes, shipments, timeline, me, colleagues, offices, reply, confirmDelete } = loaderData;
  const folder = enquiry.archived ? "archived" : "inbox";
  const place: EnquiryPlace = { folder, page: 1, on: "enquiry" };
  const mailto = replyHref(enquiry.email, enquiry.subject);
  // A pipeline form's refusal comes back to that form; the inbox's buttons keep theirs up here.
  // Values kept when the session ended come back to their pipeline form as a refusal's would (decision 0041).
  const kept = useKeptValues((values) => isPipelineIntent(values.intent));
  const answered = actionData && "intent" in actionData ? (actionData as PipelineOutcome) : undefined;
  const outcome = answered ?? (kept ? ({ intent: kept.intent, values: kept } as PipelineOutcome) : undefined);
  const inboxProblem = answered ? undefined : actionData?.problem;
  useMarkReadOnOpen(enquiry.id, enquiry.read);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: folderHref(folder), label: INBOX_TEXTS.backToFolder(folder) }}
        title={enquiry.subject}
        subtitle={INBOX_TEXTS.fromLine(enquiry.name, enquiry.receivedLabel)}
        actions={
          <>
            <Button asChild>
              <a href={reply ? "#reply" : mailto}>
                <Reply aria-hidden className="rtl:-scale-x-100" />
                {INBOX_TEXTS.reply}
              </a>
            </Button>
            <EnquiryToggleButtons enquiry={enquiry} place={place} />
            <EnquiryDeleteButton enquiry={enquiry} place={place} confirmHref={`${enquiryHref(enquiry.id)}?delete`} />
          </>
        }
      />

      <ProblemAlert problem={inboxProblem} />
      {confirmDelete ? (
        <EnquiryPendingDelete enquiry={enquiry} place={place} cancelHref={enquiryHref(enquiry.id)} effects={loaderData.deleteEffects} />
      ) : null}

      <div className="grid grid-cols-1 gap-6 *:min-w-0 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {kind.details ? <EnquiryKindDetails {...kind.details} /> : null}
          <AdminSection title={INBOX_TEXTS.message}>
            {/* A form's message is optional (issue #13). */}
            <p dir="auto" className="leading-relaxed break-words whitespace-pre-line text-ink">
              {enquiry.text || <span className="text-muted">{INBOX_TEXTS.notGiven}</span>}
            </p>
          </AdminSection>
          <EnquiryQuotes enquiryId={enquiry.id} quotes={quotes} />
          {shipments ? <EnquiryShipments enquiryId={enquiry.id} shipments={shipments} /> : null}
          {/* A fresh form after each change (a new version); a refused one keeps what was typed. */}
          <EnquiryReplyForm key={`reply-${enquiry.version}`} version={enquiry.version} frame={reply} mailto={mailto} outcome={outcome} />
          <EnquiryNoteForm key={`note-${enquiry.version}`} version={enquiry.version} outcome={outcome} />
          <EnquiryTimeline entries={timeline} />
        </div>
        <aside aria-label={INBOX_TEXTS.details} className="space-y-6">
          <EnquiryPipelinePanel
            key={`pipeline-${enquiry.version}`}
            version={enquiry.version}
            status={enquiry.status}
            assignee={enquiry.assignee}
            me={me}
            colleagues={colleagues}
            office={enquiry.office}
            offices={offices}
            outcome={outcome}
          />
          <EnquiryKeyDates
            {...loaderData.keyDates}
            version={enquiry.version}
            refused={actionData && "keyDates" in actionData ? (actionData.keyDates as KeyDatesRefusal) : undefined}
          />
          <AdminSection title={INBOX_TEXTS.details}>
            <AdminFacts
              facts={[
                [INBOX_TEXTS.name, enquiry.name],
                [
                  INBOX_TEXTS.email,
                  <a href={`mailto:${enquiry.email}`} className="break-all text-brand-700 hover:underline">
                    {enquiry.email}
                  </a>,
                ],
                [
                  INBOX_TEXTS.phone,
                  enquiry.phone ? (
                    <span className="inline-flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
                      <a href={`tel:${enquiry.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 hover:underline" dir="ltr">
                        {enquiry.phone}
                      </a>
                      {enquiry.whatsApp ? <WhatsAppLink href={enquiry.whatsApp} name={enquiry.name} /> : null}
                    </span>
                  ) : (
                    <span className="font-normal text-muted">{INBOX_TEXTS.notGiven}</span>
                  ),
                ],
                [ENQUIRY_KIND_TEXTS.kind, kind.label],
                [INBOX_TEXTS.subject, enquiry.subject],
                [INBOX_TEXTS.language, INBOX_TEXTS.languageNames[enquiry.locale]],
                ...(enquiry.currency ? [[INBOX_TEXTS.currency, enquiry.currency] as [string, string]] : []),
                ...(tour
                  ? [
                      [
                        INBOX_TEXTS.tour,
                        tour.title ? (
                          <Link to={`/admin/tours/${encodeURIComponent(tour.id)}`} className="text-brand-700 hover:underline">
                            {tour.title}
                          </Link>
                        ) : (
                          INBOX_TEXTS.tourGone(tour.id)
                        ),
                      ] as [string, React.ReactNode],
                    ]
                  : []),
                [INBOX_TEXTS.received, <time dateTime={enquiry.receivedAt}>{enquiry.receivedLabel}</time>],
                // The reference the customer was given in their acknowledgement (issue #23).
                ...(enquiry.reference ? [[INBOX_TEXTS.reference, enquiry.reference] as [string, React.ReactNode]] : []),
                [
                  INBOX_TEXTS.folder,
                  <span className="inline-flex flex-wrap justify-end gap-1">
                    {enquiry.read ? <Badge variant="muted">{INBOX_TEXTS.read}</Badge> : <Badge>{INBOX_TEXTS.unread}</Badge>}
                    {enquiry.archived ? <Badge variant="outline">{INBOX_TEXTS.archivedBadge}</Badge> : null}
                  </span>,
                ],
              ]}
            />
          </AdminSection>
          {loaderData.source ? <EnquirySourceBlock source={loaderData.source} /> : null}
        </aside>
      </div>
    </div>
  );
}

/**
 * Marks an unread enquiry read once it has been shown, with a POST (never on the GET) of its own
 * (enquiry-read.ts), then reloads the screen's data (the unread count) unless a navigation or a
 * change is under way, whose own reload brings it and whose toast must not be taken.
 */
function useMarkReadOnOpen(id: string, read: boolean) {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  useEffect(() => {
    busy.current = navigation.state !== "idle";
  }, [navigation.state]);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (read || sent.current === id) return;
    sent.current = id;
    let shown = true;
    fetch(enquiryReadHref(id), { method: "POST", keepalive: true }).then(
      (response) => {
        if (response.ok && shown && !busy.current) void revalidate();
      },
      // Offline or refused: the enquiry stays unread, as if never opened; nothing to tell.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [id, read, revalidate]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPageHeader
      back={{ to: folderHref("inbox"), label: INBOX_TEXTS.backToFolder("inbox") }}
      title={missing ? INBOX_TEXTS.notFound : INBOX_TEXTS.errorTitle}
      subtitle={missing ? INBOX_TEXTS.notFoundHint : INBOX_TEXTS.errorHint}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.enquiry.subject ?? INBOX_TEXTS.notFound);
