import { Reply } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, useFetcher } from "react-router";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { InboxDeleteButton, InboxPendingDelete, InboxToggleButtons, type InboxPlace } from "~/components/admin/inbox-actions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ERROR_TOAST_TITLE } from "~/content/catalogue-admin";
import {
  folderHref,
  formatReceived,
  intentOutcome,
  messageHref,
  parseFolder,
  parseInboxIntent,
  parsePageField,
  replyHref,
} from "~/domain/inbox";
import { INBOX_TEXTS, INBOX_TOASTS } from "~/content/inbox";
import { redirectWithToast } from "~/server/flash.server";
import { deleteMessage, getMessage, setMessageArchived, setMessageRead } from "~/server/messages.server";
import { getTour } from "~/server/tours.server";
import type { Route } from "./+types/message";

/**
 * Opening a message does not change it: a GET must never write. The page marks the message
 * read with a POST once it is shown (a fetcher on mount), and offers a "Mark as read" button
 * for browsers without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const message = await getMessage(params.id);
  if (!message) throw data(INBOX_TEXTS.notFound, { status: 404 });
  const tour = message.tourId ? await getTour(message.tourId) : null;
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      text: message.message,
      read: message.read,
      archived: message.archived,
      receivedAt: message.createdAt.toISOString(),
      receivedLabel: formatReceived(message.createdAt),
    },
    tour: message.tourId ? { id: message.tourId, title: tour?.title ?? null } : null,
    // Without JavaScript the delete button asks for confirmation through the URL (?delete).
    confirmDelete: new URL(request.url).searchParams.has("delete"),
  };
}

/**
 * Every change to a message, from this screen and from the list's rows: a hidden `intent`
 * (mark-read, mark-unread, archive, unarchive, delete), and where the admin was (`on`,
 * `folder`, `page`) to go back there with a toast.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = parseInboxIntent(form.get("intent"));
  if (!intent) {
    return data({ problem: { title: ERROR_TOAST_TITLE, description: INBOX_TEXTS.unknownAction } }, { status: 400 });
  }
  const message = await getMessage(params.id);
  if (!message) throw data(INBOX_TEXTS.notFound, { status: 404 });

  let done: boolean;
  if (intent === "delete") {
    done = await deleteMessage(message.id);
  } else {
    const change = intentOutcome(intent);
    done =
      change.read !== undefined
        ? await setMessageRead(message.id, change.read)
        : await setMessageArchived(message.id, change.archived!);
  }
  // Deleted by someone else in the meantime.
  if (!done) throw data(INBOX_TEXTS.notFound, { status: 404 });

  // The page's own mark-read on opening: no toast, no navigation.
  if (intent === "mark-read" && form.get("quiet") === "1") return { problem: undefined };

  const onMessage = form.get("on") === "message";
  const back = !onMessage
    ? folderHref(parseFolder(form.get("folder")), parsePageField(form.get("page")))
    : intent === "mark-read"
      ? messageHref(message.id)
      : // Marked unread, archived, moved or deleted: back to the folder it was in.
        folderHref(message.archived ? "archived" : "inbox");
  return redirectWithToast(back, { type: "success", title: INBOX_TOASTS[intent] });
}

export default function MessageScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { message, tour, confirmDelete } = loaderData;
  const folder = message.archived ? "archived" : "inbox";
  const place: InboxPlace = { folder, page: 1, on: "message" };
  useMarkReadOnOpen(message.id, message.read);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: folderHref(folder), label: INBOX_TEXTS.backToFolder(folder) }}
        title={message.subject}
        subtitle={INBOX_TEXTS.fromLine(message.name, message.receivedLabel)}
        actions={
          <>
            <Button asChild>
              <a href={replyHref(message.email, message.subject)}>
                <Reply aria-hidden className="rtl:-scale-x-100" />
                {INBOX_TEXTS.reply}
              </a>
            </Button>
            <InboxToggleButtons message={message} place={place} />
            <InboxDeleteButton message={message} place={place} confirmHref={`${messageHref(message.id)}?delete`} />
          </>
        }
      />

      <ProblemAlert problem={actionData?.problem} />
      {confirmDelete ? <InboxPendingDelete message={message} place={place} cancelHref={messageHref(message.id)} /> : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <AdminSection title={INBOX_TEXTS.message}>
            <p className="leading-relaxed break-words whitespace-pre-line text-ink">{message.text}</p>
          </AdminSection>
        </div>
        <aside aria-label={INBOX_TEXTS.details}>
          <AdminSection title={INBOX_TEXTS.details}>
            <AdminFacts
              facts={[
                [INBOX_TEXTS.name, message.name],
                [
                  INBOX_TEXTS.email,
                  <a href={`mailto:${message.email}`} className="break-all text-brand-700 hover:underline">
                    {message.email}
                  </a>,
                ],
                [
                  INBOX_TEXTS.phone,
                  message.phone ? (
                    <a href={`tel:${message.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 hover:underline" dir="ltr">
                      {message.phone}
                    </a>
                  ) : (
                    <span className="font-normal text-muted">{INBOX_TEXTS.notGiven}</span>
                  ),
                ],
                [INBOX_TEXTS.subject, message.subject],
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
                [INBOX_TEXTS.received, <time dateTime={message.receivedAt}>{message.receivedLabel}</time>],
                [
                  INBOX_TEXTS.status,
                  <span className="inline-flex flex-wrap justify-end gap-1">
                    {message.read ? (
                      <Badge variant="muted">{INBOX_TEXTS.read}</Badge>
                    ) : (
                      <Badge>{INBOX_TEXTS.unread}</Badge>
                    )}
                    {message.archived ? <Badge variant="outline">{INBOX_TEXTS.archivedBadge}</Badge> : null}
                  </span>,
                ],
              ]}
            />
          </AdminSection>
        </aside>
      </div>
    </div>
  );
}

/** Marks an unread message read once it has been shown, with a POST (never on the GET). */
function useMarkReadOnOpen(id: string, read: boolean) {
  const fetcher = useFetcher();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (read || sent.current === id) return;
    sent.current = id;
    void fetcher.submit({ intent: "mark-read", quiet: "1" }, { method: "post", action: messageHref(id) });
  }, [id, read, fetcher]);
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

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.message.subject ?? INBOX_TEXTS.notFound);
