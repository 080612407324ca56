import { Archive, ArchiveRestore, Mail, MailOpen } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { enquiryHref, type EnquiryFolder, type InboxIntent } from "~/domain/enquiries";
import { INBOX_TEXTS } from "~/content/inbox";
import { ConfirmDeleteButton, PendingDelete } from "./confirm-delete";
import type { DeleteEffects } from "~/domain/delete-effects";

/** What the action buttons need to know about an enquiry. */
export type EnquirySummary = { id: string; name: string; subject: string; read: boolean; archived: boolean };

/**
 * Where the admin is: the list (a folder at a page, and its whole query with the filters in
 * `list`) or the enquiry's own screen. It is posted with every action so the action can send
 * the admin back there.
 */
export type EnquiryPlace = { folder: EnquiryFolder; page: number; on: "list" | "enquiry"; list?: string };

/**
 * Every change goes to the enquiry's own action (POST /admin/messages/{id}) with an
 * `intent`, so the list's rows and the enquiry screen share one handler.
 */
function ActionFields({ intent, place }: { intent: InboxIntent; place: EnquiryPlace }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="folder" value={place.folder} />
      <input type="hidden" name="page" value={place.page} />
      <input type="hidden" name="on" value={place.on} />
      {place.list !== undefined ? <input type="hidden" name="list" value={place.list} /> : null}
    </>
  );
}

/** A one-button form for one of the non-destructive intents. */
export function EnquiryActionButton({
  enquiry,
  intent,
  place,
  variant = "outline",
}: {
  enquiry: EnquirySummary;
  intent: Exclude<InboxIntent, "delete">;
  place: EnquiryPlace;
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
    <Form method="post" action={enquiryHref(enquiry.id)} preventScrollReset>
      <ActionFields intent={intent} place={place} />
      <Button type="submit" variant={variant} size={size}>
        <Icon aria-hidden />
        {label}
        {place.on === "list" ? <span className="sr-only">, {INBOX_TEXTS.aboutMessage(enquiry.subject, enquiry.name)}</span> : null}
      </Button>
    </Form>
  );
}

/** The read/unread and archive/unarchive buttons that apply to an enquiry as it is now. */
export function EnquiryToggleButtons({
  enquiry,
  place,
  variant,
}: {
  enquiry: EnquirySummary;
  place: EnquiryPlace;
  variant?: "outline" | "ghost";
}) {
  return (
    <>
      <EnquiryActionButton enquiry={enquiry} place={place} variant={variant} intent={enquiry.read ? "mark-unread" : "mark-read"} />
      <EnquiryActionButton enquiry={enquiry} place={place} variant={variant} intent={enquiry.archived ? "unarchive" : "archive"} />
    </>
  );
}

/**
 * Asks before deleting in an accessible dialog. Before JavaScript runs, the same button
 * asks through the URL instead (`confirmHref`, a GET), answered by <EnquiryPendingDelete>.
 */
export function EnquiryDeleteButton({
  enquiry,
  place,
  confirmHref,
  variant = "outline",
}: {
  enquiry: EnquirySummary;
  place: EnquiryPlace;
  confirmHref: string;
  variant?: "outline" | "ghost";
}) {
  const confirm = new URL(confirmHref, "http://x");
  return (
    <ConfirmDeleteButton
      texts={INBOX_TEXTS}
      record={<EnquiryLine enquiry={enquiry} />}
      srSuffix={place.on === "list" ? `, ${INBOX_TEXTS.aboutMessage(enquiry.subject, enquiry.name)}` : undefined}
      confirm={{ action: confirm.pathname, fields: [...confirm.searchParams.entries()] }}
      post={{ action: enquiryHref(enquiry.id), fields: <ActionFields intent="delete" place={place} /> }}
      variant={variant}
      size={place.on === "list" ? "sm" : "default"}
      loadEffects
    />
  );
}

function EnquiryLine({ enquiry }: { enquiry: EnquirySummary }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-medium">{enquiry.subject}</span>
      <span className="text-muted"> · {enquiry.name}</span>
    </p>
  );
}

/** The delete confirmation without JavaScript: the same question, inline, with Cancel and Delete. */
export function EnquiryPendingDelete({
  enquiry,
  place,
  cancelHref,
  effects,
  className,
}: {
  enquiry: EnquirySummary;
  place: EnquiryPlace;
  cancelHref: string;
  /** What else deleting it affects (issue #23), read by the screen's loader. */
  effects: DeleteEffects | null;
  className?: string;
}) {
  return (
    <PendingDelete
      effects={effects}
      texts={INBOX_TEXTS}
      record={<EnquiryLine enquiry={enquiry} />}
      post={{ action: enquiryHref(enquiry.id), fields: <ActionFields intent="delete" place={place} /> }}
      cancelHref={cancelHref}
      className={className}
    />
  );
}
