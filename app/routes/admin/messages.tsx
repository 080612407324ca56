import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { InboxPendingDelete } from "~/components/admin/inbox-actions";
import { InboxFolders, InboxMessageList, InboxPagination, type InboxRow } from "~/components/admin/inbox-list";
import { adminMeta } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { parsePage } from "~/domain/sort";
import { folderHref, formatReceived, messagePreview, parseFolder } from "~/domain/inbox";
import { INBOX_TEXTS } from "~/content/inbox";
import { countMessagesByFolder, getMessage, listMessages, type ContactMessage } from "~/server/messages.server";
import type { Route } from "./+types/messages";

// The list only reads; every change is posted to the message's own route (admin/message.tsx).
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const folder = parseFolder(params.get("folder"));
  let page = await listMessages(folder, parsePage(params));
  // A page past the end (the last message on it was just archived) shows the last page.
  if (page.rows.length === 0 && page.total > 0) page = await listMessages(folder, page.pageCount);
  const counts = await countMessagesByFolder();
  // Without JavaScript the delete button asks for confirmation through the URL (?delete=id).
  const deleteId = params.get("delete");
  const pending = deleteId ? await getMessage(deleteId) : null;
  return {
    folder,
    counts,
    page: { page: page.page, pageCount: page.pageCount, total: page.total, rows: page.rows.map(toRow) },
    pendingDelete: pending ? summary(pending) : null,
  };
}

function summary(message: ContactMessage) {
  return { id: message.id, name: message.name, subject: message.subject, read: message.read, archived: message.archived };
}

function toRow(message: ContactMessage): InboxRow {
  return {
    ...summary(message),
    email: message.email,
    preview: messagePreview(message.message),
    receivedAt: message.createdAt.toISOString(),
    receivedLabel: formatReceived(message.createdAt),
  };
}

export default function InboxScreen({ loaderData }: Route.ComponentProps) {
  const { folder, counts, page, pendingDelete } = loaderData;
  const place = { folder, page: page.page, on: "list" as const };
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ms-3 text-muted">
            <Link to="/admin">
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {INBOX_TEXTS.dashboardLink}
            </Link>
          </Button>
        </div>
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{INBOX_TEXTS.title}</h1>
          <p className="text-muted">
            {INBOX_TEXTS.subtitle} {counts.unread > 0 ? <strong className="font-semibold text-ink">{INBOX_TEXTS.unreadCount(counts.unread)}</strong> : null}
          </p>
        </div>
      </header>

      <InboxFolders folder={folder} counts={counts} />

      {pendingDelete ? (
        <InboxPendingDelete message={pendingDelete} place={place} cancelHref={folderHref(folder, page.page)} />
      ) : null}

      <InboxMessageList folder={folder} rows={page.rows} place={place} />
      <InboxPagination folder={folder} page={page.page} pageCount={page.pageCount} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.folder === "archived" ? INBOX_TEXTS.folderLabels.archived : INBOX_TEXTS.title);
