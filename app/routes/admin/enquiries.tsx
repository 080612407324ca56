import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { EnquiriesPagination, EnquiryFolders, EnquiryList, type EnquiryRow } from "~/components/admin/enquiries-list";
import { EnquiryPendingDelete } from "~/components/admin/enquiry-actions";
import { adminMeta } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { parsePage } from "~/domain/sort";
import { countEnquiriesByFolder, getEnquiry, listEnquiries, type Enquiry } from "~/server/enquiries.server";
import type { Route } from "./+types/enquiries";
import { enquiryPreview, folderHref, formatReceived, parseFolder } from "~/domain/enquiries";
import { INBOX_TEXTS } from "~/content/inbox";
import { EnquiryKindFilter } from "~/components/admin/enquiry-kind-filter";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KIND_TEXTS } from "~/content/enquiry-kinds";
import { parseKindFilter } from "~/domain/enquiry-kinds";

// The list only reads; every change is posted to the enquiry's own route (admin/enquiry.tsx).
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const folder = parseFolder(params.get("folder"));
  // `?kind=cargo` keeps one kind of enquiry (issue #13).
  const kind = parseKindFilter(params.get("kind"));
  let page = await listEnquiries(folder, parsePage(params), { kind });
  // A page past the end (the last enquiry on it was just archived) shows the last page.
  if (page.rows.length === 0 && page.total > 0) page = await listEnquiries(folder, page.pageCount, { kind });
  const counts = await countEnquiriesByFolder();
  // Without JavaScript the delete button asks for confirmation through the URL (?delete=id).
  const deleteId = params.get("delete");
  const pending = deleteId ? await getEnquiry(deleteId) : null;
  return {
    folder,
    kind,
    counts,
    page: { page: page.page, pageCount: page.pageCount, total: page.total, rows: page.rows.map(toRow) },
    pendingDelete: pending ? summary(pending) : null,
  };
}

function summary(enquiry: Enquiry) {
  return {
    id: enquiry.id,
    name: enquiry.name,
    subject: enquiry.subject,
    read: enquiry.readAt !== null,
    archived: enquiry.archivedAt !== null,
  };
}

function toRow(enquiry: Enquiry): EnquiryRow {
  return {
    ...summary(enquiry),
    email: enquiry.email,
    preview: enquiryPreview(enquiry.message),
    receivedAt: enquiry.createdAt.toISOString(),
    receivedLabel: formatReceived(enquiry.createdAt),
    kind: ENQUIRY_KIND_LABELS[enquiry.kind],
    language: enquiry.locale === "en" ? null : INBOX_TEXTS.languageNames[enquiry.locale],
  };
}

export default function EnquiriesScreen({ loaderData }: Route.ComponentProps) {
  const { folder, kind, counts, page, pendingDelete } = loaderData;
  const query = kind ? { kind } : undefined;
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
            {INBOX_TEXTS.subtitle}{" "}
            {counts.unread > 0 ? <strong className="font-semibold text-ink">{INBOX_TEXTS.unreadCount(counts.unread)}</strong> : null}
          </p>
        </div>
      </header>

      <EnquiryFolders folder={folder} counts={counts} query={query} />
      <EnquiryKindFilter folder={folder} kind={kind} />

      {pendingDelete ? <EnquiryPendingDelete enquiry={pendingDelete} place={place} cancelHref={folderHref(folder, page.page)} /> : null}

      <EnquiryList folder={folder} rows={page.rows} place={place} empty={kind ? ENQUIRY_KIND_TEXTS.emptyKind(kind) : undefined} />
      <EnquiriesPagination folder={folder} page={page.page} pageCount={page.pageCount} query={query} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.folder === "archived" ? INBOX_TEXTS.folderLabels.archived : INBOX_TEXTS.title);
