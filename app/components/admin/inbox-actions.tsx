import { Archive, ArchiveRestore, Mail, MailOpen } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { messageHref, type InboxFolder, type InboxIntent } from "~/domain/inbox";
import { INBOX_TEXTS } from "~/content/inbox";
import { ConfirmDeleteButton, PendingDelete } from "./confirm-delete";

/** What the action buttons need to know about a message. */
export type InboxMessageSummary = { id: string; name: string; subject: string; read: boolean; archived: boolean };

/**
 * Where the admin is: the list (a folder at a page) or the message's own screen. It is posted
 * with every action so the action can send the admin back there.
 */
export type InboxPlace = { folder: InboxFolder; page: number; on: "list" | "message" };

/**
 * Every change goes to the message's own action (POST /admin/messages/{id}) with an
 * `intent`, so the list's rows and the message screen share one handler.
 */
function ActionFields({ intent, place }: { intent: InboxIntent; place: InboxPlace }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="folder" value={place.folder} />
      <input type="hidden" name="page" value={place.page} />
      <input type="hidden" name="on" value={place.on} />
    </>
  );
}

/** A one-button form for one of the non-destructive intents. */
export function InboxActionButton({
  message,
  intent,
  place,
  variant = "outline",
}: {
  message: InboxMessageSummary;
  intent: Exclude<InboxIntent, "delete">;
  place: InboxPlace;
  variant?: "outline" | "ghost";
}) {
  const size = place.on === "list" ? "sm" : "default";
  const { label, Icon } = {
    "mark-read": { label: INBOX_TEXTS.markRead, Icon: MailOpen },
    "mark-unread": { label: INBOX_TEXTS.markUnread, Icon: Mail },
    archive: { label: INBOX_TEXTS.archive, Icon: Archive },
    unarchive: { label: INBOX_TEXTS.unarchive, Icon: ArchiveRestore },
  }[intent];
  return (
    <Form method="post" action={messageHref(message.id)} preventScrollReset>
      <ActionFields intent={intent} place={place} />
      <Button type="submit" variant={variant} size={size}>
        <Icon aria-hidden />
        {label}
        {place.on === "list" ? <span className="sr-only">, {INBOX_TEXTS.aboutMessage(message.subject, message.name)}</span> : null}
      </Button>
    </Form>
  );
}

/** The read/unread and archive/unarchive buttons that apply to a message as it is now. */
export function InboxToggleButtons({
  message,
  place,
  variant,
}: {
  message: InboxMessageSummary;
  place: InboxPlace;
  variant?: "outline" | "ghost";
}) {
  return (
    <>
      <InboxActionButton message={message} place={place} variant={variant} intent={message.read ? "mark-unread" : "mark-read"} />
      <InboxActionButton message={message} place={place} variant={variant} intent={message.archived ? "unarchive" : "archive"} />
    </>
  );
}

/**
 * Asks before deleting in an accessible dialog. Before JavaScript runs, the same button
 * asks through the URL instead (`confirmHref`, a GET), answered by <InboxPendingDelete>.
 */
export function InboxDeleteButton({
  message,
  place,
  confirmHref,
  variant = "outline",
}: {
  message: InboxMessageSummary;
  place: InboxPlace;
  confirmHref: string;
  variant?: "outline" | "ghost";
}) {
  const confirm = new URL(confirmHref, "http://x");
  return (
    <ConfirmDeleteButton
      texts={INBOX_TEXTS}
      record={<MessageLine message={message} />}
      srSuffix={place.on === "list" ? `, ${INBOX_TEXTS.aboutMessage(message.subject, message.name)}` : undefined}
      confirm={{ action: confirm.pathname, fields: [...confirm.searchParams.entries()] }}
      post={{ action: messageHref(message.id), fields: <ActionFields intent="delete" place={place} /> }}
      variant={variant}
      size={place.on === "list" ? "sm" : "default"}
    />
  );
}

function MessageLine({ message }: { message: InboxMessageSummary }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-medium">{message.subject}</span>
      <span className="text-muted"> · {message.name}</span>
    </p>
  );
}

/** The delete confirmation without JavaScript: the same question, inline, with Cancel and Delete. */
export function InboxPendingDelete({
  message,
  place,
  cancelHref,
  className,
}: {
  message: InboxMessageSummary;
  place: InboxPlace;
  cancelHref: string;
  className?: string;
}) {
  return (
    <PendingDelete
      texts={INBOX_TEXTS}
      record={<MessageLine message={message} />}
      post={{ action: messageHref(message.id), fields: <ActionFields intent="delete" place={place} /> }}
      cancelHref={cancelHref}
      className={className}
    />
  );
}
